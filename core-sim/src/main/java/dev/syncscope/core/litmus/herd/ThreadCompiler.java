package dev.syncscope.core.litmus.herd;

import dev.syncscope.core.litmus.ArithOp;
import dev.syncscope.core.litmus.LitmusThreadBuilder;
import dev.syncscope.core.litmus.Operand;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.Reference;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.StorageClass;

import java.util.function.Function;

/**
 * Emits one herd instruction into a litmus thread of the register machine. Stateless apart from the
 * reference lookup; owned by the parsing thread.
 */
final class ThreadCompiler {

    private final Function<String, Reference> references;

    ThreadCompiler(Function<String, Reference> references) {
        this.references = references;
    }

    /** The location an access names, or null for other instructions. */
    static String location(Instruction i) {
        if (i instanceof Instruction.Store s) {
            return s.location();
        } else if (i instanceof Instruction.Load l) {
            return l.location();
        } else if (i instanceof Instruction.Rmw r) {
            return r.location();
        }
        return null;
    }

    /** The storage class an access names; only for loads, stores and rmws. */
    static StorageClass storageClass(Instruction i) {
        if (i instanceof Instruction.Store s) {
            return s.qualifiers().storageClass();
        } else if (i instanceof Instruction.Load l) {
            return l.qualifiers().storageClass();
        }
        return ((Instruction.Rmw) i).qualifiers().storageClass();
    }

    void emit(LitmusThreadBuilder t, Instruction i) {
        if (i instanceof Instruction.Store s) {
            t.store(ref(i), 0, operand(s.value()), s.qualifiers().access(), s.span());
        } else if (i instanceof Instruction.Load l) {
            t.load(l.register(), ref(i), 0, l.qualifiers().access(), l.span());
        } else if (i instanceof Instruction.Rmw r) {
            t.rmw(r.register(), ref(i), 0, r.qualifiers().rmwOp(), operand(r.operand()), null,
                    r.qualifiers().access(), r.span());
        } else if (i instanceof Instruction.MemoryBarrier m) {
            t.memoryBarrier(m.qualifiers().scope(), m.qualifiers().semantics(), m.span());
        } else if (i instanceof Instruction.ControlBarrier c) {
            controlBarrier(t, c);
        } else if (i instanceof Instruction.DeviceOperation d) {
            if (d.availability()) {
                t.deviceAvailability(d.span());
            } else {
                t.deviceVisibility(d.span());
            }
        } else if (i instanceof Instruction.Local l) {
            t.assign(l.register(), operand(l.left()), arith(l.op()), operand(l.right()), l.span());
        } else if (i instanceof Instruction.Label l) {
            t.label(l.name(), l.span());
        } else if (i instanceof Instruction.Goto g) {
            t.jump(g.label(), g.span());
        } else if (i instanceof Instruction.Branch b) {
            branch(t, b);
        }
    }

    private Reference ref(Instruction access) {
        return references.apply(location(access));
    }

    /**
     * OpControlBarrier: the one scope is both the execution and the memory scope (as in Dat3M). A named
     * barrier {@code cbar... n, id[, quorum]} keeps its id and quorum, constants or registers, evaluated
     * when the barrier is reached (Dat3M's NamedBarrier reads both as expressions).
     */
    private static void controlBarrier(LitmusThreadBuilder t, Instruction.ControlBarrier c) {
        if (c.instance() < Integer.MIN_VALUE || c.instance() > Integer.MAX_VALUE) {
            throw new InputError(c.span(), "barrier instance " + c.instance() + " does not fit in 32 bits");
        }
        Scope scope = c.qualifiers().scope();
        if (c.barrierId() == null) {
            t.controlBarrier(scope, scope, c.qualifiers().semantics(), (int) c.instance(), c.span());
        } else {
            t.controlBarrier(scope, scope, c.qualifiers().semantics(), (int) c.instance(), operand(c.barrierId()),
                    c.quorum() == null ? null : operand(c.quorum()), c.span());
        }
    }

    /**
     * {@code bcc a, b, L}: the machine compares a register with an operand, so a constant on the left
     * swaps sides (mirroring the comparison) and two constants decide at compile time.
     */
    private static void branch(LitmusThreadBuilder t, Instruction.Branch b) {
        if (b.left() instanceof Value.Register left) {
            t.branch(left.name(), condition(b.comparison()), operand(b.right()), b.label(), b.span());
        } else if (b.right() instanceof Value.Register right) {
            t.branch(right.name(), condition(mirror(b.comparison())), operand(b.left()), b.label(), b.span());
        } else if (b.comparison().test(((Value.Constant) b.left()).value(), ((Value.Constant) b.right()).value())) {
            t.jump(b.label(), b.span());
        }
    }

    private static Comparison mirror(Comparison c) {
        return switch (c) {
            case LT -> Comparison.GT;
            case GT -> Comparison.LT;
            case LE -> Comparison.GE;
            case GE -> Comparison.LE;
            case EQ, NE -> c;
        };
    }

    private static dev.syncscope.core.litmus.Condition condition(Comparison c) {
        return dev.syncscope.core.litmus.Condition.valueOf(c.name());
    }

    private static ArithOp arith(LocalOp op) {
        return ArithOp.valueOf(op.name());
    }

    private static Operand operand(Value v) {
        return v instanceof Value.Register r ? Operand.register(r.name())
                : Operand.constant(((Value.Constant) v).value());
    }
}
