package dev.syncscope.views.source;

import dev.syncscope.views.i18n.Messages;
import javafx.application.Platform;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.value.ObservableValue;
import javafx.css.CssMetaData;
import javafx.css.Styleable;
import javafx.css.StyleableProperty;
import javafx.css.StyleablePropertyFactory;
import javafx.collections.ListChangeListener;
import javafx.collections.SetChangeListener;
import javafx.scene.Node;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Tooltip;
import javafx.scene.input.ContextMenuEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Region;
import org.fxmisc.flowless.VirtualizedScrollPane;
import org.fxmisc.richtext.CodeArea;
import org.fxmisc.richtext.event.MouseOverTextEvent;
import org.fxmisc.richtext.model.TwoDimensional;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.IntFunction;
import dev.syncscope.core.api.WriteView;

/**
 * Draws a {@link SourceViewModel}: the editable kernel text (id {@code sourceArea}; edits go to
 * the model's edited text, and programmatic changes of that text replace the area's) highlighted
 * by language; a gutter per line with the breakpoint dot (click the gutter to toggle), the line
 * number, an error ("✖") or warning ("⚠") glyph and the program-counter marker ("▶" for the focused invocation,
 * "▸k" for k others, names in the tooltip); the focused invocation's line highlighted
 * ({@code pc-line}); errors underlined with their message on hover. A store's line offers its write
 * ({@link SourceViewModel#writeAt}) to the domain graph: the context menu item "Show this write in the
 * domain graph" (id {@code showWriteItem}) or Ctrl+click on the line hands it to
 * {@link #setOnShowWrite}. {@link #reveal} moves the caret to a site and scrolls to it; {@link #showLine}
 * scrolls a line to the middle and keeps it in view, as the focused invocation's line is kept. Long lines wrap where
 * the stylesheet sets {@code -ss-wrap-lines} (presentation mode; View ▸ Wrap long lines). FX thread only.
 */
public class SourceView extends VirtualizedScrollPane<CodeArea> {

    /** Paragraph style class of the focused invocation's line. */
    public static final String PC_LINE = "pc-line";

    private static final StyleablePropertyFactory<SourceView> CSS =
            new StyleablePropertyFactory<>(Region.getClassCssMetaData());
    /**
     * Whether a line longer than the view wraps ({@code -ss-wrap-lines}; presentation.css): in the 1024×768 window's
     * presentation source column, 19 characters wide, the explained read's line ended at "ld.vis.scopedev.sc0" and
     * its " x = 0", the value read, was cut off.
     */
    private final StyleableProperty<Boolean> wrapLines = CSS.createStyleableBooleanProperty(this, "wrapLines",
            "-ss-wrap-lines", v -> v.wrapLines, false);

    private final SourceViewModel model;
    private final Messages text;
    private final CodeArea area;
    private final Tooltip hover = new Tooltip();
    private int highlighted = -1;
    /** Set while the area's text is replaced from the model, so the change is not echoed back. */
    private boolean replacing;
    /** The line count the gutter's number width was computed for. */
    private int gutterLines;
    /** Counts changes of breakpoints, errors and markers; the gutter cells follow it. */
    private final IntegerProperty gutterChanges = new SimpleIntegerProperty(this, "gutterChanges");
    private Consumer<WriteView> onShowWrite = w -> { };
    /** The line the context menu was opened on (1-based). */
    private int menuLine;
    /** The line kept in view when the area's height changes (1-based; 0: none): the focused or explained line. */
    private int kept;
    private boolean keepPending;
    private final Runnable afterLayoutCheck = this::afterLayout;

    public SourceView(SourceViewModel model, Messages text) {
        super(new CodeArea());
        this.model = model;
        this.text = text;
        this.area = getContent();
        createView();
        initListeners();
        showText();
    }

    private void createView() {
        getStyleClass().add("source-view");
        area.wrapTextProperty().bind((ObservableValue<Boolean>) wrapLines);
        area.setId("sourceArea");
        area.getStyleClass().add("source-area");
        area.editableProperty().bind(model.editableProperty());
        area.setMouseOverTextDelay(Duration.ofMillis(350));
        hover.getStyleClass().add("source-error-tooltip");
        MenuItem showWrite = new MenuItem(text.get("source.showWrite"));
        showWrite.setId("showWriteItem");
        showWrite.setOnAction(e -> model.writeAt(menuLine).ifPresent(w -> onShowWrite.accept(w)));
        ContextMenu menu = new ContextMenu(showWrite);
        menu.setOnShowing(e -> showWrite.setDisable(model.writeAt(menuLine).isEmpty()));
        area.setContextMenu(menu);
    }

