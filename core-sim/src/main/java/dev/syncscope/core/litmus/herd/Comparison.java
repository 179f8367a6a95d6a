package dev.syncscope.core.litmus.herd;

/**
 * A comparison of two integers, as written in conditions ({@code ==}, {@code !=}, ...) and in
 * conditional branches ({@code beq}, {@code bne}, ...). Immutable.
 */
public enum Comparison {
    EQ("==", "beq"), NE("!=", "bne"), LT("<", "blt"), GT(">", "bgt"), LE("<=", "ble"), GE(">=", "bge");

    private final String symbol;
    private final String branch;

    Comparison(String symbol, String branch) {
        this.symbol = symbol;
        this.branch = branch;
    }

    public boolean test(long left, long right) {
        return switch (this) {
            case EQ -> left == right;
            case NE -> left != right;
            case LT -> left < right;
            case GT -> left > right;
            case LE -> left <= right;
            case GE -> left >= right;
        };
    }

    /** The operator of a condition: {@code =} is herd's synonym of {@code ==}. */
    public static Comparison ofSymbol(String text) {
        if (text.equals("=")) {
            return EQ;
        }
        for (Comparison c : values()) {
            if (c.symbol.equals(text)) {
                return c;
            }
        }
        throw new IllegalArgumentException("unknown comparison '" + text + "'");
    }

    /** The comparison of a branch mnemonic {@code beq}..{@code bge}. */
    public static Comparison ofBranch(String mnemonic) {
        for (Comparison c : values()) {
            if (c.branch.equals(mnemonic)) {
                return c;
            }
        }
        throw new IllegalArgumentException("unknown branch '" + mnemonic + "'");
    }

    public String symbol() {
        return symbol;
    }
}
