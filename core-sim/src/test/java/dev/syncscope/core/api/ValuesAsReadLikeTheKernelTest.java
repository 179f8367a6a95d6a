package dev.syncscope.core.api;

import dev.syncscope.core.exec.Event;
import dev.syncscope.core.exec.ReadPreview;
import dev.syncscope.core.exec.StepRecord;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.core.model.Location;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * What an invocation "would read" at a location (the memory tab's column, {@link DebugSession#valuesAsRead(Location,
 * int)}) is what a load of the kernel through that reference reads: a GLSL 4.50 kernel's shared memory is implicitly
 * coherent, so its loads have their own MakePointerVisible at Workgroup scope (spirv-opt's memory-model upgrade; VK MM:
 * Per-Instruction Availability and Visibility Semantics), and after a {@code barrier()} every write of the workgroup
 * to it is visible to them. The question was asked as a plain load without that visibility operation: T0 "would read"
 * tile[1..7] as undefined (the initial value of workgroup memory) where its loads then read 2..8.
 */
class ValuesAsReadLikeTheKernelTest {

    private static final String SUM = """
            #version 450
            layout(local_size_x = 8) in;
            layout(std430, binding = 0) buffer B { uint data[]; };
            shared uint tile[8];
            void main() {
                uint i = gl_LocalInvocationID.x;
                tile[i] = i + 1u;
                barrier();
                if (i == 0u) {
                    uint s = 0u;
                    for (uint k = 0u; k < 8u; k++) { s += tile[k]; }
                    data[0] = s;
                }
            }
            """;

    @Test
    void afterTheBarrierT0WouldReadEachElementAsItsLoadsThenRead() {
        DebugSession s = DebugSession.load(ProgramLoader.load("sum.comp", SUM));
        s.run();
        List<StepRecord> trace = s.trace();
        int first = -1;
        List<Long> read = new ArrayList<>();
        for (StepRecord r : trace) {
            if (r.event().kind() == Event.Kind.LOAD && r.event().agent() == 0
                    && s.explainRead((int) r.index()).location().allocation().equals("tile")) {
                first = first < 0 ? (int) r.index() : first;
                read.add(s.explainRead((int) r.index()).value());
            }
        }
        assertEquals(List.of(1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L), read);
        // before T0's first load of tile: every write is made and the barrier passed
        s.seek(first);
        for (int k = 0; k < 8; k++) {
            List<ReadPreview> p = s.valuesAsRead(new Location("tile", k), 0);
            assertEquals(1, p.size(), p.toString());
            assertFalse(p.get(0).undefined(), "tile[" + k + "]: " + p);
            assertFalse(p.get(0).stale(), "tile[" + k + "]: " + p);
            assertEquals(read.get(k), p.get(0).value(), "tile[" + k + "]");
        }
    }
}
