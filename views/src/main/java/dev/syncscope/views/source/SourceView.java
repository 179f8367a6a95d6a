package dev.syncscope.views.source;

import javafx.beans.value.ObservableValue;
import org.fxmisc.flowless.VirtualizedScrollPane;
import org.fxmisc.richtext.CodeArea;
import org.fxmisc.richtext.LineNumberFactory;

/**
 * Shows the kernel source with line numbers. FX thread only.
 */
public class SourceView extends VirtualizedScrollPane<CodeArea> {

    public SourceView(ObservableValue<String> text) {
        super(new CodeArea());
        CodeArea area = getContent();
        area.setId("sourceArea");
        area.getStyleClass().add("source-area");
        area.setEditable(false);
        area.setParagraphGraphicFactory(LineNumberFactory.get(area));
        text.addListener((obs, old, now) -> area.replaceText(now == null ? "" : now));
        area.replaceText(text.getValue() == null ? "" : text.getValue());
        area.moveTo(0);
    }
}
