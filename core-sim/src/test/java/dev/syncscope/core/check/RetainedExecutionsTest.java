package dev.syncscope.core.check;

import dev.syncscope.core.model.Outcome;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.Reference;
import org.junit.jupiter.api.Test;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayDeque;
import java.util.Collections;
import java.util.Deque;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static dev.syncscope.core.check.Tiny.DEV;
import static dev.syncscope.core.check.Tiny.SC0;
import static dev.syncscope.core.check.Tiny.atom;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What a check keeps of the executions it finds (the cliff audit: a litmus test of 8 atomic writers to one location
 * and a reader, 362,880 executions, needed more than 512 MB of heap, each execution holding its ten relations). An
 * execution of a combination of paths that has many keeps its choices, and its other relations are derived again when
 * asked; executions with equal outcomes share them. Counted through the objects a result holds, not timed.
 */
class RetainedExecutionsTest {

    /** {@code writers} writers of x (values 1, 2, …, all mutually ordered) and {@code readers} readers of it. */
    private static Program writersAndReaders(int writers, int readers) {
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        for (int p = 0; p < writers; p++) {
            t.thread(0, p).st(x, p + 1, atom(DEV));
        }
        for (int p = 0; p < readers; p++) {
            t.thread(0, writers + p).ld(x, atom(DEV));
        }
        return t.build();
    }

    private static CheckResult check(int writers, int readers, int executions) {
        CheckResult r = new AxiomaticChecker(CheckOptions.DEFAULT).check(writersAndReaders(writers, readers));
        assertTrue(r.complete(), r.limitMessage());
        assertEquals(executions, r.consistentExecutions().size());
        return r;
    }

    @Test
    void theExecutionsOfACheckHoldNoRelationsOfTheirOwnBesidesTheirModificationOrders() {
        CheckResult r = check(6, 0, 720);
        Set<Object> orders = Collections.newSetFromMap(new IdentityHashMap<>());
        r.executions().forEach(e -> orders.add(e.relation(RelationKind.MO)));
        Set<Object> relations = reachable(r.executions(), Relation.class);
        relations.removeAll(orders);
        // each had held 7 more (rf, fr, rs, sw, hb, locord, dr): 5,040 here; now those of its one combination of paths
        assertTrue(relations.size() < r.executions().size() / 10, relations.size() + " relations besides "
                + orders.size() + " modification orders held by " + r.executions().size() + " executions");
    }

    @Test
    void executionsWithEqualOutcomesShareOneListOfThem() {
        CheckResult r = check(6, 0, 720);
        Set<List<Outcome>> equal = new HashSet<>();
        Set<List<Outcome>> same = Collections.newSetFromMap(new IdentityHashMap<>());
        for (Execution e : r.executions()) {
            equal.add(e.outcomes());
            same.add(e.outcomes());
        }
        assertEquals(6, equal.size());
        assertEquals(equal.size(), same.size());
    }

    @Test
    void aKeptExecutionDerivesItsRelationsWhenAskedAndTheyAgreeWithWhatItKept() {
        // 4! orders × 5² sources: 25 combinations of paths (the values read), 24 executions each
        CheckResult r = check(4, 2, 600);
        for (Execution e : r.executions()) {
            assertFalse(e.relationsHeld());
        }
        for (Execution e : r.executions()) {
            assertEquals(e.dataRacePairs(), e.relation(RelationKind.RACE).size());
            assertEquals(e.releaseSequencePairs(), e.relation(RelationKind.RS).size());
            assertTrue(e.relationsHeld());
            // each read reads from a write of the value it read, or the initial value (VK MM: reads-from)
            Relation rf = e.relation(RelationKind.RF);
            for (Event read : e.events()) {
                if (read.isRead()) {
                    long from = e.events().stream().filter(w -> rf.contains(w.id(), read.id())).count();
                    assertEquals(read.readValue() == 0 ? 0 : 1, from, read.toString());
                }
            }
            // happens-before contains program order (VK MM: Happens-Before)
            assertEquals(0, e.relation(RelationKind.PO).minus(e.relation(RelationKind.HB)).size());
        }
    }

