package dev.syncscope.core.spirv;

import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Contribution;
import dev.syncscope.core.model.CutKind;
import dev.syncscope.core.model.FaultReason;
import dev.syncscope.core.model.LoadMonitor;
import dev.syncscope.core.model.RmwOp;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.ThreadState.Status;
import dev.syncscope.core.model.UndefinedUse;
import dev.syncscope.core.model.UndefinedValue;
import dev.syncscope.core.spirv.SpirvThread.Frame;
import dev.syncscope.core.spirv.SpirvThread.Pending;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;

/**
 * Executes one invocation's instructions from one action to the next on a private copy of a {@link SpirvThread}'s
 * state, then freezes the result into a new state. Owned by the calling thread for one {@link SpirvThread#advance}.
 */
final class Machine {

    private final Kernel kernel;
    private final ModuleInfo info;
    private final Agent agent;
    private final Pending pending;
    private final PVec.Edit values;
    private final LocalCells cells;
    private int nextCell;
    /** The current frame as last built; its position may lag behind the fields below (see {@link #frame()}). */
    private Frame frame;
    /** The current frame's block (its label and itself), the block before it, its loops and the next instruction's index. */
    private int block;
    private ModuleInfo.Block current;
    private int previousBlock;
    private Loops loops;
    private int index;
    private int barriers;
    private SourceSpan span = SourceSpan.UNKNOWN;
    private SourceSpan lastLine; // the last span with a source line this step ran, or null
    private SourceSpan lineBefore; // the last of another line than lastLine's this step ran before it, or null
    /** {@link #value} as a function, made once per machine rather than once per computed instruction. */
    private final IntFunction<Object> valueOf = this::value;
    /** The first use of an undefined value that decides what the invocation does, or null ({@link Definedness}). */
    private UndefinedUse undefinedUse;
    /** Whether the invocation made an undefined value itself ({@link UndefinedValue}; see also {@link LocalCells}). */
    private boolean madeUndefined;

    Machine(SpirvThread t) {
        this(t.kernel, t.agent, t.values, t.cells, t.nextCell, t.frame, t.barriers, t.pending);
        this.undefinedUse = t.undefinedUse;
        this.madeUndefined = t.madeUndefined;
    }

    Machine(Kernel kernel, Agent agent, PVec values, PVec cells, int nextCell, Frame frame, int barriers,
            Pending pending) {
        this.kernel = kernel;
        this.info = kernel.info();
        this.agent = agent;
        this.values = new PVec.Edit(values);
        this.cells = new LocalCells(cells);
        this.nextCell = nextCell;
        enter(frame);
        this.barriers = barriers;
        this.pending = pending;
    }

    /** Continues after the pending action gave {@code readValue}, undefined from a non-null {@code origin}. */
    SpirvThread resume(long readValue, Object origin) {
        Action done = pending.current();
        boolean read = done instanceof Action.Load || done instanceof Action.ReadModifyWrite;
        if (read && origin != null && undefinedUse == null && done instanceof Action.ReadModifyWrite m
                && m.compare() != null) {
            // whether a compare-exchange writes depends on the value it read
            undefinedUse = new UndefinedUse(origin, UndefinedUse.Kind.COMPARISON, done.source());
        }
        if (pending.actions().size() == 1
                && (pending.resultId() == 0 || read && SpirvType.isScalar(pending.resultType()))) {
            // a single access (most): its value, if any, is the result, with no list of reads
            if (read && pending.resultId() != 0) {
                setValue(pending.resultId(), Definedness.taint(Pointers.fromMemory(readValue, pending.resultType()),
                        origin));
            }
            return run();
        }
        List<Long> reads = pending.reads();
        SpirvThread.Undefined undefined = pending.undefined();
        if (read) {
            undefined = undefined.read(origin, reads.size());
            List<Long> more = new ArrayList<>(reads);
            more.add(readValue);
            reads = List.copyOf(more);
        }
        if (pending.index() + 1 < pending.actions().size()) {
            return state(new Pending(pending.actions(), pending.index() + 1, reads, pending.resultId(),
                    pending.resultType(), pending.atomicResult(), null, undefined), Status.RUNNING);
        }
        if (pending.resultId() != 0) {
            Iterator<Long> it = reads.iterator();
            Object result;
            try {
                result = Pointers.assemble(pending.resultType(), it);
            } catch (Fault f) {
                return stop(Status.FAULT, null, span, f);
            }
            setValue(pending.resultId(), Definedness.taintLeaves(result, ImageFormats.leafOrigins(pending.resultType(),
                    undefined.reads())));
        }
        return run();
    }

