package dev.syncscope.app;

import dev.syncscope.core.model.LoadMonitor;
import dev.syncscope.views.i18n.Messages;
import org.junit.jupiter.api.Test;

import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Compiling a kernel off the FX thread: every failure becomes the result's error, never an escaping throwable. */
class KernelOpenerTest {

    @Test
    void runningOutOfMemoryWhileLaunchingSaysWhatToLower() {
        KernelOpener.Compiled c = KernelOpener.compileWith("huge.comp", null, "", () -> {
            throw new OutOfMemoryError("Java heap space");
        });
        assertNull(c.program());
        assertEquals("huge.comp", c.error().span().file());
        String m = c.error().getMessage();
        assertTrue(m.startsWith("not enough memory to launch it (") && m.contains("lower its dispatch or the"
                + " dispatch-size limit in the launch settings") && m.contains("-Xmx"), m);
        assertEquals(dev.syncscope.core.model.InputError.Kind.MEMORY_LIMIT, c.error().kind());
    }

    /** The window's own load errors in a Japanese window: they were English sentences built in the static compile. */
    @Test
    void runningOutOfMemoryOrFailingInternallySaysSoInJapanese() {
        Messages japanese = Messages.forLocale(Locale.JAPANESE);
        KernelOpener.Compiled c = KernelOpener.compileWith(japanese, "huge.comp", null, "", () -> {
            throw new OutOfMemoryError("Java heap space");
        });
        String m = c.error().getMessage();
        assertTrue(m.startsWith("起動するにはメモリが足りません (ヒープ ") && m.endsWith(" MB): ディスパッチか起動設定のディスパッチ"
                + "サイズ上限を下げるか、Java を大きなヒープ (-Xmx) で起動してください"), m);
        assertEquals(dev.syncscope.core.model.InputError.Kind.MEMORY_LIMIT, c.error().kind());
        c = KernelOpener.compileWith(japanese, "k.comp", null, "", () -> {
            throw new IllegalStateException("boom");
        });
        assertEquals("読み込み中の内部エラー (java.lang.IllegalStateException: boom)。報告してください", c.error().getMessage());
        c = KernelOpener.compileWith("k.comp", null, "", () -> {
            throw new IllegalStateException("boom");
        });
        assertEquals("internal error while loading (java.lang.IllegalStateException: boom); please report it",
                c.error().getMessage());
    }

    @Test
    void aKernelOverTheGivenDispatchLimitIsAnErrorAtItsDispatchPragma() {
        String text = "// @dispatch 3,1,1\n#version 450\nlayout(local_size_x = 2) in;\nvoid main() {}\n";
        KernelOpener.Compiled c = KernelOpener.compileNow("k.comp", null, text, 4);
        assertEquals(1, c.error().span().line(), c.error().toString());
        assertTrue(c.error().getMessage().contains("more than the dispatch-size limit of 4"), c.error().toString());
        // where the window raises it, as check names --max-invocations (the session-66 review)
        assertTrue(c.error().getMessage().endsWith("(Debug ▸ Launch settings, Ctrl+L, raises the dispatch-size limit)"),
                c.error().getMessage());
        assertEquals(6, KernelOpener.compileNow("k.comp", null, text, 6).program().invocationCount());
    }

    @Test
    void aDispatchNoLimitTakesIsNotToldTheLaunchSettingsRaiseIt() {
        // 2^32 invocations: more than any dispatch-size limit the launch settings take
        String text = "// @dispatch 65536,65536,1\n#version 450\nlayout(local_size_x = 1) in;\nvoid main() {}\n";
        KernelOpener.Compiled c = KernelOpener.compileNow("k.comp", null, text, 4);
        assertTrue(c.error().getMessage().contains("dispatch-size limit"), c.error().toString());
        assertFalse(c.error().getMessage().contains("Launch settings"), c.error().getMessage());
    }

