package dev.syncscope.core.litmus.khronos;

import dev.syncscope.core.model.SourceSpan;

/**
 * One expected-answer line: {@code SATISFIABLE|NOSOLUTION [NOCHAINS] formula}, an independent check
 * that some execution of the program meeting the load constraints satisfies {@code formula}
 * (SATISFIABLE) or that none does (NOSOLUTION). Immutable.
 *
 * @param satisfiable whether such an execution exists
 * @param noChains    the device lacks availability/visibility chains of more than one element
 * @param formula     the predicate on the execution
 * @param text        the line as written
 * @param source      where the line is
 */
public record KhronosAnswer(boolean satisfiable, boolean noChains, KhronosFormula formula, String text,
                            SourceSpan source) {
}
