/**
 * SPIR-V front end: the module model ({@link dev.syncscope.core.spirv.SpirvModule}), its binary and
 * text readers, and the interpreter that turns a compute entry point into per-invocation
 * {@link dev.syncscope.core.model.ThreadState}s emitting memory-model actions
 * ({@link dev.syncscope.core.spirv.SpirvInterpreter}).
 *
 * <p>Depends only on {@code dev.syncscope.core.model}; never on the engines, the checker, the
 * litmus parsers, shaderc or any UI library.
 */
package dev.syncscope.core.spirv;
