package dev.syncscope.core.exec;

import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.Reference;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.StorageClass;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The spin rule's watch finds the period of a loop's reads and confirms repetitions read by read. */
class SpinWatchTest {

    private static final Reference FLAGS = new Reference("flags", "flags", StorageClass.STORAGE_BUFFER, 2);
    private static final SourceSpan AT_A = new SourceSpan("wait.comp", 10, 12);
    private static final SourceSpan AT_B = new SourceSpan("wait.comp", 11, 12);
    private static final Action LOAD_A = new Action.Load(FLAGS, 0, Access.PLAIN, AT_A);
    private static final Action LOAD_B = new Action.Load(FLAGS, 1, Access.PLAIN, AT_B);

    private static SpinWatch readA(SpinWatch w, long value) {
        return SpinWatch.after(w, LOAD_A, new Location("flags", 0), value, false, null);
    }

    private static SpinWatch readB(SpinWatch w, long value) {
        return SpinWatch.after(w, LOAD_B, new Location("flags", 1), value, false, null);
    }

    @Test
    void oneReadRepeatedHasPeriodOneAndCountsEveryRead() {
        SpinWatch w = readA(null, 0);
        assertEquals(1, w.repeats());
        assertEquals(0, w.period());
        w = readA(w, 0);
        assertEquals(1, w.period());
        assertEquals(2, w.repeats());
        w = readA(w, 0);
        assertEquals(3, w.repeats());
        assertTrue(w.repeatsExactly(3));
        assertEquals(1, readA(w, 1).repeats(), "another value starts again");
    }

    @Test
    void twoReadsOfALoopHavePeriodTwoAndRepeatOnceEachRoundIsComplete() {
        SpinWatch w = null;
        int[] repeats = new int[6];
        for (int round = 0; round < 3; round++) {
            w = readA(w, 1);
            repeats[2 * round] = w.repeats();
            w = readB(w, 0);
            repeats[2 * round + 1] = w.repeats();
        }
        assertEquals(java.util.List.of(1, 1, 1, 2, 2, 3), java.util.Arrays.stream(repeats).boxed().toList());
        assertEquals(2, w.period());
        assertTrue(w.repeatsExactly(3));
        assertSame(w.back(1), w.back(1), "the loop's first read, two reads back from the next");
        assertEquals(AT_A, w.back(1).source());
    }

    @Test
    void aLoopWithTheSameReadTwiceFindsItsWholePeriod() {
        // a, a, b round and round: period 3 once a whole period repeats from the right phase
        SpinWatch w = null;
        for (int round = 0; round < 4; round++) {
            w = readB(readA(readA(w, 0), 0), 0);
        }
        assertEquals(3, w.period());
        assertTrue(w.repeats() >= 3, w.toString());
        assertTrue(w.repeatsExactly(3));
    }

    @Test
    void aFingerprintThatCollidesIsCaughtByTheExactComparison() {
        // a value of a whose fingerprint is that of a = 1: the window sees a repetition that did not happen
        SpinWatch probe = readA(null, 1);
        long twin = 2;
        while (!sameFingerprint(probe, readA(null, twin))) {
            twin++;
        }
        SpinWatch w = null;
        long[] as = {twin, 1, 1};
        for (long a : as) {
            w = readB(readA(w, a), 0);
        }
        assertEquals(3, w.repeats(), "the fingerprints alone say three rounds: " + w);
        assertFalse(w.repeatsExactly(3), "a = " + twin + " in the first round is not a = 1");
        assertTrue(w.repeatsExactly(2), "the last two rounds are the same reads");
    }

    /** Whether the two one-read watches have one fingerprint: a second read like the first repeats either. */
    private static boolean sameFingerprint(SpinWatch a, SpinWatch b) {
        return SpinWatch.after(a, LOAD_A, b.location(), b.value(), false, null).period() == 1;
    }

    @Test
    void writesAreNotedOnlyOnReadsThatRepeatAndTheLoopsWritesAreThoseAfterItsReads() {
        SpinWatch first = readA(null, 0);
        assertSame(first, SpinWatch.afterWrite(first), "no repetition yet: nothing noted, nothing allocated");
        SpinWatch w = readB(first, 0);
        w = readA(w, 0);
        w = SpinWatch.afterWrite(w);
        assertTrue(w.wrote());
        w = readB(w, 0);
        assertFalse(w.wrote(), "nothing written since this read");
        assertTrue(w.cycleWrote(), "the loop wrote after its read of a");
        assertFalse(readB(readA(w, 0), 0).cycleWrote(), "the next round wrote nothing");
    }

    @Test
    void equalChainsAreEqualWithoutRecursion() {
        SpinWatch a = null;
        SpinWatch b = null;
        for (int i = 0; i < 200_000; i++) {
            a = readA(a, i % 3);
            b = readA(b, i % 3);
        }
        assertEquals(a, b);
        assertEquals(a.hashCode(), b.hashCode());
        assertNotEquals(a, readA(b, 7));
        assertNull(readA(null, 0).back(1));
    }
}
