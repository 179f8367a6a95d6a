/**
 * The curated sample kernels and their lessons ({@code sample-kernels/kernels/}, translations in
 * {@code kernels/ja/}: {@link dev.syncscope.samples.LessonText}), read from the classpath
 * ({@link dev.syncscope.samples.SampleCatalog}), and the checking of the {@code @expect}
 * lines written in them ({@link dev.syncscope.samples.ExpectationParser},
 * {@link dev.syncscope.samples.SampleCheck}): race and final-state claims through the exhaustive
 * axiomatic checker, diagnostics and stale reads through the stepper under fixed schedules
 * ({@link dev.syncscope.samples.StepperRuns}). Grammar and checking rules: {@code docs/kernel-pragmas.md}.
 * Depends on core-sim only; must not depend on any UI library.
 */
package dev.syncscope.samples;
