package dev.syncscope.views.i18n;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * English left in a sentence of a Japanese window: the words of four or more Latin letters once the names written alike
 * in every language are taken out (file names with their positions, command-line options, the program's own
 * identifiers). A test helper. Stateless.
 */
public final class EnglishWords {

    /** File names with their positions, command-line options and the command that takes them. */
    private static final Pattern ALIKE = Pattern.compile("[\\w.-]+\\.(comp|litmus|test)(:\\d+)*"
            + "|(\\bcheck )?--[\\w-]+|\\bJava\\b");
    /** A word of four or more Latin letters. */
    private static final Pattern WORD = Pattern.compile("[A-Za-z]{4,}");

    private EnglishWords() {
    }

    /** The English words of {@code sentence}, {@code identifiers} (the program's names) aside. */
    public static List<String> of(String sentence, String... identifiers) {
        String rest = ALIKE.matcher(sentence).replaceAll("");
        for (String id : identifiers) {
            rest = rest.replaceAll("\\b" + Pattern.quote(id) + "\\b", "");
        }
        Matcher m = WORD.matcher(rest);
        List<String> words = new ArrayList<>();
        while (m.find()) {
            words.add(m.group());
        }
        return words;
    }
}
