package dev.syncscope.core.suite;

import dev.syncscope.core.check.CheckOptions;
import dev.syncscope.core.litmus.herd.HerdParser;
import dev.syncscope.core.litmus.herd.HerdTest;
import dev.syncscope.core.model.SourceSpan;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A Dat3M expected row of a test whose loop the unroll bound cut is answered only when an execution within the
 * bound decides it (a witness, or a race); otherwise it is left open ({@code UNKNOWN}, naming the bound), never a
 * PASS or FAIL that a longer execution could overturn.
 */
class HerdAnswersCutPathsTest {

    /** P0 spins until it reads x = 1; P1 writes 1 once ({@code LOAD} is P0's load). */
    private static final String SPIN = """
            Vulkan spin
            { x=0; }
             P0@sg 0, wg 0, qf 0 | P1@sg 1, wg 0, qf 0 ;
             LC00:               | st.atom.dv.sc0 x, 1 ;
             LOAD                |                    ;
             beq r0, 0, LC00      |                    ;
            """;

    /**
     * With 1 backward jump (below the smallest spin bound checked, 2: SpinDeepening) the checker sees only the
     * executions where P0 reads 1 within 2 loads: outcome {P0:r0=1, x=1}. Dat3M's rows: the condition file's bit is "the condition holds", the -DR- file's "race-free".
     */
    @ParameterizedTest(name = "{0} / {1} / race-free? {2}: {4}")
    @CsvSource(delimiter = '|', textBlock = """
            ld.atom.dv.sc0 r0, x | exists (P0:r0 == 1)  | false | true  | PASS
            ld.atom.dv.sc0 r0, x | ~exists (P0:r0 == 1) | false | true  | FAIL
            ld.atom.dv.sc0 r0, x | exists (P0:r0 == 0)  | false | false | UNKNOWN
            ld.atom.dv.sc0 r0, x | forall (P0:r0 == 1)  | false | true  | UNKNOWN
            ld.atom.dv.sc0 r0, x | exists (P0:r0 == 1)  | true  | true  | UNKNOWN
            ld.sc0 r0, x         | exists (P0:r0 == 1)  | true  | false | PASS
            ld.sc0 r0, x         | exists (P0:r0 == 1)  | true  | true  | FAIL
            """)
    void aRowTheCutLoopCannotDecideIsLeftOpen(String load, String condition, boolean raceFreedom, boolean expected,
                                              SuiteCheck.Verdict verdict) {
        HerdTest test = HerdParser.parse("spin.litmus", SPIN.replace("LOAD", load) + condition + "\n", 1);
        SuiteCheck c = new HerdAnswers(raceFreedom, true).check("spin.litmus", SourceSpan.UNKNOWN, expected, test,
                CheckOptions.DEFAULT);
        assertEquals(verdict, c.verdict(), c.toString());
        if (verdict == SuiteCheck.Verdict.UNKNOWN) {
            assertTrue(c.detail().startsWith("paths cut at a bound: P0: loop bound of 1 backward jumps exceeded"),
                    c.detail());
        }
    }
}
