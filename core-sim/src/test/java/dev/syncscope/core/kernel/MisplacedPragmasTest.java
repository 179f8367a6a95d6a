package dev.syncscope.core.kernel;

import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.ProgramNote;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.spirv.DispatchConfig;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MisplacedPragmasTest {

    private static List<ProgramNote> notes(String file, String source) {
        String text = source.replace("\\n", "\n").replace("\\t", "\t");
        return PragmaParser.parse(file, text, file.endsWith(".spvasm") ? ";" : "//").notes();
    }

    @Test
    void aPragmaAfterVersionIsNotReadAndSaysSoAtItsAt() {
        LaunchPragmas p = PragmaParser.parse("k.comp", """
                #version 450
                // @dispatch 64
                layout(local_size_x = 1024) in;
                void main() { }
                """, "//");
        assertEquals(List.of(1, 1, 1), p.dispatch());
        assertEquals(List.of(new ProgramNote(new SourceSpan("k.comp", 2, 4),
                "@dispatch is not read here: launch pragmas are read only from the // comment lines at the top of the"
                        + " file, before the first line of code (line 1: #version 450); move it up",
                "note.misplacedPragma", List.of("dispatch", 0, "//", 1, "1", "#version 450"))), p.notes());
    }

    @Test
    void aPragmaInABlockCommentAtTheTopIsNotReadAndSaysSo() {
        LaunchPragmas p = PragmaParser.parse("k.comp", """
                /*
                 * A kernel.
                 * @dispatch 64
                 */
                #version 450
                """, "//");
        assertEquals(List.of(1, 1, 1), p.dispatch());
        assertEquals("k.comp:3:4: @dispatch is not read in a /* */ comment: launch pragmas are read only from the //"
                + " comment lines at the top of the file, before the first line of code; write it there as a //"
                + " comment", p.notes().get(0).toString());
        assertEquals(1, p.notes().size());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            k.comp   | #version 450\\n// @dispatch 64                          | 2:4  | @dispatch is not read here
            k.comp   | #version 450\\n  \\t//  @budget 10                       | 2:8  | @budget is not read here
            k.comp   | #version 450\\nlayout(local_size_x = 1) in; // @spec 0 = 1 | 2:33 | @spec is not read here
            k.comp   | // @dispatch 2\\n#version 450\\nvoid main() { }\\n// @expect race | 4:4 | (line 2: #version 450)
            k.comp   | /* @dispatch 64 */\\n#version 450                        | 1:4  | @dispatch is not read in a /* */
            k.comp   | // @budget 5\\n/** @chains on */                          | 2:5  | before the first line of code;
            k.comp   | #version 450\\n/*@entry main*/                           | 2:3  | @entry is not read in a /* */
            k.comp   | #version 450\\nfloat x; /* a\\n  @workgroup-size 8\\n*/ | 3:3  | (line 1: #version 450)
            k.hlsl   | [numthreads(64, 1, 1)]\\n// @dispatch 4\\nvoid main() { } | 2:4  | (line 1: [numthreads(64, 1, 1)]); move
            k.spvasm | ; @budget 5\\nOpCapability Shader\\n  ; @dispatch 64     | 3:5  | the ; comment lines at the top
            k.spvasm | OpCapability Shader ; @length data = 4                  | 1:23 | @length is not read here
            """)
    void aKnownPragmaOutsideTheLeadingBlockIsANoteAtItsAt(String file, String source, String where, String says) {
        List<ProgramNote> notes = notes(file, source);
        assertEquals(1, notes.size(), notes.toString());
        assertEquals(file + ":" + where, notes.get(0).where().toString());
        assertTrue(notes.get(0).message().contains(says), notes.get(0).message());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            k.comp   | // @dispatch 2\\n\\n  // @budget 5\\n#version 450
            k.comp   | #version 450\\n/**\\n * Sums.\\n * @param x the value\\n * @return the sum\\n */
            k.comp   | #version 450\\n// see @dispatch above\\n// @dispatcher 2\\n// @\\n/* x */ // @param
            k.comp   | #version 450\\n// a /* @dispatch 3 */
            k.comp   | #version 450\\n#define S \"/* @dispatch 1 */\"
            k.hlsl   | #define S \"a\\\" // @dispatch 1\"
            k.spvasm | ; @dispatch 2\\nOpString \"; @dispatch 1\"\\nOpNop ; @note\\n// @dispatch 3
            """)
    void readPragmasTextAndUnknownWordsGetNoNote(String file, String source) {
        // a misplaced pragma on a last line of its own is the one note: the lines before it give none
        String prefix = file.endsWith(".spvasm") ? ";" : "//";
        String text = source + "\\n" + prefix + " @dispatch 9";
        int last = text.split("\\\\n").length;
        assertEquals(List.of(file + ":" + last + ":" + (prefix.length() + 2)),
                notes(file, text).stream().map(n -> n.where().toString()).toList());
    }

    @Test
    void pragmasOfTheLeadingBlockAreStillReadWithoutANote() {
        LaunchPragmas p = PragmaParser.parse("k.comp", "// @dispatch 2\n// @budget 5\n#version 450\n// @dispatch 9\n",
                "//");
        assertEquals(List.of(2, 1, 1), p.dispatch());
        assertEquals(5, p.stepBudget());
        assertEquals(List.of("k.comp:4:4"), p.notes().stream().map(n -> n.where().toString()).toList());
    }

    @Test
    void theLoadedProgramCarriesTheNoteAheadOfTheModulesOnEveryLaunch() {
        LoadedKernel k = KernelLoader.load("k.comp", """
                #version 450
                // @dispatch 64
                layout(local_size_x = 4) in;
                void main() { }
                """);
        assertEquals(4, k.program().invocationCount());
        assertEquals("k.comp:2:4", k.program().notes().get(0).where().toString());
        Program relaunched = k.launch(DispatchConfig.defaults().withDispatch(2, 1, 1));
        assertEquals(8, relaunched.invocationCount());
        assertEquals(k.program().notes(), relaunched.notes());
    }

    @Test
    void anHlslKernelsNoteComesBeforeItsUavNote() {
        Program p = KernelLoader.load("k.hlsl", """
                RWStructuredBuffer<uint> data : register(u0);
                RWStructuredBuffer<uint> result : register(u1);
                [numthreads(2, 1, 1)] // @dispatch 2
                void main(uint t : SV_GroupIndex) {
                    if (t == 0) { data[0] = 42; }
                    DeviceMemoryBarrierWithGroupSync();
                    if (t == 1) { result[0] = data[0]; }
                }
                """).program();
        assertEquals(2, p.invocationCount());
        assertEquals(2, p.notes().size(), p.notes().toString());
        assertEquals("k.hlsl:3:26", p.notes().get(0).where().toString());
        assertTrue(p.notes().get(0).message().startsWith("@dispatch is not read here"), p.notes().get(0).message());
        assertTrue(p.notes().get(1).message().startsWith("the UAV data is not globallycoherent"),
                p.notes().get(1).message());
    }

    @Test
    void anSpvasmKernelsNoteReachesItsProgram() {
        Program p = KernelLoader.load("k.spvasm", """
                ; @budget 100
                OpCapability Shader
                ; @dispatch 3
                OpMemoryModel Logical GLSL450
                OpEntryPoint GLCompute %main "main"
                OpExecutionMode %main LocalSize 1 1 1
                %void = OpTypeVoid
                %fn = OpTypeFunction %void
                %main = OpFunction %void None %fn
                %e = OpLabel
                OpReturn
                OpFunctionEnd
                """).program();
        assertEquals(1, p.invocationCount());
        assertEquals(List.of("k.spvasm:3:3: @dispatch is not read here: launch pragmas are read only from the ;"
                + " comment lines at the top of the file, before the first line of code (line 2: OpCapability Shader);"
                + " move it up"), p.notes().stream().map(ProgramNote::toString).toList());
    }
}
