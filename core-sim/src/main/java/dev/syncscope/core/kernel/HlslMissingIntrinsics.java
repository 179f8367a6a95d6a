package dev.syncscope.core.kernel;

import dev.syncscope.core.model.InputError;

import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * HLSL intrinsics the bundled glslang does not implement, which it refuses as if the arguments were wrong
 * ({@code 'WaveMatch' : no matching overloaded function found}, the wave-intrinsics audit of session 77, F5): the
 * error keeps its place and says that the compiler lacks the intrinsic, and since which shader model HLSL has it.
 * Stateless.
 */
final class HlslMissingIntrinsics {

    private static final Pattern NO_OVERLOAD = Pattern.compile("'(\\w+)' : no matching overloaded function found");

    /** The intrinsics and the shader model that brought each. */
    private static final Map<String, String> MISSING = Map.of(
            "WaveMatch", "6.5", "WaveMultiPrefixSum", "6.5", "WaveMultiPrefixProduct", "6.5",
            "WaveMultiPrefixCountBits", "6.5", "WaveMultiPrefixBitAnd", "6.5", "WaveMultiPrefixBitOr", "6.5",
            "WaveMultiPrefixBitXor", "6.5", "QuadAny", "6.7", "QuadAll", "6.7");

    private HlslMissingIntrinsics() {
    }

    /**
     * {@code error} and each further error ({@link InputError#more()}) with the reason where it is glslang's refusal
     * of one of those intrinsics; the others as they are.
     */
    static InputError hinted(InputError error) {
        List<InputError> more = error.more().stream().map(HlslMissingIntrinsics::one).toList();
        InputError first = one(error);
        return more.equals(error.more()) ? first : first.withMore(more);
    }

    private static InputError one(InputError error) {
        Matcher m = error.getMessage() == null ? null : NO_OVERLOAD.matcher(error.getMessage());
        if (m == null || !m.find() || !MISSING.containsKey(m.group(1))) {
            return error;
        }
        return error.withMessage(error.getMessage() + ": " + m.group(1) + " (Shader Model " + MISSING.get(m.group(1))
                + ") is not implemented by the HLSL compiler SyncScope bundles (glslang), whatever its arguments, so"
                + " a kernel that calls it cannot be run");
    }
}
