package dev.syncscope.core.suite;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckOptions;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.check.Execution;
import dev.syncscope.core.litmus.khronos.KhronosCorpus;
import dev.syncscope.core.litmus.khronos.KhronosParser;
import dev.syncscope.core.litmus.khronos.KhronosTest;
import dev.syncscope.core.load.ProgramLoader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

/**
 * A test's question is read from the program alone ({@link dev.syncscope.core.model.Program#readGoals()}), which is
 * all the window's check has: on every Khronos {@code .test} it asks about exactly the executions some outcome of
 * which meets the file's load constraints, as the answers define them.
 */
class TestQuestionCorpusTest {

    static List<Path> tests() throws IOException {
        List<Path> all = new ArrayList<>(KhronosCorpus.files());
        all.addAll(KhronosCorpus.files("litmus/rules"));
        all.addAll(KhronosCorpus.files("litmus/host"));
        return all;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("tests")
    void theQuestionOfTheProgramAsksAboutTheExecutionsThatMeetTheLoadConstraints(Path file) throws IOException {
        KhronosTest test = new KhronosParser().parse(file);
        // loaded as the window loads a file: the program, without the parsed test
        String text = Files.readString(file);
        CheckResult r = new AxiomaticChecker(CheckOptions.DEFAULT.withConsistentOnly(true))
                .check(ProgramLoader.load(file.getFileName().toString(), text));
        TestQuestion q = TestQuestion.of(ProgramLoader.load(file.getFileName().toString(), text), r);
        if (test.constraints().isEmpty()) {
            assertNull(q, "no question without load constraints");
            return;
        }
        assertNotNull(q);
        assertEquals(test.constraints().size(), q.reads().size());
        for (Execution e : r.consistentExecutions()) {
            boolean meets = e.outcomes().stream().anyMatch(test::constraintsHold);
            assertEquals(meets, q.asks(e), () -> "execution with outcomes " + e.outcomes());
            assertEquals(meets, q.otherReads(e).reads().isEmpty(), () -> "other reads " + q.otherReads(e));
        }
    }

    @Test
    void theQuestionNamesEachAskedLoadWithItsReaderLocationValueAndPlace() throws IOException {
        Path file = Path.of("src/test/resources/litmus/khronos/mp.test");
        String text = Files.readString(file);
        CheckResult r = new AxiomaticChecker(CheckOptions.DEFAULT.withConsistentOnly(true))
                .check(ProgramLoader.load("mp.test", text));
        TestQuestion q = TestQuestion.of(ProgramLoader.load("mp.test", text), r);
        assertEquals("P1 reads y = 1 at mp.test:12:1", q.text());
        TestQuestion.Read read = q.reads().get(0);
        assertEquals(List.of("P1", "y", 1L, 12), List.of(read.invocation(), read.location(), read.value(),
                read.where().line()));
    }
}
