package dev.syncscope.core.api;

import dev.syncscope.core.exec.Event;
import dev.syncscope.core.exec.ReadPreview;
import dev.syncscope.core.exec.StepRecord;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.core.model.Location;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * What an invocation "would read" at a location (the memory tab's column, {@link DebugSession#valuesAsRead(Location,
 * int)}) is what a load of the kernel through that reference reads: a GLSL 4.50 kernel's shared memory is implicitly
 * coherent, so its loads have their own MakePointerVisible at Workgroup scope (spirv-opt's memory-model upgrade; VK MM:
 * Per-Instruction Availability and Visibility Semantics), and after a {@code barrier()} every write of the workgroup
 * to it is visible to them. The question was asked as a plain load without that visibility operation: T0 "would read"
 * tile[1..7] as undefined (the initial value of workgroup memory) where its loads then read 2..8.
 */
class ValuesAsReadLikeTheKernelTest {

    private static final String SUM = """
            #version 450
            layout(local_size_x = 8) in;
            layout(std430, binding = 0) buffer B { uint data[]; };
            shared uint tile[8];
            void main() {
                uint i = gl_LocalInvocationID.x;
                tile[i] = i + 1u;
                barrier();
                if (i == 0u) {
                    uint s = 0u;
                    for (uint k = 0u; k < 8u; k++) { s += tile[k]; }
                    data[0] = s;
                }
            }
            """;

    @Test
    void afterTheBarrierT0WouldReadEachElementAsItsLoadsThenRead() {
        DebugSession s = DebugSession.load(ProgramLoader.load("sum.comp", SUM));
        s.run();
        List<StepRecord> trace = s.trace();
        int first = -1;
        List<Long> read = new ArrayList<>();
        for (StepRecord r : trace) {
            if (r.event().kind() == Event.Kind.LOAD && r.event().agent() == 0
                    && s.explainRead((int) r.index()).location().allocation().equals("tile")) {
                first = first < 0 ? (int) r.index() : first;
                read.add(s.explainRead((int) r.index()).value());
            }
        }
        assertEquals(List.of(1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L), read);
        // before T0's first load of tile: every write is made and the barrier passed
        s.seek(first);
        for (int k = 0; k < 8; k++) {
            List<ReadPreview> p = s.valuesAsRead(new Location("tile", k), 0);
            assertEquals(1, p.size(), p.toString());
            assertFalse(p.get(0).undefined(), "tile[" + k + "]: " + p);
            assertFalse(p.get(0).stale(), "tile[" + k + "]: " + p);
            assertEquals(read.get(k), p.get(0).value(), "tile[" + k + "]");
        }
    }

    /** The steps of invocation {@code agent}'s loads of allocation {@code alloc}, in order. */
    static List<Integer> loads(DebugSession s, int agent, String alloc) {
        List<Integer> out = new ArrayList<>();
        for (StepRecord r : s.trace()) {
            if (r.event().kind() == Event.Kind.LOAD && r.event().agent() == agent
                    && s.explainRead((int) r.index()).location().allocation().equals(alloc)) {
                out.add((int) r.index());
            }
        }
        return out;
    }

    /**
     * What invocation {@code agent} "would read" at element 0 of allocation {@code alloc} at its step before its first
     * load of it (the invocation's next action then is another), asserted to be {@code value}, what that load read.
     */
    static ReadPreview previewBeforeFirstLoad(DebugSession s, int agent, String alloc, long value,
                                               String... why) {
        int load = loads(s, agent, alloc).get(0);
        assertEquals(value, s.explainRead(load).value(), String.join("", why));
        s.seek(before(s, agent, load));
        ReadPreview p = s.valuesAsRead(new Location(alloc, 0), agent).get(0);
        assertEquals(value, p.value(), "would read what the load then reads: " + p);
        return p;
    }

    /** The step of invocation {@code agent} before step {@code step}. */
    static int before(DebugSession s, int agent, int step) {
        for (int i = step - 1; i >= 0; i--) {
            if (s.trace().get(i).event().agent() == agent) {
                return i;
            }
        }
        throw new AssertionError("no step of " + agent + " before " + step);
    }

