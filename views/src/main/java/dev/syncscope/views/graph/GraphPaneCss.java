package dev.syncscope.views.graph;

import javafx.beans.value.ObservableValue;
import javafx.css.CssMetaData;
import javafx.css.Styleable;
import javafx.css.StyleableProperty;
import javafx.css.StyleablePropertyFactory;
import javafx.scene.layout.StackPane;

import java.util.List;

/**
 * The CSS properties by which a {@link GraphPane} follows the scene's stylesheets (see its class comment): {@code
 * -ss-graph-dark}, {@code -ss-graph-text-scale} and {@code -ss-min-text}. A change of any restyles the graph. FX thread.
 */
final class GraphPaneCss {

    private static final StyleablePropertyFactory<GraphPane> CSS =
            new StyleablePropertyFactory<>(StackPane.getClassCssMetaData());

    /** Whether the graph is drawn in its dark-theme colours. */
    final StyleableProperty<Boolean> dark;
    /** How much larger than in its stylesheet the graph's labels are drawn. */
    final StyleableProperty<Number> textScale;
    /** The least text size in pixels of the side labels of a pane that {@link GraphPane#keepsRowsLegible()}; 0: none. */
    final StyleableProperty<Number> minText;

    GraphPaneCss(GraphPane pane, Runnable restyle) {
        dark = CSS.createStyleableBooleanProperty(pane, "darkGraph", "-ss-graph-dark", p -> p.css.dark, false);
        textScale = CSS.createStyleableNumberProperty(pane, "graphTextScale", "-ss-graph-text-scale",
                p -> p.css.textScale, 1.0);
        minText = CSS.createStyleableNumberProperty(pane, "graphMinText", "-ss-min-text", p -> p.css.minText, 0);
        ((ObservableValue<?>) dark).addListener((obs, old, now) -> restyle.run());
        ((ObservableValue<?>) textScale).addListener((obs, old, now) -> restyle.run());
        ((ObservableValue<?>) minText).addListener((obs, old, now) -> restyle.run());
    }

    /** The pane's CSS properties with a {@link StackPane}'s. */
    static List<CssMetaData<? extends Styleable, ?>> metaData() {
        return CSS.getCssMetaData();
    }
}
