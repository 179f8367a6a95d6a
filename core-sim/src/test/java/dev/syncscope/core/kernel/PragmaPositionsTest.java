package dev.syncscope.core.kernel;

import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.LoadMonitor;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Launch pragmas the module cannot honour are errors at their own line:column, and a launch too large names what
 * limits it (the session-39 audit: {@code @spec 5 = 3} without a SpecId 5 was taken silently, {@code @entry foo} had
 * no position, {@code @dispatch 2000000} was refused whatever the dispatch-size limit, and a buffer too large for one
 * per invocation was named by a SPIR-V word).
 */
class PragmaPositionsTest {

    private static final String BODY = """
            #version 450
            layout(local_size_x = 1) in;
            layout(constant_id = 2) const uint K = 1u;
            layout(binding = 0) buffer B { uint data[]; };
            void main() { data[gl_GlobalInvocationID.x] = K; }
            """;

    @Test
    void aSpecIdNoConstantHasIsAnErrorAtItsPragma() {
        InputError e = assertThrows(InputError.class,
                () -> KernelLoader.load("p.comp", "// @dispatch 2\n// @spec 5 = 3\n" + BODY));
        assertEquals("p.comp:2:4: no spec constant has SpecId 5 (its SpecIds: 2)", e.toString());
        assertEquals(1, KernelLoader.load("p.comp", "// @spec 2 = 3\n" + BODY).program().invocationCount(),
                "a SpecId the kernel has is taken");
    }

    @Test
    void anEntryPointTheModuleLacksIsAnErrorAtItsPragma() {
        InputError e = assertThrows(InputError.class, () -> KernelLoader.load("p.comp", "//\n// @entry foo\n" + BODY));
        assertEquals("p.comp:2:4: no GLCompute entry point named 'foo'", e.toString());
    }

    @Test
    void aDispatchPragmaOverOneMebiIsJudgedByTheDispatchSizeLimit() {
        assertEquals(List.of(2_000_000, 1, 1), PragmaParser.parse("k.comp", "// @dispatch 2000000\n", "//").dispatch());
        InputError e = assertThrows(InputError.class, () -> KernelLoader.load("big.comp", "// @dispatch 2000000\n"
                + BODY));
        assertEquals(InputError.Kind.DISPATCH_LIMIT, e.kind());
        assertEquals("big.comp:1:4: the dispatch has 2000000 invocations (2000000x1x1 = 2000000 workgroups of 1x1x1),"
                + " more than the dispatch-size limit of 1048576", e.toString());

        assertEquals(2_000_000L, e.invocations(), "the count as data: the command line chose its advice by the words");
    }

    @Test
    void aDispatchOfMoreThanTwoToTheSixtyThreeInvocationsCarriesTheLargestCount() {
        InputError e = assertThrows(InputError.class, () -> KernelLoader.load("huge.comp",
                "// @dispatch 2147483647,2147483647,2147483647\n" + BODY));
        assertEquals(InputError.Kind.DISPATCH_LIMIT, e.kind());
        assertTrue(e.getMessage().startsWith("the dispatch has more than 2^63 invocations"), e.getMessage());
        assertEquals(Long.MAX_VALUE, e.invocations());
    }

    @Test
    void aBufferOfOneElementPerInvocationOverTheBufferLimitNamesTheBufferAndLength() {
        // raised past the default dispatch-size limit: the buffer limit (fixed) is next, before any invocation runs
        InputError e = assertThrows(InputError.class, () -> KernelLoader.load("d2.comp", "// @dispatch 2000000\n"
                + BODY, 3_000_000, LoadMonitor.NONE));
        assertEquals("d2.comp: data: a buffer of 2000000 locations (its runtime array has one element per invocation,"
                + " 2000000; an @length data = N pragma gives it fewer), more than the 1048576 one buffer or variable"
                + " may have (a fixed limit)", e.toString());
    }
}
