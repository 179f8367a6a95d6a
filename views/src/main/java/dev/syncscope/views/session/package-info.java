/**
 * The debugging session as the UI sees it: the loaded kernel, its launch, and which debugger
 * commands are available now. View models here are plain JavaFX properties, testable without a robot.
 * Must not depend on the app module.
 */
package dev.syncscope.views.session;