    /**
     * A store of data, then release stores of 1 to 4 to a flag by four invocations and an acquire reader of both: the
     * reader's value picks its combination of paths, whose 24 orders of the flag's stores are its executions, with
     * synchronizes-with, happens-before and location order differing from one to the next.
     */
    private static Program messagePassingAmongStores() {
        Tiny t = new Tiny();
        Reference data = t.var("data", SC0);
        Reference flag = t.var("flag", SC0);
        t.thread(0, 0).st(data, 7, Tiny.NONPRIV).st(flag, 1, atom(DEV, Tiny.relAv(SC0)));
        for (int p = 1; p < 4; p++) {
            t.thread(0, p).st(flag, p + 1, atom(DEV, Tiny.rel(SC0)));
        }
        t.thread(0, 4).ld(flag, atom(DEV, Tiny.acqVis(SC0))).ld(data, Tiny.NONPRIV);
        return t.build();
    }

    @Test
    void relationsDerivedAgainEqualThoseTheCheckDerived() {
        // a check stopped after a few candidates holds their relations as the check derived them; the whole check
        // finds the same executions first, in the same order, and lets go of theirs (VK MM: Release Sequence,
        // Synchronizes-With, Happens-Before, Location-Ordered, Data Race)
        Program p = messagePassingAmongStores();
        CheckResult all = new AxiomaticChecker(CheckOptions.DEFAULT).check(p);
        assertTrue(all.executions().size() > 10, all.executions().size() + " executions");
        Set<Integer> compared = new HashSet<>();
        for (long m = 1; compared.size() < 6 && m <= all.candidates(); m++) {
            // stopped at m candidates, the check holds the relations of its last combination's first executions
            CheckResult few = new AxiomaticChecker(CheckOptions.DEFAULT.withMaxCandidates(m)).check(p);
            for (int i = 0; i < few.executions().size(); i++) {
                Execution kept = few.executions().get(i);
                // one that reads from a store, not only the initial values
                if (!kept.relationsHeld() || kept.relation(RelationKind.RF).size() == 0 || !compared.add(i)) {
                    continue;
                }
                Execution again = all.executions().get(i);
                assertFalse(again.relationsHeld());
                assertEquals(kept.events(), again.events());
                for (RelationKind k : RelationKind.values()) {
                    assertEquals(pairs(kept.relation(k)), pairs(again.relation(k)), k + " of execution " + i);
                }
            }
        }
        assertTrue(compared.size() >= 6, "compared " + compared);
    }

    private static List<String> pairs(Relation r) {
        return r.pairs().stream().map(java.util.Arrays::toString).toList();
    }

    @Test
    void aCombinationOfFewExecutionsHoldsTheirRelationsAsDerived() {
        CheckResult r = check(2, 0, 2);
        for (Execution e : r.executions()) {
            assertTrue(e.relationsHeld());
        }
    }

    /** The distinct objects of {@code type} reachable from {@code root} through fields, collections and arrays. */
    private static <T> Set<Object> reachable(Object root, Class<T> type) {
        Set<Object> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        Set<Object> found = Collections.newSetFromMap(new IdentityHashMap<>());
        Deque<Object> todo = new ArrayDeque<>();
        todo.push(root);
        while (!todo.isEmpty()) {
            Object o = todo.pop();
            if (!seen.add(o) || o instanceof java.lang.ref.Reference<?>) {
                continue;
            }
            if (type.isInstance(o)) {
                found.add(o);
            }
            if (o instanceof Iterable<?> it) {
                it.forEach(e -> push(todo, e));
            } else if (o instanceof Map<?, ?> m) {
                m.forEach((k, v) -> {
                    push(todo, k);
                    push(todo, v);
                });
            } else if (o.getClass().isArray() && !o.getClass().getComponentType().isPrimitive()) {
                for (int i = 0; i < Array.getLength(o); i++) {
                    push(todo, Array.get(o, i));
                }
            } else if (o.getClass().getName().startsWith("dev.syncscope.")) {
                for (Class<?> c = o.getClass(); c != null && c.getName().startsWith("dev.syncscope.");
                     c = c.getSuperclass()) {
                    for (Field f : c.getDeclaredFields()) {
                        if (!Modifier.isStatic(f.getModifiers()) && !f.getType().isPrimitive()) {
                            f.setAccessible(true);
                            try {
                                push(todo, f.get(o));
                            } catch (IllegalAccessException e) {
                                throw new AssertionError(e);
                            }
                        }
                    }
                }
            }
        }
        return found;
    }

    private static void push(Deque<Object> todo, Object o) {
        if (o != null) {
            todo.push(o);
        }
    }
}
