package dev.syncscope.views.explain;

import dev.syncscope.views.i18n.Messages;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.Node;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * Draws an {@link ExplanationViewModel}: the headline (id {@code explainHeadline}, style classes
 * {@code stale} and {@code racy} when they apply) and one wrapped label per paragraph, styled by kind
 * ({@code explain-read}, {@code explain-unseen}, {@code explain-race}, {@code explain-fix}). The fix is pinned below
 * the scrolled text ({@link #pane()}, id {@code explainFixes}): the paragraphs above it scroll, the fix stays in view
 * (presenting with the execution graph in front, the pane showed three lines and the fix was below them, the session-86
 * review). FX thread only.
 */
public class ExplanationView extends ScrollPane {

    private final ExplanationViewModel model;
    private final Label headline = new Label();
    private final VBox body = new VBox(8);
    private final VBox fixes = new VBox(8);
    private final VBox pane = new VBox();
    private final Tooltip details = new Tooltip();

    public ExplanationView(ExplanationViewModel model, Messages text) {
        this.model = model;
        createView(text);
        initListeners();
        render();
    }

    private void createView(Messages text) {
        setId("explanation");
        getStyleClass().add("explanation");
        setFitToWidth(true);
        headline.setId("explainHeadline");
        headline.getStyleClass().add("explain-headline");
        headline.setWrapText(true);
        headline.setAccessibleHelp(text.get("pane.explain"));
        body.setPadding(new Insets(8));
        body.getChildren().add(headline);
        setContent(body);
        fixes.setId("explainFixes");
        fixes.getStyleClass().add("explain-fixes");
        fixes.setPadding(new Insets(0, 8, 8, 8));
        // the fix keeps its whole height, and the text above it scrolls in what is left (a pane of 140 px cut the fix
        // to one elided line: the review of session 86)
        fixes.setMinHeight(Region.USE_PREF_SIZE);
        pane.getStyleClass().addAll("vbox", "explanation");
        // the text as high as it needs, the fix right below it; where the room is less, the text scrolls
        setMinHeight(0);
        setMaxHeight(Region.USE_PREF_SIZE);
        VBox.setVgrow(this, Priority.ALWAYS);
        pane.getChildren().setAll(this, fixes);
        widthProperty().addListener((obs, old, now) -> pane.requestLayout());
    }

    /**
     * The height of the whole text at the width it is shown at (the skin measures the text unwrapped, at its widest,
     * and the text scrolled in a pane with room for it).
     */
    @Override
    protected double computePrefHeight(double width) {
        double w = width > 0 ? width : getWidth();
        if (w <= 0) {
            return super.computePrefHeight(width);
        }
        return snappedTopInset() + body.prefHeight(w - snappedLeftInset() - snappedRightInset()) + snappedBottomInset();
    }

    /** The explanation with its fix pinned below it: the node to place in a window. */
    public Node pane() {
        return pane;
    }

    private void initListeners() {
        model.paragraphs().addListener((ListChangeListener<Paragraph>) c -> render());
        headline.textProperty().bind(model.headlineProperty());
        details.textProperty().bind(model.engineDetailsProperty());
        model.staleProperty().addListener((obs, old, now) -> mark("stale", now));
        model.racyProperty().addListener((obs, old, now) -> mark("racy", now));
    }

    private void mark(String styleClass, boolean on) {
        headline.getStyleClass().remove(styleClass);
        if (on) {
            headline.getStyleClass().add(styleClass);
        }
    }

    private void render() {
        body.getChildren().setAll(headline);
        fixes.getChildren().clear();
        for (Paragraph p : model.paragraphs()) {
            Label l = new Label(p.text());
            l.setWrapText(true);
            l.getStyleClass().add("explain-" + p.kind().name().toLowerCase(java.util.Locale.ROOT));
            if (p.kind() == Paragraph.Kind.UNSEEN && !model.engineDetailsProperty().get().isEmpty()) {
                l.setTooltip(details);
            }
            (p.kind() == Paragraph.Kind.FIX ? fixes : body).getChildren().add(l);
        }
        fixes.setVisible(!fixes.getChildren().isEmpty());
        fixes.setManaged(fixes.isVisible());
        mark("stale", model.staleProperty().get());
        mark("racy", model.racyProperty().get());
    }
}
