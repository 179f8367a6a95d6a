package dev.syncscope.core.kernel;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.model.ProgramNote;
import dev.syncscope.core.spirv.Instruction;
import dev.syncscope.core.spirv.SpirvModule;
import dev.syncscope.core.spirv.SpirvTextReader;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * VK MM "Private vs. Non-Private" and D3D11 {@code globallycoherent} (seed "sync (sm5 - asm)"): an HLSL UAV declared
 * without {@code globallycoherent} has private plain accesses, one declared with it non-private ones, whatever the
 * other declarations and the order of the code. glslang gives the buffers one struct type and copied the Coherent of
 * the first one it met onto that type's member (audit 51: uavA.hlsl raced, uavB.hlsl, the same kernel with its two
 * branches swapped, did not); {@link HlslCoherence} leaves each buffer its own declaration's coherence.
 */
class HlslGloballyCoherentPerVariableTest {

    /** The names of the buffers some consistent execution races on (VK MM: Data Race). */
    private static Set<String> racedOn(String file, String source) {
        CheckResult r = new AxiomaticChecker().check(KernelLoader.load(file, source).program());
        assertTrue(r.complete(), file + ": " + r.diagnostics());
        Set<String> out = new TreeSet<>();
        r.consistentExecutions().forEach(e -> e.races().forEach(x -> {
            out.add(x.first().reference().name());
            out.add(x.second().reference().name());
        }));
        return out;
    }

    /**
     * The audit's pair: counter is plain, lock and result globallycoherent; group 0 writes counter, fences and sets
     * lock, group 1 reads lock, fences and reads counter. The write is private, so no fence or Interlocked operation
     * orders it before the other group's read: a race on counter in both orders (VK MM: Location-Ordered).
     */
    @Test
    void aPlainUavRacesWhicheverBranchComesFirstInTheCode() throws IOException {
        Map<String, Set<String>> found = new LinkedHashMap<>();
        for (String file : List.of("uavA.hlsl", "uavB.hlsl")) {
            found.put(file, racedOn(file, KernelLoaderTest.resource("hlsl-coherence/" + file)));
        }
        assertEquals(Map.of("uavA.hlsl", Set.of("counter"), "uavB.hlsl", Set.of("counter")), found);
    }

    /**
     * Two globallycoherent UAVs and a plain one, in every order: which of a and b is plain, which is declared first,
     * which branch and which write come first in the code (and so which buffer glslang meets first). The fenced
     * message passing through lock carries the globallycoherent payload and not the plain one: the plain buffer, and
     * it alone, races.
     */
    @Test
    void twoGloballyCoherentUavsAndAPlainOneInEveryOrderRaceOnThePlainOneAlone() {
        Map<String, Set<String>> found = new LinkedHashMap<>();
        Map<String, Set<String>> expected = new LinkedHashMap<>();
        for (String plain : List.of("a", "b")) {
            for (boolean plainDeclaredFirst : List.of(true, false)) {
                for (boolean writerFirst : List.of(true, false)) {
                    for (boolean aWrittenFirst : List.of(true, false)) {
                        String name = "plain=" + plain + (plainDeclaredFirst ? " declared first" : " declared last")
                                + (writerFirst ? ", writer branch first" : ", reader branch first")
                                + (aWrittenFirst ? ", a written first" : ", b written first");
                        String source = kernel(plain, plainDeclaredFirst, writerFirst, aWrittenFirst);
                        found.put(name, racedOn("k.hlsl", source));
                        expected.put(name, Set.of(plain));
                    }
                }
            }
        }
        assertEquals(expected, found);
    }

    private static String kernel(String plain, boolean plainDeclaredFirst, boolean writerFirst, boolean aWrittenFirst) {
        List<String> declarations = new ArrayList<>();
        String other = plain.equals("a") ? "b" : "a";
        declarations.add("RWStructuredBuffer<uint> " + plain + " : register(u" + (plain.equals("a") ? 1 : 2) + ");");
        declarations.add("globallycoherent RWStructuredBuffer<uint> lock : register(u0);");
        declarations.add("globallycoherent RWStructuredBuffer<uint> " + other + " : register(u"
                + (other.equals("a") ? 1 : 2) + ");");
        if (!plainDeclaredFirst) {
            declarations.add(declarations.remove(0));
        }
        String writes = aWrittenFirst ? "a[0] = 1; b[0] = 2;" : "b[0] = 2; a[0] = 1;";
        String writer = writes + " DeviceMemoryBarrier(); InterlockedExchange(lock[0], 1, orig);";
        String reader = "InterlockedAdd(lock[0], 0, orig); DeviceMemoryBarrier();"
                + " if (orig == 1) { a[1] = a[0]; b[1] = b[0]; }";
        return "// @dispatch 2\n// @length a = 2\n// @length b = 2\n// @length lock = 1\n"
                + String.join("\n", declarations) + "\n"
                + "[numthreads(1, 1, 1)]\n"
                + "void main(uint3 g : SV_GroupID) {\n"
                + "    uint orig;\n"
                + "    if (g.x " + (writerFirst ? "==" : "!=") + " 0) {\n"
                + "        " + (writerFirst ? writer : reader) + "\n"
                + "    } else {\n"
                + "        " + (writerFirst ? reader : writer) + "\n"
                + "    }\n"
                + "}\n";
    }

