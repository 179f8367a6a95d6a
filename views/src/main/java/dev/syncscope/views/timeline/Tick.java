package dev.syncscope.views.timeline;

import dev.syncscope.core.exec.Diagnostic;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;

/**
 * A mark on the timeline: the position from which its diagnostics show, the kind of the first, and their sentences,
 * each worded when a tooltip first says it, once ({@link #sentences}): a kernel whose every invocation races has
 * 131,036 diagnostics at 16,384 positions, and wording them all at every frame held the FX thread for seconds. A tick
 * is worded in its view model's language (the window's: another language is another window). FX thread only.
 */
public final class Tick {

    /** Sentences a tick says; the rest are counted ("… +N"), as a source marker counts its problems. */
    public static final int SENTENCES_SAID = 8;

    private final int position;
    private final List<Diagnostic> diagnostics;
    private final Function<Diagnostic, String> words;
    /** The sentences worded so far, by index; null where not yet asked for. */
    private final String[] said;

    /**
     * @param position    steps applied when the diagnostics first show (their step index + 1)
     * @param diagnostics the diagnostics found there, oldest first (at least one)
     * @param words       the sentence of a diagnostic in the window's language
     */
    Tick(int position, List<Diagnostic> diagnostics, Function<Diagnostic, String> words) {
        this(position, List.copyOf(diagnostics), words, new String[0]);
    }

    private Tick(int position, List<Diagnostic> diagnostics, Function<Diagnostic, String> words, String[] before) {
        if (diagnostics.isEmpty()) {
            throw new IllegalArgumentException("a tick marks at least one diagnostic");
        }
        this.position = position;
        this.diagnostics = diagnostics;
        this.words = words;
        this.said = Arrays.copyOf(before, Math.min(SENTENCES_SAID, diagnostics.size()));
    }

    /** This tick with {@code more} diagnostics found at its position after its own; the sentences said are kept. */
    Tick with(List<Diagnostic> more) {
        List<Diagnostic> all = new ArrayList<>(diagnostics.size() + more.size());
        all.addAll(diagnostics);
        all.addAll(more);
        return new Tick(position, List.copyOf(all), words, said);
    }

    /** This tick with its first {@code n} diagnostics only (the others were stepped back over). */
    Tick first(int n) {
        return new Tick(position, List.copyOf(diagnostics.subList(0, n)), words,
                Arrays.copyOf(said, Math.min(said.length, n)));
    }

    /** Steps applied when its diagnostics first show. */
    public int position() {
        return position;
    }

    /** The kind of the first diagnostic found there. */
    public Diagnostic.Kind kind() {
        return diagnostics.get(0).kind();
    }

    /** The diagnostics found there, oldest first. */
    public List<Diagnostic> diagnostics() {
        return diagnostics;
    }

    /** The sentences of its first {@code max} diagnostics (at most {@link #SENTENCES_SAID}), each worded once. */
    public List<String> sentences(int max) {
        int n = Math.min(Math.min(max, said.length), diagnostics.size());
        List<String> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            if (said[i] == null) {
                said[i] = words.apply(diagnostics.get(i));
            }
            out.add(said[i]);
        }
        return out;
    }

    /** Its sentences, one per line: the first {@link #SENTENCES_SAID}, then "… +N" for the others. */
    public String message() {
        List<String> lines = new ArrayList<>(sentences(SENTENCES_SAID));
        if (diagnostics.size() > lines.size()) {
            lines.add("… +" + (diagnostics.size() - lines.size()));
        }
        return String.join("\n", lines);
    }

    /** The tick's style class: stale reads are warnings, a run leaving its test's question information, the rest problems. */
    public String styleClass() {
        return switch (kind()) {
            case STALE_READ -> "stale";
            case OUTSIDE_TEST -> "info";
            default -> "problem";
        };
    }

    @Override
    public String toString() {
        return "Tick[" + position + ", " + kind() + ", " + diagnostics.size() + " diagnostics]";
    }
}