    /** Notes the use of id {@code id}'s value as {@code use} here, the invocation's first use of an undefined value. */
    void used(int id, UndefinedUse.Kind use) {
        Object origin = undefinedUse == null ? Definedness.origin(value(id)) : null;
        if (origin != null) {
            undefinedUse = new UndefinedUse(origin, use, where());
        }
    }

    /**
     * Continues after the pending collective operation completed with its tangle's contributions, undefined as
     * {@code undefined} gives by member id (this invocation's own from its pending operation when not there).
     */
    SpirvThread resumeCollective(List<Contribution> participants, Map<Integer, List<Object>> undefined) {
        Instruction in = pending.collective();
        span = pending.current().source();
        int self = kernel.subgroupMember(agent.id());
        undefined = SubgroupDefinedness.passedOn(SubgroupDefinedness.withOwn(undefined, self,
                pending.undefined().operands()), self, m -> Invocations.name(agent.id() - self + m));
        try {
            Object r = SubgroupOps.result(info, in, self, kernel.subgroupSize(), participants, valueOf, span);
            madeUndefined |= Definedness.origin(r) != null; // from a lane outside the tangle (UndefinedValue)
            setValue(in.word(1), SubgroupDefinedness.result(in, self, kernel.subgroupSize(), participants, undefined, r,
                    valueOf));
        } catch (Fault f) {
            return stop(Status.FAULT, null, span, f);
        }
        return run();
    }

    /** Runs until the next action or the end of the invocation. */
    SpirvThread run() {
        return run(null, 0, 0);
    }

    /**
     * As {@link #run()} while the launch is built: every {@link LoadMonitor#CHECK_INTERVAL} instructions {@code monitor}
     * (null when stepping: parameters, not fields, as a machine is made at every step of an invocation) is asked
     * whether to go on, and the load stops with its reason ({@link SpirvInterpreter#stopped}).
     *
     * @param done  invocations of the launch already run to their first action
     * @param total invocations of the launch
     */
    SpirvThread run(LoadMonitor monitor, int done, int total) {
        int steps = 0;
        try {
            while (true) {
                if (++steps > kernel.stepBudget()) {
                    return stop(Status.BOUND_EXCEEDED, CutKind.KERNEL_BUDGET, where(), "executed " + kernel.stepBudget()
                            + (kernel.stepBudget() == 1 ? " instruction" : " instructions")
                            + " without a memory action (endless local loop?)");
                }
                if ((steps & (LoadMonitor.CHECK_INTERVAL - 1)) == 0 && monitor != null) {
                    String why = monitor.progress(done, total);
                    if (why != null) {
                        throw SpirvInterpreter.stopped(info.module.file(), why, done, total);
                    }
                }
                Instruction in = current.body().get(index);
                span = current.spans().get(index);
                if (span.line() > 0) {
                    lineBefore = lastLine != null && lastLine.line() != span.line() ? lastLine : lineBefore;
                    lastLine = span;
                }
                index++;
                SpirvThread stop = execute(in);
                if (stop != null) {
                    return stop;
                }
            }
        } catch (Fault f) {
            return stop(Status.FAULT, null, where(), f);
        } catch (ClassCastException | IndexOutOfBoundsException | NullPointerException | IllegalArgumentException e) {
            // an ill-typed module (e.g. a scalar used as a pointer) faults the invocation instead of the engine
            return stop(Status.FAULT, null, where(), "malformed SPIR-V: " + e);
        }
    }

    /** A diagnostic's position: the instruction's line, else the last line run (an OpLine ends with its block). */
    private SourceSpan where() {
        return span.line() > 0 || lastLine == null ? span : lastLine;
    }

    private SpirvThread state(Pending next, Status status) {
        return new SpirvThread(kernel, agent, values.freeze(), cells.freeze(), nextCell, frame(), barriers, status, "",
                SourceSpan.UNKNOWN, null, next, null, undefinedUse, madeUndefined || cells.madeUndefined);
    }

    /** The invocation stopped at {@code at} by a FAULT, or BOUND_EXCEEDED at the bound {@code cut}: {@code at: why}. */
    private SpirvThread stop(Status status, CutKind cut, SourceSpan at, String why) {
        return new SpirvThread(kernel, agent, values.freeze(), cells.freeze(), nextCell, frame(), barriers, status,
                at + ": " + why, at, cut, null, null, undefinedUse, madeUndefined || cells.madeUndefined);
    }

