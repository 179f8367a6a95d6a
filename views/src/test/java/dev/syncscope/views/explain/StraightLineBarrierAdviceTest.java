package dev.syncscope.views.explain;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.views.i18n.Messages;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import static dev.syncscope.views.explain.KernelRaceWords.checked;
import static dev.syncscope.views.explain.KernelRaceWords.assertRaceFree;
import static dev.syncscope.views.explain.KernelRaceWords.stepped;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code check} and {@code run} give one fix for a race with nothing between its accesses (VK MM: Data Race, no
 * happens-before): two invocations of one workgroup in straight-line code are told a control barrier with buffer
 * semantics between the two lines (VK MM: Synchronizes-With, control barriers), the checker knowing the workgroup
 * from the race's shared scope as the stepper knows it from the launch; two branches of one if/else, where no barrier
 * stands between the lines, and two workgroups, which a control barrier does not order, are told a flag (a release and
 * an acquire). Each advised fix, pasted into the kernel, leaves it race-free.
 */
class StraightLineBarrierAdviceTest {

    private static final Messages EN = Messages.forLocale(Locale.ENGLISH);
    private static final Messages JA = Messages.forLocale(Locale.JAPANESE);
    private static final Path KERNELS = Path.of("src/test/resources/dev/syncscope/views/explain/links");
    private static final String BARRIER = "memoryBarrierBuffer(); barrier(); memoryBarrierBuffer();";

    @Test
    void aCoherentBufferInStraightLineCodeIsToldABarrierByCheckAndRunAlike() throws IOException {
        String file = "straight-line-buffer.comp";
        String text = Files.readString(KERNELS.resolve(file));
        assertEverySentence(file, text, EN, "Put " + BARRIER + " between line 9 and line 10, where every invocation of"
                + " the workgroup reaches it", "flag");
        assertEverySentence(file, text, JA, BARRIER, "atomicExchange");
        assertRaceFree(file, inserted(text, 9, BARRIER));
    }

    /**
     * VK MM: Location-Ordered: the plain buffer's accesses are private, which a barrier orders between two invocations
     * in no case: the fix is the barrier and a coherent buffer; the barrier alone leaves the race.
     */
    @Test
    void aPlainBufferIsToldTheBarrierAndCoherentBoth() throws IOException {
        String file = "straight-line-plain-buffer.comp";
        String text = Files.readString(KERNELS.resolve(file));
        assertEverySentence(file, text, EN, "Put " + BARRIER + " between line 9 and line 10", "flag");
        assertEverySentence(file, text, EN, "Declare data coherent (line 5) too: without it the accesses are private",
                "atomicExchange");
        assertEverySentence(file, text, JA, "data も coherent と宣言してください (5 行目)", "atomicExchange");
        String barrierOnly = inserted(text, 9, BARRIER);
        assertTrue(new AxiomaticChecker().check(ProgramLoader.load(file, barrierOnly)).hasRace(), barrierOnly);
        assertRaceFree(file, barrierOnly.replace(") buffer D", ") coherent buffer D"));
    }

    /** No barrier stands between two branches of one if/else where both invocations pass it: a flag. */
    @Test
    void twoBranchesOfOneIfAreToldAFlag() throws IOException {
        String file = "branches-buffer.comp";
        String text = Files.readString(KERNELS.resolve(file));
        assertEverySentence(file, text, EN, "Synchronize T0 with T1 through an atomic flag", "barrier()");
        assertEverySentence(file, text, JA, "atomicExchange", "barrier()");
    }

    /** A control barrier orders only its own workgroup: invocations of two workgroups are told a flag. */
    @Test
    void twoWorkgroupsAreToldAFlag() throws IOException {
        String file = "straight-line-two-workgroups.comp";
        String text = Files.readString(KERNELS.resolve(file));
        assertEverySentence(file, text, EN, "through an atomic flag: after the write, memoryBarrier()", "barrier();");
    }

    @Test
    void aBarrierFitsBetweenLinesOfOneBlockAndNotBetweenTwoBranches() {
        String source = String.join("\n", "void main() {", "    a = 1;", "    if (c) {", "        b = a;", "    }",
                "    if (d) { x = 1; } else { y = x; }", "    if (e) {", "        z = 1;", "    } else {",
                "        w = z; // else", "    }", "}");
        assertTrue(BarrierPlace.between(source, 2, 4));
        assertTrue(BarrierPlace.between(source, 4, 2));
        assertTrue(BarrierPlace.between(source, 6, 6));
        assertFalse(BarrierPlace.between(source, 8, 10));
        assertTrue(BarrierPlace.between("a = 1;\n// } else {\nb = a;\n", 1, 3), "a comment is skipped");
        assertTrue(BarrierPlace.between(null, 8, 10), "no source: not known");
    }

    /**
     * Two lines inside one {@code if} block: a barrier between them is inside it too, where an invocation whose
     * condition differs never arrives (VK MM: Synchronizes-With, control barriers; the review of session 43). A loop's
     * body keeps the barrier: a reduction's loop runs as often in every invocation.
     */
    @Test
    void noBarrierFitsBetweenTwoLinesInsideOneIfAndOneFitsInsideALoop() {
        String source = String.join("\n", "void main() {", "    if (i < 2) {", "        d[i] = 1;",
                "        d[4 + i] = d[1 - i];", "    }", "    for (uint s = 8u; s > 0u; s >>= 1) {",
                "        a[i] += a[i + s];", "        b = a[i];", "    }", "    if (c)", "    {", "        x = 1;",
                "        y = x;", "    }", "    if (e) { p = 1; }", "    q = p;", "}");
        assertFalse(BarrierPlace.between(source, 3, 4), "both inside the if");
        assertTrue(BarrierPlace.between(source, 7, 8), "both inside the loop");
        assertFalse(BarrierPlace.between(source, 12, 13), "the if's brace on a line of its own");
        assertTrue(BarrierPlace.between(source, 15, 16), "the if closed between the lines");
        assertTrue(BarrierPlace.between(source, 3, 7), "the if closed between the lines");
    }

