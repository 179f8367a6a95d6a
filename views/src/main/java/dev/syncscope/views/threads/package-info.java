/**
 * The dispatch grid: workgroups → subgroups → invocations as cells coloured by state.
 *
 * <p>{@link dev.syncscope.views.threads.DispatchGridModel} is plain Java; the view is FX thread only.
 * Must not depend on the app module.
 */
package dev.syncscope.views.threads;
