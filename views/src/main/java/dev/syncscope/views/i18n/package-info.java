/**
 * UI text in English and Japanese (resource bundles beside {@link dev.syncscope.views.i18n.Messages}).
 * Must not depend on the app module.
 */
package dev.syncscope.views.i18n;
