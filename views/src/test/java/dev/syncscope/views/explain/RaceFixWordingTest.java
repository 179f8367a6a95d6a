package dev.syncscope.views.explain;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.core.suite.FileCheck;
import dev.syncscope.core.suite.RaceSites;
import dev.syncscope.views.i18n.Messages;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The wording of race fixes the audit 51 found wrong (finding 11), in the checker's and the stepper's words, English
 * and Japanese alike: the narrowest scope of a control barrier between two invocations of one subgroup, the
 * Invocation scope among the scopes a too-narrow atomic may have, a write-after-write race's two writes, and two
 * invocations' stores at one line that need not be one statement; and (session 54) a race whose read comes first.
 */
class RaceFixWordingTest {

    private static final Messages EN = Messages.forLocale(Locale.ENGLISH);
    private static final Messages JA = Messages.forLocale(Locale.JAPANESE);
    private static final Path KERNELS = Path.of("src/test/resources/dev/syncscope/views/explain/wording");

    /**
     * Two invocations of one subgroup of a kernel that enables subgroup operations (it picks them by
     * gl_SubgroupInvocationID and hands the flag on by subgroupBroadcast): the narrowest scope instance holding both is
     * their subgroup (VK MM: Scope; Synchronizes-With, control barrier), told as subgroupBarrier(), with the workgroup
     * barrier for a device whose subgroup size may part them; pasted into the kernel it leaves it race-free.
     */
    @Test
    void twoInvocationsOfOneSubgroupAreToldTheSubgroupBarrier() throws IOException {
        String file = "s1-broadcast-mp.comp";
        String text = Files.readString(KERNELS.resolve(file));
        for (Messages words : List.of(EN, JA)) {
            List<String> sentences = sentences(file, text, words);
            assertFalse(sentences.isEmpty());
            for (String s : sentences) {
                assertTrue(s.contains(words == EN ? "Put subgroupBarrier() between line 12 and line 14"
                        : "12 行目と 14 行目の間の、サブグループのすべての呼び出しが到達する位置 (一部だけが通る分岐の中ではなく) に "
                        + "subgroupBarrier() を置いてください"), s);
                // the workgroup barrier stays as the alternative, not as the fix
                assertTrue(s.contains("controlBarrier(gl_ScopeWorkgroup"), s);
                assertFalse(s.contains("Put controlBarrier(gl_ScopeWorkgroup"), s);
            }
        }
        String pasted = text.replace("    uint got = subgroupBroadcast(v, 0u);",
                "    subgroupBarrier();\n    uint got = subgroupBroadcast(v, 0u);");
        assertFalse(new AxiomaticChecker().check(ProgramLoader.load(file, pasted)).hasRace(), pasted);
    }

    /**
     * Both accesses at one line, by two invocations of one subgroup of a kernel that enables subgroup operations: the
     * one-line form names subgroupBarrier() too (wording52's leftover: it named the workgroup barrier), with the
     * workgroup barrier for a device whose subgroup size may part them; split as it says, the kernel is race-free.
     */
    @Test
    void twoInvocationsOfOneSubgroupAtOneLineAreToldTheSubgroupBarrier() throws IOException {
        String file = "s1-one-line.comp";
        String text = Files.readString(KERNELS.resolve(file));
        for (Messages words : List.of(EN, JA)) {
            List<String> sentences = sentences(file, text, words);
            assertFalse(sentences.isEmpty());
            for (String s : sentences) {
                assertTrue(s.contains(words == EN ? "read into a local variable, subgroupBarrier(), then write"
                        : "読み取りをローカル変数に入れ、subgroupBarrier() を置いてから書くように分けてください"), s);
                assertTrue(s.contains("controlBarrier(gl_ScopeWorkgroup"), s);
                assertFalse(s.contains(words == EN ? "put controlBarrier(gl_ScopeWorkgroup"
                        : "ワークグループのすべての呼び出しが到達する位置"), s);
            }
        }
        String pasted = text.replace("buffer Data", "coherent buffer Data").replace("    d[l] = d[1u - l] + 1u;",
                "    uint x = d[1u - l];\n    subgroupBarrier();\n    d[l] = x + 1u;");
        assertFalse(new AxiomaticChecker().check(ProgramLoader.load(file, pasted)).hasRace(), pasted);
    }

