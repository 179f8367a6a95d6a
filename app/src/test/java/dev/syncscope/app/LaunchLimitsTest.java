package dev.syncscope.app;

import dev.syncscope.views.i18n.Messages;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What the launch dialog accepts in its limit fields, and what it says about the rest. */
class LaunchLimitsTest {

    private static final Messages EN = Messages.forLocale(Locale.ENGLISH);
    private static final Messages JA = Messages.forLocale(Locale.JAPANESE);

    @Test
    void wholeNumbersOfAtLeastOneAreAcceptedWithOrWithoutDigitGrouping() {
        LaunchLimits.Parsed p = LaunchLimits.parse(EN, "10,000,000", "250 000", " 1048576 ", "100_000");
        assertTrue(p.valid(), p.problem());
        assertEquals(new LaunchLimits(10_000_000L, 1_048_576, 100_000, 250_000), p.limits());
        assertEquals(new LaunchLimits(1, 1, 1, 1), LaunchLimits.parse(EN, "1", "1", "1", "1").limits());
    }

    @Test
    void litmusTestsHaveNoBudgetField() {
        LaunchLimits.Parsed p = LaunchLimits.parse(EN, "5", "100000", "4", null);
        assertTrue(p.valid(), p.problem());
        assertEquals(0, p.limits().budget());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            0          | 1048576    | 100     | Step limit per run: enter a whole number from 1 to 9,223,372,036,854,775,807
            -3         | 1048576    | 100     | Step limit per run: enter a whole number from 1 to 9,223,372,036,854,775,807
            ten        | 1048576    | 100     | Step limit per run: enter a whole number from 1 to 9,223,372,036,854,775,807
            ''         | 1048576    | 100     | Step limit per run: enter a whole number from 1 to 9,223,372,036,854,775,807
            99999999999999999999 | 1 | 1     | Step limit per run: enter a whole number from 1 to 9,223,372,036,854,775,807
            1000       | 0          | 100     | Dispatch-size limit (invocations): enter a whole number from 1 to 2,147,483,647
            1000       | 2147483648 | 100     | Dispatch-size limit (invocations): enter a whole number from 1 to 2,147,483,647
            1000       | 1.5        | 100     | Dispatch-size limit (invocations): enter a whole number from 1 to 2,147,483,647
            1000       | 64         | 0       | Instructions between memory actions: enter a whole number from 1 to 2,147,483,647
            1000       | 64         | 1e6     | Instructions between memory actions: enter a whole number from 1 to 2,147,483,647
            """)
    void anInvalidFieldIsNamedWithTheRangeItTakes(String steps, String invocations, String budget, String message) {
        LaunchLimits.Parsed p = LaunchLimits.parse(EN, steps, "100000", invocations, budget);
        assertFalse(p.valid());
        assertNull(p.limits());
        assertEquals(message, p.problem());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            0          | Actions per invocation: enter a whole number from 1 to 2,147,483,647
            2147483648 | Actions per invocation: enter a whole number from 1 to 2,147,483,647
            lots       | Actions per invocation: enter a whole number from 1 to 2,147,483,647
            """)
    void anInvalidBoundOfActionsPerInvocationIsNamed(String actions, String message) {
        LaunchLimits.Parsed p = LaunchLimits.parse(EN, "1000", actions, "64", "100");
        assertFalse(p.valid());
        assertNull(p.limits());
        assertEquals(message, p.problem());
    }

    @Test
    void theMessageIsJapaneseInTheJapaneseWindow() {
        assertEquals("1 回の実行のステップ上限: 1 から 9,223,372,036,854,775,807 までの整数を入力してください",
                LaunchLimits.parse(JA, "0", "1", "1", "1").problem());
    }
}
