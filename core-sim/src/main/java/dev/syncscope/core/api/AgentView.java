package dev.syncscope.core.api;

import dev.syncscope.core.exec.AgentStatus;
import dev.syncscope.core.model.SourceSpan;

import java.util.Map;

/**
 * One invocation as the dispatch grid and source view show it. Immutable.
 *
 * @param id          invocation id
 * @param name        its name
 * @param subgroup    subgroup instance id
 * @param workgroup   workgroup instance id
 * @param queueFamily queue family instance id
 * @param status      running, waiting, done, ...
 * @param pc          where its next action is (the barrier it waits at while waiting; UNKNOWN when finished)
 * @param next        its next action in words ("" when finished)
 * @param actions     how many actions it performed
 * @param barrier     the barrier it waits at, or {@code null}
 * @param registers   its registers
 * @param host        a host thread rather than a shader invocation ({@link dev.syncscope.core.model.Agent#host()}):
 *                    in no scope instance, so its subgroup, workgroup and queue family ids name no instance
 *                    shared with an invocation
 */
public record AgentView(int id, String name, int subgroup, int workgroup, int queueFamily, AgentStatus status,
                        SourceSpan pc, String next, int actions, BarrierView barrier, Map<String, Long> registers,
                        boolean host) implements dev.syncscope.core.model.SubgroupNumbering.Member {
    public AgentView {
        registers = Map.copyOf(registers);
    }

    /** A shader invocation (a device agent). */
    public AgentView(int id, String name, int subgroup, int workgroup, int queueFamily, AgentStatus status,
                     SourceSpan pc, String next, int actions, BarrierView barrier, Map<String, Long> registers) {
        this(id, name, subgroup, workgroup, queueFamily, status, pc, next, actions, barrier, registers, false);
    }
}