    /** The invocation stopped at {@code at} by {@code fault}, with its reason when it has one. */
    private SpirvThread stop(Status status, CutKind cut, SourceSpan at, Fault fault) {
        return new SpirvThread(kernel, agent, values.freeze(), cells.freeze(), nextCell, frame(), barriers, status,
                at + ": " + fault.getMessage(), at, cut, null, fault.reason, undefinedUse, madeUndefined || cells.madeUndefined);
    }

    /** The state pending {@code actions} (its own list unless already immutable), or null when there are none. */
    private SpirvThread emit(List<Action> actions, int resultId, SpirvType resultType, boolean atomicResult) {
        return emit(actions, resultId, resultType, atomicResult, SpirvThread.Undefined.NONE);
    }

    /** As {@link #emit(List, int, SpirvType, boolean)}, the actions storing values undefined as {@code undefined}. */
    private SpirvThread emit(List<Action> actions, int resultId, SpirvType resultType, boolean atomicResult,
                             SpirvThread.Undefined undefined) {
        if (actions.isEmpty()) {
            if (resultId != 0) {
                setValue(resultId, Pointers.assemble(resultType, List.<Long>of().iterator()));
            }
            return null;
        }
        return state(new Pending(List.copyOf(actions), 0, List.of(), resultId, resultType, atomicResult, null,
                undefined), Status.RUNNING);
    }

    private SpirvThread execute(Instruction in) {
        switch (OpDispatch.of(in.opcode())) {
            case NOTHING -> {
                return null;
            }
            case BRANCH -> jump(in.word(0));
            case BRANCH_CONDITIONAL -> {
                used(in.word(0), UndefinedUse.Kind.BRANCH);
                jump(integer(in.word(0)) != 0 ? in.word(1) : in.word(2));
            }
            case SWITCH -> {
                used(in.word(0), UndefinedUse.Kind.SWITCH);
                jump(BlockEntry.switchTarget(info, in, integer(in.word(0))));
            }
            case RETURN -> {
                return ret(null);
            }
            case RETURN_VALUE -> {
                return ret(value(in.word(0)));
            }
            case CALL -> call(in);
            case TERMINATE -> throw new Fault(FaultReason.of(FaultReason.Kind.TERMINATE, in.name()));
            case CONTROL_BARRIER -> {
                Scope execution = ScopeOperands.execution(this, in.word(0));
                Scope memory = ScopeOperands.memory(this, kernel.rules(), in.word(1));
                // the n-th barrier of each invocation meets the others' n-th; its dynamic instance is kept so that
                // two different ones meeting there are reported (OpControlBarrier: undefined unless all execute the
                // same dynamic instance)
                Action a = new Action.ControlBarrier(execution, memory, MemoryRules.semantics(integer(in.word(2))),
                        barriers++, span, null, null, dynamicInstance());
                return emit(List.of(a), 0, null, false);
            }
            case MEMORY_BARRIER -> {
                Action a = new Action.MemoryBarrier(ScopeOperands.memory(this, kernel.rules(), in.word(0)),
                        MemoryRules.semantics(integer(in.word(1))), span);
                return emit(List.of(a), 0, null, false);
            }
            case VARIABLE -> {
                SpirvType pointee = info.pointerType(in, in.word(0)).pointee();
                int cell = nextCell++;
                cells.set(cell, in.size() > 3 ? value(in.word(3)) : new Pointers.Unassigned(ConstantEvaluator.zero(pointee),
                        new UndefinedValue(UndefinedValue.Kind.UNASSIGNED_VARIABLE, info.name(in.word(1)), where())));
                setValue(in.word(1), info.localPointer(cell, pointee));
            }
            case LOAD -> {
                return load(in);
            }
            case STORE -> {
                return store(in);
            }
            case ACCESS_CHAIN -> {
                for (int i = 3; i < in.size(); i++) {
                    used(in.word(i), UndefinedUse.Kind.ADDRESS);
                }
                setValue(in.word(1), Pointers.chain(info, in, pointer(in.word(2)), this::integer));
            }
            case ARRAY_LENGTH -> setValue(in.word(1), Pointers.arrayLength(in, pointer(in.word(2))));
            case ATOMIC -> {
                return perform(AtomicActions.step(kernel.rules(), in, this, span));
            }
            case IMAGE -> {
                return perform(ImageOps.step(info, kernel.rules(), in, this, span));
            }
            case SUBGROUP -> {
                return subgroup(in);
            }
            case COMPUTE -> {
                Object r = Compute.value(info, in, valueOf, where());
                madeUndefined |= OpDispatch.makesUndefined(in.opcode()) && Definedness.origin(r) != null;
                setValue(in.word(1), r);
            }
        }
        return null;
    }

