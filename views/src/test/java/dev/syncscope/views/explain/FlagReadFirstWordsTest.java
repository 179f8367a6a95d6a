package dev.syncscope.views.explain;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.views.i18n.Messages;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The checker's flag sentences ({@code check.kernel.FLAG_NO_ACQUIRE}, {@code FLAG_NO_RELEASE},
 * {@code RELEASE_FENCE_AFTER_FLAG} with {@code noAcquireEither}, …) for a flag from the reader to the writer: T0 reads
 * {@code d[0]} and stores the flag, T1 loads it and writes {@code d[0]}. The flag must order the read before the write
 * (VK MM: Location-Ordered, "X is a read, both X and Y are non-private, and X->Y"; Data Race): the release after the read
 * in T0's program, the acquire before the write in T1's (Synchronizes-With). {@code check} said "nothing orders the write
 * at line 18 before the read at line 12" (the order reversed) and {@code run} "the write at line 12 before the read at
 * line 18" (the read called the write); both now name the accesses in their order and by their kinds, English and
 * Japanese alike, and each kernel fixed as told is race-free.
 */
class FlagReadFirstWordsTest {

    private static final Messages EN = Messages.forLocale(Locale.ENGLISH);
    private static final Messages JA = Messages.forLocale(Locale.JAPANESE);
    private static final Path KERNELS = Path.of("src/test/resources/dev/syncscope/views/explain/wording");

    /** A relaxed load of the flag after T0's release (FLAG_NO_ACQUIRE): the acquire goes before the write. */
    @Test
    void aFlagWithNoAcquireFromAReadToALaterWriteIsToldTheReadFirstAndTheAcquireBeforeTheWrite() throws IOException {
        String file = "x4-read-then-write-flag-no-acquire.comp";
        String text = Files.readString(KERNELS.resolve(file));
        said(file, text, EN, 2, "nothing orders the read at line 12 before the write at line 18",
                "no acquire barrier follows it before the write,",
                "between the atomicLoad of the flag at line 17 and the write at line 18");
        said(file, text, JA, 2, "12 行目の読み込みを 18 行目の書き込みより前に順序付けるものがありません",
                "書き込みの前にそれに続くアクワイアバリアもない",
                "17 行目のフラグの atomicLoad と 18 行目の書き込みの間に memoryBarrier()");
        raceFree(file, text.replace("gl_StorageSemanticsBuffer, gl_SemanticsRelaxed) != 1u",
                "gl_StorageSemanticsBuffer, gl_SemanticsAcquire) != 1u"));
        raceFree(file, text.replace("        d[0] = 7u;", "        memoryBarrier();\n        d[0] = 7u;"));
    }

    /**
     * The HLSL form (FLAG_NO_ACQUIRE.hlsl: T0's DeviceMemoryBarrier() before its InterlockedExchange, no barrier after
     * T1's InterlockedOr): the barrier goes between the flag's read and the write.
     */
    @Test
    void anHlslFlagWithNoAcquireFromAReadToALaterWriteIsToldTheBarrierBeforeTheWrite() throws IOException {
        String file = "x4-read-then-write-flag-no-acquire.hlsl";
        String text = Files.readString(KERNELS.resolve(file));
        said(file, text, EN, 2, "orders its read before its Interlocked write of the flag",
                "between its InterlockedOr of the flag at line 14 and the write at line 15",
                "nothing orders the read at line 8 before the write at line 15",
                "put DeviceMemoryBarrier() between the InterlockedOr of the flag at line 14 and the write of data[0]");
        said(file, text, JA, 2, "バリアは読み込みをフラグ `flag[0]` の Interlocked による書き込みより前に",
                "8 行目の読み込みを 15 行目の書き込みより前に順序付けるものがありません",
                "14 行目のフラグの InterlockedOr と 15 行目の data[0] の書き込みの間に DeviceMemoryBarrier()");
        raceFree(file, text.replace("        data[0] = 7;", "        DeviceMemoryBarrier();\n        data[0] = 7;"));
    }

    /** A relaxed store of the flag before T1's acquire (FLAG_NO_RELEASE): the release goes after the read. */
    @Test
    void aFlagWithNoReleaseFromAReadToALaterWriteIsToldTheReleaseAfterTheRead() throws IOException {
        String file = "x4-read-then-write-flag-no-release.comp";
        String text = Files.readString(KERNELS.resolve(file));
        said(file, text, EN, 2, "nothing orders the read at line 12 before the write at line 17",
                "no release barrier comes before it, after the read,",
                "between the read at line 12 and the atomicStore of the flag at line 13");
        said(file, text, JA, 2, "12 行目の読み込みを 17 行目の書き込みより前に順序付けるものがありません",
                "読み込みの後でその前に来るリリースバリアもない",
                "12 行目の読み込みと 13 行目のフラグの atomicStore の間に memoryBarrier()");
        raceFree(file, text.replace("gl_StorageSemanticsNone, gl_SemanticsRelaxed);",
                "gl_StorageSemanticsBuffer, gl_SemanticsRelease);"));
        raceFree(file, text.replace("        atomicStore(", "        memoryBarrier();\n        atomicStore("));
    }

