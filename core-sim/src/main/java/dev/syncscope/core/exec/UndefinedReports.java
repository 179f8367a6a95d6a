package dev.syncscope.core.exec;

import dev.syncscope.core.memory.PMap;
import dev.syncscope.core.model.SourceSpan;

import java.util.List;

/**
 * The UNDEFINED_READ diagnostics reported so far, by what makes two of them one report: a read of undefined memory by
 * its invocation, source and location, a value an invocation made ({@link MadeUndefined}) by its invocation, kind, name
 * and place. The stepper reports each read or value once (docs/memory-model.md, "Undefined reads"); looking it up here
 * costs the same whatever the number of diagnostics, where a scan of them all made a loop storing undefined values
 * quadratic. Persistent, as {@link Globals} is: a step back finds the reports of its own step. Immutable.
 */
public final class UndefinedReports {

    static final UndefinedReports EMPTY = new UndefinedReports(PMap.empty());

    /** A read of undefined memory: the reader, where it reads and the location as its diagnostic names it. */
    private record Read(int agent, SourceSpan source, Object location) { }

    /** A value an invocation made: {@link MadeUndefined}'s first four arguments. */
    private record Made(List<Object> value) { }

    private final PMap<Object, Diagnostic> first;

    private UndefinedReports(PMap<Object, Diagnostic> first) {
        this.first = first;
    }

    /** These reports with {@code d} when it is an UNDEFINED_READ not reported before (the first of each stays). */
    UndefinedReports with(Diagnostic d) {
        Object k = keyOf(d);
        return k == null || first.get(k) != null ? this : new UndefinedReports(first.put(k, d));
    }

    /** How many reads and values are reported. */
    public int size() {
        return first.size();
    }

    /**
     * The diagnostics reported for {@code agent}'s read at {@code source} of the location named {@code location}: none
     * or one.
     */
    List<Diagnostic> read(int agent, SourceSpan source, String location) {
        return found(new Read(agent, source, location));
    }

    /** The diagnostics reported for the made value whose first four arguments are {@code made}: none or one. */
    List<Diagnostic> made(List<Object> made) {
        return found(new Made(made));
    }

    private List<Diagnostic> found(Object key) {
        Diagnostic d = first.get(key);
        return d == null ? List.of() : List.of(d);
    }

    /**
     * What makes {@code d} one report: a made value for {@link MadeUndefined#KEY}, else a read for an UNDEFINED_READ of
     * one invocation naming a location (its second argument); null for any other diagnostic.
     */
    private static Object keyOf(Diagnostic d) {
        if (d.kind() != Diagnostic.Kind.UNDEFINED_READ) {
            return null;
        }
        if (MadeUndefined.KEY.equals(d.key()) && d.args().size() > 3) {
            return new Made(List.copyOf(d.args().subList(0, 4)));
        }
        return d.agents().size() == 1 && d.args().size() > 1
                ? new Read(d.agents().get(0), d.source(), d.args().get(1)) : null;
    }
}
