package dev.syncscope.core.suite;

import dev.syncscope.core.check.CheckOptions;
import dev.syncscope.core.litmus.herd.HerdParser;
import dev.syncscope.core.model.SourceSpan;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * A limit hides an answer unless what was found within it decides it (limits.md): a consistent execution found before
 * the candidate limit decides an {@code exists}, refutes a {@code ~exists} and a {@code forall}, and decides a Khronos
 * SATISFIABLE line; a {@code forall} it does not break stays open. The file's last line stays UNKNOWN unless an
 * expectation failed: OK would also promise what the executions not explored may break. The session-85 audit: {x=5} was among the outcomes shown, and
 * {@code exists (x == 5)} was UNKNOWN, as was a SATISFIABLE line over 7,268 consistent executions found.
 */
class WitnessWithinLimitTest {

    /** Four invocations store 1..4 to x: 4! modification orders, each a candidate. */
    private static final String HERD = """
            Vulkan many
            { x=0; }
             P0@sg 0, wg 0, qf 0 | P1@sg 0, wg 1, qf 0 | P2@sg 0, wg 2, qf 0 | P3@sg 0, wg 3, qf 0 ;
             st.atom.dv.sc0 x, 1 | st.atom.dv.sc0 x, 2 | st.atom.dv.sc0 x, 3 | st.atom.dv.sc0 x, 4 ;
            """;

    private static FileCheck.Report checkStoppedEarly(String name, String text) {
        FileCheckLimits few = new FileCheckLimits(Duration.ofSeconds(60), 3, FileCheckLimits.DEFAULT.unrollBound(),
                FileCheckLimits.DEFAULT.maxInvocations()).withoutStepperRuns();
        return FileCheck.check(name, text, null, null, few);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            exists (x == 4)   | PASS    | false
            ~exists (x == 4)  | FAIL    | true
            forall (x == 4)   | FAIL    | true
            forall (x != 0)   | UNKNOWN | false
            """)
    void aHerdConditionDecidedWithinTheLimitIsAnswered(String condition, SuiteCheck.Verdict verdict, boolean known) {
        FileCheck.Report r = checkStoppedEarly("many.litmus", HERD + condition + "\n");
        assertFalse(r.complete(), "the candidate limit stops the check");
        assertEquals(verdict, r.expectations().get(0).verdict(), r.expectations().toString());
        // the file's verdict: a failed expectation is definite; a passed one leaves the verdict UNKNOWN, since OK also
        // promises no fault, divergence or undefined read in the executions not explored (the session-85 review)
        assertEquals(known, r.unknownBecause() == null, String.valueOf(r.unknownBecause()));
        // suite's expected-row question asks the same, and is answered alike
        SuiteCheck row = new HerdAnswers(false, true).check("many.litmus", SourceSpan.UNKNOWN, true,
                HerdParser.parse("many.litmus", HERD + condition + "\n", 1), CheckOptions.DEFAULT.withMaxCandidates(3));
        assertEquals(verdict, row.verdict(), row.toString());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            SATISFIABLE consistent[X]   | PASS
            NOSOLUTION consistent[X]    | FAIL
            """)
    void aKhronosLineAWitnessDecidesIsAnswered(String line, SuiteCheck.Verdict verdict) {
        String test = """
                NEWTHREAD
                st.atom.scopedev.sc0 x = 1
                NEWTHREAD
                st.atom.scopedev.sc0 x = 2
                NEWTHREAD
                st.atom.scopedev.sc0 x = 3
                NEWTHREAD
                st.atom.scopedev.sc0 x = 4
                """ + line + "\n";
        FileCheck.Report r = checkStoppedEarly("many.test", test);
        assertFalse(r.complete(), "the candidate limit stops the check");
        assertEquals(verdict, r.expectations().get(0).verdict(), r.expectations().toString());
        assertEquals(verdict == SuiteCheck.Verdict.FAIL, r.unknownBecause() == null, String.valueOf(r.unknownBecause()));
    }
}
