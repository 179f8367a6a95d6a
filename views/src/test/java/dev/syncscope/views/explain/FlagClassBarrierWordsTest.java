package dev.syncscope.views.explain;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.LinkSentence;
import dev.syncscope.core.load.ProgramLoader;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A flag's release barrier before its store, or acquire barrier after its load, that leaves the flag's storage class
 * out (VK MM: Synchronizes-With, fence forms: "X's storage class is in A's semantics", "Y's storage class is in B's
 * semantics") in an HLSL kernel, as {@code check}, {@code run} and "Why this value?" say it (review47b): the barrier
 * advised is the one that orders the memory of the data and of the flag (VK MM: Inter-Thread-Happens-Before: "all of SC
 * in their semantics") as DXC maps them (GroupMemoryBarrier() WorkgroupMemory, DeviceMemoryBarrier() UniformMemory and
 * ImageMemory, AllMemoryBarrier() all three), with the reason that fits, not AllMemoryBarrier() whatever they are; the
 * kernel fixed so is race-free. In English and Japanese. Each kernel's header gives the clause it breaks.
 */
class FlagClassBarrierWordsTest {

    private static final Path KERNELS = Path.of("../core-sim/src/test/resources/kernels/one-sided-flag");
    private static final List<String> BARRIERS = List.of("GroupMemoryBarrier()", "DeviceMemoryBarrier()",
            "AllMemoryBarrier()");

    /**
     * check, run and "Why this value?" advise {@code barrier} at line {@code line}, with the reason, and no other
     * barrier; the kernel with that line made {@code barrier} has no race.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            acquire-fence-flag-class-uavs.hlsl        | ACQUIRE_FENCE_FLAG_CLASS | 19 | DeviceMemoryBarrier() | Use DeviceMemoryBarrier() at line 19, which orders UAVs, where the flag and d[0] both are.                                                   | 19 行目には、フラグと d[0] がともにある UAV を順序付ける DeviceMemoryBarrier() を使ってください。
            release-fence-flag-class-groupshared.hlsl | RELEASE_FENCE_FLAG_CLASS | 12 | GroupMemoryBarrier()  | Use GroupMemoryBarrier() at line 12, which orders groupshared memory, where the flag and d both are.                                        | 12 行目には、フラグと d がともにある groupshared メモリを順序付ける GroupMemoryBarrier() を使ってください。
            release-fence-flag-class-mixed.hlsl       | RELEASE_FENCE_FLAG_CLASS | 13 | AllMemoryBarrier()    | Use AllMemoryBarrier() at line 13, which orders groupshared memory and UAVs both: of the flag and d, one is groupshared and the other a UAV. | 13 行目には、groupshared メモリと UAV の両方を順序付ける AllMemoryBarrier() を使ってください (フラグと d の一方は groupshared、もう一方は UAV です)。
            """)
    void anHlslBarrierIsChosenByTheMemoryOfTheDataAndTheFlag(String file, LinkSentence sentence, int line,
                                                             String barrier, String english, String japanese)
            throws IOException {
        List<String> said = SameWords.of(KERNELS, file, sentence, true);
        assertTrue(said.get(0).contains(english), said.get(0));
        assertTrue(said.get(1).contains(japanese), said.get(1));
        for (String other : BARRIERS) {
            // the reason names the kinds of barrier as GroupMemoryBarrier…(); a call advised is written whole
            assertFalse(!other.equals(barrier) && said.get(0).contains(other), other + " in: " + said.get(0));
        }
        String text = Files.readString(KERNELS.resolve(file));
        assertTrue(new AxiomaticChecker().check(ProgramLoader.load(file, text)).hasRace(), file);
        List<String> lines = new ArrayList<>(text.lines().toList());
        String old = lines.get(line - 1);
        assertTrue(old.strip().endsWith("MemoryBarrier();"), old);
        lines.set(line - 1, old.substring(0, old.length() - old.stripLeading().length()) + barrier + ";");
        String fixed = String.join("\n", lines) + "\n";
        assertFalse(new AxiomaticChecker().check(ProgramLoader.load(file, fixed)).hasRace(), fixed);
    }
}
