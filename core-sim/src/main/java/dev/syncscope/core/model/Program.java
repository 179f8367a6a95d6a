package dev.syncscope.core.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A runnable program: a launch plus the initial state of every invocation's code. Immutable.
 *
 * @param name      what the user opened (file name or sample name)
 * @param launch    agents, references, initial memory, features
 * @param initial   initial state per agent, indexed like {@link Launch#agents()}
 * @param readGoals the values the file asks loads to return (Khronos {@code ld… x = v}); empty for others
 * @param notes     what the front end tells the user about the program beside running it ({@link ProgramNote})
 * @param filter    the outcomes the file asks about (a herd test's {@code filter}); empty for others, which ask
 *                  about every outcome
 */
public record Program(String name, Launch launch, List<ThreadState> initial, List<ReadGoal> readGoals,
                      List<ProgramNote> notes, Optional<OutcomeFilter> filter) {

    /** A program whose file asks no load for a value. */
    public Program(String name, Launch launch, List<ThreadState> initial) {
        this(name, launch, initial, List.of());
    }

    /** A program without notes. */
    public Program(String name, Launch launch, List<ThreadState> initial, List<ReadGoal> readGoals) {
        this(name, launch, initial, readGoals, List.of());
    }

    /** A program whose file asks about every outcome (no filter). */
    public Program(String name, Launch launch, List<ThreadState> initial, List<ReadGoal> readGoals,
                   List<ProgramNote> notes) {
        this(name, launch, initial, readGoals, notes, Optional.empty());
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
        return new Program(name, launch, initial, readGoals, all, filter);
    }

    /** This program with another launch (its code, read goals and filter kept). */
    public Program withLaunch(Launch l) {
        return new Program(name, l, initial, readGoals, notes, filter);
    }

    /** This program asking only about the outcomes {@code f} keeps. */
    public Program withFilter(OutcomeFilter f) {
        return new Program(name, launch, initial, readGoals, notes, Optional.of(f));
    }

    /**
     * Whether {@code other} is this program: the same name, launch, read goals, notes and filter, and each invocation
     * starting in the same state ({@link ThreadState#sameAs}), as two parses of one litmus test are. {@code equals}
     * compares the states as they compare themselves (a litmus thread's state by identity), so that a program reloaded
     * from the same text is a new value to a window's listeners.
     */
    public boolean sameAs(Program other) {
        if (other == this) {
            return true;
        }
        if (other == null || !name.equals(other.name) || !launch.equals(other.launch)
                || !readGoals.equals(other.readGoals) || !notes.equals(other.notes) || !filter.equals(other.filter)
                || initial.size() != other.initial.size()) {
            return false;
        }
        for (int i = 0; i < initial.size(); i++) {
            if (!initial.get(i).sameAs(other.initial.get(i))) {
                return false;
            }
        }
        return true;
    }

    public int invocationCount() {
        return initial.size();
    }

    /**
     * The loads the stepper steers towards and tells when a run leaves: the values the file asks of its loads
     * ({@link #readGoals()}), and those that decide a herd test's filter ({@link OutcomeFilter#loadGoals()}: its
     * other executions are not considered, so a run of one is outside the test's question).
     */
    public List<ReadGoal> steeringGoals() {
        List<ReadGoal> filterGoals = filter.map(OutcomeFilter::loadGoals).orElse(List.of());
        if (filterGoals.isEmpty()) {
            return readGoals;
        }
        List<ReadGoal> all = new java.util.ArrayList<>(readGoals);
        all.addAll(filterGoals);
        return List.copyOf(all);
    }
}
