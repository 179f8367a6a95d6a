package dev.syncscope.views.explain;

import dev.syncscope.core.exec.AccessSite;
import dev.syncscope.core.exec.Race;
import dev.syncscope.core.explain.MissingLink;
import dev.syncscope.core.explain.ReadExplanation;
import dev.syncscope.core.explain.UnseenWrite;
import dev.syncscope.views.i18n.Messages;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The races at a read, as "Why this value?" words them (VK MM: Data Race): for each race of the context whose one
 * access is the read, a sentence naming the other access and why the two are not location-ordered, and its fix. A race
 * whose missing link a paragraph above (an unseen write's) already gives says so instead of repeating it. A race whose
 * read comes first, then the other invocation's write, is worded as {@code run} and {@code check} word it
 * ({@link RaceWhy#parts}: the read first, the release after it and the acquire before the write, a flag only one side
 * of which synchronizes with the checker's sentence; VK MM: Location-Ordered, Synchronizes-With); a write the read
 * comes after, from the write to the read. A pure function.
 */
final class RacesAtRead {

    private RacesAtRead() {
    }

    /**
     * The sentence of each race at the read of {@code ex}, with its fix if any, in the order of the context's races;
     * {@code fixText} words the links from another access to the read, {@code reasons} gives each unseen write's
     * reason (its paragraph's {@link SameReason.Item#key}): a race "for the reason above" is alike only to those of its
     * reason.
     */
    static List<SameReason.Item> of(ReadExplanation ex, ExplanationContext context, FixText fixText, Messages text,
                                    Map<UnseenWrite, String> reasons) {
        List<SameReason.Item> races = new ArrayList<>();
        for (Race r : context.races()) {
            AccessSite other = otherSide(r, ex);
            if (other == null) {
                continue;
            }
            String what = text.get(other.write() ? "explain.race.write" : "explain.race.read");
            UnseenWrite same = unseenAt(ex, other);
            if (same != null && same.link() == r.link() && same.kase() == r.kase()) {
                // the paragraph above already gives this missing link, and its fix: say so rather than repeat them
                String sentence = text.get("explain.race.same", what, other.reference(), other.agentName(),
                        s(other.source().line()));
                races.add(new SameReason.Item(sentence, null, SameReason.key(sentence, null, other.agentName(), null,
                        null) + '\u0000' + reasons.getOrDefault(same, ""), other.agentName(), other.reference(),
                        other.source().line()));
                continue;
            }
            int readStep = ExplanationText.position(context, ex.step());
            int otherStep = ExplanationText.position(context, other.step());
            RaceWhy.Parts readFirst = r.first().step() == ex.step() && other.write() ? RaceWhy.parts(r, context, text)
                    : null;
            if (readFirst != null) {
                // the read comes first and the write after it: the words run and check give the race, read first
                // (RaceOrder; VK MM: Location-Ordered), with what lies from the read to the write
                add(races, text.get("explain.race", what, other.reference(), other.agentName(),
                        s(other.source().line()), readFirst.why()), readFirst.fix(), other);
                continue;
            }
            if (r.first().step() == ex.step() && other.write()) {
                // a litmus test's race, read first: the link's own words, from the read to the write
                AccessSite read = r.first();
                FixText words = new FixText(read, other, context, text);
                String variant = ExplanationText.variant(r.link(), r.kase(), read.atomic(), other.atomic(), null,
                        read.nonPrivate(), other.nonPrivate());
                FixText.Between between = FixText.Between.find(context, readStep, otherStep);
                add(races, text.get("explain.race", what, other.reference(), other.agentName(),
                        s(other.source().line()), words.why(r.link(), variant, read.agentName(),
                                read.source().line(), between)), apart(r, words.fix(r.link(), variant, read.agent(),
                        read.agentName(), read.source().line(), between), context, readStep, otherStep,
                        read.agentName(), other.agentName(), ex, text), other);
                continue;
            }
            String variant = ExplanationText.variant(r.link(), r.kase(), other.atomic(),
                    ExplanationText.atomic(context, readStep), null, other.nonPrivate(),
                    ExplanationText.nonPrivate(context, readStep));
            FixText.Between between = FixText.Between.find(context, otherStep, readStep);
            String side = RaceWhy.flagWords(r.link(), variant, between.flag())
                    ? oneSided(ex, other, between.flag(), context, otherStep, readStep, text) : null;
            add(races, text.get("explain.race", what, other.reference(), other.agentName(),
                    s(other.source().line()), side != null ? side
                    : fixText.why(r.link(), variant, other.agentName(), other.source().line(), between)),
                    side != null ? null : apart(r, fixText.fix(r.link(), variant, other.agent(), other.agentName(),
                            other.source().line(), between), context, otherStep, readStep, other.agentName(),
                            ex.readerName(), ex, text), other);
        }
        return races;
    }

    /**
     * The access racing with the read of {@code ex} in {@code r}, or {@code null}. The engine reports one race per pair
     * of sites ({@code Races}: agent, source and kind of each access, whatever the location), found at the first
     * dynamic pair; a later read at the reported read's site races with a write at the reported write's site too when
     * that write is one the read did not see (not location-ordered before it, and the sites are not mutually-ordered
     * atomics, or they would not have raced: VK MM: Data Race), as a spin loop's later reads do, or a loop's reads of
     * the next element.
     */
    private static AccessSite otherSide(Race r, ReadExplanation ex) {
        if (r.second().step() == ex.step()) {
            return r.first();
        }
        if (r.first().step() == ex.step()) {
            return r.second();
        }
        AccessSite read = r.second();
        boolean sameSite = read.agent() == ex.reader() && !read.write() && read.step() < ex.step()
                && read.source().equals(ex.source());
        return sameSite && r.first().write() && unseenAt(ex, r.first()) != null ? r.first() : null;
    }

    /** The newer write the read did not see made at {@code site} (its invocation and source), or {@code null}. */
    private static UnseenWrite unseenAt(ReadExplanation ex, AccessSite site) {
        if (!site.write()) {
            return null;
        }
        for (UnseenWrite u : ex.unseen()) {
            if (u.writer() == site.agent() && u.source().equals(site.source())) {
                return u;
            }
        }
        return null;
    }

    /**
     * The checker's sentence, with its fix, for a flag pair between {@code other}'s access and the read only one side
     * of which synchronizes ({@link FlagSide}, VK MM: Synchronizes-With), or null.
     */
    private static String oneSided(ReadExplanation ex, AccessSite other, FlagPair flag, ExplanationContext ctx,
                                   int otherStep, int readStep, Messages text) {
        dev.syncscope.core.check.RaceLink link = readStep < 0 ? null : FlagSide.of(flag, other.agentName(),
                ex.readerName(), ex.location(), ctx.trace(), otherStep, readStep,
                ctx.launch() == null ? null : ctx.launch().agents()::get);
        return link == null ? null : RaceWhy.sideWords(link, other, RaceWhy.site(ctx, readStep, ex.readerName()), ctx,
                otherStep, readStep, text);
    }

    /**
     * {@code fix} after the note that a control barrier {@code first} (the step at {@code from}) and {@code second}
     * (the step at {@code to}) both passed between their accesses, in two workgroups, does not order them (VK MM:
     * Synchronizes-With, control barrier: "A and B are in the instance of C's execution scope"), as the unseen write's
     * paragraph notes it ({@link WorkgroupsApart}); for "nothing synchronizes" only.
     */
    private static String apart(Race r, String fix, ExplanationContext ctx, int from, int to, String first,
                                String second, ReadExplanation ex, Messages text) {
        return r.link() != MissingLink.NO_HAPPENS_BEFORE ? fix : FenceWithoutWait.noted(fix, r.kase(), r.detail(),
                ctx.trace(), ctx.launch(), from, to, first, second, ex.source(), text);
    }

    /** The race with {@code other}'s access, worded {@code sentence}, with {@code fix} (or null). */
    private static void add(List<SameReason.Item> races, String sentence, String fix, AccessSite other) {
        races.add(SameReason.item(sentence, fix, other.agentName(), other.reference(), other.source().line(), null,
                null));
    }

    private static String s(long v) {
        return Long.toString(v);
    }
}
