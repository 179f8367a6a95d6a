/**
 * The outcomes panel of exhaustive checks: allowed outcomes with the number of consistent executions
 * that give each (a histogram bar), a race marker, a selectable witness execution per outcome, and
 * the check's progress with a Cancel button.
 *
 * <p>{@link dev.syncscope.views.outcome.OutcomeTable} is plain Java; the view model is FX thread only
 * and never runs the checker (the app does, off the FX thread). Must not depend on the app module.
 */
package dev.syncscope.views.outcome;
