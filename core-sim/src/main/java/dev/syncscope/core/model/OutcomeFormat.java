package dev.syncscope.core.model;

import java.math.BigInteger;
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
    private static final Pattern NUMBER_OR_TEXT = Pattern.compile("\\d+|\\D+");

    /** Digit runs compare as numbers, the rest as text: {@code T2:i < T10:i}, {@code x[9] < x[10]}. */
    public static final Comparator<String> NATURAL = (a, b) -> {
        Matcher x = NUMBER_OR_TEXT.matcher(a);
        Matcher y = NUMBER_OR_TEXT.matcher(b);
        while (true) {
            boolean more = x.find();
            if (more != y.find()) {
                return more ? 1 : -1;
            }
            if (!more) {
                return a.compareTo(b);
            }
            String p = x.group();
            String q = y.group();
            int c = Character.isDigit(p.charAt(0)) && Character.isDigit(q.charAt(0))
                    ? new BigInteger(p).compareTo(new BigInteger(q)) : p.compareTo(q);
            if (c != 0) {
                return c;
            }
        }
    };

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
