package dev.syncscope.core.exec;

import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Location;

import java.util.ArrayList;
import java.util.List;

/**
 * The spin rule (the {@code exec} package documentation states it in full): invocations that can only
 * reread a value that can never change for them are stopped with a SPIN diagnostic instead of running
 * until the step limit or the heap does. A spin reads with a load, with a compare-exchange that fails,
 * or with a read-modify-write that writes back the value it read ({@code atomicOr(flag, 0)}, HLSL's
 * {@code InterlockedOr(flag[0], 0, v)}). Owned by the engine's thread.
 */
final class SpinRule {

    private final Engine e;

    SpinRule(Engine e) {
        this.e = e;
    }

    /** A spinner and the watch that shows it spins. */
    private record Spinner(int id, AgentRuntime.SpinWatch watch, boolean writesBack) { }

    /** After a step of an agent whose watch reached the threshold: stops every spinner when all that can run spin. */
    void afterStep(Tx tx) {
        List<Spinner> spinners = new ArrayList<>();
        boolean writes = false;
        for (int i = 0; i < e.runnableCount(); i++) {
            AgentRuntime r = tx.agent(e.runnableAt(i));
            Spinner s = hopeless(r, r.spin());
            if (s == null) {
                return;
            }
            spinners.add(s);
            writes |= s.writesBack || s.watch.wrote();
        }
        if (writes) {
            // the spinners still write (a value they read, back, or a store of their loop): a write can carry
            // synchronizes-with, and a new happens-before edge may make an older write visible to a reader whose
            // values depend on visibility (VK MM: Synchronizes-With, Visible-To), so every spinner must read by
            // coherence alone, where new edges only hide writes (SpinDiagnosticTest, spin-relay.comp)
            for (Spinner s : spinners) {
                if (!Choices.readsByCoherenceAlone(e, s.id)) {
                    return;
                }
            }
        }
        spinners.sort(java.util.Comparator.comparingInt(Spinner::id));
        for (Spinner s : spinners) {
            AgentRuntime r = tx.agent(s.id);
            tx.put(r.withStatus(AgentStatus.SPINNING));
            AgentRuntime.SpinWatch w = s.watch;
            String how = !w.rmw() ? "" : s.writesBack ? " (an atomic read-modify-write that writes it back)"
                    : " (a compare-exchange that fails)";
            Diagnostics.add(tx, e, Diagnostic.Kind.SPIN, e.agentInfo[s.id].name() + " spins reading " + w.location()
                    + " = " + w.value() + how + ", a value that can never change for it: no other invocation can still "
                    + "make a newer write " + (writes ? "of another value " : "") + "visible to it", List.of(s.id),
                    w.source());
        }
    }

    /**
     * The spinner {@code r} is when {@code w} shows it repeats a read that can only return what it returned
     * before, else null: the watch reached the threshold, the next action is that read again, the invocation is
     * back where the last of those reads started, and no value other than the repeated one is the read's default
     * or a model-allowed value now (VK MM: Scoped Modification Order Coherence for atomics, Visible-To for
     * non-atomic reads; race-only values are undefined behaviour and do not count).
     */
    private Spinner hopeless(AgentRuntime r, AgentRuntime.SpinWatch w) {
        if (w == null || w.repeats() < e.options.spinThreshold()) {
            return null;
        }
        Action next;
        try {
            next = r.thread().next();
        } catch (RuntimeException ex) {
            return null;
        }
        boolean writesBack = false;
        if (!w.rmw() && next instanceof Action.Load l) {
            if (!rereads(w, l.source(), l.reference(), l.index())) {
                return null;
            }
        } else if (w.rmw() && next instanceof Action.ReadModifyWrite m) {
            if (!rereads(w, m.source(), m.reference(), m.index())) {
                return null;
            }
            Long written = m.written(w.value());
            if (written != null && written != w.value()) {
                return null;
            }
            writesBack = written != null;
        } else {
            return null;
        }
        // back where the last read started, variables and all: a deterministic program that reads the same
        // value again does the same again. A loop whose own variables moved on (a counter) may still end.
        if (!r.thread().backAt(w.before())) {
            return null;
        }
        for (ReadChoice c : Choices.forAgent(e, r.id())) {
            if ((c.isDefault() || c.consistent()) && c.value() != w.value()) {
                return null;
            }
        }
        return new Spinner(r.id(), w, writesBack);
    }

    private static boolean rereads(AgentRuntime.SpinWatch w, dev.syncscope.core.model.SourceSpan source,
                                   dev.syncscope.core.model.Reference reference, int index) {
        if (!w.source().equals(source) || index < 0 || index >= reference.length()) {
            return false;
        }
        Location loc = reference.location(index);
        return loc.equals(w.location());
    }
}
