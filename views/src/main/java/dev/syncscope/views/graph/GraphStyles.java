package dev.syncscope.views.graph;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The GraphStream stylesheets of the graph panes (resources beside this class). Immutable.
 */
public final class GraphStyles {

    /** Scope hierarchy: device, queue families, workgroups, subgroups, invocations. */
    public static final String SCOPES = read("scopes.gss");

    /** Memory domains with a selected write's availability and visibility lit up. */
    public static final String DOMAINS = read("domains.gss");

    /** Execution graph: events in lanes, one edge style per relation. */
    public static final String EXECUTION = read("execution.gss");

    /**
     * Light colour to dark-theme colour: neutrals inverted, Paul Tol's "bright" scheme to his
     * "light" scheme (colour-blind safe on a dark background), as in syncscope-dark.css.
     */
    static final Map<String, String> DARK_COLOURS = Map.ofEntries(
            Map.entry("#fbfbfb", "#1e1e1e"), Map.entry("#ffffffcc", "#1e1e1ecc"),
            Map.entry("#333333", "#cccccc"), Map.entry("#222222", "#dddddd"), Map.entry("#555555", "#aaaaaa"),
            Map.entry("#dddddd", "#555555"), Map.entry("#eeeeee", "#444444"), Map.entry("#999999", "#888888"),
            Map.entry("#aaaaaa", "#777777"), Map.entry("#888888", "#999999"), Map.entry("#bbbbbb", "#777777"),
            Map.entry("#4477aa", "#77aadd"), Map.entry("#66ccee", "#99ddff"), Map.entry("#228833", "#44bb99"),
            Map.entry("#ccbb44", "#eedd88"), Map.entry("#ee6677", "#ee8866"), Map.entry("#aa3377", "#ffaabb"),
            Map.entry("#ee667738", "#ee886638"));

    private static final Pattern COLOUR = Pattern.compile("#[0-9a-fA-F]{8}|#[0-9a-fA-F]{6}");

    /** {@link #SCOPES} for the dark theme. */
    public static final String SCOPES_DARK = dark(SCOPES);

    /** {@link #DOMAINS} for the dark theme. */
    public static final String DOMAINS_DARK = dark(DOMAINS);

    /** {@link #EXECUTION} for the dark theme. */
    public static final String EXECUTION_DARK = dark(EXECUTION);

    private GraphStyles() {
    }

