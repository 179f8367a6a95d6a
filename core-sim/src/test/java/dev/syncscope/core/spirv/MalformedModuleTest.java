package dev.syncscope.core.spirv;

import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.ThreadState;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

class MalformedModuleTest {

    private static final String MAIN = """
            %main = OpFunction %void None %fn
            %e = OpLabel
            """;

    /** The InputError of loading {@code text} as {@code k.spvasm}. */
    private static InputError rejection(String text) {
        return assertThrows(InputError.class, () -> SpirvInterpreter.program("k",
                SpirvTextReader.read("k.spvasm", text), DispatchConfig.defaults()));
    }

    /** Asserts the error is {@code message} at column 1 of the line of {@code text} that starts with {@code marker}. */
    private static void assertAt(String text, String marker, String message, InputError e) {
        List<String> lines = text.lines().toList();
        int line = 1 + lines.indexOf(lines.stream().filter(l -> l.startsWith(marker)).findFirst().orElseThrow());
        assertEquals(message, e.getMessage());
        assertEquals(new SourceSpan("k.spvasm", line, 1), e.span());
        assertNull(e.getCause());
    }

    private static String legacyCoherentLines(int count) throws IOException {
        String all = new String(SpirvReadersTest.resource("legacy-coherent.spvasm"), StandardCharsets.UTF_8);
        return String.join("\n", all.lines().limit(count).toList()) + "\n";
    }

    @Test
    void aFunctionTypedByItselfOrByAnotherReturnTypeIsRejectedAtItsOpFunction() {
        // SPIR-V OpFunction: "Function Type is the result of an OpTypeFunction, which must have Return Type as its
        // Return Type" (audit 52 L5: %main = OpFunction %void None %main checked OK)
        String self = Kernels.text(1, "%main = OpFunction %void None %main\n%e = OpLabel\nOpReturn\nOpFunctionEnd\n");
        assertAt(self, "%main = OpFunction", "OpFunction: its Function Type %main is defined by OpFunction, not"
                + " OpTypeFunction (SPIR-V OpFunction: Function Type is the result of an OpTypeFunction)",
                rejection(self));
        String uint = Kernels.text(1, "%main = OpFunction %void None %fnu\n%e = OpLabel\nOpReturn\nOpFunctionEnd\n");
        assertAt(uint, "%main = OpFunction", "OpFunction: its Function Type %fnu returns %uint, not its Result Type"
                + " %void (SPIR-V OpFunction: the OpTypeFunction must have Return Type as its Return Type)",
                rejection(uint));
    }

    @Test
    void assemblyCutAfterTheEntryPointNamesTheMissingFunction() throws IOException {
        String text = legacyCoherentLines(3);
        assertAt(text, "OpEntryPoint", "OpEntryPoint names %main, which has no OpFunction", rejection(text));
    }

    @Test
    void assemblyCutInsideAFunctionSaysItHasNoEnd() throws IOException {
        String all = new String(SpirvReadersTest.resource("legacy-coherent.spvasm"), StandardCharsets.UTF_8);
        int function = all.lines().toList().indexOf("%main = OpFunction %void None %fn");
        String text = legacyCoherentLines(function + 3);
        assertAt(text, "%main = OpFunction", "OpFunction without OpFunctionEnd", rejection(text));
    }

    /** legacy-coherent.spv: header words 0-4, OpCapability 5-6, OpMemoryModel 7-9, OpEntryPoint at word 10 naming %1. */
    @Test
    void binaryCutAfterTheEntryPointGivesTheWordOffset() throws IOException {
        byte[] cut = Arrays.copyOf(SpirvReadersTest.resource("legacy-coherent.spv"), 16 * 4);
        InputError e = assertThrows(InputError.class, () -> SpirvInterpreter.program("k",
                SpirvBinaryReader.read("k.spv", cut), DispatchConfig.defaults()));
        assertEquals("word 10: OpEntryPoint names %1, which has no OpFunction", e.getMessage());
        assertEquals("k.spv", e.span().file());
        assertNull(e.getCause());
    }

    @Test
    void callOfAnUndefinedFunctionNamesIt() {
        String text = Kernels.text(1, MAIN + """
                %r = OpFunctionCall %uint %nowhere %u1
                OpReturn
                OpFunctionEnd
                """);
        assertAt(text, "%r = OpFunctionCall", "OpFunctionCall names %nowhere, which has no OpFunction", rejection(text));
    }

    @Test
    void anIdUsedInAFunctionAndDefinedNowhereIsBadInputAtItsFirstUse() {
        // SPIR-V, Static Single Assignment: every id has one definition. It used to load, and the invocation reaching
        // the store faulted ("use of %nowhere before it has a value"), exit 1 instead of bad input, exit 2
        String text = Kernels.text(1, MAIN + """
                OpStore %nowhere %u1
                OpStore %nowhere %u1
                OpReturn
                OpFunctionEnd
                """);
        InputError e = rejection(text);
        assertEquals("%nowhere is used but never defined: no instruction has it as its result id", e.getMessage());
        int line = 1 + text.lines().toList().indexOf("OpStore %nowhere %u1");
        assertEquals(new SourceSpan("k.spvasm", line, "OpStore ".length() + 1), e.span());
    }

