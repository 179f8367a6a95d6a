package dev.syncscope.core.spirv;

import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.model.InputError;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** An array larger than the simulator takes says what it takes (the GPU audit's D9 named no limit). */
class ArrayLimitMessageTest {

    @Test
    void anArrayTooLargeToSimulateNamesTheLimit() {
        InputError e = assertThrows(InputError.class, () -> KernelLoader.load("k.hlsl",
                "RWStructuredBuffer<uint> outbuf : register(u0);\ngroupshared uint big[16777216];\n"
                        + "[numthreads(2, 1, 1)]\nvoid main(uint gi : SV_GroupIndex) {\n    big[gi] = gi;\n"
                        + "    outbuf[gi] = big[gi];\n}\n"));
        assertTrue(e.getMessage().contains("array of 16777216 elements (stride 4) is too large: SyncScope simulates"
                + " arrays of 1 to 65536 elements and at most 64 MiB"), e.getMessage());
    }
}
