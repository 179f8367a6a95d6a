package dev.syncscope.views.graph;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.views.Walkthrough;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

@ExtendWith(ApplicationExtension.class)
class DomainGraphPaneFxTest {

    private DomainGraphViewModel model;
    private DomainGraphPane pane;

    @Start
    void start(Stage stage) {
        model = new DomainGraphViewModel();
        pane = new DomainGraphPane(model);
        pane.speedProperty().set(0.7);
        stage.setScene(new Scene(pane, 600, 400));
        stage.show();
    }

    @AfterEach
    void close() throws Exception {
        WaitForAsyncUtils.asyncFx(pane::close).get(5, TimeUnit.SECONDS);
    }

    @Test
    void theStoreRisesAlongTheEdgesAsASpriteAndThePaneSavesAsPng(FxRobot robot, @TempDir Path dir) throws Exception {
        DebugSession s = Walkthrough.stepped(Walkthrough.MP, 0);
        var wx = s.snapshot().location("x").writes().get(1);
        Set<String> edgesVisited = ConcurrentHashMap.newKeySet();
        java.util.concurrent.atomic.AtomicBoolean animated = new java.util.concurrent.atomic.AtomicBoolean();
        robot.interact(() -> {
            pane.animatingProperty().addListener((obs, old, now) -> animated.compareAndSet(false, now));
            model.launchProperty().set(s.program().launch());
            pane.graph().addAttributeSink(new org.graphstream.stream.SinkAdapter() {
                @Override
                public void edgeAttributeAdded(String source, long time, String edge, String key, Object value) {
                    if (key.equals("ui.sprite.write")) {
                        edgesVisited.add(edge);
                    }
                }
            });
            model.showNewWrite(wx);
        });
        assertTrue(animated.get(), "moves: " + model.movesProperty().get());
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> !pane.animatingProperty().get());
        var p0 = s.program().launch().agents().get(0);
        String sg = "sg:" + p0.subgroup();
        String wg = "wg:" + p0.workgroup();
        String qf = "qf:" + p0.queueFamily();
        assertEquals(Set.of(sg + ">ref:0:x", wg + ">" + sg, qf + ">" + wg, "shader>" + qf), edgesVisited,
                "the sprite rose from (P0, x) to the shader domain");
        assertFalse(WaitForAsyncUtils.asyncFx(() -> pane.graph().hasAttribute("ui.sprite.write")).get(5, TimeUnit.SECONDS),
                "the sprite is gone after its journey");
        Path png = dir.resolve("domains.png");
        WaitForAsyncUtils.asyncFx(() -> {
            GraphSnapshot.writePng(pane, png);
            return null;
        }).get(10, TimeUnit.SECONDS);
        byte[] head = java.util.Arrays.copyOf(Files.readAllBytes(png), 4);
        assertArrayEquals(new byte[] {(byte) 0x89, 'P', 'N', 'G'}, head);
    }
}
