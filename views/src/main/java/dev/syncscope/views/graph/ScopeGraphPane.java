package dev.syncscope.views.graph;

import dev.syncscope.views.i18n.Messages;

/**
 * The scope-instance graph's pane: its side labels ("sg 12 · T48–T51", "wg 0") are drawn no smaller than the pane's
 * least text size ({@code -ss-min-text}: presentation mode's 16 px), compact ("sg 12", the invocations in the leaf's
 * tooltip) where in full they would be smaller, as the execution graph's events are. Presenting 64 invocations at
 * 1024×768, the 16 leaves' labels in four columns shrank to about 10 px to fit the pane's width, too small for a
 * projector. Without a least size (normal mode) it is a {@link GraphPane}. FX thread only.
 */
public final class ScopeGraphPane extends GraphPane {

    /**
     * Pixels between a label under a scope instance and the next row of its column: apart, and no more, so that a
     * launch's tree that fitted the pane still does (reduction-1024.comp's at 786 × 310 px, presenting).
     */
    static final double COLUMN_GAP_PX = 1;

    /** @param text words the zoom controls */
    public ScopeGraphPane(Messages text) {
        super("scopes", GraphStyles.SCOPES, text);
    }

    /** Side labels no smaller than {@code -ss-min-text}, the rows given the room (a tall tree then scrolls). */
    @Override
    protected boolean keepsRowsLegible() {
        return true;
    }

    /**
     * The rows' room for their side labels at {@code sideFactor} or the size they are drawn at, if larger, and for
     * the labels under the scope instances of each column ({@link GraphFit#columnScale}), as the memory-domain
     * graph's: in a pane 170 px high (presenting beside the memory tab) "sg 0" ran into the node of sg 1 below it and
     * the leaves' labels into each other (the session-91 audit).
     */
    @Override
    protected double rowsNeed(GraphDescription d, java.util.List<LabelSpacing.Box> measured,
                              java.util.List<LabelSpacing.Box> drawn, double pxPerUnit, double sideFactor) {
        // at the size the labels are drawn, not only the least: drawn larger, they ran into the rows below
        double drawnAt = Math.max(sideFactor, sideLabelFactor());
        return Math.max(super.rowsNeed(d, measured, drawn, pxPerUnit, drawnAt),
                GraphFit.columnScale(measured, drawnAt, COLUMN_GAP_PX));
    }
}
