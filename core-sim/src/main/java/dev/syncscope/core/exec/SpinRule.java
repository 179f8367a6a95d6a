package dev.syncscope.core.exec;

import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.SourceSpan;

import java.util.ArrayList;
import java.util.List;

/**
 * The spin rule (the {@code exec} package documentation states it in full): invocations that can only
 * reread values that can never change for them are stopped with a SPIN diagnostic instead of running
 * until the step limit or the heap does. A spin's loop reads with loads, with compare-exchanges that fail,
 * or with read-modify-writes that write back the value they read ({@code atomicOr(flag, 0)}, HLSL's
 * {@code InterlockedOr(flag[0], 0, v)}), up to {@link SpinWatch#MAX_PERIOD} of them an iteration (a wait
 * for two flags reads both). Owned by the engine's thread.
 */
final class SpinRule {

    /** The words of each {@link #how}. */
    private static final String[] HOW = {"", " (an atomic read-modify-write that writes it back)",
        " (a compare-exchange that fails)"};

    private final Engine e;

    SpinRule(Engine e) {
        this.e = e;
    }

    /**
     * A spinner: the watch of its latest read, the first read of its loop's iteration (its twin is the next
     * action), and whether one of the loop's reads writes back what it read.
     */
    private record Spinner(int id, SpinWatch watch, SpinWatch first, boolean writesBack) {

        /** The reads of one iteration of the loop, first to last. */
        List<SpinWatch> loop() {
            int p = watch.cyclePeriod();
            List<SpinWatch> out = new ArrayList<>(p);
            for (int i = p - 1; i >= 0; i--) {
                out.add(watch.back(i));
            }
            return out;
        }
    }

    /** After a step of an agent whose watch reached the threshold: stops every spinner when all that can run spin. */
    void afterStep(Tx tx) {
        // the cheapest condition first, for every invocation that can step: one whose reads do not repeat (an
        // invocation that still works, the one the spinners wait for) ends the check before any program state is
        // compared; then the conditions that read no location, before the values of any read are worked out
        int threshold = e.options.spinThreshold();
        for (int i = 0; i < e.runnableCount(); i++) {
            SpinWatch w = tx.agent(e.runnableAt(i)).spin();
            if (w == null || w.repeats() < threshold) {
                return;
            }
        }
        List<Spinner> spinners = new ArrayList<>();
        boolean writes = false;
        for (int i = 0; i < e.runnableCount(); i++) {
            AgentRuntime r = tx.agent(e.runnableAt(i));
            Spinner s = repeating(r);
            if (s == null) {
                return;
            }
            spinners.add(s);
            writes |= s.writesBack || s.watch.cycleWrote();
        }
        for (Spinner s : spinners) {
            if (!onlyTheValuesItRead(s)) {
                return;
            }
        }
        if (writes) {
            // the spinners still write (a value they read, back, or a store of their loop): a write can carry
            // synchronizes-with, and a new happens-before edge may make an older write visible to a reader whose
            // values depend on visibility (VK MM: Synchronizes-With, Visible-To), so every read of every spinner's
            // loop must read by coherence alone, where new edges only hide writes (SpinDiagnosticTest,
            // spin-relay.comp)
            for (Spinner s : spinners) {
                for (SpinWatch read : s.loop()) {
                    if (!Choices.readsByCoherenceAlone(e, s.id, read.action())) {
                        return;
                    }
                }
            }
        }
        spinners.sort(java.util.Comparator.comparingInt(Spinner::id));
        for (Spinner s : spinners) {
            tx.put(tx.agent(s.id).withStatus(AgentStatus.SPINNING));
        }
        if (e.launch.barriersOfExecutingThreads() && e.progress().releaseOneWaiting(tx)) {
            // a litmus test's barrier instance is formed by the threads that reach it (the Alloy model's scbarinst,
            // Launch.barriersOfExecutingThreads): threads waiting at one can go on without the spinners, and what they
            // write may end the spin, so it is no hopeless spin yet
            for (Spinner s : spinners) {
                tx.put(tx.agent(s.id).withStatus(AgentStatus.RUNNING));
            }
            return;
        }
        for (Spinner s : spinners) {
            report(tx, s, writes);
        }
    }

