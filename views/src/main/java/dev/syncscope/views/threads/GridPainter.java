package dev.syncscope.views.threads;

import dev.syncscope.core.exec.AgentStatus;
import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.TextAlignment;

import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Paints a {@link GridLayout} on a canvas with the states of a {@link DispatchGridViewModel}: all of
 * it after a new layout, or only the cells (bars) whose state or focus changed; remembers the state
 * each cell was drawn with. The host threads' lane is a box of its own fill with a dashed border and
 * its host threads are capsules, not squares, so they read apart from invocations also without colour.
 * FX thread only.
 */
final class GridPainter {

    /** The stylesheet's colours and sizes; {@code byStatus} is indexed by {@link AgentStatus#ordinal()}. */
    record Colours(Color[] byStatus, Color ready, Color border, Color focus, double focusWidth, Color boxFill,
                   Color boxBorder, Color rowName, Color title, Font font, Color hostFill, Color hostBorder) {
        Color of(AgentStatus s) {
            return s == null ? ready : byStatus[s.ordinal()];
        }
    }

    /** Marks a cell drawn as ready (before the first step): maps cannot hold null. */
    private static final Object READY = new Object();
    private final Map<Integer, Object> drawn = new HashMap<>();

    /** Whether {@code invocation}'s cell was last drawn showing {@code status} ({@code null}: ready). */
    boolean drawnAs(int invocation, AgentStatus status) {
        Object d = drawn.get(invocation);
        return d != null && d == (status == null ? READY : status);
    }

    void drawAll(GraphicsContext gc, GridLayout layout, DispatchGridViewModel model, Colours c, double w, double h) {
        drawn.clear();
        gc.clearRect(0, 0, w, h);
        gc.setFont(c.font());
        gc.setTextBaseline(VPos.CENTER);
        gc.setLineWidth(1);
        for (GridLayout.Box box : layout.boxes()) {
            GridLayout.Rect r = box.bounds();
            gc.setFill(box.host() ? c.hostFill() : c.boxFill());
            gc.fillRoundRect(r.x(), r.y(), r.w(), r.h(), 12, 12);
            gc.setStroke(box.host() ? c.hostBorder() : c.boxBorder());
            if (box.host()) {
                gc.setLineDashes(5, 3);
            }
            gc.strokeRoundRect(r.x() + 0.5, r.y() + 0.5, r.w() - 1, r.h() - 1, 12, 12);
            gc.setLineDashes();
            gc.setTextAlign(TextAlignment.LEFT);
            gc.setFill(c.title());
            String title = box.host() ? model.text().get("grid.hostLane")
                    : model.text().get("grid.workgroup", box.workgroup());
            gc.fillText(title, r.x() + GridLayout.BOX_PAD, box.titleY(), r.w() - 2 * GridLayout.BOX_PAD);
            gc.setFill(c.rowName());
            gc.setFont(scaled(c.font(), layout.rowNameScale()));
            for (GridLayout.RowName n : box.rowNames()) {
                gc.fillText(model.text().get("grid.subgroup", String.valueOf(n.index())), n.x(), n.y());
            }
            gc.setFont(c.font());
        }
        for (Map.Entry<Integer, GridLayout.Rect> cell : layout.cells().entrySet()) {
            drawCell(gc, cell.getKey(), cell.getValue(), layout, model, c);
        }
        for (GridLayout.Bar bar : layout.bars()) {
            drawBar(gc, bar, model, c);
        }
    }

    /** The bars of the layout last asked about, by invocation ({@link #barOf}). */
    private BarIndex barIndex = BarIndex.EMPTY;

    /** The bar that summarises {@code invocation} in {@code layout} ({@link GridLayout.Mode#BARS}), or null. */
    GridLayout.Bar barOf(GridLayout layout, int invocation) {
        if (barIndex.layout() != layout) {
            barIndex = BarIndex.of(layout);
        }
        return barIndex.barOf(invocation);
    }

    void drawChanged(GraphicsContext gc, GridLayout layout, DispatchGridViewModel model, Colours c) {
        Set<Integer> changed = model.takeChanged();
        if (changed.isEmpty()) {
            return;
        }
        gc.setFont(c.font());
        gc.setTextBaseline(VPos.CENTER);
        Set<GridLayout.Bar> bars = new LinkedHashSet<>();
        for (int id : changed) {
            GridLayout.Rect r = layout.cells().get(id);
            if (r != null) {
                drawCell(gc, id, r, layout, model, c);
            } else if (layout.mode() == GridLayout.Mode.BARS) {
                GridLayout.Bar bar = barOf(layout, id);
                if (bar != null) {
                    bars.add(bar);
                }
            }
        }
        bars.forEach(b -> drawBar(gc, b, model, c));
    }

