package dev.syncscope.core.check;

import dev.syncscope.core.model.CutKind;

import java.util.Objects;

/**
 * Where the checker cut paths at a bound: one line per invocation and place, and which bound it was. Immutable.
 *
 * @param kind the bound that cut them: a thread state's ({@link dev.syncscope.core.model.ThreadState#cutKind()}) or
 *             the checker's own ({@link CutKind#SPIN_BOUND}, {@link CutKind#ACTIONS_BOUND})
 * @param text the line, as {@code check} prints it ({@code P0: loop bound of 8 backward jumps exceeded at …})
 */
public record CutPath(CutKind kind, String text) {

    public CutPath {
        Objects.requireNonNull(kind, () -> "a cut path names its bound: " + text);
        Objects.requireNonNull(text);
    }

    @Override
    public String toString() {
        return text;
    }
}
