package dev.syncscope.views.explain;

import dev.syncscope.core.exec.AccessSite;
import dev.syncscope.core.exec.PlainFlagSteps;
import dev.syncscope.core.exec.Race;
import dev.syncscope.core.exec.ReleaseSequenceEnd;
import dev.syncscope.core.exec.StepRecord;
import dev.syncscope.core.explain.MissingLink;
import dev.syncscope.core.explain.UnseenWrite;
import dev.syncscope.views.i18n.Messages;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The missing link of a stepper's data race (VK MM: Data Race) in the kernel's language and the window's, as "Why this
 * value?" words it ({@link FixText}): why the two accesses are not location-ordered, then its fix, the earlier access
 * taking the place of the write and the later one the place of the read. A control barrier both passed or a flag pair
 * between them, when the context's steps reach from one to the other, is named with its lines as the explanation names
 * it; lines the engine's own detail names that these sentences leave out are listed after them, so that nothing the
 * engine said of the race is lost. A litmus test keeps the engine's words (null here). A pure function.
 */
public final class RaceWhy {

    private static final Pattern LINE = Pattern.compile("\\blines? (\\d+)(?: and (\\d+))?");

    private RaceWhy() {
    }

    /**
     * Whether {@code fileName} is a GLSL or HLSL kernel, whose author writes no memory semantics: its races are worded
     * in its own language ({@link #of}), where a SPIR-V module's and a litmus test's keep the engine's words on the
     * command line.
     */
    public static boolean highLevelKernel(String fileName) {
        SourceDialect dialect = SourceDialect.of(fileName);
        return dialect == SourceDialect.GLSL || dialect == SourceDialect.HLSL;
    }

    /**
     * Why {@code race}'s accesses are not location-ordered, and the fix, in the language of the later access's source
     * file ({@link SourceDialect}) and of {@code text}; {@code null} for a litmus test (its rows keep the engine's words)
     * and for the links the views have no sentence of their own for (a host's access, which no kernel launch has):
     * then the engine's words stay.
     */
    public static String of(Race race, ExplanationContext context, Messages text) {
        Parts parts = parts(race, context, text);
        return parts == null ? null : joined(race, parts, text);
    }

    /**
     * For a missing happens-before whose steps show one of the checker's links (the checker's sentence for it, from
     * {@link CheckLinkText}, else null): the later invocation acquiring a value written outside the release sequence of
     * the earlier one's release (VK MM: Release Sequence, {@link ReleaseSequenceEnd}), which names the write that ended
     * the sequence (the flag pair alone would say that store "is not a release", or that nothing synchronizes them);
     * or a flag stored and loaded plainly between a release and an acquire memory barrier (VK MM: Synchronizes-With,
     * the fence forms need an atomic write and an atomic read; {@link PlainFlagSteps}), where the flag's own race was
     * told to "synchronize through an atomic flag", the flag itself. One sentence for both engines.
     */
    private static String checkerLink(Race race, ExplanationContext context, Messages text, int from, int to) {
        AccessSite first = race.first();
        AccessSite second = race.second();
        if (race.link() != MissingLink.NO_HAPPENS_BEFORE || second.source() == null || second.location() == null
                || host(context, first.agent()) || host(context, second.agent())) {
            return null;
        }
        List<StepRecord> trace = context.trace();
        if (context.launch() == null || from < 0 || to <= from || to >= trace.size()) {
            return null;
        }
        dev.syncscope.core.check.RaceLink link = ReleaseSequenceEnd.find(i -> trace.get(i).event(), from, to,
                trace.get(from).event().agent(), trace.get(to).event().agent(), context.launch().agents()::get);
        link = link != null ? link : PlainFlagSteps.find(i -> trace.get(i).event(), trace.size(), from, to,
                context.launch().agents()::get);
        return link == null ? null : CheckLinkText.of(first.agentName(), first.source().line(), second.agentName(),
                second.location(), second.source(), RaceOrder.readFirst(first.write(), second.write()), link,
                context.sourceText(), text);
    }

    /**
     * As {@link #of(Race, ExplanationContext, Messages)}, with what lies between the two accesses {@code found} given
     * (a check's race, whose missing link names the barrier both passed, has no steps to find it in); {@code null} for
     * the same races.
     */
    static String of(Race race, ExplanationContext context, Messages text, FixText.Between found) {
        return of(race, context, text, found, 0, 0);
    }

