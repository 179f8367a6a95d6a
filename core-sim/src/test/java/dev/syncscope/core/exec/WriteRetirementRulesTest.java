package dev.syncscope.core.exec;

import dev.syncscope.core.memory.LocationState;
import dev.syncscope.core.memory.WriteRecord;
import dev.syncscope.core.model.Location;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static dev.syncscope.core.exec.Mini.SC0;
import static dev.syncscope.core.exec.Mini.acq;
import static dev.syncscope.core.exec.Mini.atom;
import static dev.syncscope.core.exec.Mini.nonpriv;
import static dev.syncscope.core.exec.Mini.reg;
import static dev.syncscope.core.exec.Mini.rel;
import static dev.syncscope.core.model.Scope.DEVICE;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Which earlier writes a store retires: exactly those it happens-after (VK MM: Availability and Visibility, "If
 * write W2 happens-after W ... W will not be available/visible"; VK MM: Inter-Thread-Happens-Before). A store that
 * knows no other invocation's events takes a shortcut ({@code Writes.retires}: its own earlier writes, by program
 * order, and no one else's); one that acquired another invocation's release retires that invocation's writes before
 * the release, and not those after it. Each test fails if the shortcut retires too much or too little, or is taken
 * by a store that knows more.
 */
class WriteRetirementRulesTest {

    /** {@code live T1=3 T0=1; retired T1=2 by T1=3}: a location's live writes, newest first, and its retired ones. */
    private static String memory(Engine e, String name) {
        LocationState ls = e.location(new Location(name, 0));
        List<WriteRecord> all = new ArrayList<>();
        ls.live().forEach(all::add);
        ls.retired().forEach(all::add);
        StringBuilder s = new StringBuilder("live");
        ls.live().forEach(w -> s.append(' ').append(write(w)));
        s.append("; retired");
        for (WriteRecord w : ls.retired().toListOldestFirst()) {
            WriteRecord by = all.stream().filter(x -> x.id() == w.retiredBy()).findFirst().orElseThrow();
            s.append(' ').append(write(w)).append(" by ").append(write(by));
        }
        return s.toString();
    }

    private static String write(WriteRecord w) {
        return "T" + w.agent() + "=" + w.value();
    }

    @Test
    void aStoreKnowingOnlyItselfRetiresItsOwnEarlierWriteAndNoOtherInvocations() {
        // nothing synchronizes T0 with T1: T1's second store happens-after its first (program order), not T0's
        Engine e = new Mini().thread(0, 0, 0).st("x", 1, nonpriv())
                .thread(1, 1, 0).st("x", 2, nonpriv()).st("x", 3, nonpriv()).engine();
        Mini.runInOrder(e, 0, 1);
        assertEquals("live T1=3 T0=1; retired T1=2 by T1=3", memory(e, "x"));
    }

    @Test
    void aStoreKnowingOnlyItselfRetiresNothingOfAnotherInvocationsLaterWrites() {
        // T1 writes first, then T0 twice: T0's second store retires its first and leaves T1's live
        Engine e = new Mini().thread(0, 0, 0).st("x", 1, nonpriv()).st("x", 3, nonpriv())
                .thread(1, 1, 0).st("x", 2, nonpriv()).engine();
        Mini.runInOrder(e, 1, 0);
        assertEquals("live T0=3 T1=2; retired T0=1 by T0=3", memory(e, "x"));
    }

    @Test
    void aStoreThatAcquiredAnotherInvocationsReleaseRetiresItsWriteBeforeTheRelease_VkMmSynchronizesWith() {
        // T1's acquire reads T0's release: T0's x = 1 happens-before T1's x = 2, which retires it
        Engine e = new Mini().thread(0, 0, 0).st("x", 1, nonpriv()).st("y", 1, atom(DEVICE, rel(SC0)))
                .thread(1, 1, 0).ld("y", atom(DEVICE, acq(SC0))).st("x", 2, nonpriv()).engine();
        Mini.runInOrder(e, 0, 1);
        assertEquals(1, reg(e, 1, 0), "the acquire reads the release");
        assertEquals("live T1=2; retired T0=1 by T1=2", memory(e, "x"));
    }

    @Test
    void aStoreThatAcquiredRetiresItsOwnWritesAndTheReleasersButNotAThirdInvocations() {
        // T1 knows T0's events up to the release, not T2's: of three live writes it retires its own x = 5 (program
        // order) and T0's x = 1, and leaves T2's x = 4
        Engine e = new Mini().thread(0, 0, 0).st("x", 1, nonpriv()).st("y", 1, atom(DEVICE, rel(SC0)))
                .thread(1, 1, 0).st("x", 5, nonpriv()).ld("y", atom(DEVICE, acq(SC0))).st("x", 2, nonpriv())
                .thread(2, 2, 0).st("x", 4, nonpriv()).engine();
        Mini.runInOrder(e, 0, 2, 1);
        assertEquals(1, reg(e, 1, 0), "the acquire reads the release");
        assertEquals("live T1=2 T2=4; retired T1=5 by T1=2 T0=1 by T1=2", memory(e, "x"));
    }

    @Test
    void aStoreThatAcquiredDoesNotRetireTheReleasersWriteAfterTheRelease() {
        // T0's x = 4 comes after its release in program order: it does not happen-before T1's x = 2
        Engine e = new Mini().thread(0, 0, 0).st("y", 1, atom(DEVICE, rel(SC0))).st("x", 4, nonpriv())
                .thread(1, 1, 0).ld("y", atom(DEVICE, acq(SC0))).st("x", 2, nonpriv()).engine();
        Mini.runInOrder(e, 0, 1);
        assertEquals(1, reg(e, 1, 0), "the acquire reads the release");
        assertEquals("live T1=2 T0=4; retired", memory(e, "x"));
    }

    /** 70 invocations T0–T69 in a queue family's workgroups; T0 first acquires {@code y} when {@code acquire}. */
    private static Engine crowd(boolean acquire) {
        Mini m = new Mini().thread(0, 0, 0);
        if (acquire) {
            m.ld("y", atom(DEVICE, acq(SC0)));
        }
        m.st("x", 100, nonpriv()).st("x", 200, nonpriv());
        m.thread(1, 1, 0).st("x", 1, nonpriv()).st("y", 1, atom(DEVICE, rel(SC0)));
        for (int t = 2; t < 70; t++) {
            m.thread(t, t, 0).st("x", t, nonpriv());
        }
        return m.engine();
    }

    @Test
    void amongManyWritersAStoreKnowingOnlyItselfRetiresItsOwnEarlierWrite() {
        // 69 other writes live first: the location keeps its writers (Writes.WRITERS_FROM), and T0's second store,
        // which knows only itself, still retires its first (program order) and no one else's
        Engine e = crowd(false);
        int[] order = new int[70];
        for (int t = 1; t < 70; t++) {
            order[t - 1] = t;
        }
        order[69] = 0;
        Mini.runInOrder(e, order);
        LocationState ls = e.location(new Location("x", 0));
        assertEquals(70, ls.live().size(), "one live write per invocation");
        assertEquals("T0=200", write(ls.live().newest()));
        assertEquals(List.of("T0=100"), ls.retired().toListOldestFirst().stream().map(w -> write(w)).toList());
        assertEquals(70, ls.liveWriters().size(), "every writer is kept once the live writes are many");
    }

    @Test
    void amongManyWritersAStoreThatAcquiredRetiresTheReleasersWriteThoughItsInvocationNeverWroteThere() {
        // T0 acquires T1's release, then stores: it happens-after T1's x = 1 (VK MM: Synchronizes-With), so its
        // first store retires that write although T0 has no live write here yet
        Engine e = crowd(true);
        int[] order = new int[70];
        for (int t = 1; t < 70; t++) {
            order[t - 1] = t;
        }
        order[69] = 0;
        Mini.runInOrder(e, order);
        assertEquals(1, reg(e, 0, 0), "the acquire reads the release");
        LocationState ls = e.location(new Location("x", 0));
        assertEquals(List.of("T1=1", "T0=100"), ls.retired().toListOldestFirst().stream().map(w -> write(w)).toList());
        assertEquals(68 + 1, ls.live().size(), "T2–T69 and T0's second store");
    }
}
