package dev.syncscope.views.memory;

import dev.syncscope.core.api.LocationView;
import dev.syncscope.core.api.WriteView;
import dev.syncscope.core.exec.ReadPreview;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One location of an allocation table: its newest write and, per reference that names the
 * allocation, what the focused invocation would read through it now. Immutable.
 *
 * @param location   the location's name ({@code x}, {@code buf[3]})
 * @param view       the engine's view of the location
 * @param newest     the newest write (the initial value when nothing wrote)
 * @param asRead     per reference name, in launch order: what the focused invocation would read
 *                   (absent when the engine did not compute it, for large launches)
 * @param undefined  the newest "write" is the undefined start of workgroup memory nobody wrote
 *                   ({@link MemoryTables#undefinedInitial})
 */
public record LocationRow(String location, LocationView view, WriteView newest, Map<String, ReadPreview> asRead,
                          boolean undefined) {

    public LocationRow {
        asRead = Collections.unmodifiableMap(new LinkedHashMap<>(asRead));
    }

    /**
     * {@code value} of this location as its type shows it ({@code 1.5} for a float: {@link
     * dev.syncscope.core.model.Location#valueText}).
     */
    public String valueText(long value) {
        return view.location().valueText(value);
    }

    /**
     * {@code value} of this location as {@code through}, a reference naming its allocation, shows it: the read
     * column of a {@code uint} view of a float's word shows its bits, the float view's column the float.
     */
    public String valueText(long value, dev.syncscope.core.model.Reference through) {
        return through == null ? valueText(value) : through.valueText(view.location().index(), value);
    }

    /** A location whose newest write is a value. */
    public LocationRow(String location, LocationView view, WriteView newest, Map<String, ReadPreview> asRead) {
        this(location, view, newest, asRead, false);
    }

    /**
     * Whether the focused invocation would read, through {@code reference}, something other than
     * the newest write (VK MM: Availability and Visibility: a write not visible to (agent, reference)).
     */
    public boolean staleThrough(String reference) {
        ReadPreview p = asRead.get(reference);
        return p != null && (p.stale() || !sameWrite(p.writeId(), newest.id()));
    }

    /** Write ids name the same write; every negative id is the initial value. */
    private static boolean sameWrite(int a, int b) {
        return a == b || (a < 0 && b < 0);
    }

    /** Whether any reference gives the focused invocation a stale value. */
    public boolean stale() {
        return asRead.keySet().stream().anyMatch(this::staleThrough);
    }
}
