package dev.syncscope.core.spirv;

import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.SourceSpan;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An OpPhi that cannot run is refused when the module is loaded, at the OpPhi: after another instruction of its block
 * (SPIR-V 2.4: "All OpPhi instructions must be the first instructions in a block"), in its function's first block, or
 * without a value for a block that branches to its own ("exactly one Parent … for each parent block"). Each was a
 * fault of the invocation reaching it, "OpPhi is not supported" or "no value for predecessor %15" (session-85 audit).
 */
class PhiPlacementTest {

    /** A selection whose merge block %m takes one value from each branch ({@code PHI} and {@code ENTRY} to replace). */
    private static final String BODY = """
            %main = OpFunction %void None %fn
            %e = OpLabel
            %p = OpAccessChain %pu %buf %u0 %u0
            ENTRY
            OpSelectionMerge %m None
            OpBranchConditional %true %a %b
            %a = OpLabel
            OpBranch %m
            %b = OpLabel
            OpBranch %m
            %m = OpLabel
            OpLine %file 9 1
            PHI
            OpReturn
            OpFunctionEnd
            """;

    private static String module(String phi, String entry) {
        return Kernels.text(1, "%true = OpConstantTrue %bool\n%file = OpString \"k.comp\"\n"
                + BODY.replace("PHI", phi).replace("ENTRY", entry));
    }

    private static void load(String text) {
        SpirvInterpreter.program("k", SpirvTextReader.read("k.spvasm", text), DispatchConfig.defaults());
    }

    /** The InputError of loading {@code text}, which must be at the line holding {@code at}. */
    private static InputError refused(String text, String at, String key) {
        InputError e = assertThrows(InputError.class, () -> load(text));
        assertEquals(key, e.key(), e.getMessage());
        assertEquals(new SourceSpan("k.spvasm", 1 + text.lines().toList().indexOf(at), 1), e.span(), e.getMessage());
        return e;
    }

    @Test
    void phisFirstInTheirBlockWithAValueForEachParentLoad() {
        load(module("%y = OpPhi %uint %u1 %a %u0 %b\nOpStore %p %y", "OpNop"));
    }

    /** Debug information may come before a block's phis (DXC's -fspv-debug DebugScope; spirv-val accepts it). */
    @Test
    void aPhiAfterDebugInformationLoads() {
        String text = module("%s = OpExtInst %void %dbg 23\n%y = OpPhi %uint %u1 %a %u0 %b\nOpStore %p %y", "OpNop")
                .replace("OpMemoryModel", "%dbg = OpExtInstImport \"NonSemantic.Shader.DebugInfo.100\"\nOpMemoryModel");
        load(text);
    }

    @Test
    void aPhiWithoutAValueForAParentBlockIsRefused() {
        String phi = "%y = OpPhi %uint %u1 %a";
        InputError e = refused(module(phi + "\nOpStore %p %y", "OpNop"), phi, PhiPlacement.KEY_NO_VALUE);
        assertTrue(e.getMessage().startsWith("OpPhi %y has no value for block %b, which branches to its block %m"),
                e.getMessage());
    }

    @Test
    void aPhiAfterAnotherInstructionOfItsBlockIsRefused() {
        String phi = "%y = OpPhi %uint %u1 %a %u0 %b";
        InputError e = refused(module("OpStore %p %u1\n" + phi, "OpNop"), phi, PhiPlacement.KEY_AFTER);
        assertTrue(e.getMessage().startsWith("OpPhi %y comes after OpStore in its block"), e.getMessage());
    }

    @Test
    void aPhiInTheFunctionsFirstBlockIsRefused() {
        String phi = "%z = OpPhi %uint %u1 %a";
        InputError e = refused(module("OpNop", phi).replace("%p = OpAccessChain %pu %buf %u0 %u0\n" + phi,
                phi + "\n%p = OpAccessChain %pu %buf %u0 %u0"), phi, PhiPlacement.KEY_FIRST_BLOCK);
        assertTrue(e.getMessage().startsWith("OpPhi %z is in the first block of function %main"), e.getMessage());
    }
}
