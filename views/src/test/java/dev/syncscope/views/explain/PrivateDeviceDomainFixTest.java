package dev.syncscope.views.explain;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.exec.Event;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.suite.TestQuestion;
import dev.syncscope.views.i18n.Messages;
import org.junit.jupiter.api.Test;

import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The Khronos privmp test (a private store and a private load of x, ordered by a release/acquire on y): the fix said
 * "or order them through the device domain (avdevice and visdevice)", and the test fixed that way still raced. VK MM:
 * Location-Ordered, last bullet (and Private vs. Non-Private): private accesses of two agents are location-ordered
 * only along X -> AV(device) -> VIS(device) -> Y, where the happens-before through the device domain comes from
 * system-synchronizes-with. The fix now names the system-synchronizes-with too, and the test fixed as it says passes.
 */
class PrivateDeviceDomainFixTest {

    private static final String PRIVMP = """
            NEWWG
            NEWSG
            NEWTHREAD 0
            st.sc0 x = 1
            st.atom.rel.semav.scopewg.sc0.semsc0 y = 1
            NEWSG
            NEWTHREAD 1
            ld.atom.acq.semvis.scopewg.sc0.semsc0 y = 1
            ld.sc0 x
            NOSOLUTION consistent[X] && #dr=0
            SATISFIABLE consistent[X] && #dr>0
            """;

    /** The fix paragraphs explaining the last load of x in a run of {@code test} (the window's "Why this value?"). */
    private static String fix(String test, Locale locale) {
        DebugSession s = DebugSession.load(ProgramLoader.load("privmp.test", test));
        s.run();
        int read = -1;
        for (int i = 0; i < s.trace().size(); i++) {
            Event e = s.trace().get(i).event();
            if (e.kind() == Event.Kind.LOAD && e.toString().contains("x")) {
                read = i;
            }
        }
        assertTrue(read >= 0, "the load of x");
        ExplanationContext ctx = new ExplanationContext(s.program().launch(), s.trace(), s.races(), test);
        return String.join("\n", ExplanationText.paragraphs(s.explainRead(read), ctx, Messages.forLocale(locale))
                .stream().filter(p -> p.kind() == Paragraph.Kind.FIX).map(Paragraph::text).toList());
    }

    /** Whether a consistent execution the test asks about (its loads' values) has a data race, as check says. */
    private static boolean racesWhereAsked(String test) {
        Program p = ProgramLoader.load("fixed.test", test);
        CheckResult r = new AxiomaticChecker().check(p);
        TestQuestion q = TestQuestion.of(p, r);
        return r.consistentExecutions().stream().anyMatch(e -> q.asks(e) && !e.races().isEmpty());
    }

    @Test
    void theDeviceDomainRouteNamesSystemSynchronizesWithAndTheTestFixedThatWayIsRaceFree() {
        String fix = fix(PRIVMP, Locale.ENGLISH);
        assertTrue(fix.contains("non-private"), fix);
        assertFalse(fix.contains("(avdevice and visdevice)"), fix);
        assertTrue(fix.contains("system-synchronizes-with") && fix.contains("SSW"), fix);
        // the route as the fix words it: avdevice after the write, visdevice before the read, an SSW line
        String viaDevice = PRIVMP.replace("st.sc0 x = 1\n", "st.sc0 x = 1\navdevice\n")
                .replace("ld.sc0 x\n", "visdevice\nld.sc0 x\nSSW 0 1\n");
        assertFalse(racesWhereAsked(viaDevice),
                "privmp ordered through the device domain with system-synchronizes-with");
        // without the SSW line (what the fix used to say) it still races
        String noSsw = viaDevice.replace("SSW 0 1\n", "");
        assertTrue(racesWhereAsked(noSsw));
        String nonPrivate = PRIVMP.replace("st.sc0 x", "st.nonpriv.sc0 x").replace("ld.sc0 x", "ld.nonpriv.sc0 x");
        assertFalse(racesWhereAsked(nonPrivate), "privmp with both accesses non-private, where P1 reads y = 1");
        String ja = fix(PRIVMP, Locale.JAPANESE);
        assertTrue(ja.contains("system-synchronizes-with") && ja.contains("SSW"), ja);
    }
}
