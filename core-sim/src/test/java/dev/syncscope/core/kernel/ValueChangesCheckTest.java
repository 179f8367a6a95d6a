package dev.syncscope.core.kernel;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckOptions;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.model.Outcome;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The checker leaves out paths whose atomic reads of a location change value more often than the other invocations
 * write it (ValueChanges): atomic reads take a location's writes in its scoped modification order
 * (VK MM: Scoped Modification Order Coherence). Each test compares the outcomes with a check that keeps every
 * candidate ({@code consistentOnly = false}, which leaves nothing out), so a path left out that some consistent
 * execution needs fails it.
 */
class ValueChangesCheckTest {

    static final String HEADER = """
            #version 450
            #pragma use_vulkan_memory_model
            #extension GL_KHR_memory_scope_semantics : require
            const int B = gl_StorageSemanticsBuffer;
            #define LOAD(v) atomicLoad(v, gl_ScopeDevice, B, gl_SemanticsRelaxed)
            #define STORE(v, x) atomicStore(v, x, gl_ScopeDevice, B, gl_SemanticsRelaxed)
            """;

    /** The check of {@code text}, after asserting its outcomes are those of a check that leaves nothing out. */
    private static CheckResult check(String name, String text) {
        var program = KernelLoader.load(name, text).program();
        CheckResult pruned = new AxiomaticChecker().check(program);
        CheckResult everything = new AxiomaticChecker(CheckOptions.DEFAULT.withConsistentOnly(false)).check(program);
        assertTrue(pruned.complete(), pruned.limitMessage());
        assertTrue(everything.complete(), everything.limitMessage());
        Set<Outcome> missing = new java.util.LinkedHashSet<>(everything.allowedOutcomes());
        missing.removeAll(pruned.allowedOutcomes());
        assertTrue(missing.isEmpty(), () -> missing.size() + " outcomes missing, e.g. " + missing.iterator().next());
        assertEquals(everything.allowedOutcomes(), pruned.allowedOutcomes());
        assertEquals(everything.hasRace(), pruned.hasRace());
        return pruned;
    }

    /** The values of {@code names} in each allowed outcome, joined ("012"). */
    private static Set<String> seen(CheckResult r, String... names) {
        return r.allowedOutcomes().stream().map(o -> seen(o, names)).collect(Collectors.toCollection(TreeSet::new));
    }

    private static String seen(Outcome o, String... names) {
        StringBuilder b = new StringBuilder();
        for (String n : names) {
            b.append(o.values().get(n));
        }
        return b.toString();
    }

    private static List<String> leftOut(CheckResult r) {
        return r.diagnostics().stream().filter(d -> d.contains(" are left out: the other invocations ")).toList();
    }

    /** Two invocations take a ticket lock around a plain increment (after {@code HEADER}). */
    private static final String TICKET = """
            layout(local_size_x = 2) in;
            layout(binding = 0) buffer Tickets { uint nextTicket; };
            layout(binding = 1) buffer Serving { uint nowServing; };
            layout(binding = 2) nonprivate buffer Counter { uint counter; };
            void main() {
                uint ticket = atomicAdd(nextTicket, 1u, gl_ScopeDevice, B, gl_SemanticsRelaxed);
                while (atomicLoad(nowServing, gl_ScopeDevice, B, gl_SemanticsAcquire | gl_SemanticsMakeVisible)
                       != ticket) {
                }
                counter = counter + 1u;
                atomicStore(nowServing, ticket + 1u, gl_ScopeDevice, B, gl_SemanticsRelease | gl_SemanticsMakeAvailable);
            }
            """;

