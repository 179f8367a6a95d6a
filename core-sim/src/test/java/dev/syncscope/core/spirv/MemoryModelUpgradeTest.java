package dev.syncscope.core.spirv;

import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Semantics;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The rows of docs/spirv-memory-model-upgrade.md: the same module run under GLSL450 (upgraded as
 * SPIRV-Tools' upgrade-memory-model pass does, checked against spirv-opt 2023.1) and under Vulkan
 * (taken literally).
 */
class MemoryModelUpgradeTest {

    static List<Action> actions(String memoryModel) throws IOException {
        String text = new String(SpirvReadersTest.resource("legacy-coherent.spvasm"), StandardCharsets.UTF_8);
        if (memoryModel.equals("Vulkan")) {
            // without the Coherent and Volatile decorations, which the Vulkan model does not allow (refused below)
            text = vulkan(text).replace("OpDecorate %buf Coherent\n", "").replace("OpDecorate %vbuf Volatile\n", "");
        }
        SpirvModule m = SpirvTextReader.read("legacy.spvasm", text);
        return new SpirvRunner(SpirvInterpreter.program("legacy", m, DispatchConfig.defaults())).run(20).actions.get(0);
    }

    static String describe(Action a) {
        if (a instanceof Action.Load l) {
            return "load " + access(l.access());
        }
        if (a instanceof Action.Store s) {
            return "store " + access(s.access());
        }
        if (a instanceof Action.ReadModifyWrite r) {
            return "rmw " + access(r.access());
        }
        if (a instanceof Action.ControlBarrier b) {
            return "cbar " + b.execution() + " " + b.memory() + " " + semantics(b.semantics());
        }
        Action.MemoryBarrier b = (Action.MemoryBarrier) a;
        return "membar " + b.scope() + " " + semantics(b.semantics());
    }

    private static String access(Access a) {
        StringBuilder sb = new StringBuilder(a.atomic() ? "atomic" : "plain");
        sb.append(a.makePointerAvailable() ? " av" : "").append(a.makePointerVisible() ? " vis" : "")
                .append(a.nonPrivate() ? " nonpriv" : "");
        if (a.scope() != null) {
            sb.append(" ").append(a.scope());
        }
        if (a.atomic()) {
            sb.append(" ").append(semantics(a.semantics()));
        }
        return sb.toString();
    }

    private static String semantics(Semantics s) {
        return (s.acquire() ? "acq" : "") + (s.release() ? "rel" : "") + new TreeSet<>(s.storageClasses())
                + (s.makeAvailable() ? "+MA" : "") + (s.makeVisible() ? "+MV" : "");
    }

    @ParameterizedTest(name = "GLSL450 row {0}: {1}")
    @CsvSource(delimiter = '|', textBlock = """
            0  | Coherent load gains MakePointerVisible+NonPrivatePointer at QueueFamily  | load plain vis nonpriv QUEUE_FAMILY
            1  | Coherent store gains MakePointerAvailable+NonPrivatePointer at QueueFamily | store plain av nonpriv QUEUE_FAMILY
            2  | Volatile-only load stays private (Volatile flag only)                    | load plain
            3  | Volatile-only store stays private                                         | store plain
            4  | Workgroup load is implicitly coherent at Workgroup                         | load plain vis nonpriv WORKGROUP
            5  | Workgroup store is implicitly coherent at Workgroup                        | store plain av nonpriv WORKGROUP
            6  | barrier() keeps its semantics, Workgroup scope unchanged                   | cbar WORKGROUP WORKGROUP acqrel[WORKGROUP]
            7  | Device memory scope of a control barrier becomes QueueFamily               | cbar WORKGROUP QUEUE_FAMILY acqrel[STORAGE_BUFFER, IMAGE]
            8  | Device memory scope of a memory barrier becomes QueueFamily                | membar QUEUE_FAMILY acqrel[STORAGE_BUFFER]
            9  | Device scope of an atomic becomes QueueFamily                              | rmw atomic QUEUE_FAMILY acq[STORAGE_BUFFER]
            10 | Device scope of an atomic load becomes QueueFamily                         | load atomic QUEUE_FAMILY acq[STORAGE_BUFFER]
            11 | Device scope of an atomic store becomes QueueFamily                        | store atomic QUEUE_FAMILY rel[STORAGE_BUFFER]
            12 | atomic on a Volatile buffer: only the Volatile semantics bit is added      | rmw atomic QUEUE_FAMILY []
            """)
    void glsl450IsUpgradedLikeSpirvOpt(int index, String rule, String expected) throws IOException {
        assertEquals(expected, describe(actions("GLSL450").get(index)), rule);
    }

    @org.junit.jupiter.api.Test
    void unnamedVariablesOfATextModuleTakeTheirWrittenIdNames() {
        SpirvModule m = SpirvTextReader.read("legacy.spvasm", new String(uncheckedResource(), StandardCharsets.UTF_8));
        assertEquals(List.of("buf", "vbuf", "sh"), SpirvInterpreter.program("legacy", m, DispatchConfig.defaults())
                .launch().references().stream().map(dev.syncscope.core.model.Reference::name).toList());
    }

    private static byte[] uncheckedResource() {
        try {
            return SpirvReadersTest.resource("legacy-coherent.spvasm");
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static String vulkan(String legacy) {
        return legacy.replace("OpMemoryModel Logical GLSL450",
                "OpCapability VulkanMemoryModel\nOpMemoryModel Logical Vulkan");
    }

    /**
     * spirv-val: "Coherent decoration targeting … is banned when using the Vulkan memory model" (Volatile too): the
     * model says it per access (VK MM: Private vs. Non-Private), and the decoration would leave the accesses private.
     */
    @ParameterizedTest(name = "Vulkan: the {0} decoration is refused")
    @CsvSource({"Coherent, OpDecorate %vbuf Volatile", "Volatile, OpDecorate %buf Coherent"})
    void vulkanRefusesCoherentAndVolatileDecorations(String decoration, String other) throws IOException {
        String text = vulkan(new String(SpirvReadersTest.resource("legacy-coherent.spvasm"), StandardCharsets.UTF_8))
                .replace(other + "\n", "");
        dev.syncscope.core.model.InputError e = org.junit.jupiter.api.Assertions.assertThrows(
                dev.syncscope.core.model.InputError.class, () -> SpirvInterpreter.program("legacy",
                        SpirvTextReader.read("legacy.spvasm", text), DispatchConfig.defaults()));
        assertEquals("OpDecorate: the " + decoration + " decoration is not allowed under memory model Vulkan"
                + " (spirv-val: it is banned when using the Vulkan memory model); give the accesses " + (decoration
                .equals("Volatile") ? "the Volatile memory operand instead" : "NonPrivatePointer with "
                + "MakePointerAvailable (stores) and MakePointerVisible (loads), with their scope, instead"),
                e.getMessage());
        assertTrue(e.span().line() > 0, "at the decoration's line: " + e.span());
    }

    @ParameterizedTest(name = "Vulkan row {0}: {1}")
    @CsvSource(delimiter = '|', textBlock = """
            0  | Vulkan: a load of a buffer stays private             | load plain
            1  | Vulkan: a store to a buffer stays private            | store plain
            4  | Vulkan: Workgroup memory is not implicitly coherent  | load plain
            5  | Vulkan: Workgroup memory is not implicitly coherent  | store plain
            7  | Vulkan: Device scope stays Device                    | cbar WORKGROUP DEVICE acqrel[STORAGE_BUFFER, IMAGE]
            8  | Vulkan: Device scope stays Device                    | membar DEVICE acqrel[STORAGE_BUFFER]
            9  | Vulkan: Device scope stays Device                    | rmw atomic DEVICE acq[STORAGE_BUFFER]
            """)
    void vulkanIsTakenLiterally(int index, String rule, String expected) throws IOException {
        assertEquals(expected, describe(actions("Vulkan").get(index)), rule);
    }
}
