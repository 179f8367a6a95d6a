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

    /** @param text words the zoom controls */
    public ScopeGraphPane(Messages text) {
        super("scopes", GraphStyles.SCOPES, text);
    }

    /** Side labels no smaller than {@code -ss-min-text}, the rows given the room (a tall tree then scrolls). */
    @Override
    protected boolean keepsRowsLegible() {
        return true;
    }
}
