package dev.syncscope.core.litmus;

import dev.syncscope.core.model.InputError;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The code of one litmus thread: its instructions in program order, resolved label targets, the
 * registers it mentions with their initial values, and the bound on backward jumps (loop unrolling).
 * Immutable; equal to the code of another parse of the same text (its labels and register names follow from the
 * instructions and initial registers).
 */
public final class LitmusCode {
    private final List<Instruction> instructions;
    private final Map<String, Integer> labels;
    private final List<String> registerNames;
    private final Registers initialRegisters;
    private final int backwardJumpBound;

    /**
     * @throws InputError when a jump names an undefined label or a label is defined twice
     */
    public LitmusCode(List<Instruction> instructions, Map<String, Long> initialRegisters, int backwardJumpBound) {
        if (backwardJumpBound < 0) {
            throw new IllegalArgumentException("backward jump bound must be >= 0");
        }
        this.instructions = List.copyOf(instructions);
        this.backwardJumpBound = backwardJumpBound;
        Map<String, Integer> targets = new HashMap<>();
        Set<String> regs = new LinkedHashSet<>(initialRegisters.keySet());
        for (int i = 0; i < this.instructions.size(); i++) {
            Instruction in = this.instructions.get(i);
            if (in instanceof Instruction.Label l && targets.put(l.name(), i) != null) {
                throw new InputError(l.source(), "label '" + l.name() + "' is defined twice");
            }
            collectRegisters(in, regs);
        }
        for (Instruction in : this.instructions) {
            String target = in instanceof Instruction.Jump j ? j.label()
                    : in instanceof Instruction.Branch b ? b.label() : null;
            if (target != null && !targets.containsKey(target)) {
                throw new InputError(in.source(), "expected a label defined in this thread, found "
                        + InputError.quoted(target));
            }
        }
        this.labels = Map.copyOf(targets);
        this.registerNames = List.copyOf(regs);
        long[] values = new long[registerNames.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = initialRegisters.getOrDefault(registerNames.get(i), 0L);
        }
        this.initialRegisters = new Registers(registerNames, values);
    }

    private static void collectRegisters(Instruction in, Set<String> regs) {
        List<Operand> operands = new ArrayList<>();
        if (in instanceof Instruction.Memory m && m.resultRegister() != null) {
            regs.add(m.resultRegister());
        }
        if (in instanceof Instruction.Store s) {
            operands.add(s.value());
        } else if (in instanceof Instruction.Rmw r) {
            operands.add(r.operand());
            operands.add(r.compare());
        } else if (in instanceof Instruction.Branch b) {
            regs.add(b.register());
            operands.add(b.right());
        } else if (in instanceof Instruction.Assign a) {
            regs.add(a.register());
            operands.add(a.left());
            operands.add(a.right());
        }
        for (Operand o : operands) {
            if (o instanceof Operand.Register r) {
                regs.add(r.name());
            }
        }
    }

    public List<Instruction> instructions() {
        return instructions;
    }

    public int size() {
        return instructions.size();
    }

    public Instruction at(int pc) {
        return instructions.get(pc);
    }

    /** The index of the label {@code name}. */
    public int target(String name) {
        return labels.get(name);
    }

    public List<String> registerNames() {
        return registerNames;
    }

    public Registers initialRegisters() {
        return initialRegisters;
    }

    public int backwardJumpBound() {
        return backwardJumpBound;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof LitmusCode c && backwardJumpBound == c.backwardJumpBound
                && instructions.equals(c.instructions) && initialRegisters.equals(c.initialRegisters);
    }

    @Override
    public int hashCode() {
        return (instructions.hashCode() * 31 + initialRegisters.hashCode()) * 31 + backwardJumpBound;
    }
}
