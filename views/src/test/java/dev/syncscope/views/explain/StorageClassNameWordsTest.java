package dev.syncscope.views.explain;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.exec.Race;
import dev.syncscope.core.suite.FileCheck;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.problems.RaceLinkText;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A storage class named in a SPIR-V module's or a litmus test's advice on a flag only one side of which synchronizes
 * (VK MM: Synchronizes-With) is followed by no second parenthesis: a SPIR-V fix names the semantics bit alone
 * ({@code UniformMemory (the storage class of data)}), and the litmus words, whose class carries its bit in parentheses
 * ({@code sc0 (UniformMemory)}), set what it is apart with a comma, not "sc0 (UniformMemory) (the storage class of the
 * flag)" (review47b). The words of {@code check}'s rows, of {@code run} (the stepper's race) and of "Why this value?",
 * in English and Japanese.
 */
class StorageClassNameWordsTest {

    private static final Path KERNELS = Path.of("../core-sim/src/test/resources/kernels/one-sided-flag");

    /** A class name whose parentheses close right before another opens: "(UniformMemory) (", "(UniformMemory)（". */
    private static final Pattern DOUBLED = Pattern.compile("\\(\\w+Memory\\)\\s*[(（]");

    /**
     * Every sentence said of {@code file}'s race names the classes with one parenthesis each; the SPIR-V module's fix
     * and the litmus test's check row read {@code english} / {@code japanese}. {@code steps}: the writer's steps before
     * the run, so that the reader sees the flag.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            release-no-acquire.spvasm | data | 2 | with UniformMemory (the storage class of data)                            | UniformMemory (data のストレージクラス) を含む Acquire セマンティクス
            release-no-acquire.test   | x    | 0 | make the load an acquire naming sc1 (WorkgroupMemory), or put an acquire barrier naming it and sc0 (UniformMemory), the flag's storage class, after the load | sc1 (WorkgroupMemory) とフラグのストレージクラス sc0 (UniformMemory) を名指すアクワイアバリア
            """)
    void aStorageClassIsNamedWithOneParenthesis(String file, String data, int steps, String english, String japanese)
            throws IOException {
        String text = Files.readString(KERNELS.resolve(file));
        FileCheck.Report report = FileCheck.check(file, text, null, Duration.ofSeconds(60));
        DebugSession session = DebugSession.open(KERNELS.resolve(file));
        for (int i = 0; i < steps; i++) {
            session.step(0);
        }
        session.run();
        Race race = session.races().stream().filter(r -> String.valueOf(r.second().location()).equals(data))
                .findFirst().orElseThrow(() -> new AssertionError(file + ": no race on " + data));
        ExplanationContext context = new ExplanationContext(session.program().launch(), session.trace(),
                session.races(), text);
        for (Messages words : List.of(SameWords.EN, SameWords.JA)) {
            List<String> said = new ArrayList<>();
            report.races().forEach(pair -> said.addAll(CheckRaceWhy.links(pair, CheckRaceWhy.accesses(report.races()),
                    text, words, r -> RaceLinkText.of(r.link(), words))));
            said.add(RaceWhy.of(race, context, words));
            said.add(ExplanationText.render(SameWords.lastReadOf(session, data), context, words));
            String all = String.join("\n", said);
            assertTrue(all.contains(words == SameWords.EN ? english : japanese), all);
            assertFalse(DOUBLED.matcher(all).find(), all);
        }
    }
}
