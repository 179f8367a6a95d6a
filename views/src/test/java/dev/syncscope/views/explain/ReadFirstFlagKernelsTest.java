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

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The flag sentences of a race whose read comes first (T0 reads {@code d[0]} and stores the flag, T1 loads it and
 * writes {@code d[0]}) that no kernel reached: the barrier that leaves the flag's storage class out, the acquire barrier
 * after the write, the value read outside the release sequence, and the legacy GLSL ({@code memoryBarrier()},
 * {@code atomicExchange}, {@code coherent}) forms. The flag must order the read before the write (VK MM: Location-Ordered,
 * "X is a read, both X and Y are non-private, and X->Y"; Synchronizes-With: the release after the read, the acquire
 * before the write). Each is said read first by {@code check}, by {@code run} where its interleaving races, and by "Why
 * this value?" of the read, in English and Japanese; each kernel fixed as told has no race.
 */
class ReadFirstFlagKernelsTest {

    private static final Messages EN = Messages.forLocale(Locale.ENGLISH);
    private static final Messages JA = Messages.forLocale(Locale.JAPANESE);
    private static final Path KERNELS = Path.of("src/test/resources/dev/syncscope/views/explain/wording");

    /**
     * A release barrier after the read that names buffers but not the shared flag's class (VK MM: Synchronizes-With,
     * fence forms: "X's storage class is in A's semantics"): the checker's sentence everywhere. {@code run} and "Why
     * this value?" said "their semantics must name the storage class of d[0]", which the barrier did: the stepper's
     * link from a read to a later write is the plain missing happens-before, and only check named the flag's class.
     */
    @Test
    void aReleaseBarrierLeavingTheFlagsClassOutAfterTheReadIsToldTheFlagsClass() throws IOException {
        String file = "x4-read-then-write-release-flag-class.comp";
        String text = read(file);
        said(file, text, EN, 2, "T0's release barrier at line 18 does not have gl_StorageSemanticsShared (the memory of "
                + "the flag `flag`, stored at line 19)", "nothing orders the read at line 17 before the write at line 22");
        said(file, text, JA, 2, "18 行目の T0 のリリースバリアのストレージセマンティクスに gl_StorageSemanticsShared",
                "17 行目の読み込みを 22 行目の書き込みより前に順序付けるものがありません");
        raceFree(file, text.replace("gl_StorageSemanticsBuffer, gl_SemanticsRelease);",
                "gl_StorageSemanticsBuffer | gl_StorageSemanticsShared, gl_SemanticsRelease);"));
        raceFree(file, text.replace("gl_StorageSemanticsNone, gl_SemanticsRelaxed);",
                "gl_StorageSemanticsBuffer, gl_SemanticsRelease);"));
    }

    /**
     * An acquire barrier after the flag's relaxed load that names shared memory, the flag in a buffer (VK MM:
     * Synchronizes-With, fence forms: "Y's storage class is in B's semantics"). "Why this value?" said "a release or
     * acquire does not have gl_StorageSemanticsBuffer": its read-first branch left the flag's class words out.
     */
    @Test
    void anAcquireBarrierLeavingTheFlagsClassOutBeforeTheWriteIsToldTheFlagsClass() throws IOException {
        String file = "x4-read-then-write-acquire-flag-class.comp";
        String text = read(file);
        said(file, text, EN, 2, "T1's acquire barrier at line 19 does not have gl_StorageSemanticsBuffer (the memory of "
                + "the flag `flag`, loaded at line 18)", "nothing orders the read at line 14 before the write at line 20");
        said(file, text, JA, 2, "19 行目の T1 のアクワイアバリアのストレージセマンティクスに gl_StorageSemanticsBuffer",
                "14 行目の読み込みを 20 行目の書き込みより前に順序付けるものがありません");
        raceFree(file, text.replace("gl_StorageSemanticsShared, gl_SemanticsAcquire);",
                "gl_StorageSemanticsShared | gl_StorageSemanticsBuffer, gl_SemanticsAcquire);"));
        raceFree(file, text.replace("gl_StorageSemanticsNone, gl_SemanticsRelaxed) != 1u",
                "gl_StorageSemanticsBuffer, gl_SemanticsAcquire) != 1u"));
    }

