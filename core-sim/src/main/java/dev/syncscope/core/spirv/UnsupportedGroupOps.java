package dev.syncscope.core.spirv;

import java.util.Map;

/**
 * Why a subgroup instruction SyncScope does not simulate is refused, and which intrinsics compile to it, for the
 * load error's message: the instruction's name alone ({@code OpGroupNonUniformQuadSwap is not supported by the
 * interpreter}) named no intrinsic a kernel's author wrote (the wave-intrinsics audit of session 77, F4:
 * {@code WaveActiveSum} of a float; quad operations are simulated since session 78). Stateless.
 */
final class UnsupportedGroupOps {

    private static final String FLOAT = "a floating-point subgroup reduction or scan, whose order of combining the"
            + " lanes SPIR-V leaves to the implementation (a sum's or product's rounding, a minimum's or maximum's"
            + " choice between NaN and a number or -0 and +0, may differ from device to device), so SyncScope does not"
            + " simulate it";

    private static final Map<String, String> WHY = Map.of(
            "OpGroupNonUniformFAdd", FLOAT + "; from WaveActiveSum, WavePrefixSum (HLSL) or subgroupAdd,"
                    + " subgroupInclusiveAdd, subgroupExclusiveAdd (GLSL) of a float",
            "OpGroupNonUniformFMul", FLOAT + "; from WaveActiveProduct, WavePrefixProduct (HLSL) or subgroupMul and its"
                    + " scans (GLSL) of a float",
            "OpGroupNonUniformFMin", FLOAT + "; from WaveActiveMin (HLSL) or subgroupMin and its scans (GLSL) of a"
                    + " float",
            "OpGroupNonUniformFMax", FLOAT + "; from WaveActiveMax (HLSL) or subgroupMax and its scans (GLSL) of a"
                    + " float");

    private UnsupportedGroupOps() {
    }

    /** The reason and the intrinsics for {@code op}'s message ({@code ": " + reason}), or "" for another. */
    static String why(String op) {
        String why = WHY.get(op);
        return why == null ? "" : ": " + why;
    }
}
