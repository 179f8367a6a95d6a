package dev.syncscope.core.litmus.herd;

import java.util.Locale;

/**
 * The register arithmetic of the format ({@code add r0, r1, 2}): local computation, invisible to the
 * memory model. Immutable.
 */
public enum LocalOp {
    ADD, SUB, MUL, DIV, AND, OR, XOR;

    public static LocalOp ofMnemonic(String mnemonic) {
        return valueOf(mnemonic.toUpperCase(Locale.ROOT));
    }
}
