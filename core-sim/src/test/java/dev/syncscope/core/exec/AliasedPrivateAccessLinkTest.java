package dev.syncscope.core.exec;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.check.LinkSentence;
import dev.syncscope.core.explain.MissingLink;
import dev.syncscope.core.explain.UnseenWrite;
import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.syncscope.core.exec.Mini.SC0;
import static dev.syncscope.core.exec.Mini.acq;
import static dev.syncscope.core.exec.Mini.atom;
import static dev.syncscope.core.exec.Mini.nonpriv;
import static dev.syncscope.core.exec.Mini.plain;
import static dev.syncscope.core.exec.Mini.rel;
import static dev.syncscope.core.model.Scope.DEVICE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A write and another invocation's access of one allocation through two aliasing references, one of them private, the
 * write happening-before the access (a release/acquire flag): the pair has two missing links, the references and the
 * private access, and the stepper's race, the read's explanation and the checker name the same first one, the
 * reference. VK MM: Location-Ordered: availability and visibility operations act per (agent, reference, location), and
 * the shader-domain bullet asks "R_X == R_Y ... and both X and Y are non-private"; the device-domain bullet asks
 * neither. With two references no shader-domain chain joins the accesses whatever their privacy, so making the private
 * access non-private alone leaves the race (and the reference is then still named); the reference's own fix, the
 * device domain (avdevice, system-synchronizes-with, visdevice), orders the pair whatever the privacy. A read → write
 * pair has a bullet without a reference condition ("X is a read, both X and Y are non-private, and X->Y"), so there
 * the private access is the link. docs/memory-model.md, "A race's first missing link".
 */
class AliasedPrivateAccessLinkTest {

    /**
     * T0: store x (reference of allocation m) with {@code store}, release flag f; T1 in another workgroup: acquire f,
     * load z (another reference of m) with {@code load}.
     */
    private static Program aliased(Access store, Access load) {
        return new Mini().ref("x", "m", SC0).ref("z", "m", SC0)
                .thread(0, 0, 0).st("x", 1, store).st("f", 1, atom(DEVICE, rel(SC0)))
                .thread(1, 1, 0).ld("f", atom(DEVICE, acq(SC0))).ld("z", load).program();
    }

    /** The checker's links of the races on allocation m in the executions where T1 read the flag as 1. */
    private static List<LinkSentence> checkerLinks(Program p) {
        CheckResult r = new AxiomaticChecker().check(p);
        assertTrue(r.complete(), r.limitMessage());
        List<LinkSentence> out = r.consistentExecutions().stream()
                .filter(x -> x.outcomes().stream().anyMatch(o -> Long.valueOf(1).equals(o.values().get("T1:r0"))))
                .flatMap(x -> x.races().stream())
                .filter(race -> race.first().location().allocation().equals("m"))
                .map(race -> race.link().sentence()).distinct().toList();
        assertFalse(out.isEmpty(), "the checker finds a race on m after the flag was read");
        return out;
    }

    /** Runs T0 then T1; the stepper's race on m and the explanation of T1's (stale) load agree; returns the link. */
    private static UnseenWrite stepperAndExplanation(Program p) {
        Engine e = new Engine(p, EngineOptions.DEFAULTS);
        Mini.runInOrder(e, 0, 1);
        assertEquals(1, Mini.reg(e, 1, 0), "T1 read the flag");
        var ex = e.explainRead(e.traceSize() - 1);
        assertTrue(ex.stale(), ex.summary());
        UnseenWrite u = ex.unseen().get(0);
        List<Race> races = e.races().stream().filter(r -> r.second().location().allocation().equals("m")).toList();
        assertEquals(1, races.size(), e.races().toString());
        assertEquals(races.get(0).link(), u.link(), "the race and the stale read name the same link");
        assertEquals(races.get(0).detail(), u.detail());
        return u;
    }

    @Test
    void aPrivateWriteThroughAnAliasIsExplainedByTheReferenceByStepperExplanationAndChecker() {
        Program p = aliased(plain(), nonpriv());
        UnseenWrite u = stepperAndExplanation(p);
        assertEquals(MissingLink.DIFFERENT_REFERENCE, u.link(), u.detail());
        assertEquals(List.of(LinkSentence.DIFFERENT_REFERENCES), checkerLinks(p));
    }

    @Test
    void aPrivateReadThroughAnAliasIsExplainedByTheReferenceByStepperExplanationAndChecker() {
        Program p = aliased(nonpriv(), plain());
        UnseenWrite u = stepperAndExplanation(p);
        assertEquals(MissingLink.DIFFERENT_REFERENCE, u.link(), u.detail());
        assertEquals(List.of(LinkSentence.DIFFERENT_REFERENCES), checkerLinks(p));
    }

