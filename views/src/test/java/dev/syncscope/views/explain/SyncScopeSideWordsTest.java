package dev.syncscope.views.explain;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.LinkSentence;
import dev.syncscope.core.check.Race;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.core.suite.FileCheck;
import dev.syncscope.views.i18n.Messages;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A flag whose release store alone has too narrow a scope (VK MM: Atomic Operation, Synchronizes-With: "in the
 * instance of each other's memory scopes"): the checker's {@link LinkSentence#SYNC_SCOPE} says which side leaves the
 * other invocation out, and a kernel is told to widen that side, the release, not "the release and the acquire"; the
 * kernel fixed so is race-free.
 */
class SyncScopeSideWordsTest {

    private static final String FILE = "sync-scope-release-only.comp";
    private static final Path KERNEL = Path.of("src/test/resources/dev/syncscope/views/explain/links/" + FILE);

    private static String check(String source, Messages text) {
        FileCheck.Report report = FileCheck.check(FILE, source, null, Duration.ofSeconds(60));
        Race race = report.races().stream().flatMap(p -> p.links().stream())
                .filter(r -> r.link().sentence() == LinkSentence.SYNC_SCOPE).findFirst()
                .orElseThrow(() -> new AssertionError("no SYNC_SCOPE in " + report.races()));
        return CheckRaceWhy.of(race, CheckRaceWhy.accesses(report.races()), source, text);
    }

    @Test
    void onlyTheReleaseIsToldToWidenItsScope() throws IOException {
        String source = Files.readString(KERNEL);
        String en = check(source, Messages.forLocale(Locale.ENGLISH));
        assertTrue(en.contains("T0's release after the write at line 12 has a memory scope that does not include T1")
                && en.contains("Give T0's release gl_ScopeQueueFamily as its memory scope"), en);
        assertFalse(en.contains("and the acquire"), en);
        String ja = check(source, Messages.forLocale(Locale.JAPANESE));
        assertTrue(ja.contains("gl_ScopeQueueFamily"), ja);
        String fixed = source.replace("atomicStore(flag, 1u, gl_ScopeWorkgroup",
                "atomicStore(flag, 1u, gl_ScopeQueueFamily");
        assertFalse(new AxiomaticChecker().check(ProgramLoader.load(FILE, fixed)).hasRace(), "fixed as told");
        // the mirror: a Queue-family release read by a Workgroup-scope acquire in another workgroup
        String acquire = fixed.replace("atomicLoad(flag, gl_ScopeDevice", "atomicLoad(flag, gl_ScopeWorkgroup");
        String words = check(acquire, Messages.forLocale(Locale.ENGLISH));
        assertTrue(words.contains("Give T1's acquire gl_ScopeQueueFamily as its memory scope"), words);
        assertFalse(words.contains("the release and"), words);
    }
}
