/**
 * Fuzz tests (Jazzer's JUnit integration) for every reader of user input: SPIR-V binary and
 * assembly, both litmus formats and the launch pragmas, plus a small compile-and-run target that
 * steps parsed litmus programs through {@link dev.syncscope.core.api.DebugSession}.
 *
 * <p>Each target's property lives in {@link dev.syncscope.core.fuzz.FuzzTargets}: any input either
 * parses or fails with an {@link dev.syncscope.core.model.InputError} that has a position, within a
 * per-input time bound. Without {@code JAZZER_FUZZ} the {@code @FuzzTest}s replay their seed and
 * regression inputs only (under {@code src/test/resources/dev/syncscope/core/fuzz/}); see
 * {@code docs/fuzzing.md} for long campaigns. Test code only: nothing in main code depends on it.
 */
package dev.syncscope.core.fuzz;
