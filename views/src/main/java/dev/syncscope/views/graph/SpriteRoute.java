package dev.syncscope.views.graph;

import java.util.ArrayList;
import java.util.List;

/**
 * A path through a graph as edge legs a sprite travels along, each with the sprite's position on the
 * edge at the start and at the end of the leg (GraphStream: 0 at the edge's source, 1 at its target),
 * so a path may run against the edges' direction. Immutable.
 *
 * @param legs the legs in travel order
 */
public record SpriteRoute(List<Leg> legs) {

    public SpriteRoute {
        legs = List.copyOf(legs);
    }

    /** One edge of the route. */
    public record Leg(String edgeId, double from, double to) { }

    /** Where the sprite is at {@code position}. */
    public record Point(String edgeId, double offset) { }

    /** The route through the nodes {@code path} over the edges of {@code graph}; legs with no edge are left out. */
    public static SpriteRoute through(List<String> path, GraphDescription graph) {
        List<Leg> legs = new ArrayList<>();
        for (int i = 0; i + 1 < path.size(); i++) {
            String a = path.get(i);
            String b = path.get(i + 1);
            for (GraphDescription.Edge e : graph.edges()) {
                if (e.from().equals(a) && e.to().equals(b)) {
                    legs.add(new Leg(e.id(), 0, 1));
                    break;
                } else if (e.from().equals(b) && e.to().equals(a)) {
                    legs.add(new Leg(e.id(), 1, 0));
                    break;
                }
            }
        }
        return new SpriteRoute(legs);
    }

    /** The sprite's place at {@code t} in [0, 1] of the whole route (equal time per leg); {@code null} if empty. */
    public Point at(double t) {
        if (legs.isEmpty()) {
            return null;
        }
        int i = legAt(t);
        double f = Math.max(0, Math.min(1, t)) * legs.size() - i;
        Leg leg = legs.get(i);
        return new Point(leg.edgeId(), leg.from() + (leg.to() - leg.from()) * f);
    }

    /** The index of the leg the sprite is on at {@code t} in [0, 1] (0 for an empty route). */
    public int legAt(double t) {
        return Math.max(0, Math.min(legs.size() - 1, (int) Math.floor(Math.max(0, Math.min(1, t)) * legs.size())));
    }

    /** The sprite's place at the start of leg {@code i}. */
    public Point startOf(int i) {
        Leg leg = legs.get(i);
        return new Point(leg.edgeId(), leg.from());
    }
}
