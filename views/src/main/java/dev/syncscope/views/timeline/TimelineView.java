package dev.syncscope.views.timeline;

import dev.syncscope.views.i18n.Messages;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;

/**
 * Draws a {@link TimelineViewModel}: a slider (id {@code timelineSlider}) from 0 to the trace size
 * with problem ticks (style class {@code timeline-tick}, message in the tooltip) along it, and
 * "step i / n" (id {@code timelineLabel}). Dragging the thumb, clicking the track and the arrow
 * keys request seeks through the view model. FX thread only.
 */
public class TimelineView extends HBox {

    private static final double TICK_WIDTH = 3;

    private final TimelineViewModel model;
    private final Messages text;
    private final Slider slider = new Slider(0, 0, 0);
    private final Pane tickLayer = new Pane();
    private final Label label = new Label();
    private boolean syncing;

    public TimelineView(TimelineViewModel model, Messages text) {
        this.model = model;
        this.text = text;
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
        tickLayer.setMouseTransparent(false);
        tickLayer.setPickOnBounds(false);
        tickLayer.setMaxHeight(6);
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

    /** One small bar per tick, placed along the track (the thumb's inset is ignored: marks are approximate). */
    private void drawTicks() {
        tickLayer.getChildren().clear();
        int size = model.traceSizeProperty().get();
        double width = tickLayer.getWidth();
        if (size <= 0 || width <= 0) {
            return;
        }
        double inset = 8;
        for (Tick t : model.ticks()) {
            Region mark = new Region();
            mark.getStyleClass().addAll("timeline-tick", t.styleClass());
            mark.resizeRelocate(inset + (width - 2 * inset) * t.position() / size - TICK_WIDTH / 2, 0, TICK_WIDTH, 6);
            mark.setManaged(false);
            Tooltip.install(mark, new Tooltip(text.get("timeline.position", t.position(), size) + "\n" + t.message()));
            mark.setOnMouseClicked(e -> model.release(t.position()));
            tickLayer.getChildren().add(mark);
        }
    }
}