    /**
     * Forward references stay legal (SPIR-V: a branch to a later label, a call of a later function, OpPhi of values
     * defined later in a loop): every glslang-made and hand-written module of the fuzz corpus's seeds that has them
     * reads with no undefined id.
     */
    @Test
    void modulesWithForwardReferencesHaveNoUndefinedIds() throws IOException {
        java.nio.file.Path seeds = java.nio.file.Path.of(
                "src/test/resources/dev/syncscope/core/fuzz/SpirvTextFuzzTestInputs/read");
        int forward = 0;
        try (java.util.stream.Stream<java.nio.file.Path> files = java.nio.file.Files.list(seeds)) {
            for (java.nio.file.Path f : files.filter(p -> p.toString().endsWith(".spvasm")).toList()) {
                String text = java.nio.file.Files.readString(f);
                if (text.contains("OpLoopMerge") || text.contains("OpPhi") || text.contains("OpFunctionCall")) {
                    forward++;
                    assertEquals(java.util.Map.of(), SpirvTextReader.read(f.getFileName().toString(), text)
                            .undefinedUses(), f.toString());
                }
            }
        }
        assertTrue(forward >= 3, "seeds with forward references: " + forward);
    }

    @Test
    void anIdDefinedTwiceIsRejectedAtItsSecondDefinitionNamingTheFirst() {
        // SPIR-V 1.7, Static Single Assignment: an id has one definition. A variable redefined as a constant made
        // the interpreter index its values at -1 (found by SpirvBinaryFuzzTest, crash-893a976e...)
        String text = Kernels.text(1, "%buf = OpConstant %int -1\n" + MAIN + "OpReturn\nOpFunctionEnd\n");
        int first = 1 + text.lines().toList().indexOf("%buf = OpVariable %pS StorageBuffer");
        assertAt(text, "%buf = OpConstant %int -1", "OpConstant defines %buf, which OpVariable at line " + first
                + ":1 already defines", rejection(text));
        // and in a function body: two results with one id
        String twice = Kernels.text(1, MAIN + "%x = OpIAdd %uint %u1 %u2\n%x = OpIAdd %uint %u2 %u3\n"
                + "OpReturn\nOpFunctionEnd\n");
        int line = 1 + twice.lines().toList().indexOf("%x = OpIAdd %uint %u1 %u2");
        assertAt(twice, "%x = OpIAdd %uint %u2 %u3", "OpIAdd defines %x, which OpIAdd at line " + line
                + ":1 already defines", rejection(twice));
    }

    @Test
    void callWithTooManyArgumentsCountsThem() {
        String text = Kernels.text(1, MAIN + """
                %r = OpFunctionCall %uint %f %u1 %u2
                OpReturn
                OpFunctionEnd
                %f = OpFunction %uint None %fnu
                %x = OpFunctionParameter %uint
                %fe = OpLabel
                OpReturnValue %x
                OpFunctionEnd
                """);
        assertAt(text, "%r = OpFunctionCall", "OpFunctionCall passes 2 arguments to %f, which has 1 parameter",
                rejection(text));
    }

    @Test
    void scopeValueThatIsNoScopeIsNamedAtItsInstruction() {
        String text = Kernels.text(1, """
                %u8260 = OpConstant %uint 8260
                """ + MAIN + """
                %p = OpAccessChain %pu %buf %i0 %u0
                OpAtomicStore %p %u8260 %u0 %u1
                OpReturn
                OpFunctionEnd
                """);
        assertAt(text, "OpAtomicStore", "OpAtomicStore: scope value 8260 is not a Scope", rejection(text));
    }

    /** The audit's module: glslang output whose first atomic store has the scope id %uint_8260. */
    @Test
    void glslangModuleWithScope8260IsRejectedAtTheStore() throws IOException {
        String text;
        try (var in = MalformedModuleTest.class.getResourceAsStream("/spirv/malformed/badscope.spvasm")) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        InputError e = rejection(text);
        List<String> lines = text.lines().toList();
        int line = 1 + lines.indexOf("               OpAtomicStore %34 %uint_8260 %uint_8260 %uint_1");
        assertEquals("OpAtomicStore: scope value 8260 is not a Scope", e.getMessage());
        assertEquals(new SourceSpan("k.spvasm", line, 16), e.span());
    }

    @Test
    void rayTracingScopeHasNoInstanceInADispatch() {
        String text = Kernels.text(1, """
                %u6 = OpConstant %uint 6
                """ + MAIN + """
                OpMemoryBarrier %u6 %u264
                OpReturn
                OpFunctionEnd
                """);
        assertAt(text, "OpMemoryBarrier", "OpMemoryBarrier: scope ShaderCallKHR has no instance in a compute dispatch",
                rejection(text));
    }