    private SpirvThread load(Instruction in) {
        Ptr ptr = pointer(in.word(2));
        if (ptr instanceof Ptr.Memory image && Images.isHandle(image.pointee())) {
            return perform(MemoryStep.value(in.word(1), image)); // an image's handle is its variable's pointer
        }
        if (ptr instanceof Ptr.Local local) {
            setValue(in.word(1), cells.read(local.cell(), local.path()));
            return null;
        }
        Ptr.Memory m = (Ptr.Memory) ptr;
        var access = kernel.rules().plainAccess(false, MemoryRules.mask(in, 3),
                ScopeOperands.ofFlag(this, in, 3, Spv.MA_MAKE_POINTER_AVAILABLE),
                ScopeOperands.ofFlag(this, in, 3, Spv.MA_MAKE_POINTER_VISIBLE), Pointers.facts(info, m));
        return emit(MemoryActions.loads(m, access, span), in.word(1), m.pointee(), false);
    }

    private SpirvThread store(Instruction in) {
        Ptr ptr = pointer(in.word(0));
        Object v = value(in.word(1));
        if (ptr instanceof Ptr.Local local) {
            ModuleInfo.Global global = local.path().isEmpty() ? info.globals.get(in.word(0)) : null;
            if (global != null && global.storageClass() == Spv.SC_INPUT) {
                throw new Fault(FaultReason.of(FaultReason.Kind.STORE_TO_INPUT));
            }
            cells.write(local.cell(), local.path(), v);
            return null;
        }
        Ptr.Memory m = (Ptr.Memory) ptr;
        if (m.readOnly()) {
            throw new Fault(FaultReason.of(FaultReason.Kind.STORE_TO_READ_ONLY, m.reference().name()));
        }
        var access = kernel.rules().plainAccess(true, MemoryRules.mask(in, 2),
                ScopeOperands.ofFlag(this, in, 2, Spv.MA_MAKE_POINTER_AVAILABLE),
                ScopeOperands.ofFlag(this, in, 2, Spv.MA_MAKE_POINTER_VISIBLE), Pointers.facts(info, m));
        return emit(MemoryActions.stores(m, Definedness.strip(v), access, span), 0, null, false,
                SpirvThread.Undefined.ofStored(v));
    }

    /** An atomic's or image instruction's value, or its memory actions ({@link MemoryStep}). */
    private SpirvThread perform(MemoryStep s) {
        if (s.actions() == null) {
            setValue(s.resultId(), s.value());
            return null;
        }
        return emit(s.actions(), s.resultId(), s.resultType(), s.atomicResult(), s.undefined());
    }

    /** A non-uniform group operation: computed here when local, else a collective action for the tangle. */
    private SpirvThread subgroup(Instruction in) {
        int self = kernel.subgroupMember(agent.id());
        // values passed keep their definedness (SubgroupDefinedness); an undefined lane or bit chosen decides
        for (int w : SubgroupDefinedness.choosing(in)) {
            used(in.word(w), UndefinedUse.Kind.SUBGROUP_OPERAND);
        }
        if (SubgroupOps.isLocal(in.name())) {
            Object r = SubgroupOps.local(in, self, kernel.subgroupSize(), valueOf, span);
            madeUndefined |= Definedness.origin(r) != null; // a ballot query the spec leaves undefined (UndefinedValue)
            setValue(in.word(1), SubgroupDefinedness.local(in, r, valueOf));
            return null;
        }
        Action a = new Action.Collective(Scope.SUBGROUP, in.name(), dynamicInstance(), self,
                SubgroupOps.contribution(in, valueOf), span, SubgroupOps.contributionKind(info, in));
        return state(new Pending(List.of(a), 0, List.of(), in.word(1), null, false, in,
                SpirvThread.Undefined.of(SubgroupDefinedness.contribution(in, valueOf))), Status.RUNNING);
    }

