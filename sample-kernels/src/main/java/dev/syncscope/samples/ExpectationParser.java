package dev.syncscope.samples;

import dev.syncscope.core.exec.Diagnostic;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.ValueLiteral;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Parses the text of an {@code @expect} pragma into an {@link Expectation}. Stateless.
 *
 * <pre>
 * expect     := [engine] claim
 * engine     := "checker" | "stepper"
 * claim      := "race" [REF ["[" INDEX "]"]] | "no-race" [REF ["[" INDEX "]"]]
 *             | ["possible" | "never"] "final" REF "=" VALUE {"," VALUE}
 *             | "diagnostic" KIND ["at" LINE] | "no-diagnostic" KIND
 *             | "stale" [LINE] | "no-stale" [LINE]
 * KIND       := DATA_RACE | STALE_READ | BARRIER_DIVERGENCE | DEADLOCK | SPIN | UNDEFINED_READ | …
 * </pre>
 * Race and final claims default to the checker; diagnostic and stale claims are stepper-only.
 * LINE is a line number of the kernel file.
 * A final value is read as {@code @buffer} and {@code run --read} read values ({@link ValueLiteral}: decimal,
 * {@code 0x} hexadecimal bits, floats); a line, index or count is decimal or {@code 0x} hexadecimal, optionally
 * negative.
 */
public final class ExpectationParser {

    private ExpectationParser() {
    }

    /** @throws InputError at {@code span} when the text is not in the grammar */
    public static Expectation parse(String text, SourceSpan span) {
        List<String> words = new ArrayList<>(Arrays.asList(text.strip().split("\\s+")));
        Expectation.Engine engine = null;
        if (!words.isEmpty() && (words.get(0).equals("checker") || words.get(0).equals("stepper"))) {
            engine = Expectation.Engine.valueOf(words.remove(0).toUpperCase(Locale.ROOT));
        }
        if (words.isEmpty() || words.get(0).isEmpty()) {
            throw error(span, text, "nothing expected");
        }
        String head = words.remove(0);
        Expectation.Claim claim = switch (head) {
            case "race", "no-race" -> {
                if (words.size() > 1) {
                    throw error(span, text, "a race expectation names at most one reference");
                }
                yield race(orChecker(engine), head.equals("race"), words.isEmpty() ? null : words.get(0), span, text);
            }
            case "final" -> fin(orChecker(engine), Expectation.Quantifier.EVERY, words, span, text);
            case "possible", "never" -> {
                if (words.isEmpty() || !words.remove(0).equals("final")) {
                    throw error(span, text, "expected 'final' after '" + head + "'");
                }
                yield fin(orChecker(engine), head.equals("possible") ? Expectation.Quantifier.SOME
                        : Expectation.Quantifier.NONE, words, span, text);
            }
            case "diagnostic", "no-diagnostic", "stale", "no-stale" -> {
                if (engine == Expectation.Engine.CHECKER) {
                    throw error(span, text, "diagnostics come from the stepper only");
                }
                yield diagnosed(head, words, span, text);
            }
            default -> throw error(span, text, "unknown expectation '" + head
                    + "' (race, no-race, final, possible final, never final, diagnostic, no-diagnostic, stale, no-stale)");
        };
        return new Expectation(text.strip(), span, claim);
    }

    private static Expectation.Engine orChecker(Expectation.Engine engine) {
        return engine == null ? Expectation.Engine.CHECKER : engine;
    }

    private static Expectation.Claim race(Expectation.Engine engine, boolean present, String target, SourceSpan span,
                                          String text) {
        if (target == null || !target.endsWith("]")) {
            return new Expectation.Race(engine, present, target, null);
        }
        int open = target.indexOf('[');
        if (open <= 0) {
            throw error(span, text, "expected REF[INDEX]");
        }
        return new Expectation.Race(engine, present, target.substring(0, open),
                intNumber(target.substring(open + 1, target.length() - 1), span, text, "an index"));
    }

