package dev.syncscope.views.explain;

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

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code check} of a kernel whose atomic flag has no release and no acquire on either side (the checker's
 * FLAG_NO_SYNC): the two barriers (or the release and the acquire) around the existing flag, at its store's and its
 * load's lines, whichever access is the read. It said "nothing synchronizes T1 with T0 … through an atomic flag: after
 * the write, memoryBarrier() and then an atomicExchange of the flag", a new flag from T1's write to T0's read, which
 * would deadlock with T1's wait for T0's flag. VK MM: Synchronizes-With (atomic and fence forms: a release barrier
 * program-ordered before the atomic write, an acquire barrier program-ordered after the atomic read that reads from
 * it); Location-Ordered (a read first, both non-private, happens-before the write). In English and Japanese, in legacy
 * GLSL, GLSL with the memory-scope extension and HLSL; each kernel fixed as told has no race.
 */
class UnfencedFlagKernelsTest {

    private static final Messages EN = Messages.forLocale(Locale.ENGLISH);
    private static final Messages JA = Messages.forLocale(Locale.JAPANESE);
    private static final Path KERNELS = Path.of("src/test/resources/dev/syncscope/views/explain/wording");
    private static final String LEGACY_BARRIER = "        memoryBarrier();";

    /** Legacy GLSL, T0 reads d[0] then exchanges the flag, T1 spins on it then writes d[0] (the audit's kernel). */
    @Test
    void aLegacyFlagWithNeitherSideReadFirstIsToldBothBarriersAroundIt() throws IOException {
        String file = "x4-read-then-write-legacy-neither.comp";
        String text = read(file);
        told(file, text, EN, "T1's atomicAdd of the flag `flag` at line 16 reads T0's atomicExchange of it at line 13",
                "nothing orders the read at line 12 before the write at line 17", "no other flag is needed",
                "put memoryBarrier() between the read of d[0] at line 12 and the atomicExchange of the flag at line 13,"
                        + " and between the atomicAdd of the flag at line 16 and the write of d[0] at line 17");
        told(file, text, JA, "16 行目の T1 のフラグ `flag` の atomicAdd は 13 行目の T0 の atomicExchange を読みます",
                "12 行目の読み込みを 17 行目の書き込みより前に順序付けるものがありません",
                "12 行目の d[0] の読み込みと 13 行目のフラグの atomicExchange の間、および 16 行目のフラグの atomicAdd と "
                        + "17 行目の d[0] の書き込みの間に memoryBarrier() を置いてください");
        raceFree(file, insert(text, 13, LEGACY_BARRIER, 17, LEGACY_BARRIER));
    }

    /** The same flag from T0's write to T1's read: the barriers after the write and before the read. */
    @Test
    void aLegacyFlagWithNeitherSideWriteFirstIsToldBothBarriersAroundIt() throws IOException {
        String file = "x4-write-then-read-legacy-neither.comp";
        String text = read(file);
        told(file, text, EN, "nothing orders the write at line 12 before the read at line 17",
                "put memoryBarrier() between the write of d[0] at line 12 and the atomicExchange of the flag at line 13,"
                        + " and between the atomicAdd of the flag at line 16 and the read of d[0] at line 17");
        told(file, text, JA, "12 行目の書き込みを 17 行目の読み込みより前に順序付けるものがありません",
                "12 行目の d[0] の書き込みと 13 行目のフラグの atomicExchange の間、および 16 行目のフラグの atomicAdd と "
                        + "17 行目の d[0] の読み込みの間に memoryBarrier() を置いてください");
        raceFree(file, insert(text, 13, LEGACY_BARRIER, 17, LEGACY_BARRIER));
    }

    /**
     * The memory-scope extension, a relaxed atomicStore and atomicLoad: a release store and an acquire load, or the
     * barriers, read first and write first.
     */
    @Test
    void aRelaxedFlagWithNeitherSideIsToldAReleaseAndAnAcquireOrBothBarriers() throws IOException {
        for (String file : List.of("x4-read-then-write-relaxed-flag.comp", "x4-write-then-read-relaxed-flag.comp")) {
            String text = read(file);
            boolean readFirst = file.contains("read-then-write");
            String first = readFirst ? "read" : "write";
            String second = readFirst ? "write" : "read";
            told(file, text, EN, "T1's atomicLoad of the flag `flag` at line 18 reads T0's atomicStore of it at line 15",
                    "nothing orders the " + first + " at line 14 before the " + second + " at line 19",
                    "make the atomicStore of flag at line 15 a release and the atomicLoad at line 18 an acquire",
                    "or put memoryBarrier() between the " + first + " at line 14 and the atomicStore of the flag at line"
                            + " 15, and between the atomicLoad of the flag at line 18 and the " + second + " at line 19");
            told(file, text, JA, "15 行目の flag の atomicStore をリリースに、18 行目の atomicLoad をアクワイアにする",
                    "ほかのフラグは要りません");
            raceFree(file, text.replace("atomicStore(flag, 1u, gl_ScopeQueueFamily, gl_StorageSemanticsNone, "
                    + "gl_SemanticsRelaxed)", "atomicStore(flag, 1u, gl_ScopeQueueFamily, gl_StorageSemanticsBuffer, "
                    + "gl_SemanticsRelease)").replace("atomicLoad(flag, gl_ScopeQueueFamily, gl_StorageSemanticsNone, "
                    + "gl_SemanticsRelaxed)", "atomicLoad(flag, gl_ScopeQueueFamily, gl_StorageSemanticsBuffer, "
                    + "gl_SemanticsAcquire)"));
            raceFree(file, insert(text, 15, LEGACY_BARRIER, 19, LEGACY_BARRIER));
        }
    }

