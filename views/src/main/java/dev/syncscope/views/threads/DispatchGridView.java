package dev.syncscope.views.threads;

import dev.syncscope.core.api.Snapshot;
import dev.syncscope.core.exec.AgentStatus;
import dev.syncscope.views.i18n.Messages;
import javafx.application.Platform;
import javafx.beans.property.IntegerProperty;
import javafx.beans.value.ObservableValue;
import javafx.collections.ListChangeListener;
import javafx.css.CssMetaData;
import javafx.css.Styleable;
import javafx.css.StyleableProperty;
import javafx.css.StyleablePropertyFactory;
import javafx.geometry.Bounds;
import javafx.geometry.Insets;
import javafx.geometry.Point2D;
import javafx.scene.canvas.Canvas;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.Text;

import java.util.List;

/**
 * Draws a {@link DispatchGridViewModel} on a canvas: the host threads' lane (a dashed box of capsule
 * cells, see {@link GridPainter}), a box per workgroup, a row per subgroup, a cell per invocation
 * coloured by its state, the focused cell outlined, cells shrinking to fit the pane
 * and summarised as one bar per subgroup when they would be smaller than {@link GridLayout#MIN_CELL}
 * (see {@link GridLayout}); below them each barrier instance with "k/n arrived" and who waits (labels
 * in {@code #barriers}). Clicking a cell focuses its invocation; a tooltip tells its state and next
 * action. A step draws only the cells whose state changed, in the scene's next pulse; no CSS pass
 * runs per cell. Colours and sizes come from the stylesheet ({@code .dispatch-grid}: {@code
 * -ss-cell-running}, {@code -ss-cell-width}, …), so themes and presentation mode apply.
 * FX thread only.
 */
public class DispatchGridView extends Region {

    private static final StyleablePropertyFactory<DispatchGridView> CSS =
            new StyleablePropertyFactory<>(Region.getClassCssMetaData());

    private final StyleableProperty<Color> ready = colour("cellReady", "-ss-cell-ready", Color.LIGHTGREY);
    private final StyleableProperty<Color> running = colour("cellRunning", "-ss-cell-running", Color.GREEN);
    private final StyleableProperty<Color> waiting = colour("cellWaiting", "-ss-cell-waiting", Color.GOLD);
    private final StyleableProperty<Color> done = colour("cellDone", "-ss-cell-done", Color.STEELBLUE);
    private final StyleableProperty<Color> diverged = colour("cellDiverged", "-ss-cell-diverged", Color.PURPLE);
    private final StyleableProperty<Color> deadlocked = colour("cellDeadlocked", "-ss-cell-deadlocked", Color.SALMON);
    private final StyleableProperty<Color> border = colour("cellBorder", "-ss-cell-border", Color.GREY);
    private final StyleableProperty<Color> focusColour = colour("cellFocus", "-ss-cell-focus", Color.CYAN);
    private final StyleableProperty<Color> boxFill = colour("boxFill", "-ss-box-fill", Color.LIGHTCYAN);
    private final StyleableProperty<Color> boxBorder = colour("boxBorder", "-ss-box-border", Color.STEELBLUE);
    private final StyleableProperty<Color> rowName = colour("rowName", "-ss-row-name", Color.DARKGREEN);
    private final StyleableProperty<Color> titleColour = colour("title", "-ss-title", Color.BLACK);
    private final StyleableProperty<Color> hostFill = colour("hostFill", "-ss-host-fill", Color.LAVENDER);
    private final StyleableProperty<Color> hostBorder = colour("hostBorder", "-ss-host-border", Color.DARKSLATEBLUE);
    private final StyleableProperty<Number> cellWidth = number("cellWidth", "-ss-cell-width", 34);
    private final StyleableProperty<Number> cellHeight = number("cellHeight", "-ss-cell-height", 24);
    private final StyleableProperty<Number> focusWidth = number("focusWidth", "-ss-focus-width", 3);
    /** The smallest text of the names, in pixels (presentation mode's is larger than normal mode's largest). */
    private final StyleableProperty<Number> minText = number("minText", "-ss-min-text", GridLayout.MIN_TEXT);
    private final StyleableProperty<Font> font = CSS.createStyleableFontProperty(this, "font", "-fx-font",
            s -> s.font, Font.getDefault(), true);

