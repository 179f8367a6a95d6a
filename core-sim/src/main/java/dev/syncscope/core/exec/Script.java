package dev.syncscope.core.exec;

import dev.syncscope.core.model.Action;

import java.util.AbstractList;
import java.util.List;
import java.util.Map;
import java.util.RandomAccess;

/**
 * The actions of a {@link ScriptedThread}, with the program's states that hold no register yet:
 * one per position, made on first use and shared by every run of the program, so a step that reads
 * nothing allocates no new program state. An unmodifiable list equal to any list of the same
 * actions. Immutable as far as it can be observed: the states are made lazily, and since a state's
 * fields are final, threads racing on one slot at worst make equal duplicates.
 */
final class Script extends AbstractList<Action> implements RandomAccess {

    private final Action[] actions;
    /** By position, the state there with no registers, or null until first asked for. */
    private final ScriptedThread[] plain;

    private Script(Action[] actions) {
        this.actions = actions;
        this.plain = new ScriptedThread[actions.length + 1];
    }

    /** {@code actions} as a script ({@code actions} itself when it is one). */
    static Script of(List<Action> actions) {
        // copied (and checked for nulls) as List.copyOf would, one indirection less on every step
        return actions instanceof Script s ? s : new Script(List.copyOf(actions).toArray(new Action[0]));
    }

    /** The state at position {@code pc} with no registers (the same object every time, once made). */
    ScriptedThread plain(int pc) {
        ScriptedThread t = plain[pc];
        if (t == null) {
            t = new ScriptedThread(this, pc, Map.of());
            plain[pc] = t;
        }
        return t;
    }

    @Override
    public Action get(int index) {
        return actions[index];
    }

    @Override
    public int size() {
        return actions.length;
    }
}
