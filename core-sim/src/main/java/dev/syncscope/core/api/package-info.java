/**
 * The headless façade ({@link dev.syncscope.core.api.DebugSession}) and the immutable snapshot
 * types the views, the CLI and tests read.
 *
 * <p>Depends on {@code model}, {@code exec}, {@code memory}, {@code explain}, {@code load} (to open
 * files) and {@code spirv} (the default dispatch-size limit). Must not depend on any UI library.
 */
package dev.syncscope.core.api;