    /** The dark-theme variant of a light stylesheet: colours mapped, light text on nodes and edges. */
    public static String dark(String light) {
        Matcher m = COLOUR.matcher(light);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String colour = m.group().toLowerCase(Locale.ROOT);
            m.appendReplacement(out, DARK_COLOURS.getOrDefault(colour, colour));
        }
        m.appendTail(out);
        return out.toString().replaceAll("(?m)^(node|edge) \\{", "$1 { text-color: #eeeeee;");
    }

    /** The stylesheet for the theme: {@code light} itself, or its dark variant. */
    public static String forTheme(String light, boolean dark) {
        return dark ? dark(light) : light;
    }

    /**
     * The stylesheet a pane switching themes sets: {@code light} with the default text colour said
     * explicitly (black), or its dark variant. GraphStream merges a newly set stylesheet into the rules
     * it has, so each variant must set every property the other one sets.
     */
    public static String forSwitchedTheme(String light, boolean dark) {
        return dark ? dark(light) : light.replaceAll("(?m)^(node|edge) \\{", "$1 { text-color: #000000;");
    }

    /**
     * {@code css} with its node and edge labels in {@code family} ({@code text-font}), or itself for a blank family:
     * GraphStream draws labels in JavaFX's default font, which has no Japanese on Linux.
     */
    public static String withFont(String css, String family) {
        if (family == null || family.isBlank()) {
            return css;
        }
        return css.replaceAll("(?m)^(node|edge) \\{", "$1 { text-font: \"" + family.replace("\"", "") + "\";");
    }

    private static final Pattern TEXT_SIZE = Pattern.compile("text-size: *(\\d+(?:\\.\\d+)?)");

    /** {@code css} with every {@code text-size} multiplied by {@code factor} (rounded to whole points). */
    public static String scaledText(String css, double factor) {
        if (factor == 1.0) {
            return css;
        }
        Matcher m = TEXT_SIZE.matcher(css);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            long size = Math.round(Double.parseDouble(m.group(1)) * factor);
            m.appendReplacement(out, "text-size: " + size);
        }
        m.appendTail(out);
        return out.toString();
    }

    private static final Pattern NODE_TEXT_SIZE = Pattern.compile("(?m)^node \\{[^}]*?text-size: *(\\d+(?:\\.\\d+)?)");

    /**
     * {@code css} with the labels drawn on their node's side ({@code text-alignment: right} or {@code left}) at {@code
     * factor} of
     * their size (whole points, at least 1) and hidden when {@code hidden}: {@link GraphPane} draws side labels
     * smaller, or not at all, where they would run into their neighbours. Every such rule says its text size and text
     * mode even at factor 1, since GraphStream merges a newly set stylesheet into the rules it has.
     */
    public static String fittedSideLabels(String css, double factor, boolean hidden) {
        Matcher base = NODE_TEXT_SIZE.matcher(css);
        double inherited = base.find() ? Double.parseDouble(base.group(1)) : 11;
        StringBuilder out = new StringBuilder();
        for (String line : css.split("\n", -1)) {
            if ((line.contains("text-alignment: right") || line.contains("text-alignment: left")) && line.contains("{")) {
                Matcher m = TEXT_SIZE.matcher(line);
                double size = m.find() ? Double.parseDouble(m.group(1)) : inherited;
                String sized = "text-size: " + Math.max(1, Math.round(size * factor)) + "; text-mode: "
                        + (hidden ? "hidden" : "normal") + ";";
                line = line.replaceAll(" *text-size: *[0-9.]+;", "").replaceAll(" *text-mode: *[a-z-]+;", "")
                        .replaceFirst("\\{", "{ " + sized);
            }
            out.append(line).append('\n');
        }
        return out.substring(0, out.length() - 1);
    }

    private static final Pattern RULE = Pattern.compile("[^{}]*\\{[^}]*}");
    private static final Pattern RULE_TEXT_SIZE = Pattern.compile("text-size: *([0-9.]+);");

    /**
     * {@code css} with no background box behind the labels on their node's side that are drawn in fewer than {@code
     * boxTextPx} pixels: GraphStream sizes a label's box by the label in JavaFX's default font ({@code boxTextPx}) but
     * draws the text in the stylesheet's, so the box of a smaller label reached past its text over the next lane's node
     * (the execution graph's {@code R inputs[15] = 0} at 20 steps of reduction-1024.comp). Rules of other labels, and
     * side labels as large as the box's text or larger, keep theirs.
     */
    public static String unboxedSmallSideLabels(String css, double boxTextPx) {
        Matcher rule = RULE.matcher(css);
        StringBuilder out = new StringBuilder();
        while (rule.find()) {
            String r = rule.group();
            Matcher size = RULE_TEXT_SIZE.matcher(r);
            boolean side = r.contains("text-alignment: right") || r.contains("text-alignment: left");
            if (side && size.find() && Double.parseDouble(size.group(1)) < boxTextPx) {
                r = r.replaceAll("text-background-mode: *[a-z-]+;", "text-background-mode: none;");
            }
            rule.appendReplacement(out, Matcher.quoteReplacement(r));
        }
        rule.appendTail(out);
        return out.toString();
    }

    private static final Pattern PADDING = Pattern.compile("(?m)^graph \\{[^}]*?padding: *(\\d+(?:\\.\\d+)?)px");

    /** The graph's padding in pixels in {@code css} ({@code graph { padding: 40px; }}), 0 when it says none. */
    static double padding(String css) {
        Matcher m = PADDING.matcher(css);
        return m.find() ? Double.parseDouble(m.group(1)) : 0;
    }

    private static String read(String name) {
        try (InputStream in = GraphStyles.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("missing graph stylesheet " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The value of {@code property} in the stylesheet {@code css}'s rule for {@code selector} ({@code node.available},
     * {@code edge}), or null when it has none: what the legends draw their samples in.
     */
    static String property(String css, String selector, String property) {
        Matcher m = Pattern.compile("(?m)^" + Pattern.quote(selector) + " \\{([^}]*)}").matcher(css);
        if (m.find()) {
            Matcher v = Pattern.compile("(?:^|;)\\s*" + property + ":\\s*([^;,]+)").matcher(m.group(1));
            if (v.find()) {
                return v.group(1).trim();
            }
        }
        return null;
    }
}
