/**
 * Front end for the herd-style Vulkan litmus format ({@code .litmus}, as in Dat3M's {@code litmus/VULKAN}):
 * an ANTLR grammar ({@code HerdVulkanLexer.g4}/{@code HerdVulkanParser.g4}), the test as written
 * ({@link dev.syncscope.core.litmus.herd.HerdLitmus}), conditions and filters with their evaluation over
 * {@link dev.syncscope.core.model.Outcome}s, the compiler to the program model
 * ({@link dev.syncscope.core.litmus.herd.HerdTest}, through the litmus register machine) and the reader of
 * Dat3M's expected-answer CSV files.
 *
 * <p>Depends on the program model ({@code dev.syncscope.core.model}), the litmus register machine
 * ({@code dev.syncscope.core.litmus}) and ANTLR's runtime only; must not depend on the engines, the
 * checker or any UI library.
 */
package dev.syncscope.core.litmus.herd;
