/**
 * The headless command line of {@code syncscope.jar} (picocli): {@code check}, {@code suite}.
 * Never touches JavaFX. Must not depend on the views module.
 */
package dev.syncscope.app.cli;