    @Test
    void semanticsWithUndefinedBitsIsNamedAtItsInstruction() {
        String text = Kernels.text(1, """
                %u65800 = OpConstant %uint 65800
                """ + MAIN + """
                OpControlBarrier %u2 %u2 %u65800
                OpReturn
                OpFunctionEnd
                """);
        assertAt(text, "OpControlBarrier", "OpControlBarrier: memory semantics value 65800 is not a MemorySemantics mask"
                + " (bits 0x10000 are no MemorySemantics flag)", rejection(text));
    }

    @Test
    void makePointerVisibleScopeIsCheckedToo() {
        String text = Kernels.text(1, """
                %u9 = OpConstant %uint 9
                """ + MAIN + """
                %p = OpAccessChain %pu %buf %i0 %u0
                %v = OpLoad %uint %p MakePointerVisible|NonPrivatePointer %u9
                OpReturn
                OpFunctionEnd
                """);
        assertAt(text, "%v = OpLoad", "OpLoad: scope value 9 is not a Scope", rejection(text));
    }

    @Test
    void blockWithoutBranchOrReturnIsRejected() {
        String text = Kernels.text(1, MAIN + """
                %p = OpAccessChain %pu %buf %i0 %u0
                OpFunctionEnd
                """);
        assertAt(text, "OpFunctionEnd", "block %e has no branch or return before OpFunctionEnd", rejection(text));
    }

    @Test
    void inputVariableWithoutBuiltInIsRejectedAtTheVariable() {
        String text = Kernels.text(1, MAIN + """
                %a = OpAccessChain %pin %lid %u0
                %v = OpLoad %uint %a
                OpReturn
                OpFunctionEnd
                """).replace("OpDecorate %lid BuiltIn LocalInvocationId\n", "");
        assertAt(text, "%lid = OpVariable", "variable %lid in storage class Input without a BuiltIn decoration is not"
                + " supported", rejection(text));
    }

    @Test
    void numberUsedAsAPointerFaultsTheInvocationSayingSo() {
        Program p = Kernels.program(1, MAIN + """
                OpStore %u1 %u2
                OpReturn
                OpFunctionEnd
                """);
        ThreadState s = p.initial().get(0);
        assertEquals(ThreadState.Status.FAULT, s.status());
        assertTrue(s.diagnostic().endsWith(": %u1 is not a pointer"), s.diagnostic());
        assertFalse(s.diagnostic().contains("java."), s.diagnostic());
    }

    /** Corrupted binaries either load or give an InputError; running them never throws. */
    @Test
    void corruptedBinariesGiveInputErrorsOrFaultsNeverOtherExceptions() throws IOException {
        byte[] good = SpirvReadersTest.resource("legacy-coherent.spv");
        Random random = new Random(20261121);
        int inputErrors = 0;
        for (int trial = 0; trial < 400; trial++) {
            byte[] bad = good.clone();
            int flips = 1 + random.nextInt(3);
            for (int f = 0; f < flips; f++) {
                int at = 20 + random.nextInt(bad.length - 20);
                bad[at] = (byte) (random.nextBoolean() ? random.nextInt(256) : bad[at] ^ (1 << random.nextInt(8)));
            }
            try {
                Program p = SpirvInterpreter.program("bad", SpirvBinaryReader.read("bad.spv", bad),
                        DispatchConfig.defaults().withStepBudget(1000));
                for (ThreadState s : p.initial()) {
                    for (int step = 0; step < 50 && s.status() == ThreadState.Status.RUNNING; step++) {
                        s.next();
                        s = s.advance(0);
                    }
                }
            } catch (InputError e) {
                inputErrors++;
            } catch (RuntimeException e) {
                fail("trial " + trial + " threw " + e, e);
            }
        }
        assertTrue(inputErrors > 0);
    }

    /** Corrupted assembly text either loads or gives an InputError with a line. */
    @Test
    void corruptedAssemblyGivesPositionedInputErrors() throws IOException {
        String good = new String(SpirvReadersTest.resource("legacy-coherent.spvasm"), java.nio.charset.StandardCharsets.UTF_8);
        Random random = new Random(7);
        String alphabet = "%=\" \n;|-0123456789xOpLoadStore";
        for (int trial = 0; trial < 400; trial++) {
            StringBuilder bad = new StringBuilder(good);
            for (int f = 0; f < 1 + random.nextInt(3); f++) {
                int at = random.nextInt(bad.length());
                if (random.nextBoolean()) {
                    bad.deleteCharAt(at);
                } else {
                    bad.insert(at, alphabet.charAt(random.nextInt(alphabet.length())));
                }
            }
            try {
                SpirvInterpreter.program("bad", SpirvTextReader.read("bad.spvasm", bad.toString()),
                        DispatchConfig.defaults().withStepBudget(1000));
            } catch (InputError e) {
                assertTrue(e.span().file().equals("bad.spvasm"), e.toString());
            } catch (RuntimeException e) {
                fail("trial " + trial + " threw " + e + " on\n" + bad, e);
            }
        }
    }
}
