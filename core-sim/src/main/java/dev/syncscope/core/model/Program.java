package dev.syncscope.core.model;

import java.util.List;

/**
 * A runnable program: a launch plus the initial state of every invocation's code. Immutable.
 *
 * @param name    what the user opened (file name or sample name)
 * @param launch  agents, references, initial memory, features
 * @param initial initial state per agent, indexed like {@link Launch#agents()}
 */
public record Program(String name, Launch launch, List<ThreadState> initial) {

    public Program {
        initial = List.copyOf(initial);
        if (initial.size() != launch.agents().size()) {
            throw new IllegalArgumentException(
                    "program has " + initial.size() + " invocations but the launch has " + launch.agents().size());
        }
    }

    public int invocationCount() {
        return initial.size();
    }
}
