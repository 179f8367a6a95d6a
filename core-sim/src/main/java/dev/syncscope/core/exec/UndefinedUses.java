package dev.syncscope.core.exec;

import dev.syncscope.core.memory.WriteRecord;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.ThreadState;
import dev.syncscope.core.model.UndefinedReadUse;
import dev.syncscope.core.model.UndefinedUse;
import dev.syncscope.core.model.UndefinedValue;

import java.util.List;

/**
 * Where the stepper reports an undefined value (docs/memory-model.md, "Undefined reads"): a read of undefined memory
 * ({@link UndefinedRead}) or a value an invocation made itself ({@link MadeUndefined}), only where it is stored or
 * decides what the invocation does, once per read or value. Owned by the engine's thread.
 */
final class UndefinedUses {

    private final Engine e;
    /** How many diagnostics the look-ups for a report made before have examined (each finds none or one). */
    private long examined;

    UndefinedUses(Engine engine) {
        this.e = engine;
    }

    /** How many diagnostics were examined to find whether a read or value was reported before. */
    long examined() {
        return examined;
    }

    /**
     * Where the value of a read of {@code from} is undefined from, else null: the value an invocation made that the
     * write stored ({@link WriteRecord#made()}: it stays that value through memory, as the checker's UndefinedFlow
     * follows it, and is reported as that value wherever it matters), else this read ({@link UndefinedRead}).
     */
    Object read(AgentRuntime rt, WriteRecord from, Location loc, SourceSpan src) {
        if (!from.undefined() || !e.options.memoryModel()) {
            return null;
        }
        return from.made() != null ? from.made()
                : new UndefinedRead(rt.id(), e.agentInfo[rt.id()].name(), loc, src, from.initial());
    }

    /**
     * A store at {@code site} of a value undefined from {@code origin} (when non-null) to {@code loc}: an undefined
     * read, or an undefined value the invocation made ({@link MadeUndefined}), that matters.
     */
    void stored(Tx tx, AgentRuntime rt, Object origin, Location loc, SourceSpan site) {
        if (origin instanceof UndefinedRead from) {
            readUsed(tx, from, UndefinedReadUse.stored(e.agentInfo[rt.id()].name(), String.valueOf(loc), site));
        } else if (origin instanceof UndefinedValue v) {
            made(tx, rt.id(), v, null, String.valueOf(loc), site);
        }
    }

    /** The first use of an undefined value {@code after} makes, when {@code before} had made none: reported. */
    void decides(Tx tx, AgentRuntime rt, ThreadState before, ThreadState after) {
        UndefinedUse use = after.undefinedUse();
        if (before.undefinedUse() != null || use == null) {
            return;
        }
        if (use.origin() instanceof UndefinedRead from) {
            readUsed(tx, from, UndefinedReadUse.of(use));
        } else if (use.origin() instanceof UndefinedValue v) {
            made(tx, rt.id(), v, use, "", use.at());
        }
    }

    /**
     * UNDEFINED_READ for {@code from}, whose value matters as {@code use} says (docs/memory-model.md, "Undefined
     * reads"), in the words the checker's undefined read shares ({@link UndefinedReadUse}). Key
     * diagnostic.undefinedRead: the invocation, the location, the form of the read (0: no write visible, 1: a write
     * stored an undefined value), then {@link UndefinedReadUse#args()}: how it matters (1: stored, 2 +
     * {@link UndefinedUse.Kind#ordinal()}: decides), the storer and target, and where it is stored or decides. "No
     * write visible", not "nobody wrote": a newer write may exist that the reader did not see (its stale read says
     * which).
     */
    private void readUsed(Tx tx, UndefinedRead from, UndefinedReadUse use) {
        List<Diagnostic> reported = tx.globals().undefinedReports().read(from.agent(), from.source(),
                String.valueOf(from.location()));
        examined += reported.size();
        for (Diagnostic d : reported) {
            if (d.kind() == Diagnostic.Kind.UNDEFINED_READ && d.source().equals(from.source())
                    && d.agents().equals(List.of(from.agent())) && d.args().size() > 1
                    && d.args().get(1).equals(String.valueOf(from.location()))) {
                return; // that read's value already mattered once (a value stored twice, a loop): one row is enough
            }
        }
        List<Object> args = new java.util.ArrayList<>(List.of(from.agentName(), String.valueOf(from.location()),
                from.initial() ? 0 : 1));
        args.addAll(use.args());
        Diagnostics.add(tx, e, Diagnostic.Kind.UNDEFINED_READ, from.text() + use.english(), List.of(from.agent()),
                from.source(), "diagnostic.undefinedRead", args.toArray());
    }

    /** {@link MadeUndefined}'s diagnostic for {@code agent}'s value {@code v}, unless that value was reported before. */
    private void made(Tx tx, int agent, UndefinedValue v, UndefinedUse use, String target, SourceSpan site) {
        Agent a = e.agentInfo[agent];
        List<Diagnostic> reported = tx.globals().undefinedReports().made(MadeUndefined.value(a, v, use, site));
        examined += reported.size();
        Diagnostic d = MadeUndefined.of(reported, a, v, use, target, site, e.position());
        if (d != null) {
            tx.put(tx.globals().withDiagnostic(d));
        }
    }
}