    private final DispatchGridViewModel model;
    private final Canvas canvas = new Canvas();
    private final VBox barriers = new VBox(4);
    private final Tooltip tip = new Tooltip();
    private final GridPainter painter = new GridPainter();
    private final Runnable drawChanges = this::drawChanges;
    private GridLayout layout = GridLayout.EMPTY;
    /**
     * The sizes the layout is computed from ({@link #metrics()}), or null: made again only after the dispatch or the
     * style changes ({@link #relayout()}), not at each height asked for (the presentation layout asks many times).
     */
    private GridLayout.Metrics metrics;
    private boolean layoutStale = true;
    private boolean pulseRequested;
    private int hovered = -1;

    public DispatchGridView(ObservableValue<DispatchGridModel> grid, ObservableValue<Snapshot> snapshot,
                            IntegerProperty focus, Messages text) {
        this(new DispatchGridViewModel(grid, snapshot, focus, text));
    }

    public DispatchGridView(DispatchGridViewModel model) {
        this.model = model;
        createView();
        initListeners();
        showLines();
    }

    private void createView() {
        setId("dispatchGrid");
        getStyleClass().add("dispatch-grid");
        canvas.setId("gridCanvas");
        barriers.setId("barriers");
        barriers.setPadding(new Insets(0, 10, 6, 10));
        getChildren().addAll(canvas, barriers);
        Tooltip.install(canvas, tip);
        setMinSize(0, 0);
    }

    private void initListeners() {
        model.gridProperty().addListener((obs, old, now) -> {
            canvas.setAccessibleText(model.accessibleText());
            relayout();
        });
        canvas.setAccessibleText(model.accessibleText());
        model.revisionProperty().addListener((obs, old, now) -> requestDraw());
        model.barrierLines().addListener((ListChangeListener<String>) c -> showLines());
        for (StyleableProperty<?> p : List.of(ready, running, waiting, done, diverged, deadlocked, border, focusColour,
                boxFill, boxBorder, rowName, titleColour, hostFill, hostBorder, cellWidth, cellHeight, focusWidth,
                minText, font)) {
            ((ObservableValue<?>) p).addListener((obs, old, now) -> relayout());
        }
        sceneProperty().addListener((obs, old, now) -> {
            if (old != null) {
                old.removePreLayoutPulseListener(drawChanges);
            }
            if (now != null) {
                now.addPreLayoutPulseListener(drawChanges);
            }
        });
        canvas.setOnMouseClicked(e -> {
            int at = invocationAt(e.getX(), e.getY());
            if (at >= 0) {
                model.focus(at);
            }
        });
        canvas.setOnMouseMoved(e -> {
            hovered = invocationAt(e.getX(), e.getY());
            if (tip.isShowing()) {
                tip.setText(hovered < 0 ? "" : model.tipText(hovered));
            }
        });
        tip.setOnShowing(e -> tip.setText(hovered < 0 ? "" : model.tipText(hovered)));
        model.revisionProperty().addListener((obs, old, now) -> canvas.setAccessibleHelp(model.tipText(model.focused())));
        tip.setOnShown(e -> {
            if (hovered < 0) {
                Platform.runLater(tip::hide);
            }
        });
    }

    /** The grid's state; tests read the states and barrier lines there. */
    public DispatchGridViewModel viewModel() {
        return model;
    }

    /** Where the grid is drawn now (boxes, cells or bars, in this view's coordinates). */
    public GridLayout gridLayout() {
        return layout;
    }

    /** The size in pixels of the invocations' names as drawn in their cells; 0 when the cells carry none. */
    public double cellNameSize() {
        return layout.labelled() ? font.getValue().getSize() * layout.labelScale() : 0;
    }

    /** The size in pixels of the subgroups' names as drawn before their rows; 0 when none is drawn. */
    public double rowNameSize() {
        boolean drawn = layout.boxes().stream().anyMatch(b -> !b.rowNames().isEmpty());
        return drawn ? font.getValue().getSize() * Math.min(1, layout.rowNameScale()) : 0;
    }

    /**
     * Whether {@code invocation} is drawn as a cell and that cell was last drawn showing {@code status}
     * ({@code null}: ready, before the first step); false when it is summarised in a bar.
     */
    public boolean drawnAs(int invocation, AgentStatus status) {
        return painter.drawnAs(invocation, status);
    }

