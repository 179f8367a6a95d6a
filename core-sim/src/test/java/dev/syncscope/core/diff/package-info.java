/**
 * Differential tests (jqwik properties on the JUnit Platform beside Jupiter): random litmus-sized
 * programs are run through the stepper ({@link dev.syncscope.core.api.DebugSession}) and checked
 * exhaustively by {@link dev.syncscope.core.check.AxiomaticChecker}; every stepper outcome and race
 * verdict must be one the checker allows. Failures shrink to minimal programs, kept as named
 * regression tests. See {@code docs/differential-testing.md} for long runs. Test code only.
 */
package dev.syncscope.core.diff;
