package dev.syncscope.samples;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The shipped sample kernels, in the order of {@code kernels/index.txt}. Immutable.
 */
public final class SampleCatalog {

    /** The kernel the app opens when started without a file. */
    public static final String DEFAULT_SAMPLE = "mp-two-workgroups.test";

    private static final String ROOT = "/dev/syncscope/samples/kernels/";

    private final List<Sample> samples;

    private SampleCatalog(List<Sample> samples) {
        this.samples = List.copyOf(samples);
    }

    /** Loads every sample listed in the index from the classpath. */
    public static SampleCatalog load() {
        List<Sample> samples = new ArrayList<>();
        for (String line : read("index.txt").split("\\R")) {
            String name = line.strip();
            if (!name.isEmpty() && !name.startsWith("#")) {
                samples.add(Sample.parse(name, read(name)));
            }
        }
        return new SampleCatalog(samples);
    }

    public List<Sample> samples() {
        return samples;
    }

    public Sample get(String fileName) {
        return samples.stream().filter(s -> s.fileName().equals(fileName)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no sample named " + fileName));
    }

    public Sample defaultSample() {
        return get(DEFAULT_SAMPLE);
    }

    private static String read(String name) {
        try (InputStream in = SampleCatalog.class.getResourceAsStream(ROOT + name)) {
            if (in == null) {
                throw new IllegalStateException("sample resource missing from the build: " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
