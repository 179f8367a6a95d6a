package dev.syncscope.core.api;

import dev.syncscope.core.exec.AgentStatus;
import dev.syncscope.core.exec.Diagnostic;
import dev.syncscope.core.exec.Race;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Everything the views show at one position of the trace. Immutable; safe to hand to the UI thread.
 *
 * @param position    steps applied
 * @param traceSize   steps recorded (position &lt; traceSize after stepping back)
 * @param agents      every invocation
 * @param locations   every location touched so far (and every location with an initial value)
 * @param barriers    barrier instances with waiters
 * @param diagnostics diagnostics so far, oldest first
 * @param races       races so far, oldest first
 * @param finished    no invocation can step any more
 * @param racesUnlisted how many (invocation, pair of instructions) found more data races than {@code races} lists
 *                    ({@link DebugSession#racesUnlisted()})
 */
public record Snapshot(int position, int traceSize, List<AgentView> agents, List<LocationView> locations,
                       List<BarrierView> barriers, List<Diagnostic> diagnostics, List<Race> races, boolean finished,
                       int racesUnlisted) {

    /** A snapshot whose every race found is listed. */
    public Snapshot(int position, int traceSize, List<AgentView> agents, List<LocationView> locations,
                    List<BarrierView> barriers, List<Diagnostic> diagnostics, List<Race> races, boolean finished) {
        this(position, traceSize, agents, locations, barriers, diagnostics, races, finished, 0);
    }

    public Snapshot {
        // the builder's chunked lists are immutable already, and share chunks with the previous snapshot's
        agents = agents instanceof ChunkedList ? agents : List.copyOf(agents);
        locations = locations instanceof ChunkedList ? locations : List.copyOf(locations);
        barriers = List.copyOf(barriers);
        diagnostics = List.copyOf(diagnostics);
        races = List.copyOf(races);
    }

    /** The view of location {@code name} (a reference's location 0, or {@code alloc[i]}), or {@code null}. */
    public LocationView location(String name) {
        for (LocationView l : locations) {
            if (l.location().toString().equals(name)) {
                return l;
            }
        }
        return null;
    }

    /**
     * The invocations that will never run again although their program did not finish (spinning, deadlocked,
     * faulted, stopped at a bound), by status in the enum's order, each list in id order; empty when every
     * invocation ran to its end or can still run. What "finished" hides when a run ends this way.
     */
    public Map<AgentStatus, List<String>> stopped() {
        Map<AgentStatus, List<String>> out = new EnumMap<>(AgentStatus.class);
        for (AgentView a : agents) {
            if (a.status().isTerminal() && a.status() != AgentStatus.DONE) {
                out.computeIfAbsent(a.status(), s -> new java.util.ArrayList<>()).add(a.name());
            }
        }
        out.replaceAll((s, names) -> List.copyOf(names));
        return out;
    }
}
