package dev.syncscope.views.graph;

import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Launch;
import dev.syncscope.core.model.Reference;
import dev.syncscope.views.i18n.Messages;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Turns a launch and a selected write into the memory-domain graph: host → device → shader →
 * queue families → workgroups → subgroups → (agent, reference) leaves (VK MM: memory domains, the
 * dual of scopes, nested in that order). Domains where the write is available get the style class
 * {@code available}, leaves it is visible to {@code visible}, the writer's leaf {@code writer}
 * (one class per node: GraphStream lets the first of several classes decide the fill).
 *
 * <p>A small launch draws every leaf. A large one draws the leaves of the focused invocation's
 * subgroup only (of the focused invocation alone when that subgroup has too many, with one
 * {@code rest} node for the others) and shows every other subgroup and workgroup as one node that
 * summarises its invocations: "visible to 12 of 32", who wrote. Summaries have the classes
 * {@code group} or {@code groupAvailable} (the write is available in that domain), with
 * {@code Seen} added when the write is visible to one of its invocations ({@code rest},
 * {@code restSeen} likewise). {@link #standIn} names the node that shows a hidden leaf.
 * A pure function with a fixed tree layout, so highlighting never moves a node. Immutable.
 */
public final class DomainGraphModel {

    /** Graph units between two nesting levels (left to right) and between two rows (top to bottom). */
    static final double DEPTH_SPACING = 2.0;
    static final double LEAF_SPACING = 0.7;

    /** Launches with more (agent, reference) leaves than this are summarised around the focused invocation. */
    public static final int MAX_LEAVES = 32;

    /** A focused subgroup with more leaves than this shows the focused invocation's leaves only. */
    public static final int MAX_SUBGROUP_LEAVES = 16;

    private static final Messages ENGLISH = Messages.forLocale(Locale.ENGLISH);

    private DomainGraphModel() {
    }

    /** {@link #describe(Launch, DomainHighlight, int, Messages)} with English summary labels. */
    public static GraphDescription describe(Launch launch, DomainHighlight highlight, int focus) {
        return describe(launch, highlight, focus, ENGLISH);
    }

    /**
     * @param focus the invocation whose subgroup's leaves are drawn when the launch is too large to
     *              draw them all
     * @param text  the words of the summary labels
     */
    public static GraphDescription describe(Launch launch, DomainHighlight highlight, int focus, Messages text) {
        Plan plan = new Plan(launch, focus);
        Summary summary = new Summary(launch, highlight, text);
        Tree tree = new Tree();
        List<String> queueFamilies = new ArrayList<>();
        plan.groups.forEach((qf, workgroups) -> {
            String qfId = "qf:" + qf;
            List<String> wgIds = new ArrayList<>();
            workgroups.forEach((wg, subgroups) -> {
                String wgId = "wg:" + wg;
                wgIds.add(wgId);
                if (!plan.all && wg != plan.focus.workgroup()) {
                    tree.row(wgId, summary.label("wg " + wg, agentsOf(subgroups)),
                            summary.groupClass(wgId, agentsOf(subgroups)), 4);
                    return;
                }
                List<String> sgIds = new ArrayList<>();
                subgroups.forEach((sg, agents) -> {
                    String sgId = "sg:" + sg;
                    sgIds.add(sgId);
                    if (!plan.all && sg != plan.focus.subgroup()) {
                        tree.row(sgId, summary.label("sg " + sg, agents), summary.groupClass(sgId, agents), 5);
                    } else {
                        tree.parent(sgId, "sg " + sg, summary.domainClass(sgId), 5,
                                leaves(plan, sgId, agents, launch, summary, tree));
                    }
                });
                tree.parent(wgId, "wg " + wg, summary.domainClass(wgId), 4, sgIds);
            });
            tree.parent(qfId, "qf " + qf, summary.domainClass(qfId), 3, wgIds);
            queueFamilies.add(qfId);
        });
        tree.parent("shader", "shader", summary.domainClass("shader"), 2, queueFamilies);
        tree.parent("device", "device", summary.domainClass("device"), 1, List.of("shader"));
        tree.parent("host", "host", summary.domainClass("host"), 0, List.of("device"));
        return new GraphDescription(tree.nodes, tree.edges);
    }

    /** The rows under an expanded subgroup: its leaves, or the focused invocation's and a rest node. */
    private static List<String> leaves(Plan plan, String sgId, List<Agent> agents, Launch launch, Summary summary,
                                       Tree tree) {
        List<String> ids = new ArrayList<>();
        List<Agent> rest = new ArrayList<>();
        for (Agent agent : agents) {
            if (!plan.whole(agents) && agent.id() != plan.focus.id()) {
                rest.add(agent);
                continue;
            }
            for (Reference ref : launch.references()) {
                String leaf = leafId(agent.id(), ref.name());
                tree.row(leaf, agent.name() + "·" + ref.name(), summary.leafClass(leaf), 6);
                ids.add(leaf);
            }
        }
        if (!rest.isEmpty()) {
            String id = restId(sgId);
            tree.row(id, summary.label(summary.text.get("domain.rest", rest.size()), rest),
                    summary.visibleIn(rest) > 0 ? "restSeen" : "rest", 6);
            ids.add(id);
        }
        return ids;
    }

    /** The leaf id of (agent, reference). */
    public static String leafId(int agent, String reference) {
        return "ref:" + agent + ":" + reference;
    }

    /** The node that stands for the other invocations of an expanded subgroup. */
    static String restId(String subgroupNode) {
        return "rest:" + subgroupNode;
    }

    /**
     * The node of {@link #describe} that shows {@code node} for this launch and focus: a drawn leaf
     * itself, a hidden leaf its subgroup's rest node or the summary of its subgroup or workgroup; any
     * other id (a domain, or the empty id) is returned unchanged.
     */
    public static String standIn(Launch launch, int focus, String node) {
        int agentId = agentOf(node);
        if (agentId < 0 || agentId >= launch.agents().size()) {
            return node;
        }
        Plan plan = new Plan(launch, focus);
        Agent agent = launch.agents().get(agentId);
        if (plan.all) {
            return node;
        }
        if (agent.workgroup() != plan.focus.workgroup()) {
            return "wg:" + agent.workgroup();
        }
        if (agent.subgroup() != plan.focus.subgroup()) {
            return "sg:" + agent.subgroup();
        }
        List<Agent> subgroup = plan.groups.get(agent.queueFamily()).get(agent.workgroup()).get(agent.subgroup());
        return plan.whole(subgroup) || agent.id() == plan.focus.id() ? node : restId("sg:" + agent.subgroup());
    }

    /** The agent of a leaf id ({@code ref:3:x}), or -1 for any other node id. */
    static int agentOf(String node) {
        if (!node.startsWith("ref:")) {
            return -1;
        }
        int end = node.indexOf(':', 4);
        try {
            return Integer.parseInt(node.substring(4, end < 0 ? node.length() : end));
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    private static List<Agent> agentsOf(Map<Integer, List<Agent>> subgroups) {
        List<Agent> out = new ArrayList<>();
        subgroups.values().forEach(out::addAll);
        return out;
    }

    /** What is drawn for a launch and a focused invocation. */
    private static final class Plan {
        final boolean all;
        final Agent focus;
        final int leavesPerAgent;
        /** queue family → workgroup → subgroup → agents, in launch order. */
        final Map<Integer, Map<Integer, Map<Integer, List<Agent>>>> groups = new LinkedHashMap<>();

        Plan(Launch launch, int focusId) {
            leavesPerAgent = launch.references().size();
            all = launch.agents().size() * (long) leavesPerAgent <= MAX_LEAVES;
            focus = launch.agents().isEmpty() ? null
                    : launch.agents().get(Math.max(0, Math.min(focusId, launch.agents().size() - 1)));
            for (Agent a : launch.agents()) {
                groups.computeIfAbsent(a.queueFamily(), k -> new LinkedHashMap<>())
                        .computeIfAbsent(a.workgroup(), k -> new LinkedHashMap<>())
                        .computeIfAbsent(a.subgroup(), k -> new ArrayList<>()).add(a);
            }
        }

        /** Whether every leaf of the (expanded) subgroup {@code agents} is drawn. */
        boolean whole(List<Agent> agents) {
            return all || agents.size() * (long) leavesPerAgent <= MAX_SUBGROUP_LEAVES;
        }
    }

    /** Style classes and summary labels under one highlight. */
    private static final class Summary {
        final DomainHighlight highlight;
        final Messages text;
        final Set<Integer> visibleAgents = new HashSet<>();
        final Agent writer;
        final boolean writeShown;

        Summary(Launch launch, DomainHighlight highlight, Messages text) {
            this.highlight = highlight;
            this.text = text;
            for (String leaf : highlight.visible()) {
                visibleAgents.add(agentOf(leaf));
            }
            int w = agentOf(highlight.writerLeaf());
            writer = w >= 0 && w < launch.agents().size() ? launch.agents().get(w) : null;
            writeShown = writer != null || !highlight.visible().isEmpty() || !highlight.available().isEmpty();
        }

        int visibleIn(List<Agent> agents) {
            int n = 0;
            for (Agent a : agents) {
                if (visibleAgents.contains(a.id())) {
                    n++;
                }
            }
            return n;
        }

        /** "wg 2 · visible to 12 of 256 · P37 wrote", or "wg 2 · 256 invocations" with no write shown. */
        String label(String name, List<Agent> agents) {
            String label = writeShown ? text.get("domain.groupSeen", name, visibleIn(agents), agents.size())
                    : text.get("domain.group", name, agents.size());
            return writer != null && agents.contains(writer) ? text.get("domain.wrote", label, writer.name()) : label;
        }

        String domainClass(String id) {
            return highlight.available().contains(id) ? "available" : "domain";
        }

        /**
         * A summarised subgroup or workgroup: {@code group}, {@code groupAvailable} when the write is
         * available in it, and {@code Seen} added when it is visible to one of its invocations.
         */
        String groupClass(String id, List<Agent> agents) {
            String base = highlight.available().contains(id) ? "groupAvailable" : "group";
            return visibleIn(agents) > 0 ? base + "Seen" : base;
        }

        String leafClass(String id) {
            if (id.equals(highlight.writerLeaf())) {
                return "writer";
            }
            return highlight.visible().contains(id) ? "visible" : "leaf";
        }
    }

    /** Collects nodes and edges in a stable order; each row node gets the next row, parents centre on children. */
    private static final class Tree {
        final List<GraphDescription.Node> nodes = new ArrayList<>();
        final List<GraphDescription.Edge> edges = new ArrayList<>();
        final Map<String, Double> rowOf = new LinkedHashMap<>();
        int rows;

        void row(String id, String label, String styleClass, int depth) {
            add(id, label, styleClass, depth, rows++);
        }

        void parent(String id, String label, String styleClass, int depth, List<String> children) {
            double first = children.isEmpty() ? rows : rowOf.get(children.get(0));
            double last = children.isEmpty() ? rows : rowOf.get(children.get(children.size() - 1));
            if (children.isEmpty()) {
                rows++;
            }
            add(id, label, styleClass, depth, (first + last) / 2);
            for (String child : children) {
                edges.add(new GraphDescription.Edge(id + ">" + child, id, child, "domain-edge"));
            }
        }

        /** Depth along x (left to right), rows along y (top to bottom): wide, short panes show it without overlap. */
        private void add(String id, String label, String styleClass, int depth, double row) {
            rowOf.put(id, row);
            nodes.add(new GraphDescription.Node(id, label, styleClass, depth * DEPTH_SPACING, -row * LEAF_SPACING));
        }
    }
}
