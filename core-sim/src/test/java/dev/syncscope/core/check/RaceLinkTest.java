package dev.syncscope.core.check;

import dev.syncscope.core.model.Reference;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.syncscope.core.check.Tiny.PLAIN;
import static dev.syncscope.core.check.Tiny.SC0;
import static dev.syncscope.core.check.Tiny.check;
import static org.junit.jupiter.api.Assertions.assertEquals;
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
}
