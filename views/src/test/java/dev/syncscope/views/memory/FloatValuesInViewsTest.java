package dev.syncscope.views.memory;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.api.LaunchOptions;
import dev.syncscope.core.exec.Event;
import dev.syncscope.core.exec.StepRecord;
import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.views.explain.ExplanationContext;
import dev.syncscope.views.explain.ExplanationText;
import dev.syncscope.views.i18n.EngineText;
import dev.syncscope.views.i18n.Messages;
import org.junit.jupiter.api.Test;

import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The memory tab, the event labels and "Why this value?" show a float location's values as floats ({@code 2.5}), as
 * the kernel declares the location, where they showed its bits ({@code 1075838976}).
 */
class FloatValuesInViewsTest {

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

    private static final Messages EN = Messages.forLocale(Locale.ENGLISH);

    private static DebugSession stepped() {
        DebugSession s = DebugSession.load(KernelLoader.load("racy.comp", RACY).program(), LaunchOptions.DEFAULTS);
        s.step(0);
        return s;
    }

    private static LocationRow row(MemoryInspectorViewModel vm, String location) {
        return vm.tables().stream().flatMap(t -> t.rows().stream()).filter(r -> r.location().equals(location))
                .findFirst().orElseThrow();
    }

    @Test
    void theMemoryTabShowsTheNewestValueTheReadAndTheHistoryAsFloats() {
        DebugSession s = stepped();
        MemoryInspectorViewModel vm = new MemoryInspectorViewModel(EN);
        vm.focusedInvocationProperty().set(1);
        vm.show(s.program().launch(), s.snapshot());
        LocationRow row = row(vm, "s");
        assertEquals("2.5", row.valueText(row.newest().value()));
        assertEquals("0.0", row.valueText(row.asRead().get("s").value()), "T1 would read the initial value");
        vm.selectLocation(row);
        assertEquals("2.5", vm.history().get(vm.history().size() - 1).value());
    }

    @Test
    void aStoreOfAFloatIsLabelledWithTheFloat() {
        DebugSession s = stepped();
        Event store = s.trace().get(0).event();
        assertEquals(Event.Kind.STORE, store.kind());
        assertTrue(EngineText.label(store, EN).endsWith(" = 2.5"), EngineText.label(store, EN));
        assertTrue(EngineText.shortLabel(store, EN).endsWith("2.5"), EngineText.shortLabel(store, EN));
    }

    @Test
    void anAtomicAddOfAFloatIsLabelledWithTheFloatsItReadAndWrote() {
        // GL_EXT_shader_atomic_float: OpAtomicFAddEXT read 0.0 and wrote 1.5 (its label said 0 -> 1069547520)
        DebugSession s = DebugSession.load(KernelLoader.load("fadd.comp", """
                #version 450
                #extension GL_EXT_shader_atomic_float : require
                layout(local_size_x = 1) in;
                layout(binding = 0) buffer B { float s; };
                void main() { atomicAdd(s, 1.5); }
                """).program(), LaunchOptions.DEFAULTS);
        s.step(0);
        Event rmw = s.trace().get(0).event();
        assertEquals(Event.Kind.RMW, rmw.kind());
        assertTrue(EngineText.label(rmw, EN).endsWith(" 0.0 -> 1.5"), EngineText.label(rmw, EN));
        assertEquals("s 0.0→1.5", EngineText.shortLabel(rmw, EN));
    }

    @Test
    void whyThisValueSaysTheFloatsItReadAndDidNotSee() {
        DebugSession s = stepped();
        s.step(1);
        StepRecord read = s.trace().get(s.trace().size() - 1);
        assertEquals(Event.Kind.LOAD, read.event().kind());
        String text = ExplanationText.render(s.explainRead((int) read.index()), ExplanationContext.NONE, EN);
        assertTrue(text.contains("2.5"), text);
        assertFalse(text.contains("1075838976"), text);
    }
}
