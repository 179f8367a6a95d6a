package dev.syncscope.core.model;

/**
 * A value the program's file asks one of its loads to return: a Khronos {@code .test} load written
 * {@code ld… x = v}, whose answers are about the executions where that load reads {@code v} (as in
 * litmus.cpp, a reads-from edge from the store of {@code v}, or from the initial value for 0). The
 * stepper's schedulers steer towards it, and a run whose load returns another value is told it has
 * left the test's question. Immutable.
 *
 * @param agent  the invocation whose load it is
 * @param source the load
 * @param value  the value the file asks it to return
 */
public record ReadGoal(int agent, SourceSpan source, long value) {
}
