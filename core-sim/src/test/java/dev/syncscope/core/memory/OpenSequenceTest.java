package dev.syncscope.core.memory;

import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.sync.Clock;
import dev.syncscope.core.sync.ReleaseToken;
import dev.syncscope.core.sync.Scopes;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What a location's open sequences share (VK MM: Atomic Operation, "mutually-ordered"; Release Sequence): the summary
 * a write uses to tell it continues every one of them without looking at each must never say so wrongly, and says so
 * where every head is one kind.
 */
class OpenSequenceTest {

    /** 2 queue families x 2 workgroups x 2 subgroups x 2 invocations, ids in that order. */
    private static final List<Agent> AGENTS = agents();

    private static List<Agent> agents() {
        List<Agent> out = new ArrayList<>();
        for (int i = 0; i < 16; i++) {
            out.add(new Agent(i, "T" + i, i / 2, i / 4, i / 8));
        }
        return out;
    }

    /** The exact test, one sequence at a time, as the write's walk makes it. */
    private static boolean eachMutuallyOrdered(PList<OpenSequence> open, Agent writer, Scope scope, String ref) {
        for (OpenSequence o : open) {
            if (o.token().fence() || !o.headReference().equals(ref)
                    || !Scopes.inEachOthersScope(o.token().source(), o.token().headScope(), writer, scope)) {
                return false;
            }
        }
        return true;
    }

    @Test
    void theSummarySaysEveryHeadIsMutuallyOrderedWithTheWriteOnlyWhenEachIs() {
        Random random = new Random(49);
        Scope[] scopes = Scope.values();
        int said = 0;
        for (int run = 0; run < 3_000; run++) {
            // lists of one kind of head more often than not, so that the summary has something to say
            Agent home = AGENTS.get(random.nextInt(AGENTS.size()));
            PList<OpenSequence> open = PList.empty();
            for (int n = 1 + random.nextInt(6); n > 0; n--) {
                Agent source = random.nextInt(3) == 0 ? AGENTS.get(random.nextInt(AGENTS.size())) : home;
                Scope head = random.nextInt(3) == 0 ? scopes[random.nextInt(scopes.length)] : Scope.DEVICE;
                ReleaseToken t = new ReleaseToken(source, 1 + random.nextInt(9), head, 0, Clock.EMPTY,
                        random.nextInt(8) == 0, head);
                open = open.prepend(OpenSequence.opening(t, random.nextInt(8) == 0 ? "g" : "f", false, open));
            }
            for (Agent writer : AGENTS) {
                for (Scope scope : scopes) {
                    for (String ref : List.of("f", "g")) {
                        boolean summary = open.head().common().allMutuallyOrdered(writer, scope, ref);
                        boolean each = eachMutuallyOrdered(open, writer, scope, ref);
                        assertTrue(!summary || each, "the summary said so wrongly for " + writer + " at " + scope
                                + " through " + ref + ": " + open);
                        said += summary ? 1 : 0;
                    }
                }
            }
        }
        assertTrue(said > 10_000, "the summary said so " + said + " times");
    }

    @Test
    void headsOfOneAgentAtDeviceScopeAreAllMutuallyOrderedWithAnyWriteOfTheDeviceThroughTheirReference() {
        PList<OpenSequence> open = PList.empty();
        for (int seq = 1; seq <= 5; seq++) {
            ReleaseToken t = new ReleaseToken(AGENTS.get(seq % 2), seq, Scope.DEVICE, 0, Clock.EMPTY, false);
            open = open.prepend(OpenSequence.opening(t, "f", false, open));
        }
        for (Agent writer : AGENTS.subList(0, 8)) {
            assertTrue(open.head().common().allMutuallyOrdered(writer, Scope.DEVICE, "f"), writer.toString());
        }
    }

    @Test
    void theSummaryNamesTheClassSetOfEveryTokenFromItOn() {
        PList<OpenSequence> open = PList.empty();
        int[] sets = {0, 1, 4, 0, 1, 4};
        for (int i = sets.length - 1; i >= 0; i--) {
            ReleaseToken t = new ReleaseToken(AGENTS.get(i), 1, Scope.DEVICE, sets[i], Clock.EMPTY, false);
            open = open.prepend(OpenSequence.opening(t, "f", false, open));
        }
        for (PList<OpenSequence> c = open; !c.isEmpty(); c = c.tail()) {
            int expected = 0;
            for (OpenSequence o : c) {
                expected |= 1 << o.token().classSet();
            }
            org.junit.jupiter.api.Assertions.assertEquals(expected, c.head().common().classSets(), c.toString());
        }
        ReleaseToken b = new ReleaseToken(AGENTS.get(3), 2, Scope.DEVICE, 0, Clock.EMPTY, false);
        ReleaseToken s = new ReleaseToken(AGENTS.get(3), 2, Scope.DEVICE, 1, Clock.EMPTY, false);
        org.junit.jupiter.api.Assertions.assertNotEquals(OpenSequence.opening(b, "f", true, PList.empty()).common(),
                OpenSequence.opening(s, "f", true, PList.empty()).common(), "summaries of other class sets differ");
    }

    @Test
    void sequencesOpenedAlikeAreEqualSoThatAStateRebuiltBySteppingBackEqualsTheOldOne() {
        ReleaseToken t = new ReleaseToken(AGENTS.get(3), 2, Scope.DEVICE, 0, Clock.EMPTY, false);
        OpenSequence a = OpenSequence.opening(t, "f", true, PList.empty());
        OpenSequence b = OpenSequence.opening(t, "f", true, PList.empty());
        org.junit.jupiter.api.Assertions.assertEquals(a, b);
        org.junit.jupiter.api.Assertions.assertEquals(a.hashCode(), b.hashCode());
    }
}
