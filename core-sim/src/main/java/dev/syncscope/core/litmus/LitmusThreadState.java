package dev.syncscope.core.litmus;

import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.CutKind;
import dev.syncscope.core.model.FaultReason;
import dev.syncscope.core.model.RmwOp;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.ThreadState;

import java.util.List;
import java.util.Map;

/**
 * A litmus thread between two memory actions: program counter, registers and the number of backward
 * jumps taken so far. Local instructions (labels, jumps, branches, assignments) run eagerly when a
 * state is created, so a RUNNING state always sits at a memory instruction. A backward jump beyond
 * {@link LitmusCode#backwardJumpBound()}, or more than {@link #LOCAL_BUDGET} local instructions in a row, stops the
 * thread with {@link Status#BOUND_EXCEEDED} ({@link CutKind#UNROLL_BOUND}, {@link CutKind#LITMUS_LOCAL_BUDGET}).
 * Immutable; two parses of one test start in the same states ({@link #sameAs}), so a check of one program answers for
 * the other ({@code KhronosAnswers.Known}).
 */
public final class LitmusThreadState implements ThreadState {
    private final LitmusCode code;
    private final int pc;
    private final Registers registers;
    private final int backwardJumps;
    private final Status status;
    private final String diagnostic;
    private final CutKind cutKind;
    /** Why a FAULT stopped it, when known as data ({@link FaultReason}); null otherwise. */
    private final FaultReason faultReason;

    /** The state at the start of {@code code}. */
    public static LitmusThreadState start(LitmusCode code) {
        return settle(code, 0, code.initialRegisters(), 0);
    }

    private LitmusThreadState(LitmusCode code, int pc, Registers registers, int backwardJumps, Status status,
                              String diagnostic, CutKind cutKind) {
        this(code, pc, registers, backwardJumps, status, diagnostic, cutKind, null);
    }

    private LitmusThreadState(LitmusCode code, int pc, Registers registers, int backwardJumps, Status status,
                              String diagnostic, CutKind cutKind, FaultReason faultReason) {
        this.code = code;
        this.pc = pc;
        this.registers = registers;
        this.backwardJumps = backwardJumps;
        this.status = status;
        this.diagnostic = diagnostic;
        this.cutKind = cutKind;
        this.faultReason = faultReason;
    }

    /**
     * Local instructions a thread may run between two memory instructions before it stops with BOUND_EXCEEDED,
     * as many as a kernel's default instruction budget: a loop without memory instructions under a huge unroll
     * bound ({@code --unroll 2147483647}) ran for minutes inside one step, where neither the checker's time limit
     * nor the stepper's step limit is looked at.
     */
    public static final int LOCAL_BUDGET = 100_000;
    /** What the message of a stop at {@link #LOCAL_BUDGET} says of it ({@link CutKind#LITMUS_LOCAL_BUDGET}). */
    private static final String LOCAL_BUDGET_REASON = "a litmus thread's bound, which --unroll does not raise";

    /** Runs local instructions from {@code pc} until a memory instruction, the end, or a bound. */
    private static LitmusThreadState settle(LitmusCode code, int pc, Registers regs, int jumps) {
        int local = 0;
        while (pc < code.size()) {
            Instruction in = code.at(pc);
            int next = pc + 1;
            if (!(in instanceof Instruction.Memory) && ++local > LOCAL_BUDGET) {
                return cut(code, pc, regs, jumps, CutKind.LITMUS_LOCAL_BUDGET, "executed " + LOCAL_BUDGET
                        + " instructions without a memory action (endless local loop? " + LOCAL_BUDGET_REASON + ")", in);
            }
            if (in instanceof Instruction.Memory) {
                if (in instanceof Instruction.Rmw r && r.op() == RmwOp.DIV && r.operand().value(regs) == 0) {
                    // like register division: a zero divisor stops the thread before the atomic happens
                    return fault(code, pc, regs, jumps, "/ by zero", in);
                }
                return new LitmusThreadState(code, pc, regs, jumps, Status.RUNNING, "", null);
            } else if (in instanceof Instruction.Jump j) {
                next = code.target(j.label());
            } else if (in instanceof Instruction.Branch b) {
                if (b.condition().test(regs.get(b.register()), b.right().value(regs))) {
                    next = code.target(b.label());
                }
            } else if (in instanceof Instruction.Assign a) {
                try {
                    regs = regs.with(a.register(), a.evaluate(regs));
                } catch (ArithmeticException e) {
                    return fault(code, pc, regs, jumps, e.getMessage(), in);
                }
            }
            if (next <= pc) {
                jumps++;
                if (jumps > code.backwardJumpBound()) {
                    return cut(code, pc, regs, jumps, CutKind.UNROLL_BOUND,
                            "loop bound of " + code.backwardJumpBound() + " backward jumps exceeded", in);
                }
            }
            pc = next;
        }
        return new LitmusThreadState(code, pc, regs, jumps, Status.DONE, "", null);
    }