    /**
     * Branches without braces are branches all the same (VK MM: Synchronizes-With, control barriers: every invocation
     * of the workgroup executes the barrier's dynamic instance; an invocation taking the if's branch never reaches one
     * placed before its else): no barrier fits between {@code if (c) a = 1u;} and {@code else a = 2u;} (the
     * memory-model audit's A2), nor before an {@code else if}, nor between two lines of a loop that is the body of an
     * {@code if} without braces; a loop without braces, or a brace-less if closed before the next statement, keeps it.
     */
    @Test
    void aBarrierFitsNeitherBetweenBraceLessBranchesNorInsideABraceLessIfsLoop() {
        String source = String.join("\n", "void main() {", "    if (i == 0) a = 1u;", "    else a = 2u;",
                "    if (i == 0) b = 1u;", "    else if (i == 1) b = 2u;", "    if (i < 2)", "        for (k = 0; k < 2; k++) {",
                "            d[i] = 1u;", "            e = d[1 - i];", "        }", "    for (k = 0; k < 2; k++)",
                "        f[k] = i;", "    g = f[0];", "    if (i == 0) h = 1u;", "    x = h;", "}");
        assertFalse(BarrierPlace.between(source, 2, 3), "if and else, no braces");
        assertFalse(BarrierPlace.between(source, 4, 5), "if and else if, no braces");
        assertFalse(BarrierPlace.between(source, 8, 9), "a loop inside an if without braces");
        assertTrue(BarrierPlace.between(source, 12, 13), "after a loop without braces");
        assertTrue(BarrierPlace.between(source, 14, 15), "after an if without braces");
    }

    /** A brace-less if whose condition spans two lines, its body a braced loop (the session's review: ml.comp). */
    @Test
    void aBarrierFitsNotInsideALoopUnderABraceLessIfWhoseConditionSpansLines() {
        String source = String.join("\n", "void main() {", "    uint i = gl_LocalInvocationID.x;", "    if (i < 2u &&",
                "        o[0] == 0u)", "        for (uint k = 0u; k < 1u; k++) {", "            a[i] = i;",
                "            o[i] = a[i ^ 1u];", "        }", "    for (uint k = 0u; k < 1u; k++) {", "        a[i] = i;",
                "        o[i] = a[i ^ 1u];", "    }", "}");
        assertFalse(BarrierPlace.between(source, 6, 7), "a loop under an if whose condition spans two lines");
        assertTrue(BarrierPlace.between(source, 10, 11), "a loop after the if's statement ended");
    }

    /** The audit's A2 (GLSL) and BA2 (HLSL): check and run tell both kernels a flag, as the braced A3. */
    @Test
    void braceLessBranchesAreToldAFlagInGlslAndHlsl() {
        String glsl = String.join("\n", "#version 450", "layout(local_size_x = 2) in;",
                "layout(binding = 0) coherent buffer A { uint a; };", "void main() {",
                "    if (gl_LocalInvocationID.x == 0) a = 1u;", "    else a = 2u;", "}", "");
        assertEverySentence("brace-less.comp", glsl, EN, "through an atomic flag", "barrier();");
        assertEverySentence("brace-less.comp", glsl, JA, "atomicExchange", "barrier();");
        String hlsl = String.join("\n", "// @buffer d = 0, 0, 0, 0", "globallycoherent RWByteAddressBuffer d : register(u0);",
                "RWStructuredBuffer<uint> res : register(u2);", "[numthreads(2, 1, 1)]",
                "void main(uint3 lid : SV_GroupThreadID) {", "    uint i = lid.x;",
                "    if (i == 0) d.Store2(0, uint2(7, 8));", "    else res[0] = d.Load(8) + d.Load(4);", "}", "");
        assertEverySentence("brace-less.hlsl", hlsl, EN, "through a flag", "WithGroupSync");
        assertEverySentence("brace-less.hlsl", hlsl, JA, "Interlocked", "WithGroupSync");
    }

    /** The review's kernel: the two accesses inside {@code if (i < 2)} are told a flag, not a barrier. */
    @Test
    void twoAccessesInsideANonUniformIfAreToldAFlag() {
        String file = "inside-if.comp";
        String text = String.join("\n", "// @dispatch 1", "// @length d = 8", "#version 450",
                "layout(local_size_x = 4) in;", "layout(binding = 0) coherent buffer B { uint d[]; };",
                "void main() {", "    uint i = gl_LocalInvocationID.x;", "    if (i < 2) {", "        d[i] = i + 1;",
                "        d[4 + i] = d[1 - i];", "    }", "}", "");
        assertEverySentence(file, text, EN, "through an atomic flag", "barrier();");
    }

    /** Every sentence check and run give for the kernel's races contains {@code expected} and not {@code not}. */
    private static void assertEverySentence(String file, String text, Messages words, String expected, String not) {
        List<String> all = new ArrayList<>(checked(file, text, words));
        all.addAll(stepped(file, text, words));
        for (String sentence : all) {
            assertTrue(sentence.contains(expected), sentence);
            assertFalse(sentence.contains(not), sentence);
        }
    }

    /** {@code text} with {@code call} on a line of its own after line {@code line}, indented as that line. */
    private static String inserted(String text, int line, String call) {
        List<String> lines = new ArrayList<>(text.lines().toList());
        String old = lines.get(line - 1);
        lines.add(line, old.substring(0, old.length() - old.stripLeading().length()) + call);
        return String.join("\n", lines) + "\n";
    }
}
