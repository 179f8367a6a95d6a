package dev.syncscope.views.graph;

import dev.syncscope.core.memory.DomainKind;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Launch;
import dev.syncscope.views.i18n.EngineText;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.i18n.SubgroupNames;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Turns a launch into the scope hierarchy graph: device → queue families → workgroups →
 * subgroups → invocations (VK MM: scope instances, nested). Host threads ({@link Agent#host()}) are
 * members of no scope instance (VK MM: Agent, "each host thread"): each is a lone diamond
 * ({@code hostThread}, "P0 · host") with no edge, above the invocations' column. A pure function;
 * positions form a left-to-right tree with leaves spread evenly, so the same launch always draws the
 * same way. Immutable.
 */
public final class ScopeGraphModel {

    /** Vertical distance between hierarchy levels, in graph units. */
    static final double LEVEL_GAP = 1.0;

    /** Graph units between two invocations (top to bottom). */
    static final double LEAF_SPACING = 0.8;

    /** Extra rows between the host threads and the first invocation. */
    static final double HOST_GAP = 1.0;

    /**
     * Most leaves drawn: a launch of more invocations draws its subgroups as leaves, of more subgroups its workgroups,
     * of more workgroups the first ones and the rest as one node. A node per invocation took GraphStream minutes on
     * the FX thread at 70,000 invocations (the window hung).
     */
    static final int LEAF_LIMIT = 256;

    /**
     * Most invocations drawn one node each; a launch of more draws each subgroup as a leaf naming its invocations
     * ("sg 0 · T8–T11" under wg 1), as RenderDoc and Nsight collapse a level. The graph shows which scope instance holds which
     * (the dispatch grid above it shows every invocation in its subgroup's row), and 16 invocations in one column of a
     * 1280×800 window's pane put their circles and labels on top of each other (audit 52 F7); a column of 8 rows keeps
     * its labels legible down to presentation mode at 1024×768. The same launch draws the same way at any window size.
     */
    static final int INVOCATION_LEAVES = 8;

    /** Graph units between two nesting levels (left to right). */
    static final double DEPTH_SPACING = 2.0;

    /**
     * Most leaves drawn in one left-to-right column; a launch of more is drawn top-down with each parent's leaves in
     * columns under it ({@link ScopeColumns}): 32 subgroups in one column fitted into a pane a few hundred pixels
     * high put their labels on top of each other, and 16 in a 1280×800 window's pane (audit 52 F7).
     */
    static final int COLUMNS_AFTER = 8;

    private static final Messages ENGLISH = Messages.forLocale(Locale.ENGLISH);

    private ScopeGraphModel() {
    }

    /** {@link #describe(Launch, Messages)} with English labels. */
    public static GraphDescription describe(Launch launch) {
        return describe(launch, ENGLISH);
    }

    /**
     * The scope graph of {@code launch}; {@code text} words the labels that are not names: the invocation counts of
     * subgroup and workgroup leaves ("sg 3 · 32 invocations"), the node of the workgroups left out and the host
     * threads' "· host".
     */
    public static GraphDescription describe(Launch launch, Messages text) {
        // the launch's numbering, worked out once per launch and shared with the domain graph (which groups it anyway)
        SubgroupNames names = LaunchGroups.of(launch).subgroups;
        Map<String, List<Agent>> bySubgroup = new LinkedHashMap<>();
        Map<String, String> subgroupParent = new LinkedHashMap<>();
        Map<String, String> workgroupParent = new LinkedHashMap<>();
        List<Agent> hosts = new ArrayList<>();
        for (Agent agent : launch.agents()) {
            if (agent.host()) {
                hosts.add(agent);
                continue;
            }
            String sg = subgroupId(agent);
            bySubgroup.computeIfAbsent(sg, k -> new ArrayList<>()).add(agent);
            subgroupParent.putIfAbsent(sg, workgroupId(agent));
            workgroupParent.putIfAbsent(workgroupId(agent), queueFamilyId(agent));
        }
        List<GraphDescription.Node> nodes = new ArrayList<>();
        List<GraphDescription.Edge> edges = new ArrayList<>();
        Map<String, double[]> span = new LinkedHashMap<>();
        int invocations = launch.agents().size() - hosts.size();
        Map<String, String> queueFamilyChildren;
        if (invocations <= INVOCATION_LEAVES) {
            double leafX = 0;
            for (Map.Entry<String, List<Agent>> sg : bySubgroup.entrySet()) {
                double first = leafX;
                for (Agent agent : sg.getValue()) {
                    String id = "inv:" + agent.id();
                    nodes.add(new GraphDescription.Node(id, agent.name(), "invocation", leafX, -4 * LEVEL_GAP));
                    edges.add(new GraphDescription.Edge(sg.getKey() + ">" + id, sg.getKey(), id, "contains"));
                    leafX += 1;
                }
                span.put(sg.getKey(), new double[] {first, leafX - 1});
                nodes.add(new GraphDescription.Node(sg.getKey(), label(sg.getKey(), names, text), "subgroup",
                        (first + leafX - 1) / 2, -3 * LEVEL_GAP));
            }
            addParents(subgroupParent, span, nodes, edges, "workgroup", -2 * LEVEL_GAP, names, text);
            queueFamilyChildren = workgroupParent;
        } else if (bySubgroup.size() <= LEAF_LIMIT) {
            // too many invocations to draw one by one: the subgroups are the leaves, each naming its invocations
            // ("sg 0 · T8–T11" under wg 1), or in a launch of more than LEAF_LIMIT saying how many it has
            double leafX = 0;
            for (Map.Entry<String, List<Agent>> sg : bySubgroup.entrySet()) {
                span.put(sg.getKey(), new double[] {leafX, leafX});
                List<Agent> members = sg.getValue();
                String name = label(sg.getKey(), names, text);
                String leaf = invocations > LEAF_LIMIT ? text.get("graph.scope.leaf", name, members.size())
                        : members.size() == 1 ? text.get("graph.scope.member", name, members.get(0).name())
                        : text.get("graph.scope.members", name, members.get(0).name(),
                        members.get(members.size() - 1).name());
                // compact, its name alone ("sg 0"), where the pane cannot draw it in full at its least size
                nodes.add(new GraphDescription.Node(sg.getKey(), leaf, "subgroup", leafX, -3 * LEVEL_GAP, name));
                leafX += 1;
            }
            addParents(subgroupParent, span, nodes, edges, "workgroup", -2 * LEVEL_GAP, names, text);
            queueFamilyChildren = workgroupParent;
        } else {
            queueFamilyChildren = workgroupLeaves(launch.agents().stream().filter(a -> !a.host()).toList(), span, nodes,
                    text);
        }
        addParents(queueFamilyChildren, span, nodes, edges, "queuefamily", -LEVEL_GAP, names, text);
        Map<String, String> queueFamilyParent = new LinkedHashMap<>();
        for (String qf : new LinkedHashMap<>(queueFamilyChildren).values()) {
            queueFamilyParent.put(qf, "device");
        }
        addParents(queueFamilyParent, span, nodes, edges, "device", 0, names, text);
        double[] all = span.getOrDefault("device", new double[] {0, 0});
        nodes.add(new GraphDescription.Node("device", EngineText.domain(DomainKind.DEVICE, "", text), "device",
                (all[0] + all[1]) / 2, 0));
        for (int i = 0; i < hosts.size(); i++) {
            Agent host = hosts.get(i);
            nodes.add(new GraphDescription.Node("inv:" + host.id(), text.get("graph.hostThread", host.name()), "hostThread",
                    i - hosts.size() - HOST_GAP, -4 * LEVEL_GAP));
        }
        long leaves = nodes.stream().filter(n -> !n.styleClass().equals("hostThread"))
                .filter(n -> edges.stream().noneMatch(e -> e.from().equals(n.id()))).count();
        return new GraphDescription(leaves > COLUMNS_AFTER ? ScopeColumns.layout(nodes, edges) : leftToRight(nodes, edges),
                edges);
    }

    /**
     * The workgroups as leaves, for a launch of more subgroups than {@link #LEAF_LIMIT}: the first {@code LEAF_LIMIT}
     * each with its count of invocations, the rest of each queue family as one node ("… 69,744 more workgroups ·
     * 69,744 invocations"). Returns each leaf's queue family.
     */
    private static Map<String, String> workgroupLeaves(List<Agent> agents, Map<String, double[]> span,
                                                       List<GraphDescription.Node> nodes, Messages text) {
        Map<String, Integer> size = new LinkedHashMap<>();
        Map<String, String> parent = new LinkedHashMap<>();
        for (Agent a : agents) {
            size.merge(workgroupId(a), 1, Integer::sum);
            parent.putIfAbsent(workgroupId(a), queueFamilyId(a));
        }
        Map<String, String> leaves = new LinkedHashMap<>();
        Map<String, int[]> more = new LinkedHashMap<>();
        double leafX = 0;
        for (Map.Entry<String, Integer> wg : size.entrySet()) {
            String qf = parent.get(wg.getKey());
            if (leaves.size() < LEAF_LIMIT) {
                span.put(wg.getKey(), new double[] {leafX, leafX});
                nodes.add(new GraphDescription.Node(wg.getKey(), text.get("graph.scope.leaf",
                        label(wg.getKey(), null, text), wg.getValue()), "workgroup", leafX, -2 * LEVEL_GAP));
                leaves.put(wg.getKey(), qf);
                leafX += 1;
            } else {
                int[] m = more.computeIfAbsent(qf, k -> new int[2]);
                m[0]++;
                m[1] += wg.getValue();
            }
        }
        for (Map.Entry<String, int[]> m : more.entrySet()) {
            String id = "more:" + m.getKey();
            span.put(id, new double[] {leafX, leafX});
            nodes.add(new GraphDescription.Node(id, text.get("graph.scope.moreWorkgroups",
                    m.getValue()[0], m.getValue()[1]), "workgroup", leafX, -2 * LEVEL_GAP));
            leaves.put(id, m.getKey());
            leafX += 1;
        }
        return leaves;
    }

    /** Adds a node for each distinct parent (but the device), centred over its children, and the child edges. */
    private static void addParents(Map<String, String> childToParent, Map<String, double[]> span,
                                   List<GraphDescription.Node> nodes, List<GraphDescription.Edge> edges,
                                   String styleClass, double y, SubgroupNames names, Messages text) {
        Map<String, double[]> parentSpan = new LinkedHashMap<>();
        for (Map.Entry<String, String> e : childToParent.entrySet()) {
            double[] child = span.get(e.getKey());
            parentSpan.merge(e.getValue(), child.clone(),
                    (a, b) -> new double[] {Math.min(a[0], b[0]), Math.max(a[1], b[1])});
            edges.add(new GraphDescription.Edge(e.getValue() + ">" + e.getKey(), e.getValue(), e.getKey(), "contains"));
        }
        for (Map.Entry<String, double[]> p : parentSpan.entrySet()) {
            if (!p.getKey().equals("device")) {
                double[] s = p.getValue();
                nodes.add(new GraphDescription.Node(p.getKey(), label(p.getKey(), names, text), styleClass, (s[0] + s[1]) / 2, y));
            }
        }
        span.putAll(parentSpan);
    }

    /**
     * A scope instance's node label in the window's language: {@code sg 0} (a subgroup by its index in its workgroup,
     * the node above it, the program's gl_SubgroupID: {@link SubgroupNames#inWorkgroup}), {@code wg 0}, {@code qf 0}
     * (SG, WG, QF …).
     */
    private static String label(String id, SubgroupNames names, Messages text) {
        String[] parts = id.split(":");
        if (parts[0].equals("sg") && names != null) {
            return names.inWorkgroup(Integer.parseInt(parts[1]), text);
        }
        DomainKind kind = switch (parts[0]) {
            case "sg" -> DomainKind.SUBGROUP;
            case "wg" -> DomainKind.WORKGROUP;
            case "qf" -> DomainKind.QUEUE_FAMILY;
            default -> null;
        };
        return kind == null ? parts[0] + " " + parts[1] : EngineText.domainLabel(kind, parts[1], text);
    }

    /**
     * Turns the top-down tree sideways (depth along x): wide, short panes show it without overlap. A subgroup or
     * workgroup leaf has its label on its right, as an invocation's, clear of the leaf below.
     */
    private static List<GraphDescription.Node> leftToRight(List<GraphDescription.Node> nodes,
                                                           List<GraphDescription.Edge> edges) {
        java.util.Set<String> parents = new java.util.HashSet<>();
        edges.forEach(e -> parents.add(e.from()));
        List<GraphDescription.Node> out = new ArrayList<>();
        for (GraphDescription.Node n : nodes) {
            boolean groupLeaf = !parents.contains(n.id())
                    && (n.styleClass().equals("subgroup") || n.styleClass().equals("workgroup"));
            out.add(new GraphDescription.Node(n.id(), n.label(), groupLeaf ? n.styleClass() + ","
                    + ScopeColumns.LABEL_RIGHT : n.styleClass(), -n.y() * DEPTH_SPACING, -n.x() * LEAF_SPACING,
                    n.shortLabel()));
        }
        return out;
    }

    static String subgroupId(Agent a) {
        return "sg:" + a.subgroup();
    }

    static String workgroupId(Agent a) {
        return "wg:" + a.workgroup();
    }

    static String queueFamilyId(Agent a) {
        return "qf:" + a.queueFamily();
    }
}
