package dev.syncscope.core.spirv;

import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.ThreadState;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SpirvInterpreterTest {

    /** buf[lid] = f(sum of 0..4 via a phi loop, switch on lid) with f(x) = 3x + 1 through a call. */
    private static final String COMPUTE = """
            %f = OpFunction %uint None %fnu
            %x = OpFunctionParameter %uint
            %fe = OpLabel
            %x3 = OpIMul %uint %x %u3
            %x31 = OpIAdd %uint %x3 %u1
            OpReturnValue %x31
            OpFunctionEnd
            %main = OpFunction %void None %fn
            %entry = OpLabel
            %i = OpVariable %pf Function %u0
            %lp = OpAccessChain %pin %lid %u0
            %l = OpLoad %uint %lp
            OpBranch %loop
            %loop = OpLabel
            %k = OpPhi %uint %u0 %entry %k1 %body
            %acc = OpPhi %uint %u0 %entry %acc1 %body
            %more = OpULessThan %bool %k %u5
            OpLoopMerge %exit %body None
            OpBranchConditional %more %body %exit
            %body = OpLabel
            %acc1 = OpIAdd %uint %acc %k
            %k1 = OpIAdd %uint %k %u1
            OpBranch %loop
            %exit = OpLabel
            OpSelectionMerge %join None
            OpSwitch %l %other 0 %zero 1 %one
            %zero = OpLabel
            OpStore %i %acc
            OpBranch %join
            %one = OpLabel
            %neg = OpSNegate %int %im1
            %negu = OpBitcast %uint %neg
            OpStore %i %negu
            OpBranch %join
            %other = OpLabel
            OpBranch %join
            %join = OpLabel
            %v = OpLoad %uint %i
            %fv = OpFunctionCall %uint %f %v
            %p = OpAccessChain %pu %buf %i0 %l
            OpStore %p %fv
            OpReturn
            OpFunctionEnd
            """;

    @Test
    void localComputationPhiSwitchAndCallsGiveTheStoredValues() {
        SpirvRunner r = new SpirvRunner(Kernels.program(2, COMPUTE)).run(10);
        assertEquals(31, r.value("buf", 0));
        assertEquals(4, r.value("buf", 1));
        assertTrue(r.states.stream().allMatch(s -> s.status() == ThreadState.Status.DONE));
        assertEquals(1, r.actions.get(0).size());
        assertEquals(10L, r.states.get(0).registers().get("i"));
    }

    @Test
    void anInvocationsValuesHoldOneDenseSlotPerNonConstantResultAndNoConstant() {
        SpirvThread s = (SpirvThread) Kernels.program(2, COMPUTE).initial().get(0);
        ModuleInfo info = s.kernel.info();
        java.util.Set<Integer> slots = new java.util.HashSet<>();
        int results = 0;
        for (int id : info.resultTypes.keySet()) {
            if (info.constants.containsKey(id)) {
                assertEquals(-1, info.slot(id), "constant %" + id);
                assertEquals(info.constants.get(id), info.constant(id));
            } else {
                results++;
                assertTrue(slots.add(info.slot(id)) && info.slot(id) >= 0 && info.slot(id) < info.resultTypes.size());
                assertEquals(null, info.constant(id));
            }
        }
        // a step copies these values whole while they are few: before, they were indexed by id, constants included
        assertTrue(s.values.capacity() <= ((results + 8) & ~7), s.values.capacity() + " slots for " + results
                + " results; the id bound is " + info.module.bound());
        assertTrue(s.values.capacity() < info.module.bound(), "fewer slots than ids");
        assertEquals(-1, info.slot(-5));
        assertEquals(-1, info.slot(info.module.bound() + 10));
    }

    @Test
    void advanceLeavesTheOldStateUnchanged() {
        ThreadState s0 = Kernels.program(1, COMPUTE).initial().get(0);
        Action first = s0.next();
        ThreadState s1 = s0.advance(0);
        ThreadState again = s0.advance(0);
        assertSame(first, s0.next());
        assertEquals(s1.status(), again.status());
        assertEquals(ThreadState.Status.DONE, s1.status());
    }

    @Test
    void endlessLocalLoopIsBoundExceeded() {
        Program p = SpirvInterpreter.program("k", SpirvTextReader.read("k.spvasm", Kernels.text(1, """
                %main = OpFunction %void None %fn
                %e = OpLabel
                OpBranch %l
                %l = OpLabel
                OpLoopMerge %x %l None
                OpBranch %l
                %x = OpLabel
                OpReturn
                OpFunctionEnd
                """)), DispatchConfig.defaults().withStepBudget(1000));
        ThreadState s = p.initial().get(0);
        assertEquals(ThreadState.Status.BOUND_EXCEEDED, s.status());
        assertTrue(s.diagnostic().contains("1000 instructions"), s.diagnostic());
    }

    @Test
    void unsupportedOpcodeIsAnInputErrorNamingItAndItsLine() {
        String text = Kernels.text(1, """
                %main = OpFunction %void None %fn
                %e = OpLabel
                %r = OpIsFinite %bool %u1
                OpReturn
                OpFunctionEnd
                """);
        InputError e = assertThrows(InputError.class, () -> SpirvInterpreter.program("k",
                SpirvTextReader.read("k.spvasm", text), DispatchConfig.defaults()));
        // the line is the error's place, not repeated in its message (was "… (line 9:1 of k.spvasm)")
        // (OpBitReverse until session 81, which made it run; OpIsFinite is an OpenCL kernel's)
        assertEquals("OpIsFinite is not supported by the interpreter", e.getMessage());
        assertEquals(text.lines().toList().indexOf("%r = OpIsFinite %bool %u1") + 1, e.span().line());
    }

    @Test
    void outOfBoundsAccessFaultsTheInvocation() {
        Program p = Kernels.program(1, """
                %main = OpFunction %void None %fn
                %e = OpLabel
                %p = OpAccessChain %pu %buf %i0 %u5
                OpStore %p %u1
                OpReturn
                OpFunctionEnd
                """);
        ThreadState s = p.initial().get(0);
        assertEquals(ThreadState.Status.FAULT, s.status());
        assertTrue(s.diagnostic().contains("out-of-bounds access buf[5]"), s.diagnostic());
        // the state names the line it stopped at, for the window to mark and its problem to reveal
        assertTrue(s.stoppedAt().line() > 0 && s.diagnostic().startsWith(s.stoppedAt() + ": out-of-bounds access"),
                s.stoppedAt() + " / " + s.diagnostic());
    }

    @Test
    void controlBarrierInstancesCountThisInvocationsBarriers() {
        Program p = Kernels.program(2, """
                %main = OpFunction %void None %fn
                %e = OpLabel
                OpBranch %l
                %l = OpLabel
                %k = OpPhi %uint %u0 %e %k1 %l
                OpControlBarrier %u2 %u2 %u264
                %k1 = OpIAdd %uint %k %u1
                %c = OpULessThan %bool %k1 %u3
                OpLoopMerge %x %l None
                OpBranchConditional %c %l %x
                %x = OpLabel
                OpReturn
                OpFunctionEnd
                """);
        List<Action> as = new SpirvRunner(p).run(10).actions.get(1);
        assertEquals(3, as.size());
        for (int n = 0; n < 3; n++) {
            Action.ControlBarrier b = assertInstanceOf(Action.ControlBarrier.class, as.get(n));
            assertEquals(n, b.instance());
            assertEquals(Scope.WORKGROUP, b.execution());
            assertEquals(Scope.WORKGROUP, b.memory());
            assertTrue(b.semantics().acquire() && b.semantics().release());
        }
    }

    @Test
    void runtimeArrayLengthDefaultsToOnePerInvocationAndOpArrayLengthSeesIt() {
        Program p = Kernels.program(3, """
                %main = OpFunction %void None %fn
                %e = OpLabel
                %n = OpArrayLength %uint %buf 0
                %p = OpAccessChain %pu %buf %i0 %u0
                OpStore %p %n
                OpReturn
                OpFunctionEnd
                """);
        assertEquals(3, p.launch().reference("buf").length());
        assertEquals(3, new SpirvRunner(p).run(5).value("buf", 0));
    }

    @Test
    void opLineAndDebugLineGiveEachActionItsSourceSpan() {
        String text = Kernels.text(1, """
                %file = OpString "shader.comp"
                %other = OpString "lib.glsl"
                %dbg = OpExtInstImport "NonSemantic.Shader.DebugInfo.100"
                %u7 = OpConstant %uint 7
                %u9 = OpConstant %uint 9
                %src = OpExtInst %void %dbg DebugSource %other
                %main = OpFunction %void None %fn
                %e = OpLabel
                %p = OpAccessChain %pu %buf %i0 %u0
                OpLine %file 12 3
                OpStore %p %u1
                %dl = OpExtInst %void %dbg DebugLine %src %u7 %u7 %u9 %u9
                OpStore %p %u2
                %ds = OpExtInst %void %dbg DebugNoLine
                OpStore %p %u3
                OpReturn
                OpFunctionEnd
                """);
        List<Action> as = new SpirvRunner(SpirvInterpreter.program("k", SpirvTextReader.read("k.spvasm", text),
                DispatchConfig.defaults())).run(5).actions.get(0);
        assertEquals("shader.comp:12:3", as.get(0).source().toString());
        assertEquals("lib.glsl:7:9", as.get(1).source().toString());
        assertEquals("k.spvasm:" + (text.lines().toList().indexOf("OpStore %p %u3") + 1) + ":1",
                as.get(2).source().toString());
    }

    @Test
    void memoryOperandsGiveAvailabilityVisibilityAndTheirScopes() {
        Program p = Kernels.program(1, """
                %main = OpFunction %void None %fn
                %e = OpLabel
                %p = OpAccessChain %pu %buf %i0 %u0
                OpStore %p %u1 Aligned|MakePointerAvailable|NonPrivatePointer 4 %u2
                %x = OpLoad %uint %p Aligned|MakePointerVisible|NonPrivatePointer 4 %u3
                %y = OpLoad %uint %p Volatile|NonPrivatePointer
                OpStore %p %x
                OpReturn
                OpFunctionEnd
                """);
        List<Action> as = new SpirvRunner(p).run(10).actions.get(0);
        Action.Store av = assertInstanceOf(Action.Store.class, as.get(0));
        assertTrue(av.access().makePointerAvailable() && av.access().nonPrivate() && !av.access().makePointerVisible());
        assertEquals(Scope.WORKGROUP, av.access().scope());
        Action.Load vis = assertInstanceOf(Action.Load.class, as.get(1));
        assertTrue(vis.access().makePointerVisible() && !vis.access().makePointerAvailable());
        assertEquals(Scope.SUBGROUP, vis.access().scope());
        Action.Load nonPrivate = assertInstanceOf(Action.Load.class, as.get(2));
        assertTrue(nonPrivate.access().nonPrivate() && nonPrivate.access().scope() == null);
        Action.Store plain = assertInstanceOf(Action.Store.class, as.get(3));
        assertEquals(1, plain.value());
        assertTrue(!plain.access().isNonPrivate());
    }
}