    @Test
    void aTicketLockIsCheckedAndCountsTwoWithoutARace() {
        // until session 29 its waits (nowServing = 0, 2, 0, … while holding ticket 1) grew the paths exponentially:
        // the time limit, no answer. The other invocation writes nowServing once, so a wait changes value once.
        // the command line's time limit (60 s), not the library's 10 s: the check takes 5-8 s alone on the 2-core
        // machines, and more when other builds share them (a CI run must not turn on the machine's load)
        CheckResult r = new AxiomaticChecker(CheckOptions.DEFAULT.withTimeLimit(java.time.Duration.ofSeconds(60)))
                .check(KernelLoader.load("ticket.comp", HEADER + TICKET).program());
        assertTrue(r.complete(), r.limitMessage());
        assertEquals(Set.of("2"), seen(r, "counter"));
        assertEquals(Set.of("01", "10"), seen(r, "T0:ticket", "T1:ticket"));
        assertFalse(r.hasRace());
        assertEquals(2, leftOut(r).size(), r.diagnostics()::toString);
        assertTrue(leftOut(r).get(0).startsWith("T0: paths whose atomic reads of nowServing change value more than"
                + " once, besides changes to its own writes, are left out: the other invocations write it at most once"
                + " in an execution"), leftOut(r)::toString);
        // one note per invocation and read for the cuts at the spin bound and for the waits shortened; the cut names
        // the values a consistent execution's wait spins on (0, the other's ticket not yet handed on) or writes there
        // (1, 2: a wait that never ends may read them for ever), not the 0 to 6 the paths' reads took (every value
        // some write could produce; nowServing only ever holds 0, 1 or 2)
        List<String> cuts = r.diagnostics().stream().filter(d -> d.startsWith("T0: read nowServing = ")).toList();
        assertEquals(1, cuts.size(), r.diagnostics()::toString);
        assertTrue(cuts.get(0).startsWith("T0: read nowServing = 0, 1 or 2 at ticket.comp:"), cuts::toString);
        // the window words the cut from its arguments: the same values
        assertEquals(List.of(List.of(0L, 1L, 2L), List.of(0L, 1L, 2L)), r.cuts().stream().filter(c -> c.key() != null
                && c.key().startsWith("check.cut.spin.read")).map(c -> c.args().get(2)).toList(), r.cuts()::toString);
        // the waits shortened, at spin bound 8 alone (the deepened check answers at spin bound 2, which leaves none
        // out): each value is written once by the other invocation; a wait's own write of it comes after the wait
        CheckResult at8 = new AxiomaticChecker(CheckOptions.DEFAULT.withSpinBound(8)
                .withTimeLimit(java.time.Duration.ofSeconds(60))).checkAtBound(KernelLoader.load("ticket.comp", HEADER
                + TICKET).program(), System.nanoTime());
        List<String> waits = at8.diagnostics().stream().filter(d -> d.startsWith("T0: waits reading nowServing"))
                .toList();
        assertEquals(1, waits.size(), at8.diagnostics()::toString);
        assertTrue(waits.get(0).contains("up to 1 for each of the values 0, 1, 2, 3, 4, 5, 6."), waits::toString);
    }

    @Test
    void readsThatTakeEveryWriteOfTheOthersInTurnAreKept() {
        // two writers, three reads: a read sequence is allowed when it follows one of the two modification orders
        // (0 < 1 < 2 or 0 < 2 < 1); 012 and 021 change value as often as the others write, and stay
        CheckResult r = check("corr3.comp", HEADER + """
                layout(local_size_x = 3) in;
                layout(binding = 0) buffer X { uint x; };
                layout(binding = 1) buffer R { uint r[3]; };
                void main() {
                    uint i = gl_LocalInvocationIndex;
                    if (i == 0u) {
                        r[0] = LOAD(x);
                        r[1] = LOAD(x);
                        r[2] = LOAD(x);
                    } else {
                        STORE(x, i);
                    }
                }
                """);
        assertEquals(new TreeSet<>(Set.of("000", "001", "002", "011", "012", "022", "021", "111", "112", "122",
                "211", "221", "222")), seen(r, "r[0]", "r[1]", "r[2]"));
    }

    @Test
    void changesToTheReadersOwnWritesAreNotChargedToTheOthers() {
        // the reader's own stores between its reads: 0, 7, 8 changes value twice, with one write of the other
        CheckResult r = check("own.comp", HEADER + """
                layout(local_size_x = 2) in;
                layout(binding = 0) buffer X { uint x; };
                layout(binding = 1) buffer R { uint r[3]; };
                void main() {
                    if (gl_LocalInvocationIndex == 0u) {
                        r[0] = LOAD(x);
                        STORE(x, 7u);
                        r[1] = LOAD(x);
                        STORE(x, 8u);
                        r[2] = LOAD(x);
                    } else {
                        STORE(x, 1u);
                    }
                }
                """);
        assertTrue(seen(r, "r[0]", "r[1]", "r[2]").contains("078"));
        assertTrue(seen(r, "r[0]", "r[1]", "r[2]").contains("178"));
    }

    @Test
    void moreWritesFoundInTheSameRoundExploreTheRoundAgain() {
        // T1 writes x three times only once it reads y = 1, a value first read in the round that also ends the
        // check (its reads and writes are values known the round before): the bound assumed from the round before
        // (one write of x) is too small, and 0, 1, 0, 1 needs three
        CheckResult r = check("regrow.comp", HEADER + """
                layout(local_size_x = 3) in;
                layout(binding = 0) buffer X { uint x; };
                layout(binding = 1) buffer Y { uint y; };
                void main() {
                    uint i = gl_LocalInvocationIndex;
                    if (i == 0u) {
                        uint r0 = LOAD(x);
                        uint r1 = LOAD(x);
                        uint r2 = LOAD(x);
                        uint r3 = LOAD(x);
                    } else if (i == 1u) {
                        if (LOAD(y) == 1u) {
                            STORE(x, 1u);
                            STORE(x, 0u);
                            STORE(x, 1u);
                        } else {
                            STORE(x, 1u);
                        }
                    } else {
                        STORE(y, 1u);
                    }
                }
                """);
        assertTrue(seen(r, "T0:r0", "T0:r1", "T0:r2", "T0:r3").contains("0101"), () -> seen(r, "T0:r0", "T0:r1",
                "T0:r2", "T0:r3").toString());
    }