    /**
     * Without subgroup operations the kernel does not count on how the device groups its invocations into subgroups:
     * two invocations of one subgroup of this launch are still told the workgroup barrier (FixText.scope).
     */
    @Test
    void aKernelWithoutSubgroupOperationsIsStillToldTheWorkgroupBarrier() throws IOException {
        String file = "s1-no-subgroup-ops.comp";
        String text = Files.readString(KERNELS.resolve(file));
        List<String> sentences = sentences(file, text, EN);
        assertFalse(sentences.isEmpty());
        for (String s : sentences) {
            assertTrue(s.contains("Put controlBarrier(gl_ScopeWorkgroup"), s);
            assertFalse(s.contains("subgroupBarrier"), s);
        }
    }

    /** Atomics at gl_ScopeInvocation: the words name that scope too, whose instance is the one invocation (VK MM: Scope). */
    @Test
    void atomicsAtInvocationScopeAreToldThatScope() throws IOException {
        String file = "x3-invocation-scope.comp";
        String text = Files.readString(KERNELS.resolve(file));
        for (Messages words : List.of(EN, JA)) {
            List<String> sentences = sentences(file, text, words);
            assertFalse(sentences.isEmpty());
            for (String s : sentences) {
                assertTrue(s.contains(words == EN ? "gl_ScopeInvocation only the invocation itself"
                        : "gl_ScopeInvocation はその呼び出し自身にしか届きません"), s);
            }
        }
    }

    /**
     * A write-after-write race of private stores ordered by a barrier: the fix speaks of two writes (VK MM:
     * Location-Ordered, a write before a write: X ->rcpo AVC -> Y), not of a read.
     */
    @Test
    void aWriteAfterWriteRaceIsToldTwoWrites() throws IOException {
        String file = "x2-waw-private.comp";
        String text = Files.readString(KERNELS.resolve(file));
        for (Messages words : List.of(EN, JA)) {
            List<String> sentences = sentences(file, text, words);
            assertFalse(sentences.isEmpty());
            for (String s : sentences) {
                assertTrue(s.contains(words == EN ? "what already orders T0's write before T1's write"
                        : "T0 の書き込みを T1 の書き込みより前に順序付けている同期"), s);
                assertFalse(s.contains(words == EN ? "T1's read" : "T1 の読み込み"), s);
            }
        }
    }

    /**
     * A read of a plain buffer, a control barrier with buffer semantics, then another invocation's write: the barrier
     * orders the read before the write, and making both accesses non-private is the whole fix (VK MM: Location-Ordered:
     * "X is a read, both X and Y are non-private, and X->Y"; no availability or visibility operation). The words said
     * "what already orders T1's write before T0's read then carries the write" ({@code check}) and "T0's write before
     * T1's read" ({@code run}); now the read first, in GLSL and HLSL, in {@code check}, {@code run} and "Why this
     * value?" alike, and the kernel with the qualifier added is race-free.
     */
    @Test
    void aReadBeforeAWriteIsToldThatWhatOrdersThemLocationOrdersThem() throws IOException {
        for (String file : List.of("x4-read-then-write-private.comp", "x4-read-then-write-private.hlsl")) {
            String text = Files.readString(KERNELS.resolve(file));
            for (Messages words : List.of(EN, JA)) {
                List<String> sentences = sentences(file, text, words);
                sentences.add(explained(file, text, words));
                assertEquals(3, sentences.size(), sentences.toString());
                for (String s : sentences) {
                    assertTrue(s.contains(words == EN
                            ? "what already orders T0's read before T1's write (happens-before) then location-orders"
                            : "T0 の読み込みを T1 の書き込みより前に順序付けている同期 (happens-before) が、そのまま 2 つを "
                            + "location-ordered にします"), file + ": " + s);
                    assertFalse(s.contains(words == EN ? "carries the write" : "書き込みを届けます"), s);
                    assertFalse(s.contains(words == EN ? "T0's write" : "T0 の書き込み"), s);
                }
            }
            String fixed = file.endsWith(".hlsl")
                    ? text.replace("RWStructuredBuffer<uint> d", "globallycoherent RWStructuredBuffer<uint> d")
                    : text.replace("buffer Data", "coherent buffer Data");
            assertFalse(new AxiomaticChecker().check(ProgramLoader.load(file, fixed)).hasRace(), fixed);
        }
    }

