package dev.syncscope.app;

import dev.syncscope.views.graph.GraphPane;
import dev.syncscope.views.graph.GraphStyles;
import dev.syncscope.views.problems.ProblemsView;
import dev.syncscope.views.session.DebugToolbar;
import dev.syncscope.views.session.SessionViewModel;
import dev.syncscope.views.source.SourceView;
import dev.syncscope.views.threads.DispatchGridView;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.MenuBar;
import javafx.scene.control.SplitPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.controlsfx.control.StatusBar;

/**
 * The main window's layout: menu and toolbar on top, source on the left, dispatch grid and scope
 * graph on the right, problems and the status bar below. Layout only; behaviour lives in the
 * view models and action classes. FX thread only.
 */
public class MainWindow extends BorderPane {

    private final GraphPane scopeGraph;

    public MainWindow(SessionViewModel model, MenuBar menu, DebugToolbar.Commands commands) {
        setId("mainWindow");
        scopeGraph = new GraphPane("scopes", GraphStyles.SCOPES);
        scopeGraph.setId("scopeGraph");
        model.scopeGraphProperty().addListener((obs, old, now) -> {
            if (now != null) {
                scopeGraph.show(now);
            }
        });
        if (model.scopeGraphProperty().get() != null) {
            scopeGraph.show(model.scopeGraphProperty().get());
        }

        setTop(new VBox(menu, new DebugToolbar(model, model.text(), commands)));

        SplitPane right = new SplitPane(
                titled(model.text().get("pane.dispatch"), new DispatchGridView(model.gridProperty(), model.snapshotProperty(),
                        model.focusedInvocationProperty(), model.text())),
                titled(model.text().get("pane.scopes"), scopeGraph));
        right.setOrientation(Orientation.VERTICAL);
        right.setDividerPositions(0.4);
        SplitPane center = new SplitPane(titled(model.text().get("pane.source"), new SourceView(model.sourceTextProperty())), right);
        center.setDividerPositions(0.42);
        SplitPane main = new SplitPane(center, titled(model.text().get("pane.problems"), new ProblemsView(model.problems(), model.text())));
        main.setOrientation(Orientation.VERTICAL);
        main.setDividerPositions(0.8);
        setCenter(main);

        StatusBar status = new StatusBar();
        status.setId("statusBar");
        status.textProperty().bind(model.statusProperty());
        Label kernel = new Label();
        kernel.setId("kernelName");
        kernel.textProperty().bind(model.kernelNameProperty());
        status.getRightItems().add(kernel);
        setBottom(status);
    }

    /** Stops the graph viewer's timeline; call when the window closes. */
    public void close() {
        scopeGraph.close();
    }

    private static Node titled(String title, Node content) {
        Label label = new Label(title);
        label.getStyleClass().add("pane-title");
        label.setMaxWidth(Double.MAX_VALUE);
        VBox box = new VBox(label, content);
        VBox.setVgrow(content, Priority.ALWAYS);
        return box;
    }
}
