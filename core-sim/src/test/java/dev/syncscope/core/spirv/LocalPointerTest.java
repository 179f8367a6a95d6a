package dev.syncscope.core.spirv;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

/** Whole-cell local pointers are shared between invocations, and only when they point to the same type. */
class LocalPointerTest {

    @Test
    void aCellsPointerIsSharedForItsTypeAndANewOneIsMadeForAnotherType() throws IOException {
        ModuleInfo info = new ModuleInfo(SpirvTextReader.read("a.spvasm",
                new String(SpirvReadersTest.resource("legacy-coherent.spvasm"), StandardCharsets.UTF_8)), Map.of());
        SpirvType uint = new SpirvType.Int(32, false);
        SpirvType bool = new SpirvType.Bool();
        Ptr.Local first = info.localPointer(3, uint);
        assertEquals(new Ptr.Local(3, List.of(), uint), first);
        assertSame(first, info.localPointer(3, uint));
        // a function entered along another path may put a variable of another type in the same cell
        Ptr.Local other = info.localPointer(3, bool);
        assertEquals(new Ptr.Local(3, List.of(), bool), other);
        assertNotSame(first, other);
        // cells past the cache still get their pointer
        assertEquals(new Ptr.Local(100_000, List.of(), uint), info.localPointer(100_000, uint));
    }
}
