package dev.syncscope.core.exec;

import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.ThreadState;

import java.util.List;
import java.util.Map;

/**
 * A straight-line program: a fixed list of actions performed in order, each load's (or RMW's) value
 * stored in a register named {@code r0}, {@code r1}, … by the load's position among the reads.
 * For tests, benchmarks and headless demos. Immutable (registers as a persistent chain, see
 * {@link ScriptRegisters}; the states before the first read are made once per program, see {@link Script}).
 *
 * @param actions   the actions in program order
 * @param pc        index of the next action
 * @param registers values read so far
 */
public record ScriptedThread(List<Action> actions, int pc, Map<String, Long> registers) implements ThreadState {

    public ScriptedThread {
        actions = Script.of(actions);
        registers = registers instanceof ScriptRegisters ? registers : Map.copyOf(registers);
    }

    public static ScriptedThread of(Action... actions) {
        return Script.of(List.of(actions)).plain(0);
    }

    public static ScriptedThread of(List<Action> actions) {
        return Script.of(actions).plain(0);
    }

    @Override
    public List<Action.MemoryBarrier> barriersAhead() {
        List<Action.MemoryBarrier> out = new java.util.ArrayList<>();
        for (int i = pc; i < actions.size(); i++) {
            if (actions.get(i) instanceof Action.MemoryBarrier b) {
                out.add(b);
            } else if (i > pc && Action.atomicRead(actions.get(i))) {
                // a barrier after the next atomic read may serve that read (a second flag): not this access's
                break;
            }
        }
        return out;
    }

    @Override
    public Status status() {
        return pc < actions.size() ? Status.RUNNING : Status.DONE;
    }

    @Override
    public Action next() {
        return actions.get(pc);
    }

    /** Its last action's source when it is done (a script has no other exit). */
    @Override
    public dev.syncscope.core.model.SourceSpan exitedAt() {
        return pc >= actions.size() && !actions.isEmpty() && actions.get(actions.size() - 1).source() != null
                ? actions.get(actions.size() - 1).source() : dev.syncscope.core.model.SourceSpan.UNKNOWN;
    }

    @Override
    public ThreadState advance(long readValue) {
        Action a = actions.get(pc);
        if ((a instanceof Action.Load || a instanceof Action.ReadModifyWrite)
                && (registers instanceof ScriptRegisters || registers.isEmpty())) {
            ScriptRegisters r = registers instanceof ScriptRegisters x ? x : ScriptRegisters.EMPTY;
            return new ScriptedThread(actions, pc + 1, r.plus(readValue));
        }
        if (a instanceof Action.Load || a instanceof Action.ReadModifyWrite) {
            @SuppressWarnings("unchecked")
            Map.Entry<String, Long>[] r = registers.entrySet().toArray(new Map.Entry[registers.size() + 1]);
            r[registers.size()] = Map.entry("r" + registers.size(), readValue);
            return new ScriptedThread(actions, pc + 1, Map.ofEntries(r));
        }
        if (registers.isEmpty()) {
            // nothing read yet: the program's shared state at the next position
            return ((Script) actions).plain(pc + 1);
        }
        return new ScriptedThread(actions, pc + 1, registers);
    }
}
