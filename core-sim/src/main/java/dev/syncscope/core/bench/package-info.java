/**
 * Benchmarks behind {@code syncscope bench}: each measures one promised figure and reports it
 * beside its target as a {@link dev.syncscope.core.bench.BenchRow}. Benchmarks, never timed tests.
 * Must not depend on any UI library.
 */
package dev.syncscope.core.bench;
