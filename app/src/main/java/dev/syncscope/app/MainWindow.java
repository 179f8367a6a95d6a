package dev.syncscope.app;

import dev.syncscope.views.graph.GraphPane;
import dev.syncscope.views.graph.ScopeGraphPane;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.problems.ProblemsView;
import dev.syncscope.views.session.DebugToolbar;
import dev.syncscope.views.session.SessionViewModel;
import dev.syncscope.views.source.SourceView;
import dev.syncscope.views.threads.DispatchGridView;
import dev.syncscope.views.threads.DispatchLegend;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.MenuBar;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.controlsfx.control.StatusBar;

/**
 * The main window's layout: menu, toolbar, timeline and the read chooser on top; source and lessons on the left; the
 * dispatch grid and the graphs (memory domains, execution, scope instances, outcomes) on the right; problems, memory
 * and "why this value?" below; the status bar at the bottom (with a long load's progress and its Cancel
 * button). Layout only; behaviour lives in the view models, {@link DetailPanes} and the action
 * classes. FX thread only.
 */
public class MainWindow extends BorderPane {

    private final GraphPane scopeGraph;
    private final DetailPanes details;
    private final Tab sourceTab;
    private final TabPane graphs;
    private final TabPane left;
    private final ProblemsView problems;
    private final SessionViewModel model;
    /** The explanations asked for when the user last opened a problem ({@code ExplanationViewModel#asked}), or -1. */
    private long problemOpenedAt = -1;

    /** @param cancelLoad cancels the running load (the status bar's Cancel button, id {@code cancelLoad}) */
    /** The graph panes: memory domains, execution, scope instances. */
    java.util.List<GraphPane> graphPanes() {
        return java.util.List.of(details.domainView, details.executionView.graphPane(), scopeGraph);
    }

    public MainWindow(SessionViewModel model, DetailPanes details, MenuBar menu, DebugToolbar.Commands commands,
                      Node source, Node lessons, Node timeline, Runnable cancelLoad) {
        this.details = details;
        this.model = model;
        Messages text = model.text();
        setId("mainWindow");
        scopeGraph = new ScopeGraphPane(text);
        scopeGraph.setId("scopeGraph");
        model.scopeGraphProperty().addListener((obs, old, now) -> {
            if (now != null) {
                scopeGraph.show(now);
            }
        });
        if (model.scopeGraphProperty().get() != null) {
            scopeGraph.show(model.scopeGraphProperty().get());
        }
        // a new launch is shown whole; stepping keeps the zoom the user chose
        model.programProperty().addListener((obs, old, now) -> graphPanes().forEach(GraphPane::zoomToFit));

        // the read chooser under the stepping controls, across the window: it takes room only while it offers a value
        setTop(new VBox(menu, new DebugToolbar(model, text, commands), timeline, details.readChoiceView));

        graphs = tabs("graphTabs",
                tab("domainsTab", text.get("pane.domains"), details.domainView),
                tab("executionTab", text.get("pane.execution"), details.executionView),
                tab("scopesTab", text.get("pane.scopes"), scopeGraph),
                tab("outcomesTab", text.get("pane.outcomes"), details.outcomeView));
        // the grid may take the whole column (presenting "Why this value?" on a small screen leaves it little room)
        graphs.setMinHeight(0);
        SplitPane right = new SplitPane(
                titled(text.get("pane.dispatch"), new DispatchGridView(model.gridProperty(), model.snapshotProperty(),
                        model.focusedInvocationProperty(), text), new DispatchLegend(text)),
                graphs);
        right.setOrientation(Orientation.VERTICAL);
        right.setDividerPositions(0.4);
        sourceTab = tab("sourceTab", text.get("pane.source"), source);
        left = tabs("sourceTabs", sourceTab,
                tab("lessonsTab", text.get("pane.lessons"), lessons));
        SplitPane center = new SplitPane(left, right);
        center.setDividerPositions(0.38);

        TabPane below = tabs("detailTabs",
                tab("problemsTab", text.get("pane.problems"), problems = new ProblemsView(model.problems(), text)),
                tab("explainTab", text.get("pane.explain"), details.explanationView.pane()),
                tab("memoryTab", text.get("pane.memory"), details.memoryView));
        // the newest diagnostic in view: at 1024x768 presenting, a race's row before it hid a stale read's below the list
        model.newestProblemProperty().addListener((obs, old, now) -> problems.showRow(now));
        graphs.getSelectionModel().selectedItemProperty().addListener((obs, old, now) -> javafx.application.Platform.runLater(details::refresh));
        below.getSelectionModel().selectedItemProperty().addListener((obs, old, now) -> javafx.application.Platform.runLater(details::refresh));
        details.setOnWriteSelected(() -> graphs.getSelectionModel().select(graphTab("domainsTab")));
        SplitPane main = new SplitPane(center, below);
        main.setOrientation(Orientation.VERTICAL);
        main.setDividerPositions(0.68);
        setCenter(main);

        StatusBar status = new StatusBar();
        status.setId("statusBar");
        status.textProperty().bind(model.statusProperty());
        status.progressProperty().bind(model.loadProgressProperty());
        Button cancel = new Button(text.get("status.cancelLoad"));
        cancel.setId("cancelLoad");
        cancel.setTooltip(new Tooltip(text.get("status.cancelLoad.tip")));
        cancel.visibleProperty().bind(model.loadingProperty());
        cancel.managedProperty().bind(model.loadingProperty());
        cancel.setOnAction(e -> cancelLoad.run());
        Label kernel = new Label();
        kernel.setId("kernelName");
        kernel.textProperty().bind(model.kernelNameProperty());
        status.getRightItems().addAll(cancel, kernel, new RepaintGuard());
        setBottom(status);
    }

