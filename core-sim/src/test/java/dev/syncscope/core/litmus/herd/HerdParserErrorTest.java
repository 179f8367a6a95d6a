package dev.syncscope.core.litmus.herd;

import dev.syncscope.core.model.InputError;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class HerdParserErrorTest {

    private static InputError fails(String text) {
        return assertThrows(InputError.class, () -> HerdParser.read("bad.litmus", text));
    }

    private static String oneThread(String instruction) {
        return "Vulkan t\n{ x=0; }\nP0@sg 0, wg 0, qf 0 ;\n" + instruction + " ;\nexists (x == 0)\n";
    }

    @Test
    void aMissingSemicolonIsReportedWithWhatWasExpected() {
        InputError e = fails("Vulkan t\n{ x=0; }\nP0@sg 0, wg 0, qf 0 | P1@sg 0, wg 1, qf 0 ;\nst.sc0 x, 1 | ld.sc0 r0, x\nexists (x == 0)\n");
        assertEquals("bad.litmus:5:1", e.span().toString());
        assertTrue(e.getMessage().contains("expecting"), e.getMessage());
        assertTrue(e.getMessage().contains("';'"), e.getMessage());
    }

    @Test
    void anUnknownCharacterIsALexicalErrorAtItsColumn() {
        InputError e = fails(oneThread("st.sc0 x, #1"));
        assertEquals("bad.litmus:4:11", e.span().toString());
    }

    @Test
    void theHeaderMustNameTheVulkanArchitecture() {
        InputError e = fails("PTX t\n{ x=0; }\nP0@cta 0, gpu 0;\n");
        assertEquals(1, e.span().line());
        assertTrue(e.getMessage().contains("VULKAN"), e.getMessage());
    }

    @Test
    void anUnknownQualifierPointsAtTheQualifier() {
        InputError e = fails(oneThread("ld.atom.acqq.wg.sc0 r0, x"));
        assertEquals("bad.litmus:4:9", e.span().toString());
        assertTrue(e.getMessage().contains("unknown qualifier '.acqq'"), e.getMessage());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            st.atom.acq.wg.sc0 x, 1          | only .rel
            ld.atom.rel.wg.sc0 r0, x         | only .acq
            st.atom.sc0 x, 1                 | needs a scope
            ld.atom.wg r0, x                 | needs a storage class
            ld.vis.sc0 r0, x                 | .vis needs a scope
            st.dv.sc0 x, 1                   | a scope needs .atom or .av
            st.av.vis.dv.sc0 x, 1            | .vis is not allowed here
            st.atom.av.dv.sc0 x, 1           | already non-private
            st.rel.dv.sc0 x, 1               | .rel needs .atom
            st.atom.wg.sc0.semsc0 x, 1       | need .acq, .rel or .acq_rel
            st.atom.rel.wg.sc0.semvis x, 1   | .semvis is not allowed here
            ld.atom.acq.wg.sc0.semav r0, x   | .semav is not allowed here
            membar.wg.semsc0                 | needs a memory order
            membar.acq.sc0.wg                | a barrier takes only
            membar.acq.semsc0                | needs a scope
            membar.acq.wg.semav              | .semav needs .rel or .acq_rel
            cbar.semsc0 0                    | needs an execution scope
            rmw.atom.dv.sc0.mul.div r0, x, 2 | a second rmw operation
            rmw.atom.dv.sc0.nand r0, x, 2    | unknown qualifier '.nand'
            rmw.atom.sc0 r0, x, 2            | needs a scope
            st.add.sc0 x, 1                  | is an rmw operation
            ld.atom.acq.rel.wg.sc0 r0, x     | a second memory order
            ld.atom.wg.dv.sc0 r0, x          | a second scope
            ld.atom.wg.sc0.sc1 r0, x         | a second storage class
            ld.atom.atom.wg.sc0 r0, x        | duplicate qualifier
            """)
    void qualifiersAreCheckedPerInstructionKind(String instruction, String expected) {
        InputError e = fails(oneThread(instruction));
        assertEquals(4, e.span().line());
        assertTrue(e.getMessage().contains(expected), e.getMessage());
    }

    @Test
    void aRowNarrowerThanTheHeaderIsAnError() {
        InputError e = fails("Vulkan t\n{ x=0; }\nP0@sg 0, wg 0, qf 0 | P1@sg 0, wg 1, qf 0 ;\nst.sc0 x, 1 ;\nexists (x == 0)\n");
        assertEquals("bad.litmus:4:1", e.span().toString());
        assertTrue(e.getMessage().contains("1 column(s) but the header declares 2"), e.getMessage());
    }

    @Test
    void threadsMustBeNumberedInOrder() {
        InputError e = fails("Vulkan t\n{ x=0; }\nP0@sg 0, wg 0, qf 0 | P2@sg 0, wg 1, qf 0 ;\n");
        assertEquals("bad.litmus:3:23", e.span().toString());
    }

    @Test
    void aBranchToAnUndefinedLabelIsAnError() {
        InputError e = fails(oneThread("goto LC9"));
        assertTrue(e.getMessage().contains("no label LC9"), e.getMessage());
        // a thread with no label at all says so, not "expected one of []" (the session-85 audit)
        assertTrue(e.getMessage().endsWith("no label LC9 in P0, which defines none"), e.getMessage());
    }

    @Test
    void aRegisterOfAnUndeclaredThreadIsAnError() {
        InputError e = fails("Vulkan t\n{ P3:r0=0; }\nP0@sg 0, wg 0, qf 0 ;\n");
        assertEquals("bad.litmus:2:3", e.span().toString());
    }

    @Test
    void aLocationInitialisedTwiceIsAnError() {
        InputError e = fails("Vulkan t\n{ x=0; x=1; }\nP0@sg 0, wg 0, qf 0 ;\n");
        assertTrue(e.getMessage().contains("initialised twice"), e.getMessage());
    }

    /** A one-thread test whose condition is {@code condition}. */
    private static String withCondition(String condition) {
        return "Vulkan t\n{ x=0; }\nP0@sg 0, wg 0, qf 0 ;\nst.atom.dv.sc0 x, 1 ;\nexists " + condition + "\n";
    }

    @Test
    void aConditionNestedBeyondAThousandLevelsIsAnErrorNotAStackOverflow() {
        // the CLI audit: 100,000 parentheses, or 100,000 conjunctions, overflowed the stack (parser, builder)
        assertEquals(true, HerdParser.read("ok.litmus", withCondition("(".repeat(200) + "x == 1" + ")".repeat(200)))
                .condition().isPresent());
        InputError e = fails(withCondition("(".repeat(1500) + "x == 1" + ")".repeat(1500)));
        assertTrue(e.getMessage().contains("the condition has more than 1000 operators or nested parentheses"), e.getMessage());
        e = fails(withCondition("(" + "x == 1 /\\ ".repeat(5000) + "x == 1)"));
        assertEquals("bad.litmus:5:9", e.span().toString());
        e = fails(withCondition("(".repeat(100_000) + "x == 1" + ")".repeat(100_000)));
        assertTrue(e.getMessage().contains("1000"), e.getMessage());
    }

    @Test
    void aFileCutAfterItsThreadHeaderHasNoInstructionsAndIsBadInput() {
        InputError e = fails("Vulkan t\n{ x=0; }\n P0@sg 0, wg 0, qf 0 | P1@sg 1, wg 0, qf 0 ;\n");
        assertEquals("bad.litmus:4:1", e.span().toString());
        assertTrue(e.getMessage().startsWith("expected at least one thread with instructions"), e.getMessage());
    }

    @Test
    void rowsOfEmptyCellsAloneAreNoInstructionsEither() {
        InputError e = fails("Vulkan t\n{ x=0; }\nP0@sg 0, wg 0, qf 0 | P1@sg 1, wg 0, qf 0 ;\n | ;\nexists (x == 0)\n");
        assertEquals("bad.litmus:4:2", e.span().toString());
    }

    @Test
    void aThreadWithNoInstructionBesideOneWithSomeIsKept() {
        HerdLitmus t = HerdParser.read("ok.litmus",
                "Vulkan t\n{ x=0; }\nP0@sg 0, wg 0, qf 0 | P1@sg 1, wg 0, qf 0 ;\nst.sc0 x, 1 | ;\nexists (x == 1)\n");
        assertEquals(2, t.threads().size());
    }
    /** The audit's {@code h5.litmus}: P0 writes only r0, and the condition reads P0:r9. */
    private static final String UNSET_REGISTER = "Vulkan a\n{ x=0; }\n P0@sg 0, wg 0, qf 0 ;\n ld.atom.dv.sc0 r0, x ;\n"
            + "exists (P0:r9 == 1)\n";

    @Test
    void aConditionOnARegisterItsThreadNeverWritesIsAnErrorAtTheRegister() {
        // read as 0, it silently flipped the verdict (the session-51 audit); Dat3M: "Register 0:r9 is not initialised"
        InputError e = fails(UNSET_REGISTER);
        assertEquals("bad.litmus:5:9", e.span().toString());
        assertEquals("no register P0:r9; P0's instructions and the init block set only r0", e.getMessage());
        assertEquals("input.noRegister", e.key());
        assertEquals(List.of("P0:r9", "P0", 1L, "r0"), e.args());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            another thread's register            | ld.sc0 r0, x | st.sc0 x, 1      | exists (P1:r0 == 1)              | 5:9  | P1's instructions and the init block set no register
            a filter                             | ld.sc0 r0, x | ld.sc0 r1, x     | filter (P0:r1 == 0) exists (x == 1) | 5:9 | P0's instructions and the init block set only r0
            the right of a comparison            | ld.sc0 r0, x | ld.sc0 r1, x     | exists (P0:r0 == P1:r2)          | 5:18 | P1's instructions and the init block set only r1
            a locations list                     | ld.sc0 r0, x | ld.sc0 r1, x     | locations [P1:r1; P0:r1;]        | 5:19 | P0's instructions and the init block set only r0
            a register only read by its thread   | st.sc0 x, r5 | ld.sc0 r1, x     | exists (P0:r5 == 0)              | 5:9  | P0's instructions and the init block set no register
            """)
    void aRegisterNoInstructionOfItsThreadWritesAndNoInitSetsIsAnError(String what, String p0, String p1, String clause,
                                                                        String at, String message) {
        InputError e = fails("Vulkan t\n{ x=0; }\nP0@sg 0, wg 0, qf 0 | P1@sg 1, wg 0, qf 0 ;\n" + p0 + " | " + p1
                + " ;\n" + clause + "\n");
        assertEquals("bad.litmus:" + at, e.span().toString());
        assertTrue(e.getMessage().endsWith(message), e.getMessage());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            a load's register                 | { x=0; }         | ld.sc0 r0, x             | exists (P0:r0 == 1)
            an rmw's register                 | { x=0; }         | rmw.atom.dv.sc0 r1, x, 2 | exists (P0:r1 == 0)
            an arithmetic result              | { x=0; }         | add r2, 1, 2             | exists (P0:r2 == 3)
            a register the init block sets    | { x=0; P0:r3=4; } | st.sc0 x, r3            | exists (P0:r3 == 4 /\\ x == 4)
            a register set to an address      | { x=0; P0:r4=&x; } | st.sc0 x, 1            | exists (P0:r4 == x)
            """)
    void aRegisterItsThreadWritesOrTheInitBlockSetsMayBeRead(String what, String init, String code, String condition) {
        HerdLitmus t = HerdParser.read("ok.litmus", "Vulkan t\n" + init + "\nP0@sg 0, wg 0, qf 0 ;\n" + code + " ;\n"
                + condition + "\n");
        assertTrue(t.condition().isPresent());
    }

    @Test
    void aFileCutAfterItsHeaderSaysSoBeforeAnyRegisterItsConditionReads() {
        InputError e = fails("Vulkan t\n{ x=0; }\nP0@sg 0, wg 0, qf 0 ;\nexists (P0:r0 == 1)\n");
        assertTrue(e.getMessage().startsWith("expected at least one thread with instructions"), e.getMessage());
    }
}
