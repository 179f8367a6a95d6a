package dev.syncscope.core.kernel;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.api.LaunchOptions;
import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.check.Race;
import dev.syncscope.core.exec.Diagnostic;
import dev.syncscope.core.exec.ReadChoice;
import dev.syncscope.core.model.Outcome;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.Reference;
import dev.syncscope.core.model.ValueKind;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A kernel's float locations and locals are shown as floats, as the source declares them (SPIR-V: a pointer's pointee
 * type, OpTypeFloat), in the stepper's and the checker's outcomes, races, stale reads and read choices; memory still
 * holds and compares the bits (a float location holding 1.0 showed {@code 1065353216}).
 */
class FloatValuesShownTest {

    private static final String KERNEL = """
            #version 450
            layout(local_size_x = 2) in;
            layout(binding = 0) buffer Out { int a[2]; float f[2]; uint u; vec2 v; };
            struct Pair { uint key; float weight; };
            layout(binding = 1) buffer Pairs { Pair items[]; };
            void main() {
                uint i = gl_LocalInvocationID.x;
                float h = float(i) + 0.25;
                a[i] = -1 - int(i);
                f[i] = h;
                items[i].key = i;
                items[i].weight = h * 2.0;
                if (i == 0u) {
                    u = 0xFFFFFFFFu;
                    v = vec2(-0.0, 3.0e-5);
                }
            }
            """;

    private static final Map<String, Object> SHOWN = Map.ofEntries(Map.entry("T0:h", "0.25"),
            Map.entry("T1:h", "1.25"), Map.entry("T1:i", 1L), Map.entry("a[0]", -1L), Map.entry("a[1]", -2L),
            Map.entry("f[0]", "0.25"), Map.entry("f[1]", "1.25"), Map.entry("u", 4294967295L),
            Map.entry("v.x", "-0.0"), Map.entry("v.y", "3.0E-5"), Map.entry("items[0].key", 0L),
            Map.entry("items[1].weight", "2.5"));

    private static Program program(String name, String text) {
        return KernelLoader.load(name, text).program();
    }

    private static void assertShown(Outcome o) {
        Map<String, Object> shown = o.shown(Outcome.UNDEFINED);
        SHOWN.forEach((name, value) -> assertEquals(value, shown.get(name), name + " in " + shown));
        // memory holds the bits: 1.25f is 0x3FA00000, -0.0f is 0x80000000
        assertEquals(0x3FA00000L, o.values().get("f[1]"));
        assertEquals(0x80000000L, o.values().get("v.x"));
    }

    @Test
    void theStepperAndTheCheckerShowFloatLocationsAndLocalsAsFloats() {
        DebugSession s = DebugSession.load(program("mixed.comp", KERNEL), LaunchOptions.DEFAULTS);
        s.run();
        assertShown(s.outcome());
        CheckResult r = new AxiomaticChecker().check(program("mixed.comp", KERNEL));
        assertEquals(1, r.allowedOutcomes().size());
        assertShown(r.allowedOutcomes().iterator().next());
        assertEquals(s.outcome(), r.allowedOutcomes().iterator().next());
    }

    @Test
    void aReferenceKnowsTheKindOfEachLocationThroughStructsArraysAndVectors() {
        Program p = program("mixed.comp", KERNEL);
        Reference out = p.launch().reference("Out");
        Reference items = p.launch().reference("items");
        // Out: a[0..1] at words 0-1, f[0..1] at 2-3, u at 4, padding at 5, v at 6-7 (std430: vec2 aligned to 8)
        assertEquals(List.of(ValueKind.INTEGER, ValueKind.INTEGER, ValueKind.FLOAT32, ValueKind.FLOAT32,
                ValueKind.INTEGER, ValueKind.INTEGER, ValueKind.FLOAT32, ValueKind.FLOAT32),
                java.util.stream.IntStream.range(0, 8).mapToObj(out::valueKind).toList());
        assertEquals(ValueKind.INTEGER, items.valueKind(2));
        assertEquals(ValueKind.FLOAT32, items.valueKind(3));
        assertEquals("2.5", items.location(3).valueText(0x40200000L));
        assertEquals("1075838976", items.location(2).valueText(0x40200000L));
    }

    @Test
    void aDoubleMemberIsOneFloat64LocationAtItsLowWord() {
        // since session 82 a 64-bit scalar is one location at its low word's index, shown as a double; its high word
        // is no location (until then a location was always one 32-bit word, and half a double was shown as bits)
        Program p = program("d.comp", """
                #version 450
                #extension GL_ARB_gpu_shader_fp64 : enable
                layout(local_size_x = 1) in;
                layout(binding = 0) buffer B { float f; uint u; double never; };
                void main() { f = 1.5; }
                """);
        Reference b = p.launch().references().get(0);
        assertEquals(ValueKind.FLOAT32, b.valueKind(0));
        assertEquals(ValueKind.FLOAT64, b.valueKind(2));
        assertTrue(b.highWord(3) && !b.highWord(2) && !b.highWord(1));
    }

