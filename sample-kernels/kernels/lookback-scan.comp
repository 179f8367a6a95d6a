// Decoupled look-back prefix scan, three tiles (GLSL)
//
// Lesson: each workgroup owns a tile of two inputs. It publishes its tile's sum as an
// AGGREGATE in status[tile], then looks back at the tiles before it: it waits while a status
// is still INVALID, adds an AGGREGATE and keeps looking back, or adds a PREFIX (the inclusive
// sum of everything up to that tile) and stops; finally it publishes its own PREFIX. Flag and
// value are packed into one 32-bit word, so one atomic carries both and no reader can see a
// flag without its value (VK MM: Atomic Operation). The atomics must be Device scope: the
// tiles are in different workgroups (VK MM: Scope). The publishing stores are releases and the
// look-back loads acquires, so anything a tile wrote before publishing would also be visible
// to the tiles that read its status (VK MM: Synchronizes-With). Step workgroup 2
// first and watch it wait on tile 1, then see an AGGREGATE or a PREFIX depending on the
// schedule; scan is the inclusive scan 1, 3, 6, 10, 15, 21 in every run. Checked by the
// stepper only (spin loops).
//
// @dispatch 3
// @buffer inputs = 1,2,3,4,5,6
// @length inputs = 6
// @length status = 3
// @length scan = 6
// @expect stepper no-race
// @expect stepper final scan = 1,3,6,10,15,21
// @expect no-diagnostic SPIN
// @expect no-diagnostic DEADLOCK
#version 450
#pragma use_vulkan_memory_model
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 1) in;
layout(binding = 0) buffer In { uint inputs[]; };
layout(binding = 1) buffer Status { uint status[]; };
layout(binding = 2) buffer Out { uint scan[]; };

const uint AGGREGATE = 1u << 30;
const uint PREFIX = 2u << 30;
const uint VALUE = (1u << 30) - 1u;

void publish(uint tile, uint word) {
    atomicStore(status[tile], word, gl_ScopeDevice, gl_StorageSemanticsBuffer,
                gl_SemanticsRelease | gl_SemanticsMakeAvailable);
}

void main() {
    uint tile = gl_WorkGroupID.x;
    uint first = inputs[2 * tile];
    uint aggregate = first + inputs[2 * tile + 1];
    uint exclusive = 0;
    if (tile == 0) {
        publish(0, PREFIX | aggregate);
    } else {
        publish(tile, AGGREGATE | aggregate);
        int look = int(tile) - 1;
        while (look >= 0) {
            uint s = atomicLoad(status[look], gl_ScopeDevice, gl_StorageSemanticsBuffer,
                                gl_SemanticsAcquire | gl_SemanticsMakeVisible);
            if ((s & ~VALUE) == 0) {
                continue;
            }
            exclusive += s & VALUE;
            if ((s & ~VALUE) == PREFIX) {
                break;
            }
            look--;
        }
        publish(tile, PREFIX | (exclusive + aggregate));
    }
    scan[2 * tile] = exclusive + first;
    scan[2 * tile + 1] = exclusive + aggregate;
}
