package dev.syncscope.views.graph;

import dev.syncscope.core.api.WriteView;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Launch;
import dev.syncscope.views.i18n.Messages;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The domain graph's state: the launch's domain tree with the selected write's availability and
 * visibility lit up, and, when a step moved that same write further, the journeys to animate.
 * FX thread only. Inputs are the launch, the focused invocation (large launches are summarised
 * around it, see {@link DomainGraphModel}) and the selected write (bind it to the memory
 * inspector's {@code selectedWrite}). Journeys to or from a leaf that is not drawn run to or from
 * the summary node that stands for it.
 */
public class DomainGraphViewModel {

    /** Journeys to animate, numbered so that equal journeys of two steps still notify. */
    public record Moves(long serial, List<List<String>> paths) {
        public Moves {
            paths = List.copyOf(paths);
        }
    }

    private final ObjectProperty<Launch> launch = new SimpleObjectProperty<>(this, "launch");
    private final IntegerProperty focusInvocation = new SimpleIntegerProperty(this, "focusInvocation", 0);
    private final ObjectProperty<WriteView> write = new SimpleObjectProperty<>(this, "write");
    private final ObjectProperty<String> reader = new SimpleObjectProperty<>(this, "reader");
    private final ReadOnlyObjectWrapper<DomainHighlight> highlight =
            new ReadOnlyObjectWrapper<>(this, "highlight", DomainHighlight.NONE);
    private final ReadOnlyObjectWrapper<GraphDescription> description = new ReadOnlyObjectWrapper<>(this, "description");
    private final ReadOnlyObjectWrapper<Moves> moves = new ReadOnlyObjectWrapper<>(this, "moves", new Moves(0, List.of()));
    private long serial;
    /** Where the journeys of the write being shown start, when it is not the write shown before; else null. */
    private DomainHighlight journeyStart;
    private boolean quiet;
    private final Messages text;

    /** A view model with English summary labels. */
    public DomainGraphViewModel() {
        this(Messages.forLocale(java.util.Locale.ENGLISH));
    }

    /** @param text the words of the summary labels of large launches */
    public DomainGraphViewModel(Messages text) {
        this.text = text;
        launch.addListener((obs, old, now) -> update(false));
        focusInvocation.addListener((obs, old, now) -> update(false));
        reader.addListener((obs, old, now) -> update(false));
        write.addListener((obs, old, now) -> update(!quiet && (journeyStart != null || sameWrite(old, now))));
    }

    private static boolean sameWrite(WriteView a, WriteView b) {
        return a != null && b != null && a.id() == b.id() && a.writer() == b.writer()
                && java.util.Objects.equals(a.reference(), b.reference()) && a.source().equals(b.source());
    }

    /**
     * Shows a write the last step made, animating its first journey from the writer's leaf (the
     * store's own availability operation), as for a write that was selected before it existed.
     */
    public void showNewWrite(WriteView made) {
        DomainHighlight h = highlightOf(made);
        showFrom(made, new DomainHighlight(h.writerLeaf(), java.util.Set.of(),
                h.writerLeaf().isEmpty() ? java.util.Set.of() : java.util.Set.of(h.writerLeaf())));
    }

    /**
     * Shows the write a read returned. When the read made it visible to the reader (its visibility
     * operation: {@code readerLeaf} is among the leaves it is visible to and {@code newlyVisible}), animates
     * the journey from the widest domain the reader sees through where the write is available down to the
     * reader's leaf, whichever write was shown before (WALKTHROUGH.md example 1, step 4: Wx descends from the
     * shader domain to (T1, x)); else shows it as a selected write.
     */
    public void showRead(WriteView read, String readerLeaf, boolean newlyVisible) {
        DomainHighlight h = highlightOf(read);
        if (!newlyVisible || !h.visible().contains(readerLeaf)) {
            write.set(read);
            return;
        }
        java.util.Set<String> before = new LinkedHashSet<>(h.visible());
        before.remove(readerLeaf);
        showFrom(read, new DomainHighlight(h.writerLeaf(), h.available(), before));
    }

    /** Shows {@code w}, animating its journeys from {@code start} rather than from the highlight shown now. */
    private void showFrom(WriteView w, DomainHighlight start) {
        journeyStart = start;
        try {
            write.set(w);
        } finally {
            journeyStart = null;
        }
    }

    /**
     * Shows {@code w} without animating what differs from the write shown now: for a view of the same
     * write that only adds who sees it (learnt after the write was selected), not a step that moved it.
     */
    public void showWithoutMoves(WriteView w) {
        quiet = true;
        try {
            write.set(w);
        } finally {
            quiet = false;
        }
    }

    private void update(boolean animate) {
        DomainHighlight before = journeyStart != null ? journeyStart : highlight.get();
        DomainHighlight after = highlightOf(write.get());
        highlight.set(after);
        if (launch.get() == null) {
            description.set(null);
            return;
        }
        GraphDescription g = markReader(DomainGraphModel.describe(launch.get(), after, focusInvocation.get(), text));
        description.set(g);
        if (animate) {
            List<List<String>> paths = DomainMoves.between(shown(before, after), shown(after, after), g);
            if (!paths.isEmpty()) {
                moves.set(new Moves(++serial, paths));
            }
        }
    }

    /** The highlight of {@code w}, without visible leaves that do not exist in the launch. */
    private DomainHighlight highlightOf(WriteView w) {
        return launch.get() == null ? DomainHighlights.of(w) : DomainHighlights.of(w, launch.get());
    }

    /** {@code g} with the node that shows the reader's leaf given the extra style class {@code reader}. */
    private GraphDescription markReader(GraphDescription g) {
        if (reader.get() == null) {
            return g;
        }
        String shownAs = DomainGraphModel.standIns(launch.get(), focusInvocation.get(), highlight.get())
                .standIn(reader.get());
        return new GraphDescription(g.nodes().stream().map(n -> !n.id().equals(shownAs) ? n
                : new GraphDescription.Node(n.id(), n.label(), n.styleClass() + ",reader", n.x(), n.y(), n.shortLabel()))
                .toList(),
                g.edges());
    }

    /**
     * The (agent, reference) leaf ({@link DomainGraphModel#leafId}) of a reader to mark with the style
     * class {@code reader}: the read a "why this value?" explains, to which the write shown was not
     * visible; {@code null} for none.
     */
    public ObjectProperty<String> readerProperty() {
        return reader;
    }

    public ObjectProperty<Launch> launchProperty() {
        return launch;
    }

    /** The focused invocation: a large launch draws the leaves of its subgroup and summarises the rest. */
    public IntegerProperty focusInvocationProperty() {
        return focusInvocation;
    }

    /**
     * The invocation to focus when node {@code nodeId} is clicked: the first invocation of a
     * summarised workgroup or subgroup (or of several), a leaf's invocation, and for the rest of the
     * focused subgroup the next invocation after the focused one; empty for other nodes.
     */
    public java.util.OptionalInt invocationAt(String nodeId) {
        Launch l = launch.get();
        if (l == null) {
            return java.util.OptionalInt.empty();
        }
        int leafAgent = DomainGraphModel.agentOf(nodeId);
        if (leafAgent >= 0) {
            return java.util.OptionalInt.of(leafAgent);
        }
        String[] parts = nodeId.split(":");
        if (parts.length < 2) {
            return java.util.OptionalInt.empty();
        }
        boolean rest = parts[0].equals("rest");
        String kind = rest ? parts[1] : parts[0];
        int instance;
        try {
            instance = Integer.parseInt(parts[parts.length - 1]);
        } catch (NumberFormatException e) {
            return java.util.OptionalInt.empty();
        }
        Agent chosen = l.agents().isEmpty() ? null
                : l.agents().get(Math.max(0, Math.min(focusInvocation.get(), l.agents().size() - 1)));
        // as the graph: with a host thread focused, the first invocation's groups are drawn out
        Agent focused = chosen != null && chosen.host()
                ? l.agents().stream().filter(a -> !a.host()).findFirst().orElse(null) : chosen;
        java.util.function.Predicate<Agent> member = switch (kind) {
            case "wg" -> a -> a.workgroup() == instance;
            case "sg" -> a -> a.subgroup() == instance;
            case "wgs" -> a -> a.queueFamily() == instance && (focused == null || a.workgroup() != focused.workgroup());
            case "sgs" -> a -> a.workgroup() == instance && (focused == null || a.subgroup() != focused.subgroup());
            default -> a -> false;
        };
        // a host thread is in no workgroup or subgroup node (its instance ids are its own)
        List<Agent> members = l.agents().stream().filter(a -> !a.host()).filter(member).toList();
        if (members.isEmpty()) {
            return java.util.OptionalInt.empty();
        }
        if (rest) {
            for (Agent a : members) {
                if (a.id() > focusInvocation.get()) {
                    return java.util.OptionalInt.of(a.id());
                }
            }
        }
        return java.util.OptionalInt.of(members.get(0).id());
    }

    /**
     * {@code h} with each leaf and domain replaced by the node that shows it (itself when drawn) in the
     * graph drawn for {@code drawn}.
     */
    private DomainHighlight shown(DomainHighlight h, DomainHighlight drawn) {
        DomainGraphModel.StandIns shown = DomainGraphModel.standIns(launch.get(), focusInvocation.get(), drawn);
        Set<String> visible = new LinkedHashSet<>();
        for (String leaf : h.visible()) {
            visible.add(shown.standIn(leaf));
        }
        Set<String> available = new LinkedHashSet<>();
        for (String domain : h.available()) {
            available.add(shown.shownDomain(domain));
        }
        return new DomainHighlight(shown.standIn(h.writerLeaf()), available, visible);
    }

    /** The write to show; a new view of the same write animates what changed. */
    public ObjectProperty<WriteView> writeProperty() {
        return write;
    }

    public ReadOnlyObjectProperty<DomainHighlight> highlightProperty() {
        return highlight.getReadOnlyProperty();
    }

    /** What the pane shows; {@code null} without a launch. */
    public ReadOnlyObjectProperty<GraphDescription> descriptionProperty() {
        return description.getReadOnlyProperty();
    }

    /** The latest journeys to animate. */
    public ReadOnlyObjectProperty<Moves> movesProperty() {
        return moves.getReadOnlyProperty();
    }
}