    /**
     * A module of the Vulkan memory model: its loads carry their own operands (a nonprivate buffer's
     * NonPrivatePointer), and "would read" is asked as a non-private load, as before session 89 (the review found the
     * new plain-load rule made it a private one, which T1's exchange, ordered by the barrier, does not reach: 0 for 7).
     */
    @Test
    void aNonprivateBufferOfTheVulkanModelIsAskedAsANonPrivateLoad() {
        DebugSession s = DebugSession.load(ProgramLoader.load("np.comp", """
                #version 450
                #pragma use_vulkan_memory_model
                #extension GL_KHR_memory_scope_semantics : require
                layout(local_size_x = 2) in;
                layout(std430, binding = 0) nonprivate buffer B { uint b[]; };
                layout(std430, binding = 1) buffer R { uint r[]; };
                void main() {
                    uint i = gl_LocalInvocationID.x;
                    if (i == 1u) {
                        atomicExchange(b[0], 7u);
                    }
                    controlBarrier(gl_ScopeWorkgroup, gl_ScopeWorkgroup, gl_StorageSemanticsBuffer,
                                   gl_SemanticsAcquireRelease);
                    if (i == 0u) {
                        r[0] = 1u;
                        r[1] = b[0];
                    }
                }
                """));
        s.run();
        int load = loads(s, 0, "b").get(0);
        assertEquals(7, s.explainRead(load).value());
        s.seek(before(s, 0, load));
        assertEquals(7, s.valuesAsRead(new Location("b", 0), 0).get(0).value());
    }

    /**
     * A {@code coherent} buffer of a module of the Vulkan memory model: each of its loads has NonPrivatePointer and its
     * own MakePointerVisible (VK MM: Per-Instruction Availability and Visibility Semantics), so the write T0's coherent
     * store made available, ordered before T1's load by the release and the acquire (neither with MakeAvailable or
     * MakeVisible), is visible to it: "would read" is asked as the buffer's loads ask it (session 90). It was asked
     * as a non-private load without that visibility operation: T1 "would read" 0, stale, where its load then read 42.
     */
    @Test
    void aCoherentBufferOfTheVulkanModelIsAskedWithItsLoadsOwnVisibility() {
        DebugSession s = DebugSession.load(ProgramLoader.load("coherent.comp", """
                // @dispatch 2
                #version 450
                #pragma use_vulkan_memory_model
                #extension GL_KHR_memory_scope_semantics : require
                layout(local_size_x = 1) in;
                layout(binding = 0) coherent buffer Data { uint data; };
                layout(binding = 1) buffer Flag { uint flag; };
                layout(binding = 2) buffer Result { uint result; uint other; };
                void main() {
                    if (gl_WorkGroupID.x == 0) {
                        data = 42;
                        atomicStore(flag, 1u, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelease);
                    } else {
                        uint seen = atomicLoad(flag, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsAcquire);
                        other = 5u;
                        if (seen == 1) {
                            result = data + 1;
                        }
                    }
                }
                """));
        s.step(0);
        s.step(0);
        s.run();
        ReadPreview p = previewBeforeFirstLoad(s, 1, "data", 42);
        assertFalse(p.stale(), p.toString());
    }

