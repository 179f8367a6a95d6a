package dev.syncscope.core.litmus.herd;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** The vendored Dat3M Vulkan corpus on the test classpath. Stateless. */
final class Corpus {

    private Corpus() {
    }

    static Path root() {
        try {
            return Path.of(Corpus.class.getResource("/litmus/dat3m-vulkan").toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    static List<Path> litmusFiles(String folder) {
        try (Stream<Path> files = Files.list(root().resolve(folder))) {
            return files.filter(p -> p.toString().endsWith(".litmus")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