    /** Called with the write a store's line made when the user asks to see it (context menu or Ctrl+click). */
    public void setOnShowWrite(Consumer<WriteView> handler) {
        onShowWrite = handler;
    }

    /** Moves the caret to {@code line}:{@code column} (1-based; column 0 = start of line) and scrolls it into view. */
    public void reveal(int line, int column) {
        if (line <= 0 || area.getParagraphs().isEmpty()) {
            return;
        }
        int paragraph = Math.min(line, area.getParagraphs().size()) - 1;
        int col = Math.max(0, Math.min(column - 1, area.getParagraphLength(paragraph)));
        area.moveTo(paragraph, col);
        area.showParagraphInViewport(paragraph);
        area.requestFollowCaret();
        area.requestFocus();
    }

    /**
     * Scrolls {@code line} (1-based) to the middle of the view, without moving the caret, and keeps it in view when
     * the view's height changes (presentation mode gives the panes new heights): the line of the read "Why this
     * value?" explains, with the lines around it.
     */
    public void showLine(int line) {
        if (line <= 0 || line > area.getParagraphs().size()) {
            return;
        }
        kept = line;
        area.showParagraphAtCenter(line - 1);
        keepInViewLater();
    }

    /**
     * The height this view needs to show {@code lines} whole lines of its text (its scroll bar included), in the font
     * in use; 0 while no line is laid out (the view not shown yet).
     */
    public double heightForLines(int lines) {
        if (area.getVisibleParagraphs().isEmpty()) {
            return 0;
        }
        // a line's height: the lowest paragraph shown (with wrapped lines, a paragraph may take several)
        double line = Double.POSITIVE_INFINITY;
        for (int p = area.firstVisibleParToAllParIndex(); p <= area.lastVisibleParToAllParIndex(); p++) {
            line = Math.min(line, area.getParagraphBoundsOnScreen(p).map(javafx.geometry.Bounds::getHeight)
                    .filter(h -> h > 0).orElse(Double.POSITIVE_INFINITY));
        }
        return Double.isInfinite(line) ? 0 : getHeight() - area.getHeight() + lines * line;
    }

    @Override
    public List<CssMetaData<? extends Styleable, ?>> getCssMetaData() {
        return CSS.getCssMetaData();
    }

    /** Checks the kept line after the next layout pass (the lines shown are known only then: {@link #afterLayout}). */
    private void keepInViewLater() {
        keepPending = true;
        Platform.requestNextPulse();
    }

    /** After each layout pass (a scene's post-layout pulse listener): the check {@link #keepInViewLater} asked for. */
    private void afterLayout() {
        if (keepPending) {
            keepPending = false;
            keepInView();
        }
    }

    /** Scrolls the kept line to the middle when it is not well inside the view (the first or last line shown, or out). */
    private void keepInView() {
        if (kept <= 0 || kept > area.getParagraphs().size()) {
            return;
        }
        int paragraph = kept - 1;
        if (area.getVisibleParagraphs().isEmpty() || paragraph <= area.firstVisibleParToAllParIndex()
                || paragraph >= area.lastVisibleParToAllParIndex()) {
            area.showParagraphAtCenter(paragraph);
        }
    }

    /** The 1-based line under the point ({@code x}, {@code y}) of the area, or 0. */
    private int lineAt(double x, double y) {
        if (area.getLength() == 0) {
            return 0;
        }
        int offset = area.hit(x, y).getInsertionIndex();
        return area.offsetToPosition(offset, TwoDimensional.Bias.Forward).getMajor() + 1;
    }

    /** What Ctrl+click on a line shows, if that line made a write. */
    private Optional<WriteView> writeUnder(MouseEvent e) {
        return e.getButton() == MouseButton.PRIMARY && e.isShortcutDown() ? model.writeAt(lineAt(e.getX(), e.getY()))
                : Optional.empty();
    }

