package dev.syncscope.views.problems;

import dev.syncscope.core.check.CheckLimit;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.check.CutPath;
import dev.syncscope.core.check.Finding;
import dev.syncscope.core.model.FaultReason;
import dev.syncscope.core.model.Scope;
import dev.syncscope.views.i18n.Messages;

import java.util.List;

/**
 * What an exhaustive check found beyond its races, in the window's language: a finding (a fault, barrier divergence,
 * an undefined read: {@link Finding#key()} filled with its arguments), the limit that stopped the check
 * ({@link CheckLimit}), where it cut paths at a bound ({@link CutPath}, {@code check.cut.*} keys), and why an invocation
 * faulted ({@link FaultReason}, {@code fault.*} keys). A scope among the
 * arguments is worded by its {@code scope.*} key, a fault's reason by its own key, and a reason the interpreter words
 * only in English is framed as its message ({@code fault.other}). The engine's English when there is no key or the text
 * has no pattern for it; the English patterns give the engine's English back. Stateless.
 */
public final class CheckText {

    private CheckText() {
    }

    /** The sentence of {@code f}. */
    public static String finding(Finding f, Messages text) {
        if (f.key() == null || !text.has(f.key())) {
            return f.text();
        }
        Object[] args = f.args().toArray();
        for (int i = 0; i < args.length; i++) {
            if (args[i] instanceof Scope s) {
                args[i] = text.get("scope." + s.name());
            } else if (args[i] instanceof FaultReason || Finding.FAULT.equals(f.key()) && i == 2) {
                args[i] = fault(args[i], text);
            }
        }
        return text.get(f.key(), args);
    }

    /**
     * Why an invocation faulted: a {@link FaultReason} worded by its key, or the interpreter's English framed as its
     * message ({@code fault.other}).
     */
    public static String fault(Object reason, Messages text) {
        if (reason instanceof FaultReason r && text.has(r.key())) {
            return text.get(r.key(), r.args().toArray());
        }
        return text.get("fault.other", String.valueOf(reason));
    }

    /** The limit that stopped {@code result}: its {@link CheckResult#limit()} worded, or its English message. */
    public static String limit(CheckResult result, Messages text) {
        CheckLimit limit = result.limit();
        return limit == null || !text.has(limit.key()) ? result.limitMessage() : limit(limit, text);
    }

    /** The sentence of {@code limit}, or its English when the text has no pattern for it. */
    public static String limit(CheckLimit limit, Messages text) {
        return text.has(limit.key()) ? text.get(limit.key(), limit.args().toArray()) : limit.english();
    }

    /**
     * Where {@code cut} cut paths at a bound: its {@link CutPath#key()} filled with its arguments, the values a spin read
     * joined as {@code 0, 1 or 2} ({@code check.cut.values}); its English line when it has no key or the text no
     * pattern for it.
     */
    public static String cut(CutPath cut, Messages text) {
        if (cut.key() == null || !text.has(cut.key())) {
            return cut.text();
        }
        Object[] args = cut.args().toArray();
        for (int i = 0; i < args.length; i++) {
            if (args[i] instanceof List<?> values) {
                args[i] = values(values, text);
            }
        }
        return text.get(cut.key(), args);
    }

    /** {@code 1}, or {@code 0, 1 or 2}: the values, the last joined by the text's "or". */
    private static String values(List<?> values, Messages text) {
        List<String> all = values.stream().map(String::valueOf).toList();
        if (all.size() < 2) {
            return String.join("", all);
        }
        return text.get("check.cut.values", String.join(", ", all.subList(0, all.size() - 1)),
                all.get(all.size() - 1));
    }
}