    /**
     * The flag stored by a relaxed atomicCompSwap: its release goes in the semantics of the equal case, the one that
     * stores (VK MM: Synchronizes-With, "A performs a release operation"; GLSL atomicCompSwap's equal semantics apply
     * when it writes), as the one-sided sentence for the compare-exchange says.
     */
    @Test
    void aCompareExchangeFlagWithNeitherSideIsToldItsEqualCaseReleases() throws IOException {
        String file = "x4-write-then-read-relaxed-flag.comp";
        String relaxed = "atomicStore(flag, 1u, gl_ScopeQueueFamily, gl_StorageSemanticsNone, gl_SemanticsRelaxed)";
        String text = read(file).replace(relaxed, "atomicCompSwap(flag, 0u, 1u, gl_ScopeQueueFamily, "
                + "gl_StorageSemanticsNone, gl_SemanticsRelaxed, gl_StorageSemanticsNone, gl_SemanticsRelaxed)");
        told(file, text, EN, "make the atomicCompSwap of flag at line 15 a release",
                "(for the atomicCompSwap, in the semantics of its equal case)");
        told(file, text, JA, "（atomicCompSwap では、等しい場合のセマンティクスに）");
        raceFree(file, text.replace("atomicCompSwap(flag, 0u, 1u, gl_ScopeQueueFamily, gl_StorageSemanticsNone, "
                + "gl_SemanticsRelaxed,", "atomicCompSwap(flag, 0u, 1u, gl_ScopeQueueFamily, gl_StorageSemanticsBuffer, "
                + "gl_SemanticsRelease,").replace("atomicLoad(flag, gl_ScopeQueueFamily, gl_StorageSemanticsNone, "
                + "gl_SemanticsRelaxed)", "atomicLoad(flag, gl_ScopeQueueFamily, gl_StorageSemanticsBuffer, "
                + "gl_SemanticsAcquire)"));
    }

    /** HLSL, Interlocked ops and no barrier: DeviceMemoryBarrier() on both sides of the flag, either order. */
    @Test
    void anHlslFlagWithNeitherSideIsToldBothBarriersAroundIt() throws IOException {
        for (String file : List.of("x4-read-then-write-neither.hlsl", "x4-write-then-read-neither.hlsl")) {
            String text = read(file);
            boolean readFirst = file.contains("read-then-write");
            String first = readFirst ? "read" : "write";
            String second = readFirst ? "write" : "read";
            told(file, text, EN, "T1's InterlockedOr of the flag `flag[0]` at line 14 reads T0's InterlockedExchange",
                    "nothing orders the " + first + " at line 9 before the " + second + " at line 15",
                    "put DeviceMemoryBarrier() between the " + first + " of data[0] at line 9 and the InterlockedExchange "
                            + "of the flag at line 11, and between the InterlockedOr of the flag at line 14 and the "
                            + second + " of data[0] at line 15");
            told(file, text, JA, "11 行目のフラグの InterlockedExchange の間", "14 行目のフラグの InterlockedOr と",
                    "DeviceMemoryBarrier() を置いてください");
            String barrier = "        DeviceMemoryBarrier();";
            raceFree(file, insert(text, 11, barrier, 15, barrier));
        }
    }

    /**
     * {@code run} and "Why this value?" of the HLSL flag with neither side, read first: the barriers between the read of
     * data[0] and the flag's InterlockedExchange, and between its InterlockedOr and the write of data[0], as check says.
     * They said "between the write of data[0] and the Interlocked write … and the read of data[0]", swapped (VK MM:
     * Location-Ordered, "X is a read, both X and Y are non-private, and X-&gt;Y").
     */
    @Test
    void anHlslFlagWithNeitherSideReadFirstIsToldTheReadBeforeTheFlagByRunAndWhy() throws IOException {
        String file = "x4-read-then-write-neither.hlsl";
        String text = read(file);
        stepped(file, text, EN, "Put DeviceMemoryBarrier() between the read of data[0] and the Interlocked write of "
                + "flag at line 11, and between the Interlocked read of flag at line 14 and the write of data[0].");
        stepped(file, text, JA, "data[0] の読み込みと 11 行目の flag の Interlocked による書き込みの間、および 14 行目の flag の "
                + "Interlocked による読み込みと data[0] の書き込みの間に DeviceMemoryBarrier() を置いてください。");
    }

