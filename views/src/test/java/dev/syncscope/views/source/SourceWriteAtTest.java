package dev.syncscope.views.source;

import dev.syncscope.core.api.LocationView;
import dev.syncscope.core.api.Snapshot;
import dev.syncscope.core.api.WriteView;
import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.StorageClass;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Which write a store's line stands for when the user asks to see it in the domain graph. */
class SourceWriteAtTest {

    private final SourceViewModel model = new SourceViewModel();

    private static WriteView write(int id, int writer, int line) {
        return new WriteView(id, writer, writer < 0 ? "host" : "P" + writer, writer < 0 ? null : "x", id, false, true,
                false, List.of(), List.of(), writer < 0 ? SourceSpan.UNKNOWN : new SourceSpan("k.test", line, 1));
    }

    private void show(WriteView... writes) {
        LocationView x = new LocationView(new Location("x", 0), StorageClass.STORAGE_BUFFER, List.of(writes), List.of());
        model.snapshotProperty().set(new Snapshot(3, 3, List.of(), List.of(x), List.of(), List.of(), List.of(), false));
    }

    @Test
    void theFocusedInvocationsLatestWriteFromTheLineIsChosen() {
        show(write(-1, -1, 0), write(1, 0, 4), write(2, 1, 4), write(3, 1, 4), write(4, 0, 6));
        model.focusedInvocationProperty().set(1);
        assertEquals(3, model.writeAt(4).orElseThrow().id());
        model.focusedInvocationProperty().set(0);
        assertEquals(1, model.writeAt(4).orElseThrow().id());
    }

    @Test
    void withoutAWriteOfTheFocusedInvocationTheLatestWriteOfAnyoneIsChosen() {
        show(write(1, 0, 4), write(2, 2, 4));
        model.focusedInvocationProperty().set(1);
        assertEquals(2, model.writeAt(4).orElseThrow().id());
    }

    @Test
    void aLineThatMadeNoWriteOffersNone() {
        show(write(-1, -1, 0), write(1, 0, 4));
        assertTrue(model.writeAt(5).isEmpty());
        assertTrue(model.writeAt(0).isEmpty());
    }
}
