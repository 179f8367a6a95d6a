package dev.syncscope.views.problems;

import dev.syncscope.views.i18n.Messages;
import javafx.collections.ObservableList;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;

/**
 * Lists problems, newest last; shows a placeholder when there are none. FX thread only.
 */
public class ProblemsView extends ListView<Problem> {

    public ProblemsView(ObservableList<Problem> problems, Messages text) {
        super(problems);
        setId("problems");
        getStyleClass().add("problems");
        setPlaceholder(new Label(text.get("problems.none")));
    }
}
