package dev.syncscope.core.kernel;

import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.RmwOp;
import dev.syncscope.core.model.ThreadState;
import dev.syncscope.core.spirv.SpirvRunner;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The interpreter's compute subset, exercised through real GLSL compiled by shaderc. */
class GlslSubsetTest {

    private static SpirvRunner run(String source) {
        SpirvRunner r = new SpirvRunner(KernelLoader.load("t.comp", source).program()).run(1000);
        assertTrue(r.states.stream().allMatch(s -> s.status() == ThreadState.Status.DONE),
                r.states.stream().map(Object::toString).toList().toString());
        return r;
    }

    @Test
    void builtInsDescribeWorkgroupsAndSubgroups() {
        SpirvRunner r = run("""
                // @dispatch 2
                // @subgroup-size 2
                // @length o = 80
                #version 450
                #extension GL_KHR_shader_subgroup_basic : require
                layout(local_size_x = 4) in;
                layout(binding = 0) buffer O { uint o[]; };
                void main() {
                    uint b = gl_GlobalInvocationID.x * 10;
                    o[b + 0] = gl_GlobalInvocationID.x;
                    o[b + 1] = gl_LocalInvocationID.x;
                    o[b + 2] = gl_WorkGroupID.x;
                    o[b + 3] = gl_LocalInvocationIndex;
                    o[b + 4] = gl_NumWorkGroups.x;
                    o[b + 5] = gl_WorkGroupSize.x;
                    o[b + 6] = gl_SubgroupSize;
                    o[b + 7] = gl_SubgroupID;
                    o[b + 8] = gl_SubgroupInvocationID;
                    o[b + 9] = gl_NumSubgroups;
                }
                """);
        int g = 7;
        List<Long> expected = List.of(7L, 3L, 1L, 3L, 2L, 4L, 2L, 1L, 1L, 2L);
        for (int k = 0; k < 10; k++) {
            assertEquals(expected.get(k), r.value("o", g * 10 + k), "built-in " + k);
        }
        Agent a = r.program.launch().agents().get(g);
        assertEquals(1, a.workgroup());
        assertEquals(3, a.subgroup());
    }

    @Test
    void everyAtomicComputesAndNamesItsOperation() {
        SpirvRunner r = run("""
                // @buffer v = 10, -5, 5, 12, 12, 12, 1, 3, 3
                #version 450
                layout(local_size_x = 1) in;
                layout(binding = 0) buffer V { int v[]; };
                void main() {
                    int old = atomicAdd(v[0], 5);
                    atomicMin(v[1], -7);
                    atomicMax(v[2], 9);
                    atomicAnd(v[3], 10);
                    atomicOr(v[4], 1);
                    atomicXor(v[5], 4);
                    atomicExchange(v[6], old);
                    atomicCompSwap(v[7], 3, 30);
                    atomicCompSwap(v[8], 4, 40);
                }
                """);
        assertEquals(List.of(15L, -7L, 9L, 8L, 13L, 8L, 10L, 30L, 3L),
                java.util.stream.IntStream.range(0, 9).mapToObj(i -> r.value("v", i)).toList());
        List<RmwOp> ops = r.actions.get(0).stream().map(a -> ((Action.ReadModifyWrite) a).op()).toList();
        assertEquals(List.of(RmwOp.ADD, RmwOp.MIN, RmwOp.MAX, RmwOp.AND, RmwOp.OR, RmwOp.XOR, RmwOp.EXCHANGE,
                RmwOp.EXCHANGE, RmwOp.EXCHANGE), ops);
        assertEquals(3L, ((Action.ReadModifyWrite) r.actions.get(0).get(7)).compare());
    }

    @Test
    void compositeLoadsAndStoresTouchEveryScalarAtItsStd430Offset() {
        SpirvRunner r = run("""
                // @buffer B = 1, 0, 0, 0, 2, 3, 4
                #version 450
                layout(local_size_x = 1) in;
                struct S { uint a; uvec3 b; };
                layout(std430, binding = 0) buffer B { S s; uvec3 copy; };
                void main() {
                    S x = s;
                    copy = x.b + uvec3(x.a);
                }
                """);
        List<Action> as = r.actions.get(0);
        assertEquals(7, as.size());
        assertEquals(List.of(0, 4, 5, 6, 8, 9, 10), as.stream().map(a -> a instanceof Action.Load l ? l.index()
                : ((Action.Store) a).index()).toList());
        assertEquals(List.of(3L, 4L, 5L), List.of(r.value("B", 8), r.value("B", 9), r.value("B", 10)));
    }

    @Test
    void specConstantsTakeTheirDefaultOrTheOverride() {
        String kernel = """
                #version 450
                layout(local_size_x = 1) in;
                layout(constant_id = 3) const uint N = 6;
                layout(binding = 0) buffer O { uint o[]; };
                void main() { o[0] = N * 2; }
                """;
        assertEquals(12, run(kernel).value("o", 0));
        assertEquals(10, run("// @spec 3 = 5\n" + kernel).value("o", 0));
    }