    /**
     * A read and another workgroup's write that nothing orders, the read first in the steps: the fix names the write
     * first, as {@code check} does (a release after the write, an acquire before the read; an atomic store at the
     * write's line and an atomic load at the read's), where {@code run} put the atomicStore at the read's line and
     * asked T0, whose access is the read, for a release "after the write". VK MM: Data Race: mutually-ordered atomics
     * do not race; the kernel made atomic as told is race-free.
     */
    @Test
    void aReadAndAWriteNothingOrdersAreToldTheWriteFirst() throws IOException {
        String file = "x4-read-write-unordered.comp";
        String text = Files.readString(KERNELS.resolve(file));
        String coherent = text.replace("buffer Data", "coherent buffer Data");
        for (Messages words : List.of(EN, JA)) {
            List<String> plain = sentences(file, text, words);
            plain.add(explained(file, text, words));
            assertEquals(3, plain.size(), plain.toString());
            for (String s : plain) {
                assertTrue(s.contains(words == EN ? "(atomicStore at line 11, atomicLoad at line 10,"
                        : "(11 行目は atomicStore、10 行目は atomicLoad、"), s);
            }
            List<String> synced = sentences(file, coherent, words);
            assertEquals(2, synced.size(), synced.toString());
            for (String s : synced) {
                assertTrue(s.contains(words == EN ? "Synchronize T1 with T0 through an atomic flag"
                        : "アトミックなフラグで T1 と T0 を同期させてください"), s);
            }
        }
        String atomic = text.replace("o[0] = d[0];",
                "o[0] = atomicLoad(d[0], gl_ScopeQueueFamily, gl_StorageSemanticsBuffer, gl_SemanticsRelaxed);")
                .replace("d[0] = 7u;",
                        "atomicStore(d[0], 7u, gl_ScopeQueueFamily, gl_StorageSemanticsBuffer, gl_SemanticsRelaxed);");
        assertFalse(new AxiomaticChecker().check(ProgramLoader.load(file, atomic)).hasRace(), atomic);
    }

    /**
     * A read, then a release and an acquire through a flag, then the other invocation's write: the release is after the
     * read and the acquire before the write (VK MM: Synchronizes-With: a release orders what is program-ordered before
     * it, an acquire what is after it), where the words said "the release after the write and the acquire before the
     * read": the semantics that leave the buffer out ({@code check}; {@code run} advises a flag) and the memory scope
     * that leaves the other workgroup out ({@code check}). The kernels fixed as told are race-free.
     */
    @Test
    void aReleaseAndAnAcquireBetweenAReadAndALaterWriteAreToldAfterTheReadAndBeforeTheWrite() throws IOException {
        String klass = "x4-read-then-write-flag-class.comp";
        String scope = "x4-read-then-write-flag-scope.comp";
        for (Messages words : List.of(EN, JA)) {
            List<String> sentences = sentences(klass, Files.readString(KERNELS.resolve(klass)), words);
            assertEquals(2, sentences.size(), sentences.toString());
            List<String> scoped = sentences(scope, Files.readString(KERNELS.resolve(scope)), words);
            assertTrue(scoped.stream().anyMatch(s -> s.contains(words == EN
                    ? "T0's release after the read at line 12, or of T1's acquire before the write at line 17"
                    : "12 行目の読み込みの後の T0 のリリース、または 17 行目の書き込みの前の T1 のアクワイア")), scoped.toString());
            sentences.addAll(scoped);
            for (String s : sentences) {
                assertFalse(s.contains(words == EN ? "after the write" : "書き込みの後"), s);
                assertFalse(s.contains(words == EN ? "before the read" : "読み込みの前"), s);
            }
            for (String s : sentences.subList(0, 2)) {
                assertTrue(s.contains(words == EN ? "after the read" : "読み込みの後"), s);
                assertTrue(s.contains(words == EN ? "before the write" : "書き込みの前"), s);
            }
        }
        String fixedClass = Files.readString(KERNELS.resolve(klass))
                .replace("gl_StorageSemanticsShared", "gl_StorageSemanticsShared | gl_StorageSemanticsBuffer");
        assertFalse(new AxiomaticChecker().check(ProgramLoader.load(klass, fixedClass)).hasRace(), fixedClass);
        String fixedScope = Files.readString(KERNELS.resolve(scope)).replace("gl_ScopeWorkgroup", "gl_ScopeQueueFamily");
        assertFalse(new AxiomaticChecker().check(ProgramLoader.load(scope, fixedScope)).hasRace(), fixedScope);
    }

