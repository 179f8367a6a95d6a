package dev.syncscope.app;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Checks the window's start options ({@link StartOptions#HELP}) before the window opens, as the command line
 * checks its own: a value the option does not take, an option the window does not know, or a second file is
 * refused with one line naming the option and the values it takes, and {@code java -jar syncscope.jar} exits
 * with 2, bad input (before, {@code --steps=abc} failed inside JavaFX's start method and {@code --tabs=nosuchTab},
 * {@code --lang=xx} or {@code --bogus} were ignored). The arguments are split as JavaFX splits them
 * ({@code --name=value} is named, anything else unnamed). A pure function. Immutable.
 */
final class StartOptionCheck {

    /** The tabs {@code --tabs} brings to the front, by the ids the window gives them. */
    static final List<String> TABS = List.of("domainsTab", "executionTab", "scopesTab", "outcomesTab", "sourceTab",
            "lessonsTab", "problemsTab", "explainTab", "memoryTab");

    /** The options that take a value, with the form {@code --help} gives them. */
    private static final Map<String, String> NAMED = Map.of("steps", "--steps=N", "tabs", "--tabs=ID,ID",
            "lang", "--lang=en|ja", "recover", "--recover=ask|restore|discard|off", "screenshot", "--screenshot=PNG",
            "screenshot-after", "--screenshot-after=MS", "presentation", "--presentation", "check-all", "--check-all");

    /** The options without a value. */
    static final List<String> FLAGS = List.of("--presentation", "--check-all");

    private static final String OPTIONS = "--steps=N, --tabs=ID,ID, --lang=en|ja, --presentation, --check-all,"
            + " --recover=ask|restore|discard|off, --screenshot=PNG, --screenshot-after=MS";

    private StartOptionCheck() {
    }

    /** The named arguments of {@code args}, as JavaFX's {@code Parameters.getNamed()} gives them. */
    static Map<String, String> named(String[] args) {
        Map<String, String> out = new LinkedHashMap<>();
        for (String a : args) {
            int eq = a.indexOf('=');
            if (a.startsWith("--") && eq > 2) {
                out.put(a.substring(2, eq), a.substring(eq + 1));
            }
        }
        return out;
    }

    /** The unnamed arguments of {@code args}, as JavaFX's {@code Parameters.getUnnamed()} gives them. */
    static List<String> unnamed(String[] args) {
        List<String> out = new ArrayList<>();
        for (String a : args) {
            if (!(a.startsWith("--") && a.indexOf('=') > 2)) {
                out.add(a);
            }
        }
        return out;
    }

    /** Why the window cannot start with {@code args}, as one line ({@code syncscope: …}), or null when it can. */
    static String problem(String[] args) {
        Map<String, String> named = named(args);
        for (Map.Entry<String, String> e : named.entrySet()) {
            String why = valueProblem(e.getKey(), e.getValue());
            if (why != null) {
                return "syncscope: " + why;
            }
        }
        List<String> files = new ArrayList<>();
        for (String a : unnamed(args)) {
            if (FLAGS.contains(a)) {
                continue;
            }
            if (a.startsWith("--") && NAMED.containsKey(a.substring(2))) {
                return "syncscope: " + a + " needs a value: " + NAMED.get(a.substring(2));
            }
            if (a.startsWith("-")) {
                return unknown(a);
            }
            files.add(a);
        }
        if (files.size() > 1) {
            return "syncscope: the window opens one file, not " + files.size() + ": " + String.join(" ", files);
        }
        return null;
    }

    private static String unknown(String option) {
        return "syncscope: unknown option '" + option + "' (the window's options: " + OPTIONS
                + "; java -jar syncscope.jar --help explains them)";
    }

    /** Why {@code --name=value} is refused, or null. */
    private static String valueProblem(String name, String value) {
        return switch (name) {
            case "steps" -> count(value) < 0 ? "--steps takes a number of steps, 0 or more, not '" + value + "'" : null;
            case "screenshot-after" -> count(value) < 0
                    ? "--screenshot-after takes a number of milliseconds, 0 or more, not '" + value + "'" : null;
            case "tabs" -> {
                for (String tab : value.split(",", -1)) {
                    if (!TABS.contains(tab)) {
                        yield "--tabs takes tab ids separated by commas (" + String.join(", ", TABS) + "), not '"
                                + tab + "'";
                    }
                }
                yield null;
            }
            case "lang" -> List.of("en", "ja").contains(value.toLowerCase(Locale.ROOT)) ? null
                    : "--lang takes en or ja, not '" + value + "'";
            case "recover" -> List.of("ask", "restore", "discard", "off").contains(value.toLowerCase(Locale.ROOT))
                    ? null : "--recover takes ask, restore, discard or off, not '" + value + "'";
            case "screenshot" -> value.isBlank() ? "--screenshot takes the PNG file to write: --screenshot=PNG" : null;
            case "presentation", "check-all" -> null;
            default -> unknown("--" + name + "=" + value).substring("syncscope: ".length());
        };
    }

    /** {@code value} as a whole number 0 or more; -1 when it is not one. */
    private static int count(String value) {
        if (value.isEmpty() || !value.chars().allMatch(Character::isDigit)) {
            return -1;
        }
        try {
            return Integer.parseInt(value);
        } catch (NumberFormatException e) {
            return -1;
        }
    }
}
