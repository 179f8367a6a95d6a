package dev.syncscope.views.explain;

import dev.syncscope.views.i18n.Messages;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.VBox;

/**
 * Draws an {@link ExplanationViewModel}: the headline (id {@code explainHeadline}, style classes
 * {@code stale} and {@code racy} when they apply) and one wrapped label per paragraph, styled by kind
 * ({@code explain-read}, {@code explain-unseen}, {@code explain-race}, {@code explain-fix}).
 * FX thread only.
 */
public class ExplanationView extends ScrollPane {

    private final ExplanationViewModel model;
    private final Label headline = new Label();
    private final VBox body = new VBox(8);
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
        for (Paragraph p : model.paragraphs()) {
            Label l = new Label(p.text());
            l.setWrapText(true);
            l.getStyleClass().add("explain-" + p.kind().name().toLowerCase(java.util.Locale.ROOT));
            if (p.kind() == Paragraph.Kind.UNSEEN && !model.engineDetailsProperty().get().isEmpty()) {
                l.setTooltip(details);
            }
            body.getChildren().add(l);
        }
        mark("stale", model.staleProperty().get());
        mark("racy", model.racyProperty().get());
    }
}
