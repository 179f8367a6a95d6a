package dev.syncscope.views.graph;

import dev.syncscope.core.memory.DomainKind;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Launch;
import dev.syncscope.views.i18n.EngineText;
import dev.syncscope.views.i18n.Messages;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The style classes and summary labels of {@link DomainGraphModel}'s nodes under one highlight:
 * which domains the write is available in, which leaves it is visible to, who wrote it. Immutable.
 */
final class DomainSummary {
    final DomainHighlight highlight;
    final Messages text;
    final Set<Integer> visibleAgents = new HashSet<>();
    final Agent writer;
    /** The launch's agents, by id. */
    private final List<Agent> agents;
    /** (queue family, workgroup) → how many of its invocations the shown write is visible to. */
    private final java.util.Map<Long, Integer> visibleByWorkgroup = new java.util.HashMap<>();
    final boolean writeShown;

    DomainSummary(Launch launch, DomainHighlight shown, Messages text) {
        this.highlight = DomainHighlights.reachable(shown, launch);
        this.text = text;
        this.agents = launch.agents();
        for (String leaf : highlight.visible()) {
            visibleAgents.add(DomainGraphModel.agentOf(leaf));
        }
        // counted per workgroup once: a summary of other workgroups adds its workgroups' counts, not a pass over every
        // invocation the write is visible to (a device-scope write in a 1,048,576-invocation launch)
        for (int id : visibleAgents) {
            if (id >= 0 && id < agents.size() && !agents.get(id).host()) {
                Agent a = agents.get(id);
                visibleByWorkgroup.merge(((long) a.queueFamily() << 32) | (a.workgroup() & 0xffffffffL), 1,
                        Integer::sum);
            }
        }
        int w = DomainGraphModel.agentOf(highlight.writerLeaf());
        writer = w >= 0 && w < launch.agents().size() ? launch.agents().get(w) : null;
        writeShown = writer != null || !highlight.visible().isEmpty() || !highlight.available().isEmpty();
    }

    /** How many of {@code members} the shown write is visible to. */
    int visibleIn(Members members) {
        return members.visible(this);
    }

    /** How many invocations of queue family {@code qf}'s workgroup {@code wg} the shown write is visible to. */
    int visibleInWorkgroup(int qf, int wg) {
        return visibleByWorkgroup.getOrDefault(((long) qf << 32) | (wg & 0xffffffffL), 0);
    }

    /** Whether the shown write is visible to agent {@code id}. */
    boolean visibleTo(int id) {
        return visibleAgents.contains(id);
    }

    /**
     * "wg 1–3 · visible to 12 of 768 · P37 wrote", "sg 1–7 · available in 3 of 7 · visible to 0 of
     * 224" when the write is available in only some of {@code domains}, or "wg 2 · 256 invocations"
     * with no write shown.
     */
    String label(String name, List<String> domains, Members members) {
        long in = domains.stream().filter(highlight.available()::contains).count();
        String named = in > 0 && in < domains.size() ? text.get("domain.availableIn", name, in, domains.size()) : name;
        String label = writeShown ? text.get("domain.groupSeen", named, visibleIn(members), members.size())
                : text.get("domain.group", named, members.size());
        return members.has(writer) ? text.get("domain.wrote", label, writer.name()) : label;
    }

    /** The name of the instance {@code id} of {@code kind} ({@code wg 2}), or of instances ({@code wg 1–3}). */
    String domain(DomainKind kind, Object id) {
        return EngineText.domainLabel(kind, String.valueOf(id), text);
    }

    String domainClass(String id) {
        return highlight.available().contains(id) ? "available" : "domain";
    }

    /**
     * Summarised subgroups or workgroups: {@code group}, {@code groupSome} when the write is
     * available in some of {@code domains}, {@code groupAvailable} in all, and {@code Seen} added
     * when it is visible to one of their invocations.
     */
    String groupClass(List<String> domains, Members members) {
        long in = domains.stream().filter(highlight.available()::contains).count();
        String base = in == 0 ? "group" : in < domains.size() ? "groupSome" : "groupAvailable";
        return visibleIn(members) > 0 ? base + "Seen" : base;
    }

    String leafClass(String id) {
        if (id.equals(highlight.writerLeaf())) {
            return "writer";
        }
        return highlight.visible().contains(id) ? "visible" : "leaf";
    }
}
