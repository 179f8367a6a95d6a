package dev.syncscope.views.theme;

import javafx.css.CssParser;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ThemesTest {

    @Test
    void lightIsTheBaseAloneAndDarkAndPresentationComeAfterIt() {
        assertEquals(List.of("syncscope.css"), names(Themes.stylesheets(Theme.LIGHT, false)));
        assertEquals(List.of("syncscope.css", "syncscope-dark.css"), names(Themes.stylesheets(Theme.DARK, false)));
        assertEquals(List.of("syncscope.css", "syncscope-dark.css", "presentation.css"),
                names(Themes.stylesheets(Theme.DARK, true)));
        assertEquals(List.of("syncscope.css", "presentation.css"), names(Themes.stylesheets(Theme.LIGHT, true)));
    }

    @Test
    void darkThemeRedefinesEveryColourTokenOfTheBase() throws IOException {
        Set<String> base = tokens(read(Themes.BASE));
        Set<String> dark = tokens(read(Themes.DARK));
        assertTrue(base.size() > 20, "the base defines the tokens");
        base.removeAll(dark);
        assertEquals(Set.of(), base, "tokens the dark theme leaves light");
    }

    @Test
    void presentationScalesTheFontsBySixTenths() throws IOException {
        String css = read(Themes.PRESENTATION);
        assertTrue(css.contains(".root { -fx-font-size: 1.6em; }"));
        assertTrue(css.contains(".source-area { -fx-font-size: 21px; }"), "13px × 1.6");
    }

    @ParameterizedTest
    @ValueSource(strings = {Themes.BASE, Themes.DARK, Themes.PRESENTATION})
    void stylesheetsParseWithoutErrors(String resource) throws IOException {
        CssParser.errorsProperty().clear();
        URL url = Themes.class.getResource(resource);
        assertTrue(new CssParser().parse(url).getRules().size() > 5);
        assertEquals(List.of(), List.copyOf(CssParser.errorsProperty()));
    }

    private static Set<String> tokens(String css) {
        String root = css.substring(css.indexOf(".root {"), css.indexOf('}', css.indexOf(".root {")));
        Set<String> names = new LinkedHashSet<>();
        Matcher m = Pattern.compile("(-ss-[a-z-]+)\\s*:").matcher(root);
        while (m.find()) {
            names.add(m.group(1));
        }
        return names;
    }

    private static String read(String resource) throws IOException {
        try (InputStream in = Themes.class.getResourceAsStream(resource)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static List<String> names(List<String> urls) {
        return urls.stream().map(u -> u.substring(u.lastIndexOf('/') + 1)).toList();
    }
}
