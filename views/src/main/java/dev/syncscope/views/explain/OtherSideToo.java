package dev.syncscope.views.explain;

import dev.syncscope.core.check.LinkSentence;
import dev.syncscope.core.check.RaceLink;
import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.StorageClass;
import dev.syncscope.views.i18n.Messages;

import java.util.List;

/**
 * The second sentence of a flag's link whose first names one side's barrier (misplaced, too narrow, or leaving the
 * flag's class out) when the other side performs no acquire (release) at all: mending the barrier alone would leave the
 * race, since synchronizes-with needs a release on one side and an acquire on the other (VK MM: Synchronizes-With, every
 * form), so the advice names the other side too. In a GLSL or HLSL kernel's words ({@code check.kernel.noAcquireEither},
 * {@code check.kernel.noReleaseEither}, read as {@code .glsl}, {@code .glsl.legacy} or {@code .hlsl}); a SPIR-V module's
 * and a litmus test's {@code check.link.*} sentence says it within. A pure function.
 */
final class OtherSideToo {

    private OtherSideToo() {
    }

    /**
     * The sentence for {@code link} (one of the six barrier links of a flag: its arguments from {@link #index} on say
     * whether the other side is missing too, where, and the flag's class), between {@code writer}'s write of
     * {@code data} at {@code writeLine} and {@code reader}'s access at {@code readLine}, with a leading space; "" when
     * the other side is there, or the dialect has no words. {@code readFirst}: the access at {@code writeLine} is a
     * read and the one at {@code readLine} a write (a flag from the reader to the writer,
     * {@link RaceOrder#readFirst}), which the sentence names as they are (its argument 10).
     */
    static String of(RaceLink link, String writer, String reader, Location data, int writeLine, int readLine,
                     boolean readFirst, SourceDialect dialect, String sourceText, Messages text) {
        int i = index(link.sentence());
        List<Object> a = link.args();
        if (i < 0 || !(a.get(i) instanceof Integer missing) || missing == 0) {
            return "";
        }
        boolean release = link.sentence().name().startsWith("RELEASE_");
        String key = "check.kernel." + (release ? "noAcquireEither" : "noReleaseEither");
        String chosen = dialect.key(text, key, sourceText);
        if (chosen.equals(key)) {
            return "";
        }
        int line = CheckLinkText.line(a.get(i + 1));
        StorageClass dataClass = data == null || data.namedBy() == null ? null : data.namedBy().storageClass();
        StorageClass flagClass = CheckLinkText.storageClass(String.valueOf(a.get(i + 2)));
        String call = FlagCall.at(sourceText, line, String.valueOf(a.get(3)), release ? "atomicLoad" : "atomicStore");
        return " " + text.get(chosen, writer, reader, String.valueOf(data), Integer.toString(line),
                Integer.toString(writeLine), Integer.toString(readLine), dialect.storage(text, dataClass),
                FlagCall.hlslBarrier(dataClass, flagClass, text), call, FlagCall.compareExchange(call) ? 1 : 0,
                readFirst ? 1 : 0);
    }

    /** Where {@code sentence}'s arguments of the other side begin (1 or 0 missing, position, flag class), or -1. */
    static int index(LinkSentence sentence) {
        return switch (sentence) {
            case RELEASE_FENCE_FLAG_CLASS, ACQUIRE_FENCE_FLAG_CLASS, RELEASE_FENCE_SCOPE, ACQUIRE_FENCE_SCOPE -> 6;
            case RELEASE_FENCE_AFTER_FLAG, ACQUIRE_FENCE_BEFORE_FLAG -> 5;
            default -> -1;
        };
    }
}