    private void drawCell(GraphicsContext gc, int id, GridLayout.Rect r, GridLayout layout,
                          DispatchGridViewModel model, Colours c) {
        AgentStatus status = model.statusOf(id);
        Color fill = c.of(status);
        boolean host = model.isHost(id);
        double arc = host ? Math.min(r.w(), r.h()) : 0;
        if (host) {
            // the lane's fill first: a capsule leaves the corners of the cell's square to it
            gc.setFill(c.hostFill());
            gc.fillRect(r.x(), r.y(), r.w(), r.h());
        }
        gc.setFill(fill);
        gc.fillRoundRect(r.x(), r.y(), r.w(), r.h(), arc, arc);
        if (r.w() >= 9) {
            gc.setLineWidth(1);
            gc.setStroke(c.border());
            gc.strokeRoundRect(r.x() + 0.5, r.y() + 0.5, r.w() - 1, r.h() - 1, arc, arc);
        }
        if (model.focused() == id) {
            outline(gc, r, c, arc);
        }
        if (layout.labelled()) {
            gc.setTextAlign(TextAlignment.CENTER);
            gc.setFill(textOn(fill));
            gc.setFont(scaled(c.font(), layout.labelScale()));
            gc.fillText(model.nameOf(id), r.centreX(), r.centreY());
            gc.setFont(c.font());
        }
        drawn.put(id, status == null ? READY : status);
    }

    /** The focus outline, inside the cell (so that redrawing a neighbour never cuts it). */
    private static void outline(GraphicsContext gc, GridLayout.Rect r, Colours c, double arc) {
        double fw = Math.max(1.5, Math.min(c.focusWidth(), Math.min(r.w(), r.h()) / 3));
        gc.setLineWidth(fw);
        gc.setStroke(c.focus());
        double inner = Math.max(0, arc - fw);
        gc.strokeRoundRect(r.x() + fw / 2, r.y() + fw / 2, r.w() - fw, r.h() - fw, inner, inner);
        gc.setLineWidth(1);
    }

    /** A subgroup's bar: one segment per state, as wide as its share of the subgroup, in state order. */
    private static void drawBar(GraphicsContext gc, GridLayout.Bar bar, DispatchGridViewModel model, Colours c) {
        GridLayout.Rect r = bar.bounds();
        int[] counts = counts(bar, model);
        double x = r.x();
        double n = bar.invocations().size();
        for (int k = 0; k < counts.length; k++) {
            if (counts[k] > 0) {
                double w = r.w() * counts[k] / n;
                gc.setFill(k == 0 ? c.ready() : c.byStatus()[k - 1]);
                gc.fillRect(x, r.y(), w, r.h());
                x += w;
            }
        }
        if (bar.invocations().contains(model.focused())) {
            outline(gc, r, c, 0);
        } else if (r.h() >= 6) {
            gc.setStroke(c.border());
            gc.strokeRect(r.x() + 0.5, r.y() + 0.5, r.w() - 1, r.h() - 1);
        }
    }

    /** Invocations per state: index 0 ready, 1 + ordinal for each {@link AgentStatus}. */
    private static int[] counts(GridLayout.Bar bar, DispatchGridViewModel model) {
        int[] counts = new int[AgentStatus.values().length + 1];
        for (int id : bar.invocations()) {
            AgentStatus s = model.statusOf(id);
            counts[s == null ? 0 : s.ordinal() + 1]++;
        }
        return counts;
    }

    /** The first invocation of {@code bar} in the state whose segment lies under {@code x}. */
    int invocationInBar(GridLayout.Bar bar, double x, DispatchGridViewModel model) {
        int[] counts = counts(bar, model);
        double n = bar.invocations().size();
        double at = bar.bounds().x();
        for (int k = 0; k < counts.length; k++) {
            at += bar.bounds().w() * counts[k] / n;
            if (counts[k] > 0 && x < at) {
                AgentStatus want = k == 0 ? null : AgentStatus.values()[k - 1];
                for (int id : bar.invocations()) {
                    if (Objects.equals(model.statusOf(id), want)) {
                        return id;
                    }
                }
            }
        }
        return bar.invocations().isEmpty() ? -1 : bar.invocations().get(0);
    }


    /** The last font {@link #scaled} made, what from, and by how much (drawing thousands of cells makes one). */
    private Font scaledFont;
    private Font scaledFrom;
    private double scaledBy;

    /** {@code f} at {@code scale} times its size (itself at 1 or more). */
    private Font scaled(Font f, double scale) {
        if (scale >= 1) {
            return f;
        }
        if (f != scaledFrom || scale != scaledBy) {
            scaledFrom = f;
            scaledBy = scale;
            scaledFont = Font.font(f.getFamily(), f.getSize() * scale);
        }
        return scaledFont;
    }
    /** Dark text on light fills, white on dark ones. */
    static Color textOn(Color fill) {
        double brightness = 0.299 * fill.getRed() + 0.587 * fill.getGreen() + 0.114 * fill.getBlue();
        return brightness > 0.45 ? Color.web("#111111") : Color.WHITE;
    }
}
