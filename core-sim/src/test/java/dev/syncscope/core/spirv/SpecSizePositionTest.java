package dev.syncscope.core.spirv;

import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.kernel.ShadercCompiler;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.SourceSpan;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A size a {@code @spec} pragma makes impossible is an error at file:line:column in a compiled kernel (the audit of
 * session 56: {@code spec.comp: word 23: the workgroup size 0,1,1 …} and {@code word 223: array s of 0 elements},
 * with line 0 in {@code --json}, where {@code @spec 3 = 4000000000} gave the declaration's {@code 5:13}): a workgroup
 * size at the pragma that set it, an array at its declaration, and any other error about the compiled SPIR-V about the
 * file, never at a word of it. A binary the user gave keeps its words.
 */
class SpecSizePositionTest {

    private static final String WORKGROUP = """
            // @spec 0 = 0
            #version 450
            layout(local_size_x_id = 0) in;
            layout(constant_id = 1) const uint K = 3u;
            layout(std430, binding = 0) buffer B { uint d[]; };
            void main() { d[gl_LocalInvocationID.x] = K; }
            """;

    private static final String SHARED = """
            // @spec 3 = %s
            #version 450
            layout(local_size_x = 2) in;
            layout(constant_id = 3) const uint N = 4u;
            shared uint s[N];
            layout(std430, binding = 0) buffer B { uint d[]; };
            void main() { s[gl_LocalInvocationID.x] = 1u; barrier(); d[gl_LocalInvocationID.x] = s[0]; }
            """;

    @Test
    void aWorkgroupSizeBelowOneIsAtTheSpecPragmaThatSetIt() {
        InputError e = assertThrows(InputError.class, () -> KernelLoader.load("spec.comp", WORKGROUP));
        assertEquals("the workgroup size 0,1,1 has a dimension below 1", e.getMessage());
        assertEquals(new SourceSpan("spec.comp", 1, 4), e.span());
    }

    @Test
    void aDispatchTooLargeForItsSpecWorkgroupSizeIsAtThatPragma() {
        InputError e = assertThrows(InputError.class, () -> KernelLoader.load("spec.comp",
                WORKGROUP.replace("@spec 0 = 0", "@spec 0 = 2000000")));
        assertTrue(e.getMessage().startsWith("the dispatch has 2000000 invocations (1x1x1 = 1 workgroup of 2000000x1x1)"),
                e.getMessage());
        assertEquals(new SourceSpan("spec.comp", 1, 4), e.span());
        assertEquals(InputError.Kind.DISPATCH_LIMIT, e.kind());
    }

    @Test
    void aSharedArrayOfNoElementsIsAtItsDeclarationAsATooLargeOneIs() {
        InputError none = assertThrows(InputError.class, () -> KernelLoader.load("spec2.comp", SHARED.formatted("0")));
        assertEquals("array s of 0 elements (stride 4) cannot be simulated: SyncScope simulates fixed-size arrays of 1"
                + " to 65536 elements with a stride of 0 or more bytes", none.getMessage());
        assertEquals(new SourceSpan("spec2.comp", 5, 13), none.span());
        InputError large = assertThrows(InputError.class, () -> KernelLoader.load("spec2.comp",
                SHARED.formatted("4000000000")));
        assertEquals(none.span(), large.span());
    }

    @Test
    void anArrayOfTooManyValuesIsNamedAtItsDeclaration() {
        InputError e = assertThrows(InputError.class, () -> KernelLoader.load("spec6.comp", """
                // @spec 1 = 40000
                #version 450
                layout(local_size_x = 1) in;
                layout(constant_id = 1) const uint K = 3u;
                shared uvec4 s[K][2];
                layout(std430, binding = 0) buffer B { uint d[]; };
                void main() { s[0][0].x = 1u; d[0] = s[0][0].x; }
                """));
        assertEquals("array s of 40000 elements holds more than 262144 values", e.getMessage());
        assertEquals(new SourceSpan("spec6.comp", 5, 14), e.span());
    }

    @Test
    void anErrorNoCheckPlacesIsAboutTheCompiledFileNotAWordOfIt() {
        // a struct too large is placed nowhere in the source: the file, without the SPIR-V word it used to lead with
        InputError e = assertThrows(InputError.class, () -> KernelLoader.load("st.comp", """
                // @spec 1 = 40000
                #version 450
                layout(local_size_x = 1) in;
                layout(constant_id = 1) const uint K = 3u;
                struct S { uvec4 a[K]; uvec4 b[K]; };
                shared S s;
                layout(std430, binding = 0) buffer B { uint d[]; };
                void main() { s.a[0].x = 1u; d[0] = s.a[0].x; }
                """));
        assertEquals("struct holds more than 262144 values", e.getMessage());
        assertEquals(new SourceSpan("st.comp", 0, 0), e.span());
    }

    @Test
    void aBinaryTheUserGaveKeepsItsWord() {
        // the same module read as a file of its own (its OpSource names another file): the word is all it has
        byte[] spirv = ShadercCompiler.compile("spec.comp", WORKGROUP, ShadercCompiler.Language.GLSL, "main");
        DispatchConfig zero = new DispatchConfig(null, List.of(1, 1, 1), null, DispatchConfig.DEFAULT_SUBGROUP_SIZE,
                Map.of(), Map.of(), List.of(), false, Map.of(0, 0L), DispatchConfig.DEFAULT_STEP_BUDGET, Map.of());
        InputError e = assertThrows(InputError.class, () -> SpirvInterpreter.program("k",
                SpirvBinaryReader.read("spec.spv", spirv), zero));
        assertTrue(e.getMessage().matches("word \\d+: the workgroup size 0,1,1 has a dimension below 1"),
                e.getMessage());
        assertFalse(e.span().line() > 0);
    }
}
