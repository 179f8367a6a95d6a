package dev.syncscope.views.i18n;

import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Launch;
import dev.syncscope.core.model.SubgroupNumbering;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

/**
 * A launch's subgroup numbering ({@code gl_SubgroupID}) is worked out once per launch and shared: the memory tab's
 * history (at each selected row) and the explanations (at each stale read) asked for it anew, a walk of every
 * invocation (a million at the default dispatch limit) each time.
 */
class SubgroupNamesTest {

    /**
     * Two workgroups of two subgroups of {@code size}, a host thread between them, and a subgroup whose invocations
     * come in two runs (instance 1's last invocation after instance 2's).
     */
    private static Launch launch(int size) {
        List<Agent> agents = new ArrayList<>();
        int[][] runs = {{0, 0, size}, {1, 0, size - 1}, {2, 0, size}, {1, 0, 1}, {-1, -1, 1}, {3, 1, size},
            {4, 1, size}};
        for (int[] run : runs) {
            for (int i = 0; i < run[2]; i++) {
                int id = agents.size();
                agents.add(run[0] < 0 ? new Agent(id, "H", 100, 100, 0, true)
                        : new Agent(id, "T" + id, run[0], run[1], 0));
            }
        }
        return new Launch(agents, List.of(), Map.of(), List.of(), false);
    }

    @Test
    void aLaunchIsNumberedOnceAndANewLaunchAnew() {
        Launch first = launch(4);
        SubgroupNames names = SubgroupNames.of(first);
        assertSame(names, SubgroupNames.of(first), "the same launch: its numbering kept");
        Launch equal = launch(4);
        SubgroupNames other = SubgroupNames.of(equal);
        assertNotSame(names, other, "another launch, even an equal one, is numbered anew");
        assertSame(other, SubgroupNames.of(equal));
        Launch smaller = new Launch(List.of(new Agent(0, "T0", 7, 3, 0)), List.of(), Map.of(), List.of(), false);
        assertEquals(0, SubgroupNames.of(smaller).index(7));
        assertEquals(3, SubgroupNames.of(smaller).workgroup(7));
        assertEquals(-1, SubgroupNames.of(smaller).workgroup(3), "not the previous launch's subgroup 3");
        assertEquals(1, SubgroupNames.of(first).index(4), "and the first launch's again when it comes back");
    }

    /** Numbered from each run's first invocation: the same as from every invocation (SubgroupNumbering.of). */
    @Test
    void theKeptNumberingIsEveryInvocations() {
        for (int size : new int[] {1, 2, 5}) {
            Launch l = launch(size);
            SubgroupNumbering all = SubgroupNumbering.of(l);
            SubgroupNames kept = SubgroupNames.of(l);
            for (int sg = -1; sg <= 101; sg++) {
                assertEquals(all.workgroup(sg), kept.workgroup(sg), "subgroup " + sg + "'s workgroup, size " + size);
                assertEquals(all.index(sg), kept.index(sg), "subgroup " + sg + "'s index, size " + size);
            }
        }
        Messages en = Messages.forLocale(java.util.Locale.ENGLISH);
        assertEquals(List.of("wg0·sg0", "wg0·sg1", "wg0·sg2", "wg1·sg0", "wg1·sg1"),
                java.util.stream.IntStream.range(0, 5).mapToObj(sg -> SubgroupNames.of(launch(3)).name(sg, en))
                        .toList());
    }
}
