// The mirror of one-sided-fence.comp: "barrier(); memoryBarrierBuffer();" on the reader's side only, no buffer fence
// before the barrier on the writer's. VK MM: Synchronizes-With, fence–control-barrier–fence: the acquire after the
// barrier is there, the release before it naming StorageBuffer is not (barrier() releases WorkgroupMemory only), so
// inter-thread-happens-before<StorageBuffer> fails -> race; the missing link is the release before the barrier.
#version 450
layout(local_size_x = 2) in;
layout(binding = 0) coherent buffer D { uint data; };
layout(binding = 1) buffer R { uint result; };
void main() {
    if (gl_LocalInvocationID.x == 0) { data = 1; }
    barrier();
    memoryBarrierBuffer();
    if (gl_LocalInvocationID.x == 1) { result = data + 10; }
}