    /**
     * A release barrier after the flag's store and a relaxed load (RELEASE_FENCE_AFTER_FLAG, then noAcquireEither,
     * {@link OtherSideToo}): the barrier goes between the read and the store, the acquire before the write.
     */
    @Test
    void aReleaseBarrierAfterTheFlagFromAReadIsToldToGoBetweenTheReadAndTheStore() throws IOException {
        String file = "x4-read-then-write-release-after-flag.comp";
        String text = Files.readString(KERNELS.resolve(file));
        said(file, text, EN, 1, "nothing orders the read at line 12 before the write at line 18",
                "between the read and the store of the flag",
                "at a scope that includes T0 follows it before the write at line 18", "between it and the write.");
        said(file, text, JA, 1, "12 行目の読み込みを 18 行目の書き込みより前に順序付けるものがありません",
                "読み込みとフラグのストアの間に移す", "18 行目の書き込みの前にそれに続き、フラグのメモリと gl_StorageSemanticsBuffer を T0 を含むスコープで名指すアクワイアバリアもありません",
                "それと書き込みの間に memoryBarrier()");
        String store = "        atomicStore(flag, 1u, gl_ScopeQueueFamily, gl_StorageSemanticsNone, gl_SemanticsRelaxed);\n";
        String barrier = "        memoryBarrier(gl_ScopeQueueFamily, gl_StorageSemanticsBuffer, gl_SemanticsRelease);\n";
        raceFree(file, text.replace(store + barrier, barrier + store)
                .replace("        d[0] = 7u;", "        memoryBarrier();\n        d[0] = 7u;"));
    }

    /**
     * "Why this value?" of the read in a flag from the read to a later write only one side of which synchronizes says
     * what {@code run} and {@code check} say (VK MM: Synchronizes-With; Location-Ordered, "X is a read, both X and Y are
     * non-private, and X->Y"): the side that is missing and its fix, the read first. It said "nothing synchronizes T0
     * with T1, so there is no happens-before" and advised making the load an acquire (or the store a release), leaving
     * out that the other side is there and that a barrier between the flag and the write (the read and the flag) will
     * do.
     */
    @Test
    void whyThisValueOfAReadBeforeAOneSidedFlagSaysTheSideMissingAsRunDoes() throws IOException {
        for (String file : List.of("x4-read-then-write-flag-no-acquire.comp", "x4-read-then-write-flag-no-release.comp")) {
            String text = Files.readString(KERNELS.resolve(file));
            String writer = file.contains("no-acquire") ? "T1" : "T0";
            for (Messages words : List.of(EN, JA)) {
                String why = RaceFixWordingTest.explained(file, text, words);
                List<String> runAndCheck = RaceFixWordingTest.sentences(file, text, words);
                assertEquals(2, runAndCheck.size(), runAndCheck.toString());
                for (String s : runAndCheck) {
                    assertTrue(why.contains(s), s + "\n in \n" + why);
                }
                assertTrue(why.contains(words == EN ? "Only " + writer + "'s side is missing"
                        : "欠けているのは " + writer + " の側だけです"), why);
                assertFalse(why.contains(words == EN ? "nothing synchronizes" : "同期させるものがない"), why);
            }
        }
    }

    /**
     * The kernel's sentences in {@code words} that say what nothing orders (the check's, and the run's when it words
     * the same link): {@code count} of them, each with every phrase of {@code expected}, none with the write first.
     */
    private static void said(String file, String text, Messages words, int count, String... expected) {
        List<String> all = RaceFixWordingTest.sentences(file, text, words);
        String nothing = words == EN ? "nothing orders" : "順序付けるものがありません";
        List<String> ordered = all.stream().filter(s -> s.contains(nothing)).toList();
        assertEquals(count, ordered.size(), all.toString());
        for (String s : ordered) {
            for (String phrase : expected) {
                assertTrue(s.contains(phrase), phrase + " in " + s);
            }
            assertFalse(s.contains(words == EN ? "nothing orders the write" : "行目の書き込みを"), s);
            assertFalse(s.contains(words == EN ? "before the read" : "読み込みの前"), s);
        }
    }

    private static void raceFree(String file, String fixed) {
        assertFalse(new AxiomaticChecker().check(ProgramLoader.load(file, fixed)).hasRace(), fixed);
    }
}
