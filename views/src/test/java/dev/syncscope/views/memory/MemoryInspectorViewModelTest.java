package dev.syncscope.views.memory;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.model.Launch;
import dev.syncscope.views.Walkthrough;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MemoryInspectorViewModelTest {

    private static LocationRow row(MemoryInspectorViewModel vm, String location) {
        return vm.tables().stream().flatMap(t -> t.rows().stream()).filter(r -> r.location().equals(location))
                .findFirst().orElseThrow();
    }

    /** 64 invocations each writing its element of 128: past the snapshot's cell budget, so no "would read" in it. */
    static final String BIG = """
            #version 450
            layout(local_size_x = 64) in;
            layout(std430, binding = 0) buffer B { uint data[128]; };
            void main() {
                data[gl_LocalInvocationID.x] = gl_LocalInvocationID.x + 1u;
            }
            """;

    static DebugSession big() {
        return DebugSession.load(dev.syncscope.core.load.ProgramLoader.load("big.comp", BIG));
    }

    private static MemoryInspectorViewModel shown(DebugSession s, int focus) {
        MemoryInspectorViewModel vm = new MemoryInspectorViewModel();
        vm.focusedInvocationProperty().set(focus);
        vm.show(s.program().launch(), s.snapshot());
        return vm;
    }

    @Test
    void relaxedFlagShowsTheReaderAStaleInitialValueAndTheWriterTheNewest() {
        DebugSession s = Walkthrough.stepped(Walkthrough.RELAXED, 0, 0, 1);
        MemoryInspectorViewModel vm = shown(s, 1);
        LocationRow x = row(vm, "x");
        assertEquals(1, x.newest().value());
        assertEquals(0, x.asRead().get("x").value(), "P1 would read the initial 0");
        assertTrue(x.staleThrough("x"));
        vm.focusedInvocationProperty().set(0);
        assertFalse(row(vm, "x").stale(), "the writer sees its own write");
        assertEquals(1, row(vm, "x").asRead().get("x").value());
    }

    @Test
    void oneTablePerAllocationNamesAliasingReferences() {
        DebugSession s = Walkthrough.stepped(Walkthrough.ALIASED, 0);
        MemoryInspectorViewModel vm = shown(s, 1);
        assertEquals(1, vm.tables().size(), "a and b are one allocation: " + vm.tables());
        AllocationTable t = vm.tables().get(0);
        assertTrue(t.aliased());
        assertEquals(java.util.List.of("a", "b"), t.references());
        assertEquals(2, t.rows().get(0).asRead().size(), "a read through each reference");
    }

    @Test
    void historyListsInitialValueThenWritesWithAvailabilityAndVisibility() {
        DebugSession s = Walkthrough.stepped(Walkthrough.MP, 0);
        MemoryInspectorViewModel vm = shown(s, 1);
        vm.selectLocation(row(vm, "x"));
        assertEquals(2, vm.history().size());
        WriteRow wx = vm.history().get(1);
        assertEquals(1, wx.write().value());
        var p0 = s.program().launch().agents().get(0);
        // its subgroup by its workgroup and its index in it, as gl_SubgroupID counts (audit 52 L1): P0's is the first
        assertEquals("wg" + p0.workgroup() + "·sg0, wg " + p0.workgroup() + ", qf " + p0.queueFamily() + ", shader",
                wx.availableIn());
        assertEquals("P0·x", wx.visibleTo());
        assertTrue(wx.newest());
        assertFalse(vm.history().get(0).newest());
    }

    /** The domains a write is available in are named in the window's language (they were the engine's English). */
    @Test
    void aJapaneseHistoryNamesTheDomainsInJapanese() {
        DebugSession s = Walkthrough.stepped(Walkthrough.MP, 0);
        MemoryInspectorViewModel vm = new MemoryInspectorViewModel(
                dev.syncscope.views.i18n.Messages.forLocale(java.util.Locale.JAPANESE));
        vm.show(s.program().launch(), s.snapshot());
        vm.selectLocation(row(vm, "x"));
        var p0 = s.program().launch().agents().get(0);
        assertEquals("ワークグループ " + p0.workgroup() + " のサブグループ 0, ワークグループ " + p0.workgroup()
                + ", キューファミリー " + p0.queueFamily() + ", シェーダー", vm.history().get(1).availableIn());
    }

    @Test
    void selectedWriteIsPublishedAndFollowsNewSnapshots() {
        DebugSession s = Walkthrough.stepped(Walkthrough.MP, 0);
        MemoryInspectorViewModel vm = shown(s, 1);
        Launch launch = s.program().launch();
        vm.selectLocation(row(vm, "x"));
        vm.selectWrite(vm.history().get(1));
        assertEquals(1, vm.selectedWriteProperty().get().visibleTo().size());
        s.step(0);
        s.step(1);
        s.step(1);
        vm.show(launch, s.snapshot());
        assertEquals("x", vm.selectedLocationProperty().get().location(), "selection kept");
        assertEquals(2, vm.selectedWriteProperty().get().visibleTo().size(), "now visible to (P1, x) as well");
    }

    @Test
    void selectingAnotherLocationClearsTheSelectedWrite() {
        DebugSession s = Walkthrough.stepped(Walkthrough.MP, 0, 0);
        MemoryInspectorViewModel vm = shown(s, 1);
        vm.selectLocation(row(vm, "x"));
        vm.selectWrite(vm.history().get(1));
        vm.selectLocation(row(vm, "y"));
        assertNull(vm.selectedWriteProperty().get());
        assertEquals(2, vm.history().size());
    }

    /** Invocation 0 writes the shared {@code tile} and the buffer {@code data}; nobody initialises {@code tile}. */
    private static final String SHARED_TILE = """
            #version 450
            layout(local_size_x = 2) in;
            layout(binding = 0) coherent buffer Data { uint data; };
            shared uint tile;

            void main() {
                uint i = gl_LocalInvocationID.x;
                if (i == 0) {
                    tile = 7;
                    data = 42;
                }
                barrier();
            }
            """;

    private static DebugSession sharedTile(int steps) {
        DebugSession s = DebugSession.load(dev.syncscope.core.load.ProgramLoader.load("tile.comp", SHARED_TILE));
        for (int i = 0; i < steps && s.snapshot().locations().stream().noneMatch(l -> l.writes().size() > 1
                && l.location().allocation().contains("tile")); i++) {
            s.step(0);
        }
        return s;
    }

    private static LocationRow rowOf(MemoryInspectorViewModel vm, String allocationPart) {
        return vm.tables().stream().filter(t -> t.allocation().contains(allocationPart)).flatMap(t -> t.rows().stream())
                .findFirst().orElseThrow(() -> new AssertionError(allocationPart + " in " + vm.tables()));
    }

    @Test
    void workgroupMemoryStartsUndefinedAvailableNowhereAndVisibleToNobody() {
        DebugSession s = sharedTile(40);
        MemoryInspectorViewModel vm = shown(s, 1);
        vm.selectLocation(rowOf(vm, "tile"));
        WriteRow start = vm.history().get(0);
        assertTrue(start.undefined(), "Workgroup storage without an initializer starts undefined");
        assertEquals("", start.availableIn());
        assertEquals("", start.visibleTo());
        vm.selectWrite(start);
        assertNull(vm.selectedWriteProperty().get(), "no write to show in the domain graph");
        WriteRow seven = vm.history().get(1);
        assertFalse(seven.undefined());
        assertEquals(7, seven.write().value());
        vm.selectWrite(seven);
        assertEquals(seven.write(), vm.selectedWriteProperty().get());
    }

    @Test
    void bufferMemoryStartsWithTheHostsValue() {
        DebugSession s = sharedTile(0);
        MemoryInspectorViewModel vm = shown(s, 1);
        LocationRow data = rowOf(vm, "data");
        assertFalse(data.undefined());
        vm.selectLocation(data);
        assertFalse(vm.history().get(0).undefined(), "a storage buffer's initial 0 is the host's write");
        assertFalse(vm.history().get(0).availableIn().isEmpty());
    }

    @Test
    void untouchedWorkgroupMemoryIsShownUndefinedNotZero() {
        DebugSession s = sharedTile(0);
        MemoryInspectorViewModel vm = shown(s, 0);
        assertTrue(vm.tables().stream().anyMatch(t -> t.allocation().contains("tile")), "tables: " + vm.tables());
        assertTrue(rowOf(vm, "tile").undefined());
    }

    @Test
    void aLitmusWorkgroupClassVariableStartsAtTheTestsZero() {
        DebugSession s = Walkthrough.stepped("NEWWG\nNEWSG\nNEWTHREAD\nst.atom.scopewg.sc1 y = 1\n");
        MemoryInspectorViewModel vm = shown(s, 0);
        LocationRow y = row(vm, "y");
        assertFalse(y.undefined(), "litmus locations all start at 0");
        vm.selectLocation(y);
        assertFalse(vm.history().get(0).undefined());
    }

    /**
     * A launch past the snapshot's cell budget (64 invocations × 128 elements) has no "would read" column in its
     * snapshot: the focused invocation's comes with the frame ({@link FocusedReads}), and only for that invocation.
     */
    @Test
    void aLargeLaunchShowsTheFocusedInvocationsReadsSentWithTheFrame() {
        DebugSession s = big();
        s.run();
        MemoryInspectorViewModel vm = shown(s, 3);
        assertTrue(rowOf(vm, "data").asRead().isEmpty(), "the snapshot leaves the column out");
        java.util.Map<dev.syncscope.core.model.Location, java.util.List<dev.syncscope.core.exec.ReadPreview>> reads =
                new java.util.HashMap<>();
        s.snapshot().locations().forEach(l -> reads.put(l.location(), s.valuesAsRead(l.location(), 3)));
        vm.showReads(new FocusedReads(3, s.position(), reads));
        // T3 wrote data[3] = 4 and sees its own write (VK MM: Location-Ordered, program order)
        assertEquals(4, row(vm, "data[3]").asRead().get("data").value());
        vm.focusedInvocationProperty().set(5);
        assertTrue(row(vm, "data[3]").asRead().isEmpty(), "T3's reads are not T5's");
        vm.focusedInvocationProperty().set(3);
        vm.show(s.program().launch(), s.snapshot(), null);
        assertEquals(4, row(vm, "data[3]").asRead().get("data").value(), "those sent for this position stay");
    }

    /** What invocation {@code agent} would read at every location of {@code s}'s snapshot, at its position. */
    private static FocusedReads readsOf(DebugSession s, int agent) {
        java.util.Map<dev.syncscope.core.model.Location, java.util.List<dev.syncscope.core.exec.ReadPreview>> reads =
                new java.util.HashMap<>();
        s.snapshot().locations().forEach(l -> reads.put(l.location(), s.valuesAsRead(l.location(), agent)));
        return new FocusedReads(agent, s.position(), reads);
    }

    /**
     * The reads sent as the focus moved are shown with a snapshot of their position only: kept while the tab was
     * hidden, for the frame that comes when it opens (which carries the old focus's), and not shown over a newer frame
     * (the session-89 review).
     */
    @Test
    void readsSentAsTheFocusMovedAreShownWithTheSnapshotOfTheirPosition() {
        DebugSession s = big();
        s.runUntil(dev.syncscope.core.exec.StopCondition.NEVER, 10);
        MemoryInspectorViewModel vm = shown(s, 3);
        s.runUntil(dev.syncscope.core.exec.StopCondition.NEVER, 10);
        // the tab hidden: the focus moves to T5 and its reads at step 20 come before the frame of step 20
        vm.focusedInvocationProperty().set(5);
        vm.showReads(readsOf(s, 5));
        vm.show(s.program().launch(), s.snapshot(), readsOf(s, 3));
        assertEquals(0, row(vm, "data[3]").asRead().get("data").value(), "T5's reads, from step 20");
        // a newer frame with T5's reads, then T5's reads of an older step (none here): the frame's stay
        s.runUntil(dev.syncscope.core.exec.StopCondition.NEVER, 10);
        vm.show(s.program().launch(), s.snapshot(), readsOf(s, 5));
        vm.showReads(new FocusedReads(5, 20, java.util.Map.of()));
        assertEquals(s.valuesAsRead(new dev.syncscope.core.model.Location("data", 3), 5).get(0),
                row(vm, "data[3]").asRead().get("data"));
    }
    /**
     * A location no step changed keeps its row object from frame to frame (the view measures only new rows:
     * {@code ColumnWidths}); a location a step wrote, or whose reads changed, gets a new row.
     */
    @Test
    void aRowIsKeptWhileItsLocationsViewAndReadsAreTheSame() {
        DebugSession s = big();
        s.step(0);
        s.step(1);
        MemoryInspectorViewModel vm = shown(s, 3);
        LocationRow data0 = row(vm, "data[0]");
        LocationRow data2 = row(vm, "data[2]");
        s.step(2);
        vm.show(s.program().launch(), s.snapshot());
        assertTrue(data0 == row(vm, "data[0]"), "nothing changed data[0]");
        assertFalse(data2 == row(vm, "data[2]"), "T2 wrote data[2]");
        assertEquals(3, row(vm, "data[2]").newest().value());
        vm.show(s.program().launch(), s.snapshot(), readsOf(s, 3));
        assertFalse(data0 == row(vm, "data[0]"), "T3's reads came with the frame");
        assertFalse(row(vm, "data[0]").asRead().isEmpty());
        LocationRow withReads = row(vm, "data[0]");
        vm.show(s.program().launch(), s.snapshot(), readsOf(s, 3));
        assertTrue(withReads == row(vm, "data[0]"), "the same reads again");
    }
}
