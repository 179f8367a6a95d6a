package dev.syncscope.views.problems;

import dev.syncscope.core.api.Snapshot;
import dev.syncscope.core.exec.Race;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.session.SessionViewModel;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The engine lists an invocation's data races with one instruction up to {@link Race#LISTED_PER_LINES} (every
 * invocation storing to one location races with every other: VK MM: Data Race) and counts the rest; the problems pane
 * says so in one information row, in the window's language, so an empty-looking invocation is not read as race-free.
 */
class UnlistedRacesRowTest {

    private static List<Problem> problems(Messages text, int unlisted) {
        SessionViewModel model = new SessionViewModel(text);
        model.showSnapshot(new Snapshot(3, 3, List.of(), List.of(), List.of(), List.of(), List.of(), true, unlisted));
        return model.problems();
    }

    @Test
    void racesNotListedAreSaidInOneInformationRow() {
        List<Problem> rows = problems(Messages.forLocale(Locale.ENGLISH), 16_376);
        assertEquals(1, rows.size(), rows.toString());
        assertEquals(Problem.Severity.INFO, rows.get(0).severity());
        assertEquals("More data races between the same lines are not listed: every invocation that races has up to 8"
                + " listed per pair of lines, and more were found 16,376 times, counting each invocation once per pair of"
                + " lines. Each one not listed is between the lines of a listed race.", rows.get(0).message());
    }

    @Test
    void inJapaneseToo() {
        String row = problems(Messages.forLocale(Locale.JAPANESE), 5).get(0).message();
        assertTrue(row.contains("最大 8 件") && row.contains("5 件"), row);
    }

    @Test
    void oneTimeIsSaidAsOnce() {
        assertTrue(problems(Messages.forLocale(Locale.ENGLISH), 1).get(0).message().contains(", and more were found once,"));
    }

    @Test
    void noRowWhenEveryRaceIsListed() {
        assertTrue(problems(Messages.forLocale(Locale.ENGLISH), 0).isEmpty());
    }
}
