// @dispatch 2
// VK MM: Synchronizes-With, control barrier: "A and B are in the instance of C's execution scope"; workgroup 0 stores
// data before barrier() at line 12 and workgroup 1 loads it after, but each workgroup passes its own instance of the
// barrier, which waits for nobody of the other, so nothing orders the store and the load.
#version 450
layout(local_size_x = 1) in;
layout(std430, binding = 0) buffer B { uint data; uint seen; };
void main() {
    if (gl_WorkGroupID.x == 0u) {
        data = 1u;
    }
    barrier();
    if (gl_WorkGroupID.x == 1u) {
        seen = data;
    }
}
