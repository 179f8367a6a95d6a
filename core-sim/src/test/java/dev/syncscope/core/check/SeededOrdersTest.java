package dev.syncscope.core.check;

import dev.syncscope.core.model.Reference;
import dev.syncscope.core.model.Scope;
import org.junit.jupiter.api.Test;

import static dev.syncscope.core.check.Tiny.SC0;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The coherence edges every candidate has ({@link ModificationOrders.Seeds}: po-loc, VK MM: Coherence) keep the scoped
 * modification orders of many locations' atomics to the one each candidate can have, as long as each location's events
 * are few: their reachability is closed location by location. Closed over every event at once, it was skipped above
 * 1,024 events, and 32 invocations' 33 atomic adds each to an element of their own (1,056 events, one execution) met
 * every order of each element's adds until the time limit (the session-85 audit).
 */
class SeededOrdersTest {

    @Test
    void manyLocationsWithAFewAtomicAddsEachAreCheckedInOneOrder() {
        Tiny t = new Tiny();
        int invocations = 32;
        int adds = 33;
        Reference[] own = new Reference[invocations];
        for (int i = 0; i < invocations; i++) {
            own[i] = t.var("c" + i, SC0);
        }
        for (int i = 0; i < invocations; i++) {
            t.thread(i, 0);
            for (int k = 0; k < adds; k++) {
                t.add(own[i], 1, Tiny.atom(Scope.DEVICE));
            }
        }
        CheckResult r = Tiny.check(t.build());
        assertTrue(r.complete(), "the check ends within its limits: " + r.limit());
        assertEquals(1, r.consistentExecutions().size());
        assertEquals((long) adds, r.consistentExecutions().get(0).outcomes().get(0).values().get("c0"));
    }
}
