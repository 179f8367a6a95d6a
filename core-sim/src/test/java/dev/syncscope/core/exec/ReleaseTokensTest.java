package dev.syncscope.core.exec;

import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.StorageClass;
import dev.syncscope.core.sync.Clock;
import dev.syncscope.core.sync.FenceRelease;
import dev.syncscope.core.sync.Knowledge;
import dev.syncscope.core.sync.ReleaseToken;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A control barrier's aggregated release tokens (VK MM: Synchronizes-With, fence–control-barrier–fence): the
 * running join folded at each arrival gives the tokens of the pass over every release, across arrays that grow,
 * arrivals undone and replaced, and releases of other shapes.
 */
class ReleaseTokensTest {

    private static final Set<StorageClass> WG = Set.of(StorageClass.WORKGROUP);
    private static final Set<StorageClass> WG_SB = Set.of(StorageClass.WORKGROUP, StorageClass.STORAGE_BUFFER);
    private static final Scope[] SCOPES = {Scope.WORKGROUP, Scope.DEVICE, Scope.SUBGROUP};

    @Test
    void theRunningJoinGivesTheTokensOfThePassOverEveryRelease() {
        Random r = new Random(3);
        ClassMasks masks = new ClassMasks();
        ReleaseTokens running = new ReleaseTokens(masks);
        ReleaseTokens pass = new ReleaseTokens(masks);
        Agent[] agents = new Agent[64];
        for (int i = 0; i < agents.length; i++) {
            agents[i] = new Agent(i, "a" + i, i / 8, 0, 0);
        }
        for (int round = 0; round < 400; round++) {
            // a few knowledges shared by many arrivals, as after a release
            Knowledge[] pool = new Knowledge[1 + r.nextInt(3)];
            for (int p = 0; p < pool.length; p++) {
                Knowledge k = Knowledge.EMPTY;
                for (int j = r.nextInt(6); j > 0; j--) {
                    k = k.join(r.nextInt(2) == 0 ? StorageClass.WORKGROUP.ordinal() : StorageClass.STORAGE_BUFFER.ordinal(),
                            Clock.of(r.nextInt(agents.length), 1 + r.nextInt(9)));
                }
                pool[p] = k;
            }
            boolean mixed = round % 4 == 0;
            BarrierInstance bs = new BarrierInstance(new BarrierKey(Scope.WORKGROUP, 0, round), null, false);
            int arrivals = 1 + r.nextInt(40);
            int seq = 10;
            // the instance's marks before each arrival, for undoing arrivals as the trace does
            List<Long> marks = new ArrayList<>();
            for (int a = 0; a < arrivals; a++) {
                if (marks.size() > 2 && r.nextInt(10) == 0) {
                    // undo some arrivals (the next one then copies the array), sometimes folding in between
                    int back = 1 + r.nextInt(2);
                    bs.reset(marks.get(marks.size() - back));
                    marks.subList(marks.size() - back, marks.size()).clear();
                    if (r.nextBoolean()) {
                        running.fold(bs);
                    }
                }
                marks.add(bs.mark(true));
                Agent who = agents[r.nextInt(agents.length)];
                Scope scope = mixed && r.nextInt(8) == 0 ? SCOPES[r.nextInt(SCOPES.length)] : Scope.WORKGROUP;
                Set<StorageClass> classes = mixed && r.nextInt(8) == 0 ? WG_SB : WG;
                Knowledge k = pool[r.nextInt(pool.length)];
                if (r.nextInt(3) == 0) {
                    // knowledge of this arrival alone: an undone arrival's must leave the join
                    k = k.join(StorageClass.WORKGROUP.ordinal(), Clock.of(r.nextInt(agents.length), 100 + seq));
                }
                bs.addRelease(new FenceRelease(who, scope, classes, seq++, k));
                if (mixed && r.nextInt(20) == 0) {
                    bs.addRelease(new ReleaseToken(who, seq++, Scope.WORKGROUP, 0, Clock.of(1, 1), true));
                }
                if (r.nextInt(5) != 0) {
                    running.fold(bs);
                }
            }
            List<ReleaseToken> expected = pass.aggregate(bs.releasesArray(), bs.releaseCount(), Scope.WORKGROUP);
            assertEquals(expected, running.aggregate(bs), "round " + round);
            running.released(bs);
        }
    }
}
