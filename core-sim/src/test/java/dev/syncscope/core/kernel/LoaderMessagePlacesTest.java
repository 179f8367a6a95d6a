package dev.syncscope.core.kernel;

import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.LoadMonitor;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A kernel the loader refuses is refused at a place of its source, in the names its author wrote: the session-51
 * audit found glslang's recursion report with the file named twice, mangled names and no line, and a SPIR-V word
 * index where a GLSL kernel has a line (files in {@code kernels/loader-messages}, copied from the audit).
 */
class LoaderMessagePlacesTest {

    private static final String RULE = "; a Vulkan shader's calls may not form a cycle (VUID-StandaloneSpirv-None-04634)";

    private static String resource(String name) throws IOException {
        return KernelLoaderTest.resource("loader-messages/" + name);
    }

    private static InputError refused(String name, String text) {
        return assertThrows(InputError.class, () -> KernelLoader.load(name, text));
    }

    @Test
    void aFunctionCallingItselfIsRefusedAtTheCallByItsName() throws IOException {
        InputError e = refused("recur.comp", resource("recur.comp"));
        assertEquals("recur.comp:4:40: recursion: f calls itself (f → f)" + RULE, e.toString());
        assertEquals("input.recursion.self", e.key());
    }

    @Test
    void eachCycleOfCallsIsAnErrorOfItsOwnWithTheWholeCycle() {
        InputError e = refused("mut.comp", """
                #version 450
                layout(local_size_x = 1) in;
                layout(binding = 0) buffer B { uint d; };
                uint g(uint n);
                uint f(uint n) {
                    return n == 0u ? 0u : g(n - 1u) + 1u;
                }
                uint g(uint n) { return f(n); } // f(n) here is not the call that closes the cycle glslang names
                uint h(float x) { return h(x) + 1u; }
                void main() { d = f(5u) + h(1.0); }
                """);
        assertEquals(List.of("mut.comp:9:26: recursion: h calls itself (h → h)" + RULE,
                "mut.comp:6:27: recursion: f calls g, which leads back to f (f → g → f)" + RULE),
                e.all().stream().map(one -> one.span() + ": " + one.getMessage()).toList());
    }

    @Test
    void anHlslKernelsRecursionIsAtItsOwnLineBehindThePrelude() {
        InputError e = refused("rec.hlsl", """
                RWStructuredBuffer<uint> d : register(u0);
                uint f(uint n) { return n == 0 ? 0 : f(n - 1) + 1; }
                [numthreads(1, 1, 1)]
                void main() { d[0] = f(5); }
                """);
        assertEquals("rec.hlsl:2:38: recursion: f calls itself (f → f)" + RULE, e.toString());
    }

    @Test
    void anOverloadedFunctionGivesNoLineButItsNameOnceAndTheFileOnce() {
        // two definitions of f: which one recurses is not told apart from the text, and a wrong line is worse than none
        InputError e = refused("over.comp", """
                #version 450
                layout(local_size_x = 1) in;
                layout(binding = 0) buffer B { uint d; };
                uint f(uint n) { return n == 0u ? 0u : f(n - 1u); }
                uint f(float x) { return 1u; }
                void main() { d = f(5u) + f(1.0); }
                """);
        assertEquals("over.comp: recursion: f calls itself (f → f)" + RULE, e.toString());
    }

    @Test
    void aVariableWithNoMemoryHereIsRefusedAtItsDeclarationNotAtASpirvWord() throws IOException {
        // a cube texture passed to a function, so that no image instruction is refused first; until session 81 these
        // kernels declared push constants, and then a 2D texture, which both run now (PushConstantTest, ImageEdgesTest)
        InputError e = refused("k4-uniform.comp", resource("k4-uniform.comp"));
        assertEquals("k4-uniform.comp:6:41: variable tex, an image of Dim Cube, is not supported by the interpreter",
                e.toString());
        InputError twice = refused("tex2.comp", """
                #version 450
                layout(local_size_x = 1) in;
                layout(binding = 0) buffer B { uint d; };
                layout(binding = 2) uniform samplerCube tex;
                uint f(samplerCube t) { uint tex = 3u; return tex; }
                void main() { d = f(tex); }
                """);
        // two declarations of a tex: no line rather than perhaps the wrong one, and no SPIR-V word either
        assertEquals("tex2.comp: variable tex, an image of Dim Cube, is not supported by the interpreter",
                twice.toString());
    }

    @Test
    void aBinaryTheUserGaveKeepsTheWordOfItsVariable() throws IOException {
        // its OpSource names the kernel it was compiled from, not this file: the words are all the user has
        byte[] spirv = ShadercCompiler.compile("k4-uniform.comp", resource("k4-uniform.comp"),
                ShadercCompiler.Language.GLSL, null);
        InputError e = assertThrows(InputError.class, () -> KernelLoader.load("k4.spv", spirv, 1000, LoadMonitor.NONE));
        assertTrue(e.toString().matches("k4\\.spv: word \\d+: variable tex, an image of Dim Cube, is not supported by"
                + " the interpreter"), e.toString());
    }

    @Test
    void anUnsupportedInstructionAtASourceLineSaysNoWord() throws IOException {
        InputError e = refused("k3-float.comp", resource("k3-float.comp"));
        assertEquals("k3-float.comp:7: GLSL.std.450 PackDouble2x32 is not supported by the interpreter", e.toString());
    }

    /** A built-in the interpreter has no value for is refused at its first use (audit 52, L2: no line, JSON line 0). */
    @Test
    void anUnsupportedBuiltInIsRefusedAtItsFirstUseOrItsVariable() {
        InputError glsl = refused("lt-mask.comp", """
                // @subgroup-size 4
                #version 450
                #extension GL_KHR_shader_subgroup_ballot : require
                layout(local_size_x = 4) in;
                layout(binding = 0) buffer R { uint r[]; };
                void main() {
                    r[gl_LocalInvocationIndex] = gl_SubgroupLtMask.x; // gl_SubgroupLtMask again: the first use counts
                }
                """);
        assertEquals("lt-mask.comp:7:34: built-in SubgroupLtMask is not supported", glsl.toString());
        InputError spvasm = refused("lt-mask.spvasm", """
                               OpCapability Shader
                               OpCapability GroupNonUniformBallot
                               OpMemoryModel Logical GLSL450
                               OpEntryPoint GLCompute %main "main" %lt
                               OpExecutionMode %main LocalSize 1 1 1
                               OpDecorate %lt BuiltIn SubgroupLtMask
                       %void = OpTypeVoid
                         %fn = OpTypeFunction %void
                       %uint = OpTypeInt 32 0
                      %v4int = OpTypeVector %uint 4
                        %ptr = OpTypePointer Input %v4int
                         %lt = OpVariable %ptr Input
                       %main = OpFunction %void None %fn
                          %l = OpLabel
                               OpReturn
                               OpFunctionEnd
                """);
        assertEquals(12, spvasm.span().line(), spvasm.toString());
        assertTrue(spvasm.getMessage().contains("built-in SubgroupLtMask is not supported"), spvasm.toString());
    }
}
