package dev.syncscope.views.source;

import org.fxmisc.richtext.model.StyleSpans;
import org.fxmisc.richtext.model.TwoDimensional;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The shipped sample kernels: each has a language, and each barrier or atomic call in them is drawn as sync. */
class SampleKernelsHighlightTest {

    /** A call whose name says barrier, atomic or interlocked, by a rule independent of {@link Language}. */
    private static final Pattern SYNC_CALL = Pattern.compile("\\b\\w*(?i:barrier|atomic|interlocked)\\w*(?=\\s*\\()");

    private static final Path KERNELS = Path.of("..", "sample-kernels", "kernels");

    @Test
    void everySampleKernelHasALanguageAndEveryBarrierOrAtomicCallIsSync() throws IOException {
        int calls = 0;
        List<Path> files;
        try (Stream<Path> list = Files.list(KERNELS)) {
            files = list.filter(Files::isRegularFile).filter(p -> !p.getFileName().toString().equals("index.txt"))
                    .sorted().toList();
        }
        assertTrue(files.size() >= 10, "found " + files.size() + " sample kernels in " + KERNELS.toAbsolutePath());
        for (Path file : files) {
            String text = Files.readString(file);
            Language language = Language.forFileName(file.getFileName().toString());
            assertNotEquals(Language.PLAIN, language, file.toString());
            StyleSpans<Collection<String>> spans = SourceStyles.tokens(text, language);
            assertEquals(text.length(), spans.length(), file.toString());
            Matcher call = SYNC_CALL.matcher(text);
            while (call.find()) {
                if (!commented(text, call.start())) {
                    calls++;
                    int span = spans.offsetToPosition(call.start(), TwoDimensional.Bias.Forward).getMajor();
                    assertEquals(Set.of("sync"), Set.copyOf(spans.getStyleSpan(span).getStyle()),
                            file + ": " + call.group());
                }
            }
        }
        assertTrue(calls >= 20, "sync calls checked: " + calls);
    }

    /** In a comment or a preprocessor line (drawn as a whole). */
    private static boolean commented(String text, int offset) {
        int lineStart = text.lastIndexOf('\n', offset) + 1;
        String before = text.substring(lineStart, offset);
        return before.contains("//") || before.strip().startsWith("#");
    }
}
