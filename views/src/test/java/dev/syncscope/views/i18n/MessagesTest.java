package dev.syncscope.views.i18n;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.text.MessageFormat;
import java.util.Locale;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MessagesTest {

    @Test
    void japaneseHasEveryKeyEnglishHas() throws IOException {
        Properties en = load("messages.properties");
        Properties ja = load("messages_ja.properties");
        assertEquals(en.stringPropertyNames(), ja.stringPropertyNames());
    }

    /**
     * Engine diagnostics whose arguments carry an English word and, beside it, its number (a scope, a race's cause)
     * or its symbols (a litmus instruction): English shows the word, Japanese a choice over the number or the symbols.
     * Per key: English argument → Japanese argument.
     */
    private static final Map<String, Map<Integer, Integer>> WORD_OR_NUMBER = Map.of(
            "diagnostic.race", Map.of(8, 7),
            // (the barrier diagnostics' scope: both languages choose by its number since session 86, when English
            // said "WORKGROUP 0", the enum's name)
            // a litmus instruction: in English words, and in symbols where the rest of the sentence is Japanese
            "check.cut.unroll", Map.of(3, 4),
            "check.cut.litmusBudget", Map.of(3, 4));

    /**
     * Each Japanese pattern parses and uses the very argument indices its English one uses (but for an English word
     * whose number Japanese words itself, {@link #WORD_OR_NUMBER}): a Japanese text that dropped or misnumbered an
     * argument would show the wrong value or none.
     */
    @Test
    void japaneseUsesTheSameArgumentsAsEnglish() throws IOException {
        Properties en = load("messages.properties");
        Properties ja = load("messages_ja.properties");
        List<String> wrong = new ArrayList<>();
        for (String key : new TreeSet<>(en.stringPropertyNames())) {
            Map<Integer, Integer> swap = WORD_OR_NUMBER.getOrDefault(key, Map.of());
            Set<Integer> english = new TreeSet<>();
            arguments(en.getProperty(key)).forEach(i -> english.add(swap.getOrDefault(i, i)));
            Set<Integer> japanese = arguments(ja.getProperty(key, ""));
            if (!english.equals(japanese)) {
                wrong.add(key + ": " + english + " in English, " + japanese + " in Japanese");
            }
            new MessageFormat(ja.getProperty(key, ""), Locale.JAPANESE);
        }
        assertEquals(List.of(), wrong);
    }

    /**
     * Each exception of {@link #WORD_OR_NUMBER} is still one: English uses its argument, Japanese its own and not
     * English's. An exception no longer needed would let a Japanese text that dropped that argument pass.
     */
    @Test
    void everyWordOrNumberExceptionIsStillNeeded() throws IOException {
        Properties en = load("messages.properties");
        Properties ja = load("messages_ja.properties");
        List<String> stale = new ArrayList<>();
        WORD_OR_NUMBER.forEach((key, swap) -> swap.forEach((english, japanese) -> {
            Set<Integer> e = arguments(en.getProperty(key, ""));
            Set<Integer> j = arguments(ja.getProperty(key, ""));
            if (!e.contains(english) || !j.contains(japanese) || j.contains(english)) {
                stale.add(key + ": " + english + " -> " + japanese + " (English " + e + ", Japanese " + j + ")");
            }
        }));
        assertEquals(List.of(), stale);
    }

    /**
     * A stepper race's Japanese row names the missing link by argument 7 (its ordinal), where English gives argument 8,
     * the link's English words and the engine's English-only detail: the two name one link (the exception of
     * {@link #WORD_OR_NUMBER} loses only the English detail, which a kernel's row replaces by its own sentence in both
     * languages: problems.race.kernel).
     */
    @Test
    void aRacesJapaneseLinkIsTheLinkEnglishNames() {
        String kernel = """
                // @dispatch 2
                #version 450
                layout(local_size_x = 1) in;
                layout(binding = 0) buffer D { uint d[]; };
                void main() {
                    if (gl_WorkGroupID.x == 0u) { d[0] = 1u; } else { d[1] = d[0]; }
                }
                """;
        dev.syncscope.core.api.DebugSession s = dev.syncscope.core.api.DebugSession.load(
                dev.syncscope.core.load.ProgramLoader.load("k.comp", kernel));
        s.run();
        List<dev.syncscope.core.exec.Diagnostic> races = s.diagnostics().stream()
                .filter(d -> "diagnostic.race".equals(d.key())).toList();
        assertFalse(races.isEmpty(), s.diagnostics().toString());
        for (dev.syncscope.core.exec.Diagnostic d : races) {
            dev.syncscope.core.explain.MissingLink link =
                    dev.syncscope.core.explain.MissingLink.values()[(Integer) d.args().get(7)];
            assertTrue(String.valueOf(d.args().get(8)).startsWith(link.words()), d.args().toString());
        }
    }

    /** The arguments a pattern uses, also inside choice formats; quoted text (MessageFormat's {@code '...'}) is none. */
    static Set<Integer> arguments(String pattern) {
        String unquoted = pattern.replace("''", "").replaceAll("'[^']*'", "");
        Set<Integer> used = new TreeSet<>();
        Matcher m = Pattern.compile("\\{\\s*(\\d+)").matcher(unquoted);
        while (m.find()) {
            used.add(Integer.parseInt(m.group(1)));
        }
        return used;
    }

    @Test
    void argumentsAreFoundInsideChoicesAndNotInQuotes() {
        assertEquals(Set.of(0, 1, 2), arguments("{0} {1,choice,0#none|1<{2,number,integer} of them}"));
        assertEquals(Set.of(1), arguments("'{0}' is {1}''s"));
    }

    /**
     * One word for an invocation (呼び出し; the file had インヴォケーション and インボケーション besides), and a line
     * number is "N 行目" (line N): "N 行" reads as N lines.
     */
    @Test
    void japaneseSaysInvocationOneWayAndNumbersLinesAsLines() throws IOException {
        Properties ja = load("messages_ja.properties");
        for (String key : ja.stringPropertyNames()) {
            String text = ja.getProperty(key);
            assertFalse(text.contains("インヴォケーション") || text.contains("インボケーション"), key + "=" + text);
            assertFalse(Pattern.compile("\\{\\d+} 行(?!目)").matcher(text).find(), key + "=" + text);
        }
        Messages text = Messages.forLocale(Locale.JAPANESE);
        assertEquals("T1 は flag から 0 を読みました (31 行目)", text.get("explain.headline", "T1", 0, "flag", 31));
        assertEquals("ワークグループ 2 個に呼び出し 1,024 個", text.get("status.loaded", 1024, 2));
        assertEquals("呼び出し", text.get("scope.INVOCATION"));
    }

    @Test
    void followsTheRequestedLocaleAndFillsArguments() {
        assertEquals("ステップ", Messages.forLocale(Locale.JAPANESE).get("toolbar.step"));
        assertEquals("2 invocations in 1 workgroup",
                Messages.forLocale(Locale.ENGLISH).get("status.loaded", 2, 1));
    }

    /** English counts say "1 step", "1 workgroup" (the status line said "Finished after 1 steps"), and group digits. */
    @Test
    void englishCountsAgreeWithTheirNumber() {
        Messages en = Messages.forLocale(Locale.ENGLISH);
        assertEquals("Finished after 1 step", en.get("status.finished", 1));
        assertEquals("Finished after 0 steps", en.get("status.finished", 0));
        assertEquals("Finished after 12,345 steps", en.get("status.finished", 12_345));
        assertEquals("1 invocation in 1 workgroup", en.get("status.loaded", 1, 1));
        assertEquals("65,536 invocations in 64 workgroups", en.get("status.loaded", 65_536, 64L));
        assertEquals("Loading k.comp: 0 of 1 invocation launched…", en.get("status.loading", "k.comp", 0, 1));
        assertEquals("1 ステップで終了", Messages.forLocale(Locale.JAPANESE).get("status.finished", 1));
    }

    @Test
    void numbersReadAsMessageFormatWritesThemEveryTime() {
        for (Locale locale : new Locale[] {Locale.ENGLISH, Locale.JAPANESE, Locale.GERMAN}) {
            Messages text = Messages.forLocale(locale);
            String pattern = java.util.ResourceBundle.getBundle("dev.syncscope.views.i18n.messages", locale)
                    .getString("status.step");
            for (int i = 0; i < 3; i++) {
                assertEquals(new java.text.MessageFormat(pattern, locale).format(new Object[] {1030, 100_000L}),
                        text.get("status.step", 1030, 100_000L), locale.toString());
            }
        }
        assertEquals("Step 1,030 of 100,000", Messages.forLocale(Locale.ENGLISH).get("status.step", 1030, 100_000));
    }

    @Test
    void unknownLanguagesFallBackToEnglish() {
        assertEquals("Step", Messages.forLocale(Locale.forLanguageTag("sw")).get("toolbar.step"));
    }

    /**
     * The keys of one language, {@code messages.properties} or {@code messages_ja.properties}, with those of its
     * explanations' bundle ({@code explanations.properties}, {@code explanations_ja.properties}).
     */
    private static Properties load(String name) throws IOException {
        Properties p = new Properties();
        for (String file : List.of(name, name.replace("messages", "explanations"))) {
            try (InputStream in = Messages.class.getResourceAsStream(file)) {
                p.load(new java.io.InputStreamReader(in, java.nio.charset.StandardCharsets.UTF_8));
            }
        }
        return p;
    }

    /** Each bundle holds its own keys: the explanations' every {@code explain.*} and {@code check.*} key, no other. */
    @Test
    void explanationKeysAreInTheirOwnBundleAndOnlyThere() throws IOException {
        for (String suffix : List.of("", "_ja")) {
            Properties messages = new Properties();
            Properties explanations = new Properties();
            try (InputStream in = Messages.class.getResourceAsStream("messages" + suffix + ".properties");
                 InputStream ex = Messages.class.getResourceAsStream("explanations" + suffix + ".properties")) {
                messages.load(new java.io.InputStreamReader(in, java.nio.charset.StandardCharsets.UTF_8));
                explanations.load(new java.io.InputStreamReader(ex, java.nio.charset.StandardCharsets.UTF_8));
            }
            assertFalse(messages.stringPropertyNames().stream()
                    .anyMatch(k -> k.startsWith("explain.") || k.startsWith("check.")), suffix);
            assertFalse(explanations.stringPropertyNames().stream()
                    .anyMatch(k -> !k.startsWith("explain.") && !k.startsWith("check.")), suffix);
        }
    }
}
