package dev.syncscope.views.timeline;

import dev.syncscope.views.i18n.Messages;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.StackPane;

/**
 * Draws a {@link TimelineViewModel}: a slider (id {@code timelineSlider}) from 0 to the trace size
 * with problem ticks (style class {@code timeline-tick}, their sentences in the tooltip: {@link TickLayer}) along
 * it, and "step i / n" (id {@code timelineLabel}). Dragging the thumb, clicking the track and the arrow
 * keys request seeks through the view model. FX thread only.
 */
public class TimelineView extends HBox {

    private final TimelineViewModel model;
    private final Messages text;
    private final Slider slider = new Slider(0, 0, 0);
    private final TickLayer tickLayer;
    private final Label label = new Label();
    private boolean syncing;

    public TimelineView(TimelineViewModel model, Messages text) {
        this.model = model;
        this.text = text;
        this.tickLayer = new TickLayer(text, model::release);
        createView();
        initListeners();
        sync();
        drawTicks();
    }

    private void createView() {
        setId("timeline");
        getStyleClass().add("timeline");
        setSpacing(8);
        setAlignment(Pos.CENTER_LEFT);
        setPadding(new Insets(2, 8, 2, 8));
        slider.setId("timelineSlider");
        slider.setBlockIncrement(1);
        slider.setMajorTickUnit(1);
        slider.setMinorTickCount(0);
        slider.setSnapToTicks(true);
        slider.setTooltip(new Tooltip(text.get("timeline.tip")));
        slider.disableProperty().bind(model.canSeekProperty().not());
        StackPane track = new StackPane(slider, tickLayer);
        StackPane.setAlignment(tickLayer, Pos.BOTTOM_CENTER);
        HBox.setHgrow(track, Priority.ALWAYS);
        label.setId("timelineLabel");
        label.getStyleClass().add("timeline-label");
        label.textProperty().bind(model.labelProperty());
        getChildren().addAll(track, label);
    }

    private void initListeners() {
        model.traceSizeProperty().addListener((obs, old, now) -> {
            sync();
            drawTicks();
        });
        model.shownProperty().addListener((obs, old, now) -> sync());
        model.ticks().addListener((ListChangeListener<Tick>) c -> drawTicks());
        tickLayer.widthProperty().addListener((obs, old, now) -> drawTicks());
        slider.valueProperty().addListener((obs, old, now) -> {
            if (syncing) {
                return;
            }
            int step = (int) Math.round(now.doubleValue());
            if (slider.isValueChanging()) {
                model.dragTo(step);
            } else {
                model.release(step);
            }
        });
        slider.valueChangingProperty().addListener((obs, was, now) -> {
            if (!now && !syncing) {
                model.release((int) Math.round(slider.getValue()));
            }
        });
    }

    /** Puts the model's state on the slider without echoing it back as a seek. */
    private void sync() {
        syncing = true;
        try {
            slider.setMax(model.traceSizeProperty().get());
            if (!model.draggingProperty().get()) {
                slider.setValue(model.shownProperty().get());
            }
        } finally {
            syncing = false;
        }
    }

    /** The marks of the ticks along the track ({@link TickLayer}: a bar per 3 pixels, worded on hover). */
    private void drawTicks() {
        tickLayer.draw(model.ticks(), model.traceSizeProperty().get());
    }
}
