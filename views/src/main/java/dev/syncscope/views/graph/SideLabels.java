package dev.syncscope.views.graph;

import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * The form and size a {@link GraphPane} draws the labels on its nodes' side in: as large as they fit at the zoom,
 * down to {@link #MIN_LABEL_SCALE} of their stylesheet's size and not below the pane's least size, else
 * hidden until the user zooms in; and in full, or in their compact form ({@link GraphDescription.Node#shortLabel}:
 * {@code count 0→1} for {@code RMW count 0 -> 1}) where only that is shown ({@link #show}). Presenting at
 * 1280×800, the atomic counter's four lanes held none of its full labels at 16 px and every event was an unlabelled
 * dot; its compact labels fit at 19 px. A pane may also have them drawn compact where in full they crowd the graph
 * ({@link GraphFit#crowded}): the memory-domain graph's summary of 15 subgroups ("sg 1–15 · visible to 1 of 60 · T63
 * wrote") was large enough presenting at 1024×768, but it reached so far that the graph was drawn smaller, and the
 * labels under and above its domains ran together ("device" into "qf 0"). A label drawn compact or hidden is given in
 * full in its node's tooltip ({@link #tip}). FX thread only.
 */
final class SideLabels {

    /** Side labels smaller than this factor of their size in the light stylesheet are hidden instead. */
    static final double MIN_LABEL_SCALE = 0.7;

    /** Whether the labels as shown last crowd the graph ({@link GraphFit#crowded}; false where a pane does not ask). */
    private final BooleanSupplier crowded;

    private double factor = 1;
    private boolean hidden;
    private boolean shortened;
    /** Where the last show in full left them (hidden, and the factor), for the next one while the compact are drawn. */
    private boolean fullHidden;
    private double fullFactor = 1;
    /** How many times a form of the labels was shown ({@link #drawings}). */
    private int drawings;
    /** Whether shows are in full only ({@link #inFullOnly}). */
    private boolean inFullOnly;
    /** The description shown last in full only, to be drawn compact where hidden when that ends; where it started. */
    private GraphDescription deferred;
    private boolean deferredStartHidden;
    private double deferredStart = 1;

    SideLabels(BooleanSupplier crowded) {
        this.crowded = crowded;
    }

    /** Whether they are hidden because they would run into each other or be too small at the current zoom. */
    boolean hidden() {
        return hidden;
    }

    /** The size they are drawn at, as a factor of their stylesheet's (1 while hidden). */
    double factor() {
        return factor;
    }

    /** The factor of their stylesheet's size they are measured at (a hidden label's style keeps its full size). */
    double measuredAt() {
        return hidden ? 1 : factor;
    }

    /** The factor of their stylesheet's size they are drawn at; 0 while hidden. */
    double drawnAt() {
        return hidden ? 0 : factor;
    }

    /** Whether they are drawn in their compact form. */
    boolean shortened() {
        return shortened;
    }

    /**
     * Draws them at {@code fit} (the largest factor at which they run into nothing) of their size, in twentieths, or
     * hides them where that draws them below {@link #MIN_LABEL_SCALE} of their light stylesheet's size (text
     * {@code textScale} times larger) or below {@code minFactor}; true if that changed.
     */
    boolean fit(double fit, double textScale, double minFactor) {
        boolean h = fit * textScale < MIN_LABEL_SCALE || fit < minFactor - 1e-9;
        double f = h ? 1 : Math.max(0.05, Math.floor(fit * 20) / 20);
        if (h == hidden && f == factor) {
            return false;
        }
        hidden = h;
        factor = f;
        return true;
    }

    /**
     * How many times {@link #show} shows a form of the labels at most for the size they are drawn at to settle: the
     * view is fitted to the labels' reach at the size they were drawn at before, and drawn smaller they reach less, so
     * the view widens and they may be drawn larger, or the other way round.
     */
    private static final int SETTLING_ROUNDS = 4;

    /**
     * Shows {@code description} through {@code showAs} with its labels in full, and with its compact labels if those in
     * full are hidden then; back in full if the compact ones are hidden too or their size does not settle. The labels
     * in full are shown once, from where they were left by the last show in full, as before there were compact labels:
     * a graph whose full labels swing between shown and hidden each time it is shown is then seen to swing ({@code
     * ExecutionGraphPane} draws fewer lanes). The compact ones are shown until the size they are drawn at settles
     * ({@link #SETTLING_ROUNDS}; shown once, they ran into the next lane's node or label, reduction-1024.comp after 300
     * steps), first as in a new pane, from their full size, so that the view fitted takes in their reach (shown from
     * hidden, it was fitted without it). {@code restyle} draws the stylesheet for a size set here.
     */
    void show(GraphDescription description, Consumer<GraphDescription> showAs, Runnable restyle) {
        if (shortened) {
            set(fullHidden, fullFactor, restyle);
        }
        shortened = false;
        boolean startHidden = hidden;
        double start = factor;
        draw(showAs, description);
        fullHidden = hidden;
        fullFactor = factor;
        if (inFullOnly) {
            deferred = description;
            deferredStartHidden = startHidden;
            deferredStart = start;
            return;
        }
        shorten(description, startHidden, start, showAs, restyle);
    }

    /**
     * While {@code only}, {@link #show} shows the labels in full only; when that ends, the description shown last in
     * the while is shown with its compact labels, as its show would have after its labels in full: {@code
     * ExecutionGraphPane} asks only whether the labels are shown in full when it tries lane counts (up to 4 shows per
     * lane count), and the compact ones drew the graph up to 5 times more per show (reduction-1024.comp after 300
     * steps: 50 layouts for one fit of its lanes, 24 so).
     */
    void inFullOnly(boolean only, Consumer<GraphDescription> showAs, Runnable restyle) {
        inFullOnly = only;
        GraphDescription description = deferred;
        deferred = null;
        if (!only && description != null) {
            shorten(description, deferredStartHidden, deferredStart, showAs, restyle);
        }
    }

    /**
     * Shows {@code description} with its compact labels if those in full, just shown, are hidden or crowd the graph;
     * back in full, from where the show in full started ({@code startHidden}, {@code start}), if the compact ones are
     * hidden or their size does not settle.
     */
    private void shorten(GraphDescription description, boolean startHidden, double start,
            Consumer<GraphDescription> showAs, Runnable restyle) {
        if (!description.hasShortLabels() || !(hidden || crowded.getAsBoolean())) {
            return;
        }
        set(false, 1, restyle);
        shortened = true;
        if (settle(description.shortened(), showAs) && !hidden) {
            return;
        }
        shortened = false;
        set(startHidden, start, restyle);
        draw(showAs, description);
    }

    private void draw(Consumer<GraphDescription> showAs, GraphDescription description) {
        drawings++;
        showAs.accept(description);
    }

    /** How many times a form of the labels was shown through {@link #show}'s {@code showAs}. */
    int drawings() {
        return drawings;
    }

    private void set(boolean h, double f, Runnable restyle) {
        hidden = h;
        factor = f;
        restyle.run();
    }

    /** Shows {@code description} until the labels' size settles, at most {@link #SETTLING_ROUNDS} times; whether it did. */
    private boolean settle(GraphDescription description, Consumer<GraphDescription> showAs) {
        for (int round = 0; round < SETTLING_ROUNDS; round++) {
            boolean wasHidden = hidden;
            double was = factor;
            draw(showAs, description);
            if (wasHidden == hidden && was == factor) {
                return true;
            }
        }
        return false;
    }

    /**
     * The full label of node {@code id} of {@code shown} where it is drawn short or hidden: a node with a compact form
     * that differs from its label (the nodes whose labels are cut); else null.
     */
    String tip(GraphDescription shown, String id) {
        if (shown == null || !(shortened || hidden)) {
            return null;
        }
        for (GraphDescription.Node n : shown.nodes()) {
            if (n.id().equals(id)) {
                return n.shortLabel() == null || n.shortLabel().equals(n.label()) ? null : n.label();
            }
        }
        return null;
    }
}