    /**
     * The note on a plain UAV that D3D11 would order in the group (HlslUavNotes, seed "sync (sm5 - asm)") names
     * counter in both orders: it asks the same coherence as the engine.
     */
    @Test
    void theNoteOnThePlainUavIsGivenInBothOrders() throws IOException {
        for (String file : List.of("uavA.hlsl", "uavB.hlsl")) {
            List<ProgramNote> notes = KernelLoader.load(file, KernelLoaderTest.resource("hlsl-coherence/" + file))
                    .program().notes();
            assertEquals(List.of("counter"), notes.stream().filter(n -> n.key().equals("note.hlslUav"))
                    .map(n -> n.args().get(0)).toList(), file + ": " + notes);
        }
    }

    /**
     * GLSL needs no such rewriting: glslang gives each {@code buffer} block a struct type of its own, so two blocks of
     * one layout, one {@code coherent}, keep their own coherence in either order (VK MM: Private vs. Non-Private).
     */
    @Test
    void glslBlocksOfOneLayoutKeepTheirOwnCoherenceInEitherOrder() {
        String coherent = "layout(std430, binding = 0) coherent buffer A { uint d[]; } a;";
        String plain = "layout(std430, binding = 1) buffer B { uint d[]; } b;";
        for (boolean coherentFirst : List.of(true, false)) {
            String source = "// @dispatch 2\n// @length a = 2\n// @length b = 2\n#version 450\n"
                    + "layout(local_size_x = 1) in;\n"
                    + (coherentFirst ? coherent + "\n" + plain : plain + "\n" + coherent) + "\n"
                    + "layout(std430, binding = 2) coherent buffer L { uint f; } l;\n"
                    + "void main() {\n"
                    + "    if (gl_WorkGroupID.x == 0u) { "
                    + (coherentFirst ? "a.d[0] = 1u; b.d[0] = 2u;" : "b.d[0] = 2u; a.d[0] = 1u;")
                    + " memoryBarrier(); atomicExchange(l.f, 1u); }\n"
                    + "    else { uint o = atomicAdd(l.f, 0u); memoryBarrier();"
                    + " if (o == 1u) { a.d[1] = a.d[0]; b.d[1] = b.d[0]; } }\n"
                    + "}\n";
            assertEquals(Set.of("b"), racedOn("k.comp", source), "coherent block first: " + coherentFirst);
        }
    }

    /** A struct's member Coherent that no Coherent variable of it was the source of is no copy: it is left. */
    @Test
    void aMemberCoherentWithNoCoherentVariableOfTheStructIsLeft() {
        String module = """
                OpCapability Shader
                OpMemoryModel Logical GLSL450
                OpEntryPoint GLCompute %main "main"
                OpExecutionMode %main LocalSize 1 1 1
                OpSource HLSL 500
                OpDecorate %arr ArrayStride 4
                OpDecorate %S Block
                OpMemberDecorate %S 0 Offset 0
                OpMemberDecorate %S 0 Coherent
                OpDecorate %T Block
                OpMemberDecorate %T 0 Offset 0
                OpMemberDecorate %T 0 Coherent
                OpDecorate %x Coherent
                %void = OpTypeVoid
                %fn = OpTypeFunction %void
                %uint = OpTypeInt 32 0
                %arr = OpTypeRuntimeArray %uint
                %S = OpTypeStruct %arr
                %T = OpTypeStruct %arr
                %pS = OpTypePointer StorageBuffer %S
                %pT = OpTypePointer StorageBuffer %T
                %x = OpVariable %pS StorageBuffer
                %y = OpVariable %pS StorageBuffer
                %z = OpVariable %pT StorageBuffer
                %main = OpFunction %void None %fn
                %entry = OpLabel
                OpReturn
                OpFunctionEnd
                """;
        SpirvModule before = SpirvTextReader.read("k.spvasm", module);
        SpirvModule after = HlslCoherence.perVariable(before);
        int coherent = 23;
        List<Instruction> memberCoherent = after.instructions().stream()
                .filter(x -> x.name().equals("OpMemberDecorate") && x.word(2) == coherent).toList();
        // %S's copy of x's Coherent is gone (y is plain); %T has no Coherent variable, so its member keeps it
        Instruction t = before.instructions().stream()
                .filter(x -> x.name().equals("OpTypeStruct")).skip(1).findFirst().orElseThrow();
        assertEquals(List.of(t.word(0)), memberCoherent.stream().map(x -> x.word(0)).toList());
        assertEquals(before.instructions().size() - 1, after.instructions().size());
    }
}
