package dev.syncscope.core.check;

import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.FaultReason;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.UndefinedReadUse;

import java.util.List;

/**
 * An error of the program itself that the check found, whatever its races and outcomes: barrier divergence
 * or a fault in some consistent execution, or a fault on a path that the check could neither confirm nor
 * exclude. The window lists it among the problems and reveals its site. Immutable.
 *
 * @param kind   what it is
 * @param text   one line, as {@code check} prints it ({@code fault: T1 stops at append.comp:8: out-of-bounds access
 *               kept[1] (it has 1 location)}, {@code barrier divergence: T1 finishes without meeting …})
 * @param agents the invocations involved: the one that faults; the one that misses the barrier, then one that meets it
 * @param where  the faulting instruction, or the barrier met; {@link SourceSpan#UNKNOWN} when not known
 * @param key    the message key the window words it by ({@code check.finding.fault}, …; see the constants of this
 *               record), or null for a finding worded only in English
 * @param args   the key's arguments: {@link String} (names, places {@code k.comp:8:5}, shown as written),
 *               {@link Integer}/{@link Long} (numbers), a {@link dev.syncscope.core.model.Scope}, or the
 *               {@link FaultReason} of a fault (its English {@link String} when the interpreter words it only in
 *               English); empty without a key
 * @param also   a second site the text names, which the window marks too ({@link SourceSpan#UNKNOWN}: none): where
 *               the invocation that misses a barrier finishes
 */