    @Test
    void floatsConversionsPrivateVariablesAndOutParametersWork() {
        SpirvRunner r = run("""
                #version 450
                layout(local_size_x = 1) in;
                layout(binding = 0) buffer O { float f; int i; uint u; };
                float counter = 0.5;
                void twice(inout float x, out int n) { x = x * 2.0; n = int(x) - 7; }
                void main() {
                    int n;
                    twice(counter, n);
                    f = counter + 0.25;
                    i = n;
                    u = uint(max(-3, n)) + uint(clamp(9, 0, 4));
                }
                """);
        assertEquals(Float.floatToIntBits(1.25f), (int) r.value("O", 0));
        assertEquals(-6, r.value("O", 1));
        assertEquals(0xFFFFFFFDL + 4 & 0xFFFFFFFFL, r.value("O", 2));
    }

    @Test
    void legacySharedMemoryReductionCountsBarrierInstances() {
        Program p = KernelLoader.load("red.comp", """
                #version 450
                layout(local_size_x = 4) in;
                shared uint s[4];
                layout(binding = 0) buffer O { uint total; };
                void main() {
                    uint i = gl_LocalInvocationIndex;
                    s[i] = i + 1;
                    barrier();
                    for (uint w = 2; w > 0; w /= 2) {
                        if (i < w) { s[i] += s[i + w]; }
                        barrier();
                    }
                    if (i == 0) { total = s[0]; }
                }
                """).program();
        SpirvRunner r = new SpirvRunner(p).run(200);
        assertEquals(10, r.value("total", 0));
        List<Integer> instances = r.actions.get(3).stream().filter(a -> a instanceof Action.ControlBarrier)
                .map(a -> ((Action.ControlBarrier) a).instance()).toList();
        assertEquals(List.of(0, 1, 2), instances);
    }

    @Test
    void specializedWorkgroupSizeAndSpecConstantOpsFollowTheOverride() {
        String kernel = """
                // @spec 0 = 3
                #version 450
                layout(local_size_x_id = 0) in;
                layout(constant_id = 1) const uint K = 2;
                const uint K2 = K * 10 + 1;
                layout(binding = 0) buffer O { uint o[]; };
                void main() { o[gl_LocalInvocationIndex] = K2 + gl_WorkGroupSize.x; }
                """;
        SpirvRunner r = run(kernel);
        assertEquals(3, r.program.invocationCount());
        assertEquals(24, r.value("o", 2));
        assertEquals(34, run("// @spec 1 = 3\n" + kernel).value("o", 0));
    }

    @Test
    void legacyCoherentGlslBufferGetsQueueFamilyAvailabilityAndVisibility() {
        SpirvRunner r = run("""
                #version 450
                layout(local_size_x = 1) in;
                layout(binding = 0) coherent buffer C { uint c[]; };
                layout(binding = 1) buffer P { uint p[]; };
                void main() { c[0] = p[0]; p[0] = c[0]; }
                """);
        List<Action> as = r.actions.get(0);
        Action.Load plain = (Action.Load) as.get(0);
        Action.Store coherentStore = (Action.Store) as.get(1);
        Action.Load coherentLoad = (Action.Load) as.get(2);
        assertTrue(!plain.access().isNonPrivate());
        assertTrue(coherentStore.access().makePointerAvailable() && coherentStore.access().nonPrivate());
        assertEquals(dev.syncscope.core.model.Scope.QUEUE_FAMILY, coherentStore.access().scope());
        assertTrue(coherentLoad.access().makePointerVisible());
        assertEquals(dev.syncscope.core.model.Scope.QUEUE_FAMILY, coherentLoad.access().scope());
    }

    @Test
    void writingAReadonlyBufferFaultsTheInvocation() {
        SpirvRunner r = new SpirvRunner(KernelLoader.load("ro.comp", """
                #version 450
                layout(local_size_x = 1) in;
                layout(binding = 0) readonly buffer R { uint r[]; };
                layout(binding = 1) buffer W { uint w[]; };
                void main() { w[0] = r[0]; }
                """).program()).run(10);
        assertEquals(ThreadState.Status.DONE, r.states.get(0).status());
        String spvasm = """
                OpCapability Shader
                OpMemoryModel Logical GLSL450
                OpEntryPoint GLCompute %main "main"
                OpExecutionMode %main LocalSize 1 1 1
                OpDecorate %S Block
                OpMemberDecorate %S 0 Offset 0
                OpMemberDecorate %S 0 NonWritable
                %void = OpTypeVoid
                %fn = OpTypeFunction %void
                %uint = OpTypeInt 32 0
                %S = OpTypeStruct %uint
                %pS = OpTypePointer StorageBuffer %S
                %pu = OpTypePointer StorageBuffer %uint
                %ro = OpVariable %pS StorageBuffer
                %u0 = OpConstant %uint 0
                %main = OpFunction %void None %fn
                %e = OpLabel
                %p = OpAccessChain %pu %ro %u0
                OpStore %p %u0
                OpReturn
                OpFunctionEnd
                """;
        ThreadState s = KernelLoader.load("ro.spvasm", spvasm).program().initial().get(0);
        assertEquals(ThreadState.Status.FAULT, s.status());
        assertTrue(s.diagnostic().contains("store to read-only ro"), s.diagnostic());
    }
}
