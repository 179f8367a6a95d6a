package dev.syncscope.views.explain;

import dev.syncscope.core.exec.AccessSite;
import dev.syncscope.core.exec.Race;
import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Agent;

/**
 * Whether a stepper's race across a flag with neither side needs more than the flag's synchronization: its earlier
 * access a non-private write that nothing makes available to the later invocation (no MakePointerAvailable at a scope
 * whose instance includes it), or its later access a read nothing makes visible (no MakePointerVisible): a SPIR-V
 * module's NonPrivatePointer alone, a litmus test's {@code nonpriv}. Then the fix makes the flag's store a release with
 * MakeAvailable and its load an acquire with MakeVisible (VK MM: Location-Ordered, "X is a write, Y is a read,
 * AVC(…) … VISC(…)"; Availability and Visibility Semantics), as "Why this value?" advises for the read and
 * {@code check} says of the flag ({@code LinkSentence.FLAG_NO_SYNC}, argument 7). A read first needs neither ("X is a
 * read, both X and Y are non-private"); a private access keeps its own fix. Stateless.
 */
final class FlagAvailability {

    private FlagAvailability() {
    }

    /** Whether {@code race}'s accesses, in the context's steps, need the flag's MakeAvailable and MakeVisible too. */
    static boolean needed(Race race, ExplanationContext context) {
        AccessSite first = race.first();
        AccessSite second = race.second();
        if (!first.write() || !first.nonPrivate() || !second.nonPrivate() || context.launch() == null) {
            return false;
        }
        Access write = access(context, first.step());
        Access read = second.write() ? null : access(context, second.step());
        if (write == null || !second.write() && read == null) {
            return false;
        }
        Agent writer = context.launch().agents().get(first.agent());
        Agent reader = context.launch().agents().get(second.agent());
        boolean available = write.makePointerAvailable() && write.scope() != null
                && writer.sharesInstance(reader, write.scope());
        boolean visible = read == null || read.makePointerVisible() && read.scope() != null
                && reader.sharesInstance(writer, read.scope());
        return !available || !visible;
    }

    /** The memory access of step {@code step} in the context's steps, or null when they do not reach it. */
    private static Access access(ExplanationContext context, long step) {
        int at = ExplanationText.position(context, step);
        if (at < 0) {
            return null;
        }
        Action a = context.trace().get(at).event().action();
        return a instanceof Action.Store s ? s.access() : a instanceof Action.Load l ? l.access()
                : a instanceof Action.ReadModifyWrite m ? m.access() : null;
    }
}