    private static Expectation.Claim fin(Expectation.Engine engine, Expectation.Quantifier q, List<String> words,
                                         SourceSpan span, String text) {
        String rest = String.join(" ", words);
        int eq = rest.indexOf('=');
        if (eq <= 0) {
            throw error(span, text, "expected 'final REF = v, v, …'");
        }
        String ref = rest.substring(0, eq).strip();
        if (ref.isEmpty() || ref.contains(" ")) {
            throw error(span, text, "expected one reference name before '='");
        }
        List<Long> values = new ArrayList<>();
        List<Boolean> integers = new ArrayList<>();
        List<ValueLiteral> literals = new ArrayList<>();
        for (String v : rest.substring(eq + 1).split(",")) {
            ValueLiteral literal = value(v.strip(), span, text);
            values.add(literal.bits());
            integers.add(literal.form() == ValueLiteral.Form.DECIMAL);
            literals.add(literal);
        }
        return new Expectation.Final(engine, q, ref, values, integers, literals);
    }

    private static Expectation.Claim diagnosed(String head, List<String> words, SourceSpan span, String text) {
        if (head.equals("stale") || head.equals("no-stale")) {
            if (words.size() > 1) {
                throw error(span, text, "expected '" + head + " [LINE]'");
            }
            return new Expectation.Stale(head.equals("stale"), words.isEmpty() ? null
                    : intNumber(words.get(0), span, text, "a line"));
        }
        if (words.isEmpty()) {
            throw error(span, text, "expected a diagnostic kind");
        }
        Diagnostic.Kind kind;
        try {
            kind = Diagnostic.Kind.valueOf(words.get(0).toUpperCase(Locale.ROOT).replace('-', '_'));
        } catch (IllegalArgumentException e) {
            throw error(span, text, "unknown diagnostic kind '" + words.get(0) + "' (one of "
                    + Arrays.toString(Diagnostic.Kind.values()) + ")");
        }
        Integer line = null;
        if (words.size() == 3 && words.get(1).equals("at") && head.equals("diagnostic")) {
            line = intNumber(words.get(2), span, text, "a line");
        } else if (words.size() != 1) {
            throw error(span, text, "expected '" + head + " KIND" + (head.equals("diagnostic") ? " [at LINE]'" : "'"));
        }
        return new Expectation.Diagnosed(head.equals("diagnostic"), kind, line);
    }

    /**
     * A final value as written ({@link ValueLiteral}: {@code 3}, {@code 0x40400000}, {@code 1.5}, {@code NaN}), held as
     * its bits as written; a decimal integer in a float location stands for that number's float
     * ({@link Expectation.Final#expected}).
     */
    private static ValueLiteral value(String s, SourceSpan span, String text) {
        try {
            return ValueLiteral.parse(s);
        } catch (NumberFormatException e) {
            throw error(span, text, "'" + s + "' is not a number");
        }
    }

    /**
     * A line or an index ({@code what}): a {@link #number} that fits an {@code int}. It was cut to one, so line
     * 4294967330 was line 34 and {@code data[4294967296]} was {@code data[0]}, and their claims passed (the session-85
     * audit).
     */
    private static int intNumber(String s, SourceSpan span, String text, String what) {
        long v = number(s, span, text);
        if (v < Integer.MIN_VALUE || v > Integer.MAX_VALUE) {
            throw error(span, text, "'" + s + "' is too " + (v < 0 ? "small" : "large") + " for " + what);
        }
        return (int) v;
    }

    private static long number(String s, SourceSpan span, String text) {
        try {
            boolean negative = s.startsWith("-");
            String digits = negative ? s.substring(1) : s;
            long v = digits.startsWith("0x") || digits.startsWith("0X") ? Long.parseLong(digits.substring(2), 16)
                    : Long.parseLong(digits);
            return negative ? -v : v;
        } catch (NumberFormatException e) {
            throw error(span, text, "'" + s + "' is not a number");
        }
    }

    private static InputError error(SourceSpan span, String text, String message) {
        return new InputError(span, "@expect " + text.strip() + ": " + message);
    }
}
