package dev.syncscope.views.graph;

import dev.syncscope.core.memory.DomainKind;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Launch;
import dev.syncscope.core.model.Reference;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.i18n.SubgroupNames;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Turns a launch and a selected write into the memory-domain graph: host → device → shader →
 * queue families → workgroups → subgroups → (agent, reference) leaves (VK MM: memory domains, the
 * dual of scopes, nested in that order). Host threads ({@link Agent#host()}) are in no shader domain:
 * their leaves hang from the host domain itself, above the device, in the device's column (VK MM:
 * Availability and Visibility, "host - accessible by host agents"), so a host write's journey is
 * leaf → host (flush) → device (dom.h2d) → shader … → a device leaf (visdevice), and a device write
 * comes back up to the device, over to the host (dom.d2h) and down to a host leaf (invalidate). Host
 * leaves are always drawn (for the references drawn); the summaries below concern invocations only. Domains where the write is available get the style class
 * {@code available}, leaves it is visible to {@code visible}, the writer's leaf {@code writer}
 * (one class per node: GraphStream lets the first of several classes decide the fill).
 *
 * <p>Leaves exist only for pairs where the agent can reach the reference ({@link Reference#reachableBy}):
 * a workgroup's shared array has leaves for that workgroup's invocations only (VK MM: Workgroup
 * storage is shared by the invocations of one workgroup instance), and visibility the engine reports
 * to other pairs is not drawn ({@link DomainHighlights#reachable}). Leaf counts below count those.
 *
 * <p>A launch with at most {@link #ALL_REFERENCES_LEAVES} leaves draws every leaf. A larger one
 * draws leaves only for the references the shown write concerns (its own and those it is visible
 * through; every reference when no write is shown): leaves of other references could show nothing
 * about it. When that is still more than {@link #MAX_LEAVES} leaves, only those of the focused
 * invocation's subgroup are drawn (of the focused invocation alone when that subgroup has too
 * many, with one {@code rest} node for the others). The other subgroups of the focused workgroup are one
 * node, and so are the other workgroups of each queue family ({@code sgs:W}, {@code wgs:Q}; a
 * single sibling keeps its own id), summarising their invocations: "sg 1–7 · visible to 12 of
 * 224", in how many of them the write is available when only in some, who wrote. Summaries have
 * the classes {@code group}, {@code groupSome} (available in some of the domains) or
 * {@code groupAvailable} (in all), with {@code Seen} added when the write is visible to one of
 * their invocations ({@code rest}, {@code restSeen} likewise). {@link #standIn} and
 * {@link #shownDomain} name the node that shows a hidden leaf or domain. A pure function with a
 * fixed tree layout for a given focus and write, so highlighting never moves a node. Immutable.
 */
public final class DomainGraphModel {

    /**
     * Graph units between two nesting levels (left to right) and between two rows (top to bottom):
     * rows of a graph with few of them are spaced wider, so labels under domain nodes clear the
     * next row; a full small launch (up to {@link #MAX_LEAVES} leaves) packs them closer.
     */
    static final double DEPTH_SPACING = 1.6;
    static final double LEAF_SPACING = 0.7;
    static final double WIDE_LEAF_SPACING = 1.0;
    static final int FEW_ROWS = 12;

    /**
     * Launches with more (agent, reference) leaves drawn than this are summarised around the focused
     * invocation: more rows than this do not read in the pane's usual height (about 250 pixels). 16 rows drew the
     * leaves' circles on top of each other and half hid labels like {@code T3·r} in a 1280×800 window (audit 52 F7).
     */
    public static final int MAX_LEAVES = 8;

    /**
     * Launches with at most this many (agent, reference) leaves draw the leaves of every reference (a litmus test of
     * two threads and two variables: both threads' leaves of both); larger ones only those of the references the shown
     * write concerns (all when none is shown): leaves of other references show nothing about it, and two invocations
     * of a kernel with three buffers drew six leaves that ran together on a projector (the teacher audit; 12 until
     * session 37).
     */
    public static final int ALL_REFERENCES_LEAVES = 4;

    /** A focused subgroup with more leaves than this shows the focused invocation's leaves only. */
    public static final int MAX_SUBGROUP_LEAVES = 8;

    private static final Messages ENGLISH = Messages.forLocale(Locale.ENGLISH);

    /**
     * The class that draws a domain's label above its node (domains.gss): the device and queue families, so that the
     * labels along the row host → device → shader → queue family → workgroup alternate under and above and a long
     * one ("デバイス", "シェーダー" in presentation mode) does not run into its neighbour's.
     */
    static final String ABOVE = ",labelAbove";

    private DomainGraphModel() {
    }

    /** {@link #describe(Launch, DomainHighlight, int, Messages)} with English labels. */
    public static GraphDescription describe(Launch launch, DomainHighlight highlight, int focus) {
        return describe(launch, highlight, focus, ENGLISH);
    }

    /**
     * @param focus the invocation whose subgroup's leaves are drawn when the launch is too large to
     *              draw them all
     * @param text  the words of the domain and summary labels
     */
    public static GraphDescription describe(Launch launch, DomainHighlight highlight, int focus, Messages text) {
        Plan plan = new Plan(launch, focus, highlight);
        DomainSummary summary = new DomainSummary(launch, highlight, text);
        List<Reference> references = plan.references;
        Tree tree = new Tree();
        List<String> hostLeaves = new ArrayList<>();
        for (Agent host : plan.hosts) {
            for (Reference ref : references) {
                if (ref.reachableBy(host)) {
                    String leaf = leafId(host.id(), ref.name());
                    tree.row(leaf, host.name() + "·" + ref.name(), summary.leafClass(leaf), 1);
                    hostLeaves.add(leaf);
                }
            }
        }
        List<String> queueFamilies = new ArrayList<>();
        plan.groups.forEach((qf, workgroups) -> {
            String qfId = "qf:" + qf;
            List<String> wgIds = new ArrayList<>();
            if (!plan.all && workgroups.containsKey(plan.focus.workgroup())) {
                int wg = plan.focus.workgroup();
                wgIds.add(focusedWorkgroup(plan, wg, workgroups.get(wg), references, summary, tree));
            }
            List<Integer> others = new ArrayList<>();
            workgroups.forEach((wg, subgroups) -> {
                if (plan.all) {
                    wgIds.add(expandedWorkgroup(plan, wg, subgroups, references, summary, tree));
                } else if (wg != plan.focus.workgroup()) {
                    others.add(wg);
                }
            });
            if (!others.isEmpty()) {
                Members members = Members.ofWorkgroups(qf, others, plan.launchGroups);
                String id = others.size() == 1 ? "wg:" + others.get(0) : "wgs:" + qf;
                List<String> domains = others.stream().map(wg -> "wg:" + wg).toList();
                String name = summary.domain(DomainKind.WORKGROUP, ranges(others));
                tree.row(id, summary.label(name, domains, members), name, summary.groupClass(domains, members), 4);
                wgIds.add(id);
            }
            tree.parent(qfId, summary.domain(DomainKind.QUEUE_FAMILY, qf), summary.domainClass(qfId) + ABOVE, 3,
                    wgIds);
            queueFamilies.add(qfId);
        });
        tree.parent("shader", summary.domain(DomainKind.SHADER, 0), summary.domainClass("shader"), 2,
                queueFamilies);
        tree.parent("device", summary.domain(DomainKind.DEVICE, 0), summary.domainClass("device") + ABOVE, 1,
                List.of("shader"));
        List<String> hostChildren = new ArrayList<>(hostLeaves);
        hostChildren.add("device");
        tree.parent("host", summary.domain(DomainKind.HOST, 0), summary.domainClass("host"), 0, hostChildren);
        return new GraphDescription(tree.nodes(), tree.edges);
    }

    /** A workgroup with all its subgroups drawn out (small launches). */
    private static String expandedWorkgroup(Plan plan, int wg, Map<Integer, List<Agent>> subgroups,
                                            List<Reference> references, DomainSummary summary, Tree tree) {
        String wgId = "wg:" + wg;
        List<String> sgIds = new ArrayList<>();
        subgroups.forEach((sg, agents) -> {
            String sgId = "sg:" + sg;
            sgIds.add(sgId);
            tree.parent(sgId, subgroupLabel(plan, List.of(sg), summary), summary.domainClass(sgId), 5,
                    leaves(plan, sgId, agents, references, summary, tree));
        });
        tree.parent(wgId, summary.domain(DomainKind.WORKGROUP, wg), summary.domainClass(wgId), 4, sgIds);
        return wgId;
    }

    /** The focused workgroup: the focused subgroup drawn out, the other subgroups as one summary. */
    private static String focusedWorkgroup(Plan plan, int wg, Map<Integer, List<Agent>> subgroups,
                                           List<Reference> references, DomainSummary summary, Tree tree) {
        String wgId = "wg:" + wg;
        List<String> sgIds = new ArrayList<>();
        int sg = plan.focus.subgroup();
        String sgId = "sg:" + sg;
        tree.parent(sgId, subgroupLabel(plan, List.of(sg), summary), summary.domainClass(sgId), 5,
                leaves(plan, sgId, subgroups.get(sg), references, summary, tree));
        sgIds.add(sgId);
        List<Integer> others = subgroups.keySet().stream().filter(k -> k != sg).toList();
        if (!others.isEmpty()) {
            List<Agent> agents = new ArrayList<>();
            others.forEach(k -> agents.addAll(subgroups.get(k)));
            Members members = Members.of(agents);
            String id = others.size() == 1 ? "sg:" + others.get(0) : "sgs:" + wg;
            List<String> domains = others.stream().map(k -> "sg:" + k).toList();
            String name = subgroupLabel(plan, others, summary);
            tree.row(id, summary.label(name, domains, members), name, summary.groupClass(domains, members), 5);
            sgIds.add(id);
        }
        tree.parent(wgId, summary.domain(DomainKind.WORKGROUP, wg), summary.domainClass(wgId), 4, sgIds);
        return wgId;
    }

    /** The rows under an expanded subgroup: its leaves, or the focused invocation's and a rest node. */
    private static List<String> leaves(Plan plan, String sgId, List<Agent> agents, List<Reference> references,
                                       DomainSummary summary, Tree tree) {
        List<String> ids = new ArrayList<>();
        List<Agent> rest = new ArrayList<>();
        boolean whole = plan.whole(agents);
        for (Agent agent : agents) {
            if (!whole && agent.id() != plan.focus.id()) {
                rest.add(agent);
                continue;
            }
            for (Reference ref : references) {
                if (!ref.reachableBy(agent)) {
                    continue;
                }
                String leaf = leafId(agent.id(), ref.name());
                tree.row(leaf, agent.name() + "·" + ref.name(), summary.leafClass(leaf), 6);
                ids.add(leaf);
            }
        }
        if (!rest.isEmpty()) {
            String id = restId(sgId);
            Members restMembers = Members.of(rest);
            String name = summary.text.get("domain.rest", rest.size());
            tree.row(id, summary.label(name, List.of(), restMembers), name,
                    summary.visibleIn(restMembers) > 0 ? "restSeen" : "rest", 6);
            ids.add(id);
        }
        return ids;
    }

    /**
     * Subgroup instances {@code shown} of one workgroup by their indices within it as the program counts them
     * (gl_SubgroupID, {@link SubgroupNames#index}), under the workgroup's node: {@code sg 0}, {@code sg 1–15} (audit 52
     * L1: the instance ids run across the launch, {@code sg 2} for workgroup 1's first).
     */
    private static String subgroupLabel(Plan plan, List<Integer> shown, DomainSummary summary) {
        List<Integer> indices = shown.stream().map(plan.launchGroups.subgroups::index).toList();
        return SubgroupNames.inWorkgroup(ranges(indices), summary.text);
    }

    /** "1–7", "0–2, 4–7": sorted instance ids as runs. */
    static String ranges(List<Integer> ids) {
        List<Integer> sorted = ids.stream().sorted().toList();
        StringBuilder out = new StringBuilder();
        int i = 0;
        while (i < sorted.size()) {
            int j = i;
            while (j + 1 < sorted.size() && sorted.get(j + 1) == sorted.get(j) + 1) {
                j++;
            }
            out.append(out.length() == 0 ? "" : ", ").append(sorted.get(i));
            if (j > i) {
                out.append('–').append(sorted.get(j));
            }
            i = j + 1;
        }
        return out.toString();
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
     * itself, a hidden leaf its subgroup's rest node or the summary of its subgroup or workgroup; a
     * domain as {@link #shownDomain}; any other id (or the empty id) is returned unchanged.
     */
    public static String standIn(Launch launch, int focus, String node) {
        return standIns(launch, focus, DomainHighlight.NONE).standIn(node);
    }

    /**
     * {@link #standIn} and {@link #shownDomain} for the graph {@link #describe} draws for one launch,
     * focus and highlight; groups the launch once.
     */
    public static StandIns standIns(Launch launch, int focus, DomainHighlight highlight) {
        return new StandIns(launch, new Plan(launch, focus, highlight));
    }

    /** The nodes that show hidden leaves and domains for one launch and focus. Immutable. */
    public static final class StandIns {
        private final Launch launch;
        private final Plan plan;

        private StandIns(Launch launch, Plan plan) {
            this.launch = launch;
            this.plan = plan;
        }

        /** As {@link DomainGraphModel#standIn}. */
        public String standIn(String node) {
            int agentId = agentOf(node);
            if (agentId < 0 || agentId >= launch.agents().size()) {
                return DomainGraphModel.shownDomain(plan, node);
            }
            Agent agent = launch.agents().get(agentId);
            if (plan.all || agent.host()) {
                return node;
            }
            if (agent.workgroup() != plan.focus.workgroup()) {
                return DomainGraphModel.shownDomain(plan, "wg:" + agent.workgroup());
            }
            if (agent.subgroup() != plan.focus.subgroup()) {
                return DomainGraphModel.shownDomain(plan, "sg:" + agent.subgroup());
            }
            List<Agent> subgroup = plan.groups.get(agent.queueFamily()).get(agent.workgroup()).get(agent.subgroup());
            return plan.whole(subgroup) || agent.id() == plan.focus.id() ? node : restId("sg:" + agent.subgroup());
        }

        /** As {@link DomainGraphModel#shownDomain}. */
        public String shownDomain(String domain) {
            return DomainGraphModel.shownDomain(plan, domain);
        }
    }

    /**
     * The node of {@link #describe} that shows the domain {@code domain} ({@code sg:3}, {@code wg:1}):
     * itself when drawn, else the summary that contains it; other ids are returned unchanged.
     */
    public static String shownDomain(Launch launch, int focus, String domain) {
        return shownDomain(new Plan(launch, focus, DomainHighlight.NONE), domain);
    }

    private static String shownDomain(Plan plan, String domain) {
        if (plan.all || plan.focus == null) {
            return domain;
        }
        int colon = domain.indexOf(':');
        int id;
        try {
            id = colon < 0 ? -1 : Integer.parseInt(domain.substring(colon + 1));
        } catch (NumberFormatException e) {
            return domain;
        }
        String kind = colon < 0 ? "" : domain.substring(0, colon);
        for (Map.Entry<Integer, Map<Integer, Map<Integer, List<Agent>>>> qf : plan.groups.entrySet()) {
            Map<Integer, Map<Integer, List<Agent>>> workgroups = qf.getValue();
            if (kind.equals("wg") && workgroups.containsKey(id)) {
                boolean alone = workgroups.size() - (workgroups.containsKey(plan.focus.workgroup()) ? 1 : 0) == 1;
                return id == plan.focus.workgroup() || alone ? domain : "wgs:" + qf.getKey();
            }
            for (Map.Entry<Integer, Map<Integer, List<Agent>>> wg : workgroups.entrySet()) {
                if (kind.equals("sg") && wg.getValue().containsKey(id)) {
                    if (wg.getKey() != plan.focus.workgroup()) {
                        return shownDomain(plan, "wg:" + wg.getKey());
                    }
                    return id == plan.focus.subgroup() || wg.getValue().size() == 2 ? domain : "sgs:" + wg.getKey();
                }
            }
        }
        return domain;
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

    /** The reference name of a leaf id ({@code ref:3:x} is {@code x}), or "" for any other node id. */
    static String referenceOf(String node) {
        if (!node.startsWith("ref:")) {
            return "";
        }
        int end = node.indexOf(':', 4);
        return end < 0 ? "" : node.substring(end + 1);
    }

    /** What is drawn for a launch, a focused invocation and a highlight. */
    private static final class Plan {
        final boolean all;
        /** The focused invocation; the first invocation when a host thread is focused; null with no invocation. */
        final Agent focus;
        /** The host threads, in launch order. */
        final List<Agent> hosts;
        /** The references whose leaves are drawn. */
        final List<Reference> references;
        /** queue family → workgroup → subgroup → agents, in launch order. */
        final Map<Integer, Map<Integer, Map<Integer, List<Agent>>>> groups;
        /** The launch's grouping, kept across refreshes. */
        final LaunchGroups launchGroups;

        Plan(Launch launch, int focusId, DomainHighlight highlight) {
            launchGroups = LaunchGroups.of(launch);
            hosts = launchGroups.hosts;
            groups = launchGroups.groups;
            references = shownReferences(launch, launchGroups, highlight);
            all = launchGroups.leafCount(references) <= MAX_LEAVES;
            Agent focused = launch.agents().isEmpty() ? null
                    : launch.agents().get(Math.max(0, Math.min(focusId, launch.agents().size() - 1)));
            if (focused != null && focused.host()) {
                focused = launch.agents().stream().filter(a -> !a.host()).findFirst().orElse(null);
            }
            focus = focused;
        }

        /** Whether every leaf of the (expanded) subgroup {@code agents} is drawn. */
        boolean whole(List<Agent> agents) {
            return all || leafCount(agents, references) <= MAX_SUBGROUP_LEAVES;
        }

        /** The (agent, reference) leaves among {@code agents} (a subgroup) and {@code refs}, counted per workgroup. */
        private static long leafCount(List<Agent> agents, List<Reference> refs) {
            Map<Integer, Integer> perWorkgroup = new HashMap<>();
            agents.forEach(a -> perWorkgroup.merge(a.workgroup(), 1, Integer::sum));
            long n = 0;
            for (Reference r : refs) {
                // Reference.reachableBy: every agent, or its workgroup's
                n += r.workgroup() == Reference.ANY_WORKGROUP ? agents.size() : perWorkgroup.getOrDefault(r.workgroup(), 0);
            }
            return n;
        }

        /**
         * The references whose leaves are drawn: all of a launch with at most
         * {@link #ALL_REFERENCES_LEAVES} leaves; for a larger one those of the shown write (the writer's
         * leaf and the leaves it is visible to), or all when no write is shown: leaves of other
         * references could show nothing about it.
         */
        private static List<Reference> shownReferences(Launch launch, LaunchGroups groups, DomainHighlight highlight) {
            if (groups.leafCount(launch.references()) <= ALL_REFERENCES_LEAVES) {
                return launch.references();
            }
            Set<String> names = new HashSet<>();
            java.util.stream.Stream.concat(java.util.stream.Stream.of(highlight.writerLeaf()),
                            highlight.visible().stream())
                    .map(DomainGraphModel::referenceOf).filter(n -> !n.isEmpty()).forEach(names::add);
            List<Reference> shown = launch.references().stream().filter(r -> names.contains(r.name())).toList();
            return shown.isEmpty() ? launch.references() : shown;
        }
    }

    /**
     * Collects nodes and edges in a stable order; each row node gets the next row, parents centre on children. A
     * summary's compact label is its name alone ("sg 1–15"), drawn where its label in full crowds the graph ({@link
     * DomainGraphPane#shortensCrowdedLabels}).
     */
    private static final class Tree {
        private record Placed(String id, String label, String shortLabel, String styleClass, int depth, double row) { }

        final List<Placed> placed = new ArrayList<>();
        final List<GraphDescription.Edge> edges = new ArrayList<>();
        final Map<String, Double> rowOf = new LinkedHashMap<>();
        int rows;

        void row(String id, String label, String styleClass, int depth) {
            row(id, label, null, styleClass, depth);
        }

        /** A row whose label has the compact form {@code shortLabel} (null: none). */
        void row(String id, String label, String shortLabel, String styleClass, int depth) {
            add(new Placed(id, label, shortLabel, styleClass, depth, rows++));
        }

        void parent(String id, String label, String styleClass, int depth, List<String> children) {
            double first = children.isEmpty() ? rows : rowOf.get(children.get(0));
            double last = children.isEmpty() ? rows : rowOf.get(children.get(children.size() - 1));
            if (children.isEmpty()) {
                rows++;
            }
            add(new Placed(id, label, null, styleClass, depth, (first + last) / 2));
            for (String child : children) {
                edges.add(new GraphDescription.Edge(id + ">" + child, id, child, "domain-edge"));
            }
        }

        private void add(Placed p) {
            rowOf.put(p.id(), p.row());
            placed.add(p);
        }

        /** Depth along x (left to right), rows along y (top to bottom): wide, short panes show it without overlap. */
        List<GraphDescription.Node> nodes() {
            double spacing = rows <= FEW_ROWS ? WIDE_LEAF_SPACING : LEAF_SPACING;
            return placed.stream().map(p -> new GraphDescription.Node(p.id(), p.label(), p.styleClass(),
                    p.depth() * DEPTH_SPACING, -p.row() * spacing, p.shortLabel())).toList();
        }
    }
}
