package dev.syncscope.app;

import javafx.geometry.Rectangle2D;

/**
 * Where the main window opens on a screen: {@link #WIDTH} × {@link #HEIGHT}, or as much of that as the screen's
 * visual bounds (without task bars and docks) hold, centred in them. A 1024×768 projector gets a 1024×768 window,
 * not a 1280×800 one cut off on both sides. A pure function. Stateless.
 */
final class WindowSize {

    /** The window's width on a screen wide enough. */
    static final double WIDTH = 1280;
    /** The window's height on a screen tall enough. */
    static final double HEIGHT = 800;

    private WindowSize() {
    }

    /** The window's bounds on a screen whose visual bounds are {@code screen}: never larger than they are. */
    static Rectangle2D on(Rectangle2D screen) {
        double width = Math.min(WIDTH, screen.getWidth());
        double height = Math.min(HEIGHT, screen.getHeight());
        return new Rectangle2D(screen.getMinX() + (screen.getWidth() - width) / 2,
                screen.getMinY() + (screen.getHeight() - height) / 2, width, height);
    }
}