    /**
     * As {@link #of(Race, ExplanationContext, Messages, FixText.Between)}, the fix after the note that the barrier at
     * {@code apartLine} (0: none) was passed in two workgroups ({@link WorkgroupsApart}), or that the memory barrier at
     * {@code fenceLine} (0: none) made neither wait ({@link FenceWithoutWait}).
     */
    static String of(Race race, ExplanationContext context, Messages text, FixText.Between found, int apartLine,
                     int fenceLine) {
        Parts parts = parts(race, context, text, found);
        if (parts != null && !parts.whole() && parts.fix() != null && (apartLine > 0 || fenceLine > 0)) {
            parts = new Parts(parts.why(), apartLine > 0 ? WorkgroupsApart.noted(parts.fix(), apartLine,
                    race.first().agentName(), race.second().agentName(), race.second().source(), text)
                    : FenceWithoutWait.noted(parts.fix(), fenceLine, race.second().source(), text), false);
        }
        return parts == null ? null : joined(race, parts, text);
    }

    /** The why and the fix of {@code race} as one text, with the lines of the engine's detail they leave out. */
    private static String joined(Race race, Parts parts, Messages text) {
        if (parts.whole()) {
            // the checker's sentence, whole as the release sequence's is: it names the lines of both sides of the flag
            return parts.why();
        }
        String sentence = parts.fix() == null ? parts.why()
                : text.get("problems.race.sentences", parts.why(), parts.fix());
        String lines = linesLeftOut(race.detail(), sentence);
        return lines.isEmpty() ? sentence : text.get("problems.race.sentences", sentence,
                text.get("problems.race.lines", lines.split(", ").length, lines));
    }

    /**
     * Why {@code race}'s accesses are not location-ordered and its fix, apart, as {@link #of(Race, ExplanationContext,
     * Messages)} words them (without the lines of the engine's detail they leave out): {@link Parts}, the fix null when the
     * why gives it (the checker's sentence for a release sequence ended or a flag only one side of which synchronizes:
     * VK MM: Release Sequence, Synchronizes-With) or nothing is missing; {@code null} for the same races as
     * {@link #of(Race, ExplanationContext, Messages)}. "Why this value?" words a race whose read comes first by it, as
     * {@code run} does.
     */
    static Parts parts(Race race, ExplanationContext context, Messages text) {
        int from = ExplanationText.position(context, race.first().step());
        int to = ExplanationText.position(context, race.second().step());
        String sequence = checkerLink(race, context, text, from, to);
        if (sequence != null) {
            return new Parts(sequence, null, true);
        }
        Parts parts = parts(race, context, text, FixText.Between.find(context, from, to));
        if (parts == null || parts.fix() == null || race.link() != MissingLink.NO_HAPPENS_BEFORE) {
            return parts;
        }
        // a barrier() both passed in two workgroups, or memory barriers with nothing between them: why they did not do
        // (VK MM: Synchronizes-With)
        return new Parts(parts.why(), FenceWithoutWait.noted(parts.fix(), race.kase(), race.detail(), context.trace(),
                context.launch(), from, to, race.first().agentName(), race.second().agentName(), race.second().source(),
                text), false);
    }

    /**
     * Why a race's accesses are not location-ordered, and its fix (null: none, or {@code why} gives it); {@code whole}:
     * the checker's sentence for a flag side or a release sequence, which names the lines of both sides itself.
     */
    record Parts(String why, String fix, boolean whole) {
    }

