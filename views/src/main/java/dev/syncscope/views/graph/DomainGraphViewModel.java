package dev.syncscope.views.graph;

import dev.syncscope.core.api.WriteView;
import dev.syncscope.core.model.Launch;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;

import java.util.List;

/**
 * The domain graph's state: the launch's domain tree with the selected write's availability and
 * visibility lit up, and, when a step moved that same write further, the journeys to animate.
 * FX thread only. Inputs are the launch, the focused workgroup (large launches) and the selected
 * write (bind it to the memory inspector's {@code selectedWrite}).
 */
public class DomainGraphViewModel {

    /** Journeys to animate, numbered so that equal journeys of two steps still notify. */
    public record Moves(long serial, List<List<String>> paths) {
        public Moves {
            paths = List.copyOf(paths);
        }
    }

    private final ObjectProperty<Launch> launch = new SimpleObjectProperty<>(this, "launch");
    private final IntegerProperty focusWorkgroup = new SimpleIntegerProperty(this, "focusWorkgroup", 0);
    private final ObjectProperty<WriteView> write = new SimpleObjectProperty<>(this, "write");
    private final ReadOnlyObjectWrapper<DomainHighlight> highlight =
            new ReadOnlyObjectWrapper<>(this, "highlight", DomainHighlight.NONE);
    private final ReadOnlyObjectWrapper<GraphDescription> description = new ReadOnlyObjectWrapper<>(this, "description");
    private final ReadOnlyObjectWrapper<Moves> moves = new ReadOnlyObjectWrapper<>(this, "moves", new Moves(0, List.of()));
    private long serial;
    private DomainHighlight startOfNewWrite;

    public DomainGraphViewModel() {
        launch.addListener((obs, old, now) -> update(false));
        focusWorkgroup.addListener((obs, old, now) -> update(false));
        write.addListener((obs, old, now) -> update(startOfNewWrite != null || sameWrite(old, now)));
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
        DomainHighlight h = DomainHighlights.of(made);
        startOfNewWrite = new DomainHighlight(h.writerLeaf(), java.util.Set.of(),
                h.writerLeaf().isEmpty() ? java.util.Set.of() : java.util.Set.of(h.writerLeaf()));
        try {
            write.set(made);
        } finally {
            startOfNewWrite = null;
        }
    }

    private void update(boolean animate) {
        DomainHighlight before = startOfNewWrite != null ? startOfNewWrite : highlight.get();
        DomainHighlight after = DomainHighlights.of(write.get());
        highlight.set(after);
        if (launch.get() == null) {
            description.set(null);
            return;
        }
        GraphDescription g = DomainGraphModel.describe(launch.get(), after, focusWorkgroup.get());
        description.set(g);
        if (animate) {
            List<List<String>> paths = DomainMoves.between(before, after, g);
            if (!paths.isEmpty()) {
                moves.set(new Moves(++serial, paths));
            }
        }
    }

    public ObjectProperty<Launch> launchProperty() {
        return launch;
    }

    public IntegerProperty focusWorkgroupProperty() {
        return focusWorkgroup;
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
