package dev.syncscope.views;

import dev.syncscope.core.litmus.khronos.KhronosParser;
import dev.syncscope.core.model.Program;

/**
 * Litmus programs with host threads ({@code NEWHOST}, docs/memory-model.md "Host agents") for the
 * views' tests. Stateless.
 */
public final class HostLitmus {

    /**
     * Host thread P0 writes x, flushes it and submits (dom.h2d, visdevice); P1 and P2, one workgroup,
     * read it; P1 writes y and makes it available to the host (avdevice, dom.d2h).
     */
    public static final String SUBMIT = """
            NEWHOST 0
            st.sc0 x = 1
            flush
            dom.h2d
            visdevice
            NEWTHREAD 1
            ld.sc0 x
            st.sc0 y = 2
            avdevice
            dom.d2h
            NEWTHREAD 2
            ld.sc0 x
            SSW 0 1
            SSW 0 2
            """;

    private HostLitmus() {
    }

    /** {@link #SUBMIT} as a program. */
    public static Program submit() {
        return new KhronosParser().parse("host.test", SUBMIT).program();
    }
}