    private static Parts parts(Race race, ExplanationContext context, Messages text, FixText.Between found) {
        AccessSite first = race.first();
        AccessSite second = race.second();
        SourceDialect dialect = SourceDialect.of(second.source() == null ? null : second.source().file());
        if (!dialect.kernel() || race.link() == MissingLink.NONE
                || host(context, first.agent()) || host(context, second.agent())) {
            return null;
        }
        FixText words = new FixText(first, second, context, text);
        if (race.kase() == UnseenWrite.Case.VISIBILITY_TOO_EARLY) {
            // VK MM: Location-Ordered: the availability happens-before the read but not the reader's visibility
            // operation, which comes before its acquire (the explanation's explain.unseen.visibilityTooEarly)
            return new Parts(words.named("explain.why.visibilityTooEarly", first.agentName(), first.source().line()),
                    words.named("explain.fix.visibilityAfterAcquire", first.agentName(), first.source().line()), false);
        }
        String variant = ExplanationText.variant(race.link(), race.kase(), first.atomic(), second.atomic(), null,
                first.nonPrivate(), second.nonPrivate());
        // the race's own sites say whether an access is private (VK MM: Private vs. Non-Private), whatever the steps hold
        // the control barrier whose memory scope is too narrow, or the acquire whose MakeVisible is, as the engine's
        // detail names it ("(line 11)") when the steps at hand do not (VK MM: Synchronizes-With; Availability and
        // Visibility)
        int named = detailLine(race.detail());
        boolean barrierScope = race.kase() == UnseenWrite.Case.BARRIER_MEMORY_SCOPE;
        boolean narrowVisibility = race.kase() == UnseenWrite.Case.NARROW_VISIBILITY
                || race.kase() == UnseenWrite.Case.NARROW_VISIBILITY_CHAINS_OFF;
        BarrierMeeting met = barrierScope && found.met() == null && named > 0 ? BarrierMeeting.at(named) : found.met();
        int scopeLine = (barrierScope || narrowVisibility) && found.scopeLine() == 0 ? named : found.scopeLine();
        FixText.Between between = new FixText.Between(found.flag(), met, found.traced(),
                found.privateAccess() || !first.nonPrivate() || !second.nonPrivate(), found.narrowBarrierLine(),
                // two stores at one line: the engine says from the later invocation's own steps, whatever the frame holds
                found.ordered(), race.storedAfterReading() != null ? race.storedAfterReading() : found.readerUpdates(),
                first.write() && !first.atomic() && second.write() && !second.atomic(), scopeLine,
                found.shared());
        // a barrier of the flag pair that leaves the flag's class out: the checker's sentence, which names what the
        // kernel has, not "the release after the write and the acquire before the read" (VK MM: Synchronizes-With)
        variant = FlagClassWords.variant(race.link(), variant, between.traced() ? between.flag() : null);
        String side = flagWords(race.link(), variant, between.flag()) && between.traced()
                ? oneSided(race, between.flag(), context, text) : null;
        if (side != null) {
            return new Parts(side, null, true);
        }
        // a flag with neither side whose data nothing makes available and visible: the release with MakeAvailable and
        // the acquire with MakeVisible, as "Why this value?" and check say (VK MM: Location-Ordered)
        FlagPair flag = between.traced() ? between.flag() : null;
        boolean unseen = race.link() == MissingLink.NO_HAPPENS_BEFORE && variant.isEmpty() && flag != null
                && !flag.released() && !flag.acquired() && FlagAvailability.needed(race, context);
        return new Parts(why(race, variant, between, words, text), words.fix(unseen ? MissingLink.NOT_MADE_AVAILABLE
                : race.link(), unseen ? ".visibleToo" : variant, first.agent(), first.agentName(), first.source().line(),
                between), false);
    }

    /**
     * Why the link is missing: for a missing happens-before (or a barrier's semantics leaving the storage class out)
     * with the steps between the accesses at hand, the control barrier both passed or the flag pair between them, as
     * the explanation of an unseen write says it; else the link's why sentence.
     */
    private static String why(Race race, String variant, FixText.Between between, FixText words, Messages text) {
        AccessSite first = race.first();
        AccessSite second = race.second();
        String loc = String.valueOf(second.location());
        boolean hbCase = race.link() == MissingLink.NO_HAPPENS_BEFORE
                || race.kase() == UnseenWrite.Case.BARRIER_SEMANTICS;
        if (hbCase && between.traced() && !FlagClassWords.is(variant)) {
            BarrierMeeting met = between.met();
            FlagPair flag = between.flag();
            // VK MM: Synchronizes-With, fence–control-barrier–fence: a barrier both passed without the release or the
            // acquire that would make it synchronize (execution only, met here: the barrier's sentence, with its line)
            boolean ordering = ExplanationText.barrierOrdering(race.kase())
                    && (met == null || race.kase() != UnseenWrite.Case.BARRIER_EXECUTION_ONLY);
            if (!ordering && met != null) {
                return text.get("explain.cause.barrierSemantics", first.agentName(), second.agentName(), met.lines(),
                        loc);
            }
            if (!ordering && flag != null) {
                return ExplanationText.flagCause(flag, first.agentName(), second.agentName(), loc, text);
            }
        }
        return words.why(race.link(), variant, first.agentName(), first.source().line(), between);
    }

    /**
     * Whether a missing {@code link} (of {@code variant}) across the flag pair {@code flag} is worded by the flag pair's
     * words ({@link FlagSide}), as {@code check} words it: a missing happens-before, or a barrier too narrow for the
     * other invocation, which the stepper calls SCOPE_EXCLUDES_AGENT (VK MM: Synchronizes-With, "in the instance of each
     * other's memory scopes"); those words name the other side too where it has no acquire (release) either.
     */
    static boolean flagWords(MissingLink link, String variant, FlagPair flag) {
        return link == MissingLink.NO_HAPPENS_BEFORE && variant.isEmpty()
                || link == MissingLink.SCOPE_EXCLUDES_AGENT && flag != null;
    }

