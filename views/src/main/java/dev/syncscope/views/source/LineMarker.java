package dev.syncscope.views.source;

import dev.syncscope.core.api.AgentView;
import dev.syncscope.core.api.Snapshot;
import dev.syncscope.views.i18n.Messages;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The program-counter marker of one source line: how many invocations' next action is on it, the first of them by
 * name, and whether the focused invocation is one of them. Immutable.
 *
 * @param line    1-based line
 * @param focused the focused invocation's next action is on this line
 * @param count   the invocations here
 * @param agents  "name: next action" of the focused invocation, if here, then of the others in id order, at most
 *                {@link #NAMED} (16,384 invocations at one barrier made a tooltip of 16,384 lines, 229,390 px tall,
 *                1.3 s on the FX thread to show)
 */
public record LineMarker(int line, boolean focused, int count, List<String> agents) {

    /** The invocations a marker names; the others are counted. */
    public static final int NAMED = 12;

    public LineMarker {
        agents = List.copyOf(agents);
    }

    /** The gutter text: a strong arrow for the focused line, "▸k" for k other invocations. */
    public String glyph() {
        if (focused) {
            return count > 1 ? "▶" + count : "▶";
        }
        return "▸" + count;
    }

    /** The tooltip: one invocation per line, and how many more there are past {@link #NAMED}. */
    public String tooltip(Messages text) {
        String named = String.join("\n", agents);
        return count > agents.size() ? named + "\n" + text.get("source.pcMore", count - agents.size()) : named;
    }

    /** The markers of a snapshot by line; invocations without a known position (finished) have none. */
    public static Map<Integer, LineMarker> of(Snapshot snapshot, int focusedInvocation) {
        if (snapshot == null) {
            return Map.of();
        }
        Map<Integer, List<String>> names = new TreeMap<>();
        Map<Integer, int[]> counts = new TreeMap<>();
        int focusLine = 0;
        for (AgentView a : snapshot.agents()) {
            if (a.pc() == null || a.pc().line() <= 0) {
                continue;
            }
            int line = a.pc().line();
            counts.computeIfAbsent(line, k -> new int[1])[0]++;
            List<String> here = names.computeIfAbsent(line, k -> new ArrayList<>());
            if (a.id() == focusedInvocation) {
                // the focused invocation is named first, whatever its id
                focusLine = line;
                here.add(0, named(a));
                if (here.size() > NAMED) {
                    here.remove(NAMED);
                }
            } else if (here.size() < NAMED) {
                here.add(named(a));
            }
        }
        Map<Integer, LineMarker> markers = new TreeMap<>();
        for (Map.Entry<Integer, int[]> c : counts.entrySet()) {
            int line = c.getKey();
            markers.put(line, new LineMarker(line, line == focusLine, c.getValue()[0], names.get(line)));
        }
        return markers;
    }

    private static String named(AgentView a) {
        return a.next().isEmpty() ? a.name() : a.name() + ": " + a.next();
    }
}
