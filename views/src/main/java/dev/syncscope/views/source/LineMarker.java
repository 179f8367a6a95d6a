package dev.syncscope.views.source;

import dev.syncscope.core.api.AgentView;
import dev.syncscope.core.api.Snapshot;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The program-counter marker of one source line: the invocations whose next action is on it, and
 * whether the focused invocation is one of them. Immutable.
 *
 * @param line    1-based line
 * @param focused the focused invocation's next action is on this line
 * @param agents  "name: next action" of each invocation here, in id order
 */
public record LineMarker(int line, boolean focused, List<String> agents) {
    public LineMarker {
        agents = List.copyOf(agents);
    }

    /** The gutter text: a strong arrow for the focused line, "▸k" for k other invocations. */
    public String glyph() {
        if (focused) {
            return agents.size() > 1 ? "▶" + agents.size() : "▶";
        }
        return "▸" + agents.size();
    }

    /** The tooltip: one invocation per line. */
    public String tooltip() {
        return String.join("\n", agents);
    }

    /** The markers of a snapshot by line; invocations without a known position (finished) have none. */
    public static Map<Integer, LineMarker> of(Snapshot snapshot, int focusedInvocation) {
        Map<Integer, List<String>> names = new TreeMap<>();
        Map<Integer, Boolean> focus = new TreeMap<>();
        if (snapshot == null) {
            return Map.of();
        }
        for (AgentView a : snapshot.agents()) {
            if (a.pc() == null || a.pc().line() <= 0) {
                continue;
            }
            int line = a.pc().line();
            names.computeIfAbsent(line, k -> new ArrayList<>())
                    .add(a.next().isEmpty() ? a.name() : a.name() + ": " + a.next());
            if (a.id() == focusedInvocation) {
                focus.put(line, true);
            }
        }
        Map<Integer, LineMarker> markers = new TreeMap<>();
        names.forEach((line, list) -> markers.put(line, new LineMarker(line, focus.getOrDefault(line, false), list)));
        return markers;
    }
}