    /**
     * T1's acquire barrier after its write (ACQUIRE_FENCE_AFTER_READ, read first: "comes after its write"), with the
     * memory-scope extension and in legacy GLSL; the barrier moved above the write leaves no race. "Why this value?"
     * said "nothing synchronizes T0 with T1" and advised a flag the kernel has.
     */
    @Test
    void anAcquireBarrierAfterTheWriteIsToldToGoAboveTheWrite() throws IOException {
        for (String file : List.of("x4-read-then-write-acquire-after-write.comp",
                "x4-read-then-write-legacy-acquire-after-write.comp")) {
            String text = read(file);
            boolean legacy = file.contains("legacy");
            int barrier = legacy ? 19 : 20;
            int write = legacy ? 18 : 19;
            int read = legacy ? 12 : 14;
            said(file, text, EN, 2, "T1's acquire barrier at line " + barrier + " comes after its write at line " + write,
                    "nothing orders the read at line " + read + " before the write at line " + write,
                    "Move the barrier above line " + write);
            said(file, text, JA, 2, barrier + " 行目の T1 のアクワイアバリアは " + write + " 行目の書き込みの後にあります",
                    read + " 行目の読み込みを " + write + " 行目の書き込みより前に順序付けるものがありません");
            List<String> lines = new ArrayList<>(text.lines().toList());
            lines.set(write - 1, lines.get(barrier - 1));
            lines.set(barrier - 1, "        d[0] = 7u;");
            raceFree(file, String.join("\n", lines));
        }
    }

    /**
     * T1 acquires the flag's 2, which T0's relaxed atomicStore wrote after its release store: outside the release
     * sequence (VK MM: Release Sequence omits the same agent's atomic writes that are not read-modify-writes). Said by
     * check (the stepper's round robin reads the 1 and synchronizes); an atomicExchange, or a release store, leaves no
     * race.
     */
    @Test
    void aFlagValueOutsideTheReleaseSequenceIsToldTheReadFirst() throws IOException {
        String file = "x4-read-then-write-release-sequence.comp";
        String text = read(file);
        for (Messages words : List.of(EN, JA)) {
            List<String> checked = RaceFixWordingTest.sentences(file, text, words);
            assertEquals(1, checked.size(), checked.toString());
            assertTrue(checked.get(0).contains(words == EN ? "takes the value T0 stored at line 16, which is not in the"
                    + " release sequence headed by T0's store at line 15" : "15 行目の T0 のストアを先頭とするリリースシーケンスに含まれません"),
                    checked.get(0));
            assertTrue(checked.get(0).contains(words == EN ? "nothing orders the read at line 14 before the write at line 20"
                    : "14 行目の読み込みを 20 行目の書き込みより前に順序付けるものがありません"), checked.get(0));
        }
        String relaxed = "atomicStore(flag, 2u, gl_ScopeQueueFamily, gl_StorageSemanticsNone, gl_SemanticsRelaxed);";
        raceFree(file, text.replace(relaxed, relaxed.replace("atomicStore", "atomicExchange")));
        raceFree(file, text.replace(relaxed,
                "atomicStore(flag, 2u, gl_ScopeQueueFamily, gl_StorageSemanticsBuffer, gl_SemanticsRelease);"));
    }

