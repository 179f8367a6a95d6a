package dev.syncscope.app;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A screenshot that cannot be written is named in one line, without a stack trace; one that can is a PNG. */
class WindowShotTest {

    private static final BufferedImage IMAGE = new BufferedImage(4, 3, BufferedImage.TYPE_INT_ARGB);

    @Test
    void aMissingFolderIsNamedInOneLineWithoutAStackTrace(@TempDir Path dir) {
        Path file = dir.resolve("gone").resolve("x.png");
        PrintStream before = System.err;
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        String problem;
        try {
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            problem = WindowShot.write(IMAGE, file);
        } finally {
            System.setErr(before);
        }
        assertEquals("syncscope: could not write the screenshot " + file + ": the folder " + file.getParent()
                + " does not exist", problem);
        assertEquals("", err.toString(StandardCharsets.UTF_8), "nothing else on the error stream");
    }

    @Test
    void aWritableFileGetsAPng(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("x.png");
        assertNull(WindowShot.write(IMAGE, file));
        byte[] png = Files.readAllBytes(file);
        assertTrue(png.length > 8 && png[1] == 'P' && png[2] == 'N' && png[3] == 'G', "a PNG signature");
    }
}
