package dev.syncscope.views.problems;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.views.i18n.Messages;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A check's racing pair is one row of the problems pane, with every distinct missing link its executions lack, as the
 * command line lists it (GPU audit D13: a row per pair and link). A data race is a property of two operations of an
 * execution (VK MM: Data Race); executions of one pair may lack different links.
 */
class CheckRacePairRowsTest {

    /**
     * Message passing across two workgroups with workgroup-scope release/acquire: where P1 reads y = 0 nothing
     * synchronizes; where it reads y = 1 the atomics are not in the instance of each other's memory scopes (VK MM:
     * Synchronizes-With).
     */
    private static final String MP_WG_ACROSS_WG = """
            Vulkan mp_wg_across_wg
            { x=0; y=0; P1:r0=0; P1:r1=0; }
             P0@sg 0, wg 0, qf 0                  | P1@sg 0, wg 1, qf 0                        ;
             st.av.dv.sc0 x, 1                    | ld.atom.acq.wg.sc0.semsc0.semvis r0, y     ;
             st.atom.rel.wg.sc0.semsc0.semav y, 1 | ld.vis.dv.sc0 r1, x                        ;
            exists (P1:r0 == 1 /\\ P1:r1 == 0)
            """;

    private static List<Problem> rows(Locale locale) {
        CheckResult r = new AxiomaticChecker().check(ProgramLoader.load("mp.litmus", MP_WG_ACROSS_WG));
        return CheckProblems.of(r, Messages.forLocale(locale)).stream()
                .filter(p -> p.message().contains(": W x ") || p.message().contains(": 書き x ")).toList();
    }

    @Test
    void aPairWhoseExecutionsLackDifferentLinksIsOneRowNamingEachLink() {
        List<Problem> x = rows(Locale.ENGLISH);
        assertEquals(1, x.size(), x.toString());
        String m = x.get(0).message();
        assertTrue(m.contains("; missing: no happens-before between P0 and P1: missing synchronization"), m);
        assertTrue(m.contains("; in other executions: no happens-before between P0 and P1: P1 reads y, which P0 stored"
                + " atomically after its access, but the two atomics are not in each other's scope instance"), m);
    }

    @Test
    void inJapaneseTheOtherLinkFollowsTheFirstToo() {
        List<Problem> x = rows(Locale.JAPANESE);
        assertEquals(1, x.size(), x.toString());
        assertTrue(x.get(0).message().contains("。別の実行では: "), x.get(0).message());
    }
}
