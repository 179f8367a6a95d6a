package dev.syncscope.views.threads;

import dev.syncscope.core.model.Agent;
import dev.syncscope.views.i18n.SubgroupNames;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Where the dispatch grid draws each part in a pane of a given size: the host threads' lane first, on
 * a line of its own (a box with one row of host-thread cells and no subgroup names: a host thread is in
 * no workgroup or subgroup), then a box per workgroup (flowing left to right, then down), a row per
 * subgroup, a cell per invocation. Cells shrink until the whole
 * dispatch fits; they carry their names only while the names fit, and below {@link #MIN_CELL} pixels
 * each subgroup is summarised as one bar ({@link Mode#BARS}) split by state. A pure function of the
 * grid, the size and the {@link Metrics}. Immutable.
 *
 * @param mode         cells or summary bars
 * @param cellWidth    width of a cell (or the bars' height in {@link Mode#BARS})
 * @param cellHeight   height of a cell or a bar
 * @param labelScale   the size of the invocations' names in their cells relative to the pane's font: 1, or less
 *                     to fit small cells, down to {@link Metrics#minText} pixels, inside the focus outline; 0 when
 *                     even that does not fit and cells carry no names
 * @param rowNameScale the size of the subgroups' names relative to the pane's font, likewise
 * @param boxes        the host lane's box (if any) then the workgroup boxes, in launch order
 * @param cells        each invocation's cell by invocation id ({@link Mode#CELLS} only)
 * @param bars         each subgroup's bar ({@link Mode#BARS} only)
 * @param height       the height the layout needs (more than the pane when even bars do not fit)
 */
public record GridLayout(Mode mode, double cellWidth, double cellHeight, double labelScale, double rowNameScale,
                         List<Box> boxes, Map<Integer, Rect> cells, List<Bar> bars, double height) {

    /** The smallest cell drawn; smaller dispatches are summarised per subgroup. */
    public static final double MIN_CELL = 5;
    static final double PAD = 8;
    static final double BOX_GAP = 10;
    static final double BOX_PAD = 6;

    /** Nothing to draw. */
    public static final GridLayout EMPTY = new GridLayout(Mode.CELLS, 0, 0, 0, 1, List.of(), Map.of(), List.of(), 0);

    /**
     * The smallest text the cells' and rows' names are drawn in by default, in pixels (or the pane's font, if
     * smaller): a name shrinks to fit its cell or row down to this size, then is left out. The style may ask for a
     * larger floor ({@code -ss-min-text}: presentation mode's is above normal mode's largest text).
     */
    public static final double MIN_TEXT = 11;

    public GridLayout {
        boxes = List.copyOf(boxes);
        cells = Map.copyOf(cells);
        bars = List.copyOf(bars);
    }

    /** Whether cells carry their invocation's name ({@link #labelScale} above 0). */
    public boolean labelled() {
        return labelScale > 0;
    }

    /** One cell per invocation, or one bar per subgroup. */
    public enum Mode { CELLS, BARS }

    /** An axis-aligned rectangle in the pane's pixels. Immutable. */
    public record Rect(double x, double y, double w, double h) {
        public boolean contains(double px, double py) {
            return px >= x && px < x + w && py >= y && py < y + h;
        }

        public double centreX() {
            return x + w / 2;
        }

        public double centreY() {
            return y + h / 2;
        }
    }

    /** The workgroup and subgroup id of the host lane's box and bar (no instance has it). */
    public static final int HOST_LANE = -1;

    /**
     * A workgroup's box, where its title goes, and where each subgroup's name goes (none when rows are
     * too small); or the host threads' lane ({@code host}, workgroup {@link #HOST_LANE}, no row names).
     */
    public record Box(int workgroup, Rect bounds, double titleY, List<RowName> rowNames, boolean host) {
        public Box {
            rowNames = List.copyOf(rowNames);
        }
    }

    /**
     * A subgroup's name at the start of its row (its text baseline centred on {@code y}): {@code subgroup} its instance
     * id, {@code index} its index within its workgroup, the {@code gl_SubgroupID} the row is named by ({@link
     * SubgroupNames#index}, the window's one numbering, the grid's {@link DispatchGridModel#subgroupNames}: worked
     * out once per launch, not at each layout).
     */
    public record RowName(int subgroup, int index, double x, double y) {
    }

    /** A subgroup (or the host lane, {@link #HOST_LANE}) summarised as one bar; its invocations in launch order. */
    public record Bar(int workgroup, int subgroup, Rect bounds, List<Integer> invocations) {
        public Bar {
            invocations = List.copyOf(invocations);
        }
    }

    /**
     * Sizes the layout works with, in pixels: the largest cell, a text line, the widest subgroup name,
     * the widest box title (workgroup or host lane), the widest invocation name, the font's size, the
     * smallest text names may shrink to ({@link #MIN_TEXT} unless the style asks for more: presentation
     * mode's is larger than normal mode's largest) and the focus outline's width, which a cell's name stays
     * inside (so that the outline never crosses it).
     */
    public record Metrics(double cellWidth, double cellHeight, double lineHeight, double subgroupNameWidth,
                          double titleWidth, double nameWidth, double fontSize, double minText, double focusWidth) {

        /** Names down to {@link #MIN_TEXT}, no room kept for a focus outline. */
        public Metrics(double cellWidth, double cellHeight, double lineHeight, double subgroupNameWidth,
                       double titleWidth, double nameWidth, double fontSize) {
            this(cellWidth, cellHeight, lineHeight, subgroupNameWidth, titleWidth, nameWidth, fontSize, MIN_TEXT, 0);
        }

        /** With the font size a line of {@code lineHeight} holds (1.3 lines to the font size). */
        public Metrics(double cellWidth, double cellHeight, double lineHeight, double subgroupNameWidth,
                       double titleWidth, double nameWidth) {
            this(cellWidth, cellHeight, lineHeight, subgroupNameWidth, titleWidth, nameWidth, lineHeight / 1.3);
        }

        /** {@code scale} if text of that size is at least {@link #minText} pixels (or the font's size), else 0. */
        double readable(double scale) {
            return fontSize * Math.min(1, scale) >= Math.min(minText, fontSize) ? Math.min(1, scale) : 0;
        }

        /**
         * The scale of the invocations' names in cells of {@code cw} × {@code ch}: a line of text high, and inside the
         * focus outline (names are letters and digits, whose ink is at most {@link #INK} of the font's size high).
         */
        double cellNames(double cw, double ch) {
            double across = (cw - 4 - 2 * focusWidth) / nameWidth;
            double down = Math.min(ch / lineHeight, (ch - 2 * focusWidth) / (INK * fontSize));
            return readable(Math.min(across, down));
        }

        /** How high the ink of letters and digits is, relative to the font's size (capitals and digits: about 0.73). */
        static final double INK = 0.8;
    }

    /** The largest layout of {@code grid} that fits {@code width} × {@code height}. */
    public static GridLayout of(DispatchGridModel grid, double width, double height, Metrics m) {
        if (grid == null || grid.isEmpty() || width <= 2 * PAD || height <= 2 * PAD) {
            return EMPTY;
        }
        Plan plan = plan(grid, width, height, m);
        return plan != null ? cells(grid, plan, m) : bars(grid, barPlan(grid, width, height, m), m);
    }

    /** The largest cells of {@code grid} that fit {@code width} × {@code height}, measured; null if none do. */
    private static Plan plan(DispatchGridModel grid, double width, double height, Metrics m) {
        double ratio = m.cellHeight() / m.cellWidth();
        for (double cw = m.cellWidth(); cw >= MIN_CELL; cw -= 1) {
            Plan plan = plan(grid, width, height, cw, cellHeight(cw, ratio), m);
            if (plan != null) {
                return plan;
            }
        }
        return null;
    }

    /**
     * The height {@code grid} needs in {@code width} for cells of full size (the style's, or as large as the width
     * takes), each subgroup's row wrapping as the width asks; 0 when there is nothing to draw.
     */
    public static double naturalHeight(DispatchGridModel grid, double width, Metrics m) {
        if (grid == null || grid.isEmpty() || width <= 2 * PAD) {
            return 0;
        }
        // what of() places at an unbounded height, measured from its boxes: no cell placed (a million took 0.1-0.4 s)
        return grid.height(new Asked(false, width, m), () -> {
            Plan plan = plan(grid, width, Double.MAX_VALUE, m);
            return plan != null ? plan.height() : barPlan(grid, width, Double.MAX_VALUE, m).height();
        });
    }

    /** A height asked of a grid ({@link DispatchGridModel#height}): the labelled one or the natural one, and its size. */
    private record Asked(boolean labelled, double width, Metrics m) {
    }

    /**
     * The least height in which {@code grid}'s cells carry their names in {@code width} (the smallest cells whose
     * names are at least {@link Metrics#minText}); {@link Double#POSITIVE_INFINITY} when no cell size carries them
     * (names too wide for the full-size cells), 0 when there is nothing to draw. {@link #of} at that height or more
     * names its cells.
     */
    public static double labelledHeight(DispatchGridModel grid, double width, Metrics m) {
        if (grid == null || grid.isEmpty() || width <= 2 * PAD) {
            return 0;
        }
        return grid.height(new Asked(true, width, m), () -> measureLabelled(grid, width, m));
    }

    private static double measureLabelled(DispatchGridModel grid, double width, Metrics m) {
        double ratio = m.cellHeight() / m.cellWidth();
        double smallest = -1;
        // the cell sizes of() tries, largest first: names shrink with their cells, so the last named one is the least
        for (double cw = m.cellWidth(); cw >= MIN_CELL && m.cellNames(cw, cellHeight(cw, ratio)) > 0; cw -= 1) {
            smallest = cw;
        }
        if (smallest > 0) {
            Plan plan = plan(grid, width, Double.MAX_VALUE, smallest, cellHeight(smallest, ratio), m);
            return plan == null ? Double.POSITIVE_INFINITY : plan.height(); // measured, no cell placed
        }
        return Double.POSITIVE_INFINITY;
    }

    /** The height of a cell {@code cw} wide: the style's ratio, rounded, at least {@link #MIN_CELL}. */
    private static double cellHeight(double cw, double ratio) {
        return Math.max(MIN_CELL, Math.round(cw * ratio));
    }

    /** A box's contents: a workgroup's subgroups, or the host threads as one row. */
    private record Lane(int workgroup, boolean host, List<DispatchGridModel.Subgroup> rows) {
        /** The width of the subgroup names before the rows ({@code nameW}); none in the host lane. */
        double names(double nameW) {
            return host ? 0 : nameW;
        }
    }

    /** The host lane (when the launch has host threads) then the workgroups. */
    private static List<Lane> lanes(DispatchGridModel grid) {
        List<Lane> out = new ArrayList<>();
        if (!grid.hosts().isEmpty()) {
            out.add(new Lane(HOST_LANE, true, List.of(new DispatchGridModel.Subgroup(HOST_LANE, grid.hosts()))));
        }
        for (DispatchGridModel.Workgroup wg : grid.workgroups()) {
            out.add(new Lane(wg.id(), false, wg.subgroups()));
        }
        return out;
    }

    private static double gap(double cell) {
        return cell >= 16 ? 4 : cell >= 9 ? 2 : 1;
    }

    /**
     * Where cells of {@code cw} × {@code ch} go, measured before any is placed: each box ({@code sizes}, in
     * {@code lanes}' order) with {@code perLine} cells to a line of a row, {@code sgGap} between subgroups. The layout's
     * height is its boxes' ({@link #height}), so that the heights the presentation layout asks for
     * ({@link #naturalHeight}, {@link #labelledHeight}) cost the boxes, not the cells: a box per workgroup, not a
     * rectangle per invocation.
     */
    private record Plan(double cw, double ch, double gap, double sgGap, int perLine, double rowNameScale,
                        double nameW, double titleH, List<Lane> lanes, List<Rect> sizes) {
        /** The lowest box's bottom and the pad below it: what the placed layout needs. */
        double height() {
            return sizes.stream().mapToDouble(r -> r.y() + r.h()).max().orElse(0) + PAD;
        }
    }

    /**
     * Cells of {@code cw} × {@code ch} in as few columns of workgroup boxes as fit (a subgroup's row
     * wraps when its box is too narrow), measured; null if they do not fit.
     */
    private static Plan plan(DispatchGridModel grid, double width, double height, double cw, double ch, Metrics m) {
        double gap = gap(cw);
        double rowNameScale = m.readable(ch / (m.lineHeight() * 0.8));
        double nameW = rowNameScale > 0 ? m.subgroupNameWidth() * rowNameScale + 6 : 0;
        List<Lane> lanes = lanes(grid);
        int widest = 0;
        for (Lane lane : lanes) {
            for (DispatchGridModel.Subgroup sg : lane.rows()) {
                widest = Math.max(widest, sg.invocations().size());
            }
        }
        double titleH = m.lineHeight() + 2;
        for (int k = 1; k <= Math.max(1, grid.workgroups().size()); k++) {
            double column = (width - 2 * PAD - (k - 1) * BOX_GAP) / k;
            int perLine = (int) Math.min(widest, Math.floor((column - 2 * BOX_PAD - nameW + gap) / (cw + gap)));
            if (perLine < 1) {
                return null;
            }
            double sgGap = perLine < widest ? gap : 0;
            List<Rect> sizes = boxes(lanes, width, height, perLine, cw, ch, gap, sgGap, nameW, titleH, m);
            if (sizes != null) {
                return new Plan(cw, ch, gap, sgGap, perLine, rowNameScale, nameW, titleH, lanes, sizes);
            }
        }
        return null;
    }

    /** A cell per invocation where {@code plan} puts its boxes. */
    private static GridLayout cells(DispatchGridModel grid, Plan plan, Metrics m) {
        double cw = plan.cw();
        double ch = plan.ch();
        double gap = plan.gap();
        int perLine = plan.perLine();
        boolean rowNames = plan.rowNameScale() > 0;
        List<Box> boxes = new ArrayList<>();
        Map<Integer, Rect> cells = new HashMap<>();
        SubgroupNames numbers = grid.subgroupNames(); // the grid's, numbered once per launch
        for (int w = 0; w < plan.sizes().size(); w++) {
            Lane wg = plan.lanes().get(w);
            Rect box = plan.sizes().get(w);
            List<RowName> names = new ArrayList<>();
            double y = box.y() + BOX_PAD + plan.titleH();
            for (DispatchGridModel.Subgroup sg : wg.rows()) {
                if (rowNames && !wg.host()) {
                    names.add(new RowName(sg.id(), numbers.index(sg.id()), box.x() + BOX_PAD, y + ch / 2));
                }
                int i = 0;
                for (Agent a : sg.invocations()) {
                    double x = box.x() + BOX_PAD + wg.names(plan.nameW()) + (i % perLine) * (cw + gap);
                    cells.put(a.id(), new Rect(x, y + (i / perLine) * (ch + gap), cw, ch));
                    i++;
                }
                y += Math.max(1, (sg.invocations().size() + perLine - 1) / perLine) * (ch + gap) + plan.sgGap();
            }
            boxes.add(new Box(wg.workgroup(), box, box.y() + BOX_PAD + m.lineHeight() / 2, names, wg.host()));
        }
        return new GridLayout(Mode.CELLS, cw, ch, m.cellNames(cw, ch), plan.rowNameScale(), boxes, cells, List.of(),
                plan.height());
    }

    /**
     * The boxes of {@code lanes} with {@code perLine} cells to a line, flowed across the width (the host
     * lane on a line of its own); null if they are taller than {@code height}. Subgroups are
     * {@code sgGap} apart (more than lines of one subgroup when their rows wrap, so that each reads as one).
     */
    private static List<Rect> boxes(List<Lane> lanes, double width, double height, int perLine, double cw,
                                    double ch, double gap, double sgGap, double nameW, double titleH, Metrics m) {
        List<Rect> sizes = new ArrayList<>();
        Flow fits = new Flow(width);
        for (Lane wg : lanes) {
            int lineCells = 0;
            double innerH = 0;
            for (DispatchGridModel.Subgroup sg : wg.rows()) {
                int n = sg.invocations().size();
                lineCells = Math.max(lineCells, Math.min(n, perLine));
                innerH += Math.max(1, (n + perLine - 1) / perLine) * (ch + gap) + sgGap;
            }
            innerH -= sgGap;
            double boxW = Math.max(2 * BOX_PAD + wg.names(nameW) + lineCells * (cw + gap) - gap,
                    m.titleWidth() + 2 * BOX_PAD);
            sizes.add(fits.place(Math.min(boxW, width - 2 * PAD), 2 * BOX_PAD + titleH + innerH - gap));
            if (wg.host()) {
                fits.newLine();
            }
            if (fits.height() > height) {
                return null;
            }
        }
        return sizes;
    }

    /**
     * Where the boxes go when each subgroup is one bar {@code bh} high, in {@code columns} columns of boxes
     * {@code boxW} wide, measured before any bar is placed ({@code sizes}, in {@code lanes}' order; {@code height}
     * the flow's).
     */
    private record BarPlan(double bh, boolean rowNames, double nameW, double boxW, double titleH, List<Lane> lanes,
                           List<Rect> sizes, double height) {
    }

    /**
     * One bar per subgroup: boxes in as many columns as make the bars tallest (up to a cell's height),
     * at least 2 pixels tall; a dispatch too large even for that overflows the pane. Measured.
     */
    private static BarPlan barPlan(DispatchGridModel grid, double width, double height, Metrics m) {
        List<Lane> lanes = lanes(grid);
        int workgroups = Math.max(1, grid.workgroups().size());
        int hostLine = grid.hosts().isEmpty() ? 0 : 1;
        int rowsPerBox = 1;
        for (DispatchGridModel.Workgroup wg : grid.workgroups()) {
            rowsPerBox = Math.max(rowsPerBox, wg.subgroups().size());
        }
        double titleH = m.lineHeight() + 2;
        int bestColumns = 1;
        double bestBar = -1;
        for (int k = 1; k <= workgroups; k++) {
            double boxW = (width - 2 * PAD - (k - 1) * BOX_GAP) / k;
            if (boxW - 2 * BOX_PAD < Math.max(40, m.titleWidth()) && k > 1) {
                break;
            }
            int rows = (workgroups + k - 1) / k + hostLine;
            double boxH = (height - 2 * PAD - (rows - 1) * BOX_GAP) / rows;
            double bar = Math.min(m.cellHeight(), (boxH - 2 * BOX_PAD - titleH) / rowsPerBox - 2);
            if (bar > bestBar + 0.5) {
                bestBar = bar;
                bestColumns = k;
            }
        }
        double bh = Math.max(2, Math.floor(bestBar));
        boolean rowNames = bh >= m.lineHeight() * 0.8;
        double nameW = rowNames ? m.subgroupNameWidth() + 6 : 0;
        double boxW = (width - 2 * PAD - (bestColumns - 1) * BOX_GAP) / bestColumns;
        Flow flow = new Flow(width);
        List<Rect> sizes = new ArrayList<>();
        for (Lane wg : lanes) {
            sizes.add(flow.place(boxW, 2 * BOX_PAD + titleH + wg.rows().size() * (bh + 2) - 2));
            if (wg.host()) {
                flow.newLine();
            }
        }
        return new BarPlan(bh, rowNames, nameW, boxW, titleH, lanes, sizes, flow.height());
    }

    /** A bar per subgroup where {@code plan} puts its boxes. */
    private static GridLayout bars(DispatchGridModel grid, BarPlan plan, Metrics m) {
        double bh = plan.bh();
        List<Box> boxes = new ArrayList<>();
        List<Bar> bars = new ArrayList<>();
        SubgroupNames numbers = grid.subgroupNames(); // the grid's, numbered once per launch
        for (int w = 0; w < plan.sizes().size(); w++) {
            Lane wg = plan.lanes().get(w);
            Rect box = plan.sizes().get(w);
            List<RowName> names = new ArrayList<>();
            double y = box.y() + BOX_PAD + plan.titleH();
            double rowX = wg.names(plan.nameW());
            for (DispatchGridModel.Subgroup sg : wg.rows()) {
                if (plan.rowNames() && !wg.host()) {
                    names.add(new RowName(sg.id(), numbers.index(sg.id()), box.x() + BOX_PAD, y + bh / 2));
                }
                bars.add(new Bar(wg.workgroup(), sg.id(), new Rect(box.x() + BOX_PAD + rowX, y,
                        plan.boxW() - 2 * BOX_PAD - rowX, bh), sg.invocations().stream().map(Agent::id).toList()));
                y += bh + 2;
            }
            boxes.add(new Box(wg.workgroup(), box, box.y() + BOX_PAD + m.lineHeight() / 2, names, wg.host()));
        }
        return new GridLayout(Mode.BARS, bh, bh, 0, 1, boxes, Map.of(), bars, plan.height());
    }

    /** The invocation whose cell is at ({@code x}, {@code y}), or -1 ({@link Mode#CELLS}). */
    public int cellAt(double x, double y) {
        for (Map.Entry<Integer, Rect> e : cells.entrySet()) {
            if (e.getValue().contains(x, y)) {
                return e.getKey();
            }
        }
        return -1;
    }

    /** The bar at ({@code x}, {@code y}), or null ({@link Mode#BARS}). */
    public Bar barAt(double x, double y) {
        for (Bar b : bars) {
            if (b.bounds().contains(x, y)) {
                return b;
            }
        }
        return null;
    }

    /** Places boxes left to right, wrapping to a new line of boxes when one does not fit the width. Not thread-safe. */
    private static final class Flow {
        private final double width;
        private double x = PAD;
        private double y = PAD;
        private double lineH;

        Flow(double width) {
            this.width = width;
        }

        Rect place(double w, double h) {
            if (x > PAD && x + w > width - PAD) {
                x = PAD;
                y += lineH + BOX_GAP;
                lineH = 0;
            }
            Rect r = new Rect(x, y, w, h);
            x += w + BOX_GAP;
            lineH = Math.max(lineH, h);
            return r;
        }

        /** Ends the current line of boxes: the next box starts a new one. */
        void newLine() {
            if (x > PAD) {
                x = PAD;
                y += lineH + BOX_GAP;
                lineH = 0;
            }
        }

        double height() {
            return y + (x > PAD ? lineH : -BOX_GAP) + PAD;
        }
    }
}
