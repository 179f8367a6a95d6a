/**
 * The kernel source view (RichTextFX code area with line numbers). FX thread only.
 * Must not depend on the app module.
 */
package dev.syncscope.views.source;
