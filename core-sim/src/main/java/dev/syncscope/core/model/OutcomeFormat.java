package dev.syncscope.core.model;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An outcome's values as entries a person can read at any launch size, for the command line and the Outcomes
 * tab alike: names in natural order ({@code T2} before {@code T10}, {@code a[2]} before {@code a[10]}), and a run
 * of consecutive array elements holding one value as one entry ({@code inputs[0..1023]=1}). Invocation locals
 * ({@code T12:i}, {@code P1:r0}) come first, as herd prints registers before memory. Stateless.
 */
public final class OutcomeFormat {

    private static final Pattern ELEMENT = Pattern.compile("(.*)\\[(\\d+)]");
    private static final Pattern LOCAL = Pattern.compile("([A-Za-z_]+)(\\d+):.*");

    /**
     * Digit runs compare as numbers, the rest as text: {@code T2:i < T10:i}, {@code x[9] < x[10]}. Names are split
     * into runs of digits 0-9 and runs of other characters, compared run by run; names equal so ({@code x[07]},
     * {@code x[7]}) compare as text. Allocates nothing: an outcome of 16,384 invocations sorts hundreds of thousands
     * of names.
     */
    public static final Comparator<String> NATURAL = OutcomeFormat::compareNaturally;

    private static int compareNaturally(String a, String b) {
        int i = 0;
        int j = 0;
        while (true) {
            boolean more = i < a.length();
            if (more != j < b.length()) {
                return more ? 1 : -1;
            }
            if (!more) {
                return a.compareTo(b);
            }
            int endA = runEnd(a, i);
            int endB = runEnd(b, j);
            int c = digit(a.charAt(i)) && digit(b.charAt(j))
                    ? compareNumbers(a, i, endA, b, j, endB) : compareText(a, i, endA, b, j, endB);
            if (c != 0) {
                return c;
            }
            i = endA;
            j = endB;
        }
    }

    private static boolean digit(char c) {
        return c >= '0' && c <= '9';
    }

    /** The end of the run of digits, or of other characters, that starts at {@code from}. */
    private static int runEnd(String s, int from) {
        boolean digits = digit(s.charAt(from));
        int k = from + 1;
        while (k < s.length() && digit(s.charAt(k)) == digits) {
            k++;
        }
        return k;
    }

    /** Two runs of digits by value, of any length. */
    private static int compareNumbers(String a, int i, int endA, String b, int j, int endB) {
        while (i < endA - 1 && a.charAt(i) == '0') {
            i++;
        }
        while (j < endB - 1 && b.charAt(j) == '0') {
            j++;
        }
        if (endA - i != endB - j) {
            return Integer.compare(endA - i, endB - j);
        }
        return compareText(a, i, endA, b, j, endB);
    }

    /** Two runs as {@link String#compareTo} compares them. */
    private static int compareText(String a, int i, int endA, String b, int j, int endB) {
        for (; i < endA && j < endB; i++, j++) {
            if (a.charAt(i) != b.charAt(j)) {
                return a.charAt(i) - b.charAt(j);
            }
        }
        return (endA - i) - (endB - j);
    }

    /**
     * The entries of one outcome.
     *
     * @param locals      invocation locals, {@code T0:i=0}, in natural order
     * @param memory      locations, {@code x=1} or a run {@code a[0..9]=1}, in natural order
     * @param invocations how many invocations the locals belong to
     */
    public record Entries(List<String> locals, List<String> memory, int invocations) {
        public Entries {
            locals = List.copyOf(locals);
            memory = List.copyOf(memory);
        }

        /** Locals, then memory. */
        public List<String> all() {
            List<String> all = new ArrayList<>(locals);
            all.addAll(memory);
            return all;
        }
    }

    /** Entries on one line before {@link #shorten} leaves some out. */
    public static final int LINE_ENTRIES = 64;

    /**
     * What fits on one line.
     *
     * @param entries              the entries shown
     * @param invocationsLeftOut   how many invocations' locals were left out (0: none)
     * @param moreLeftOut          how many further entries were left out after the last one shown (0: none)
     */
    public record Line(List<String> entries, int invocationsLeftOut, int moreLeftOut) {
        public Line {
            entries = List.copyOf(entries);
        }
    }

    private OutcomeFormat() {
    }

    /**
     * At most {@code max} of {@code values}' entries: when there are more, the invocations' locals are left out
     * first (memory is what a kernel computes), then the last entries.
     */
    public static Line shorten(Map<String, ?> values, int max) {
        Entries e = entries(values);
        List<String> shown = e.all();
        int invocationsLeftOut = 0;
        if (shown.size() > max && !e.locals().isEmpty()) {
            shown = e.memory();
            invocationsLeftOut = e.invocations();
        }
        int more = Math.max(0, shown.size() - max);
        return new Line(shown.subList(0, shown.size() - more), invocationsLeftOut, more);
    }

    /** {@code values} as entries: natural order, runs of equal array elements joined. */
    public static Entries entries(Map<String, ?> values) {
        Map<String, Object> sorted = new TreeMap<>(NATURAL);
        sorted.putAll(values);
        List<String> locals = new ArrayList<>();
        List<String> memory = new ArrayList<>();
        Set<String> invocations = new LinkedHashSet<>();
        Run run = null;
        for (Map.Entry<String, Object> e : sorted.entrySet()) {
            Matcher local = LOCAL.matcher(e.getKey());
            if (local.matches()) {
                locals.add(e.getKey() + "=" + e.getValue());
                invocations.add(local.group(1) + local.group(2));
                continue;
            }
            Matcher element = ELEMENT.matcher(e.getKey());
            if (element.matches() && run != null && run.grows(element.group(1), element.group(2), e.getValue())) {
                continue;
            }
            if (run != null) {
                memory.add(run.toString());
            }
            run = null;
            if (element.matches()) {
                run = new Run(element.group(1), Long.parseLong(element.group(2)), e.getValue());
            } else {
                memory.add(e.getKey() + "=" + e.getValue());
            }
        }
        if (run != null) {
            memory.add(run.toString());
        }
        return new Entries(locals, memory, invocations.size());
    }

    /** {@code values} on one line, every entry: {@code T0:i=0, T1:i=1, inputs[0..3]=0, total=3}. */
    public static String text(Map<String, ?> values) {
        return String.join(", ", entries(values).all());
    }

    /** Consecutive elements {@code name[first..last]} holding {@code value}. */
    private static final class Run {
        final String name;
        final long first;
        long last;
        final Object value;

        Run(String name, long index, Object value) {
            this.name = name;
            this.first = index;
            this.last = index;
            this.value = value;
        }

        /** Takes {@code name[index]=value} into the run when it is the next element with the same value. */
        boolean grows(String name, String index, Object value) {
            if (!this.name.equals(name) || Long.parseLong(index) != last + 1
                    || !java.util.Objects.equals(this.value, value)) {
                return false;
            }
            last++;
            return true;
        }

        @Override
        public String toString() {
            return name + "[" + first + (last > first ? ".." + last : "") + "]=" + value;
        }
    }
}