    @Test
    void aLocationWithPlainWritesLeavesNothingOut() {
        // plain writes of two invocations are in no modification order with each other: the racy reads may go back
        // and forth (1, 2, 1, 2), which the check keeps
        CheckResult r = check("plain.comp", HEADER + """
                layout(local_size_x = 3) in;
                layout(binding = 0) buffer X { uint x; };
                layout(binding = 1) buffer R { uint r[4]; };
                void main() {
                    uint i = gl_LocalInvocationIndex;
                    if (i == 0u) {
                        r[0] = LOAD(x);
                        r[1] = LOAD(x);
                        r[2] = LOAD(x);
                        r[3] = LOAD(x);
                    } else {
                        x = i;
                    }
                }
                """);
        assertTrue(r.hasRace());
        assertTrue(seen(r, "r[0]", "r[1]", "r[2]", "r[3]").contains("1212"));
        assertTrue(leftOut(r).isEmpty(), r.diagnostics()::toString);
    }

    @Test
    void aLocationReadThroughTwoAliasingBindingsLeavesNothingOut() {
        // a and b alias one buffer (VK MM: Reference). The chain's argument is made for one reference: a chain that
        // reads through another is not relied on, even where (as here) a non-private read is location-ordered
        // before the later reads anyway and 1, 0, 1 is inconsistent (VK MM: Location-Ordered)
        CheckResult r = check("alias.comp", """
                // @alias a b
                // @length a = 1
                // @length b = 1
                """ + HEADER + """
                layout(local_size_x = 2) in;
                layout(binding = 0) buffer A { uint a[]; };
                layout(binding = 1) buffer Bb { uint b[]; };
                void main() {
                    if (gl_LocalInvocationIndex == 0u) {
                        uint r0 = LOAD(b[0]);
                        uint r1 = LOAD(a[0]);
                        uint r2 = LOAD(a[0]);
                    } else {
                        STORE(a[0], 1u);
                    }
                }
                """);
        assertEquals(Set.of("000", "001", "011", "111"), seen(r, "T0:r0", "T0:r1", "T0:r2"));
        assertTrue(leftOut(r).isEmpty(), r.diagnostics()::toString);
    }

    @Test
    void prunedPathsAtTwoLocationsDoNotJustifyEachOther() {
        // each invocation writes the other's location twice only after its own reads changed value twice: paths left
        // out at x and at y would each explain away the writes the other needs. z gives the values 1 and 2 to both
        // locations (one write each). The execution in which both see 0, 1, 2 is consistent (nothing orders the
        // relaxed atomics across the two invocations), and the check must keep it.
        CheckResult r = check("cycle.comp", HEADER + """
                layout(local_size_x = 3) in;
                layout(binding = 0) buffer X { uint x; };
                layout(binding = 1) buffer Y { uint y; };
                layout(binding = 2) buffer Z { uint z; };
                void main() {
                    uint i = gl_LocalInvocationIndex;
                    if (i == 0u) {
                        uint a0 = LOAD(x);
                        uint a1 = LOAD(x);
                        uint a2 = LOAD(x);
                        uint c = LOAD(z);
                        if (a0 != a1 && a1 != a2) {
                            STORE(y, 1u);
                            STORE(y, 2u);
                        } else if (c != 0u) {
                            STORE(y, c);
                        }
                    } else if (i == 1u) {
                        uint b0 = LOAD(y);
                        uint b1 = LOAD(y);
                        uint b2 = LOAD(y);
                        uint c = LOAD(z);
                        if (b0 != b1 && b1 != b2) {
                            STORE(x, 1u);
                            STORE(x, 2u);
                        } else if (c != 0u) {
                            STORE(x, c);
                        }
                    } else {
                        STORE(z, 1u);
                        STORE(z, 2u);
                    }
                }
                """);
        assertTrue(r.allowedOutcomes().stream().anyMatch(o -> seen(o, "T0:a0", "T0:a1", "T0:a2").equals("012")
                && seen(o, "T1:b0", "T1:b1", "T1:b2").equals("012")), r.allowedOutcomes()::toString);
    }
}
