/**
 * Kernel loading: launch pragmas in a kernel file's leading comments, in-process shaderc
 * compilation of GLSL and HLSL to SPIR-V with debug info, and {@link dev.syncscope.core.kernel.KernelLoader},
 * which turns a {@code .comp}, {@code .hlsl}, {@code .spv} or {@code .spvasm} file into a runnable
 * {@link dev.syncscope.core.model.Program}. Also the D3D11 {@code sync} table ({@link dev.syncscope.core.kernel.D3d11Sync}).
 *
 * <p>Depends on {@code dev.syncscope.core.model} and {@code dev.syncscope.core.spirv} (and LWJGL's
 * shaderc binding); never on the engines, the checker, the litmus parsers or any UI library.
 */
package dev.syncscope.core.kernel;
