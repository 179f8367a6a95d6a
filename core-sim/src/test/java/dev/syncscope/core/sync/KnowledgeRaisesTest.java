package dev.syncscope.core.sync;

import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Releases joined at once give the knowledge joining them one by one gives (VK MM: Synchronizes-With). */
class KnowledgeRaisesTest {

    private static Clock randomClock(Random random) {
        Clock c = Clock.EMPTY;
        for (int n = random.nextInt(6); n > 0; n--) {
            c = c.with(random.nextInt(40), 1 + random.nextInt(9));
        }
        return c;
    }

    @Test
    void joiningReleasesAtOnceEqualsJoiningThemOneByOne() {
        Random random = new Random(49);
        for (int run = 0; run < 2_000; run++) {
            Knowledge start = Knowledge.EMPTY;
            for (int set = 0; set < 3; set++) {
                start = start.join(set, randomClock(random));
            }
            KnowledgeRaises raises = new KnowledgeRaises();
            Knowledge oneByOne = start;
            for (int n = random.nextInt(12); n > 0; n--) {
                int set = random.nextInt(3);
                Clock base = randomClock(random);
                int agent = random.nextInt(40);
                int seq = random.nextInt(10);
                raises.add(set, base, agent, seq);
                oneByOne = oneByOne.join(set, base.with(agent, seq));
            }
            Knowledge atOnce = raises.into(start);
            for (int set = 0; set < ClassSets.COUNT; set++) {
                assertEquals(oneByOne.get(set), atOnce.get(set), "set " + set + " of run " + run);
            }
        }
    }
}
