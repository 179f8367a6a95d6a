package dev.syncscope.core.spirv;

import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.FaultReason;
import dev.syncscope.core.model.RmwOp;
import dev.syncscope.core.model.SourceSpan;

import java.util.function.IntFunction;

/** The memory action of an OpAtomic* instruction, and the definedness of the value it stores. Stateless. */
final class AtomicActions {

    private AtomicActions() {
    }

    /** The step of atomic instruction {@code in}, run by {@code machine} under {@code rules} at {@code span}. */
    static MemoryStep step(MemoryRules rules, Instruction in, Machine machine, SourceSpan span) {
        boolean hasResult = !in.name().equals("OpAtomicStore");
        int p = hasResult ? 2 : 0;
        Ptr.Memory m = target(machine, rules, in, machine.pointer(in.word(p)), p);
        Action a = action(machine, rules, in, m, p, span);
        if (in.name().equals("OpAtomicCompareExchange")) {
            machine.used(in.word(7), dev.syncscope.core.model.UndefinedUse.Kind.COMPARATOR);
        }
        return new MemoryStep(hasResult ? in.word(1) : 0, null, java.util.List.of(a), m.pointee(), true,
                SpirvThread.Undefined.ofOperand(operandOrigin(in, machine::value)));
    }

    /**
     * The memory atomic {@code in} (its pointer operand at word {@code p}) acts on: a fault for invocation-local
     * memory, for a write to read-only memory, or for a memory scope the module's {@code rules} do not allow.
     */
    static Ptr.Memory target(Machine machine, MemoryRules rules, Instruction in, Ptr ptr, int p) {
        String op = in.name();
        if (!(ptr instanceof Ptr.Memory m)) {
            throw new Fault(op + " on invocation-local memory");
        }
        if (m.readOnly() && !op.equals("OpAtomicLoad")) {
            throw new Fault(FaultReason.of(FaultReason.Kind.ATOMIC_TO_READ_ONLY, op, m.reference().name()));
        }
        ScopeOperands.memory(machine, rules, in.word(p + 1));
        return m;
    }

    /**
     * The action of atomic instruction {@code in} on {@code m}, whose pointer operand is word {@code p} (its scope and
     * semantics follow), executed by {@code machine} at {@code span} under {@code rules}.
     */
    static Action action(Machine machine, MemoryRules rules, Instruction in, Ptr.Memory m, int p, SourceSpan span) {
        int index = Pointers.index(m, Pointers.leaves(m).get(0));
        SpirvType type = m.pointee();
        Access access = rules.atomicAccess(machine.integer(in.word(p + 1)), machine.integer(in.word(p + 2)));
        return switch (in.name()) {
            case "OpAtomicLoad" -> new Action.Load(m.reference(), index, access, span);
            case "OpAtomicStore" -> new Action.Store(m.reference(), index,
                    Pointers.toMemory(machine.scalar(in.word(3)), type), access, span);
            // SPIR-V OpAtomicCompareExchange: "Unequal is used when Value does not equal Comparator"
            case "OpAtomicCompareExchange" -> new Action.ReadModifyWrite(m.reference(), index, RmwOp.EXCHANGE,
                    Pointers.toMemory(machine.scalar(in.word(6)), type),
                    Pointers.toMemory(machine.scalar(in.word(7)), type), access, span, Pointers.format(type),
                    rules.atomicAccess(machine.integer(in.word(p + 1)), machine.integer(in.word(p + 3))));
            case "OpAtomicIIncrement" -> rmw(m, index, RmwOp.INCREMENT, 0, access, type, span);
            case "OpAtomicIDecrement" -> rmw(m, index, RmwOp.DECREMENT, 0, access, type, span);
            default -> rmw(m, index, MemoryRules.rmwOp(in), Pointers.toMemory(machine.scalar(in.word(5)), type),
                    access, type, span);
        };
    }

    /**
     * The origin of the undefined value atomic instruction {@code in} stores as its operand (the Value of a store,
     * an exchange or a combining RMW; a compare-exchange's Value, not its Comparator), or null when it is defined or
     * the instruction has none ({@link Definedness}).
     */
    static Object operandOrigin(Instruction in, IntFunction<Object> value) {
        return switch (in.name()) {
            case "OpAtomicLoad", "OpAtomicIIncrement", "OpAtomicIDecrement" -> null;
            case "OpAtomicStore" -> Definedness.origin(value.apply(in.word(3)));
            case "OpAtomicCompareExchange" -> Definedness.origin(value.apply(in.word(6)));
            default -> Definedness.origin(value.apply(in.word(5)));
        };
    }

    /** An atomic on its location's width: the written value wraps there (OpAtomicIAdd of a uint overflows mod 2^32). */
    private static Action rmw(Ptr.Memory m, int index, RmwOp op, long operand, Access access, SpirvType type,
                              SourceSpan span) {
        return new Action.ReadModifyWrite(m.reference(), index, op, operand, null, access, span,
                Pointers.format(type));
    }
}