    /**
     * Groupshared data and a UAV flag: the barrier on each side must order the flag's memory and the data's (VK MM:
     * Synchronizes-With, fence forms: "X's and Y's storage class is in A's and B's semantics"; Inter-Thread-Happens-
     * Before: "all of SC"), AllMemoryBarrier(), in check, run and "Why this value?" alike, either order. run and "Why
     * this value?" said GroupMemoryBarrier(), for the data's memory alone, which leaves the race: check then says
     * the barrier "does not order the flag's memory".
     */
    @Test
    void anHlslFlagInAUavAroundGroupsharedDataIsToldAllMemoryBarrier() throws IOException {
        for (String file : List.of("x4-read-then-write-groupshared-neither.hlsl",
                "x4-write-then-read-groupshared-neither.hlsl")) {
            String text = read(file);
            String first = file.contains("read-then-write") ? "read" : "write";
            String second = file.contains("read-then-write") ? "write" : "read";
            told(file, text, EN, "put AllMemoryBarrier() between the " + first + " of data at line 9 and the "
                    + "InterlockedExchange of the flag at line 11, and between the InterlockedOr of the flag at line 14 "
                    + "and the " + second + " of data at line 15");
            stepped(file, text, EN, "Put AllMemoryBarrier() between the " + first + " of data and the Interlocked write "
                    + "of flag at line 11, and between the Interlocked read of flag at line 14 and the " + second
                    + " of data.");
            stepped(file, text, JA, "の間に AllMemoryBarrier() を置いてください。");
            raceFree(file, insert(text, 11, "        AllMemoryBarrier();", 15, "        AllMemoryBarrier();"));
            KernelRaceWords.checked(file, insert(text, 11, "        GroupMemoryBarrier();", 15,
                    "        GroupMemoryBarrier();"), EN);
        }
    }

    /** The stepper's races of {@code file} in a round-robin run, and "Why this value?" of its read: each has {@code fix}. */
    private static void stepped(String file, String text, Messages words, String fix) {
        for (String s : KernelRaceWords.stepped(file, text, words)) {
            assertTrue(s.contains(fix), "run: " + fix + "\nin " + s);
        }
        dev.syncscope.core.api.DebugSession session = dev.syncscope.core.api.DebugSession.load(
                ProgramLoader.load(file, text));
        session.run();
        ExplanationContext context = new ExplanationContext(session.program().launch(), session.trace(),
                session.races(), text);
        String location = String.valueOf(session.races().get(0).second().location());
        String why = ExplanationText.render(SameWords.lastReadOf(session, location), context, words);
        assertTrue(why.contains(fix), "Why this value?: " + fix + "\nin " + why);
    }

    /**
     * The check's sentences of {@code file} in {@code words}: each has every phrase of {@code expected}, and none
     * advises a flag of its own ("nothing synchronizes").
     */
    private static void told(String file, String text, Messages words, String... expected) {
        List<String> all = new ArrayList<>();
        FileCheck.Report report = FileCheck.check(file, text, null, Duration.ofSeconds(60));
        java.util.Set<String> accesses = CheckRaceWhy.accesses(report.races());
        for (RaceSites pair : report.races()) {
            all.addAll(CheckRaceWhy.links(pair, accesses, text, words, r -> {
                throw new AssertionError("not worded in the kernel's language: " + r.missingLink());
            }));
        }
        assertFalse(all.isEmpty(), file + " races");
        for (String s : all) {
            for (String phrase : expected) {
                assertTrue(s.contains(phrase), phrase + " in " + s);
            }
            assertFalse(s.contains(words == EN ? "nothing synchronizes" : "同期させるものがない"), s);
        }
    }

    /** {@code text} with line {@code at} (1-based) preceded by {@code line}, and line {@code at2} by {@code line2}. */
    private static String insert(String text, int at, String line, int at2, String line2) {
        List<String> lines = new ArrayList<>(text.lines().toList());
        lines.add(at2 - 1, line2);
        lines.add(at - 1, line);
        return String.join("\n", lines) + "\n";
    }

    private static String read(String file) throws IOException {
        return Files.readString(KERNELS.resolve(file));
    }

    private static void raceFree(String file, String fixed) {
        assertFalse(new AxiomaticChecker().check(ProgramLoader.load(file, fixed)).hasRace(), fixed);
    }
}
