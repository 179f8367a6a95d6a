package dev.syncscope.core.spirv;

import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.SourceSpan;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * SPIR-V OpGroupNonUniformBroadcast: "Before version 1.5, Id must come from a constant instruction. Starting with
 * version 1.5, this restriction is lifted." A module of an earlier version with a computed Id is refused at load, at
 * the broadcast, as spirv-val refuses it; from 1.5 it loads (its Id must then be dynamically uniform, which the engines
 * check as it runs: {@code NonUniformBroadcastIdTest}), and a constant Id loads in every version.
 */
class BroadcastIdConstantTest {

    private static final String BODY = """
            %main = OpFunction %void None %fn
            %e = OpLabel
            %l = OpLoad %v3 %lid
            %x = OpCompositeExtract %uint %l 0
            %b = OpGroupNonUniformBroadcast %uint %u3 %x ID
            OpReturn
            OpFunctionEnd
            """;

    private static String module(String version, String id) {
        return "; SPIR-V\n; Version: " + version + "\n" + Kernels.text(4, BODY.replace("ID", id))
                .replace("OpCapability Shader\n", "OpCapability Shader\nOpCapability GroupNonUniform\n"
                        + "OpCapability GroupNonUniformBallot\n");
    }

    private static void load(String text) {
        SpirvInterpreter.program("k", SpirvTextReader.read("k.spvasm", text), DispatchConfig.defaults());
    }

    @Test
    void aComputedIdBeforeVersionOnePointFiveIsRefusedAtTheBroadcast() {
        String text = module("1.3", "%x");
        InputError e = assertThrows(InputError.class, () -> load(text));
        assertEquals("OpGroupNonUniformBroadcast: its Id %x is defined by OpCompositeExtract, not a constant"
                + " instruction: before SPIR-V 1.5 a broadcast's Id must come from a constant instruction, and this"
                + " module is SPIR-V 1.3 (to read a lane chosen per invocation, use OpGroupNonUniformShuffle)",
                e.getMessage());
        List<String> lines = text.lines().toList();
        int line = 1 + lines.indexOf(lines.stream().filter(l -> l.contains("OpGroupNonUniformBroadcast"))
                .findFirst().orElseThrow());
        assertEquals(new SourceSpan("k.spvasm", line, 1), e.span());
        assertEquals("input.spirv.broadcastIdNotConstant", e.key());
    }

    @Test
    void aComputedIdFromVersionOnePointFiveAndAConstantIdInAnyVersionLoad() {
        load(module("1.5", "%x"));
        load(module("1.3", "%u1"));
        assertNotNull(SpirvTextReader.read("k.spvasm", module("1.6", "%x")));
    }
}
