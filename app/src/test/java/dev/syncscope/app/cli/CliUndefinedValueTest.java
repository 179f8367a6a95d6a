package dev.syncscope.app.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * {@code check} of a kernel whose only finding is an undefined value the invocation made itself (SPIR-V OpUndef: "an
 * intermediate object whose value is undefined"; a local variable read before any store), used where it matters
 * (docs/memory-model.md, "Undefined reads"): its {@code undefined value:} line says the use as a read of undefined
 * memory's does, the verdict names an undefined value, not a read of undefined memory, and {@code --json} lists it
 * in {@code undefinedReadUses} (it stopped with a ClassCastException when the two branches that added the value and
 * the uses met).
 */
class CliUndefinedValueTest extends CliHarness {

    private static final String KERNEL = """
            #version 450
            layout(local_size_x = 1) in;
            layout(binding = 0) buffer Out { uint a[2]; };
            uint pick(uint i) {
                if (i > 5u) {
                    return 1u;
                }
            }
            void main() {
                uint x;
                a[0] = pick(0u);
                if (x == 3u) {
                    a[1] = 1u;
                }
            }
            """;

    @Test
    void checkNamesEachUseAndAnUndefinedValueInItsVerdict(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("made.comp"), KERNEL);
        assertEquals(Cli.FAILED, run("check", file.toString()), out.toString() + err);
        List<String> lines = out.toString().lines().toList();
        assertEquals(List.of("undefined value: T0 uses the undefined value of an OpUndef at " + file + ":8; T0 stores its"
                        + " value to a[0] at " + file + ":11 in some execution",
                "undefined value: T0 uses local variable x before any store to it at " + file + ":12; its value decides"
                        + " a branch condition at " + file + ":12 in some execution"),
                lines.stream().filter(l -> l.startsWith("undefined value:")).toList());
        assertEquals("FAILED: an undefined value in some execution makes the kernel wrong", lines.get(lines.size() - 1));
    }

    @Test
    void checkJsonDescribesEachValueAndItsUse(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("made.comp"), KERNEL);
        assertEquals(Cli.FAILED, run("check", "--json", file.toString()), out.toString() + err);
        JsonNode uses = new ObjectMapper().readTree(out.toString()).get("undefinedReadUses");
        assertEquals(2, uses.size(), uses.toString());
        JsonNode undef = uses.get(0);
        assertEquals("T0", undef.get("invocation").asText());
        assertEquals(true, undef.get("location").isNull());
        assertEquals(file + ":8", undef.get("at").asText());
        assertEquals("op-undef", undef.get("made").asText());
        assertEquals("stored", undef.get("use").asText());
        assertEquals(file + ":11", undef.get("usedAt").asText());
        assertEquals("a[0]", undef.get("storedTo").asText());
        JsonNode local = uses.get(1);
        assertEquals("unassigned-variable", local.get("made").asText());
        assertEquals("x", local.get("variable").asText());
        assertEquals("branch", local.get("use").asText());
        assertEquals(file + ":12", local.get("usedAt").asText());
    }

    @Test
    void checkJsonNamesAGlobalWithoutInitializerAsAPrivateVariable(@TempDir Path dir) throws IOException {
        // a GLSL global is a SPIR-V Private variable: without an Initializer it has no initial value (OpVariable)
        Path file = Files.writeString(dir.resolve("g.comp"), """
                #version 450
                layout(local_size_x = 1) in;
                layout(binding = 0) buffer Out { uint a[2]; };
                uint g;
                void main() {
                    a[0] = g;
                }
                """);
        assertEquals(Cli.FAILED, run("check", "--json", file.toString()), out.toString() + err);
        JsonNode uses = new ObjectMapper().readTree(out.toString()).get("undefinedReadUses");
        assertEquals(1, uses.size(), uses.toString());
        assertEquals("private-variable", uses.get(0).get("made").asText());
        assertEquals("g", uses.get(0).get("variable").asText());
        assertEquals(file + ":6", uses.get(0).get("at").asText());
        assertEquals("stored", uses.get(0).get("use").asText());
    }

    /**
     * An undefined value T0 made that a subgroup shuffle passed on to T2: {@code madeBy} names T0 for T2's use and is
     * absent where the invocation made the value itself (Finding.undefinedValueMadeBy; it was argument 9 read by
     * position).
     */
    @Test
    void checkJsonNamesWhoMadeAnUndefinedValueASubgroupOperationPassedOn(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("scan.comp"), """
                // @subgroup-size 4
                #version 450
                #extension GL_KHR_shader_subgroup_basic : require
                #extension GL_KHR_shader_subgroup_shuffle_relative : require
                layout(local_size_x = 4) in;
                layout(binding = 0) buffer R { uint r[]; };
                void main() {
                    uint v = gl_LocalInvocationIndex + 1u;
                    for (uint d = 1u; d < gl_SubgroupSize; d <<= 1u) {
                        v += subgroupShuffleUp(v, d);
                    }
                    r[gl_LocalInvocationIndex] = v;
                }
                """);
        assertEquals(Cli.FAILED, run("check", "--json", file.toString()), out.toString() + err);
        JsonNode uses = new ObjectMapper().readTree(out.toString()).get("undefinedReadUses");
        assertEquals(3, uses.size(), uses.toString());
        for (JsonNode use : uses) {
            assertEquals(-1, use.get("lane").asLong(), use.toString());
            assertEquals("T2".equals(use.get("invocation").asText()), use.has("madeBy"), use.toString());
        }
        assertEquals("T0", uses.get(2).get("madeBy").asText(), uses.toString());
    }

    @Test
    void checkJsonNamesAShuffleFromOutsideTheTangleWithItsInstructionAndLane(@TempDir Path dir) throws IOException {
        // OpGroupNonUniformShuffleUp: "the resulting value is undefined if Delta is greater than the current
        // invocation's id within the group": lane 0 gets the value of lane -1, an undefined value, not a fault
        Path file = Files.writeString(dir.resolve("up.comp"), """
                // @subgroup-size 2
                #version 450
                #extension GL_KHR_shader_subgroup_shuffle_relative : require
                layout(local_size_x = 2) in;
                layout(binding = 0) buffer Out { uint a[2]; };
                void main() {
                    a[gl_SubgroupInvocationID] = subgroupShuffleUp(gl_SubgroupInvocationID + 5u, 1u);
                }
                """);
        assertEquals(Cli.FAILED, run("check", "--json", file.toString()), out.toString() + err);
        JsonNode uses = new ObjectMapper().readTree(out.toString()).get("undefinedReadUses");
        assertEquals(1, uses.size(), uses.toString());
        JsonNode use = uses.get(0);
        assertEquals("T0", use.get("invocation").asText());
        // -1 is no invocation of the subgroup ("subgroup-lane", as an inactive lane, until session 77)
        assertEquals("lane-outside-subgroup", use.get("made").asText());
        assertEquals("OpGroupNonUniformShuffleUp", use.get("instruction").asText());
        assertEquals(-1, use.get("lane").asLong());
        assertEquals(file + ":7", use.get("at").asText());
        assertEquals("stored", use.get("use").asText());
        assertEquals("a[0]", use.get("storedTo").asText());
    }

    @Test
    void checkJsonNamesBallotQueriesTheSpecLeavesUndefined(@TempDir Path dir) throws IOException {
        // OpGroupNonUniformBallotFindLSB: "If none of the considered bits is set to 1, the resulting value is
        // undefined"; BitExtract: "undefined if Index is greater than or equal to the size of the group"
        Path file = Files.writeString(dir.resolve("q.comp"), """
                // @subgroup-size 2
                #version 450
                #extension GL_KHR_shader_subgroup_ballot : require
                layout(local_size_x = 2) in;
                layout(binding = 0) buffer Out { uint a[2]; uint b[2]; };
                void main() {
                    uint t = gl_SubgroupInvocationID;
                    a[t] = subgroupBallotFindLSB(subgroupBallot(false));
                    b[t] = subgroupBallotBitExtract(subgroupBallot(true), 2u + t) ? 1u : 0u;
                }
                """);
        assertEquals(Cli.FAILED, run("check", "--json", file.toString()), out.toString() + err);
        JsonNode uses = new ObjectMapper().readTree(out.toString()).get("undefinedReadUses");
        assertEquals(4, uses.size(), uses.toString());
        java.util.Map<String, JsonNode> byTarget = new java.util.HashMap<>();
        uses.forEach(u -> byTarget.put(u.get("storedTo").asText(), u));
        assertEquals("empty-ballot", byTarget.get("a[0]").get("made").asText());
        assertEquals("OpGroupNonUniformBallotFindLSB", byTarget.get("a[0]").get("instruction").asText());
        assertEquals("ballot-bit-outside", byTarget.get("b[1]").get("made").asText());
        assertEquals("OpGroupNonUniformBallotBitExtract", byTarget.get("b[1]").get("instruction").asText());
        assertEquals(3, byTarget.get("b[1]").get("bit").asLong());
    }

    @Test
    void checkJsonNamesAQuadBroadcastsIndexOutsideTheQuad(@TempDir Path dir) throws IOException {
        // OpGroupNonUniformQuadBroadcast: "If the value of Index is greater than or equal to 4 … the resulting value
        // is undefined" (made "quad-index-outside", with the instruction and the index; session 78)
        Path file = Files.writeString(dir.resolve("quad.comp"), """
                // @subgroup-size 4
                #version 450
                #extension GL_KHR_shader_subgroup_quad : require
                layout(local_size_x = 4) in;
                layout(binding = 0) buffer Out { uint a[4]; };
                void main() {
                    if (gl_SubgroupInvocationID == 0u) { a[0] = subgroupQuadBroadcast(7u, 4u); }
                }
                """);
        assertEquals(Cli.FAILED, run("check", "--json", file.toString()), out.toString() + err);
        JsonNode uses = new ObjectMapper().readTree(out.toString()).get("undefinedReadUses");
        assertEquals(1, uses.size(), uses.toString());
        JsonNode use = uses.get(0);
        assertEquals("quad-index-outside", use.get("made").asText(), use.toString());
        assertEquals("OpGroupNonUniformQuadBroadcast", use.get("instruction").asText(), use.toString());
        assertEquals(4, use.get("index").asLong(), use.toString());
        assertEquals("stored", use.get("use").asText(), use.toString());
    }

    @Test
    void checkJsonNamesAFloatMinimumOfNaNOnly(@TempDir Path dir) throws IOException {
        // OpGroupNonUniformFMin: "If all Value(s) that are used by the current invocation are NaN, then the result is
        // an undefined value" (made "nan-only", with the instruction; session 78)
        Path file = Files.writeString(dir.resolve("nan.comp"), """
                // @subgroup-size 2
                #version 450
                #extension GL_KHR_shader_subgroup_arithmetic : require
                layout(local_size_x = 2) in;
                layout(binding = 0) buffer Out { uint a[2]; };
                void main() {
                    float m = subgroupMin(uintBitsToFloat(0x7fc00000u));
                    if (gl_SubgroupInvocationID == 0u) { a[0] = floatBitsToUint(m); }
                }
                """);
        assertEquals(Cli.FAILED, run("check", "--json", file.toString()), out.toString() + err);
        JsonNode use = new ObjectMapper().readTree(out.toString()).get("undefinedReadUses").get(0);
        assertEquals("nan-only", use.get("made").asText(), use.toString());
        assertEquals("OpGroupNonUniformFMin", use.get("instruction").asText(), use.toString());
    }

    @Test
    void checkJsonNamesABitFieldPastItsValuesBits(@TempDir Path dir) throws IOException {
        // OpBitFieldUExtract: "The resulting value is undefined if Count or Offset or their sum is greater than the
        // number of bits in the result" (made "bit-field-outside", with the instruction and Offset + Count; session 81)
        Path file = Files.writeString(dir.resolve("bf.comp"), """
                #version 450
                layout(local_size_x = 1) in;
                layout(binding = 0) buffer B { uint x; uint e; };
                void main() { e = bitfieldExtract(x, 24, 12); }
                """);
        assertEquals(Cli.FAILED, run("check", "--json", file.toString()), out.toString() + err);
        JsonNode use = new ObjectMapper().readTree(out.toString()).get("undefinedReadUses").get(0);
        assertEquals("bit-field-outside", use.get("made").asText(), use.toString());
        assertEquals("OpBitFieldUExtract", use.get("instruction").asText(), use.toString());
        assertEquals(36, use.get("offsetPlusCount").asLong(), use.toString());
        assertEquals("e", use.get("storedTo").asText(), use.toString());
    }
}