    /**
     * Legacy GLSL, one side of the flag missing (FLAG_NO_ACQUIRE.glsl.legacy, FLAG_NO_RELEASE.glsl.legacy, read first):
     * the memoryBarrier() between the flag and the write, or between the read and the flag. "Why this value?" said
     * "nothing synchronizes T0 with T1" and advised the missing barrier without the side that is there.
     */
    @Test
    void aLegacyFlagWithOneSideMissingIsToldTheBarrierOnThatSide() throws IOException {
        String file = "x4-read-then-write-legacy-no-acquire.comp";
        String text = read(file);
        said(file, text, EN, 2, "T1 has no memoryBarrier() between its atomicAdd of the flag at line 17 and the write at"
                + " line 18", "Only T1's side is missing", "nothing orders the read at line 12 before the write at line 18");
        said(file, text, JA, 2, "17 行目のフラグの atomicAdd と 18 行目の書き込みの間に memoryBarrier() がない",
                "12 行目の読み込みを 18 行目の書き込みより前に順序付けるものがありません");
        raceFree(file, text.replace("        d[0] = 7u;", "        memoryBarrier();\n        d[0] = 7u;"));
        file = "x4-read-then-write-legacy-no-release.comp";
        text = read(file);
        said(file, text, EN, 2, "T0 has no memoryBarrier() between the read at line 12 and its atomicExchange of the"
                + " flag at line 13", "Only T0's side is missing",
                "nothing orders the read at line 12 before the write at line 18");
        said(file, text, JA, 2, "12 行目の読み込みと 13 行目のフラグの atomicExchange の間に memoryBarrier() がない",
                "12 行目の読み込みを 18 行目の書き込みより前に順序付けるものがありません");
        raceFree(file, text.replace("        atomicExchange(flag, 1u);",
                "        memoryBarrier();\n        atomicExchange(flag, 1u);"));
    }

    /**
     * Legacy GLSL, an atomic flag with no barrier on either side: run and "Why this value?" give
     * {@code explain.fix.flag.glsl.legacy} read first ("between the read and the store …, and after its load …, before
     * the write"); both barriers put there leave no race.
     */
    @Test
    void aLegacyFlagWithNeitherSideIsToldBothBarriersReadFirst() throws IOException {
        String file = "x4-read-then-write-legacy-neither.comp";
        String text = read(file);
        for (Messages words : List.of(EN, JA)) {
            List<String> stepper = stepper(file, text, words);
            assertEquals(2, stepper.size(), stepper.toString());
            for (String s : stepper) {
                assertTrue(s.contains(words == EN ? "Put memoryBarrier() between the read and the store of flag at line"
                        + " 13, and after its load at line 16, before the write"
                        : "読み込みと 13 行目の flag のストアの間、および 16 行目のロードの後で書き込みの前に memoryBarrier()"), s);
            }
        }
        raceFree(file, text.replace("        atomicExchange(flag, 1u);",
                "        memoryBarrier();\n        atomicExchange(flag, 1u);")
                .replace("        d[0] = 7u;", "        memoryBarrier();\n        d[0] = 7u;"));
    }

    /**
     * Legacy GLSL, a plain (private) buffer and a flag with no release: {@code explain.fix.release.glsl.legacy} read
     * first ("so that the read happens-before the store", not "it releases the write"), and the buffer coherent too:
     * a private read and another invocation's write are location-ordered by no barrier (VK MM: Location-Ordered, "both
     * X and Y are non-private"); the barrier alone left the kernel racing (PRIVATE_ACCESS), which the sentence did not
     * say. Both as told leave no race.
     */
    @Test
    void aLegacyFlagWithNoReleaseOverAPrivateBufferIsToldTheBarrierAndCoherent() throws IOException {
        String file = "x4-read-then-write-legacy-no-release-private.comp";
        String text = read(file);
        for (Messages words : List.of(EN, JA)) {
            List<String> stepper = stepper(file, text, words);
            assertEquals(2, stepper.size(), stepper.toString());
            for (String s : stepper) {
                assertTrue(s.contains(words == EN ? "Put memoryBarrier() between the read and the store of flag at line"
                        + " 13, so that the read happens-before the store"
                        : "読み込みと 13 行目の flag のストアの間に memoryBarrier() を置いて、読み込みがストアより前に起こる"), s);
                assertTrue(s.contains(words == EN ? "Declare d coherent (line 6) too" : "d も coherent と宣言してください"), s);
                assertFalse(s.contains(words == EN ? "releases the write" : "書き込みをリリース"), s);
            }
        }
        String barrier = text.replace("        atomicExchange(flag, 1u);",
                "        memoryBarrier();\n        atomicExchange(flag, 1u);");
        assertTrue(new AxiomaticChecker().check(ProgramLoader.load(file, barrier)).hasRace(), barrier);
        raceFree(file, barrier.replace("layout(binding = 0) buffer Data", "layout(binding = 0) coherent buffer Data"));
    }

