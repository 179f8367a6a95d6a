package dev.syncscope.views.graph;

import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

import java.util.concurrent.TimeUnit;

/**
 * The stage the execution graph's FX tests share: a root 786 × 250 px (the window's graph tab; {@link #sceneHeight}), where a test mounts
 * its {@link #pane} ({@link ShownExecutionGraph#mount}), closed after each test on the FX thread.
 */
@ExtendWith(ApplicationExtension.class)
abstract class ExecutionGraphStageFxTest {

    protected StackPane root;
    protected ExecutionGraphPane pane;

    /** The primary stage given a new root before each test (TestFX's {@code @Start} is looked for in the test class only). */
    @BeforeEach
    void stage() throws Exception {
        FxToolkit.setupStage(stage -> {
            root = new StackPane();
            stage.setScene(new Scene(root, 786, sceneHeight()));
            // the primary stage is shared: a taller scene's size (sceneHeight) would otherwise stay for the next test
            stage.sizeToScene();
            stage.show();
        });
    }

    /** The scene's height: 250 px, the window's graph tab; a test of a taller pane asks for more. */
    protected double sceneHeight() {
        return 250;
    }

    @AfterEach
    void close() throws Exception {
        WaitForAsyncUtils.asyncFx(pane::close).get(5, TimeUnit.SECONDS);
    }
}