    /** The dynamic instance of the instruction just started (SPIR-V 2.2.5), the module's shared list. */
    private List<Integer> dynamicInstance() {
        return info.dynamicInstances.of(frame());
    }

    private void jump(int target) {
        ModuleInfo.Block next = frame.function().block(target);
        if (next == null) {
            throw new Fault("branch to %" + target + ", which is not a block of this function");
        }
        int previous = block;
        List<Object[]> assignments = BlockEntry.phis(next.body(), previous, valueOf);
        for (Object[] a : assignments) {
            setValue((Integer) a[0], a[1]);
        }
        int i = assignments.size();
        // the frame itself is built only when a state or a dynamic instance needs it (frame())
        loops = Loops.enter(loops, target, next);
        block = target;
        previousBlock = previous;
        current = next;
        index = i;
    }

    private void call(Instruction in) {
        ModuleInfo.Function callee = info.functions.get(in.word(2));
        for (int i = 0; i < callee.params().size(); i++) {
            setValue(callee.params().get(i), value(in.word(3 + i)));
        }
        enter(new Frame(callee, callee.entryLabel(), 0, 0, in.word(1), frame(), null));
    }

    private SpirvThread ret(Object result) {
        Frame caller = frame.caller();
        if (caller == null) {
            // the exit's own line (glslang gives the OpReturn of a return statement and of main's closing brace one),
            // not the last line run before it; an HLSL entry point's, after its last action (SpirvThread.exitAt)
            SourceSpan at = SpirvThread.exitAt(info, span, pending, lineBefore);
            return new SpirvThread(kernel, agent, values.freeze(), cells.freeze(), nextCell, frame(), barriers,
                    Status.DONE, "", at.line() > 0 ? at : SourceSpan.UNKNOWN, null, null, null, undefinedUse,
                    madeUndefined || cells.madeUndefined);
        }
        if (result != null) {
            setValue(frame.callResult(), result);
        }
        enter(caller);
        return null;
    }

    /** Makes {@code f} the current frame. */
    private void enter(Frame f) {
        frame = f;
        block = f.block();
        current = f.function().block(block);
        previousBlock = f.previousBlock();
        loops = f.loops();
        index = f.index();
    }

    /** The current frame with its position up to date (frames are built only when needed, not per instruction or branch). */
    private Frame frame() {
        if (frame.block() != block || frame.previousBlock() != previousBlock || frame.loops() != loops) {
            frame = new Frame(frame.function(), block, index, previousBlock, frame.callResult(), frame.caller(), loops);
        } else if (frame.index() != index) {
            frame = frame.at(index);
        }
        return frame;
    }

    /** Assigns {@code id}'s value (its slot among the invocation's values, {@link ModuleInfo#slot}). */
    private void setValue(int id, Object v) {
        int s = info.slot(id);
        if (s < 0) {
            throw new Fault(describe(id) + " cannot be assigned a value");
        }
        values.set(s, v);
    }

    Object value(int id) {
        int s = info.slot(id);
        Object v = s >= 0 ? values.get(s) : info.constant(id);
        if (v instanceof Definedness.UndefConstant u) {
            // a module-level OpUndef has no line: its value is undefined from the instruction using it
            madeUndefined = true;
            return Definedness.taintShared(u.zero(), new UndefinedValue(UndefinedValue.Kind.OP_UNDEF, "", where()));
        }
        if (v == null) {
            throw new Fault("use of " + describe(id) + " before it has a value");
        }
        return v;
    }

    /** The pointer value of {@code id}; a fault when it holds a number or a composite. */
    Ptr pointer(int id) {
        if (!(value(id) instanceof Ptr p)) {
            throw new Fault(describe(id) + " is not a pointer");
        }
        return p;
    }

    /** The scalar value of {@code id} as stored (not sign-extended); a fault when it is a pointer or a composite. */
    long scalar(int id) {
        Object v = value(id);
        if (v instanceof Definedness.Undef u) {
            return u.bits();
        }
        if (!(v instanceof Long l)) {
            throw new Fault(describe(id) + " is not a scalar");
        }
        return l;
    }

    private String describe(int id) {
        String name = info.name(id);
        return info.ref(id) + (name.isEmpty() || info.ref(id).equals("%" + name) ? "" : " (" + name + ")");
    }

    long integer(int id) {
        long l = scalar(id);
        SpirvType t = info.resultTypeOrNull(id);
        return t instanceof SpirvType.Int i && i.signed() ? Arith.signExtend(l, i.width()) : l;
    }
}
