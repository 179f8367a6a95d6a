package dev.syncscope.core.spirv;

import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Contribution;
import dev.syncscope.core.model.CutKind;
import dev.syncscope.core.model.FaultReason;
import dev.syncscope.core.model.Reference;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.ThreadState;
import dev.syncscope.core.model.UndefinedUse;
import dev.syncscope.core.model.ValueKind;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The state of one invocation of a SPIR-V compute kernel between two actions. Immutable:
 * {@link #advance(long)} runs local computation on a private copy ({@link Machine}) and returns a new
 * state; ids, local memory and the call stack are persistent structures shared between states.
 *
 * <p>{@link Action.ControlBarrier#instance()} is the number of OpControlBarrier instructions this
 * invocation executed before this one (0 for its first barrier), so the n-th barrier of every
 * invocation of a workgroup forms one dynamic instance. A subgroup operation's
 * {@link Action.Collective#instance()} names its dynamic instance exactly: the instruction, the
 * call-site chain and the iteration of every enclosing loop ({@link Loops}).
 */
final class SpirvThread implements ThreadState {

    /** A call-stack frame: where execution is in which function. Immutable. */
    record Frame(ModuleInfo.Function function, int block, int index, int previousBlock, int callResult,
                 Frame caller, Loops loops) {
        Frame at(int newIndex) {
            return new Frame(function, block, newIndex, previousBlock, callResult, caller, loops);
        }
    }

    /**
     * Actions still to perform for the current instruction (several for a composite load/store),
     * the values read so far, and where the instruction's result goes; for a collective operation,
     * its instruction ({@code null} otherwise). Immutable.
     */
    record Pending(List<Action> actions, int index, List<Long> reads, int resultId, SpirvType resultType,
                   boolean atomicResult, Instruction collective, Undefined undefined) {
        Action current() {
            return actions.get(index);
        }

        /** The origin of the value the current action stores (a store's value, an RMW's operand), or null. */
        Object operandOrigin() {
            return undefined.operands().isEmpty() ? null : undefined.operands().get(index);
        }
    }

    /**
     * Which values of a pending instruction are undefined ({@link Definedness}): per action, the origin of the value it
     * stores; per read so far, the origin of the value read (null entries: defined; empty lists: all defined).
     */
    record Undefined(List<Object> operands, List<Object> reads) {
        static final Undefined NONE = new Undefined(List.of(), List.of());

        /** Per action the origin of its operand, as an unmodifiable list that holds nulls; NONE when all are null. */
        static Undefined of(List<Object> operands) {
            return Definedness.allNull(operands) ? NONE
                    : new Undefined(java.util.Collections.unmodifiableList(new java.util.ArrayList<>(operands)), List.of());
        }

        /** The origins of the scalars a store of {@code v} writes; NONE, allocating nothing, when all are defined. */
        static Undefined ofStored(Object v) {
            return Definedness.origin(v) == null ? NONE : of(Definedness.origins(v));
        }

        /** The origin of one action's operand ({@code origin}, null: defined); NONE when defined. */
        static Undefined ofOperand(Object origin) {
            return origin == null ? NONE : of(java.util.Collections.singletonList(origin));
        }

        /** These with one more read, from {@code origin} (null: defined). */
        Undefined read(Object origin, int readsSoFar) {
            if (origin == null && reads.isEmpty()) {
                return this;
            }
            java.util.List<Object> more = new java.util.ArrayList<>(reads);
            while (more.size() < readsSoFar) {
                more.add(null);
            }
            more.add(origin);
            return new Undefined(operands, java.util.Collections.unmodifiableList(more));
        }
    }

    final Kernel kernel;
    final Agent agent;
    /** The invocation's SSA values and variable pointers by slot ({@link ModuleInfo#slot}; constants are the module's). */
    final PVec values;
    final PVec cells;
    final int nextCell;
    final Frame frame;
    final int barriers;
    final Status status;
    final String diagnostic;
    /**
     * Where a FAULT or BOUND_EXCEEDED stopped it, or where DONE left its entry point (its OpReturn's line); UNKNOWN
     * otherwise.
     */
    final SourceSpan stoppedAt;
    /** The bound that stopped it with BOUND_EXCEEDED (its instruction budget, Machine#run); null otherwise. */
    final CutKind cutKind;
    final Pending pending;
    /** Why a FAULT stopped it, when the interpreter words it as data; null otherwise. */
    final FaultReason faultReason;
    /** The first use of an undefined value that decides what the invocation does, or null. */
    final UndefinedUse undefinedUse;
    /** Whether it made an undefined value itself so far ({@link ThreadState#madeUndefined()}). */
    final boolean madeUndefined;

    SpirvThread(Kernel kernel, Agent agent, PVec values, PVec cells, int nextCell, Frame frame, int barriers,
                Status status, String diagnostic, SourceSpan stoppedAt, CutKind cutKind, Pending pending,
                FaultReason faultReason, UndefinedUse undefinedUse, boolean madeUndefined) {
        this.kernel = kernel;
        this.undefinedUse = undefinedUse;
        this.madeUndefined = madeUndefined;
        this.agent = agent;
        this.values = values;
        this.cells = cells;
        this.nextCell = nextCell;
        this.frame = frame;
        this.barriers = barriers;
        this.status = status;
        this.diagnostic = diagnostic;
        this.stoppedAt = stoppedAt;
        this.cutKind = cutKind;
        this.faultReason = faultReason;
        this.pending = pending;
    }

    @Override
    public Status status() {
        return status;
    }

    @Override
    public Action next() {
        if (status != Status.RUNNING) {
            throw new IllegalStateException("invocation " + agent.name() + " is " + status);
        }
        return pending.current();
    }

    @Override
    public ThreadState advance(long readValue) {
        if (status != Status.RUNNING) {
            throw new IllegalStateException("invocation " + agent.name() + " is " + status);
        }
        if (pending.collective() != null) {
            throw new IllegalStateException(agent.name() + " is at " + pending.collective().name()
                    + ", a collective operation: continue it with advanceCollective");
        }
        return new Machine(this).resume(readValue, null);
    }

    @Override
    public ThreadState advance(long readValue, Object undefinedOrigin) {
        if (status != Status.RUNNING || pending.collective() != null) {
            return advance(readValue);
        }
        return new Machine(this).resume(readValue, undefinedOrigin);
    }

    @Override
    public boolean tracksDefinedness() {
        return true;
    }

    @Override
    public Object writtenUndefined(Object readOrigin) {
        if (status != Status.RUNNING) {
            return null;
        }
        Action a = pending.current();
        Object operand = pending.operandOrigin();
        if (a instanceof Action.Store) {
            return operand;
        }
        if (a instanceof Action.ReadModifyWrite m) {
            // an exchange (compare-exchange too) stores its operand whatever it read; a combining RMW (add, or, …)
            // computes the stored value from the old one
            return m.op() == dev.syncscope.core.model.RmwOp.EXCHANGE || readOrigin == null ? operand : readOrigin;
        }
        return null;
    }

    @Override
    public UndefinedUse undefinedUse() {
        return undefinedUse;
    }

    @Override
    public boolean madeUndefined() {
        return madeUndefined;
    }

    @Override
    public List<Object> contributionUndefined() {
        return status == Status.RUNNING && pending.collective() != null ? pending.undefined().operands() : List.of();
    }

    @Override
    public ThreadState advanceCollective(List<Contribution> participants) {
        return advanceCollective(participants, Map.of());
    }

    @Override
    public ThreadState advanceCollective(List<Contribution> participants, Map<Integer, List<Object>> undefined) {
        if (status != Status.RUNNING || pending.collective() == null) {
            throw new IllegalStateException("invocation " + agent.name() + " is not at a collective operation");
        }
        return new Machine(this).resumeCollective(participants, undefined);
    }

    /**
     * Named local variables and named SSA values holding scalars, as signed or unsigned per their type. A
     * local this invocation has not assigned yet (declared without an initializer, never stored) is left out, as are
     * the names a compiler gives its own variables ({@code @gl_SubgroupSize}).
     */
    @Override
    public Map<String, Long> registers() {
        Map<String, Long> out = new TreeMap<>();
        eachRegister((name, value, type) -> out.put(name, display((Long) Definedness.strip(value), type)));
        return out;
    }

    /** The names among {@link #registers()} whose value is undefined ({@link Definedness}: it keeps its origin). */
    @Override
    public java.util.Set<String> undefinedRegisters() {
        java.util.Set<String> out = new java.util.TreeSet<>();
        eachRegister((name, value, type) -> {
            if (Definedness.origin(value) != null) {
                out.add(name);
            }
        });
        return out;
    }

    /** The names among {@link #registers()} holding floats or uint64_t values ({@link References#kind}). */
    @Override
    public Map<String, ValueKind> registerKinds() {
        Map<String, ValueKind> out = new TreeMap<>();
        eachRegister((name, value, type) -> {
            ValueKind k = References.kind(type);
            if (k != ValueKind.INTEGER) {
                out.put(name, k);
            } else {
                // registers() keeps the last register of a name: so does its kind
                out.remove(name);
            }
        });
        return out;
    }

    /** What {@link #eachRegister} gives each register: its name, its scalar value (with its origin) and type. */
    private interface RegisterVisitor {
        void visit(String name, Object value, SpirvType type);
    }

    /** Visits the registers of {@link #registers()}: named scalar locals (their cell) and named SSA scalars. */
    private void eachRegister(RegisterVisitor visitor) {
        ModuleInfo info = kernel.info();
        info.names.forEach((id, name) -> {
            // glslang's HLSL front end names the built-ins behind WaveGetLaneIndex() and WaveGetLaneCount()
            // "@gl_SubgroupInvocationID" and "@gl_SubgroupSize": names the kernel's author never wrote (audit 52 L3)
            int slot = info.slot(id);
            if (name.isEmpty() || name.charAt(0) == '@' || slot < 0) {
                return;
            }
            Object v = values.get(slot);
            Object raw = Definedness.strip(v);
            if (raw instanceof Ptr.Local local && local.path().isEmpty()) {
                Object cell = cells.get(local.cell());
                if (Definedness.strip(cell) instanceof Long) {
                    visitor.visit(name, cell, local.pointee());
                }
            } else if (raw instanceof Long && !info.constants.containsKey(id) && info.resultTypes.containsKey(id)) {
                visitor.visit(name, v, info.types.get(info.resultTypes.get(id)));
            }
        });
    }

    private static long display(long bits, SpirvType type) {
        return type instanceof SpirvType.Int i && i.signed() ? Arith.signExtend(bits, i.width()) : bits;
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

    /**
     * A legacy module's load of location {@code index} through the variable {@code reference}, which has no memory
     * operands (MemoryRules#plainAccess: its Workgroup memory is implicitly coherent at Workgroup scope, Coherent
     * memory at QueueFamily scope; of a block only some of whose members are Coherent, the member holding the
     * location decides, as the access chain to it does; a location only loaded atomically is asked as its
     * OpAtomicLoads are made: session 91). In a module of the Vulkan memory model, whose
     * loads each carry their own operands, the access all the variable's loads that may touch the location have
     * ({@link VariableLoads}: a {@code coherent} buffer's has MakePointerVisible, and without it a write made available
     * and ordered before it read as stale: session 90), or null when they differ or the module does not tell them.
     */
    @Override
    public Access plainLoadAccess(Reference reference, int index) {
        ModuleInfo info = kernel.info();
        if (!kernel.rules().legacy()) {
            return vulkanModelLoadAccess(reference, index);
        }
        for (ModuleInfo.Global g : info.globals.values()) {
            Object value = values.get(info.slot(g.id()));
            if (value instanceof Ptr.Memory m && m.reference().name().equals(reference.name())) {
                long offset = (long) index * reference.unit() - m.offset();
                Access atomic = kernel.loads().atomicOf(g.id(), offset);
                if (atomic != null) {
                    return atomic;
                }
                MemoryRules.PointerFacts facts = new MemoryRules.PointerFacts(m.storageClass() == Spv.SC_WORKGROUP,
                        m.coherent() || Pointers.decoratedAt(info, m.pointee(), offset, Spv.DEC_COHERENT));
                return kernel.rules().plainAccess(false, 0, null, null, facts);
            }
        }
        return null;
    }

    /**
     * {@link #plainLoadAccess} in a module of the Vulkan memory model: the access of every load that may touch
     * location {@code index} of the variables {@code reference} names (several Aliased Workgroup blocks are one
     * reference), when they all agree; null for an image, whose texels OpImageRead reads with its own operands (the
     * OpLoad of its handle is no memory access).
     */
    private Access vulkanModelLoadAccess(Reference reference, int index) {
        ModuleInfo info = kernel.info();
        Access out = null;
        for (ModuleInfo.Global g : info.globals.values()) {
            Object value = values.get(info.slot(g.id()));
            if (value instanceof Ptr.Memory m && m.reference().name().equals(reference.name())) {
                Access a = Images.isHandle(m.pointee()) ? null
                        : kernel.loads().of(g.id(), (long) index * reference.unit() - m.offset());
                if (a == null || out != null && !out.equals(a)) {
                    return null;
                }
                out = a;
            }
        }
        return out;
    }

    @Override
    public List<Object> cutArgs() {
        // the message of Machine#run at its instruction budget
        return cutKind == CutKind.KERNEL_BUDGET ? List.of((long) kernel.stepBudget(), stoppedAt.toString())
                : List.of();
    }

    @Override
    public SourceSpan stoppedAt() {
        return status == Status.DONE ? SourceSpan.UNKNOWN : stoppedAt;
    }

    /**
     * Where an invocation whose entry point returns at {@code returned} finishes: there, but in a module compiled from
     * HLSL, where glslang gives the entry point's one return the function header's line (the source's returns become
     * branches to it), the line run before it in this step ({@code before}: the {@code return;} statement's branch, or
     * the last statement's), else the line of its last action ({@code pending}, null when none), when that is below
     * (the session-84 audit: barrier divergence said "T1 finishes at k.hlsl:5", the header, above the code the
     * invocation ran, where GLSL names the closing brace or the return statement; session 85: an early {@code return;}
     * with no action before it was still named by the header).
     */
    static SourceSpan exitAt(ModuleInfo info, SourceSpan returned, Pending pending, SourceSpan before) {
        if (!HlslUavNotes.fromHlsl(info.module)) {
            return returned;
        }
        SourceSpan last = before != null ? before : pending == null ? null : pending.current().source();
        return last != null && last.file().equals(returned.file()) && last.line() > returned.line() ? last : returned;
    }

    @Override
    public SourceSpan exitedAt() {
        return status == Status.DONE ? stoppedAt : SourceSpan.UNKNOWN;
    }

    /**
     * Every SSA value and local cell equal, at the same instruction of the same call stack: {@link #registers()}
     * lists only named values, and a compiler's unnamed ones (an HLSL loop counter in a phi) are state too. The
     * loops' iteration numbers and the count of barriers met are not compared: they only name dynamic instances
     * (of barriers, subgroup operations), which does not change what the invocation does next.
     */
    @Override
    public boolean backAt(ThreadState earlier) {
        return earlier instanceof SpirvThread t && t.kernel == kernel && t.agent == agent && t.status == status
                && t.nextCell == nextCell && samePlace(t.frame, frame) && java.util.Objects.equals(t.pending, pending)
                && t.values.sameEntries(values) && t.cells.sameEntries(cells);
    }

    private static boolean samePlace(Frame a, Frame b) {
        if (a == null || b == null) {
            return a == b;
        }
        return a.function() == b.function() && a.block() == b.block() && a.index() == b.index()
                && a.previousBlock() == b.previousBlock() && a.callResult() == b.callResult()
                && sameLoops(a.loops(), b.loops()) && samePlace(a.caller(), b.caller());
    }

    private static boolean sameLoops(Loops a, Loops b) {
        for (; a != null && b != null; a = a.outer(), b = b.outer()) {
            if (a.header() != b.header() || a.merge() != b.merge() || a.cont() != b.cont()) {
                return false;
            }
        }
        return a == b;
    }

    @Override
    public String toString() {
        return agent.name() + " " + status + (status == Status.RUNNING ? " next " + pending.current() : " " + diagnostic);
    }
}
