package dev.syncscope.core.memory;

import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Scope;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A location's summary of a history of atomics ({@link AtomicsOnly}) says an atomic is mutually ordered with every
 * access there only when it is with each (VK MM: Atomic Operation, "potentially-mutually-ordered": the same reference,
 * each in the other's scope instance; Data Race). It is cautious: once two accesses of the history are not mutually
 * ordered, it says so for every later atomic too.
 */
class AtomicsOnlyTest {

    /** Two workgroups of two subgroups of two invocations, one queue family: T0–T7. */
    private static final Agent[] AGENTS = new Agent[8];

    static {
        for (int i = 0; i < AGENTS.length; i++) {
            AGENTS[i] = new Agent(i, "T" + i, i / 2, i / 4, 0);
        }
    }

    /** The summary of atomics through {@code ref} at {@code scope}, one by each of {@code agents}. */
    private static AtomicsOnly history(String ref, Scope scope, int... agents) {
        AtomicsOnly s = null;
        for (int a : agents) {
            s = AtomicsOnly.after(s, true, ref, scope, a, AGENTS);
        }
        return s;
    }

    @Test
    void deviceScopeAtomicsOfEveryWorkgroupAreOrderedWithAFurtherOne_VkMmScopedModificationOrder() {
        AtomicsOnly s = history("counter", Scope.DEVICE, 0, 5, 2, 7);
        assertEquals(Scope.QUEUE_FAMILY, s.sharedScope(), "two workgroups share their queue family's instance");
        assertTrue(AtomicsOnly.orders(s, true, "counter", Scope.DEVICE, 3, AGENTS));
        assertTrue(AtomicsOnly.orders(s, true, "counter", Scope.QUEUE_FAMILY, 6, AGENTS));
    }

    @Test
    void aWorkgroupScopeAtomicOfAnotherWorkgroupIsNotInTheirScopeInstance_VkMmDataRace() {
        AtomicsOnly s = history("counter", Scope.WORKGROUP, 0, 1, 3);
        assertTrue(AtomicsOnly.orders(s, true, "counter", Scope.WORKGROUP, 2, AGENTS), "same workgroup");
        assertFalse(AtomicsOnly.orders(s, true, "counter", Scope.WORKGROUP, 4, AGENTS), "T4 is in workgroup 1");
        assertFalse(AtomicsOnly.orders(s, true, "counter", Scope.DEVICE, 4, AGENTS),
                "T4's device scope holds T0, but T0's workgroup scope does not hold T4");
        assertSame(AtomicsOnly.MIXED, AtomicsOnly.after(s, true, "counter", Scope.DEVICE, 4, AGENTS),
                "never ordered again: the history keeps T0's workgroup-scope atomic");
    }

    @Test
    void aNarrowerScopeOfAnEarlierAtomicSpoilsTheSummary_VkMmScopedModificationOrder() {
        AtomicsOnly s = history("counter", Scope.DEVICE, 0, 4);
        assertSame(AtomicsOnly.MIXED, AtomicsOnly.after(s, true, "counter", Scope.SUBGROUP, 1, AGENTS),
                "T1's subgroup scope does not hold T4");
        AtomicsOnly sub = history("counter", Scope.SUBGROUP, 0, 1);
        assertTrue(AtomicsOnly.orders(sub, true, "counter", Scope.SUBGROUP, 1, AGENTS), "one subgroup: T0 and T1");
        assertFalse(AtomicsOnly.orders(sub, true, "counter", Scope.WORKGROUP, 2, AGENTS), "T2: another subgroup");
    }

    @Test
    void aPlainAccessOrAnotherReferenceEndsTheSummaryForGood_VkMmDataRace() {
        AtomicsOnly s = history("counter", Scope.DEVICE, 0, 1);
        AtomicsOnly plain = AtomicsOnly.after(s, false, "counter", null, 2, AGENTS);
        assertSame(AtomicsOnly.MIXED, plain);
        assertFalse(AtomicsOnly.orders(plain, true, "counter", Scope.DEVICE, 3, AGENTS));
        assertSame(AtomicsOnly.MIXED, AtomicsOnly.after(plain, true, "counter", Scope.DEVICE, 3, AGENTS));
        assertFalse(AtomicsOnly.orders(s, true, "alias", Scope.DEVICE, 3, AGENTS),
                "mutually ordered atomics use the same reference");
    }

    @Test
    void anEmptyHistoryHasNoSummaryAndAnAtomicStartsOne() {
        assertFalse(AtomicsOnly.orders(null, true, "counter", Scope.DEVICE, 0, AGENTS));
        AtomicsOnly first = AtomicsOnly.after(null, true, "counter", Scope.WORKGROUP, 5, AGENTS);
        assertEquals(new AtomicsOnly("counter", Scope.WORKGROUP, Scope.INVOCATION, 5), first);
        assertEquals(Scope.DEVICE, AtomicsOnly.sharedFrom(AGENTS[0], new Agent(8, "U", 9, 9, 1)),
                "invocations of two queue families share only the device");
    }

    @Test
    void anUnchangedSummaryIsTheSameObject() {
        AtomicsOnly s = history("counter", Scope.DEVICE, 0, 4);
        assertSame(s, AtomicsOnly.after(s, true, "counter", Scope.DEVICE, 7, AGENTS));
    }
}