    /** The centre of {@code invocation}'s cell (or of the bar that summarises it) on screen, e.g. to click it. */
    public java.util.Optional<Point2D> cellOnScreen(int invocation) {
        GridLayout.Rect r = layout.cells().get(invocation);
        if (r == null) {
            GridLayout.Bar bar = painter.barOf(layout, invocation);
            r = bar == null ? null : bar.bounds();
        }
        if (r == null) {
            return java.util.Optional.empty();
        }
        Bounds b = canvas.localToScreen(new javafx.geometry.BoundingBox(r.x(), r.y(), r.w(), r.h()));
        return b == null ? java.util.Optional.empty()
                : java.util.Optional.of(new Point2D(b.getCenterX(), b.getCenterY()));
    }

    /**
     * The height this view needs in {@code width} to draw its dispatch with full-size cells (insets and barrier
     * lines included), in the style in force; 0 with nothing to draw. See {@link GridLayout#naturalHeight}.
     */
    public double naturalHeight(double width) {
        return around(width, GridLayout.naturalHeight(model.gridProperty().get(), inner(width), metrics()));
    }

    /**
     * The least height in which this view's cells carry their names in {@code width} (insets and barrier lines
     * included); {@link Double#POSITIVE_INFINITY} when no height does. See {@link GridLayout#labelledHeight}.
     */
    public double labelledHeight(double width) {
        return around(width, GridLayout.labelledHeight(model.gridProperty().get(), inner(width), metrics()));
    }

    private double inner(double width) {
        return Math.max(0, width - getInsets().getLeft() - getInsets().getRight());
    }

    /** {@code gridHeight} with this view's insets and barrier lines. */
    private double around(double width, double gridHeight) {
        return getInsets().getTop() + gridHeight + linesHeight(width) + getInsets().getBottom();
    }

    /** The height the barrier lines below the cells take in {@code width} (0 without a barrier waited at). */
    public double linesHeight(double width) {
        return barriers.getChildren().isEmpty() ? 0 : barriers.prefHeight(inner(width));
    }

    private int invocationAt(double x, double y) {
        if (layout.mode() == GridLayout.Mode.CELLS) {
            return layout.cellAt(x, y);
        }
        GridLayout.Bar bar = layout.barAt(x, y);
        return bar == null ? -1 : painter.invocationInBar(bar, x, model);
    }

    private void relayout() {
        metrics = null;
        layoutStale = true;
        requestLayout();
    }

    private void requestDraw() {
        if (!pulseRequested) {
            pulseRequested = true;
            Platform.requestNextPulse();
        }
    }

    /** In the scene's pulse, before layout: draws the cells whose state changed (all after a new layout). */
    private void drawChanges() {
        pulseRequested = false;
        if (layoutStale) {
            return;
        }
        painter.drawChanged(canvas.getGraphicsContext2D(), layout, model, colours());
    }

    @Override
    protected void layoutChildren() {
        Insets in = getInsets();
        double w = Math.max(0, getWidth() - in.getLeft() - in.getRight());
        double h = Math.max(0, getHeight() - in.getTop() - in.getBottom());
        double linesH = barriers.getChildren().isEmpty() ? 0 : Math.min(barriers.prefHeight(w), h * 0.4);
        barriers.resizeRelocate(in.getLeft(), in.getTop() + h - linesH, w, linesH);
        double gridH = h - linesH;
        if (canvas.getWidth() != w || canvas.getHeight() != gridH) {
            canvas.setWidth(w);
            canvas.setHeight(gridH);
            layoutStale = true;
        }
        canvas.relocate(in.getLeft(), in.getTop());
        if (layoutStale) {
            layoutStale = false;
            layout = GridLayout.of(model.gridProperty().get(), w, gridH, metrics());
            model.takeChanged();
            painter.drawAll(canvas.getGraphicsContext2D(), layout, model, colours(), w, gridH);
        }
    }

    /** The sizes of cells, names and titles in the style in force, for the dispatch shown (made once per change). */
    GridLayout.Metrics metrics() {
        if (metrics == null) {
            metrics = measure();
        }
        return metrics;
    }