    /**
     * Two invocations' stores at one line that holds an if/else, each invocation taking one branch: the words do not
     * call them one statement; no barrier placed before or after the line separates them (VK MM: Synchronizes-With).
     */
    @Test
    void storesAtOneLineAreNotCalledOneStatement() throws IOException {
        // the audit's file races across two workgroups (told so since audit 52's F2); the same in one workgroup
        for (String file : List.of("r3-vector.comp", "r3-vector-one-group.comp")) {
            String text = Files.readString(KERNELS.resolve(file));
            boolean oneGroup = file.contains("one-group");
            for (Messages words : List.of(EN, JA)) {
                List<String> sentences = sentences(file, text, words);
                assertFalse(sentences.isEmpty());
                for (String s : sentences) {
                    String why = !oneGroup ? (words == EN ? "are in different workgroups, which no barrier() orders"
                            : "は別のワークグループにあり")
                            : words == EN ? "(two invocations' stores at one line: no barrier() placed before or after the"
                            + " line separates them)" : "2 つの呼び出しのストアが 1 つの行にあるので";
                    assertTrue(s.contains(why), file + ": " + s);
                    assertFalse(s.contains(words == EN ? "one statement" : "1 つの文"), s);
                }
            }
        }
    }

    /**
     * Stores indexed by gl_LocalInvocationIndex race across workgroups, where the index repeats: no barrier orders
     * invocations of two workgroups (VK MM: Synchronizes-With, a control barrier's execution scope instance), so the fix
     * names the global index and no barrier (audit 52, F2: it said "index by gl_GlobalInvocationID or
     * gl_LocalInvocationIndex" and spoke of a barrier() at the line).
     */
    @Test
    void storesRacingAcrossWorkgroupsAreToldTheGlobalIndexAndNoBarrier() throws IOException {
        String file = "local-index-across-wgs.comp";
        String text = Files.readString(KERNELS.resolve(file));
        for (Messages words : List.of(EN, JA)) {
            List<String> sentences = sentences(file, text, words);
            assertFalse(sentences.isEmpty());
            for (String s : sentences) {
                assertTrue(s.contains(words == EN ? "are in different workgroups, which no barrier() orders"
                        : "は別のワークグループにあり、barrier() では順序づけられません"), s);
                assertTrue(s.contains(words == EN ? "index by gl_GlobalInvocationID, by all its components where the "
                        + "dispatch has more than one dimension, such as gl_GlobalInvocationID.y * width + "
                        + "gl_GlobalInvocationID.x: gl_LocalInvocationIndex repeats in every workgroup"
                        : "gl_GlobalInvocationID で添字をつける。ディスパッチが 2 次元以上なら"), s);
                assertFalse(s.contains(words == EN ? "placed before or after the line" : "その行の前後"), s);
            }
        }
    }

    /** "Why this value?" of the kernel's first read in a run, in {@code words}. */
    static String explained(String file, String text, Messages words) {
        DebugSession s = DebugSession.load(ProgramLoader.load(file, text));
        s.run();
        ExplanationContext ctx = new ExplanationContext(s.program().launch(), s.trace(), s.races(), text);
        for (int i = 0; i < s.trace().size(); i++) {
            if (s.trace().get(i).event().kind() == dev.syncscope.core.exec.Event.Kind.LOAD) {
                return ExplanationText.render(s.explainRead(i), ctx, words);
            }
        }
        throw new AssertionError("no read in " + file);
    }

    /** The check's missing links of every race of the kernel and the stepper's races of a run, in {@code words}. */
    static List<String> sentences(String file, String text, Messages words) {
        List<String> out = new ArrayList<>();
        FileCheck.Report report = FileCheck.check(file, text, null, Duration.ofSeconds(60));
        java.util.Set<String> accesses = CheckRaceWhy.accesses(report.races());
        for (RaceSites pair : report.races()) {
            out.addAll(CheckRaceWhy.links(pair, accesses, text, words, r -> {
                throw new AssertionError("not worded in GLSL: " + r.missingLink());
            }));
        }
        DebugSession s = DebugSession.load(ProgramLoader.load(file, text));
        s.run();
        ExplanationContext ctx = new ExplanationContext(s.program().launch(), s.trace(), s.races(), text);
        s.races().forEach(r -> out.add(RaceWhy.of(r, ctx, words)));
        return out;
    }
}
