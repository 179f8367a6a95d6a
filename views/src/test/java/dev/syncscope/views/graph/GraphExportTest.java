package dev.syncscope.views.graph;

import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

import javax.xml.parsers.DocumentBuilderFactory;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class GraphExportTest {

    private static final GraphDescription G = new GraphDescription(List.of(
            new GraphDescription.Node("e0", "W x = 1", "event,write", 0, -1),
            new GraphDescription.Node("e1", "R \"x\" < 1", "event,read,racy", 3, -2)), List.of(
            new GraphDescription.Edge("rf:e0>e1", "e0", "e1", "rf"),
            new GraphDescription.Edge("race:e0>e1", "e0", "e1", "race")));

    @Test
    void dotPinsPositionsInPointsAndEscapesLabels() {
        String dot = GraphExport.toDot(G, "witness");
        assertTrue(dot.startsWith("digraph \"witness\" {"), dot);
        assertTrue(dot.contains("\"e1\" [xlabel=\"R \\\"x\\\" < 1\", class=\"event read racy\""), dot);
        assertTrue(dot.contains("pos=\"216,-144!\""), dot);
        assertTrue(dot.contains("\"e0\" -> \"e1\" [id=\"rf:e0>e1\", class=\"rf\", color=\"#228833\"];"), dot);
        assertTrue(dot.contains("class=\"race\", color=\"#ee6677\", dir=none, style=dashed"), dot);
    }

    @Test
    void svgIsWellFormedWithNodesAtTheirPositionsYUp() throws Exception {
        String svg = GraphExport.toSvg(G);
        Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
        assertEquals("svg", doc.getDocumentElement().getTagName());
        assertEquals(2, doc.getElementsByTagName("circle").getLength());
        assertEquals(2, doc.getElementsByTagName("line").getLength());
        Element c0 = (Element) doc.getElementsByTagName("circle").item(0);
        Element c1 = (Element) doc.getElementsByTagName("circle").item(1);
        assertTrue(Double.parseDouble(c1.getAttribute("cx")) - Double.parseDouble(c0.getAttribute("cx"))
                == 3 * GraphExport.SCALE);
        assertTrue(Double.parseDouble(c1.getAttribute("cy")) > Double.parseDouble(c0.getAttribute("cy")),
                "lower y is drawn lower");
        assertEquals("R \"x\" < 1", doc.getElementsByTagName("text").item(1).getTextContent());
        assertEquals("#66ccee", GraphExport.colour("event,read", "#000000"));
    }
}
