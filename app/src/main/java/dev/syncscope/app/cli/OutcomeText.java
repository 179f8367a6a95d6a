package dev.syncscope.app.cli;

import dev.syncscope.core.model.Outcome;

import java.text.NumberFormat;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Outcomes as the command line prints them, readable at any launch size: names in natural order ({@code T2}
 * before {@code T10}, {@code a[2]} before {@code a[10]}); a run of array elements holding one value as one entry
 * ({@code inputs[0..1023]=1}); with several outcomes, what all of them share printed once, so each outcome line
 * shows what tells it apart; and, unless the user asks for every value ({@code --all-values}), a line of more
 * than {@value #MAX_ENTRIES} entries shortened, invocation locals first, saying what it left out. Stateless.
 */
final class OutcomeText {

    /** Entries on one printed line before it is shortened. */
    static final int MAX_ENTRIES = 64;

    private static final Pattern ELEMENT = Pattern.compile("(.*)\\[(\\d+)]");
    private static final Pattern LOCAL = Pattern.compile("([A-Za-z_]+)(\\d+):.*");
    private static final Pattern NUMBER_OR_TEXT = Pattern.compile("\\d+|\\D+");

    /** Digit runs compare as numbers, the rest as text: {@code T2:i < T10:i}, {@code x[9] < x[10]}. */
    static final Comparator<String> NATURAL = (a, b) -> {
        Matcher x = NUMBER_OR_TEXT.matcher(a);
        Matcher y = NUMBER_OR_TEXT.matcher(b);
        while (x.find() && y.find()) {
            String p = x.group();
            String q = y.group();
            int c = Character.isDigit(p.charAt(0)) && Character.isDigit(q.charAt(0))
                    ? new java.math.BigInteger(p).compareTo(new java.math.BigInteger(q)) : p.compareTo(q);
            if (c != 0) {
                return c;
            }
        }
        return a.length() != b.length() ? Integer.compare(a.length(), b.length()) : a.compareTo(b);
    };

    private OutcomeText() {
    }

    /**
     * The lines under {@code allowed outcomes (n):}, each without indentation: with two or more outcomes, first
     * {@code in every outcome: {…}} (when they share anything), then one {@code {…}} per outcome with the rest,
     * ordered naturally.
     */
    static List<String> lines(List<Outcome> outcomes, boolean allValues) {
        if (outcomes.size() < 2) {
            return outcomes.stream().map(o -> render(o.values(), allValues)).toList();
        }
        Map<String, Long> common = new TreeMap<>(NATURAL);
        common.putAll(outcomes.get(0).values());
        for (Outcome o : outcomes) {
            common.entrySet().removeIf(e -> !Objects.equals(o.values().get(e.getKey()), e.getValue()));
        }
        List<String> rest = new ArrayList<>();
        for (Outcome o : outcomes) {
            Map<String, Long> own = new LinkedHashMap<>(o.values());
            own.keySet().removeAll(common.keySet());
            rest.add(render(own, allValues));
        }
        rest.sort(NATURAL);
        List<String> lines = new ArrayList<>();
        if (!common.isEmpty()) {
            lines.add("in every outcome: " + render(common, allValues));
        }
        lines.addAll(rest);
        return lines;
    }

    /**
     * One outcome on one line: {@code {T0:i=0, T1:i=1, inputs[0..3]=0, total=3}}; {@code allValues} false: at most
     * {@value #MAX_ENTRIES} entries and a last one saying how many were left out.
     */
    static String render(Map<String, Long> values, boolean allValues) {
        Map<String, Long> sorted = new TreeMap<>(NATURAL);
        sorted.putAll(values);
        List<String> locals = new ArrayList<>();
        List<String> memory = new ArrayList<>();
        Set<String> invocations = new LinkedHashSet<>();
        String runName = null;
        long runFirst = 0;
        long runLast = 0;
        Long runValue = null;
        for (Map.Entry<String, Long> e : sorted.entrySet()) {
            Matcher local = LOCAL.matcher(e.getKey());
            if (local.matches()) {
                locals.add(e.getKey() + "=" + e.getValue());
                invocations.add(local.group(1) + local.group(2));
                continue;
            }
            Matcher element = ELEMENT.matcher(e.getKey());
            if (element.matches()) {
                String name = element.group(1);
                long index = Long.parseLong(element.group(2));
                if (name.equals(runName) && index == runLast + 1 && e.getValue().equals(runValue)) {
                    runLast = index;
                    continue;
                }
                flush(memory, runName, runFirst, runLast, runValue);
                runName = name;
                runFirst = index;
                runLast = index;
                runValue = e.getValue();
                continue;
            }
            flush(memory, runName, runFirst, runLast, runValue);
            runName = null;
            memory.add(e.getKey() + "=" + e.getValue());
        }
        flush(memory, runName, runFirst, runLast, runValue);
        List<String> entries = new ArrayList<>(locals);
        entries.addAll(memory);
        if (allValues) {
            return "{" + String.join(", ", entries) + "}";
        }
        if (entries.size() > MAX_ENTRIES && !locals.isEmpty()) {
            entries = new ArrayList<>(memory);
            entries.add("(locals of " + count(invocations.size()) + (invocations.size() == 1 ? " invocation" : " invocations")
                    + " not shown; --all-values prints them)");
        }
        if (entries.size() > MAX_ENTRIES) {
            int more = entries.size() - MAX_ENTRIES;
            entries = new ArrayList<>(entries.subList(0, MAX_ENTRIES));
            entries.add("(" + count(more) + " more not shown; --all-values prints them)");
        }
        return "{" + String.join(", ", entries) + "}";
    }

    private static void flush(List<String> memory, String name, long first, long last, Long value) {
        if (name != null) {
            memory.add(name + "[" + first + (last > first ? ".." + last : "") + "]=" + value);
        }
    }

    private static String count(long n) {
        return NumberFormat.getIntegerInstance(Locale.ROOT).format(n);
    }
}
