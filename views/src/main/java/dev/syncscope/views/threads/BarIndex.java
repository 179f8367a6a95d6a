package dev.syncscope.views.threads;

import java.util.Arrays;

/**
 * Which {@link GridLayout.Bar} summarises each invocation of a layout in {@link GridLayout.Mode#BARS}: an array by
 * invocation id, built once per layout, so that finding the bars of the invocations a step changed costs one look-up
 * each (scanning every bar's invocations for each of them froze the window on a 1,048,576-invocation dispatch).
 * Immutable once built; made on the FX thread.
 */
final class BarIndex {

    /** No bars. */
    static final BarIndex EMPTY = new BarIndex(GridLayout.EMPTY);

    private final GridLayout layout;
    /** Per invocation id, the index of its bar in the layout's bars, or -1. */
    private final int[] barByInvocation;

    private BarIndex(GridLayout layout) {
        this.layout = layout;
        int max = -1;
        for (GridLayout.Bar b : layout.bars()) {
            for (int id : b.invocations()) {
                max = Math.max(max, id);
            }
        }
        barByInvocation = new int[max + 1];
        Arrays.fill(barByInvocation, -1);
        for (int i = 0; i < layout.bars().size(); i++) {
            for (int id : layout.bars().get(i).invocations()) {
                if (id >= 0) {
                    barByInvocation[id] = i;
                }
            }
        }
    }

    /** The index of {@code layout}'s bars. */
    static BarIndex of(GridLayout layout) {
        return new BarIndex(layout);
    }

    /** The layout this index was built for. */
    GridLayout layout() {
        return layout;
    }

    /** The bar that summarises {@code invocation} in this index's layout, or null. */
    GridLayout.Bar barOf(int invocation) {
        if (invocation < 0 || invocation >= barByInvocation.length || barByInvocation[invocation] < 0) {
            return null;
        }
        return layout.bars().get(barByInvocation[invocation]);
    }
}
