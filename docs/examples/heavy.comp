// @dispatch 64
// 65,536 invocations, each running a local loop until its instruction budget (100,000) stops it:
// the window takes about 70 s to build the launch, and shows the progress in the status bar with a
// Cancel button meanwhile (docs/screenshots/loading.png).
#version 450
layout(local_size_x = 1024) in;
layout(std430, binding = 0) buffer B { uint data[]; };
void main() {
    uint i = 0u;
    for (uint k = 0u; k < 20000u; k++) { i = i * 3u + k; }
    data[gl_GlobalInvocationID.x] = i;
}
