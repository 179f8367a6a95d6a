package dev.syncscope.views.explain;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.core.suite.FileCheck;
import dev.syncscope.core.suite.RaceSites;
import dev.syncscope.views.i18n.Messages;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * A kernel's races worded as {@code check} and {@code run} word them, for the tests of the fix advice: the checker's
 * missing links of every race ({@link CheckRaceWhy}) and the stepper's races of one round-robin run ({@link RaceWhy}),
 * and whether a kernel with the advised fix pasted in is race-free. Stateless.
 */
final class KernelRaceWords {

    private KernelRaceWords() {
    }

    /** The check's missing links of every race of the kernel, in {@code words}' language. */
    static List<String> checked(String file, String text, Messages words) {
        FileCheck.Report report = FileCheck.check(file, text, null, Duration.ofSeconds(60));
        assertFalse(report.races().isEmpty(), file);
        java.util.Set<String> accesses = CheckRaceWhy.accesses(report.races());
        List<String> out = new ArrayList<>();
        for (RaceSites pair : report.races()) {
            out.addAll(CheckRaceWhy.links(pair, accesses, text, words, r -> {
                throw new AssertionError("not worded in the kernel's language: " + r.missingLink());
            }));
        }
        return out;
    }

    /** The stepper's races of a round-robin run of the kernel, in {@code words}' language. */
    static List<String> stepped(String file, String text, Messages words) {
        DebugSession s = DebugSession.load(ProgramLoader.load(file, text));
        s.run();
        assertFalse(s.races().isEmpty(), file);
        ExplanationContext ctx = new ExplanationContext(s.program().launch(), s.trace(), s.races(), text);
        return s.races().stream().map(r -> RaceWhy.of(r, ctx, words)).toList();
    }

    /** Fails unless the exhaustive checker finds no race in {@code text} (the kernel with a fix pasted in). */
    static void assertRaceFree(String file, String text) {
        assertFalse(new AxiomaticChecker().check(ProgramLoader.load(file, text)).hasRace(), text);
    }
}
