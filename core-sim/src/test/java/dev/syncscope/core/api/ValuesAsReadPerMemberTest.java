package dev.syncscope.core.api;

import dev.syncscope.core.exec.AgentStatus;
import dev.syncscope.core.exec.ReadPreview;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.core.model.Location;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * What an invocation "would read" in a block only one of whose members is {@code coherent} (the memory tab's column,
 * {@link DebugSession#valuesAsRead(Location, int)}) is what a load of that member reads: the access chain to the member
 * decides a load's operands (spirv-opt's memory-model upgrade traces Coherent through the struct member; under
 * {@code use_vulkan_memory_model} glslang gives the member's loads their own NonPrivatePointer and MakePointerVisible:
 * VK MM: Private vs. Non-Private, Per-Instruction Availability and Visibility Semantics). The question was asked for
 * the whole block as a non-private load without that visibility operation (its members' loads differ): T1 "would read"
 * the coherent {@code data} as 0, stale, where its load then read 42, the write released to it (session 91).
 */
class ValuesAsReadPerMemberTest {

    private static String kernel(boolean vulkanModel) {
        String release = vulkanModel
                ? "atomicStore(flag, 1u, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelease);"
                : "memoryBarrierBuffer(); atomicExchange(flag, 1u);";
        String acquire = vulkanModel
                ? "uint seen = atomicLoad(flag, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsAcquire);"
                : "uint seen = atomicAdd(flag, 0u); memoryBarrierBuffer();";
        return "// @dispatch 2\n#version 450\n"
                + (vulkanModel ? "#pragma use_vulkan_memory_model\n"
                + "#extension GL_KHR_memory_scope_semantics : require\n" : "")
                + """
                layout(local_size_x = 1) in;
                layout(binding = 0) buffer B { coherent uint data; uint plain; };
                layout(binding = 1) buffer F { uint flag; };
                layout(binding = 2) buffer R { uint result[3]; };
                void main() {
                    if (gl_WorkGroupID.x == 0) {
                        data = 42u;
                        plain = 7u;
                        RELEASE
                    } else {
                        ACQUIRE
                        result[0] = seen;
                        if (seen == 1u) {
                            result[1] = data;
                            result[2] = plain;
                        }
                    }
                }
                """.replace("RELEASE", release).replace("ACQUIRE", acquire);
    }

    /** T0 runs to its end first, so T1's acquire reads its release. */
    private static DebugSession afterT0(String source) {
        DebugSession s = DebugSession.load(ProgramLoader.load("member.comp", source));
        while (s.snapshot().agents().get(0).status() == AgentStatus.RUNNING) {
            s.step(0);
        }
        s.run();
        return s;
    }

    /** T1's preview of block B's location {@code index} before its first load of it, and what that load read. */
    private static long[] previewAndLoad(DebugSession s, int index) {
        int load = ValuesAsReadLikeTheKernelTest.loads(s, 1, "B").stream()
                .filter(i -> s.explainRead(i).location().index() == index).findFirst().orElseThrow();
        long read = s.explainRead(load).value();
        s.seek(ValuesAsReadLikeTheKernelTest.before(s, 1, load));
        List<ReadPreview> p = s.valuesAsRead(new Location("B", index), 1);
        return new long[] {p.get(0).value(), read, p.get(0).stale() ? 1 : 0};
    }

    @ParameterizedTest(name = "Vulkan memory model {0}")
    @ValueSource(booleans = {false, true})
    void theCoherentMemberIsAskedAsItsOwnLoadsAskIt(boolean vulkanModel) {
        DebugSession s = afterT0(kernel(vulkanModel));
        long[] data = previewAndLoad(s, 0);
        assertEquals(42, data[1], "the coherent member's load reads the write released to it");
        assertEquals(data[1], data[0], "would read what its load then reads");
        assertEquals(0, data[2], "not stale");
    }

    /** The control: the plain member's loads are private, and a private load of another's write reads stale. */
    @ParameterizedTest(name = "Vulkan memory model {0}")
    @ValueSource(booleans = {false, true})
    void thePlainMemberIsAskedAsItsOwnPrivateLoadsAskIt(boolean vulkanModel) {
        DebugSession s = afterT0(kernel(vulkanModel));
        long[] plain = previewAndLoad(s, 1);
        assertEquals(0, plain[1], "a private load of another invocation's private write reads the initial value");
        assertEquals(plain[1], plain[0], "would read what its load then reads");
        assertEquals(1, plain[2], "stale: 7 is newer");
    }

    /**
     * A dynamic index into the coherent array member takes the whole array (each element may be the one loaded):
     * T1 "would read" {@code data[1]} as its load {@code data[seen]} then reads it, 42 (a span of the load's constant
     * indices only missed it, and the question fell back to a load without visibility: 0, stale).
     */
    @ParameterizedTest(name = "Vulkan memory model {0}")
    @ValueSource(booleans = {false, true})
    void aDynamicIndexIntoAnArrayMemberTakesTheWholeArray(boolean vulkanModel) {
        DebugSession s = afterT0(kernel(vulkanModel).replace("coherent uint data;", "coherent uint data[4];")
                .replace("data = 42u;", "data[1] = 42u;").replace("result[1] = data;", "result[1] = data[seen];"));
        long[] data = previewAndLoad(s, 1);
        assertEquals(42, data[1], "data[seen], seen 1, reads the write released to it");
        assertEquals(data[1], data[0], "would read what its load then reads");
        assertEquals(0, data[2], "not stale");
        long[] plain = previewAndLoad(s, 4);
        assertEquals(plain[1], plain[0], "the plain member after the array: would read what its load then reads");
    }

    /**
     * A location no load of the module touches ({@code data[1]}, where only {@code data[0]} is loaded) is asked as the
     * variable's loads all ask, as before session 91: T1 "would read" 43, the write released to it; with no load's span
     * over it the question fell back to a load without visibility, 0, stale (the session-91 review).
     */
    @org.junit.jupiter.api.Test
    void aLocationNoLoadTouchesIsAskedAsTheVariablesLoadsAllAsk() {
        DebugSession s = afterT0("""
                // @dispatch 2
                #version 450
                #pragma use_vulkan_memory_model
                #extension GL_KHR_memory_scope_semantics : require
                layout(local_size_x = 1) in;
                layout(binding = 0) coherent buffer B { uint data[2]; };
                layout(binding = 1) buffer F { uint flag; };
                layout(binding = 2) buffer R { uint result[2]; };
                void main() {
                    if (gl_WorkGroupID.x == 0) {
                        data[0] = 42u;
                        data[1] = 43u;
                        atomicStore(flag, 1u, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelease);
                    } else {
                        uint seen = atomicLoad(flag, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsAcquire);
                        result[0] = seen;
                        if (seen == 1u) {
                            result[1] = data[0];
                        }
                    }
                }
                """);
        int load = ValuesAsReadLikeTheKernelTest.loads(s, 1, "data").get(0);
        s.seek(ValuesAsReadLikeTheKernelTest.before(s, 1, load));
        ReadPreview p = s.valuesAsRead(new Location("data", 1), 1).get(0);
        assertEquals(43, p.value(), p.toString());
        assertEquals(false, p.stale(), p.toString());
    }
}
