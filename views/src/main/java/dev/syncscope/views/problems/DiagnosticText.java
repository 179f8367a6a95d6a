package dev.syncscope.views.problems;

import dev.syncscope.core.exec.Diagnostic;
import dev.syncscope.core.model.ProgramNote;
import dev.syncscope.views.i18n.Messages;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The sentence of an engine diagnostic in the window's language: the pattern of its message key
 * ({@code diagnostic.race}, {@code diagnostic.staleRead}, …) filled with its arguments, or its English
 * message when it has no key or the text has none for it (a fault's interpreter message). The front ends' notes on
 * a program ({@link ProgramNote}) likewise. The English patterns give the engine's message back. Thread-safe.
 */
public final class DiagnosticText {

    private final Messages text;
    /** The sentences of the diagnostics of the last list, by identity. */
    private Map<Same, String> last = Map.of();

    /** A diagnostic compared by identity. */
    private record Same(Diagnostic d) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Same other && other.d == d;
        }

        @Override
        public int hashCode() {
            return System.identityHashCode(d);
        }
    }

    /** Sentences in the language of {@code text}. */
    public DiagnosticText(Messages text) {
        this.text = text;
    }

    /** The sentence of {@code d}. */
    public String of(Diagnostic d) {
        String key = d.key();
        if (FAULT.equals(key) && text.has(key)) {
            return fault(d);
        }
        return key == null || !text.has(key) ? d.message() : text.get(key, d.args().toArray());
    }

    /** Key of a stepper fault whose reason is data: its name, the position before the reason, the reason's key, what follows, the reason's arguments. */
    private static final String FAULT = "diagnostic.fault";

    /** A stepper fault with its reason worded by the reason's own key ({@code fault.*}, as a check's fault rows). */
    private String fault(Diagnostic d) {
        List<Object> a = d.args();
        String reasonKey = String.valueOf(a.get(2));
        if (!text.has(reasonKey)) {
            return d.message();
        }
        String reason = text.get(reasonKey, a.subList(4, a.size()).toArray());
        return text.get(FAULT, a.get(0), a.get(1), reason, a.get(3));
    }

    /**
     * The sentences of a front end's note on the program ({@code note.hlslUav}, …), or its English message when it has
     * no key or the text has none for it.
     */
    public String of(ProgramNote n) {
        String key = n.key();
        return key == null || !text.has(key) ? n.message() : text.get(key, n.args().toArray());
    }

    /**
     * The sentences of {@code diagnostics}, in order. The problems list and the timeline are rebuilt at every
     * frame of a run, mostly from the diagnostic objects of the frame before: the sentences of the last list are
     * kept by identity and reused (formatting one takes microseconds, comparing two records by value nearly as
     * long), the others dropped.
     */
    public synchronized List<String> of(List<Diagnostic> diagnostics) {
        Map<Same, String> now = new HashMap<>(diagnostics.size() * 2);
        List<String> out = new ArrayList<>(diagnostics.size());
        for (Diagnostic d : diagnostics) {
            Same same = new Same(d);
            String sentence = last.get(same);
            if (sentence == null) {
                sentence = of(d);
            }
            now.put(same, sentence);
            out.add(sentence);
        }
        last = now;
        return out;
    }
}
