package dev.syncscope.views.source;

import org.fxmisc.richtext.model.StyleSpan;
import org.fxmisc.richtext.model.StyleSpans;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

import java.util.Collection;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SourceStylesTest {

    @ParameterizedTest
    @CsvSource(textBlock = """
            mp.comp,         GLSL
            shader.GLSL,     GLSL
            barrier.hlsl,    HLSL
            k.spvasm,        SPIRV_ASM
            mp.test,         KHRONOS_TEST
            dir/mp.litmus,   HERD_LITMUS
            notes.txt,       PLAIN
            noextension,     PLAIN
            """)
    void languageFollowsTheFileExtension(String file, Language expected) {
        assertEquals(expected, Language.forFileName(file));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            GLSL         | // a comment                                           | // a comment                 | comment
            GLSL         | atomicStore(flag, 1u, gl_ScopeWorkgroup, 0);           | atomicStore                  | sync
            GLSL         | atomicStore(flag, 1u, gl_ScopeWorkgroup, 0);           | gl_ScopeWorkgroup            | sync
            GLSL         | barrier();                                             | barrier                      | sync
            GLSL         | shared uint partial[2];                                | shared                       | sync
            GLSL         | uint x = 42;                                           | uint                         | type
            GLSL         | uint x = 42;                                           | 42                           | number
            GLSL         | if (gl_LocalInvocationID.x == 0) {}                    | gl_LocalInvocationID         | builtin
            GLSL         | if (gl_LocalInvocationID.x == 0) {}                    | if                           | keyword
            GLSL         | #version 450                                           | #version 450                 | preproc
            HLSL         | GroupMemoryBarrierWithGroupSync();                     | GroupMemoryBarrierWithGroupSync | sync
            HLSL         | InterlockedAdd(data[0], 1);                            | InterlockedAdd               | sync
            HLSL         | groupshared uint tile[4];                              | groupshared                  | sync
            HLSL         | void main(uint3 tid : SV_DispatchThreadID) {}          | SV_DispatchThreadID          | builtin
            SPIRV_ASM    | OpControlBarrier %u2 %u2 %u264                         | OpControlBarrier             | sync
            SPIRV_ASM    | %x = OpLoad %uint %p                                   | OpLoad                       | keyword
            SPIRV_ASM    | %uint = OpTypeInt 32 0                                 | OpTypeInt                    | type
            SPIRV_ASM    | %uint = OpTypeInt 32 0                                 | %uint                        | id
            SPIRV_ASM    | ; a comment                                            | ; a comment                  | comment
            KHRONOS_TEST | st.atom.rel.scopewg.sc1.semsc0 y = 1                   | rel                          | sync
            KHRONOS_TEST | st.atom.rel.scopewg.sc1.semsc0 y = 1                   | scopewg                      | sync
            KHRONOS_TEST | st.atom.rel.scopewg.sc1.semsc0 y = 1                   | st                           | keyword
            KHRONOS_TEST | NEWWG                                                  | NEWWG                        | keyword
            KHRONOS_TEST | cbar.acqrel.scopewg.semsc0 0                           | cbar                         | sync
            HERD_LITMUS  | ld.atom.acq.dv.sc0.semsc0 r0, y ;                      | dv                           | sync
            HERD_LITMUS  | exists (P1:r0 == 1)                                    | exists                       | keyword
            HERD_LITMUS  | exists (P1:r0 == 1)                                    | P1:r0                        | builtin
            """)
    void tokensGetTheirStyleClass(Language language, String text, String token, String style) {
        assertEquals(List.of(style), List.copyOf(styleAt(SourceStyles.tokens(text, language), text.indexOf(token))));
        assertEquals(token.length(), spanAt(SourceStyles.tokens(text, language), text.indexOf(token)).getLength());
    }

    @Test
    void aVeryLongLineIsNotHighlightedTokenByToken() {
        // the editor lays out each span of a line as a node of its own, in time growing with their square: a line of
        // 200,000 tokens held the FX thread for over ten minutes
        String longLine = "st.sc0 x = 1 ".repeat(SourceStyles.MAX_HIGHLIGHTED_LINE);
        String text = "NEWWG\nst.sc0 y = 1\n" + longLine + "\nld.sc0 y = 1\n";
        StyleSpans<Collection<String>> spans = SourceStyles.of(text, Language.KHRONOS_TEST,
                List.of(new SourceError(3, 8, "bad")));
        assertEquals(text.length(), spans.length());
        int longStart = text.indexOf(longLine);
        int inLongLine = 0;
        int at = 0;
        for (var span : spans) {
            if (at + span.getLength() > longStart && at < longStart + longLine.length()) {
                inLongLine++;
            }
            at += span.getLength();
        }
        assertTrue(inLongLine <= 3, "the long line is plain text with its error underline: " + inLongLine + " spans");
        assertTrue(styleAt(spans, longStart + 7).contains(SourceStyles.ERROR), "the error is still underlined");
        assertFalse(styleAt(spans, 6).isEmpty(), "the short lines around it are highlighted");
        assertFalse(styleAt(spans, text.lastIndexOf("ld.sc0")).isEmpty());
    }

    @Test
    void spansCoverTheWholeTextEvenWhenEmpty() {
        assertEquals(0, SourceStyles.tokens("", Language.GLSL).length());
        String text = "uint x;\n// end";
        assertEquals(text.length(), SourceStyles.of(text, Language.GLSL, List.of(new SourceError(2, 0, "m"))).length());
    }

    @Test
    void errorUnderlinesFromItsColumnToTheEndOfTheWord() {
        String text = "NEWTHREAD\nld.bogus x = 1\n";
        assertArrayEquals(new int[] {10, 18}, SourceStyles.range(text, new SourceError(2, 1, "bad")));
        StyleSpans<Collection<String>> spans = SourceStyles.of(text, Language.KHRONOS_TEST,
                List.of(new SourceError(2, 1, "bad")));
        assertTrue(styleAt(spans, 10).contains(SourceStyles.ERROR));
        assertTrue(styleAt(spans, 10).contains("keyword"), "keeps the token style under the underline");
        assertTrue(styleAt(spans, 17).contains(SourceStyles.ERROR));
        assertTrue(!styleAt(spans, 19).contains(SourceStyles.ERROR));
    }

    @Test
    void errorWithoutColumnUnderlinesTheLineAfterItsIndentAndBeyondTheTextNothing() {
        String text = "a\n   bad line\n";
        assertArrayEquals(new int[] {5, 13}, SourceStyles.range(text, new SourceError(2, 0, "m")));
        assertNull(SourceStyles.range(text, new SourceError(9, 1, "m")));
    }

    private static Collection<String> styleAt(StyleSpans<Collection<String>> spans, int offset) {
        return spanAt(spans, offset).getStyle();
    }

    private static StyleSpan<Collection<String>> spanAt(StyleSpans<Collection<String>> spans, int offset) {
        int pos = 0;
        for (StyleSpan<Collection<String>> s : spans) {
            if (offset < pos + s.getLength()) {
                return s;
            }
            pos += s.getLength();
        }
        throw new AssertionError("offset " + offset + " beyond the spans");
    }
}
