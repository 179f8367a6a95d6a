package dev.syncscope.core.model;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

/**
 * {@link Action#access()}: the memory access of a load, store or read-modify-write (VK MM: Memory Operations), null
 * for an action that accesses no location; the one place the engines, the checker and the explanations take it from.
 */
class ActionAccessTest {

    private static final Reference X = new Reference("x", "x", StorageClass.STORAGE_BUFFER, 1);
    private static final SourceSpan AT = new SourceSpan("k.comp", 3, 0);

    @Test
    void aLoadStoreOrReadModifyWriteGivesItsAccessAnyOtherActionNone() {
        Access atomic = new Access(true, Scope.DEVICE, Semantics.NONE, false, false, false);
        Access unequal = new Access(true, Scope.WORKGROUP, Semantics.NONE, false, false, false);
        Action load = new Action.Load(X, 0, atomic, AT);
        Action store = new Action.Store(X, 0, 1, Access.PLAIN, AT);
        Action rmw = new Action.ReadModifyWrite(X, 0, RmwOp.ADD, 1, 0L, atomic, AT, IntFormat.UINT32, unequal);
        assertSame(atomic, load.access());
        assertSame(Access.PLAIN, store.access());
        assertSame(atomic, rmw.access(), "a read-modify-write's access is that of its write");
        assertNull(new Action.MemoryBarrier(Scope.DEVICE, Semantics.NONE, AT).access());
        assertNull(new Action.ControlBarrier(Scope.WORKGROUP, Scope.WORKGROUP, Semantics.NONE, 0, AT).access());
        assertNull(new Action.DeviceAvailability(AT).access());
        assertNull(new Action.HostVisibility(AT).access());
    }
}
