package dev.syncscope.core.litmus.khronos;

import java.io.IOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** The vendored Khronos .test files, read from the test classpath. */
public final class KhronosCorpus {
    public static final int FILE_COUNT = 89;
    public static final int ANSWER_COUNT = 172;

    private KhronosCorpus() {
    }

    public static Path directory() {
        URL url = KhronosCorpus.class.getClassLoader().getResource("litmus/khronos");
        if (url == null) {
            throw new IllegalStateException("litmus/khronos is not on the test classpath");
        }
        try {
            return Path.of(url.toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    public static List<Path> files() throws IOException {
        try (Stream<Path> s = Files.list(directory())) {
            return s.filter(p -> p.getFileName().toString().endsWith(".test")).sorted().toList();
        }
    }
}
