package dev.syncscope.views.graph;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.views.HostLitmus;
import dev.syncscope.views.Walkthrough;
import dev.syncscope.views.i18n.Messages;
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
import java.util.Locale;
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
        pane = new DomainGraphPane(model, Messages.forLocale(Locale.ENGLISH));
        pane.speedProperty().set(0.7);
        stage.setScene(new Scene(pane, 600, 400));
        stage.show();
    }

    @AfterEach
    void close() throws Exception {
        WaitForAsyncUtils.asyncFx(pane::close).get(5, TimeUnit.SECONDS);
    }

    /** Starts the journey of P0's store to x; {@code stallMillis} keeps the FX thread busy right after (a late frame). */
    private java.util.List<String> journeyOfTheStore(FxRobot robot, DebugSession s, long stallMillis) throws Exception {
        var wx = s.snapshot().location("x").writes().get(1);
        java.util.List<String> edgesVisited = new java.util.concurrent.CopyOnWriteArrayList<>();
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
            if (stallMillis > 0) {
                try {
                    Thread.sleep(stallMillis);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        });
        assertTrue(animated.get(), "moves: " + model.movesProperty().get());
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !pane.animatingProperty().get());
        return edgesVisited;
    }

    /** The edges from (P0, x) up to the shader domain, in the order the write rises. */
    private static java.util.List<String> riseOfP0(DebugSession s) {
        var p0 = s.program().launch().agents().get(0);
        String sg = "sg:" + p0.subgroup();
        String wg = "wg:" + p0.workgroup();
        String qf = "qf:" + p0.queueFamily();
        return java.util.List.of(sg + ">ref:0:x", wg + ">" + sg, qf + ">" + wg, "shader>" + qf);
    }

    @Test
    void aHostThreadsSubmittedStoreTravelsFromItsLeafUnderTheHostToTheDevice(FxRobot robot) throws Exception {
        DebugSession s = DebugSession.load(HostLitmus.submit());
        for (int i = 0; i < 3; i++) {
            s.step(0);
        }
        java.util.List<String> edgesVisited = journeyOfTheStore(robot, s, 0);
        assertEquals(java.util.List.of("host>ref:0:x", "host>device"), edgesVisited.stream().distinct().toList(),
                "st, flush, dom.h2d: from (P0, x) to the host domain, then to the device domain");
        var graph = pane.graph();
        assertTrue(WaitForAsyncUtils.asyncFx(() -> graph.getNode("ref:0:x").hasEdgeFrom("host")
                && graph.getNode("device").hasEdgeFrom("host") && graph.getNode("wg:0") == null)
                .get(5, TimeUnit.SECONDS), "the host thread's leaf hangs from the host domain, in no workgroup");
    }

    @Test
    void theStoreRisesAlongTheEdgesAsASpriteAndThePaneSavesAsPng(FxRobot robot, @TempDir Path dir) throws Exception {
        DebugSession s = Walkthrough.stepped(Walkthrough.MP, 0);
        java.util.List<String> edgesVisited = journeyOfTheStore(robot, s, 0);
        assertEquals(riseOfP0(s), edgesVisited.stream().distinct().toList(),
                "the sprite rose from (P0, x) to the shader domain, edge by edge");
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

    /** A busy FX thread (a loaded machine) makes the first frame after the start late by over half the journey. */
    @Test
    void aLateFrameDoesNotSkipAnEdgeOfTheJourney(FxRobot robot) throws Exception {
        DebugSession s = Walkthrough.stepped(Walkthrough.MP, 0);
        java.util.List<String> edgesVisited = journeyOfTheStore(robot, s, 1000);
        assertEquals(riseOfP0(s), edgesVisited.stream().distinct().toList(),
                "every edge of the rise in order, though frames were skipped");
    }

    /** With no write shown the graph was all grey and wordless: a hint says what will show and how, above the graph. */
    @Test
    void aHintSaysHowToShowAWriteUntilOneIsShown(FxRobot robot) throws Exception {
        DebugSession s = Walkthrough.stepped(Walkthrough.MP, 0);
        javafx.scene.control.Label hint = robot.lookup("#domainHint").queryAs(javafx.scene.control.Label.class);
        assertFalse(hint.isVisible(), "nothing loaded, nothing to hint at");
        robot.interact(() -> model.launchProperty().set(s.program().launch()));
        assertTrue(hint.isVisible());
        assertEquals(Messages.forLocale(Locale.ENGLISH).get("domain.hint"), hint.getText());
        assertTrue(hint.getText().contains("Step") && hint.getText().contains("Memory tab"), hint.getText());
        double hintBottom = WaitForAsyncUtils.asyncFx(() -> hint.getBoundsInParent().getMaxY()).get(5, TimeUnit.SECONDS);
        for (DrawnGeometry.Drawn d : DrawnGeometry.of(pane)) {
            assertTrue(d.node().getMinY() > hintBottom && (d.label() == null || d.label().getMinY() > hintBottom),
                    d.id() + " drawn under the hint");
        }
        robot.interact(() -> model.writeProperty().set(s.snapshot().location("x").writes().get(1)));
        assertFalse(hint.isVisible(), "a write is shown");
    }

    @Test
    void theHintIsInJapaneseInAJapaneseWindow() {
        String ja = Messages.forLocale(Locale.JAPANESE).get("domain.hint");
        assertTrue(ja.contains("ステップ") && ja.contains("メモリタブ"), ja);
        assertFalse(ja.equals(Messages.forLocale(Locale.ENGLISH).get("domain.hint")));
    }
    /** With presentation mode's larger fonts the Fit button is wider: the hint keeps clear of it (it covered it). */
    @Test
    void theHintKeepsClearOfTheFitButtonWithPresentationFonts(FxRobot robot) throws Exception {
        DebugSession s = Walkthrough.stepped(Walkthrough.MP, 0);
        robot.interact(() -> {
            // the Japanese window: 全体表示 at 1.6 times the text is wider than the room the hint left
            javafx.scene.Scene scene = pane.getScene();
            pane.close();
            pane = new DomainGraphPane(model, Messages.forLocale(Locale.JAPANESE));
            scene.setRoot(pane);
            scene.getStylesheets().setAll(dev.syncscope.views.theme.Themes.stylesheets(
                    dev.syncscope.views.theme.Theme.LIGHT, true));
            pane.applyCss();
            model.launchProperty().set(s.program().launch());
        });
        WaitForAsyncUtils.waitForFxEvents();
        javafx.scene.control.Label hint = robot.lookup("#domainHint").queryAs(javafx.scene.control.Label.class);
        javafx.scene.control.Button fit = robot.lookup("#fitGraphButton").queryAs(javafx.scene.control.Button.class);
        javafx.geometry.Bounds[] b = WaitForAsyncUtils.asyncFx(() -> new javafx.geometry.Bounds[] {
                hint.localToScene(hint.getLayoutBounds()), fit.localToScene(fit.getLayoutBounds())})
                .get(5, TimeUnit.SECONDS);
        assertTrue(hint.isVisible());
        assertFalse(b[0].intersects(b[1]), "hint " + b[0] + " over the Fit button " + b[1]);
    }

    /**
     * While a write is shown, a legend says what the graph's colours mean (nothing in the window said it: the session-66
     * review), in the stylesheet's colours, with the reader's ring only while a read is explained; the graph is drawn
     * below it, as below the hint.
     */
    @Test
    void aLegendSaysWhatTheColoursMeanWhileAWriteIsShown(FxRobot robot) throws Exception {
        DebugSession s = Walkthrough.stepped(Walkthrough.MP, 0);
        javafx.scene.layout.Pane legend = robot.lookup("#domainLegend").queryAs(javafx.scene.layout.Pane.class);
        robot.interact(() -> model.launchProperty().set(s.program().launch()));
        assertFalse(legend.isVisible(), "no write shown: the hint, not the legend");
        robot.interact(() -> model.writeProperty().set(s.snapshot().location("x").writes().get(1)));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(legend.isVisible());
        java.util.List<String> words = WaitForAsyncUtils.asyncFx(() -> legend.getChildren().stream()
                .map(n -> ((javafx.scene.control.Label) n).getText()).toList()).get(5, TimeUnit.SECONDS);
        assertEquals(java.util.List.of("available (domains)", "visible (invocations)", "writer"), words);
        javafx.scene.paint.Color available = WaitForAsyncUtils.asyncFx(() -> (javafx.scene.paint.Color)
                ((javafx.scene.shape.Shape) ((javafx.scene.control.Label) legend.getChildren().get(0)).getGraphic())
                        .getFill()).get(5, TimeUnit.SECONDS);
        assertEquals(javafx.scene.paint.Color.web("#4477aa"), available, "node.available's fill in domains.gss");
        robot.interact(() -> model.readerProperty().set("P1"));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(4, legend.getChildren().size(), "the reader's ring while a read is explained");
        double legendBottom = WaitForAsyncUtils.asyncFx(() -> legend.getBoundsInParent().getMaxY())
                .get(5, TimeUnit.SECONDS);
        for (DrawnGeometry.Drawn d : DrawnGeometry.of(pane)) {
            assertTrue(d.node().getMinY() > legendBottom && (d.label() == null || d.label().getMinY() > legendBottom),
                    d.id() + " drawn under the legend");
        }
    }

    @Test
    void theLegendsColoursFollowTheDarkTheme() {
        java.util.List<javafx.scene.Node> dark = DomainLegend.entries(GraphStyles.forTheme(GraphStyles.DOMAINS, true),
                false, Messages.forLocale(Locale.JAPANESE));
        assertEquals(javafx.scene.paint.Color.web(GraphStyles.DARK_COLOURS.get("#4477aa")),
                ((javafx.scene.shape.Shape) ((javafx.scene.control.Label) dark.get(0)).getGraphic()).getFill());
        assertEquals(javafx.scene.paint.Color.web(GraphStyles.DARK_COLOURS.get("#333333")),
                ((javafx.scene.shape.Shape) ((javafx.scene.control.Label) dark.get(0)).getGraphic()).getStroke(),
                "the nodes' outline in the dark theme");
        assertEquals("利用可能 (ドメイン)", ((javafx.scene.control.Label) dark.get(0)).getText());
    }
}
