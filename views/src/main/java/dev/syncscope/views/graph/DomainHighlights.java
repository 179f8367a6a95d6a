package dev.syncscope.views.graph;

import dev.syncscope.core.api.WriteView;
import dev.syncscope.core.exec.AgentReference;
import dev.syncscope.core.memory.DomainInstance;

import java.util.LinkedHashSet;
import java.util.Set;

/**
 * Adapts the engine's view of a write ({@link WriteView#availableIn()}, {@link WriteView#visibleTo()})
 * to the node ids of {@link DomainGraphModel}: a domain instance {@code (WORKGROUP, 3)} is node
 * {@code wg:3}, the shader, device and host domains are {@code shader}, {@code device}, {@code host},
 * and an (agent, reference) pair is its leaf. A pure function. Immutable.
 */
public final class DomainHighlights {

    private DomainHighlights() {
    }

    /** The highlight of {@code write}; {@link DomainHighlight#NONE} for {@code null}. */
    public static DomainHighlight of(WriteView write) {
        if (write == null) {
            return DomainHighlight.NONE;
        }
        Set<String> available = new LinkedHashSet<>();
        for (DomainInstance d : write.availableIn()) {
            available.add(nodeId(d));
        }
        Set<String> visible = new LinkedHashSet<>();
        for (AgentReference p : write.visibleTo()) {
            visible.add(DomainGraphModel.leafId(p.agent(), p.reference()));
        }
        String writer = write.writer() >= 0 && write.reference() != null
                ? DomainGraphModel.leafId(write.writer(), write.reference()) : "";
        return new DomainHighlight(writer, available, visible);
    }

    /** The domain graph node of a domain instance. */
    public static String nodeId(DomainInstance d) {
        return switch (d.kind()) {
            case SUBGROUP -> "sg:" + d.id();
            case WORKGROUP -> "wg:" + d.id();
            case QUEUE_FAMILY -> "qf:" + d.id();
            case SHADER -> "shader";
            case DEVICE -> "device";
            case HOST -> "host";
        };
    }
}
