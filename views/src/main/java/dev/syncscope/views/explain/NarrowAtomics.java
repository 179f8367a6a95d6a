package dev.syncscope.views.explain;

import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.ValueKind;
import dev.syncscope.views.i18n.Messages;

/**
 * The note a race's fix gets where it makes the raced location itself atomic and Vulkan has no atomic operation on
 * what the location holds: an 8- or 16-bit integer (Vulkan's atomics are of 32- and 64-bit integers, and of floats
 * through VK_EXT_shader_atomic_float; GLSL has no {@code atomicExchange} of a {@code uint8_t}), or a 16-bit float
 * (only through VK_EXT_shader_atomic_float2, which SyncScope does not run: docs/spirv-interpreter.md). The fixes
 * that make the location atomic: both accesses, the store of stores at one line, the read-modify-write of an update.
 * Following the fix as it stands fails to compile (the session-84 CLI audit: "'atomicExchange' : no matching
 * overloaded function found"). Stateless.
 */
final class NarrowAtomics {

    private NarrowAtomics() {
    }

    /** {@code fix} (for {@code key}) with the note where it makes {@code location} atomic, which nothing can. */
    static String withNote(String fix, String key, Location location, Messages text) {
        if (fix == null || !(key.startsWith("explain.fix.PRIVATE_ACCESS.unsynced")
                || key.startsWith("explain.fix.storesAtOneLine") || key.startsWith("explain.fix.update"))) {
            return fix;
        }
        ValueKind kind = location.valueKind();
        int bits = location.bits();
        if (kind != ValueKind.FLOAT16 && (kind != ValueKind.INTEGER || bits >= 32)) {
            return fix;
        }
        return text.get("problems.race.sentences", fix, text.get("explain.fix.noNarrowAtomics", location.toString(),
                kind == ValueKind.FLOAT16 ? 2 : bits == 16 ? 1 : 0));
    }
}