    /**
     * The SPIN diagnostic of {@code s}. Key {@code diagnostic.spin} for a loop of one read: the invocation, the
     * location, the value, how it reads ({@link #how}) and 1 when the spinners still write (else 0). Key {@code
     * diagnostic.spin.values} for several loads: the invocation, the reads but the last ("a = 1, b = 0"), the last
     * and the same flag. A loop of several reads with a read-modify-write among them has no key.
     */
    private void report(Tx tx, Spinner s, boolean writes) {
        List<SpinWatch> loop = s.loop();
        if (loop.stream().anyMatch(SpinWatch::undefined)) {
            reportUndefined(tx, s, loop, writes);
            return;
        }
        StringBuilder reads = new StringBuilder();
        boolean loads = true;
        for (int i = 0; i < loop.size(); i++) {
            SpinWatch w = loop.get(i);
            reads.append(i == 0 ? "" : i == loop.size() - 1 ? " and " : ", ").append(read(w))
                    .append(HOW[how(w)]);
            loads &= how(w) == 0;
        }
        boolean one = loop.size() == 1;
        String name = e.agentInfo[s.id].name();
        String message = name + " spins reading " + reads + (one ? ", a value that can" : ", values that can")
                + " never change for it: no other invocation can still make a newer write "
                + (writes ? "of another value " : "") + "visible to it";
        int other = writes ? 1 : 0;
        if (one) {
            SpinWatch w = loop.get(0);
            Diagnostics.add(tx, e, Diagnostic.Kind.SPIN, message, List.of(s.id), s.first.source(), "diagnostic.spin",
                    name, String.valueOf(w.location()), w.location().valueText(w.value()), how(w), other);
        } else if (loads) {
            List<String> earlier = new ArrayList<>();
            for (SpinWatch w : loop.subList(0, loop.size() - 1)) {
                earlier.add(read(w));
            }
            Diagnostics.add(tx, e, Diagnostic.Kind.SPIN, message, List.of(s.id), s.first.source(),
                    "diagnostic.spin.values", name, String.join(", ", earlier), read(loop.get(loop.size() - 1)), other);
        } else {
            Diagnostics.add(tx, e, Diagnostic.Kind.SPIN, message, List.of(s.id), s.first.source());
        }
    }

    /**
     * The SPIN diagnostic of {@code s} when a read of its loop returned an undefined value (Workgroup memory no write
     * defined, VK MM: Allocation; or a write that stored an undefined value): that value can be anything, so the
     * loop is not said to read a value (the simulator's 0) that can never change; the run still stops it, as run
     * with that 0 (its outcome is not defined), and the finding is the undefined value deciding the loop, reported
     * where it decides (docs/memory-model.md, "Undefined reads"). Key {@code diagnostic.spin.undefined} for loads:
     * the invocation, the reads ("a = 1 and b", an undefined one without a value), the undefined locations, 1 when
     * the spinners still write (else 0); none with a read-modify-write among the reads.
     */
    private void reportUndefined(Tx tx, Spinner s, List<SpinWatch> loop, boolean writes) {
        StringBuilder reads = new StringBuilder();
        List<String> undefined = new ArrayList<>();
        boolean loads = true;
        for (int i = 0; i < loop.size(); i++) {
            SpinWatch w = loop.get(i);
            reads.append(i == 0 ? "" : i == loop.size() - 1 ? " and " : ", ")
                    .append(w.undefined() ? String.valueOf(w.location()) : read(w)).append(HOW[how(w)]);
            loads &= how(w) == 0;
            if (w.undefined() && !undefined.contains(String.valueOf(w.location()))) {
                undefined.add(String.valueOf(w.location()));
            }
        }
        String name = e.agentInfo[s.id].name();
        String where = String.join(", ", undefined);
        String message = name + " spins reading " + reads + ", where " + where + " is undefined (it can be anything:"
                + " SyncScope reads 0, and another value may end the loop); no other invocation can still make a newer"
                + " write " + (writes ? "of another value " : "") + "visible to it";
        if (loads) {
            Diagnostics.add(tx, e, Diagnostic.Kind.SPIN, message, List.of(s.id), s.first.source(),
                    "diagnostic.spin.undefined", name, reads.toString(), where, writes ? 1 : 0);
        } else {
            Diagnostics.add(tx, e, Diagnostic.Kind.SPIN, message, List.of(s.id), s.first.source());
        }
    }

