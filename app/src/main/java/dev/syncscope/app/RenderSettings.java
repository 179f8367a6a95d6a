package dev.syncscope.app;

/**
 * JavaFX rendering settings the window starts with; set before the JavaFX toolkit starts (they are
 * read once). Region caching is off: Prism draws a region whose background has several layers
 * (split panes, scroll panes, tables, tool bars) from a cached image scaled to the region, and with
 * the software pipeline (what runs without a usable GPU, e.g. under Xvfb or in a virtual machine)
 * drawing that image costs in proportion to the whole region, not to the part repainted: a step
 * repainted the large split panes behind the domain graph at 10–20 ms a frame. Drawing the layers
 * directly is a few rectangle fills. A value the user set on the command line
 * ({@code -Dprism.disableRegionCaching=false}) wins. Stateless.
 */
final class RenderSettings {

    static final String REGION_CACHING = "prism.disableRegionCaching";

    private RenderSettings() {
    }

    /** Applies the settings unless the user set them; call before the toolkit starts. */
    static void apply() {
        if (System.getProperty(REGION_CACHING) == null) {
            System.setProperty(REGION_CACHING, "true");
        }
    }
}