    /**
     * Connects the source view to the graphs and the problems: a store's line asked for in the source
     * (context menu or Ctrl+click) shows its write in the domain graph; the read "Why this value?" explains is
     * scrolled to the middle of the source (and kept in view as the panes change height); a problem opened in the
     * problems pane reveals its line in the source, focuses its first invocation and marks its events
     * in the execution graph (brought forward when it has any).
     */
    public void connectSource(SourceView sourceView) {
        sourceView.setOnShowWrite(details::selectWrite);
        details.explanation.explanationProperty().addListener((obs, old, now) -> {
            if (now != null && now.source() != null && scrollsToExplainedRead(details.explanationOnScreen(),
                    details.explanation.lateAndAskedBy(problemOpenedAt))) {
                sourceView.showLine(now.source().line());
            }
        });
        // the newest problem's line in view while no read is explained beside it (a finished run showed the file's
        // header comment beside the problems naming line 25: the session-86 review); the stepping invocation's line
        // takes over at the next step
        model.newestProblemProperty().addListener((obs, old, now) -> {
            if (now != null && now.hasLine() && details.explanation.explanationProperty().get() == null) {
                sourceView.showLine(now.where().line());
            }
        });
        problems.setOnOpen(p -> {
            problemOpenedAt = details.explanation.asked();
            if (p.hasLine()) {
                left.getSelectionModel().select(sourceTab);
                sourceView.reveal(p.where().line(), p.where().column());
            }
            if (!p.agents().isEmpty() && model.programProperty().get() != null
                    && p.agents().get(0) < model.programProperty().get().invocationCount()) {
                model.focusedInvocationProperty().set(p.agents().get(0));
            }
            details.execution.markProblem(p.agents(), p.steps());
            if (!p.steps().isEmpty() || !p.agents().isEmpty()) {
                graphs.getSelectionModel().select(graphTab("executionTab"));
            }
        });
    }

    /**
     * Whether the source scrolls to the read an explanation just shown explains: only while "Why this value?" is on
     * screen (one worded on the worker may come after the user brought another pane forward, such as the problems to
     * open one), and not when it was asked for before the user opened a problem ({@code askedBeforeAProblemOpened}):
     * the source stays at the problem's line (the session-89 review). One asked for after, when the user brought
     * "Why this value?" forward again or stepped, scrolls.
     */
    static boolean scrollsToExplainedRead(boolean explanationOnScreen, boolean askedBeforeAProblemOpened) {
        return explanationOnScreen && !askedBeforeAProblemOpened;
    }

    private Tab graphTab(String id) {
        return graphs.getTabs().stream().filter(t -> id.equals(t.getId())).findFirst().orElseThrow();
    }

    /** The source tab, whose title the app marks while the kernel has unsaved edits. */
    public Tab sourceTab() {
        return sourceTab;
    }

    /** Stops the graph viewers' timelines; call when the window closes. */
    public void close() {
        scopeGraph.close();
        details.close();
    }

    private static TabPane tabs(String id, Tab... tabs) {
        TabPane pane = new TabPane(tabs);
        pane.setId(id);
        pane.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        return pane;
    }

    private static Tab tab(String id, String title, Node content) {
        Tab tab = new Tab(title, content);
        tab.setId(id);
        return tab;
    }

    private static Node titled(String title, Node content) {
        Label label = new Label(title);
        label.getStyleClass().add("pane-title");
        label.setMaxWidth(Double.MAX_VALUE);
        VBox box = new VBox(label, content);
        VBox.setVgrow(content, Priority.ALWAYS);
        return box;
    }

    /** As {@link #titled(String, Node)}, with {@code key} (a legend) at the end of the title's row. */
    private static Node titled(String title, Node content, Node key) {
        Label label = new Label(title);
        label.getStyleClass().add("pane-title");
        label.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(label, Priority.ALWAYS);
        HBox row = new HBox(label, key);
        row.getStyleClass().add("pane-title-row");
        row.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        VBox box = new VBox(row, content);
        VBox.setVgrow(content, Priority.ALWAYS);
        return box;
    }
}
