package dev.syncscope.core.model;

import java.util.ArrayList;
import java.util.List;

/**
 * A runnable program: a launch plus the initial state of every invocation's code. Immutable.
 *
 * @param name      what the user opened (file name or sample name)
 * @param launch    agents, references, initial memory, features
 * @param initial   initial state per agent, indexed like {@link Launch#agents()}
 * @param readGoals the values the file asks loads to return (Khronos {@code ld… x = v}); empty for others
 * @param notes     what the front end tells the user about the program beside running it ({@link ProgramNote})
 */
public record Program(String name, Launch launch, List<ThreadState> initial, List<ReadGoal> readGoals,
                      List<ProgramNote> notes) {

    /** A program whose file asks no load for a value. */
    public Program(String name, Launch launch, List<ThreadState> initial) {
        this(name, launch, initial, List.of());
    }

    /** A program without notes. */
    public Program(String name, Launch launch, List<ThreadState> initial, List<ReadGoal> readGoals) {
        this(name, launch, initial, readGoals, List.of());
    }

    public Program {
        initial = List.copyOf(initial);
        readGoals = List.copyOf(readGoals);
        notes = List.copyOf(notes);
        if (initial.size() != launch.agents().size()) {
            throw new IllegalArgumentException(
                    "program has " + initial.size() + " invocations but the launch has " + launch.agents().size());
        }
    }

    /** This program with {@code first} ahead of its notes (e.g. the kernel file's notes ahead of its module's). */
    public Program withNotesFirst(List<ProgramNote> first) {
        List<ProgramNote> all = new ArrayList<>(first);
        all.addAll(notes);
        return new Program(name, launch, initial, readGoals, all);
    }

    /** This program with another launch (its code and read goals kept). */
    public Program withLaunch(Launch l) {
        return new Program(name, l, initial, readGoals, notes);
    }

    public int invocationCount() {
        return initial.size();
    }
}