    private void initListeners() {
        model.editedTextProperty().addListener((obs, old, now) -> {
            if (!replacing && !area.getText().equals(LineEndings.normalized(now == null ? "" : now))) {
                showText();
            }
        });
        area.textProperty().addListener((obs, old, now) -> {
            if (!replacing) {
                String document = model.editedTextProperty().get();
                model.editedTextProperty().set(LineEndings.edited(document == null ? "" : document, now));
                if (area.getParagraphs().size() != gutterLines) {
                    regutter();
                }
            }
        });
        model.stylesProperty().addListener((obs, old, now) -> restyle());
        model.markersProperty().addListener((obs, old, now) -> refreshGutter());
        model.breakpoints().addListener((SetChangeListener<Integer>) c -> refreshGutter());
        model.errors().addListener((ListChangeListener<SourceError>) c -> refreshGutter());
        model.focusedLineProperty().addListener((obs, old, now) -> highlight(now.intValue()));
        // a new height (presentation mode moves the dividers, and its larger font comes with it) may hide the line;
        // not the text's own height: an edit elsewhere must not scroll back to the kept line
        area.heightProperty().addListener((obs, old, now) -> keepInViewLater());
        sceneProperty().addListener((obs, old, now) -> {
            if (old != null) {
                old.removePostLayoutPulseListener(afterLayoutCheck);
            }
            if (now != null) {
                now.addPostLayoutPulseListener(afterLayoutCheck);
            }
        });
        area.addEventHandler(MouseOverTextEvent.MOUSE_OVER_TEXT_BEGIN, e -> {
            int line = area.offsetToPosition(e.getCharacterIndex(), TwoDimensional.Bias.Forward).getMajor() + 1;
            String message = model.errorAt(line);
            if (message != null) {
                hover.setText(message);
                hover.show(area, e.getScreenPosition().getX(), e.getScreenPosition().getY() + 12);
            }
        });
        area.addEventHandler(MouseOverTextEvent.MOUSE_OVER_TEXT_END, e -> hover.hide());
        area.addEventFilter(ContextMenuEvent.CONTEXT_MENU_REQUESTED, e -> menuLine = lineAt(e.getX(), e.getY()));
        area.addEventHandler(MouseEvent.MOUSE_CLICKED, e -> writeUnder(e).ifPresent(w -> onShowWrite.accept(w)));
    }

    /** Shows the model's edited text, replacing the area's (a new document: caret and scroll to the top, no undo). */
    private void showText() {
        String now = model.editedTextProperty().get();
        replacing = true;
        try {
            area.replaceText(now == null ? "" : now);
        } finally {
            replacing = false;
        }
        area.getUndoManager().forgetHistory();
        area.moveTo(0);
        area.showParagraphAtTop(0);
        highlighted = -1;
        kept = 0;
        restyle();
        regutter();
        highlight(model.focusedLineProperty().get());
    }

    private void restyle() {
        if (model.stylesProperty().get() != null && model.stylesProperty().get().length() == area.getLength()) {
            area.setStyleSpans(0, model.stylesProperty().get());
        }
    }

    /** Re-creates the visible gutter cells: a new factory makes RichTextFX ask again for each shown paragraph. */
    private void regutter() {
        gutterLines = area.getParagraphs().size();
        area.setParagraphGraphicFactory(gutter());
    }

    /** Updates the shown gutter cells in place (breakpoints, errors or markers changed). */
    private void refreshGutter() {
        gutterChanges.set(gutterChanges.get() + 1);
    }

    /** Moves the focused line's highlight; edits may have moved the old one, so every highlighted paragraph is cleared. */
    private void highlight(int line) {
        if (highlighted >= 0) {
            for (int i = 0; i < area.getParagraphs().size(); i++) {
                if (area.getParagraph(i).getParagraphStyle().contains(PC_LINE)) {
                    area.setParagraphStyle(i, List.of());
                }
            }
        }
        highlighted = line - 1;
        if (highlighted >= 0 && highlighted < area.getParagraphs().size()) {
            area.setParagraphStyle(highlighted, List.of(PC_LINE));
            kept = line;
            keepInViewLater();
        } else {
            highlighted = -1;
        }
    }

    private IntFunction<Node> gutter() {
        int digits = Integer.toString(Math.max(1, area.getParagraphs().size())).length();
        return index -> new GutterCell(model, text, index + 1, digits, gutterChanges);
    }
}
