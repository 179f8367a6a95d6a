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

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A location's open sequences by group of heads (VK MM: Atomic Operation, "mutually-ordered": the same reference, and
 * each in the instance of the other's memory scope; Scoped Modification Order): the candidates a write is handed must
 * hold every head it is mutually ordered with, in the list's order, for lists short and long, of one group and of
 * many, grown one sequence at a time or made anew.
 */
class OpenSequencesTest {

    /** 2 queue families x 4 workgroups x 2 subgroups x 2 invocations, ids in that order. */
    private static final List<Agent> AGENTS = agents();
    private static final Scope[] SCOPES = Scope.values();

    private static List<Agent> agents() {
        List<Agent> out = new ArrayList<>();
        for (int i = 0; i < 32; i++) {
            out.add(new Agent(i, "T" + i, i / 2, i / 4, i / 16));
        }
        return out;
    }

    /** The heads of {@code open} the write is mutually ordered with, in the list's order, by walking every one. */
    private static List<OpenSequence> walked(PList<OpenSequence> open, Agent writer, Scope scope, String ref) {
        List<OpenSequence> out = new ArrayList<>();
        for (OpenSequence o : open) {
            if (inOrder(o, writer, scope, ref)) {
                out.add(o);
            }
        }
        return out;
    }

    private static boolean inOrder(OpenSequence o, Agent writer, Scope scope, String ref) {
        return o.headReference().equals(ref)
                && Scopes.inEachOthersScope(o.token().source(), o.token().headScope(), writer, scope);
    }

    /** The candidates {@code open} hands the write that are mutually ordered with it, in the order it hands them. */
    private static List<OpenSequence> handed(OpenSequences open, Agent writer, Scope scope, String ref,
                                             List<OpenSequence> all) {
        List<OpenSequence> out = new ArrayList<>();
        open.forEachCandidate(writer, ref, o -> {
            all.add(o);
            if (inOrder(o, writer, scope, ref)) {
                out.add(o);
            }
        });
        return out;
    }

    private static OpenSequence sequence(Random random, Agent source, Scope head, String ref,
                                         PList<OpenSequence> rest) {
        ReleaseToken t = new ReleaseToken(source, 1 + random.nextInt(9), head, 0, Clock.EMPTY, false, head);
        return OpenSequence.opening(t, ref, false, rest);
    }

    @Test
    void theCandidatesHoldEveryHeadTheWriteIsMutuallyOrderedWithInTheListsOrder() {
        Random random = new Random(51);
        int skipped = 0;
        for (int run = 0; run < 400; run++) {
            // a few groups: heads of a few home agents at one or two scopes, through one reference more often than not
            List<Agent> homes = List.of(AGENTS.get(random.nextInt(32)), AGENTS.get(random.nextInt(32)));
            List<Scope> heads = random.nextBoolean() ? List.of(Scope.WORKGROUP)
                    : List.of(SCOPES[random.nextInt(SCOPES.length)], SCOPES[random.nextInt(SCOPES.length)]);
            OpenSequences open = OpenSequences.NONE;
            int length = 1 + random.nextInt(3 * OpenSequences.GROUPED_FROM);
            for (int n = 0; n < length; n++) {
                Agent source = random.nextInt(4) == 0 ? AGENTS.get(random.nextInt(32)) : homes.get(random.nextInt(2));
                open = open.prepend(sequence(random, source, heads.get(random.nextInt(heads.size())),
                        random.nextInt(10) == 0 ? "g" : "f", open.list()));
                OpenSequences made = OpenSequences.of(open.list());
                assertEquals(open, made, "equal by the list");
                for (int w = 0; w < 6; w++) {
                    Agent writer = AGENTS.get(random.nextInt(32));
                    Scope scope = SCOPES[random.nextInt(SCOPES.length)];
                    String ref = random.nextInt(4) == 0 ? "g" : "f";
                    List<OpenSequence> expected = walked(open.list(), writer, scope, ref);
                    for (OpenSequences s : List.of(open, made)) {
                        List<OpenSequence> all = new ArrayList<>();
                        List<OpenSequence> got = handed(s, writer, scope, ref, all);
                        assertEquals(expected, got, "writer " + writer + " at " + scope + " through " + ref + ", "
                                + open.list().size() + " open");
                        assertEquals(inListOrder(open.list(), all), all, "handed in the list's order, each once");
                        skipped += open.list().size() - all.size();
                    }
                }
            }
        }
        assertTrue(skipped > 100_000, "the groups spared looking at " + skipped + " heads");
    }

    /** The elements of {@code all} in the order {@code list} has them (each element once). */
    private static List<OpenSequence> inListOrder(PList<OpenSequence> list, List<OpenSequence> all) {
        List<OpenSequence> out = new ArrayList<>();
        for (OpenSequence o : list) {
            for (OpenSequence a : all) {
                if (a == o) {
                    out.add(o);
                    break;
                }
            }
        }
        return out;
    }

    /** A workgroup-scope write of workgroup 1 to a long list of workgroup 0's heads is handed none of them. */
    @Test
    void aWriteOfAnotherWorkgroupIsHandedNoneOfALongListOfOneWorkgroupsHeads() {
        Random random = new Random(7);
        OpenSequences open = OpenSequences.NONE;
        for (int n = 0; n < 3 * OpenSequences.GROUPED_FROM; n++) {
            open = open.prepend(sequence(random, AGENTS.get(n % 4), Scope.WORKGROUP, "f", open.list()));
        }
        List<OpenSequence> all = new ArrayList<>();
        handed(open, AGENTS.get(4), Scope.WORKGROUP, "f", all);
        assertEquals(List.of(), all, "another workgroup's heads");
        handed(open, AGENTS.get(5), Scope.DEVICE, "f", all);
        assertEquals(List.of(), all, "a device-scope write is not in a workgroup-scope head's instance either");
        List<OpenSequence> own = handed(open, AGENTS.get(2), Scope.WORKGROUP, "f", all);
        assertEquals(3 * OpenSequences.GROUPED_FROM, own.size(), "its own workgroup's: every one");
    }
}