    @Test
    void aRunArrayOfFloatsKeepsItsPlainNamesAndShowsFloats() {
        // a float array's references keep their location names (o[3], s) though they now carry the element type
        Program p = program("plain.comp", """
                #version 450
                layout(local_size_x = 4) in;
                layout(binding = 0) buffer Out { float o[]; };
                shared float s;
                void main() {
                    uint i = gl_LocalInvocationID.x;
                    if (i == 0u) { s = 0.5; }
                    barrier();
                    o[i] = s + float(i);
                }
                """);
        DebugSession s = DebugSession.load(p, LaunchOptions.DEFAULTS);
        s.run();
        Map<String, Object> shown = s.outcome().shown(Outcome.UNDEFINED);
        assertEquals("0.5", shown.get("o[0]"));
        assertEquals("3.5", shown.get("o[3]"));
        assertEquals("0.5", shown.get("s"));
    }

    @Test
    void outcomesWithTheSameBitsAreOneOutcomeWhateverTheirKinds() {
        Outcome ints = new Outcome(Map.of("x", 0x3F800000L));
        Outcome floats = new Outcome(Map.of("x", 0x3F800000L), Set.of(), Map.of("x", ValueKind.FLOAT32));
        assertEquals(ints, floats);
        assertEquals(ints.hashCode(), floats.hashCode());
        assertEquals(1065353216L, ints.shown(null).get("x"));
        assertEquals("1.0", floats.shown(null).get("x"));
    }

    /**
     * {@code docs/examples/float-race.comp}: T0 stores 2.5 to a shared float that T1 reads with nothing between them
     * (VK MM: Data Race; a stale read at line 8).
     */
    private static final String RACY = read("../docs/examples/float-race.comp");

    private static String read(String path) {
        try {
            return java.nio.file.Files.readString(java.nio.file.Path.of(path));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void aRaceAndAStaleReadOnAFloatSayTheFloatsValues() {
        // VK MM: Data Race — nothing orders T0's store of s with T1's load; the race and the stale read name 2.5
        CheckResult r = new AxiomaticChecker().check(program("racy.comp", RACY));
        Set<String> labels = new TreeSet<>();
        r.consistentExecutions().forEach(e -> e.races().forEach((Race race) -> {
            labels.add(race.first().label());
            labels.add(race.second().label());
        }));
        assertTrue(labels.contains("T0: W s = 2.5"), labels::toString);
        DebugSession s = DebugSession.load(program("racy.comp", RACY), LaunchOptions.DEFAULTS);
        s.run();
        List<String> stale = s.diagnostics().stream().filter(d -> d.kind() == Diagnostic.Kind.STALE_READ)
                .map(Diagnostic::message).toList();
        assertEquals(1, stale.size(), stale::toString);
        assertTrue(stale.get(0).contains("SyncScope shows 0.0") && stale.get(0).contains("s = 2.5"), stale.get(0));
        assertFalse(stale.get(0).contains("1075838976"), stale.get(0));
    }

    @Test
    void aReadChoiceOfAFloatLocationShowsAFloat() {
        DebugSession s = DebugSession.load(program("racy.comp", RACY), LaunchOptions.DEFAULTS);
        // T0 stores 2.5 to s (its first memory action); T1's load of s may then read the initial (undefined) value
        // or, racing, 2.5
        s.step(0);
        List<String> values = s.choices(1).stream().map(ReadChoice::valueText).toList();
        assertTrue(values.contains("2.5"), values::toString);
    }

    @Test
    void aSubgroupOperationOnFloatsDescribesItsOperandsAsFloats() {
        // the next action a view shows for an invocation at a float sum: its contribution, 0.5, not 1056964608
        DebugSession s = DebugSession.load(program("fsum.comp", """
                #version 450
                #extension GL_KHR_shader_subgroup_arithmetic : enable
                layout(local_size_x = 2) in;
                layout(binding = 0) buffer Out { float o[2]; };
                void main() {
                    o[gl_LocalInvocationID.x] = subgroupAdd(float(gl_LocalInvocationID.x) + 0.5);
                }
                """), LaunchOptions.DEFAULTS);
        String next = s.snapshot().agents().get(0).next();
        assertEquals("OpGroupNonUniformFAdd.sg 0.5", next);
        assertEquals("OpGroupNonUniformFAdd.sg 1.5", s.snapshot().agents().get(1).next());
    }

    @Test
    void aDecimalIntegerInAFloatBufferIsThatNumberAsAFloat() {
        // @buffer f = 3 starts f at 3.0, as @expect final f = 3 means 3.0 (it held the bits 3, a denormal float);
        // the aliased uint view shows the same word as its bits, and hexadecimal is bits in both
        Program p = program("init.comp", """
                // @buffer f = 3, 0x40400000, NaN(0x7fc00001)
                // @alias f u
                #version 450
                layout(local_size_x = 1) in;
                layout(binding = 0) buffer F { float vals[3]; } f;
                layout(binding = 1) buffer U { uint bits[3]; } u;
                void main() { }
                """);
        DebugSession s = DebugSession.load(p, LaunchOptions.DEFAULTS);
        s.run();
        Map<String, Object> shown = s.outcome().shown(Outcome.UNDEFINED);
        assertEquals("3.0", shown.get("f[0]"), shown::toString);
        assertEquals("3.0", shown.get("f[1]"), shown::toString);
        assertEquals("NaN(0x7fc00001)", shown.get("f[2]"), shown::toString);
        assertEquals(0x40400000L, shown.get("u[0]"), shown::toString);
        assertEquals(0x7fc00001L, shown.get("u[2]"), shown::toString);
    }
}
