package dev.syncscope.core.kernel;

import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.SourceSpan;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * The columns of shaderc's diagnostics, for each shape of message glslang writes: found where the message names the
 * token exactly, 0 (unknown) otherwise; and glslang's empty quote and double space taken out of the words.
 */
class CompilerColumnsTest {

    private static final String GLSL = """
            #version 450
            layout(local_size_x = 4) in;
            layout(std430, binding = 0) buffer B { uint data[]; };
            void main() {
                uint i = gl_LocalInvocationID.x;
            %s
            }
            """;

    private static final String HLSL = """
            RWStructuredBuffer<uint> data : register(u0);
            [numthreads(4, 1, 1)]
            void main(uint3 id : SV_DispatchThreadID) {
            %s
            }
            """;

    /** Every error of the GLSL kernel whose line 6 is {@code line}. */
    private static List<InputError> glsl(String line) {
        return assertThrows(InputError.class, () -> KernelLoader.load("k.comp", GLSL.formatted(line))).all();
    }

    /** Every error of the HLSL kernel whose line 4 is {@code line}. */
    private static List<InputError> hlsl(String line) {
        return assertThrows(InputError.class, () -> KernelLoader.load("k.hlsl", HLSL.formatted(line))).all();
    }

    private static List<SourceSpan> spans(List<InputError> errors) {
        return errors.stream().map(InputError::span).toList();
    }

    private static List<String> messages(List<InputError> errors) {
        return errors.stream().map(InputError::getMessage).toList();
    }

    @Test
    void aSyntaxErrorPointsAtItsUnexpectedTokenWithoutGlslangsEmptyQuote() {
        List<InputError> e = glsl("    data[i] = i +;");
        assertEquals(List.of(new SourceSpan("k.comp", 6, 18)), spans(e));
        assertEquals("k.comp:6:18: syntax error, unexpected SEMICOLON", e.get(0).toString());
        // the key's argument is the cleaned message too: the window words it the same
        assertEquals(List.of("syntax error, unexpected SEMICOLON"), e.get(0).args());
    }

    @Test
    void theTokenKindsOfSyntaxErrorsAreSpelledBack() {
        assertEquals(new SourceSpan("k.comp", 6, 20), glsl("    data[i] = i + 1);").get(0).span());
        assertEquals(new SourceSpan("k.comp", 6, 22), glsl("    data[i] = i + 1u uint;").get(0).span());
        assertEquals(new SourceSpan("k.comp", 6, 18), glsl("    data[i] = 1u return;").get(0).span());
        assertEquals(new SourceSpan("k.comp", 6, 14), glsl("    data[i]. = 1u;").get(0).span());
        // the lookahead token at the start of the next line (the missing ';' is found at the '}')
        assertEquals(new SourceSpan("k.comp", 7, 1), glsl("    data[i] = 1u").get(0).span());
    }

    @Test
    void aTokenTwiceOnItsLineLeavesTheColumnUnknown() {
        List<InputError> twice = glsl("    data[i] = i + 1u + ;  data[0] = 1u;");
        assertEquals(List.of(new SourceSpan("k.comp", 6, 0)), spans(twice));
        assertEquals("k.comp:6: syntax error, unexpected SEMICOLON", twice.get(0).toString());
        List<InputError> name = glsl("    data[i] = i + i2 + i2;");
        assertEquals(new SourceSpan("k.comp", 6, 0), name.get(0).span());
        assertEquals("'i2' : undeclared identifier", name.get(0).getMessage());
    }

    @Test
    void anIdentifierWithoutATokenNameLeavesTheColumnUnknown() {
        // bison names the kind IDENTIFIER, not which one
        assertEquals(new SourceSpan("k.comp", 6, 0), glsl("    data[i] = i ++ i;").get(0).span());
    }

