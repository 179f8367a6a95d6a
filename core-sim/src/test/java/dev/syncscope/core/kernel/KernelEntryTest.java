package dev.syncscope.core.kernel;

import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.ProgramNote;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An HLSL kernel without {@code main} starts at its only {@code [numthreads]} function, with a note; otherwise the
 * compiler's "Entry point not found" names the {@code @entry} pragma and the candidates (the audit: {@code CSMain}
 * was refused with that message alone).
 */
class KernelEntryTest {

    private static final String CS_MAIN = """
            RWStructuredBuffer<uint> r : register(u0);
            [numthreads(2, 1, 1)]
            void CSMain(uint3 t : SV_GroupThreadID) {
                r[t.x] = 1;
            }
            """;

    @Test
    void theOnlyNumthreadsFunctionOfAFileWithoutMainIsItsEntryPointAndANoteSaysSo() {
        LoadedKernel k = KernelLoader.load("cs.hlsl", CS_MAIN);
        assertEquals(2, k.program().invocationCount());
        List<ProgramNote> notes = k.program().notes();
        assertTrue(notes.stream().anyMatch(n -> n.toString().equals("cs.hlsl:3: entry point CSMain: the file has no"
                + " main, and CSMain is its only function with [numthreads] (a // @entry NAME pragma in the leading"
                + " comments chooses another)")), notes.toString());
    }

    @Test
    void aFileWithMainOrAnEntryPragmaGetsNoNote() {
        String both = CS_MAIN + "[numthreads(1, 1, 1)]\nvoid main() { r[0] = 2; }\n";
        assertEquals(1, KernelLoader.load("both.hlsl", both).program().invocationCount());
        LoadedKernel named = KernelLoader.load("named.hlsl", "// @entry CSMain\n" + CS_MAIN);
        assertTrue(named.program().notes().stream().noneMatch(n -> n.message().contains("entry point")),
                named.program().notes().toString());
    }

    @Test
    void severalNumthreadsFunctionsWithoutMainAreNamedWithTheEntryPragma() {
        String two = "[numthreads(1,1,1)]\nvoid A() {}\n[numthreads(2,1,1)]\n[outputtopology(\"x\")]\nvoid B() {}\n";
        InputError e = assertThrows(InputError.class, () -> KernelLoader.load("two.hlsl", two));
        assertEquals("two.hlsl:2: Linking compute stage: Entry point not found (the file has no main and several"
                + " functions with [numthreads]: A (two.hlsl:2), B (two.hlsl:5); name the entry point in a"
                + " // @entry NAME pragma in the leading comments)", e.toString());
    }

    @Test
    void anEntryPragmaNamingNoFunctionListsTheCandidates() {
        InputError e = assertThrows(InputError.class, () -> KernelLoader.load("foo.hlsl", "// @entry Foo\n" + CS_MAIN));
        assertEquals("foo.hlsl:4: Linking compute stage: Entry point not found (@entry names Foo, which is no function"
                + " of the file; functions with [numthreads]: CSMain (foo.hlsl:4))", e.toString());
    }

    @Test
    void noNumthreadsFunctionAndNoMainSaysWhatToWrite() {
        InputError e = assertThrows(InputError.class, () -> KernelLoader.load("none.hlsl", "void helper() {}\n"));
        assertTrue(e.getMessage().endsWith("Entry point not found (the file has no main and no function with"
                + " [numthreads]: mark the kernel's function [numthreads(X, Y, Z)] and name it in a // @entry NAME"
                + " pragma in the leading comments)"), e.toString());
    }

    @Test
    void aGlslKernelWithoutMainIsToldWhereGlslStarts() {
        InputError e = assertThrows(InputError.class, () -> KernelLoader.load("k.comp",
                "#version 450\nlayout(local_size_x = 1) in;\nvoid kernel() {}\n"));
        assertTrue(e.getMessage().endsWith("(a GLSL kernel starts at its function void main(); GLSL has no other entry"
                + " point, whatever @entry says)"), e.toString());
    }

    /** DXC and FXC reject a compute entry point without [numthreads]; glslang ran it as 1x1x1 (audit 38, D4). */
    @Test
    void anEntryPointWithoutNumthreadsIsRefusedAtItsLine() {
        String none = "RWStructuredBuffer<uint> r : register(u0);\n\nvoid main(uint gi : SV_GroupIndex) {\n"
                + "    r[gi] = gi;\n}\n";
        InputError e = assertThrows(InputError.class, () -> KernelLoader.load("none.hlsl", none));
        assertEquals("none.hlsl:3: entry point main has no [numthreads(X, Y, Z)] attribute: an HLSL compute shader"
                + " declares its thread-group size there, and DXC and FXC reject one without it (write"
                + " [numthreads(1, 1, 1)] for one invocation)", e.toString());
        InputError named = assertThrows(InputError.class, () -> KernelLoader.load("named.hlsl",
                "// @entry CSMain\n" + CS_MAIN.replace("[numthreads(2, 1, 1)]\n", "")));
        assertTrue(named.getMessage().startsWith("entry point CSMain has no [numthreads"), named.toString());
    }
}
