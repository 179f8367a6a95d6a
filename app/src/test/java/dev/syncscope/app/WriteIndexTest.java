package dev.syncscope.app;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.api.LocationView;
import dev.syncscope.core.api.Snapshot;
import dev.syncscope.core.api.WriteView;
import dev.syncscope.core.load.ProgramLoader;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The panes' look-ups of a write by id: each write of the snapshot found, the latest, and a new snapshot's anew. */
class WriteIndexTest {

    @Test
    void everyWriteIsFoundByItsIdAndTheLatestHasTheHighestId() {
        DebugSession s = DebugSession.load(ProgramLoader.load(Path.of("../docs/examples/reduction-1024.comp")));
        for (int i = 0; i < 1_500; i++) {
            s.step();
        }
        Snapshot snapshot = s.snapshot();
        WriteIndex index = new WriteIndex();
        WriteView latest = null;
        int writes = 0;
        for (LocationView l : snapshot.locations()) {
            for (WriteView w : l.writes()) {
                if (w.id() >= 0) {
                    assertSame(w, index.find(snapshot, w.id()));
                    latest = latest == null || w.id() > latest.id() ? w : latest;
                    writes++;
                }
            }
        }
        assertTrue(writes > 400, writes + " writes listed by step 1,500");
        assertSame(latest, index.latest(snapshot));
        assertNull(index.find(snapshot, -1));
        assertNull(index.find(snapshot, 1_000_000));
        s.step();
        Snapshot next = s.snapshot();
        // another snapshot is looked through anew
        assertSame(new WriteIndex().latest(next), index.latest(next));
    }
}