    /**
     * A {@code coherent} storage image of a module of the Vulkan memory model: OpImageRead reads its texels with its
     * own operands (NonPrivateTexel, MakeTexelVisible), and the OpLoad of the image's handle is no memory access;
     * taking that load's (private, no visibility operation) for the texels' made T1 "would read" 0 where its imageLoad
     * then read 42, the write released to it (43, stored after the release, is not visible to it: the session-90
     * review). An image keeps the non-private question.
     */
    @Test
    void aCoherentImageOfTheVulkanModelIsNotAskedAsTheLoadOfItsHandle() {
        DebugSession s = DebugSession.load(ProgramLoader.load("img.comp", """
                // @dispatch 2
                #version 450
                #pragma use_vulkan_memory_model
                #extension GL_KHR_memory_scope_semantics : require
                layout(local_size_x = 1) in;
                layout(binding = 0, r32ui) uniform coherent uimage1D img;
                layout(binding = 1) buffer Flag { uint flag; };
                layout(binding = 2) buffer Result { uint result; uint other; };
                void main() {
                    if (gl_WorkGroupID.x == 0) {
                        imageStore(img, 0, uvec4(41u));
                        imageStore(img, 0, uvec4(42u));
                        atomicStore(flag, 1u, gl_ScopeDevice, gl_StorageSemanticsBuffer | gl_StorageSemanticsImage,
                                    gl_SemanticsRelease | gl_SemanticsMakeAvailable);
                        imageStore(img, 0, uvec4(43u));
                    } else {
                        uint seen = atomicLoad(flag, gl_ScopeDevice,
                                               gl_StorageSemanticsBuffer | gl_StorageSemanticsImage,
                                               gl_SemanticsAcquire | gl_SemanticsMakeVisible);
                        other = 5u;
                        if (seen == 1) {
                            result = imageLoad(img, 0).x + 1;
                        }
                    }
                }
                """));
        for (int k = 0; k < 4; k++) {
            s.step(0);
        }
        s.run();
        previewBeforeFirstLoad(s, 1, "img", 42, "43 is stored after the release: not visible to T1");
    }

    /**
     * A flag a module only ever loads atomically is asked as its OpAtomicLoads ask (their scope and semantics: VK MM:
     * Atomic Operation, Scoped Modification Order), before the load is the invocation's next action too: T1 "would
     * read" 1, as its relaxed atomicLoad then reads T0's relaxed atomicStore; asked as a plain non-private load it was
     * 0, stale (session 90), and in a legacy module (GL_KHR_memory_scope_semantics without the Vulkan memory model)
     * as a plain private load, 0, stale too (session 91).
     */
    @ParameterizedTest(name = "Vulkan memory model {0}")
    @ValueSource(booleans = {true, false})
    void aFlagOnlyLoadedAtomicallyIsAskedAsItsAtomicLoads(boolean vulkanModel) {
        DebugSession s = DebugSession.load(ProgramLoader.load("flag.comp", """
                // @dispatch 2
                #version 450
                PRAGMA
                #extension GL_KHR_memory_scope_semantics : require
                layout(local_size_x = 1) in;
                layout(binding = 1) buffer Flag { uint flag; };
                layout(binding = 2) buffer Result { uint result; uint other; };
                void main() {
                    if (gl_WorkGroupID.x == 0) {
                        atomicStore(flag, 1u, gl_ScopeDevice, gl_StorageSemanticsNone, gl_SemanticsRelaxed);
                    } else {
                        other = 5u;
                        result = atomicLoad(flag, gl_ScopeDevice, gl_StorageSemanticsNone, gl_SemanticsRelaxed);
                    }
                }
                """.replace("PRAGMA", vulkanModel ? "#pragma use_vulkan_memory_model" : "")));
        s.step(0);
        s.run();
        ReadPreview p = previewBeforeFirstLoad(s, 1, "flag", 1);
        assertFalse(p.stale(), p.toString());
    }

    /** The next load asked as itself: a relaxed atomic load reads the atomic store the barrier ordered before it. */
    @Test
    void theNextLoadIsAskedAsItselfAtomicToo() {
        DebugSession s = DebugSession.load(ProgramLoader.load("atom.comp", """
                #version 450
                #pragma use_vulkan_memory_model
                #extension GL_KHR_memory_scope_semantics : require
                layout(local_size_x = 2) in;
                layout(std430, binding = 0) buffer F { uint f; };
                layout(std430, binding = 1) buffer R { uint r[]; };
                void main() {
                    uint i = gl_LocalInvocationID.x;
                    if (i == 1u) {
                        atomicStore(f, 7u, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelaxed);
                    }
                    barrier();
                    if (i == 0u) {
                        r[0] = 1u;
                        r[1] = atomicLoad(f, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelaxed);
                    }
                }
                """));
        s.run();
        int load = loads(s, 0, "F").isEmpty() ? loads(s, 0, "f").get(0) : loads(s, 0, "F").get(0);
        assertEquals(7, s.explainRead(load).value());
        s.seek(load);
        ReadPreview p = s.valuesAsRead(s.explainRead(load).location(), 0).get(0);
        assertEquals(7, p.value());
        assertFalse(p.stale(), p.toString());
    }
}
