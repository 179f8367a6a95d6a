package dev.syncscope.app;

/**
 * JavaFX rendering settings the window starts with; set before the JavaFX toolkit starts (they are
 * read once). A value the user set on the command line ({@code -Dprism.disableRegionCaching=false},
 * {@code -Djavafx.animation.pulse=60}) wins. Stateless.
 *
 * <p>Region caching is off: Prism draws a region whose background has several layers (split panes,
 * scroll panes, tables, tool bars) from a cached image scaled to the region, and with the software
 * pipeline (what runs without a usable GPU, e.g. under Xvfb or in a virtual machine) drawing that
 * image costs in proportion to the whole region, not to the part repainted: a step repainted the
 * large split panes behind the domain graph at 10–20 ms a frame. Drawing the layers directly is a
 * few rectangle fills.
 *
 * <p>The pulse timer asks for {@value #PULSE_HZ} Hz, which JavaFX turns into a tick every 15 ms
 * (it truncates 1000 / rate to whole milliseconds; at its default 60 Hz, every 16 ms). On Linux the
 * tick is a GLib timeout on the FX thread's main loop, and GLib schedules each tick from the moment
 * the last one was dispatched and rounds its wait up to a whole millisecond: the default 16 ms ticks
 * come every 16.4–16.6 ms on an idle machine, 60.3–61 pulses a second, so a single late tick a second
 * (a collector pause, a core busy for a millisecond) leaves the window below 60 frames a second, and
 * nothing catches the lost time up. 15 ms ticks give 62–64 frames a second with the same
 * lateness. Where the display paces the frames (a GPU pipeline with vsync, or macOS, whose pulses
 * follow the display) the rate stays the display's.
 */
final class RenderSettings {

    static final String REGION_CACHING = "prism.disableRegionCaching";
    /** QuantumToolkit's pulse rate property, read when the toolkit class loads. */
    static final String PULSE = "javafx.animation.pulse";
    static final int PULSE_HZ = 64;

    private RenderSettings() {
    }

    /** Applies the settings unless the user set them; call before the toolkit starts. */
    static void apply() {
        if (System.getProperty(REGION_CACHING) == null) {
            System.setProperty(REGION_CACHING, "true");
        }
        if (System.getProperty(PULSE) == null) {
            System.setProperty(PULSE, Integer.toString(PULSE_HZ));
            // JavaFX prints the rate as its toolkit starts: the window's own choice is not news to the user
            StartupNotices.dropPulseLine(PULSE_HZ);
        }
        StartupNotices.quietClassPathWarning();
    }
}
