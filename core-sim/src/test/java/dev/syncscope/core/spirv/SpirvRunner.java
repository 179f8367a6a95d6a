package dev.syncscope.core.spirv;

import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.ThreadState;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Test helper: runs a program's invocations round-robin, one action each, against a plain
 * sequentially consistent memory, recording every invocation's actions. Not a memory-model engine;
 * it only exercises the interpreter. Owned by one test.
 */
public final class SpirvRunner {
    public final Program program;
    public final Map<Location, Long> memory = new HashMap<>();
    public final List<List<Action>> actions = new ArrayList<>();
    public final List<ThreadState> states;

    public SpirvRunner(Program program) {
        this.program = program;
        memory.putAll(program.launch().initialValues());
        states = new ArrayList<>(program.initial());
        program.initial().forEach(s -> actions.add(new ArrayList<>()));
    }

    public SpirvRunner run(int maxRounds) {
        for (int round = 0; round < maxRounds; round++) {
            boolean any = false;
            for (int i = 0; i < states.size(); i++) {
                ThreadState s = states.get(i);
                if (s.status() != ThreadState.Status.RUNNING) {
                    continue;
                }
                any = true;
                Action a = s.next();
                actions.get(i).add(a);
                states.set(i, s.advance(perform(a)));
            }
            if (!any) {
                break;
            }
        }
        return this;
    }

    private long perform(Action a) {
        if (a instanceof Action.Load l) {
            return memory.getOrDefault(l.reference().location(l.index()), 0L);
        }
        if (a instanceof Action.Store s) {
            memory.put(s.reference().location(s.index()), s.value());
        } else if (a instanceof Action.ReadModifyWrite r) {
            Location loc = r.reference().location(r.index());
            long old = memory.getOrDefault(loc, 0L);
            Long written = r.written(old);
            if (written != null) {
                memory.put(loc, written);
            }
            return old;
        }
        return 0;
    }

    public long value(String reference, int index) {
        return memory.getOrDefault(program.launch().reference(reference).location(index), 0L);
    }
}
