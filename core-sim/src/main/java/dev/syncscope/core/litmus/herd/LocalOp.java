package dev.syncscope.core.litmus.herd;

/**
 * The register arithmetic of the format ({@code add r0, r1, 2}): local computation, invisible to the
 * memory model. Immutable.
 */
public enum LocalOp {
    ADD, SUB, MUL, DIV, AND, OR, XOR;

    /** The result, or throws ArithmeticException on a division by zero. */
    public long apply(long left, long right) {
        return switch (this) {
            case ADD -> left + right;
            case SUB -> left - right;
            case MUL -> left * right;
            case DIV -> left / right;
            case AND -> left & right;
            case OR -> left | right;
            case XOR -> left ^ right;
        };
    }

    public static LocalOp ofMnemonic(String mnemonic) {
        return valueOf(mnemonic.toUpperCase(java.util.Locale.ROOT));
    }
}
