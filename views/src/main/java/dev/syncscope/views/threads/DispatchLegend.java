package dev.syncscope.views.threads;

import dev.syncscope.views.i18n.Messages;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;

/**
 * The key to the dispatch grid's cell colours, beside the pane's title: not started, runnable, waiting (at a control
 * barrier, or for a system-synchronizes-with predecessor), finished, stopped (a fault, a spin that can never end, a
 * bound) and deadlocked, each swatch filled with the stylesheet's colour the grid draws that state in ({@link
 * DispatchGridView}), so themes apply. The session-84 audit: five colours and no key, the
 * stopped and the deadlocked cell hard to tell apart. The root's {@code -ss-lane-*} colours, which the grid's
 * {@code -ss-cell-*} are (syncscope.css), since those are defined for the grid only. Presentation mode leaves it out
 * (presentation.css), as the memory-domain graph's legend; hidden, it gives its width back to the title beside it (a
 * hidden node keeps its place in the layout: at 1024×768 presenting, the key's unshown entries, at minimum width in the
 * larger font, left the title "..."). FX thread only.
 */
public final class DispatchLegend extends HBox {

    /** The states, by message key suffix, and the colour each is drawn in. */
    private static final String[][] ENTRIES = {{"ready", "-ss-lane-ready"}, {"running", "-ss-lane-running"},
        {"waiting", "-ss-lane-waiting"}, {"done", "-ss-lane-done"}, {"stopped", "-ss-lane-diverged"},
        {"deadlocked", "-ss-lane-deadlocked"}};

    public DispatchLegend(Messages text) {
        super(10);
        setId("dispatchLegend");
        getStyleClass().add("dispatch-legend");
        setAlignment(Pos.CENTER_RIGHT);
        setPadding(new Insets(0, 8, 0, 8));
        managedProperty().bind(visibleProperty());
        for (String[] e : ENTRIES) {
            Region swatch = new Region();
            swatch.setMinSize(10, 10);
            swatch.setPrefSize(10, 10);
            swatch.setMaxSize(10, 10);
            swatch.setStyle("-fx-background-color: " + e[1] + "; -fx-border-color: derive(-ss-grey, -40%);");
            Label entry = new Label(text.get("grid.legend." + e[0]), swatch);
            entry.getStyleClass().add("legend-entry");
            entry.setMinWidth(Region.USE_PREF_SIZE);
            getChildren().add(entry);
        }
    }
}
