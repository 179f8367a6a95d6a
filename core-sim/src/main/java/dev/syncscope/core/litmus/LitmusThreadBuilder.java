package dev.syncscope.core.litmus;

import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Reference;
import dev.syncscope.core.model.RmwOp;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.Semantics;
import dev.syncscope.core.model.SourceSpan;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Collects one litmus thread's instructions in program order; obtained from
 * {@link LitmusBuilder#thread(String, int, int, int)}. Owned by the parsing thread.
 */
public final class LitmusThreadBuilder {
    private final String name;
    private final int subgroup;
    private final int workgroup;
    private final int queueFamily;
    private final List<Instruction> instructions = new ArrayList<>();
    private final Map<String, Long> initialRegisters = new LinkedHashMap<>();
    private boolean host;

    LitmusThreadBuilder(String name, int subgroup, int workgroup, int queueFamily) {
        this.name = name;
        this.subgroup = subgroup;
        this.workgroup = workgroup;
        this.queueFamily = queueFamily;
    }

    public String name() {
        return name;
    }

    public int subgroup() {
        return subgroup;
    }

    public int workgroup() {
        return workgroup;
    }

    public int queueFamily() {
        return queueFamily;
    }

    /** Whether the thread is a host thread ({@link dev.syncscope.core.model.Agent#host()}). */
    public boolean host() {
        return host;
    }

    /** Makes the thread a host thread (a SyncScope extension of the litmus formats). */
    public LitmusThreadBuilder asHost() {
        host = true;
        return this;
    }

    /** Instructions added so far. */
    public List<Instruction> instructions() {
        return List.copyOf(instructions);
    }

    public LitmusThreadBuilder add(Instruction instruction) {
        instructions.add(instruction);
        return this;
    }

    public LitmusThreadBuilder initialRegister(String register, long value) {
        initialRegisters.put(register, value);
        return this;
    }

    public LitmusThreadBuilder load(String register, Reference reference, int index, Access access, SourceSpan at) {
        return add(new Instruction.Load(register, reference, index, access, at));
    }

    public LitmusThreadBuilder store(Reference reference, int index, Operand value, Access access, SourceSpan at) {
        return add(new Instruction.Store(reference, index, value, access, at));
    }

    /** An RMW; {@code compare} null for a plain (non-compare) read-modify-write. */
    public LitmusThreadBuilder rmw(String register, Reference reference, int index, RmwOp op, Operand operand,
                                   Operand compare, Access access, SourceSpan at) {
        return add(new Instruction.Rmw(register, reference, index, op, operand, compare, access, at));
    }

    /**
     * A compare-exchange: writes {@code value} when the location holds {@code compare}, with {@code equal}; else only
     * loads, with {@code unequal} (SPIR-V OpAtomicCompareExchange's Equal and Unequal memory semantics; the engine
     * rejects an {@code unequal} stronger than {@code equal}).
     */
    public LitmusThreadBuilder compareExchange(String register, Reference reference, int index, Operand value,
                                               Operand compare, Access equal, Access unequal, SourceSpan at) {
        return add(new Instruction.Rmw(register, reference, index, RmwOp.EXCHANGE, value, compare, equal, unequal,
                at));
    }

    public LitmusThreadBuilder memoryBarrier(Scope scope, Semantics semantics, SourceSpan at) {
        return add(new Instruction.MemBar(scope, semantics, at));
    }

    public LitmusThreadBuilder controlBarrier(Scope execution, Scope memory, Semantics semantics, int instance,
                                              SourceSpan at) {
        return add(new Instruction.CBar(execution, memory, semantics, instance, at));
    }

    /** A named control barrier (Dat3M): {@code barrierId} non-null, {@code quorum} null for all invocations. */
    public LitmusThreadBuilder controlBarrier(Scope execution, Scope memory, Semantics semantics, int instance,
                                              Operand barrierId, Operand quorum, SourceSpan at) {
        return add(new Instruction.CBar(execution, memory, semantics, instance, at, barrierId, quorum));
    }

    public LitmusThreadBuilder deviceAvailability(SourceSpan at) {
        return add(new Instruction.ApiOperation(new Action.DeviceAvailability(at), "availability operation to the device domain"));
    }

    public LitmusThreadBuilder deviceVisibility(SourceSpan at) {
        return add(new Instruction.ApiOperation(new Action.DeviceVisibility(at), "visibility operation from the device domain"));
    }

    /** A host flush: availability to the host domain. */
    public LitmusThreadBuilder hostAvailability(SourceSpan at) {
        return add(new Instruction.ApiOperation(new Action.HostAvailability(at),
                "flush: availability operation to the host domain"));
    }

    /** A host invalidate: visibility from the host domain. */
    public LitmusThreadBuilder hostVisibility(SourceSpan at) {
        return add(new Instruction.ApiOperation(new Action.HostVisibility(at),
                "invalidate: visibility operation from the host domain"));
    }

    /** A memory domain operation between the host and the device domain. */
    public LitmusThreadBuilder domainOperation(Action.MemoryDomainOperation.Direction d,
                                               SourceSpan at) {
        return add(new Instruction.ApiOperation(new Action.MemoryDomainOperation(d, at),
                "memory domain operation from the " + (d == Action.MemoryDomainOperation.Direction.HOST_TO_DEVICE
                        ? "host domain to the device domain" : "device domain to the host domain")));
    }

    public LitmusThreadBuilder label(String label, SourceSpan at) {
        return add(new Instruction.Label(label, at));
    }

    public LitmusThreadBuilder jump(String label, SourceSpan at) {
        return add(new Instruction.Jump(label, at));
    }

    /** Jump to {@code label} when {@code register condition right}. */
    public LitmusThreadBuilder branch(String register, Condition condition, Operand right, String label,
                                     SourceSpan at) {
        return add(new Instruction.Branch(register, condition, right, label, at));
    }

    /** {@code register = left op right}. */
    public LitmusThreadBuilder assign(String register, Operand left, ArithOp op, Operand right, SourceSpan at) {
        return add(new Instruction.Assign(register, left, op, right, at));
    }

    /** {@code register = value}. */
    public LitmusThreadBuilder move(String register, Operand value, SourceSpan at) {
        return add(new Instruction.Assign(register, value, null, null, at));
    }

    /** The code as built so far, with the given backward-jump bound. */
    public LitmusCode code(int backwardJumpBound) {
        return new LitmusCode(instructions, initialRegisters, backwardJumpBound);
    }
}
