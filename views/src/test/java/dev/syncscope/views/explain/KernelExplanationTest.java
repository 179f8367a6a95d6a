package dev.syncscope.views.explain;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.explain.ReadExplanation;
import dev.syncscope.views.i18n.Messages;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * "Why this value?" on the shipped sample kernels, stepped as the acceptance audit stepped them (round robin, or the
 * decision lists of its workspaces mprel.syncscope.json and uav.syncscope.json): the fix is worded in the kernel's
 * language and names its lines, an undefined read says so throughout, a race repeats nothing and is shown at every
 * read that races, in English and in Japanese.
 */
class KernelExplanationTest {

    private static final Messages EN = Messages.forLocale(Locale.ENGLISH);
    private static final Messages JA = Messages.forLocale(Locale.JAPANESE);
    private static final Path KERNELS = Path.of("../sample-kernels/kernels");

    /** The explanation of the last read of {@code kernel}, stepped round robin {@code steps} times. */
    private static Explained roundRobin(String kernel, int steps) {
        DebugSession s = DebugSession.open(KERNELS.resolve(kernel));
        for (int i = 0; i < steps; i++) {
            s.step();
        }
        return new Explained(s, kernel);
    }

    /** The explanation of the last read of {@code kernel}, its invocations stepped in {@code order}. */
    private static Explained stepped(String kernel, int... order) {
        DebugSession s = DebugSession.open(KERNELS.resolve(kernel));
        for (int agent : order) {
            s.step(agent);
        }
        return new Explained(s, kernel);
    }

    private record Explained(DebugSession session, String kernel) {

        ReadExplanation read() {
            for (int i = session.trace().size() - 1; i >= 0; i--) {
                if (session.trace().get(i).event().kind() == dev.syncscope.core.exec.Event.Kind.LOAD) {
                    return session.explainRead(i);
                }
            }
            throw new AssertionError("no read in " + kernel);
        }

