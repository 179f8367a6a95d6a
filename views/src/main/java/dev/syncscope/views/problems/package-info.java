/**
 * The problems pane: diagnostics (races, divergence, deadlock, invalid input) with their sites.
 * Must not depend on the app module.
 */
package dev.syncscope.views.problems;