    /** Measures the names and titles of the dispatch shown in the font in force (a {@link Text} per name measured). */
    private GridLayout.Metrics measure() {
        Font f = font.getValue();
        DispatchGridModel grid = model.gridProperty().get();
        int lastWg = 0;
        int lastSg = 0;
        String longest = "";
        double titleWidth = 0;
        if (grid != null) {
            if (!grid.hosts().isEmpty()) {
                titleWidth = width(model.text().get("grid.hostLane"), f);
                for (var host : grid.hosts()) {
                    longest = host.name().length() > longest.length() ? host.name() : longest;
                }
            }
            for (DispatchGridModel.Workgroup wg : grid.workgroups()) {
                lastWg = Math.max(lastWg, wg.id());
                // rows are named by their index in the workgroup (gl_SubgroupID), the widest the last
                lastSg = Math.max(lastSg, wg.subgroups().size() - 1);
                for (DispatchGridModel.Subgroup sg : wg.subgroups()) {
                    if (!sg.invocations().isEmpty()) {
                        String name = sg.invocations().get(sg.invocations().size() - 1).name();
                        longest = name.length() > longest.length() ? name : longest;
                    }
                }
            }
        }
        Messages text = model.text();
        return new GridLayout.Metrics(cellWidth.getValue().doubleValue(), cellHeight.getValue().doubleValue(),
                Math.ceil(f.getSize() * 1.3), width(text.get("grid.subgroup", String.valueOf(lastSg)), f),
                Math.max(titleWidth, width(text.get("grid.workgroup", lastWg), f)), width(longest, f), f.getSize(),
                minText.getValue().doubleValue(), focusWidth.getValue().doubleValue());
    }

    private static double width(String s, Font f) {
        Text t = new Text(s);
        t.setFont(f);
        return Math.ceil(t.getLayoutBounds().getWidth());
    }

    private GridPainter.Colours colours() {
        return new GridPainter.Colours(new Color[] {running.getValue(), waiting.getValue(), waiting.getValue(),
            done.getValue(), diverged.getValue(), diverged.getValue(), diverged.getValue(), deadlocked.getValue()},
                ready.getValue(), border.getValue(), focusColour.getValue(), focusWidth.getValue().doubleValue(),
                boxFill.getValue(), boxBorder.getValue(), rowName.getValue(), titleColour.getValue(), font.getValue(),
                hostFill.getValue(), hostBorder.getValue());
    }

    /** Barrier lines as labels, changed in place: a new text changes one label, not the grid. */
    private void showLines() {
        List<String> lines = model.barrierLines();
        var labels = barriers.getChildren();
        boolean countChanged = labels.size() != lines.size();
        if (labels.size() > lines.size()) {
            labels.remove(lines.size(), labels.size());
        }
        for (int i = 0; i < lines.size(); i++) {
            if (i < labels.size()) {
                Label line = (Label) labels.get(i);
                if (!line.getText().equals(lines.get(i))) {
                    line.setText(lines.get(i));
                }
            } else {
                Label line = new Label(lines.get(i));
                line.getStyleClass().add("barrier-wait");
                labels.add(line);
            }
        }
        if (countChanged) {
            requestLayout();
        }
    }

    @Override
    protected double computePrefWidth(double height) {
        return 400;
    }

    @Override
    protected double computePrefHeight(double width) {
        return 200;
    }

    private StyleableProperty<Color> colour(String name, String property, Color initial) {
        return CSS.createStyleableColorProperty(this, name, property, s -> s.property(name), initial);
    }

    private StyleableProperty<Number> number(String name, String property, double initial) {
        return CSS.createStyleableNumberProperty(this, name, property, s -> s.numberProperty(name), initial);
    }

    @SuppressWarnings("unchecked")
    private StyleableProperty<Color> property(String name) {
        return (StyleableProperty<Color>) styleable(name);
    }

    @SuppressWarnings("unchecked")
    private StyleableProperty<Number> numberProperty(String name) {
        return (StyleableProperty<Number>) styleable(name);
    }

    private StyleableProperty<?> styleable(String name) {
        return switch (name) {
            case "cellReady" -> ready;
            case "cellRunning" -> running;
            case "cellWaiting" -> waiting;
            case "cellDone" -> done;
            case "cellDiverged" -> diverged;
            case "cellDeadlocked" -> deadlocked;
            case "cellBorder" -> border;
            case "cellFocus" -> focusColour;
            case "boxFill" -> boxFill;
            case "boxBorder" -> boxBorder;
            case "rowName" -> rowName;
            case "title" -> titleColour;
            case "hostFill" -> hostFill;
            case "hostBorder" -> hostBorder;
            case "cellWidth" -> cellWidth;
            case "cellHeight" -> cellHeight;
            case "focusWidth" -> focusWidth;
            case "minText" -> minText;
            default -> throw new IllegalArgumentException(name);
        };
    }

    @Override
    public List<CssMetaData<? extends Styleable, ?>> getCssMetaData() {
        return CSS.getCssMetaData();
    }
}
