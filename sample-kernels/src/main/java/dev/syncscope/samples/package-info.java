/**
 * The curated sample kernels and their lessons ({@code sample-kernels/kernels/}), read from the
 * classpath. Depends on core-sim only; must not depend on any UI library.
 */
package dev.syncscope.samples;
