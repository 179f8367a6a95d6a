package dev.syncscope.views.graph;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

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

    private GraphStyles() {
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
}
