/**
 * Litmus suites: runs litmus files through the axiomatic checker and compares each verdict with the
 * expected answer written beside it — a Khronos file's own answer lines, or the rows of a Dat3M
 * corpus's {@code expected/*.csv}. Used by the tests and by {@code syncscope suite}.
 * Must not depend on any UI library.
 */
package dev.syncscope.core.suite;
