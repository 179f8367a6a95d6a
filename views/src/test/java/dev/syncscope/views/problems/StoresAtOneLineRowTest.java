package dev.syncscope.views.problems;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.session.SessionFrame;
import dev.syncscope.views.session.SessionViewModel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Two invocations' plain stores at one line race (VK MM: Data Race). Their fix depends on whether the line reads the
 * location first ({@code count += 1}: one atomic read-modify-write) or only stores ({@code v = id;}: an element per
 * invocation, or atomic stores). The window's frame carries only its latest steps, so a race found long before had no
 * steps to tell, and the problems row said "make the update one atomicAdd" for stores of values nobody read; the engine
 * now records which it is with the race ({@code Race.storedAfterReading}).
 */
class StoresAtOneLineRowTest {

    private static final Messages EN = Messages.forLocale(Locale.ENGLISH);

    private static List<String> raceRows(Path dir, String body) throws IOException {
        String source = "#version 450\nlayout(local_size_x = 12) in;\nlayout(std430, binding = 0) buffer Out { uint v; };\n"
                + "void main() {\n    " + body + "\n}\n";
        Path file = Files.writeString(dir.resolve("k.comp"), source);
        DebugSession s = DebugSession.open(file);
        s.run();
        SessionViewModel model = new SessionViewModel(EN);
        model.showLoaded("k.comp", source, s.program());
        // the window's frame: its latest steps only, here the last three of the run, after the first races
        int end = s.position();
        model.showFrame(new SessionFrame(s.snapshot(), s.trace(end - 3, end), null, -1, List.of(), Map.of(), null));
        return model.problems().stream().map(Problem::toString).filter(r -> r.startsWith("error: data race")).toList();
    }

    @Test
    void storesOfValuesNobodyReadAreNotToldToUseAnAtomicAddWhateverTheFramesSteps(@TempDir Path dir)
            throws IOException {
        List<String> rows = raceRows(dir, "v = gl_GlobalInvocationID.x;");
        String first = rows.get(0);
        assertTrue(first.contains("write by T0") && first.contains("write by T1"), first);
        assertTrue(first.contains("values neither read there"), first);
        assertFalse(String.join("\n", rows).contains("atomicAdd"), String.join("\n", rows));
    }

    @Test
    void anUpdateAtOneLineKeepsTheAtomicAddWhateverTheFramesSteps(@TempDir Path dir) throws IOException {
        List<String> rows = raceRows(dir, "v += 1u;");
        String storeStore = rows.stream().filter(r -> r.matches(".*write by T\\d+ .* and write by T\\d+ .*"))
                .findFirst().orElseThrow(() -> new AssertionError(String.join("\n", rows)));
        assertTrue(storeStore.contains("atomicAdd"), storeStore);
    }
}
