package dev.syncscope.core.check;

import dev.syncscope.core.model.Reference;
import dev.syncscope.core.model.Scope;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.syncscope.core.check.Tiny.PLAIN;
import static dev.syncscope.core.check.Tiny.SC0;
import static dev.syncscope.core.check.Tiny.WG;
import static dev.syncscope.core.check.Tiny.check;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** A race's missing link as a sentence kind and its arguments, and the English made from them. */
class RaceLinkTest {

    @Test
    void aLinkTakesItsSentencesNumberOfArgumentsEachAStringAnIntegerOrAnEvent() {
        assertThrows(IllegalArgumentException.class,
                () -> new RaceLink(LinkSentence.NO_HAPPENS_BEFORE, List.of("P0")));
        assertThrows(IllegalArgumentException.class,
                () -> new RaceLink(LinkSentence.HOST_NOT_BEFORE, List.of("flush", 1L)));
        RaceLink link = new RaceLink(LinkSentence.ATOMIC_SCOPE, List.of("wg", 1, "", 0));
        assertEquals("check.link.atomicScope", link.key());
        assertEquals("atomics not in each other's scope instance (scope too narrow: wg / none)", link.english());
    }

    @Test
    void aHostWriteWithoutFlushNamesTheWriteItselfAndTheHostDomain() {
        // VK MM: Availability, Visibility, and Domain Operations — a host write needs a flush (AV to the host domain)
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        t.host(100);
        t.st(x, 1, PLAIN);
        t.thread(0, 0);
        t.ld(x, PLAIN).ssw(0, 1);
        Race race = check(t.build()).consistentExecutions().get(0).races().get(0);
        assertEquals(LinkSentence.HOST_NOT_AVAILABLE, race.link().sentence());
        assertEquals(List.of(1, "flush"), race.link().args().subList(0, 2));
        assertSame(race.first(), race.link().args().get(2), "the race's write, as an event");
        assertEquals("write not made available to the host domain: no flush happens-after " + race.first().label(),
                race.missingLink());
    }
    /**
     * VK MM: Availability and Visibility: an atomic's implicit availability operation has the atomic's scope; a
     * workgroup-scope atomic store made available by it alone reaches its workgroup's domain only, and the link says the
     * atomic's own operation did it (its argument 5), where a plain store's workgroup-scope MakePointerAvailable is not.
     */
    @Test
    void anAtomicWritesOwnAvailabilityIsNamedAsTheAtomics() {
        for (boolean atomic : List.of(true, false)) {
            Tiny t = new Tiny();
            Reference x = t.var("x", SC0);
            Reference y = t.var("y", SC0);
            t.thread(0, 0);
            t.st(x, 1, atomic ? Tiny.atom(WG) : Tiny.av(WG)).st(y, 1, Tiny.atom(Scope.DEVICE, Tiny.rel(SC0)));
            t.thread(1, 1);
            t.ld(y, Tiny.atom(Scope.DEVICE, Tiny.acq(SC0))).ld(x, Tiny.vis(Scope.DEVICE));
            Race race = check(t.build()).consistentExecutions().stream().flatMap(e -> e.races().stream())
                    .filter(r -> r.link().sentence() == LinkSentence.NARROW_AVAILABILITY).findFirst().orElseThrow();
            assertEquals(atomic ? 1 : 0, race.link().args().get(5), race.missingLink());
            assertEquals("write only made available to the wg domain"
                    + (atomic ? " by its own availability operation, at the atomic's scope" : "")
                    + "; P1 needs the qf domain", race.missingLink());
        }
    }

    /**
     * A write whose only availability operation is at Invocation scope (SPIR-V MakePointerAvailable with Invocation
     * scope, the memory-model audit's CH2b) is made available to no domain: "Invocation perform no
     * availability/visibility operations" (VK MM: Availability and Visibility), so there is no "inv domain" to name;
     * and with no later availability operation for a chain to join, the chains launch option is not named, on or off
     * (AvailabilityChainHintTest).
     */
    @Test
    void anInvocationScopeAvailabilityNamesNoDomainAndNoChainToJoin() {
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        t.thread(0, 0);
        t.st(x, 1, Tiny.av(Scope.INVOCATION)).cbar(WG, Tiny.acqRel(SC0), 0);
        t.thread(1, 0);
        t.cbar(WG, Tiny.acqRel(SC0), 0).ld(x, Tiny.vis(WG));
        for (boolean chains : List.of(true, false)) {
            Race race = check(t.build(), chains).consistentExecutions().stream().flatMap(e -> e.races().stream())
                    .findFirst().orElseThrow();
            assertEquals(LinkSentence.NARROW_AVAILABILITY, race.link().sentence());
            assertEquals("write made available to no domain (an availability operation at Invocation scope performs "
                    + "none); P1 needs the wg domain",
                    race.missingLink());
        }
    }

    /**
     * VK MM: Availability and Visibility Semantics: "Device scope uses the shader domain", and the device domain (of
     * avdevice) "is not to be confused with" Device scope: two queue families' invocations need the write available in
     * the shader domain, which the link names so ("P1 needs the dv domain" read as the device domain, the session-86
     * audit's T19); the fix, availability at Device scope, is race-free.
     */
    @Test
    void aWriteTwoQueueFamiliesNeedIsNamedInTheShaderDomainNotTheDeviceDomain() {
        String test = "NEWQF\nNEWWG\nNEWSG\nNEWTHREAD\nst.av.scopeqf.sc0 x = 1\nst.atom.rel.scopedev.sc0.semsc0 y = 1\n"
                + "NEWQF\nNEWWG\nNEWSG\nNEWTHREAD\nld.atom.acq.scopedev.sc0.semsc0 y = 1\nld.vis.scopedev.sc0 x\n";
        Race race = new AxiomaticChecker().check(dev.syncscope.core.load.ProgramLoader.load("qf.test", test))
                .consistentExecutions().stream().flatMap(e -> e.races().stream())
                .filter(r -> r.link().sentence() == LinkSentence.NARROW_AVAILABILITY).findFirst().orElseThrow();
        assertEquals("write only made available to the qf domain; P1 needs the shader domain", race.missingLink());
        assertTrue(new AxiomaticChecker().check(dev.syncscope.core.load.ProgramLoader.load("qf.test",
                test.replace("st.av.scopeqf", "st.av.scopedev"))).consistentExecutions().stream()
                .filter(e -> e.outcomes().stream().anyMatch(o -> Long.valueOf(1).equals(o.values().get("P1:r0"))))
                .allMatch(e -> e.races().isEmpty()), "available at Device scope: no race where P1 reads the flag");
    }
}