    /** {@code location = value} of a read of a spin. */
    private static String read(SpinWatch w) {
        return w.location() + " = " + w.location().valueText(w.value());
    }

    /** How a read of a spin reads: 0 a load, 1 a read-modify-write that writes back what it read, 2 a failing one. */
    private static int how(SpinWatch w) {
        if (!w.rmw()) {
            return 0;
        }
        return ((Action.ReadModifyWrite) w.action()).written(w.value()) != null ? 1 : 2;
    }

    /**
     * The spinner {@code r} is when its reads show that it repeats a loop without change, else null: the reads of
     * the last iteration repeated the spin threshold's number of times in a row (compared read by read), the next
     * action is the iteration's first read again, and the invocation is back where that read started, variables
     * and all: a deterministic program whose reads return what they returned does the same again (a loop whose own
     * variables moved on, a counter, may still end). Reads no location (see {@link #onlyTheValuesItRead}).
     */
    private Spinner repeating(AgentRuntime r) {
        SpinWatch w = r.spin();
        int threshold = e.options.spinThreshold();
        if (w == null || w.repeats() < threshold || !w.repeatsExactly(threshold)) {
            return null;
        }
        SpinWatch first = w.back(w.cyclePeriod() - 1);
        Action next;
        try {
            next = r.thread().next();
        } catch (RuntimeException ex) {
            return null;
        }
        if (!first.rmw() && next instanceof Action.Load l) {
            if (!rereads(first, l.source(), l.reference(), l.index())) {
                return null;
            }
        } else if (first.rmw() && next instanceof Action.ReadModifyWrite m) {
            if (!rereads(first, m.source(), m.reference(), m.index())) {
                return null;
            }
            Long written = m.written(first.value());
            if (written != null && written != first.value()) {
                return null;
            }
        } else {
            return null;
        }
        if (!r.thread().backAt(first.before())) {
            return null;
        }
        boolean writesBack = false;
        for (int i = 0; i < w.cyclePeriod(); i++) {
            SpinWatch read = w.back(i);
            // a read-modify-write is watched only when it left the value as it was: written back, or none
            writesBack |= read.rmw() && ((Action.ReadModifyWrite) read.action()).written(read.value()) != null;
        }
        return new Spinner(r.id(), w, first, writesBack);
    }

    /**
     * Whether no value other than the one each read of the spinner's loop returned is that read's default or a
     * model-allowed value now (VK MM: Scoped Modification Order Coherence for atomics, Visible-To for non-atomic
     * reads; race-only values are undefined behaviour and do not count). Now stands for the read's turn in the next
     * iteration: after an iteration that repeated the one before it, the reads acquire and make visible nothing
     * new (they read the same writes), so the invocation's happens-before knowledge is what it will be then.
     */
    private boolean onlyTheValuesItRead(Spinner s) {
        for (SpinWatch read : s.loop()) {
            List<ReadChoice> choices = read == s.first ? Choices.forAgent(e, s.id)
                    : Choices.forRead(e, s.id, read.action());
            for (ReadChoice c : choices) {
                if ((c.isDefault() || c.consistent()) && c.value() != read.value()) {
                    return false;
                }
            }
        }
        return true;
    }

    private static boolean rereads(SpinWatch w, SourceSpan source, dev.syncscope.core.model.Reference reference,
                                   int index) {
        if (!w.source().equals(source) || index < 0 || index >= reference.length()) {
            return false;
        }
        Location loc = reference.location(index);
        return loc.equals(w.location());
    }
}
