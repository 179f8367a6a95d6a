package dev.syncscope.core.memory;

/**
 * How far the data-race check of one {@link AccessGroup} has looked at a location's history: at
 * step {@code position} it had considered every access made before that step, which were then
 * the location's reads and writes with an id below {@code position}, {@code retired} of them in the
 * retired writes (which only grow at their newest end). Immutable.
 *
 * @param position the step of the group's latest full check
 * @param retired  the number of retired writes then
 */
public record RaceHorizon(long position, int retired) {
}