    @Test
    void bothPrivateThroughAliasesIsExplainedByTheReferenceByStepperExplanationAndChecker() {
        Program p = aliased(plain(), plain());
        UnseenWrite u = stepperAndExplanation(p);
        assertEquals(MissingLink.DIFFERENT_REFERENCE, u.link(), u.detail());
        assertEquals(List.of(LinkSentence.DIFFERENT_REFERENCES), checkerLinks(p));
    }

    /** Following the private access's fix alone (both non-private) leaves the race, and the reference is named. */
    @Test
    void makingThePrivateAccessNonPrivateAloneLeavesTheRaceOnTheReference() {
        Program p = aliased(nonpriv(), nonpriv());
        UnseenWrite u = stepperAndExplanation(p);
        assertEquals(MissingLink.DIFFERENT_REFERENCE, u.link(), u.detail());
        assertEquals(List.of(LinkSentence.DIFFERENT_REFERENCES), checkerLinks(p));
    }

    /**
     * Following the reference's fix, the device domain (VK MM: Location-Ordered, last bullet: X -> AV(device) ->
     * VIS(device) -> Y, no reference or privacy condition), orders the pair though the accesses stay private.
     */
    @Test
    void theReferencesDeviceDomainFixOrdersThePairWhateverThePrivacy() {
        Program p = new Mini().ref("x", "m", SC0).ref("z", "m", SC0)
                .thread(0, 0, 0).st("x", 1, plain()).avdevice()
                .thread(1, 1, 0).visdevice().ld("z", plain()).ssw(0, 1).program();
        Engine e = new Engine(p, EngineOptions.DEFAULTS);
        Mini.runInOrder(e, 0, 1);
        assertTrue(e.races().isEmpty(), e.races().toString());
        assertEquals(1, Mini.reg(e, 1, 0));
        assertFalse(new AxiomaticChecker().check(p).hasRace());
    }

    /** Through one reference the private access is what is left, named next by all three. */
    @Test
    void throughOneReferenceThePrivateAccessIsNamedNext() {
        Program p = new Mini().thread(0, 0, 0).st("x", 1, plain()).st("f", 1, atom(DEVICE, rel(SC0)))
                .thread(1, 1, 0).ld("f", atom(DEVICE, acq(SC0))).ld("x", nonpriv()).program();
        Engine e = new Engine(p, EngineOptions.DEFAULTS);
        Mini.runInOrder(e, 0, 1);
        var ex = e.explainRead(e.traceSize() - 1);
        assertEquals(MissingLink.PRIVATE_ACCESS, ex.unseen().get(0).link(), ex.unseen().get(0).detail());
        assertEquals(MissingLink.PRIVATE_ACCESS, e.races().get(0).link());
        List<LinkSentence> checker = new AxiomaticChecker().check(p).consistentExecutions().stream()
                .filter(x -> x.outcomes().stream().anyMatch(o -> Long.valueOf(1).equals(o.values().get("T1:r0"))))
                .flatMap(x -> x.races().stream()).map(r -> r.link().sentence()).distinct().toList();
        assertEquals(List.of(LinkSentence.PRIVATE_ACCESS), checker);
    }

    /**
     * Read then write through two aliases, the read private: "X is a read, both X and Y are non-private, and X->Y" has
     * no reference condition, so the private access is the link there, in the stepper and the checker alike.
     */
    @Test
    void aPrivateReadBeforeAnAliasedWriteIsThePrivateAccess() {
        Program p = new Mini().ref("x", "m", SC0).ref("z", "m", SC0)
                .thread(0, 0, 0).ld("x", plain()).st("f", 1, atom(DEVICE, rel(SC0)))
                .thread(1, 1, 0).ld("f", atom(DEVICE, acq(SC0))).st("z", 2, nonpriv()).program();
        Engine e = new Engine(p, EngineOptions.DEFAULTS);
        Mini.runInOrder(e, 0, 1);
        assertEquals(1, Mini.reg(e, 1, 0), "T1 read the flag");
        assertEquals(1, e.races().size(), e.races().toString());
        assertEquals(MissingLink.PRIVATE_ACCESS, e.races().get(0).link(), e.races().get(0).detail());
        List<LinkSentence> checker = new AxiomaticChecker().check(p).consistentExecutions().stream()
                .filter(x -> x.outcomes().stream().anyMatch(o -> Long.valueOf(1).equals(o.values().get("T1:r0"))))
                .flatMap(x -> x.races().stream()).map(r -> r.link().sentence()).distinct().toList();
        assertEquals(List.of(LinkSentence.PRIVATE_ACCESS), checker);
    }
}
