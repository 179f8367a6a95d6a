package dev.syncscope.core.model;

import java.util.List;
import java.util.Map;

/**
 * The state of one invocation's program between two actions: a deterministic machine that,
 * given the values its reads return, emits the invocation's actions in program order. Immutable:
 * {@link #advance(long)} returns a new state, so engines can keep, share and restore states freely.
 *
 * <p>Local computation (arithmetic, branches, register moves) happens inside {@code advance} and is
 * invisible to the memory model. A state whose local computation ran past its bound (loop unrolling,
 * instruction budget) reports {@link Status#BOUND_EXCEEDED} instead of looping forever.
 */
public interface ThreadState {

    /** Where the invocation is. */
    enum Status { RUNNING, DONE, BOUND_EXCEEDED, FAULT }

    Status status();

    /** The next action; only when {@link #status()} is RUNNING. */
    Action next();

    /**
     * Whether {@code other} is this code at the same point with the same values, so that it runs as this state does
     * (a state of another parse of the same text). {@code equals} by default; a state whose {@code equals} is identity
     * may say more ({@link Program#sameAs}).
     */
    default boolean sameAs(ThreadState other) {
        return equals(other);
    }

    /**
     * The state after performing {@link #next()}. {@code readValue} is the value the load or RMW
     * returned (the old value for an RMW); it is ignored for other actions.
     */
    ThreadState advance(long readValue);

    /**
     * As {@link #advance(long)}, where {@code undefinedOrigin} is non-null when the value read is undefined (memory no
     * write defined, or a write that stored an undefined value): the engine's token for that read, which the state
     * carries with every value computed from it ({@link #undefinedUse()}, {@link #writtenUndefined(Object)}). A state
     * that does not follow definedness ({@link #tracksDefinedness()}) ignores it.
     */
    default ThreadState advance(long readValue, Object undefinedOrigin) {
        return advance(readValue);
    }

    /**
     * Whether this state follows which of its values are undefined ({@link #advance(long, Object)}); when not, an
     * engine must treat every read of undefined memory as used.
     */
    default boolean tracksDefinedness() {
        return false;
    }

    /**
     * For a {@link #next()} that writes (a store, a read-modify-write): the origin token of the undefined value it
     * stores, or null when the value is defined. {@code readOrigin} is the token of its own read (an RMW's old value),
     * or null: an exchange stores its operand whatever it read, an RMW that combines the old value (add, or, …)
     * stores an undefined value when the old value was.
     */
    default Object writtenUndefined(Object readOrigin) {
        return null;
    }

    /**
     * The memory barriers this invocation will perform from {@link #next()} on whatever its reads return, in program
     * order, as far as its code runs straight on (a litmus thread up to its next jump or branch, a script to its end)
     * and up to its next atomic read after {@link #next()} (a barrier after that may order what that read synchronizes
     * with, a second flag);
     * empty when not known (a kernel's interpreter). For the words of a race whose acquire barrier comes after the
     * access it should order (VK MM: Inter-Thread-Happens-Before, "program-ordered before").
     */
    default List<Action.MemoryBarrier> barriersAhead() {
        return List.of();
    }

    /** The first use of an undefined value that decides what the invocation does, or null ({@link UndefinedUse}). */
    default UndefinedUse undefinedUse() {
        return null;
    }

    /**
     * Whether this invocation made an undefined value itself so far ({@link UndefinedValue}: OpUndef, a local variable
     * read before any store, …), which it follows as it follows a read of undefined memory; false for a state that
     * makes none.
     */
    default boolean madeUndefined() {
        return false;
    }

    /**
     * For a pending {@link Action.Collective}: per scalar of its contribution, the origin token of an undefined one
     * (null: defined; an empty list: all defined), for the other participants'
     * {@link #advanceCollective(List, Map)}.
     */
    default List<Object> contributionUndefined() {
        return List.of();
    }

    /**
     * As {@link #advanceCollective(List)}, where {@code undefined} gives, by member id, the
     * {@link #contributionUndefined()} of each participant that brought an undefined scalar: the result is undefined
     * where it depends on one. A state that does not follow definedness ignores it.
     */
    default ThreadState advanceCollective(List<Contribution> participants, Map<Integer, List<Object>> undefined) {
        return advanceCollective(participants);
    }

