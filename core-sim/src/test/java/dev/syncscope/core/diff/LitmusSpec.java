package dev.syncscope.core.diff;

import dev.syncscope.core.litmus.LitmusBuilder;
import dev.syncscope.core.litmus.LitmusThreadBuilder;
import dev.syncscope.core.litmus.Operand;
import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.Reference;
import dev.syncscope.core.model.RmwOp;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.Semantics;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.StorageClass;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.StringJoiner;
import java.util.stream.Collectors;

/**
 * A generated litmus-sized program as plain data, so jqwik can shrink it, with {@link #build()} to
 * the model through {@link LitmusBuilder} and a herd-like {@link #toString()} for failure reports.
 * Stores write distinct values 1, 2, …; loads and RMWs fill registers r0, r1, … per invocation;
 * every control barrier is executed by every invocation (so each scope instance is complete and the
 * instance numbers agree). Immutable.
 *
 * <p>An operation's {@code variable} is 0 for x, 1 for y and 2 for z, a third variable of another storage class than
 * x's ({@link #zClass()}), declared only when an operation uses it (so that programs without it, such as the found
 * ones of {@code FoundByDifferentialTest}, are as they were). A third variable of the other class found a checker
 * bug in session 74 (docs/differential-testing.md).
 *
 * @param invocations the invocations with their scope instances and operations
 * @param barriers    control barriers, instance 1, 2, … in order
 * @param xClass      storage class of variable x
 * @param yClass      storage class of variable y (also when it aliases x: references of two
 *                    classes may alias one allocation, litmus {@code test11})
 * @param aliased     whether y aliases x's allocation (litmus SLOC)
 * @param chains      the availability/visibility chains feature
 */