    @Test
    void anUndeclaredNameIsFoundAsAToken() {
        List<InputError> e = glsl("    data[i] = undefinedVar;");
        assertEquals(List.of(new SourceSpan("k.comp", 6, 15), new SourceSpan("k.comp", 6, 0)), spans(e));
        assertEquals(List.of("'undefinedVar' : undeclared identifier", "'assign' : cannot convert from ' temp float' to"
                + " 'layout( column_major std430 offset=0) temp highp uint'"), messages(e));
        // not inside a longer identifier, nor in a comment
        assertEquals(new SourceSpan("k.comp", 6, 29), glsl("    uint jx = 1u; data[i] = j;").get(0).span());
        assertEquals(new SourceSpan("k.comp", 6, 19), glsl("    data[i] = i + j; // j").get(0).span());
        assertEquals(new SourceSpan("k.comp", 6, 27), glsl("    data[i] = i + /* j */ j;").get(0).span());
        assertEquals(new SourceSpan("k.comp", 6, 10), glsl("    uint i = 2u;").get(0).span());
        assertEquals(new SourceSpan("k.comp", 6, 15), glsl("    data[i] = foo(i);").get(0).span());
    }

    @Test
    void aBuiltInNeedingAnExtensionIsFoundAsAToken() {
        // audit 42, finding 9: glslang's requireExtensions reports at the built-in variable or function itself
        List<InputError> e = glsl("    atomicAdd(data[i], 1u, gl_ScopeDevice, 0, 0);");
        assertEquals(List.of("'gl_ScopeDevice' : required extension not requested: GL_KHR_memory_scope_semantics",
                "'atomicAdd' : required extension not requested: GL_KHR_memory_scope_semantics"), messages(e));
        assertEquals(List.of(new SourceSpan("k.comp", 6, 28), new SourceSpan("k.comp", 6, 5)), spans(e));
        // twice on its line: no column
        assertEquals(new SourceSpan("k.comp", 6, 0),
                glsl("    atomicAdd(data[i], gl_ScopeDevice, gl_ScopeDevice, 0, 0);").get(0).span());
    }

    @Test
    void aLineWithAMacroHasNoColumn() {
        // the macro's expansion puts an i1 where the text has I1
        String source = GLSL.formatted("    data[i] = I1 + i1;").replace("void main", "#define I1 i1\nvoid main");
        InputError e = assertThrows(InputError.class, () -> KernelLoader.load("k.comp", source));
        assertEquals(new SourceSpan("k.comp", 7, 0), e.span());
    }

    @Test
    void aLineContinuationLeavesEveryColumnUnknown() {
        String source = GLSL.formatted("    data[i] = i +;").replace("void main", "#define LONG 1 \\\n  + 2\nvoid main");
        InputError e = assertThrows(InputError.class, () -> KernelLoader.load("k.comp", source));
        assertEquals(new SourceSpan("k.comp", 8, 0), e.span());
    }

    @Test
    void hlslsExpectedIsAtTheColumnWhereItsParseFailed() {
        List<InputError> e = hlsl("    data[id.x] = id.x + ;");
        assertEquals(List.of(new SourceSpan("k.hlsl", 4, 25), new SourceSpan("k.hlsl", 4, 25),
                new SourceSpan("k.hlsl", 4, 25)), spans(e));
        assertEquals(List.of("'expression' : Expected", "'assignment expression' : Expected", "'declaration' : Expected"),
                messages(e));
        // glslang's column is the last character of the token it stopped at: the column is the token's first
        assertEquals(new SourceSpan("k.hlsl", 4, 27), hlsl("    data[id.x] = id.x + 1 uint;").get(0).span());
        assertEquals(new SourceSpan("k.hlsl", 4, 29), hlsl("    data[id.x] = id.x +/*c*/;").get(0).span());
    }

    @Test
    void hlslsSemicolonExpectedAtALinesFirstTokenSaysThePreviousCodeLineEndsWithoutOne() {
        // the audit's h10: the ';' missing at the end of line 4 is expected at line 6's first token (glslang's place)
        InputError e = hlsl("    GroupMemoryBarrierWithGroupSync()\n    // a comment\n    data[id.x] = 1;").get(0);
        assertEquals(new SourceSpan("k.hlsl", 6, 5), e.span());
        assertEquals("';' : Expected (the code before it, line 4, ends without a ';': the statement there may lack"
                + " one)", e.getMessage());
        assertEquals("input.compiler.missingSemicolon", e.key());
    }

    @Test
    void hlslsSemicolonExpectedInsideALineKeepsGlslangsWords() {
        // not at its line's first token: the ';' is missing on this line, which the position already shows
        InputError e = hlsl("    data[id.x] = 1 data[0] = 2;").get(0);
        assertEquals("';' : Expected", e.getMessage());
        assertEquals(new SourceSpan("k.hlsl", 4, 20), e.span());
    }