    /**
     * The state after the {@link Action.Collective} {@link #next()} completed: {@code participants} are
     * the contributions of every invocation of its tangle (this one included), by ascending member id.
     * Only states that emit collectives implement it.
     */
    default ThreadState advanceCollective(List<Contribution> participants) {
        throw new UnsupportedOperationException(getClass().getSimpleName() + " emits no collective operations");
    }

    /** Register (or variable) values visible to conditions and the UI, e.g. {@code r0 → 1}. */
    Map<String, Long> registers();

    /**
     * The names among {@link #registers()} whose value is undefined (a kernel's local read before any store, the value
     * of a shuffle from outside the tangle: {@link UndefinedValue}), which an outcome marks {@code undefined}; none by
     * default (a litmus thread's registers hold what its loads read).
     */
    default java.util.Set<String> undefinedRegisters() {
        return java.util.Set.of();
    }

    /**
     * The names among {@link #registers()} whose values are not integers ({@link ValueKind#FLOAT32} for a kernel's
     * {@code float} local), so that outcomes and the views show them as the source declared them; none by default
     * (a litmus thread's registers hold integers).
     */
    default Map<String, ValueKind> registerKinds() {
        return Map.of();
    }

    /** A message for {@link Status#FAULT} or {@link Status#BOUND_EXCEEDED}; empty otherwise. */
    default String diagnostic() {
        return "";
    }

    /**
     * For {@link Status#FAULT}: why, as data another language can word ({@link FaultReason}); null when the fault has
     * only its English ({@link #diagnostic()}) or the state did not fault.
     */
    default FaultReason faultReason() {
        return null;
    }

    /**
     * For {@link Status#BOUND_EXCEEDED}: which bound stopped the invocation, set where the stop is made (a state that
     * can stop at a bound overrides this); null otherwise.
     */
    default CutKind cutKind() {
        return null;
    }

    /**
     * The access a plain load of location {@code index} through {@code reference} of this invocation's program gets
     * without memory operands (what a legacy GLSL450 module's Workgroup or Coherent memory gains: NonPrivatePointer
     * and MakePointerVisible, as spirv-opt's memory-model upgrade gives them; a plain private load otherwise), or null
     * when the program has no such rule (a litmus test's loads each say theirs): what the memory tab asks "what would
     * it read" with.
     */
    default Access plainLoadAccess(Reference reference, int index) {
        return null;
    }

    /**
     * For {@link Status#BOUND_EXCEEDED}: the arguments of the sentence of its bound, as {@link CutKind} lists them for
     * {@link #cutKind()} ({@link String} places and names, {@link Long} numbers), so that the window can word the cut
     * in its own language; empty otherwise, or for a state that words its stop only in English
     * ({@link #diagnostic()}).
     */
    default List<Object> cutArgs() {
        return List.of();
    }

    /**
     * Whether this state is back at {@code earlier}, a state of the same invocation: about to do the same with the
     * same values, so that, being deterministic, it does again what it did from there (the stepper's spin rule:
     * a loop that rereads a value while a counter moves is no spin). The default compares {@link #registers()},
     * the whole state of a thread whose registers are all its variables; a state that keeps values it does not
     * list there must override it.
     */
    default boolean backAt(ThreadState earlier) {
        return registers().equals(earlier.registers());
    }

    /**
     * For {@link Status#FAULT} or {@link Status#BOUND_EXCEEDED}: the source of the instruction the invocation
     * stopped at, which the window marks and a problem reveals; {@link SourceSpan#UNKNOWN} otherwise.
     */
    default SourceSpan stoppedAt() {
        return SourceSpan.UNKNOWN;
    }

    /**
     * For {@link Status#DONE}: where the invocation finished, the source of the instruction it left its program by (a
     * kernel's return from its entry point, the {@code return} or the closing brace of {@code main}: the line of its
     * OpReturn; a litmus or scripted thread's last instruction), so that a barrier it never reached can say where it
     * went instead; {@link SourceSpan#UNKNOWN} when not known or not done.
     */
    default SourceSpan exitedAt() {
        return SourceSpan.UNKNOWN;
    }
}
