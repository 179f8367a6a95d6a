package dev.syncscope.core;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** The text of a file under core-sim's {@code src/test/resources} (tests run in the module's folder). */
public final class TestResources {

    private TestResources() {
    }

    public static String text(String resource) {
        try {
            return Files.readString(Path.of("src/test/resources").resolve(resource));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
