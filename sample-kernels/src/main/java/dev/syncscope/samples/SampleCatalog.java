package dev.syncscope.samples;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The shipped sample kernels, in the order of {@code kernels/index.txt}, each with the translations
 * of its title and lesson found in {@code kernels/<language>/<kernel file>.txt} for the
 * {@link #LANGUAGES} ({@link LessonText} gives the format). Immutable.
 */
public final class SampleCatalog {

    /** The kernel the app opens when started without a file. */
    public static final String DEFAULT_SAMPLE = "mp-two-workgroups.test";

    /** The languages the lessons are translated into, each a folder beside the kernels. */
    public static final List<String> LANGUAGES = List.of("ja");

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
                Sample sample = Sample.parse(name, read(name));
                for (String language : LANGUAGES) {
                    String translation = readIfPresent(language + "/" + name + ".txt");
                    if (translation != null) {
                        sample = sample.withTranslation(language, LessonText.parse(translation));
                    }
                }
                samples.add(sample);
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
        String text = readIfPresent(name);
        if (text == null) {
            throw new IllegalStateException("sample resource missing from the build: " + name);
        }
        return text;
    }

    /** The resource's text, or null when there is none. */
    private static String readIfPresent(String name) {
        try (InputStream in = SampleCatalog.class.getResourceAsStream(ROOT + name)) {
            return in == null ? null : new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
