package dev.syncscope.views.graph;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class GraphStylesTest {

    @ParameterizedTest
    @ValueSource(strings = {"SCOPES", "DOMAINS", "EXECUTION"})
    void darkVariantMapsEveryColourAndLightensTheText(String name) throws ReflectiveOperationException {
        String light = (String) GraphStyles.class.getField(name).get(null);
        String dark = (String) GraphStyles.class.getField(name + "_DARK").get(null);
        Matcher m = Pattern.compile("#[0-9a-fA-F]{8}|#[0-9a-fA-F]{6}").matcher(light);
        while (m.find()) {
            assertTrue(GraphStyles.DARK_COLOURS.containsKey(m.group().toLowerCase()), name + " colour " + m.group()
                    + " has no dark variant");
        }
        assertTrue(light.contains("graph { fill-color: #fbfbfb;"));
        assertTrue(dark.contains("graph { fill-color: #1e1e1e;"));
        assertTrue(dark.contains("node { text-color: #eeeeee;"));
        assertFalse(dark.contains("#fbfbfb"));
    }

    /**
     * The scope-instances graph shows structure, not state: none of its nodes is filled with a colour the dispatch
     * grid gives an invocation's state (running, waiting, done, diverged, deadlocked, ready). Its leaves were the
     * grid's "waiting" yellow and its subgroups the "running" green (the session-35 acceptance audit).
     */
    @org.junit.jupiter.api.Test
    void theScopeGraphFillsNoNodeWithAnInvocationStateColour() throws java.io.IOException {
        String css;
        try (java.io.InputStream in = GraphStyles.class.getResourceAsStream("/dev/syncscope/views/syncscope.css")) {
            css = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        }
        java.util.Map<String, String> palette = new java.util.HashMap<>();
        Matcher named = Pattern.compile("(-ss-[a-z]+): (#[0-9a-fA-F]{6});").matcher(css);
        while (named.find()) {
            palette.put(named.group(1), named.group(2).toLowerCase());
        }
        java.util.Set<String> states = new java.util.HashSet<>();
        Matcher lane = Pattern.compile("-ss-lane-[a-z]+: (-ss-[a-z]+);").matcher(css);
        while (lane.find()) {
            states.add(palette.get(lane.group(1)));
        }
        assertEquals(6, states.size(), states.toString());
        Matcher fill = Pattern.compile("fill-color: (#[0-9a-fA-F]{6})").matcher(GraphStyles.SCOPES.replaceFirst(
                "graph \\{[^}]*}", ""));
        while (fill.find()) {
            assertFalse(states.contains(fill.group(1).toLowerCase()), fill.group(1) + " is an invocation state's colour");
        }
    }

    @org.junit.jupiter.api.Test
    void fittedSideLabelsResizeOrHideOnlyTheLabelsOnTheRightAndSayItEvenAtFullSize() {
        String css = "node {\n  size: 14px; text-size: 13;\n}\nnode.leaf { text-alignment: right; text-size: 10; }\n"
                + "node.inv { size: 9px; text-alignment: right; }\nnode.wg { text-size: 12; }";
        assertEquals("node {\n  size: 14px; text-size: 13;\n}\nnode.leaf { text-size: 5; text-mode: normal; "
                + "text-alignment: right; }\nnode.inv { text-size: 7; text-mode: normal; size: 9px; text-alignment: right; }"
                + "\nnode.wg { text-size: 12; }", GraphStyles.fittedSideLabels(css, 0.5, false));
        String full = GraphStyles.fittedSideLabels(css, 1, true);
        assertTrue(full.contains("node.inv { text-size: 13; text-mode: hidden;"), full);
        assertTrue(full.contains("node.leaf { text-size: 10; text-mode: hidden;"), full);
        assertEquals(full, GraphStyles.fittedSideLabels(full, 1, true), "applying it again changes nothing");
    }

    /**
     * GraphStream sizes a label's background box by the label in JavaFX's default font (13 px here): a side label
     * drawn smaller loses its box (it reached past the text over the next lane's node), one as large keeps it, and
     * labels under or on their node keep theirs.
     */
    @org.junit.jupiter.api.Test
    void unboxedSmallSideLabelsDropTheBoxOnlyBehindSideLabelsSmallerThanTheBoxsFont() {
        String css = "node { text-size: 9; text-alignment: right;\n  text-background-mode: rounded-box; }\n"
                + "node.lane { text-alignment: center; text-size: 9; text-background-mode: plain; }\n"
                + "node.big { text-alignment: left; text-size: 13; text-background-mode: rounded-box; }";
        assertEquals("node { text-size: 9; text-alignment: right;\n  text-background-mode: none; }\n"
                + "node.lane { text-alignment: center; text-size: 9; text-background-mode: plain; }\n"
                + "node.big { text-alignment: left; text-size: 13; text-background-mode: rounded-box; }",
                GraphStyles.unboxedSmallSideLabels(css, 13));
        assertEquals(css.replace("size: 9", "size: 13"), GraphStyles.unboxedSmallSideLabels(css.replace("size: 9",
                "size: 13"), 13), "full-size side labels keep their box");
    }

    @org.junit.jupiter.api.Test
    void scaledTextMultipliesEveryTextSizeAndNothingElse() {
        String css = "node { size: 12px; text-size: 12; }\nedge { text-size: 11; arrow-size: 7px, 4px; }";
        assertEquals("node { size: 12px; text-size: 19; }\nedge { text-size: 18; arrow-size: 7px, 4px; }",
                GraphStyles.scaledText(css, 1.6));
        assertEquals(css, GraphStyles.scaledText(css, 1.0));
    }

    @org.junit.jupiter.api.Test
    void theLightSheetAPaneSwitchesBackToSetsTheTextColourTheDarkOneChanged() {
        String light = GraphStyles.forSwitchedTheme(GraphStyles.EXECUTION, false);
        assertTrue(light.contains("node { text-color: #000000;") && light.contains("edge { text-color: #000000;"));
        assertEquals(GraphStyles.EXECUTION_DARK, GraphStyles.forSwitchedTheme(GraphStyles.EXECUTION, true));
    }

    /** A Japanese window's graphs name a Japanese font for their labels; GraphStream's default drew boxes. */
    @org.junit.jupiter.api.Test
    void withFontNamesTheFamilyOnNodesAndEdgesOnly() {
        String css = GraphStyles.withFont(GraphStyles.EXECUTION, "Noto Sans CJK JP");
        assertTrue(css.contains("node { text-font: \"Noto Sans CJK JP\";"), css);
        assertTrue(css.contains("edge { text-font: \"Noto Sans CJK JP\";"), css);
        assertFalse(css.contains("graph { text-font"), css);
        assertEquals(GraphStyles.EXECUTION, GraphStyles.withFont(GraphStyles.EXECUTION, ""));
    }

    /**
     * The execution graph boxes its event labels itself ({@link LabelBoxes}, sized in the font they are drawn in),
     * over its edges and under its nodes and their labels, in either theme and at presentation mode's text size: no
     * node rule keeps GraphStream's own box, which is measured in JavaFX's default font (behind presentation mode's
     * labels it covered two thirds of the text, and the 12 px labels had none, so edges ran through them).
     */
    @org.junit.jupiter.api.Test
    void theExecutionGraphBoxesItsLabelsOverItsEdgesAndUnderItsNodes() {
        for (String css : new String[] {GraphStyles.EXECUTION, GraphStyles.scaledText(GraphStyles.EXECUTION_DARK, 1.6)}) {
            assertTrue(LabelBoxes.wanted(css), css);
            int edges = zIndex(css, "edge");
            int boxes = zIndex(css, "sprite." + LabelBoxes.STYLE_CLASS);
            int nodes = zIndex(css, "node");
            assertTrue(edges < boxes && boxes < nodes, "z-index of edges " + edges + ", boxes " + boxes + ", nodes "
                    + nodes);
            Matcher rule = Pattern.compile("(?m)^node[^{]*\\{[^}]*}").matcher(css);
            while (rule.find()) {
                assertFalse(rule.group().matches("(?s).*text-background-mode: *(plain|rounded-box).*"), rule.group());
            }
        }
    }

    private static int zIndex(String css, String selector) {
        Matcher m = Pattern.compile("(?m)^" + Pattern.quote(selector) + " \\{[^}]*z-index: *(-?\\d+)").matcher(css);
        assertTrue(m.find(), selector + " says its z-index");
        return Integer.parseInt(m.group(1));
    }
}
