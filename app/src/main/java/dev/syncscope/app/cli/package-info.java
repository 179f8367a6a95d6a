/**
 * The headless command line of {@code syncscope.jar} (picocli): {@code check}, {@code suite}, {@code run},
 * {@code bench}. A command says OK (exit 0) only when its answer is known: a limit that may hide it is exit 3.
 * Never touches JavaFX. Must not depend on the views module.
 */
package dev.syncscope.app.cli;