    /**
     * For a flag pair only one side of which synchronizes, the checker's sentence for that link ({@link FlagSide},
     * {@link CheckLinkText}), which advises the missing side alone, or, when the side there is a barrier too narrow
     * for the other invocation, the scope's link and the missing side both ({@link CheckRaceWhy#fenceScope}); else
     * null. VK MM: Synchronizes-With.
     */
    private static String oneSided(Race race, FlagPair flag, ExplanationContext context, Messages text) {
        int from = ExplanationText.position(context, race.first().step());
        int to = ExplanationText.position(context, race.second().step());
        dev.syncscope.core.check.RaceLink link = to < 0 ? null : FlagSide.of(flag, race.first().agentName(),
                race.second().agentName(), race.second().location(), context.trace(), from, to,
                context.launch() == null ? null : context.launch().agents()::get);
        return sideWords(link, race.first(), race.second(), context, from, to, text);
    }

    /**
     * A flag side's {@code link} ({@link FlagSide}) between {@code writer}'s access at position {@code from} of the
     * context's steps and {@code reader}'s at {@code to}, as {@code check} words it: {@link CheckLinkText}'s sentence,
     * or, for a barrier too narrow for the other invocation with no acquire (release) on that side, the scope's link
     * and the side missing too ({@link CheckRaceWhy#fenceScope}); null for no link. The one way {@code run} and "Why this
     * value?" word it.
     */
    static String sideWords(dev.syncscope.core.check.RaceLink link, AccessSite writer, AccessSite reader,
                            ExplanationContext context, int from, int to, Messages text) {
        if (link != null && OtherSideToo.index(link.sentence()) >= 0) {
            // a SPIR-V module has no words for the side missing too: the flag pair's words stay
            if (context.launch() == null || !highLevelKernel(reader.source().file())) {
                return null;
            }
            dev.syncscope.core.model.Agent a = context.launch().agents().get(writer.agent());
            dev.syncscope.core.model.Agent b = context.launch().agents().get(reader.agent());
            return CheckRaceWhy.fenceScope(writer, reader, link, a.narrowestSharedScope(b),
                    UpdateStatement.of(context.trace(), from, to), context.sourceText(), text);
        }
        return link == null ? null : CheckLinkText.of(writer.agentName(), writer.source().line(), reader.agentName(),
                reader.location(), reader.source(), RaceOrder.readFirst(writer.write(), reader.write()), link,
                context.sourceText(), text);
    }

    /** The access at position {@code at} of the context's steps as a race's side named {@code name}. */
    static AccessSite site(ExplanationContext context, int at, String name) {
        dev.syncscope.core.exec.Event e = context.trace().get(at).event();
        dev.syncscope.core.model.Action a = e.action();
        dev.syncscope.core.model.Access access = a instanceof dev.syncscope.core.model.Action.Store st ? st.access()
                : a instanceof dev.syncscope.core.model.Action.Load l ? l.access()
                : a instanceof dev.syncscope.core.model.Action.ReadModifyWrite m ? m.access() : null;
        String reference = a instanceof dev.syncscope.core.model.Action.Store st ? st.reference().name()
                : a instanceof dev.syncscope.core.model.Action.Load l ? l.reference().name()
                : a instanceof dev.syncscope.core.model.Action.ReadModifyWrite m ? m.reference().name() : "";
        return new AccessSite(e.agent(), name, e.kind() != dev.syncscope.core.exec.Event.Kind.LOAD,
                access != null && access.atomic(), access != null && access.isNonPrivate(), reference, e.location(),
                -1, e.source());
    }

    /** The first line {@code detail} names ("(line 11)"), or 0. */
    static int detailLine(String detail) {
        Matcher m = LINE.matcher(detail == null ? "" : detail);
        return m.find() ? Integer.parseInt(m.group(1)) : 0;
    }

    /** The lines {@code detail} names that {@code sentence} does not, "29, 31"; "" when none. */
    static String linesLeftOut(String detail, String sentence) {
        Set<String> named = new LinkedHashSet<>();
        Matcher m = LINE.matcher(detail == null ? "" : detail);
        while (m.find()) {
            for (int g = 1; g <= 2; g++) {
                String line = m.group(g);
                if (line != null && !Pattern.compile("(?<!\\w)" + line + "(?!\\d)").matcher(sentence).find()) {
                    named.add(line);
                }
            }
        }
        return String.join(", ", named);
    }

    private static boolean host(ExplanationContext context, int agent) {
        return context.launch() != null && agent >= 0 && agent < context.launch().agents().size()
                && context.launch().agents().get(agent).host();
    }
}
