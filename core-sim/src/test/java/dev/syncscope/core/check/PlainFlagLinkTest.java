package dev.syncscope.core.check;

import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A flag stored and loaded plainly between a release and an acquire barrier ({@link PlainFlagLink}): VK MM:
 * Synchronizes-With, fence forms: the release barrier A is "program-ordered before X", "an atomic write", and the
 * acquire barrier B after Y, "an atomic read", so plain accesses synchronize nothing; Data Race: only
 * "mutually-ordered atomic operations" are exempt, so the flag's own accesses race. Both races name the plain flag,
 * not "nothing synchronizes", and the flag made atomic removes both.
 */
class PlainFlagLinkTest {

    private static final String TEST = "NEWWG\nNEWSG\nNEWTHREAD\nst.av.scopedev.sc0 x = 1\nmembar.rel.scopedev.semsc0\n"
            + "STORE\nNEWWG\nNEWSG\nNEWTHREAD\nLOAD\nmembar.acq.scopedev.semsc0\nld.vis.scopedev.sc0 x\n";

    /**
     * The races of the executions whose load of y reads the flag's store (where it reads 0, the data's race has
     * nothing between the two, and says so), and the flag's own race in every execution.
     */
    private static List<Race> races(String store, String load) {
        Program p = ProgramLoader.load("t.test", TEST.replace("STORE", store).replace("LOAD", load));
        CheckResult r = new AxiomaticChecker().check(p);
        assertTrue(r.complete(), r.limitMessage());
        return r.consistentExecutions().stream().flatMap(e -> e.races().stream()
                .filter(x -> e.outcomes().stream().anyMatch(o -> Long.valueOf(1).equals(o.values().get("P1:r0")))
                        || String.valueOf(x.first().location()).equals("y"))).toList();
    }

    @Test
    void theFlagsOwnRaceAndTheDataRaceNameThePlainFlag() {
        List<Race> races = races("st.nonpriv.sc0 y = 1", "ld.nonpriv.sc0 y");
        assertFalse(races.isEmpty());
        for (Race r : races) {
            assertEquals(LinkSentence.PLAIN_FLAG, r.link().sentence(), r.missingLink());
            assertEquals(List.of("P0", "P1", "t.test:6:1", "y", "t.test:10:1", "t.test:5:1", "t.test:11:1"),
                    r.link().args());
        }
        assertTrue(races.stream().anyMatch(r -> String.valueOf(r.first().location()).equals("x")), "the data race");
        assertTrue(races.stream().anyMatch(r -> String.valueOf(r.first().location()).equals("y")
                && r.link().english().endsWith("(make the flag's store and load atomics)")), "the flag's own race");
    }

    @Test
    void theFlagMadeAtomicIsRaceFreeWhereTheLoadReadsIt() {
        Program p = ProgramLoader.load("t.test", TEST.replace("STORE", "st.atom.scopedev.sc0 y = 1")
                .replace("LOAD", "ld.atom.scopedev.sc0 y"));
        CheckResult r = new AxiomaticChecker().check(p);
        assertTrue(r.consistentExecutions().stream()
                .filter(e -> e.outcomes().stream().anyMatch(o -> Long.valueOf(1).equals(o.values().get("P1:r0"))))
                .allMatch(e -> e.races().isEmpty()), "the fence forms synchronize through the atomic flag");
    }

    /** Without the release barrier the plain flag is not what is missing alone: nothing synchronizes. */
    @Test
    void withoutTheReleaseBarrierItIsNoPlainFlag() {
        Program p = ProgramLoader.load("t.test", TEST.replace("membar.rel.scopedev.semsc0\n", "")
                .replace("STORE", "st.nonpriv.sc0 y = 1").replace("LOAD", "ld.nonpriv.sc0 y"));
        List<Race> races = new AxiomaticChecker().check(p).consistentExecutions().stream()
                .flatMap(e -> e.races().stream()).toList();
        assertFalse(races.isEmpty());
        assertTrue(races.stream().noneMatch(r -> r.link().sentence() == LinkSentence.PLAIN_FLAG), races.toString());
    }

    /**
     * A phase of barrier()s is no flag: a write after {@code memoryBarrierShared(); barrier();} and another
     * invocation's read of it before the next pair race for want of a barrier between them (VK MM: Synchronizes-With,
     * control barrier), which atomics would not mend; the memory barriers there are the control barrier's companions.
     */
    @Test
    void aWriteAndReadWithinOnePhaseOfBarriersIsNoPlainFlag() {
        Program p = ProgramLoader.load("phase.comp", """
                #version 450
                layout(local_size_x = 2) in;
                shared uint s[2];
                layout(binding = 0) buffer O { uint outv[]; };
                void main() {
                    uint i = gl_LocalInvocationIndex;
                    s[i] = i;
                    memoryBarrierShared();
                    barrier();
                    s[i] = i + 10u;
                    uint r = s[1u - i];
                    memoryBarrierShared();
                    barrier();
                    outv[i] = r;
                }
                """);
        List<Race> races = new AxiomaticChecker().check(p).consistentExecutions().stream()
                .flatMap(e -> e.races().stream()).toList();
        assertFalse(races.isEmpty());
        assertTrue(races.stream().noneMatch(r -> r.link().sentence() == LinkSentence.PLAIN_FLAG), races.toString());
    }
}
