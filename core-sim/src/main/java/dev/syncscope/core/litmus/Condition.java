package dev.syncscope.core.litmus;

/**
 * The comparison of a conditional branch: register ⟨op⟩ operand, on signed values. Immutable.
 */
public enum Condition {
    EQ("=="), NE("!="), LT("<"), LE("<="), GT(">"), GE(">=");

    private final String symbol;

    Condition(String symbol) {
        this.symbol = symbol;
    }

    public String symbol() {
        return symbol;
    }

    /** Whether {@code left op right} holds. */
    public boolean test(long left, long right) {
        return switch (this) {
            case EQ -> left == right;
            case NE -> left != right;
            case LT -> left < right;
            case LE -> left <= right;
            case GT -> left > right;
            case GE -> left >= right;
        };
    }
}
