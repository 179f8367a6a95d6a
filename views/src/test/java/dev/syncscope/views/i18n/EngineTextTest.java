package dev.syncscope.views.i18n;

import dev.syncscope.core.exec.Event;
import dev.syncscope.core.memory.DomainInstance;
import dev.syncscope.core.memory.DomainKind;
import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.Reference;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.StorageClass;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The words of engine values that the views build themselves, in both languages: the engine names them in English
 * only (an event's kind, a memory domain). The events of the litmus examples are in the graph tests; these are the
 * ones no small program draws (a read-modify-write that did not write, a step with no action).
 */
class EngineTextTest {

    private static final Messages ENGLISH = Messages.forLocale(Locale.ENGLISH);
    private static final Messages JAPANESE = Messages.forLocale(Locale.JAPANESE);

    private static final Reference X = new Reference("x", "x", StorageClass.STORAGE_BUFFER, 1);

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            SUBGROUP     | 3 | sg 3   | サブグループ 3
            WORKGROUP    | 1 | wg 1   | ワークグループ 1
            QUEUE_FAMILY | 0 | qf 0   | キューファミリー 0
            SHADER       | 0 | shader | シェーダー
            DEVICE       | 0 | device | デバイス
            HOST         | 0 | host   | ホスト
            """)
    void memoryDomainsAreNamedInTheWindowsLanguage(DomainKind kind, int id, String english, String japanese) {
        DomainInstance d = new DomainInstance(kind, id);
        assertEquals(english, EngineText.domain(d, ENGLISH));
        assertEquals(japanese, EngineText.domain(d, JAPANESE));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            SUBGROUP     | 1–7 | sg 1–7 | SG 1–7
            WORKGROUP    | 2   | wg 2   | WG 2
            QUEUE_FAMILY | 0   | qf 0   | QF 0
            SHADER       | 0   | shader | シェーダー
            HOST         | 0   | host   | ホスト
            """)
    void graphNodesNameTheNumberedDomainsShortly(DomainKind kind, String ids, String english, String japanese) {
        assertEquals(english, EngineText.domainLabel(kind, ids, ENGLISH));
        assertEquals(japanese, EngineText.domainLabel(kind, ids, JAPANESE));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            EXIT            | exit        | 終了
            COLLECTIVE      | subgroup op | サブグループ演算
            CONTROL_BARRIER | cbar        | 制御バリア
            MEMORY_BARRIER  | membar      | メモリバリア
            """)
    void stepsWithoutAnActionAreNamedByTheirKind(Event.Kind kind, String english, String japanese) {
        Event e = new Event(kind, 0, 0, null, null, 0, -1, Integer.MIN_VALUE, false, 0, false, SourceSpan.UNKNOWN);
        assertEquals(english, EngineText.label(e, ENGLISH));
        assertEquals(japanese, EngineText.label(e, JAPANESE));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            READ              | 1 |   | R x = 1              | 読み x = 1
            WRITE             |   | 2 | W x = 2              | 書き x = 2
            READ_MODIFY_WRITE | 1 | 2 | RMW x 1 -> 2         | 読み書き x 1 -> 2
            READ_MODIFY_WRITE | 1 |   | RMW x 1 (no write)   | 読み書き x 1 (書き込みなし)
            """)
    void checkerAccessesSayWhatTheyDidInTheWindowsLanguage(dev.syncscope.core.check.Event.Kind kind, Long read,
                                                           Long written, String english, String japanese) {
        var e = new dev.syncscope.core.check.Event(0, 0, "P0", 0, kind, null, new Location("x", 0), X, read, written);
        assertEquals(english, EngineText.label(e, ENGLISH));
        assertEquals(japanese, EngineText.label(e, JAPANESE));
        assertEquals(e.label(), "P0: " + EngineText.label(e, ENGLISH), "English words it as the engine does");
    }

    /**
     * A stepper read-modify-write says what it read and what it wrote, as the checker's events do (the QA audit: an
     * exchange was drawn {@code RMW flag[0] 0}, the 1 it wrote hidden); a compare-exchange that failed wrote nothing.
     */
    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            EXCHANGE | 1 |   | 0 | RMW x 0 -> 1       | 読み書き x 0 -> 1
            ADD      | 5 |   | 2 | RMW x 2 -> 7       | 読み書き x 2 -> 7
            EXCHANGE | 9 | 4 | 3 | RMW x 3 (no write) | 読み書き x 3 (書き込みなし)
            EXCHANGE | 9 | 4 | 4 | RMW x 4 -> 9       | 読み書き x 4 -> 9
            """)
    void stepperReadModifyWritesSayWhatTheyReadAndWrote(dev.syncscope.core.model.RmwOp op, long operand, Long compare,
                                                        long read, String english, String japanese) {
        var rmw = new dev.syncscope.core.model.Action.ReadModifyWrite(X, 0, op, operand, compare,
                dev.syncscope.core.model.Access.PLAIN, SourceSpan.UNKNOWN);
        Event e = new Event(Event.Kind.RMW, 0, 0, rmw, new Location("x", 0), read, -1, Integer.MIN_VALUE, false, 0,
                false, SourceSpan.UNKNOWN);
        assertEquals(english, EngineText.label(e, ENGLISH));
        assertEquals(japanese, EngineText.label(e, JAPANESE));
    }

    /**
     * The compact form an execution graph too narrow for the labels in full draws ({@code SideLabels}): a load or store
     * without the spaces around {@code =}, a read-modify-write as its location and what it read and wrote; none for a
     * read-modify-write that did not write (its words say so).
     */
    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            READ              | 1 |   | R x=1 | 読み x=1
            WRITE             |   | 2 | W x=2 | 書き x=2
            READ_MODIFY_WRITE | 1 | 2 | x 1→2 | x 1→2
            READ_MODIFY_WRITE | 1 |   |       |
            """)
    void checkerAccessesHaveACompactFormForANarrowGraph(dev.syncscope.core.check.Event.Kind kind, Long read,
                                                        Long written, String english, String japanese) {
        var e = new dev.syncscope.core.check.Event(0, 0, "P0", 0, kind, null, new Location("x", 0), X, read, written);
        assertEquals(english, EngineText.shortLabel(e, ENGLISH));
        assertEquals(japanese, EngineText.shortLabel(e, JAPANESE));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            ADD      | 1 |   | 0 | x 0→1
            EXCHANGE | 9 | 4 | 3 |
            """)
    void stepperReadModifyWritesHaveACompactFormWhereTheyWrote(dev.syncscope.core.model.RmwOp op, long operand,
                                                                Long compare, long read, String compact) {
        var rmw = new dev.syncscope.core.model.Action.ReadModifyWrite(X, 0, op, operand, compare,
                dev.syncscope.core.model.Access.PLAIN, SourceSpan.UNKNOWN);
        Event e = new Event(Event.Kind.RMW, 0, 0, rmw, new Location("x", 0), read, -1, Integer.MIN_VALUE, false, 0,
                false, SourceSpan.UNKNOWN);
        assertEquals(compact, EngineText.shortLabel(e, ENGLISH));
        assertEquals(compact, EngineText.shortLabel(e, JAPANESE));
    }
}