public record Finding(Kind kind, String text, List<Integer> agents, SourceSpan where, String key, List<Object> args,
                      SourceSpan also) {

    /** {@code fault: T1 stops at k.comp:8: why}. 0: the invocation; 1: its place; 2: why ({@link FaultReason}). */
    public static final String FAULT = "check.finding.fault";
    /**
     * {@code barrier divergence: T1 finishes at k.comp:7 without meeting control barrier instance 0, which T0 of the same
     * workgroup meets at k.comp:9}. 0: the invocation that misses it; 1: the instance; 2: the one that meets it; 3: the
     * execution scope ({@link dev.syncscope.core.model.Scope}); 4: the place; 5: 1 when the place where the first
     * finishes is known, else 0; 6: that place ("" when not known).
     */
    public static final String DIVERGENCE_FINISHES = "check.finding.divergence.finishes";
    /**
     * Two invocations meet one barrier instance at different dynamic instances of OpControlBarrier. 0, 1: the
     * invocations; 2: the instance; 3, 4: their places.
     */
    public static final String DIVERGENCE_DYNAMIC_INSTANCE = "check.finding.divergence.dynamicInstance";
    /**
     * A read of workgroup memory nobody wrote whose value matters. 0: the invocation; 1: the location; 2: the place;
     * 3 to 6: how it matters, as the stepper's {@code diagnostic.undefinedRead} 3 to 6
     * ({@link dev.syncscope.core.model.UndefinedReadUse#args()}; 3 is 0 for a program that does not follow its values).
     */
    public static final String UNDEFINED_READ_KEY = "check.finding.undefinedRead";
    /**
     * An undefined value an invocation made itself ({@link dev.syncscope.core.model.UndefinedValue}) whose value
     * matters. 0: the invocation; 1: what made it (its kind's ordinal); 2: the variable's name (the subgroup operation's
     * instruction); 3: where it was made (else where it matters); 4 to 7: how it matters, as for
     * {@link #UNDEFINED_READ_KEY}'s 3 to 6; 8: the subgroup invocation a subgroup operation's value was to come from;
     * 9: the invocation that made it when a subgroup operation passed it on ("" when the user made it); 10: 1 then, else
     * 0.
     */
    public static final String UNDEFINED_VALUE_KEY = "check.finding.undefinedValue";
    /** {@link #UNDEFINED_VALUE_KEY}'s argument 8: the subgroup invocation (lane) a subgroup operation's value was to come from. */
    static final int UNDEFINED_VALUE_LANE = 8;
    /** {@link #UNDEFINED_VALUE_KEY}'s argument 9: the invocation that made the value a subgroup operation passed on. */
    static final int UNDEFINED_VALUE_MADE_BY = 9;
    /**
     * An invocation that, in every execution, reaches a spin loop that can never exit ({@link EndlessSpins}). 0: the
     * invocation; 1: the place of the loop's cut read; 2: the location it reads there.
     */
    public static final String ENDLESS_SPIN_KEY = "check.finding.endlessSpin";
    /**
     * As {@link #ENDLESS_SPIN_KEY}, where the values that would end the loop are written only after a control barrier
     * the invocation never reaches ({@link EndlessSpins}); 3: the place of that barrier.
     */
    public static final String ENDLESS_SPIN_BARRIER_KEY = "check.finding.endlessSpinBarrier";
    /**
     * An invocation that, in every execution, spins for ever in one of several loops it may go from one to the next
     * of, but never finishes from ({@link EndlessSpins}). 0: the invocation; 1: the loops' cut reads, each as its place
     * and the location read there in parentheses, separated by ", " ({@code k.comp:31 (ready), k.comp:33 (flag)}).
     */
    public static final String ENDLESS_SPINS_KEY = "check.finding.endlessSpins";

    /**
     * Barrier divergence, a fault, or a read of undefined memory in some consistent execution, or a spin loop that one
     * invocation enters in every execution and can never leave (the program is wrong), or an unconfirmed fault.
     */
    public enum Kind { BARRIER_DIVERGENCE, FAULT, UNCONFIRMED_FAULT, UNDEFINED_READ, ENDLESS_SPIN }

    public Finding {
        agents = List.copyOf(agents);
        args = List.copyOf(args);
        also = also == null ? SourceSpan.UNKNOWN : also;
        if (key == null && !args.isEmpty()) {
            throw new IllegalArgumentException("arguments without a message key: " + args);
        }
    }

    /** A finding with one site. */
    public Finding(Kind kind, String text, List<Integer> agents, SourceSpan where, String key, List<Object> args) {
        this(kind, text, agents, where, key, args, SourceSpan.UNKNOWN);
    }

    /**
     * A read of undefined memory whose value matters ({@link #UNDEFINED_READ_KEY}): {@code agent} ({@code name}) read
     * {@code location} at {@code where}, and {@code use} says how its value matters ({@link UndefinedReadUse#args()},
     * {@code [0, "", "", ""]} when not known). The checker's own and a stepper run's ({@code StepperWitness}) are worded
     * here alike.
     */
    public static Finding undefinedRead(int agent, String name, String location, SourceSpan where, List<Object> use) {
        List<Object> args = new java.util.ArrayList<>(List.of(name, location, String.valueOf(where)));
        args.addAll(use);
        return new Finding(Kind.UNDEFINED_READ, "undefined read: " + name + " reads " + location + " at " + where
                + ", workgroup memory with no write visible to it" + UndefinedReadUse.english((Integer) use.get(0),
                (String) use.get(1), (String) use.get(2), (String) use.get(3)), List.of(agent), where,
                UNDEFINED_READ_KEY, args);
    }

    /** A finding worded only in English (no key). */
    public Finding(Kind kind, String text, List<Integer> agents, SourceSpan where) {
        this(kind, text, agents, where, null, List.of());
    }

    /**
     * For an undefined value ({@link #UNDEFINED_VALUE_KEY}) a subgroup operation took from outside the tangle, or a ballot
     * bit it asked of an invocation outside it: that subgroup invocation (its argument 8); else null.
     */
    public Long undefinedValueLane() {
        return UNDEFINED_VALUE_KEY.equals(key) && args.size() > UNDEFINED_VALUE_LANE
                ? Long.valueOf(String.valueOf(args.get(UNDEFINED_VALUE_LANE))) : null;
    }

    /**
     * For an undefined value ({@link #UNDEFINED_VALUE_KEY}) another invocation made and a subgroup operation passed on:
     * that invocation's name (its argument 9, {@link dev.syncscope.core.model.UndefinedValue#madeBy}); "" when the
     * invocation made it itself, and for any other finding.
     */
    public String undefinedValueMadeBy() {
        return UNDEFINED_VALUE_KEY.equals(key) && args.size() > UNDEFINED_VALUE_MADE_BY
                ? String.valueOf(args.get(UNDEFINED_VALUE_MADE_BY)) : "";
    }

    @Override
    public String toString() {
        return text;
    }
    /**
     * {@code fault: T1 stops at append.comp:8: out-of-bounds access kept[1] (it has 1 location)}: invocation
     * {@code agentName} ({@code agent}) whose path ends in the FAULT state {@code end}. Key {@link #FAULT}: the name, the
     * position, and the reason ({@link FaultReason}, or the interpreter's English without its position).
     */
    static Finding fault(Kind kind, String agentName, int agent, dev.syncscope.core.model.ThreadState end) {
        FaultReason reason = end.faultReason();
        String why = end.diagnostic();
        if (reason == null && why.startsWith(end.stoppedAt() + ": ")) {
            why = why.substring((end.stoppedAt() + ": ").length());
        }
        return new Finding(kind, "fault: " + agentName + " stops at " + end.diagnostic(), List.of(agent),
                end.stoppedAt(), FAULT, List.of(agentName, end.stoppedAt().toString(), reason != null ? reason : why));
    }

    /**
     * {@code endless spin: T1 spins at k.hlsl:14 reading flag[0] in every execution, and the loop can never exit: …}:
     * invocation {@code agentName} ({@code agent}), every one of whose paths reaches the loop whose read (a load or
     * read-modify-write) was cut at the spin bound ({@link EndlessSpins}). With the cut reads of several loops
     * ({@code reads}, in the order cut), the invocation may leave one for another but never finishes:
     * {@code endless spin: T3 never finishes in any execution: it spins for ever in the loops at k.comp:31 (ready),
     * k.comp:33 (flag); …}, placed at the first (a loop it may leave is no loop that can never exit).
     */
    static Finding endlessSpin(String agentName, int agent, List<Action> reads) {
        return endlessSpin(agentName, agent, reads, null);
    }

    /**
     * As {@link #endlessSpin(String, int, List)}; with {@code barrier} (one read), the values that would end the loop
     * are written only after that barrier, which the invocation never reaches: {@code … the initial value and every
     * value a write can store there before T1 reaches the barrier at k.comp:9 keep it looping (a later write comes
     * only once T1 arrives there)}.
     */
    static Finding endlessSpin(String agentName, int agent, List<Action> reads, Action.ControlBarrier barrier) {
        List<String> places = new java.util.ArrayList<>();
        for (Action read : reads) {
            places.add(placeOf(read) + " (" + locationOf(read) + ")");
        }
        SourceSpan at = placeOf(reads.get(0));
        if (reads.size() == 1 && barrier != null) {
            String location = locationOf(reads.get(0));
            return new Finding(Kind.ENDLESS_SPIN, "endless spin: " + agentName + " spins at " + at + " reading "
                    + location + " in every execution, and the loop can never exit: the initial value and every value"
                    + " a write can store there before " + agentName + " reaches the barrier at " + barrier.source()
                    + " keep it looping (a later write comes only once " + agentName + " arrives there)",
                    List.of(agent), at, ENDLESS_SPIN_BARRIER_KEY,
                    List.of(agentName, at.toString(), location, barrier.source().toString()));
        }
        if (reads.size() == 1) {
            String location = locationOf(reads.get(0));
            return new Finding(Kind.ENDLESS_SPIN, "endless spin: " + agentName + " spins at " + at + " reading "
                    + location + " in every execution, and the loop can never exit: the initial value and every value"
                    + " any write can store there keep it looping", List.of(agent), at, ENDLESS_SPIN_KEY,
                    List.of(agentName, at.toString(), location));
        }
        String joined = String.join(", ", places);
        return new Finding(Kind.ENDLESS_SPIN, "endless spin: " + agentName + " never finishes in any execution: it"
                + " spins for ever in the loops at " + joined + "; no value any write can store there lets it finish",
                List.of(agent), at, ENDLESS_SPINS_KEY, List.of(agentName, joined));
    }

    private static SourceSpan placeOf(Action read) {
        return read instanceof Action.Load l ? l.source() : ((Action.ReadModifyWrite) read).source();
    }

    private static String locationOf(Action read) {
        return read instanceof Action.Load l ? l.reference().locationName(l.index())
                : ((Action.ReadModifyWrite) read).reference().locationName(((Action.ReadModifyWrite) read).index());
    }
}