    @Test
    void hlslsExpectedAfterAnotherErrorHasNoColumn() {
        List<InputError> e = hlsl("    data[id.x] = (uint ;");
        assertEquals(List.of("'uint' : unknown variable", "')' : Expected", "'assignment expression' : Expected",
                "'declaration' : Expected"), messages(e));
        assertEquals(List.of(new SourceSpan("k.hlsl", 4, 19), new SourceSpan("k.hlsl", 4, 0),
                new SourceSpan("k.hlsl", 4, 0), new SourceSpan("k.hlsl", 4, 0)), spans(e));
    }

    @Test
    void anHlslUnknownVariableIsFoundAsAToken() {
        List<InputError> e = hlsl("    data[id.x] = undefinedVar;");
        assertEquals(new SourceSpan("k.hlsl", 4, 18), e.get(0).span());
        assertEquals("'undefinedVar' : unknown variable", e.get(0).getMessage());
        // glslang's '' : with nothing quoted
        assertEquals("could not create assignment", e.get(1).getMessage());
        assertEquals(new SourceSpan("k.hlsl", 4, 0), e.get(1).span());
    }

    @Test
    void glslangsWordsAreKeptWithoutItsEmptyQuoteAndDoubleSpace() {
        assertEquals("syntax error, unexpected SEMICOLON", ShadercCompiler.cleaned("'' :  syntax error, unexpected SEMICOLON"));
        assertEquals("'assign' : cannot convert from ' temp float' to 'uint'",
                ShadercCompiler.cleaned("'assign' :  cannot convert from ' temp float' to 'uint'"));
        assertEquals("'expression followed by ']'' : Expected",
                ShadercCompiler.cleaned("'expression followed by ']'' : Expected"));
        assertEquals("version not supported", ShadercCompiler.cleaned("version not supported"));
    }

    @Test
    void withoutTheSourceEveryColumnIsUnknown() {
        InputError e = ShadercCompiler.error("k.comp", "k.comp:6: error: '' :  syntax error, unexpected SEMICOLON\n"
                + "1 error generated.\n");
        assertEquals(new SourceSpan("k.comp", 6, 0), e.span());
        assertEquals("syntax error, unexpected SEMICOLON", e.getMessage());
    }

    @Test
    void theExtensionsGlslangListsOnTheLinesAfterAnErrorEndItsSentence() {
        // glslang's own output for a shared uint8_t array with only GL_EXT_shader_8bit_storage enabled: the
        // extensions that allow it follow on lines of their own, after the file's name
        InputError e = ShadercCompiler.error("k.comp", "k.comp:7: error: 'qualifier: (u)int8 types can only be in"
                + " uniform block or buffer storage' : required extension not requested: Possible extensions include:\n"
                + "k.comp: GL_EXT_shader_explicit_arithmetic_types\n"
                + "k.comp: GL_EXT_shader_explicit_arithmetic_types_int8\n"
                + "k.comp:9: error: '' :  syntax error, unexpected SEMICOLON\n"
                + "2 errors generated.\n");
        assertEquals(new SourceSpan("k.comp", 7, 0), e.span());
        assertEquals("'qualifier: (u)int8 types can only be in uniform block or buffer storage' : required extension"
                + " not requested: Possible extensions include: GL_EXT_shader_explicit_arithmetic_types,"
                + " GL_EXT_shader_explicit_arithmetic_types_int8", e.getMessage());
        assertEquals("syntax error, unexpected SEMICOLON", e.more().get(0).getMessage());
    }

    /**
     * glslang's parser out of its stack says "memory exhausted", which read as if the machine had run out of memory
     * (the session-85 audit: 3,000 nested ifs): said as nesting too deep, at its line.
     */
    @Test
    void aParserStackOverflowIsSaidAsNestingTooDeep() {
        String source = "#version 450\nlayout(local_size_x = 1) in;\nvoid main() {\n" + "if (true) { ".repeat(3000)
                + "\n" + "} ".repeat(3000) + "\n}\n";
        InputError e = assertThrows(InputError.class, () -> KernelLoader.load("deep.comp", source));
        assertEquals("input.compiler.tooDeep", e.key(), e.getMessage());
        assertEquals("deep.comp", e.span().file());
        assertEquals(4, e.span().line(), e.getMessage());
    }
}
