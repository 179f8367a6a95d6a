package dev.syncscope.app;

import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A malformed file opened in a Japanese window ({@code --lang=ja}): the Problems rows were the parser's or compiler's
 * English alone. SyncScope's own message is Japanese, a compiler's is quoted inside a Japanese frame, and each row keeps
 * its file:line:column. With {@code --check-all}, a kernel that faults lists its faults in Japanese.
 */
@ExtendWith(ApplicationExtension.class)
class JapaneseInputErrorsWindowTest {

    /** P0's register r0 is given an initial value twice. */
    private static final String TWICE = """
            Vulkan twice
            { x=0; P0:r0=1; P0:r0=2; }
             P0@sg 0, wg 0, qf 0 ;
             ld.atom.dv.sc0 r1, x ;
            exists (P0:r1 == 0)
            """;

    private static final String UNDECLARED = """
            #version 450
            layout(local_size_x = 1) in;
            void main() {
                foo = 1;
            }
            """;

    private SyncScopeApp app;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
    }

    @AfterEach
    void stop() throws Exception {
        TestWindows.close(app);
    }

    private List<String> openInJapanese(String fileName, String text, boolean checkAll, FxRobot robot)
            throws Exception {
        app = TestWindows.onFx(() -> {
            SyncScopeApp a = TestWindows.japaneseApp();
            a.start(stage, new StartOptions(TestWindows.kernelFile(fileName, text), null, Locale.JAPANESE, 0,
                    List.of(), Recovery.Choice.OFF, false, checkAll));
            return a;
        });
        app.firstLoad().get(60, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitForFxEvents();
        return TestWindows.onFx(() -> robot.lookup("#problems").queryListView().getItems().stream()
                .map(Object::toString).toList());
    }

    @Test
    void syncScopesOwnMessageOnAMalformedLitmusFileIsJapanese(FxRobot robot) throws Exception {
        List<String> rows = openInJapanese("twice.litmus", TWICE, false, robot);
        assertEquals(1, rows.size(), rows.toString());
        assertTrue(rows.get(0).contains(": レジスタ P0:r0 が二度初期化されています ("), rows.toString());
        assertTrue(rows.get(0).contains("twice.litmus:2:"), "the row keeps file:line:column: " + rows);
    }

    @Test
    void aCompilersMessageIsQuotedInAJapaneseFrame(FxRobot robot) throws Exception {
        List<String> rows = openInJapanese("bad.comp", UNDECLARED, false, robot);
        assertTrue(!rows.isEmpty() && rows.stream().allMatch(r -> r.contains("コンパイラのメッセージ: ")), rows.toString());
        assertTrue(rows.stream().anyMatch(r -> r.contains("bad.comp:4") && r.contains("foo")), rows.toString());
    }

    @Test
    void theFaultsOfCheckAllAreJapanese(FxRobot robot) throws Exception {
        List<String> rows = openInJapanese("append-overflow.comp",
                java.nio.file.Files.readString(java.nio.file.Path.of("../docs/examples/append-overflow.comp")), true, robot);
        List<String> faults = rows.stream().filter(r -> r.contains("検査・ある実行で: フォールト: ")).toList();
        assertEquals(6, faults.size(), rows.toString());
        assertTrue(faults.stream().allMatch(r -> r.contains("で停止します: 範囲外のアクセス kept[")), rows.toString());
    }
}
