package dev.syncscope.core.litmus.khronos;

import java.io.IOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * The vendored Khronos .test files, and any other folder of files in the Khronos format (our rule examples
 * {@code litmus/rules}, the host extension's {@code litmus/host}), read from the test classpath.
 */
public final class KhronosCorpus {
    public static final int FILE_COUNT = 89;
    public static final int ANSWER_COUNT = 172;

    private KhronosCorpus() {
    }

    public static Path directory() {
        return directory("litmus/khronos");
    }

    /** The folder {@code folder} of the test classpath (e.g. {@code litmus/rules}). */
    public static Path directory(String folder) {
        URL url = KhronosCorpus.class.getClassLoader().getResource(folder);
        if (url == null) {
            throw new IllegalStateException(folder + " is not on the test classpath");
        }
        try {
            return Path.of(url.toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    public static List<Path> files() throws IOException {
        return files("litmus/khronos");
    }

    /** The {@code .test} files of the folder {@code folder} of the test classpath, by name. */
    public static List<Path> files(String folder) throws IOException {
        try (Stream<Path> s = Files.list(directory(folder))) {
            return s.filter(p -> p.getFileName().toString().endsWith(".test")).sorted().toList();
        }
    }
}
