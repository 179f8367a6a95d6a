package dev.syncscope.core.exec;

import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.UndefinedUse;
import dev.syncscope.core.model.UndefinedValue;

import java.util.List;

/**
 * The stepper's UNDEFINED_READ for an undefined value an invocation made itself ({@link UndefinedValue}: OpUndef, an
 * undefined component of OpVectorShuffle, a local variable read before any store), by the rule of a read of undefined
 * memory (docs/memory-model.md, "Undefined reads"): reported only where its value is stored or decides what the
 * invocation does, once per invocation and value. Key diagnostic.undefinedValue: the invocation, what made the value
 * ({@link UndefinedValue.Kind#ordinal()}), the variable's name, where it was made (else where it matters), how it
 * matters (1: stored, 2 + {@link UndefinedUse.Kind#ordinal()}: decides), the target it is stored to, where it
 * decides, and the subgroup invocation a subgroup operation's value was to come from ({@link UndefinedValue#lane()}).
 * Stateless.
 */
final class MadeUndefined {

    static final String KEY = "diagnostic.undefinedValue";

    private MadeUndefined() {
    }

    /**
     * What identifies {@code agent}'s value {@code v} that decides {@code use}, or, {@code use} null, is stored at
     * {@code site}: the first four arguments of its diagnostic ({@link UndefinedReports#made}).
     */
    static List<Object> value(Agent agent, UndefinedValue v, UndefinedUse use, SourceSpan site) {
        return List.of(agent.name(), v.kind().ordinal(), v.name(), String.valueOf(v.at(use != null ? use.at() : site)));
    }

    /**
     * The diagnostic at {@code step} for {@code agent}'s value {@code v} that decides {@code use}, or, {@code use}
     * null, that the agent stores to {@code target} at {@code site}; null when {@code existing} (the diagnostics
     * {@link UndefinedReports#made} finds for it) already has one for it. It is shown where the value was made, else
     * where it matters ({@link UndefinedValue#at(SourceSpan)}).
     */
    static Diagnostic of(Iterable<Diagnostic> existing, Agent agent, UndefinedValue v, UndefinedUse use, String target,
                         SourceSpan site, long step) {
        SourceSpan where = v.at(use != null ? use.at() : site);
        List<Object> made = value(agent, v, use, site);
        for (Diagnostic d : existing) {
            if (KEY.equals(d.key()) && d.args().size() > 3 && d.args().subList(0, 4).equals(made)) {
                return null; // that value already mattered once (stored twice, a loop): one row is enough
            }
        }
        String how = use == null ? "; " + agent.name() + " stores its value to " + target
                : "; its value decides " + use.kind().english() + " at " + use.at();
        return new Diagnostic(Diagnostic.Kind.UNDEFINED_READ, agent.name() + " uses " + v.english(where) + how,
                List.of(agent.id()), where, step, KEY, List.of(agent.name(), v.kind().ordinal(), v.name(),
                String.valueOf(where), use == null ? 1 : 2 + use.kind().ordinal(), target,
                use == null ? "" : String.valueOf(use.at()), String.valueOf(v.lane()), v.madeBy(),
                v.madeBy().isEmpty() ? 0 : 1));
    }
}
