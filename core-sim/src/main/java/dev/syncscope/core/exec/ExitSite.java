package dev.syncscope.core.exec;

import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.ThreadState;

import java.util.List;

/**
 * Where invocations that finished without reaching a barrier left their program ({@link ThreadState#exitedAt()};
 * for one that faulted or hit a bound, where it stopped): the
 * first known site among them, the name of the invocation there, and the form of the sentence (arguments 7-9 of
 * {@code diagnostic.barrier.exited}): 0, no site known ("which finished without reaching it"); 1, every one of
 * them left there ("which finished at k.comp:8 without reaching it"); 2, not all ("which finished without
 * reaching it (T3 at k.comp:8)").
 */
record ExitSite(int form, SourceSpan site, String name) {

    static ExitSite of(Tx tx, Engine e, List<Integer> exited) {
        SourceSpan site = SourceSpan.UNKNOWN;
        String name = "";
        boolean same = true;
        for (int m : exited) {
            ThreadState t = tx.agent(m).thread();
            SourceSpan at = t.exitedAt().line() > 0 ? t.exitedAt() : t.stoppedAt();
            if (at == null || at.line() <= 0) {
                same = false;
            } else if (site.line() <= 0) {
                site = at;
                name = e.agentInfo[m].name();
            } else if (!site.equals(at)) {
                same = false;
            }
        }
        return site.line() <= 0 ? new ExitSite(0, SourceSpan.UNKNOWN, "") : new ExitSite(same ? 1 : 2, site, name);
    }

    /** {@code rest} with the site: "at k.comp:8 rest", "rest (T3 at k.comp:8)", or {@code rest} alone. */
    String english(String rest) {
        return switch (form) {
            case 1 -> "at " + site + " " + rest;
            case 2 -> rest + " (" + name + " at " + site + ")";
            default -> rest;
        };
    }

    /** The site as the sentence shows it, "" when none. */
    String text() {
        return form == 0 ? "" : site.toString();
    }

    /** The invocation named beside the site (form 2), else "". */
    String named() {
        return form == 2 ? name : "";
    }
}
