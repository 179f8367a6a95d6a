package dev.syncscope.core.model;

/**
 * The first place an invocation used a value read from memory that held no defined value (a Workgroup variable no
 * write defined: VK MM Allocation gives it no initializer) in a way that decides what it does. An undefined value that
 * is only moved or computed with is no such use (SPIR-V: an undefined value is a value, not undefined behaviour);
 * control flow or an address that depends on one is.
 *
 * @param origin the engine's token for the read the value came from, as given to
 *               {@link ThreadState#advance(long, Object)}, or the {@link UndefinedValue} the invocation made
 * @param kind   what the value decided
 * @param at     the instruction that used it
 */
public record UndefinedUse(Object origin, Kind kind, SourceSpan at) {

    /** What an undefined value decided, with its English words (the window's bundle words each kind too). */
    public enum Kind {
        BRANCH("a branch condition"),
        SWITCH("a switch selector"),
        ADDRESS("an index of an address"),
        COMPARISON("the comparison of a compare-exchange"),
        COMPARATOR("the comparator of a compare-exchange"),
        SUBGROUP_OPERAND("an operand of a subgroup operation");

        private final String english;

        Kind(String english) {
            this.english = english;
        }

        /** The English words ({@code a branch condition}). */
        public String english() {
            return english;
        }
    }
}
