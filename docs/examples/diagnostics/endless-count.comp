// An endless loop that counts in a buffer: no spin (its state never repeats) and no local loop (each iteration is a
// memory action). The stepper stops T0 once it has taken the launch's actions per invocation (100,000 by default;
// run --max-actions N, the window's launch settings) with BOUND_EXCEEDED.
#version 450
layout(local_size_x = 1) in;
layout(binding = 0) buffer B { uint d; };
void main() {
  while (true) { d = d + 1; }
}