    @Test
    void aSpirvFileTooLargeToReadIsTheResultsErrorNotAnOutOfMemoryErrorInTheWindow(
            @org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws java.io.IOException {
        // the CLI audit's files over 64 MB, as the window opens them (it read them whole with Files.readAllBytes)
        java.nio.file.Path big = dir.resolve("big.spv");
        try (java.io.RandomAccessFile f = new java.io.RandomAccessFile(big.toFile(), "rw")) {
            f.setLength(dev.syncscope.core.load.InputFiles.MAX_BYTES + 1);
        }
        KernelOpener.Compiled c = KernelOpener.compileNow("big.spv", big, "");
        assertTrue(c.error().getMessage().contains("more than SyncScope reads (64 MB"), c.error().toString());
    }

    /**
     * A workspace whose launch differs from its kernel file's is launched once, as the workspace says: the monitor
     * only ever sees the workspace's 8 invocations, never the file's 2 (restoring used to launch the file's dispatch
     * and then relaunch, building every invocation twice).
     */
    @Test
    void aKernelLaunchedAsAWorkspaceSaysIsLaunchedOnce() {
        String text = "// @dispatch 1,1,1\n#version 450\nlayout(local_size_x = 2) in;\nvoid main() {}\n";
        java.util.Set<Integer> totals = new java.util.TreeSet<>();
        KernelOpener.Compiled c = KernelOpener.compileNow(Messages.forLocale(Locale.ENGLISH), "k.comp", null, text,
                1 << 20, (done, total) -> {
            totals.add(total);
            return null;
        }, file -> file.withDispatch(4, 1, 1));
        assertEquals(8, c.program().invocationCount());
        assertEquals(java.util.Set.of(8), totals, "every progress report is of the one launch");
    }
    /**
     * A launch that will not fit the heap stops while its invocations are built, as in the CLI, with the window's
     * memory-limit error in its language: before, the window built invocations until an {@code OutOfMemoryError}, which
     * could strike the FX thread too. The heap here is a fixed probe that is 90 % full of live objects.
     */
    @Test
    void aLaunchThatWillNotFitTheHeapStopsWhileItIsBuiltWithTheMemoryLimitError() {
        String text = "// @dispatch 64,1,1\n#version 450\nlayout(local_size_x = 64) in;\n"
                + "layout(std430, binding = 0) buffer B { uint v[]; };\nvoid main() { v[gl_GlobalInvocationID.x] = 1u; }\n";
        int[] built = {0};
        LoadMonitor counting = (done, total) -> {
            built[0] = Math.max(built[0], done);
            return null;
        };
        KernelOpener.Compiled c = KernelOpener.compileGuarded(Messages.forLocale(Locale.JAPANESE), "huge.comp", null,
                text, counting, heap -> dev.syncscope.core.kernel.KernelLoader.load("huge.comp", text, 1 << 20, heap),
                heap(900L << 20, 1000L << 20));
        assertNull(c.program());
        assertEquals(dev.syncscope.core.model.InputError.Kind.MEMORY_LIMIT, c.error().kind(), c.error().toString());
        assertTrue(c.error().getMessage().startsWith("起動するにはメモリが足りません"), c.error().getMessage());
        assertTrue(built[0] < 64 * 64, "stopped before every invocation was built: " + built[0]);

        KernelOpener.Compiled roomy = KernelOpener.compileGuarded(Messages.forLocale(Locale.ENGLISH), "huge.comp", null,
                text, LoadMonitor.NONE,
                heap -> dev.syncscope.core.kernel.KernelLoader.load("huge.comp", text, 1 << 20, heap),
                heap(10L << 20, 1000L << 20));
        assertNull(roomy.error());
        assertEquals(64 * 64, roomy.program().invocationCount());
    }

    /** A heap that always holds {@code used} live bytes of {@code max}. */
    private static dev.syncscope.core.exec.HeapGuard.Probe heap(long used, long max) {
        return new dev.syncscope.core.exec.HeapGuard.Probe() {
            @Override
            public long used() {
                return used;
            }

            @Override
            public long max() {
                return max;
            }

            @Override
            public void collect() {
            }
        };
    }
}
