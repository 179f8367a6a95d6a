package dev.syncscope.core.suite;

import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.SourceSpan;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * A kernel's {@code @expect} lines are validated before its exhaustive check ({@link FileCheck.KernelJudge#validate}):
 * a misspelt name is a mistake in the file, refused at once, not after a check that may take its whole time limit.
 */
class KernelJudgeValidateTest {

    private static final String KERNEL = """
            // @expect race nosuch
            #version 450
            layout(local_size_x = 2) in;
            layout(binding = 0) buffer B { uint x; };
            void main() { x = 1u; }
            """;

    @Test
    void aJudgeRefusingTheExpectLinesStopsTheCheckBeforeItRuns() {
        int[] validated = {0};
        FileCheck.KernelJudge judge = new FileCheck.KernelJudge() {
            @Override
            public List<SuiteCheck> judge(String fileName, String text, Program program, CheckResult result) {
                return fail("the check ran although its @expect lines were refused");
            }

            @Override
            public void validate(String fileName, String text, Program program) {
                validated[0]++;
                throw new InputError(new SourceSpan(fileName, 1, 4), "no buffer named nosuch");
            }
        };
        InputError e = assertThrows(InputError.class, () -> FileCheck.check("k.comp", KERNEL, null, null,
                FileCheckLimits.DEFAULT, judge));
        assertEquals("no buffer named nosuch", e.getMessage());
        assertEquals(1, validated[0]);
    }
}
