package dev.syncscope.views.i18n;

import dev.syncscope.core.model.StorageClass;

import java.text.Format;
import java.text.MessageFormat;
import java.text.NumberFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.ResourceBundle;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The UI's text in one language: {@code messages.properties} (English) and
 * {@code messages_ja.properties} (Japanese), and the words that explain a run's and a check's findings, the keys
 * {@code explain.*} and {@code check.*}, in {@code explanations.properties} and {@code explanations_ja.properties}
 * (two bundles, each under 500 lines). Created once per window and passed to the views.
 * Immutable in what it says; thread-safe. Each key's format is parsed once, and numbers are
 * formatted with one number format per key (the status line is worded at every frame, and a
 * {@link MessageFormat} looks a number format up for each number it formats).
 */
public final class Messages {

    /** The bundle of the explanations' keys ({@code explain.*}, {@code check.*}). */
    private final ResourceBundle explanations;
    /** The bundle of every other key. */
    private final ResourceBundle bundle;
    private final Locale locale;
    /** Per key: its parsed format and a number format, each used under the lock of the pair. */
    private final Map<String, Formats> formats = new ConcurrentHashMap<>();

    private record Formats(MessageFormat message, NumberFormat numbers) {
    }

    private Messages(ResourceBundle bundle, ResourceBundle explanations, Locale locale) {
        this.bundle = bundle;
        this.explanations = explanations;
        this.locale = locale;
    }

    /** The text for {@code locale}, falling back to English for missing languages and keys. */
    public static Messages forLocale(Locale locale) {
        ResourceBundle.Control control = ResourceBundle.Control.getNoFallbackControl(
                ResourceBundle.Control.FORMAT_PROPERTIES);
        return new Messages(ResourceBundle.getBundle("dev.syncscope.views.i18n.messages", locale, control),
                ResourceBundle.getBundle("dev.syncscope.views.i18n.explanations", locale, control), locale);
    }

    /** The bundle that holds {@code key}'s text: the explanations' for {@code explain.*} and {@code check.*}. */
    private ResourceBundle bundleOf(String key) {
        return key.startsWith("explain.") || key.startsWith("check.") ? explanations : bundle;
    }

    public Locale locale() {
        return locale;
    }

    /** Whether there is a text for {@code key} (in this language or in English, its fallback). */
    public boolean has(String key) {
        return bundleOf(key).containsKey(key);
    }

    /** The key that joins two storage classes' names. */
    private static final String CLASSES = "words.twoStorageClasses";

    /**
     * Two storage classes as the core joins them in an English argument ({@link StorageClass#semanticsNames}: "sc0
     * (UniformMemory) and sc1 (WorkgroupMemory)", the classes a release or acquire must name), joined in this
     * language's words; any other text as it is.
     */
    private String classesInOwnWords(String text) {
        List<StorageClass> two = StorageClass.ofSemanticsNames(text);
        return two.isEmpty() ? text : get(CLASSES, two.get(0).semanticsName(), two.get(1).semanticsName());
    }

    /**
     * The text for {@code key}, with {@code {0}}-style arguments filled in (numbers in this language's format, and
     * two storage classes the core joined in English in this language's words).
     */
    public String get(String key, Object... args) {
        String pattern = bundleOf(key).getString(key);
        if (args.length == 0) {
            return pattern;
        }
        Formats f = formats.computeIfAbsent(key, k -> new Formats(new MessageFormat(pattern, locale),
                NumberFormat.getInstance(locale)));
        synchronized (f) {
            Format[] own = f.message().getFormatsByArgumentIndex();
            Object[] shown = args.clone();
            for (int i = 0; i < shown.length; i++) {
                if (shown[i] instanceof Number n && (i >= own.length || own[i] == null)) {
                    shown[i] = f.numbers().format(n);
                } else if (shown[i] instanceof String s && !key.equals(CLASSES)) {
                    shown[i] = classesInOwnWords(s);
                }
            }
            return f.message().format(shown);
        }
    }
}
