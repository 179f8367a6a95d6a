package dev.syncscope.views.graph;

import dev.syncscope.core.check.RelationKind;
import dev.syncscope.views.i18n.Messages;
import javafx.collections.ListChangeListener;
import javafx.scene.control.Label;
import javafx.scene.control.ToolBar;
import javafx.scene.layout.BorderPane;
import javafx.util.StringConverter;
import org.controlsfx.control.CheckComboBox;

import java.util.Locale;

/**
 * The execution graph (DESIGN.md §5): a toolbar with a {@link CheckComboBox} of relation kinds (id
 * {@code relationFilter}) above a {@link GraphPane} showing the {@link ExecutionGraphViewModel}'s
 * description; checking a relation draws its edges. FX thread only; call {@link #close()} when
 * discarding the pane.
 */
public class ExecutionGraphPane extends BorderPane {

    private final ExecutionGraphViewModel model;
    private final GraphPane graph;
    private final CheckComboBox<RelationKind> filter = new CheckComboBox<>();
    private boolean syncing;

    public ExecutionGraphPane(ExecutionGraphViewModel model, Messages text) {
        this.model = model;
        this.graph = new LanePane(text);
        createView(text);
        initListeners();
        syncChoices();
        if (model.descriptionProperty().get() != null) {
            graph.show(model.descriptionProperty().get());
        }
    }

    private void createView(Messages text) {
        setId("executionGraph");
        filter.setId("relationFilter");
        filter.setTitle(text.get("execgraph.relations"));
        filter.setConverter(new StringConverter<>() {
            @Override
            public String toString(RelationKind k) {
                return k == null ? "" : text.get("relation." + k.name().toLowerCase(Locale.ROOT));
            }

            @Override
            public RelationKind fromString(String s) {
                return null;
            }
        });
        setTop(new ToolBar(new Label(text.get("pane.execution")), filter));
        setCenter(graph);
    }

    private void initListeners() {
        model.availableKinds().addListener((ListChangeListener<RelationKind>) c -> syncChoices());
        filter.getCheckModel().getCheckedItems().addListener((ListChangeListener<RelationKind>) c -> {
            if (!syncing) {
                model.setShown(java.util.List.copyOf(filter.getCheckModel().getCheckedItems()));
            }
        });
        model.descriptionProperty().addListener((obs, old, now) -> {
            if (now != null) {
                graph.show(now);
            } else {
                graph.show(new GraphDescription(java.util.List.of(), java.util.List.of()));
            }
        });
    }

    /** Clears the checks before replacing the items: CheckComboBox fails on checked items that vanish. */
    private void syncChoices() {
        syncing = true;
        try {
            filter.getCheckModel().clearChecks();
            filter.getItems().setAll(model.availableKinds());
            for (RelationKind k : model.shown()) {
                if (filter.getItems().contains(k)) {
                    filter.getCheckModel().check(k);
                }
            }
        } finally {
            syncing = false;
        }
    }

    /** The graph pane, e.g. for exporting. */
    public GraphPane graphPane() {
        return graph;
    }

    public void close() {
        graph.close();
    }

    /**
     * The graph pane of the lanes: spreads them across a wide pane (events carry their labels to the
     * right, execution.gss), so that neighbouring lanes' labels do not run into each other.
     */
    private static final class LanePane extends GraphPane {
        LanePane(Messages text) {
            super("execution", GraphStyles.EXECUTION, text);
        }

        @Override
        protected boolean widensToPane() {
            return true;
        }
    }
}
