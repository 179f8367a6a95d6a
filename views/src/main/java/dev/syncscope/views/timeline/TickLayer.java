package dev.syncscope.views.timeline;

import dev.syncscope.views.i18n.Messages;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Region;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;

/**
 * The timeline's marks along the track: one small bar (style class {@code timeline-tick} and its ticks' most severe
 * {@link Tick#styleClass()}) per {@link #TICK_WIDTH} pixels of the track that have ticks, so a run of 16,384 ticks
 * draws at most a bar per 3 pixels, not one per tick, and the bars do not overlap. The bars are kept and moved from
 * frame to frame. Their shared tooltip says the steps of the bar hovered and their first {@link Tick#SENTENCES_SAID}
 * sentences, worded then ({@link Tick#sentences}); a click goes to the bar's first tick. FX thread only.
 */
final class TickLayer extends Pane {

    static final double TICK_WIDTH = 3;
    /** The slider's track starts and ends this far inside the layer (approximately: the thumb's half width). */
    private static final double INSET = 8;
    private static final List<String> BY_SEVERITY = List.of("info", "stale", "problem");

    private final Messages text;
    private final IntConsumer goTo;
    private final Tooltip tip = new Tooltip();
    private final List<Mark> marks = new ArrayList<>();
    private List<Tick> ticks = List.of();
    private int size;

    /** Bars that say their ticks in {@code text}'s language and go to a tick's position through {@code goTo}. */
    TickLayer(Messages text, IntConsumer goTo) {
        this.text = text;
        this.goTo = goTo;
        setPickOnBounds(false);
        setMaxHeight(6);
    }

    /** Draws {@code ticks} (in position order) over a trace of {@code size} steps. */
    void draw(List<Tick> ticks, int size) {
        this.ticks = ticks;
        this.size = size;
        double width = getWidth();
        int used = 0;
        if (size > 0 && width > 0) {
            int i = 0;
            while (i < ticks.size()) {
                long column = column(ticks.get(i), width);
                int severity = severity(ticks.get(i));
                int j = i + 1;
                while (j < ticks.size() && column(ticks.get(j), width) == column) {
                    severity = Math.max(severity, severity(ticks.get(j)));
                    j++;
                }
                mark(used++).show(i, j - i, column, BY_SEVERITY.get(severity));
                i = j;
            }
        }
        if (used < marks.size()) {
            getChildren().remove(used, marks.size());
            marks.subList(used, marks.size()).clear();
        }
    }

    /** The tooltip the bars share; its text is set when a bar is entered. */
    Tooltip tooltip() {
        return tip;
    }

    /** The bar's column of {@code t}'s position on the track: bars {@link #TICK_WIDTH} wide side by side. */
    private long column(Tick t, double width) {
        return (long) Math.floor((INSET + (width - 2 * INSET) * t.position() / size) / TICK_WIDTH);
    }

    private static int severity(Tick t) {
        return BY_SEVERITY.indexOf(t.styleClass());
    }

    private Mark mark(int index) {
        if (index < marks.size()) {
            return marks.get(index);
        }
        Mark m = new Mark();
        marks.add(m);
        getChildren().add(m);
        return m;
    }

    /**
     * What the bar of ticks {@code first} to {@code first + count - 1} says: each tick's step and sentences, the first
     * {@link Tick#SENTENCES_SAID} sentences of all, then "… +N" for the diagnostics left unsaid.
     */
    String says(int first, int count) {
        List<String> lines = new ArrayList<>();
        int budget = Tick.SENTENCES_SAID;
        int unsaid = 0;
        for (int i = first; i < first + count && i < ticks.size(); i++) {
            Tick t = ticks.get(i);
            if (budget == 0) {
                unsaid += t.diagnostics().size();
                continue;
            }
            lines.add(text.get("timeline.position", t.position(), size));
            List<String> sentences = t.sentences(budget);
            lines.addAll(sentences);
            budget -= sentences.size();
            unsaid += t.diagnostics().size() - sentences.size();
        }
        if (unsaid > 0) {
            lines.add("… +" + unsaid);
        }
        return String.join("\n", lines);
    }

    /** One bar: the ticks it stands for, by index in the ticks drawn. */
    private final class Mark extends Region {
        private int first;
        private int count;
        private long column = Long.MIN_VALUE;
        private String severity = "";

        Mark() {
            getStyleClass().add("timeline-tick");
            setManaged(false);
            Tooltip.install(this, tip);
            setOnMouseEntered(e -> tip.setText(says(first, count)));
            setOnMouseClicked(e -> {
                if (first < ticks.size()) {
                    goTo.accept(ticks.get(first).position());
                }
            });
        }

        void show(int first, int count, long column, String severity) {
            this.first = first;
            this.count = count;
            if (column != this.column) {
                this.column = column;
                resizeRelocate(column * TICK_WIDTH - 1, 0, TICK_WIDTH, 6);
            }
            if (!severity.equals(this.severity)) {
                getStyleClass().remove(this.severity);
                getStyleClass().add(severity);
                this.severity = severity;
            }
        }
    }
}