record LitmusSpec(List<Inv> invocations, List<Barrier> barriers, StorageClass xClass, StorageClass yClass,
                  boolean aliased, boolean chains) {

    /** One invocation: queue-family, workgroup and subgroup choice (0/1 within the enclosing instance). */
    record Inv(int queueFamily, int workgroup, int subgroup, List<Op> ops) { }

    /** A memory operation or memory barrier. */
    sealed interface Op permits Load, Store, Rmw, Cas, MemBar { }

    record Load(int variable, Acc access) implements Op { }

    record Store(int variable, Acc access) implements Op { }

    /** An atomic exchange (writes a fresh value) or add of 1. */
    record Rmw(int variable, boolean exchange, Acc access) implements Op { }

    /**
     * An atomic compare-exchange: writes a fresh value when the variable holds {@code expected}, else only reads
     * with the {@code unequal} semantics (SPIR-V OpAtomicCompareExchange's Unequal operand; {@link LitmusSpecs#cas}
     * makes them no stronger than the access's). With {@code unequal} null they are the access's own, whose release
     * part a read does not have (VK MM: Memory Semantics, release applies to writes; the stepper and the checker
     * both drop it), as SPIR-V has it for a SequentiallyConsistent Unequal.
     */
    record Cas(int variable, long expected, Acc access, Sem unequal) implements Op {

        /** The access of a compare that fails. */
        Acc unequalAccess() {
            return unequal == null ? access : new Acc(access.kind(), access.scope(), unequal);
        }
    }

    record MemBar(Scope scope, Sem semantics) implements Op { }

    /** A control barrier at position {@code at} (clamped to each invocation's length). */
    record Barrier(Scope execution, Scope memory, Sem semantics, int at) { }

    /** How an access is made. */
    enum Kind { PLAIN, NONPRIV, AVVIS, ATOMIC }

    /** Access flags: {@code scope} is the atomic's or the av/vis scope. */
    record Acc(Kind kind, Scope scope, Sem semantics) { }

    /** Semantics; {@code classes} a bit per storage class, bit i for ordinal i: 1 = sc0, 2 = sc1, 3 = both, 4 = sc2. */
    record Sem(boolean acquire, boolean release, int classes, boolean available, boolean visible) {
        static final Sem RELAXED = new Sem(false, false, 0, false, false);

        Semantics toModel() {
            if (!acquire && !release) {
                return Semantics.NONE;
            }
            Set<StorageClass> sc = EnumSet.noneOf(StorageClass.class);
            for (StorageClass c : StorageClass.values()) {
                if ((classes & (1 << c.ordinal())) != 0) {
                    sc.add(c);
                }
            }
            return new Semantics(acquire, release, sc, release && available, acquire && visible);
        }

        @Override
        public String toString() {
            if (!acquire && !release) {
                return "";
            }
            StringJoiner sc = new StringJoiner(",");
            for (StorageClass c : StorageClass.values()) {
                if ((classes & (1 << c.ordinal())) != 0) {
                    sc.add(c.litmusName());
                }
            }
            return "." + (acquire && release ? "acq_rel" : acquire ? "acq" : "rel") + "." + sc
                    + (release && available ? ".semav" : "") + (acquire && visible ? ".semvis" : "");
        }
    }

    /** The program; {@code name} becomes its file name in spans. */
    Program build() {
        LitmusBuilder b = new LitmusBuilder("gen.litmus");
        int[] line = {1};
        Reference x = b.variable("x", xClass, span(line));
        Reference y = aliased ? b.reference("y", "x", yClass, 1, span(line)) : b.variable("y", yClass, span(line));
        Reference[] vars = usesZ() ? new Reference[] {x, y, b.variable("z", zClass(), span(line))}
                : new Reference[] {x, y};
        long[] value = {1};
        for (int i = 0; i < invocations.size(); i++) {
            Inv inv = invocations.get(i);
            int qf = inv.queueFamily();
            int wg = qf * 2 + inv.workgroup();
            int sg = wg * 2 + inv.subgroup();
            LitmusThreadBuilder t = b.thread("P" + i, sg, wg, qf);
            int[] reg = {0};
            for (int k = 0; k <= inv.ops().size(); k++) {
                for (int n = 0; n < barriers.size(); n++) {
                    Barrier bar = barriers.get(n);
                    if (Math.min(bar.at(), inv.ops().size()) == k) {
                        t.controlBarrier(bar.execution(), bar.memory(), bar.semantics().toModel(), n + 1, span(line));
                    }
                }
                if (k == inv.ops().size()) {
                    break;
                }
                emit(t, inv.ops().get(k), vars, reg, value, span(line));
            }
        }
        b.chains(chains);
        return b.build();
    }

    /**
     * Adds {@code op} to {@code t}: a read names register {@code r<reg[0]>} and counts it; a write takes the fresh
     * value {@code value[0]} and counts it (an add adds 1).
     */
    static void emit(LitmusThreadBuilder t, Op op, Reference[] vars, int[] reg, long[] value, SourceSpan at) {
        if (op instanceof Load l) {
            t.load("r" + reg[0]++, vars[l.variable()], 0, access(l.access(), true, false), at);
        } else if (op instanceof Store s) {
            t.store(vars[s.variable()], 0, Operand.constant(value[0]++), access(s.access(), false, true), at);
        } else if (op instanceof Rmw r) {
            t.rmw("r" + reg[0]++, vars[r.variable()], 0, r.exchange() ? RmwOp.EXCHANGE : RmwOp.ADD,
                    Operand.constant(r.exchange() ? value[0]++ : 1), null, access(r.access(), true, true), at);
        } else if (op instanceof Cas c) {
            t.compareExchange("r" + reg[0]++, vars[c.variable()], 0, Operand.constant(value[0]++),
                    Operand.constant(c.expected()), access(c.access(), true, true), access(c.unequalAccess(), true, false),
                    at);
        } else if (op instanceof MemBar m) {
            t.memoryBarrier(m.scope(), m.semantics().toModel(), at);
        }
    }

    /** Whether {@code op} reads into a register. */
    static boolean readsRegister(Op op) {
        return op instanceof Load || op instanceof Rmw || op instanceof Cas;
    }

    private static SourceSpan span(int[] line) {
        return new SourceSpan("gen.litmus", line[0]++, 1);
    }

    static Access access(Acc a, boolean read, boolean write) {
        return switch (a.kind()) {
            case PLAIN -> Access.PLAIN;
            case NONPRIV -> new Access(false, null, Semantics.NONE, false, false, true);
            case AVVIS -> new Access(false, a.scope(), Semantics.NONE, write, read, true);
            case ATOMIC -> new Access(true, a.scope(), a.semantics().toModel(), false, false, false);
        };
    }

    /** The storage class of z: Workgroup, or StorageBuffer when x is a Workgroup variable. */
    StorageClass zClass() {
        return xClass == StorageClass.WORKGROUP ? StorageClass.STORAGE_BUFFER : StorageClass.WORKGROUP;
    }

    /** Whether an operation accesses z. */
    boolean usesZ() {
        return invocations.stream().flatMap(i -> i.ops().stream()).anyMatch(op -> variable(op) == 2);
    }

    /** The variable {@code op} accesses, or -1 for a memory barrier. */
    static int variable(Op op) {
        if (op instanceof Load l) {
            return l.variable();
        } else if (op instanceof Store st) {
            return st.variable();
        } else if (op instanceof Rmw r) {
            return r.variable();
        } else if (op instanceof Cas c) {
            return c.variable();
        }
        return -1;
    }

    /** A herd-like listing: declarations, then each invocation's instructions in order. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        sb.append("x: ").append(xClass.litmusName()).append(", y: " + yClass.litmusName() + (aliased ? " aliasing x" : ""))
                .append(usesZ() ? ", z: " + zClass().litmusName() : "")
                .append(chains ? ", chains" : ", no chains").append('\n');
        long[] value = {1};
        for (int i = 0; i < invocations.size(); i++) {
            Inv inv = invocations.get(i);
            List<String> code = new ArrayList<>();
            int reg = 0;
            for (int k = 0; k <= inv.ops().size(); k++) {
                for (int n = 0; n < barriers.size(); n++) {
                    Barrier bar = barriers.get(n);
                    if (Math.min(bar.at(), inv.ops().size()) == k) {
                        code.add("cbar." + bar.execution().shortName() + "." + bar.memory().shortName()
                                + bar.semantics() + " " + (n + 1));
                    }
                }
                if (k < inv.ops().size()) {
                    code.add(describe(inv.ops().get(k), reg, value));
                    Op op = inv.ops().get(k);
                    if (readsRegister(op)) {
                        reg++;
                    }
                }
            }
            sb.append("P").append(i).append(" (qf ").append(inv.queueFamily()).append(" wg ").append(inv.workgroup())
                    .append(" sg ").append(inv.subgroup()).append("): ")
                    .append(code.stream().collect(Collectors.joining("; "))).append('\n');
        }
        return sb.toString();
    }

    static String describe(Op op, int reg, long[] value) {
        if (op instanceof Load l) {
            return "r" + reg + " = ld" + acc(l.access()) + " " + var(l.variable());
        } else if (op instanceof Store s) {
            return "st" + acc(s.access()) + " " + var(s.variable()) + " = " + value[0]++;
        } else if (op instanceof Rmw r) {
            return "r" + reg + " = rmw." + (r.exchange() ? "exch" : "add") + acc(r.access()) + " " + var(r.variable())
                    + " " + (r.exchange() ? value[0]++ : 1);
        } else if (op instanceof Cas c) {
            return "r" + reg + " = rmw.cas" + acc(c.access()) + " " + var(c.variable()) + " " + c.expected() + " "
                    + value[0]++ + (c.unequal() == null ? "" : " unequal" + (c.unequal().equals(Sem.RELAXED) ? ".rlx"
                    : c.unequal()));
        }
        MemBar m = (MemBar) op;
        return "membar." + m.scope().shortName() + m.semantics();
    }

    private static String acc(Acc a) {
        return switch (a.kind()) {
            case PLAIN -> "";
            case NONPRIV -> ".nonpriv";
            case AVVIS -> ".avvis." + a.scope().shortName();
            case ATOMIC -> ".atom." + a.scope().shortName() + a.semantics();
        };
    }

    private static String var(int v) {
        return v == 0 ? "x" : v == 1 ? "y" : "z";
    }
}
