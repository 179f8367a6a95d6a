package dev.syncscope.views.i18n;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.ResourceBundle;

/**
 * The UI's text in one language: {@code messages.properties} (English) and
 * {@code messages_ja.properties} (Japanese). Created once per window and passed to the views.
 * Immutable.
 */
public final class Messages {

    private final ResourceBundle bundle;
    private final Locale locale;

    private Messages(ResourceBundle bundle, Locale locale) {
        this.bundle = bundle;
        this.locale = locale;
    }

    /** The text for {@code locale}, falling back to English for missing languages and keys. */
    public static Messages forLocale(Locale locale) {
        ResourceBundle bundle = ResourceBundle.getBundle("dev.syncscope.views.i18n.messages", locale,
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
        return new Messages(bundle, locale);
    }

    public Locale locale() {
        return locale;
    }

    /** The text for {@code key}, with {@code {0}}-style arguments filled in. */
    public String get(String key, Object... args) {
        String pattern = bundle.getString(key);
        return args.length == 0 ? pattern : new MessageFormat(pattern, locale).format(args);
    }
}
