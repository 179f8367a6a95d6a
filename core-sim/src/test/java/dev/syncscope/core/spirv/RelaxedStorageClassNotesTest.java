package dev.syncscope.core.spirv;

import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.model.ProgramNote;
import dev.syncscope.core.model.SourceSpan;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * VUID-StandaloneSpirv-MemorySemantics-10871: "MemorySemantics with at least one Vulkan-supported storage class
 * semantics bit set (UniformMemory, WorkgroupMemory, ImageMemory, or OutputMemory) must use a non-relaxed memory
 * order". SyncScope runs such a module (the bundled glslang emits it for relaxed atomics given a storage class), but
 * current spirv-val and the validation layers reject it, so each such instruction gets a warning at its source
 * position ({@link RelaxedStorageClassNotes}).
 */
class RelaxedStorageClassNotesTest {

    private static final String CONSTANTS = """
            %uni = OpConstant %uint 0x40
            %wg = OpConstant %uint 0x100
            %reluni = OpConstant %uint 0x44
            %acquni = OpConstant %uint 0x42
            %sub = OpConstant %uint 0x80
            %main = OpFunction %void None %fn
            %e = OpLabel
            %p = OpAccessChain %pu %buf %u0 %u0
            """;

    private static List<ProgramNote> notes(String body) {
        String text = Kernels.text(1, CONSTANTS + body + "OpReturn\nOpFunctionEnd\n");
        return SpirvInterpreter.program("k", SpirvTextReader.read("k.spvasm", text), DispatchConfig.defaults()).notes();
    }

    /** The line of {@code body}'s line {@code n} (1-based) in the module {@link #notes} makes. */
    private static int line(int n) {
        return Kernels.text(1, CONSTANTS).split("\n").length + n;
    }

    @Test
    void aRelaxedAtomicOrControlBarrierNamingAVulkanStorageClassIsAWarningAtItsLineAndColumn() {
        List<ProgramNote> notes = notes("OpAtomicStore %p %u2 %uni %u1\nOpControlBarrier %u2 %u2 %wg\n");
        assertEquals(List.of(new SourceSpan("k.spvasm", line(1), 1), new SourceSpan("k.spvasm", line(2), 1)),
                notes.stream().map(ProgramNote::where).toList(), notes.toString());
        ProgramNote store = notes.get(0);
        assertEquals("OpAtomicStore: memory semantics 0x40 name UniformMemory with no ordering (Relaxed): current"
                + " spirv-val and the Vulkan validation layers reject this (VUID-StandaloneSpirv-MemorySemantics-10871:"
                + " a storage class semantics bit needs Acquire, Release or AcquireRelease). SyncScope runs it as"
                + " written, since the VK MM gives storage class semantics an effect only together with an ordering."
                + " Fix: drop the storage class from the relaxed semantics (0x0), or give them an ordering.",
                store.message());
        assertEquals("note.relaxedStorageClass", store.key());
        assertEquals(List.of("OpAtomicStore", "40", "UniformMemory", "0", 0, 0), store.args());
        assertEquals(List.of("OpControlBarrier", "100", "WorkgroupMemory", "0", 0, 0), notes.get(1).args());
    }

    @Test
    void anOrderingNoStorageClassOrOnlyStorageClassesVulkanDoesNotSupportGiveNoWarning() {
        // 10871 names UniformMemory, WorkgroupMemory, ImageMemory and OutputMemory only; SubgroupMemory is not one
        assertEquals(List.of(), notes("OpAtomicStore %p %u2 %reluni %u1\nOpAtomicStore %p %u2 %u0 %u1\n"
                + "%v = OpAtomicLoad %uint %p %u2 %acquni\n%w = OpAtomicIAdd %uint %p %u2 %sub %u1\n"
                + "OpControlBarrier %u2 %u2 %u0\n"));
    }

    @Test
    void aCompareExchangeSaysWhichOfItsSemanticsIsRelaxedWithAStorageClass() {
        List<ProgramNote> notes = notes("%v = OpAtomicCompareExchange %uint %p %u2 %acquni %uni %u1 %u0\n");
        assertEquals(1, notes.size(), notes.toString());
        assertEquals(List.of("OpAtomicCompareExchange", "40", "UniformMemory", "0", 2, 0), notes.get(0).args());
        assertTrue(notes.get(0).message().startsWith("OpAtomicCompareExchange: its Unequal memory semantics 0x40 name"
                + " UniformMemory with no ordering (Relaxed)"), notes.get(0).message());
    }

    @Test
    void theRelaxedSampleAsItWasWrittenGetsAWarningAtEachAtomicAndGlslsNoneStorageSemanticsGetsNone()
            throws IOException {
        // the lesson names no storage class in its relaxed atomics since session 43; until then it named the buffer's
        String fixed = Files.readString(Path.of("../sample-kernels/kernels/mp-relaxed.comp"));
        String text = fixed.replace("gl_StorageSemanticsNone, gl_SemanticsRelaxed",
                "gl_StorageSemanticsBuffer, gl_SemanticsRelaxed");
        List<ProgramNote> notes = KernelLoader.load("mp-relaxed.comp", text).program().notes();
        assertEquals(List.of(new SourceSpan("mp-relaxed.comp", 29, 0), new SourceSpan("mp-relaxed.comp", 31, 0)),
                notes.stream().map(ProgramNote::where).toList(), notes.toString());
        assertEquals(List.of("OpAtomicStore", "40", "UniformMemory", "0", 0, 1), notes.get(0).args());
        assertEquals("OpAtomicLoad", notes.get(1).args().get(0));
        assertTrue(notes.get(0).message().contains("(0x0; in GLSL gl_StorageSemanticsNone)"),
                notes.get(0).message());
        assertEquals(List.of(), KernelLoader.load("mp-relaxed.comp", fixed).program().notes());
    }
}