        List<Paragraph> paragraphs(Messages text) {
            try {
                String source = Files.readString(KERNELS.resolve(kernel));
                return ExplanationText.paragraphs(read(), new ExplanationContext(session.program().launch(),
                        session.trace(), session.races(), source), text);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        String text(Messages text) {
            return String.join("\n\n", paragraphs(text).stream().map(Paragraph::text).toList());
        }

        List<String> of(Paragraph.Kind kind, Messages text) {
            return paragraphs(text).stream().filter(p -> p.kind() == kind).map(Paragraph::text).toList();
        }
    }

    /**
     * Both invocations are in one workgroup and partial is Workgroup memory: the fix is GLSL's barrier() between the
     * write (line 29) and the read (line 31), as the lesson's reduction-barrier.comp has it (VK MM: Synchronizes-With,
     * control barriers), not a release and an acquire "through one atomic location".
     */
    @Test
    void aMissingWorkgroupBarrierIsFixedWithBarrierBetweenTheTwoLines() {
        Explained e = roundRobin("reduction-missing-barrier.comp", 9);
        assertEquals(List.of("Put barrier() between line 29 and line 31, where every invocation of the workgroup reaches"
                + " it (not in a branch only some take): a control barrier with workgroup execution and memory scope and"
                + " acquire-release semantics for the memory of partial[1], so T1's access happens-before T0's."),
                e.of(Paragraph.Kind.FIX, EN));
        String ja = String.join("\n", e.of(Paragraph.Kind.FIX, JA));
        assertTrue(ja.startsWith("29 行目と 31 行目の間の、ワークグループのすべての呼び出しが到達する位置"), ja);
        assertTrue(ja.contains("に barrier() を置いてください"), ja);
        assertFalse(e.text(EN).contains("through one atomic location"), e.text(EN));
    }

    /**
     * T0 reads partial[1] before T1's write is visible to it: Workgroup memory has no initial value (SPIR-V: Workgroup
     * variables have no initializer), so the text says no write was visible and the value is undefined, then why the
     * newer write was not visible, never that nobody wrote it.
     */
    @Test
    void anUndefinedStaleReadSaysNoWriteWasVisibleAndWhyTheNewerOneWasNot() {
        Explained e = roundRobin("reduction-missing-barrier.comp", 9);
        String en = e.text(EN);
        assertTrue(en.startsWith("No write of this workgroup memory was visible to this read, so the value it read is"
                + " undefined (a Workgroup variable has no initial value; SyncScope shows 0).\n\nThe newer write"
                + " partial[1] = 7 (T1, line 29) was available in the wg 0 domain, but nothing orders that availability"
                + " before this read"), en);
        assertFalse(en.contains("nobody wrote"), en);
        String ja = e.text(JA);
        assertTrue(ja.startsWith("このワークグループメモリへの書き込みはどれもこの読み込みから可視ではなかったため、読んだ値は未定義です"),
                ja);
        assertFalse(ja.contains("誰も書いていない"), ja);
        assertTrue(e.read().summary().startsWith("You read an undefined value (SyncScope shows 0): no write of this"
                + " workgroup memory was visible to the read. The newer write partial[1] = 7"), e.read().summary());
    }

    /**
     * uav-not-globallycoherent.hlsl from the audit's workspace (group 0's three steps, then group 1's): the fix is
     * HLSL's, globallycoherent on the UAV's declaration (line 18), not litmus notation nobody can write in HLSL.
     */
    @Test
    void aPrivateUavIsFixedByDeclaringItGloballycoherentAtItsLine() {
        Explained e = stepped("uav-not-globallycoherent.hlsl", 0, 0, 0, 1, 1, 1);
        List<String> fixes = e.of(Paragraph.Kind.FIX, EN);
        assertEquals(1, fixes.size(), fixes.toString());
        assertTrue(fixes.get(0).startsWith("Declare data globallycoherent (line 18): its accesses become non-private,"),
                fixes.get(0));
        for (String litmus : List.of("nonpriv", "avdevice", "visdevice", "av and vis")) {
            assertFalse(fixes.get(0).contains(litmus), fixes.get(0));
        }
        assertTrue(e.of(Paragraph.Kind.FIX, JA).get(0).startsWith("data を globallycoherent と宣言してください (18 行目)。"),
                e.of(Paragraph.Kind.FIX, JA).toString());
    }

    /**
     * spin-noncoherent-flag.comp after four steps: the flag's store and loads are plain, private and unordered, so the
     * GLSL fix makes both atomic (declaring flag coherent alone would leave them unordered: VK MM: Location-Ordered);
     * and this later read of the spin loop races with the store (the engine reported the race at the loop's first
     * read), so the race is shown, as `syncscope run` reports it.
     */
    @Test
    void aSpinOnAPlainFlagShowsItsRaceAndIsFixedWithGlslAtomics() {
        Explained e = roundRobin("spin-noncoherent-flag.comp", 4);
        assertTrue(e.read().step() > e.session().races().get(0).second().step(), "a later read than the race's");
        assertEquals(List.of("This read races with the write of flag by T0 (line 24) for the reason above: neither access"
                + " is location-ordered before the other."), e.of(Paragraph.Kind.RACE, EN));
        assertEquals(1, e.of(Paragraph.Kind.RACE, JA).size(), e.text(JA));
        String fix = String.join("\n", e.of(Paragraph.Kind.FIX, EN));
        // GLSL 4.50's atomic functions: the kernel does not enable GL_KHR_memory_scope_semantics (audit 42, finding 6)
        assertTrue(fix.startsWith("Make both accesses of flag atomic, at line 24 and at line 26: atomicExchange for a"
                + " store, and for a load an atomic read (atomicAdd or atomicOr of 0u)"), fix);
        assertTrue(fix.contains("Declaring flag coherent (line 19) alone makes the accesses non-private but does not"
                + " order them."), fix);
        ExplanationViewModel vm = new ExplanationViewModel(EN);
        vm.show(e.read(), new ExplanationContext(e.session().program().launch(), e.session().trace(),
                e.session().races()));
        assertTrue(vm.racyProperty().get());
    }

    /**
     * mp-relaxed.comp from the audit's workspace (workgroup 0 twice, then workgroup 1): the fix names the relaxed flag
     * store (line 29) and load (line 31), as the litmus version names its lines, in GLSL's semantics, and is not the
     * garbled "…after the read synchronizes with the write".
     */
    @Test
    void aRelaxedFlagInAKernelIsNamedByItsLinesInTheFix() {
        Explained e = stepped("mp-relaxed.comp", 0, 0, 1, 1);
        assertEquals(List.of("Make the store of flag at line 29 a release with MakeAvailable and its load at line 31 an"
                + " acquire with MakeVisible: gl_SemanticsRelease | gl_SemanticsMakeAvailable and gl_SemanticsAcquire |"
                + " gl_SemanticsMakeVisible, with gl_StorageSemanticsBuffer (the memory of data) in their storage"
                + " semantics."), e.of(Paragraph.Kind.FIX, EN));
        assertTrue(e.of(Paragraph.Kind.FIX, JA).get(0).startsWith("29 行目の flag のストアを MakeAvailable 付きリリースに、"
                + "31 行目のそのロードを MakeVisible 付きアクワイアにしてください"), e.of(Paragraph.Kind.FIX, JA).toString());
        assertFalse(e.text(EN).contains("after the read synchronizes with the write"), e.text(EN));
    }

    /** The race line of mp-relaxed and of the UAV kernel no longer repeats the paragraph above it word for word. */
    @Test
    void aRaceWithTheSameMissingLinkAsTheUnseenWriteDoesNotRepeatIt() {
        for (Explained e : List.of(stepped("mp-relaxed.comp", 0, 0, 1, 1),
                stepped("uav-not-globallycoherent.hlsl", 0, 0, 0, 1, 1, 1))) {
            for (Messages text : List.of(EN, JA)) {
                String unseen = e.of(Paragraph.Kind.UNSEEN, text).get(0);
                String why = unseen.substring(unseen.indexOf(':') + 1).strip();
                List<String> races = e.of(Paragraph.Kind.RACE, text);
                assertEquals(1, races.size(), e.text(text));
                assertFalse(races.get(0).contains(why), races.get(0));
            }
            assertTrue(e.of(Paragraph.Kind.RACE, EN).get(0).endsWith(" for the reason above: neither access is"
                    + " location-ordered before the other."), e.text(EN));
        }
    }

    /**
     * barrier-orders-shared-not-buffer.comp: T1 arrives at barrier() before T0 writes data, and the barrier still
     * lies between the write and the read (it completes only when T0 arrives after its write), so the fix gives it the
     * buffer's semantics in GLSL, rather than asking for a release and an acquire through an atomic.
     */
    @Test
    void aBarrierTheReaderReachedBeforeTheWriteStillMeetsTheWriter() {
        Explained e = roundRobin("barrier-orders-shared-not-buffer.comp", 7);
        // a GLSL 4.50 kernel without GL_KHR_memory_scope_semantics cannot call controlBarrier: the buffer's fences on both
        // sides of barrier() (VK MM: Synchronizes-With, fence–control-barrier–fence; audit 42, finding 6)
        assertEquals(List.of("Put memoryBarrierBuffer() right before the barrier() at line 31 and right after it"
                + " (memoryBarrierBuffer(); barrier(); memoryBarrierBuffer();): barrier() orders only shared variables,"
                + " and the memory barriers on both sides of it order the memory of data across it. This kernel does not"
                + " enable GL_KHR_memory_scope_semantics, so it has no controlBarrier."), e.of(Paragraph.Kind.FIX, EN));
    }

    /**
     * d3d11-sync-with-group-sync.hlsl, phase 1: the group-sync barrier at line 59 orders UAV memory only, so the HLSL
     * fix names the group-sync barrier that orders groupshared memory, not GLSL's barrier().
     */
    @Test
    void anHlslBarrierWithoutTheGroupsharedClassIsFixedWithAnHlslBarrier() {
        Explained e = roundRobin("d3d11-sync-with-group-sync.hlsl", 14);
        assertEquals("shared_data[1]", e.read().location().toString());
        String fix = String.join("\n", e.of(Paragraph.Kind.FIX, EN));
        // the barrier ordered the UAVs: GroupMemoryBarrierWithGroupSync() instead would leave them unordered
        assertEquals("Make the barrier at line 59 one that orders the memory of shared_data[1] as well as what it"
                + " ordered: AllMemoryBarrierWithGroupSync().", fix);
        assertFalse(String.join("\n", e.of(Paragraph.Kind.FIX, JA)).contains("GLSL"), e.text(JA));
    }

    /**
     * subgroup-vs-workgroup-barrier.comp: subgroupBarrier() at line 28 is passed by T1 and T3 in two subgroups, two
     * instances of its execution scope, so it is no meeting (VK MM: Synchronizes-With, "in the instance of each other's
     * memory scopes"): the fix is a workgroup barrier in its place, not semantics for the subgroup one.
     */
    @Test
    void aSubgroupBarrierOfTwoSubgroupsIsNoMeetingAndTheFixIsAWorkgroupBarrier() {
        Explained e = roundRobin("subgroup-vs-workgroup-barrier.comp", 24);
        assertEquals("halves[1]", e.read().location().toString());
        String fix = String.join("\n", e.of(Paragraph.Kind.FIX, EN));
        // in place of the subgroup barrier, which would otherwise stay (the teacher audit)
        assertTrue(fix.startsWith("Replace subgroupBarrier() at line 28 by barrier()"), fix);
        assertFalse(e.text(EN).contains("both passed the control barrier at line 28"), e.text(EN));
    }

    /** Two workgroups: workgroup 0 stores data (line 35), workgroup 1 loads it (line 38), plain, private, unordered. */
    static final String PRIVATE_SPVASM = """
            ; @dispatch 2
                           OpCapability Shader
                           OpMemoryModel Logical GLSL450
                           OpEntryPoint GLCompute %main "main" %wgid
                           OpExecutionMode %main LocalSize 1 1 1
                           OpName %data "data"
                           OpDecorate %wgid BuiltIn WorkgroupId
                           OpDecorate %S Block
                           OpMemberDecorate %S 0 Offset 0
                           OpDecorate %data DescriptorSet 0
                           OpDecorate %data Binding 0
                   %void = OpTypeVoid
                     %fn = OpTypeFunction %void
                   %uint = OpTypeInt 32 0
                   %bool = OpTypeBool
                     %v3 = OpTypeVector %uint 3
                    %pv3 = OpTypePointer Input %v3
                   %wgid = OpVariable %pv3 Input
                      %S = OpTypeStruct %uint
                     %pS = OpTypePointer StorageBuffer %S
                   %data = OpVariable %pS StorageBuffer
                     %pu = OpTypePointer StorageBuffer %uint
                     %pi = OpTypePointer Input %uint
                     %u0 = OpConstant %uint 0
                    %u42 = OpConstant %uint 42
                   %main = OpFunction %void None %fn
                      %e = OpLabel
                     %gx = OpAccessChain %pi %wgid %u0
                      %g = OpLoad %uint %gx
                    %is0 = OpIEqual %bool %g %u0
                      %p = OpAccessChain %pu %data %u0
                           OpSelectionMerge %end None
                           OpBranchConditional %is0 %w %r
                      %w = OpLabel
                           OpStore %p %u42
                           OpBranch %end
                      %r = OpLabel
                      %x = OpLoad %uint %p
                           OpBranch %end
                    %end = OpLabel
                           OpReturn
                           OpFunctionEnd
            """;

    /** In SPIR-V assembly the fix names the instructions to use (atomics), not litmus notation or GLSL. */
    @Test
    void aPrivateRaceInSpirvAssemblyIsFixedWithSpirvAtomics() {
        DebugSession s = DebugSession.load(dev.syncscope.core.load.ProgramLoader.load("private.spvasm", PRIVATE_SPVASM));
        s.step(0);
        s.step(1);
        ExplanationContext ctx = new ExplanationContext(s.program().launch(), s.trace(), s.races(), PRIVATE_SPVASM);
        String en = ExplanationText.render(s.explainRead(1), ctx, EN);
        assertTrue(en.endsWith("Make both accesses of data atomic (OpAtomicStore at line 35, OpAtomicLoad at line 38) at a"
                + " scope that includes T0 and T1. NonPrivatePointer with MakePointerAvailable and MakePointerVisible alone"
                + " makes them non-private but does not order them."), en);
        String ja = ExplanationText.render(s.explainRead(1), ctx, JA);
        assertTrue(ja.contains("(35 行目は OpAtomicStore、38 行目は OpAtomicLoad)"), ja);
    }
}