    /**
     * A loop-carried race: T0 reads d[3] at line 13 in the first iteration, T1 writes it at line 12 in the second.
     * The barrier goes after the read and before the write of the next iteration (VK MM: Synchronizes-With, control
     * barrier: each iteration meets its own dynamic instance); {@code run} said "between line 13 and line 12" and
     * {@code check}, naming the write first, "between line 12 and line 13", where a barrier orders neither pair (the
     * kernel with it still races). Told at the end of the loop body, the kernel has no race.
     */
    @Test
    void aLoopCarriedRaceIsToldTheBarrierBeforeTheNextIteration() throws IOException {
        String file = "x4-loop-read-then-next-write.comp";
        String text = read(file);
        for (Messages words : List.of(EN, JA)) {
            List<String> all = RaceFixWordingTest.sentences(file, text, words);
            all.add(why(file, text, words));
            assertEquals(5, all.size(), all.toString());
            for (String s : all) {
                assertTrue(s.contains(words == EN ? "in the loop after line 13 and before line 12 of its next iteration"
                        : "ループの中で 13 行目の後、次の反復の 12 行目の前"), s);
                assertFalse(s.contains(words == EN ? "between line" : "行目の間"), s);
            }
        }
        String barrier = "        memoryBarrierBuffer(); barrier(); memoryBarrierBuffer();\n";
        String read = "        o[2u * l + i]";
        assertTrue(new AxiomaticChecker().check(ProgramLoader.load(file, text.replace(read, barrier + read))).hasRace());
        raceFree(file, text.replace("    }\n}", barrier + "    }\n}"));
    }

    /**
     * The kernel's sentences in {@code words} that say what nothing orders (the check's, the run's, and "Why this
     * value?" of the read): {@code count} of them from check and run, each with every phrase of {@code expected}, and
     * the explanation the same sentence as they.
     */
    private static void said(String file, String text, Messages words, int count, String... expected) {
        List<String> all = RaceFixWordingTest.sentences(file, text, words);
        assertEquals(count, all.size(), all.toString());
        all.add(why(file, text, words));
        for (String s : all) {
            for (String phrase : expected) {
                assertTrue(s.contains(phrase), phrase + " in " + s);
            }
            assertFalse(s.contains(words == EN ? "nothing orders the write" : "行目の書き込みを"), s);
        }
        String why = all.get(all.size() - 1);
        assertTrue(why.contains(all.get(0)), all.get(0) + "\n in \n" + why);
    }

    /** The run's race sentences and "Why this value?" of the read. */
    private static List<String> stepper(String file, String text, Messages words) {
        List<String> out = new ArrayList<>();
        dev.syncscope.core.api.DebugSession s = dev.syncscope.core.api.DebugSession.load(ProgramLoader.load(file, text));
        s.run();
        ExplanationContext ctx = new ExplanationContext(s.program().launch(), s.trace(), s.races(), text);
        s.races().forEach(r -> out.add(RaceWhy.of(r, ctx, words)));
        out.add(why(file, text, words));
        return out;
    }

    /** "Why this value?" of the kernel's first read of {@code d}, in {@code words}. */
    private static String why(String file, String text, Messages words) {
        dev.syncscope.core.api.DebugSession s = dev.syncscope.core.api.DebugSession.load(ProgramLoader.load(file, text));
        s.run();
        ExplanationContext ctx = new ExplanationContext(s.program().launch(), s.trace(), s.races(), text);
        for (int i = 0; i < s.trace().size(); i++) {
            dev.syncscope.core.exec.Event e = s.trace().get(i).event();
            if (e.kind() == dev.syncscope.core.exec.Event.Kind.LOAD && String.valueOf(e.location()).startsWith("d[")) {
                return ExplanationText.render(s.explainRead(i), ctx, words);
            }
        }
        throw new AssertionError("no read of d in " + file);
    }

    private static String read(String file) throws IOException {
        return Files.readString(KERNELS.resolve(file));
    }

    private static void raceFree(String file, String fixed) {
        assertFalse(new AxiomaticChecker().check(ProgramLoader.load(file, fixed)).hasRace(), fixed);
    }
}