    /** The thread faulted at {@code in}: {@code why at source (instruction)}. */
    private static LitmusThreadState fault(LitmusCode code, int pc, Registers regs, int jumps, String why,
                                           Instruction in) {
        // ArithmeticException says "/ by zero" for a zero divisor or remainder: a litmus thread's only arithmetic
        // fault, said in the fault's words, not Java's (the session-85 audit: "FAULT: P0: / by zero")
        FaultReason reason = "/ by zero".equals(why) ? FaultReason.of(FaultReason.Kind.DIVISION_BY_ZERO) : null;
        return new LitmusThreadState(code, pc, regs, jumps, Status.FAULT, stopped(reason != null ? reason.english()
                : why, in), null, reason);
    }

    /** The thread stopped at {@code in} at the bound {@code kind}: {@code why at source (instruction)}. */
    private static LitmusThreadState cut(LitmusCode code, int pc, Registers regs, int jumps, CutKind kind, String why,
                                         Instruction in) {
        return new LitmusThreadState(code, pc, regs, jumps, Status.BOUND_EXCEEDED, stopped(why, in), kind);
    }

    private static String stopped(String why, Instruction in) {
        return why + " at " + in.source() + " (" + in.describe() + ")";
    }

    @Override
    public Status status() {
        return status;
    }

    /** The memory instruction about to run; only when RUNNING. */
    public Instruction.Memory instruction() {
        requireRunning();
        return (Instruction.Memory) code.at(pc);
    }

    @Override
    public Action next() {
        return instruction().action(registers);
    }

    @Override
    public ThreadState advance(long readValue) {
        Instruction.Memory in = instruction();
        Registers regs = in.resultRegister() == null ? registers : registers.with(in.resultRegister(), readValue);
        return settle(code, pc + 1, regs, backwardJumps);
    }

    @Override
    public Map<String, Long> registers() {
        return registers.asMap();
    }

    @Override
    public List<Action.MemoryBarrier> barriersAhead() {
        List<Action.MemoryBarrier> out = new java.util.ArrayList<>();
        for (int i = pc; i < code.size() && !(code.at(i) instanceof Instruction.Jump)
                && !(code.at(i) instanceof Instruction.Branch); i++) {
            if (code.at(i) instanceof Instruction.MemBar b && b.action(registers) instanceof Action.MemoryBarrier m) {
                out.add(m);
            } else if (i > pc && code.at(i) instanceof Instruction.Memory m && Action.atomicRead(m.action(registers))) {
                // a barrier after the next atomic read may serve that read (a second flag): not this access's
                break;
            }
        }
        return out;
    }

    /** Index of the current instruction in {@link LitmusCode#instructions()}. */
    public int pc() {
        return pc;
    }

    public LitmusCode code() {
        return code;
    }

    @Override
    public String diagnostic() {
        return diagnostic;
    }

    @Override
    public FaultReason faultReason() {
        return faultReason;
    }

    @Override
    public CutKind cutKind() {
        return cutKind;
    }

    @Override
    public List<Object> cutArgs() {
        if (status != Status.BOUND_EXCEEDED) {
            return List.of();
        }
        // the message of cut(): why at source (instruction)
        long bound = cutKind == CutKind.UNROLL_BOUND ? code.backwardJumpBound() : LOCAL_BUDGET;
        Instruction in = code.at(pc);
        return List.of(bound, in.source().toString(), in.describe(), in.notation());
    }

    /** A litmus thread leaves its program only past its end: its last instruction. */
    @Override
    public SourceSpan exitedAt() {
        return status == Status.DONE && code.size() > 0 ? code.at(code.size() - 1).source() : SourceSpan.UNKNOWN;
    }

    @Override
    public SourceSpan stoppedAt() {
        return status == Status.FAULT || status == Status.BOUND_EXCEEDED ? code.at(pc).source() : SourceSpan.UNKNOWN;
    }

    private void requireRunning() {
        if (status != Status.RUNNING) {
            throw new IllegalStateException("thread is " + status + ", it has no next action");
        }
    }

    /**
     * The same code at the same point with the same registers, bounds taken and stop: a state of another parse of one
     * text is the same as this one. Not {@code equals}, which stays identity: a window sees a program reloaded from the
     * same text as a new program (JavaFX fires a change only between unequal values).
     */
    @Override
    public boolean sameAs(ThreadState other) {
        return other instanceof LitmusThreadState t && pc == t.pc && backwardJumps == t.backwardJumps
                && status == t.status && cutKind == t.cutKind && code.equals(t.code) && registers.equals(t.registers)
                && java.util.Objects.equals(diagnostic, t.diagnostic)
                && java.util.Objects.equals(faultReason, t.faultReason);
    }

    @Override
    public String toString() {
        return "pc=" + pc + " " + status + " " + registers;
    }
}
