package dev.syncscope.core.api;

import dev.syncscope.core.exec.AgentReference;
import dev.syncscope.core.memory.DomainInstance;
import dev.syncscope.core.model.SourceSpan;

import java.util.List;

/**
 * One write to one location: where it is available and to whom it is visible now. Immutable.
 *
 * @param id          write id (negative: the initial value)
 * @param writer      writing invocation (-1: host)
 * @param writerName  its name
 * @param reference   reference written through ({@code null} for the initial value)
 * @param value       value
 * @param atomic      atomic write
 * @param nonPrivate  non-private write
 * @param retired     a write that happens-after it overwrote it
 * @param availableIn domain instances where it is available, innermost first (none once retired: VK MM:
 *                    Availability and Visibility, "future AV/DOM/VIS ops cannot revive W's write")
 * @param visibleTo   (agent, reference) pairs it is visible to (empty when not computed for large launches)
 * @param source      where the write is
 */
public record WriteView(int id, int writer, String writerName, String reference, long value, boolean atomic,
                        boolean nonPrivate, boolean retired, List<DomainInstance> availableIn,
                        List<AgentReference> visibleTo, SourceSpan source) {
    public WriteView {
        availableIn = List.copyOf(availableIn);
        visibleTo = List.copyOf(visibleTo);
    }
}
