#version 450
// Both invocations wait for a shared flag that nothing writes: Workgroup memory has no initializer, so the loop's
// exit depends on an undefined value. run reports UNDEFINED_READ at once; check cuts every path at the spin loop and
// fails the kernel with the undefined reads a stepper run met (docs/limits.md, "A stepper run answers what the check
// left open").
layout(local_size_x = 2) in;
layout(binding = 0) buffer Out { uint got[2]; };
shared uint flag;
void main() {
    uint t = gl_LocalInvocationIndex;
    while (flag == 0u) { }
    got[t] = 1u;
}
