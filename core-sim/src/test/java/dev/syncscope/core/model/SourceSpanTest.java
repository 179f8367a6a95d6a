package dev.syncscope.core.model;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** A position prints only what is known of it: a compiled kernel's lines carry no column. */
class SourceSpanTest {

    @Test
    void aLineAndColumnArePrintedTheWayEditorsRecogniseThem() {
        assertEquals("mp.test:12:5", new SourceSpan("mp.test", 12, 5).toString());
    }

    @Test
    void anUnknownColumnIsLeftOutNotPrintedAsZero() {
        // glslang's and DXC's OpLine give a line and column 0: "mp.comp:28", never "mp.comp:28:0"
        assertEquals("mp.comp:28", new SourceSpan("mp.comp", 28, 0).toString());
    }

    @Test
    void anUnknownLineLeavesTheFileAlone() {
        assertEquals("mp.comp", new SourceSpan("mp.comp", 0, 0).toString());
    }
}
