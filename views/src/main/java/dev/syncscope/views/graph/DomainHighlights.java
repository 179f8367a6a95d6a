package dev.syncscope.views.graph;

import dev.syncscope.core.api.WriteView;
import dev.syncscope.core.exec.AgentReference;
import dev.syncscope.core.memory.DomainInstance;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Launch;
import dev.syncscope.core.model.Reference;

import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/**
 * Adapts the engine's view of a write ({@link WriteView#availableIn()}, {@link WriteView#visibleTo()})
 * to the node ids of {@link DomainGraphModel}: a domain instance {@code (WORKGROUP, 3)} is node
 * {@code wg:3}, the shader, device and host domains are {@code shader}, {@code device}, {@code host},
 * and an (agent, reference) pair is its leaf. A pure function. Immutable.
 *
 * <p>The engine reports visibility for every (agent, reference) pair of the location, also to
 * agents that cannot use the reference (another workgroup's shared array); {@link #of(WriteView, Launch)}
 * keeps only the pairs that exist (VK MM: Workgroup storage is shared by one workgroup instance).
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

    /** The highlight of {@code write} with only the visible leaves that exist in {@code launch}. */
    public static DomainHighlight of(WriteView write, Launch launch) {
        return reachable(of(write), launch);
    }

    /**
     * {@code h} without the visible leaves whose agent cannot reach their reference (see
     * {@link Reference#reachableBy}) or that name no agent or reference of {@code launch}.
     */
    public static DomainHighlight reachable(DomainHighlight h, Launch launch) {
        if (h.visible().isEmpty()) {
            return h;
        }
        Map<String, Reference> byName = new HashMap<>();
        launch.references().forEach(r -> byName.put(r.name(), r));
        Set<String> kept = new LinkedHashSet<>();
        for (String leaf : h.visible()) {
            if (exists(leaf, launch, byName)) {
                kept.add(leaf);
            }
        }
        return kept.size() == h.visible().size() ? h : new DomainHighlight(h.writerLeaf(), h.available(), kept);
    }

    private static boolean exists(String leaf, Launch launch, Map<String, Reference> byName) {
        int agent = DomainGraphModel.agentOf(leaf);
        Reference r = byName.get(DomainGraphModel.referenceOf(leaf));
        if (agent < 0 || agent >= launch.agents().size() || r == null) {
            return false;
        }
        Agent a = launch.agents().get(agent);
        return r.reachableBy(a);
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
