package dev.syncscope.core.model;

import java.util.List;
import java.util.Locale;

/**
 * Why a read of undefined memory matters (docs/memory-model.md, "Undefined reads"): its value is stored to memory (the
 * outcome shows it), or decides what the invocation does ({@link UndefinedUse}). One wording for the stepper's
 * UNDEFINED_READ and the checker's {@code undefined read:} line, so that {@code run} and {@code check} say the same use
 * of the same read in the same words. Immutable.
 *
 * @param decides what the value decides, or null when it is stored
 * @param storer  the invocation that stores it ("" when it decides)
 * @param target  the location it is stored to ("" when it decides)
 * @param at      the store, or the instruction whose decision it makes
 */
public record UndefinedReadUse(UndefinedUse.Kind decides, String storer, String target, SourceSpan at) {

    /** The value stored by {@code storer} to {@code target} at {@code at}. */
    public static UndefinedReadUse stored(String storer, String target, SourceSpan at) {
        return new UndefinedReadUse(null, storer, target, at);
    }

    /** The value deciding what {@code use} says. */
    public static UndefinedReadUse of(UndefinedUse use) {
        return new UndefinedReadUse(use.kind(), "", "", use.at());
    }

    /**
     * The English words after the read ({@code ; T0 stores its value to result at k.comp:12}, {@code ; its value
     * decides a branch condition at k.comp:9}).
     */
    public String english() {
        return english(form(), storer, target, String.valueOf(at));
    }

    /**
     * {@link #english()} from the message key's arguments 3 to 6 ({@link #args()}): {@code form} 0 (no use known, a
     * program that does not follow its values) gives the empty string.
     */
    public static String english(int form, String storer, String target, String at) {
        if (form <= 0 || form - 2 >= UndefinedUse.Kind.values().length) {
            return "";
        }
        return form == 1 ? "; " + storer + " stores its value to " + target + " at " + at
                : "; its value decides " + UndefinedUse.Kind.values()[form - 2].english() + " at " + at;
    }

    /** The choice of the message keys that word it: 1 stored, 2 + {@link UndefinedUse.Kind#ordinal()} decides. */
    public int form() {
        return decides == null ? 1 : 2 + decides.ordinal();
    }

    /**
     * The message key's arguments from the choice on: {@link #form()}, the storer, the target and the place
     * ({@code diagnostic.undefinedRead} 3 to 6, {@code check.finding.undefinedRead} 3 to 6).
     */
    public List<Object> args() {
        return List.of(form(), storer, target, String.valueOf(at));
    }

    /**
     * How {@code --json} names the use of {@link #form()} {@code form}: {@code stored}, or the kind decided
     * ({@code branch}, {@code switch}, {@code address}, {@code comparison}, {@code comparator},
     * {@code subgroup-operand}); null for 0 (a program that does not follow its values: no use known).
     */
    public static String jsonName(int form) {
        if (form <= 0 || form - 2 >= UndefinedUse.Kind.values().length) {
            return null;
        }
        return form == 1 ? "stored" : UndefinedUse.Kind.values()[form - 2].name().toLowerCase(Locale.ROOT)
                .replace('_', '-');
    }
}
