package dev.syncscope.views.explain;

import dev.syncscope.core.check.Event;
import dev.syncscope.core.check.LinkSentence;
import dev.syncscope.core.check.RaceLink;
import dev.syncscope.core.exec.AccessSite;
import dev.syncscope.core.exec.Race;
import dev.syncscope.core.explain.MissingLink;
import dev.syncscope.core.explain.UnseenWrite;
import dev.syncscope.core.model.Access;
import dev.syncscope.core.suite.RaceSites;
import dev.syncscope.views.i18n.Messages;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The missing link of a checker race (VK MM: Data Race) in a GLSL or HLSL kernel's language, as {@link RaceWhy} words a
 * stepper's: why the two accesses are not location-ordered, then the fix ("…AllMemoryBarrierWithGroupSync()",
 * "InterlockedExchange … InterlockedAdd of 0"), so that {@code check} gives an HLSL or GLSL author the fix the window
 * gives, not memory semantics they cannot write (GPU audit D11). The checker's sentence kind ({@link LinkSentence})
 * says which link and case it is, and names the control barrier both passed, which a stepper's race finds in its
 * steps. The fence forms around a flag, availability that comes too late and atomics through two bindings, which no
 * stepper link shares, are worded by {@link CheckLinkText}. The host domain's sentence kinds give {@code null}: no
 * kernel launch has a host agent, and the engine's words stay. A pure function.
 */
public final class CheckRaceWhy {

    private static final Pattern LINE = Pattern.compile(":(\\d+)(?::\\d+)?$");

    private CheckRaceWhy() {
    }

    /**
     * Why the checker race {@code first}/{@code second} lacks {@code link}, and the fix, in the kernel's language and
     * {@code text}'s; {@code null} for a SPIR-V module or litmus test and for the sentence kinds it has no words for.
     */
    public static String of(Event first, Event second, RaceLink link, String sourceText, Messages text) {
        return of(first, second, link, null, sourceText, text);
    }

    /**
     * As {@link #of(Event, Event, RaceLink, String, Messages)}, {@code accesses} the racing accesses of the check
     * ({@link #accesses}): a read at the line where its invocation also writes the location it read ({@code count++}: a
     * race of that write is among them) is one statement's update, whose fix is one atomic read-modify-write; without
     * such a race it is not (a reduction's {@code s[i] += s[i + stride]} reads {@code s[i + stride]} and writes
     * {@code s[i]}; {@link UpdateStatement}). {@code null}: not known.
     */
    public static String of(Event first, Event second, RaceLink link, java.util.Set<String> accesses, String sourceText,
                            Messages text) {
        return of(first, second, link, null, accesses, sourceText, text);
    }

    /**
     * As {@link #of(Event, Event, RaceLink, java.util.Set, String, Messages)} for the checker's {@code race}, whose
     * invocations' narrowest shared scope ({@link dev.syncscope.core.check.Race#shared}) is the scope a fix widening a
     * memory scope names (VK MM: Scope), not the device whatever the invocations.
     */
    public static String of(dev.syncscope.core.check.Race race, java.util.Set<String> accesses, String sourceText,
                            Messages text) {
        return of(race.first(), race.second(), race.link(), race.shared(), accesses, sourceText, text);
    }

    private static String of(Event first, Event second, RaceLink link, dev.syncscope.core.model.Scope shared,
                             java.util.Set<String> accesses, String sourceText, Messages text) {
        if (!RaceWhy.highLevelKernel(second.source().file())) {
            return null;
        }
        List<Object> a = link.args();
        MissingLink missing;
        UnseenWrite.Case kase = UnseenWrite.Case.PLAIN;
        int barrier = 0;
        int scopeLine = 0;
        int narrowLine = 0;
        Event before = first;
        if (CheckLinkText.words(link.sentence())) {
            // the fence forms of a flag and availability after the release: no stepper link of their own. A flag's
            // storer's access comes first, a read as well as a write (VK MM: Synchronizes-With: the release after it,
            // the acquire before the other); without a flag the write is named first, as a message pass is
            String storer = String.valueOf(a.get(0));
            Event earlier = CheckLinkText.flagged(link.sentence())
                    ? (second.agentName().equals(storer) && !first.agentName().equals(storer) ? second : first)
                    : first.isWrite() || !second.isWrite() ? first : second;
            return CheckLinkText.of(earlier, earlier == first ? second : first, link, sourceText, text);
        }
        switch (link.sentence()) {
            // VK MM: Location-Ordered: no happens-before between two invocations; a control barrier both pass orders
            // memory only as fence–control-barrier–fence with release and acquire semantics naming the class
            // (VK MM: Synchronizes-With, Inter-Thread-Happens-Before)
            case NO_HAPPENS_BEFORE -> missing = MissingLink.NO_HAPPENS_BEFORE;
            // VK MM: Inter-Thread-Happens-Before: the two synchronize, but the release or the acquire leaves the
            // storage class out ("both A and B have all of SC in their semantics"), as the stepper's syncBlocked says
            case SYNC_CLASS -> missing = MissingLink.STORAGE_CLASS_MISSING;
            case BARRIER_SEMANTICS -> {
                missing = MissingLink.STORAGE_CLASS_MISSING;
                kase = UnseenWrite.Case.BARRIER_SEMANTICS;
                barrier = line(a.get(2));
            }
            case BARRIER_EXECUTION_ONLY, BARRIER_NO_ACQUIRE, BARRIER_NO_RELEASE -> {
                missing = MissingLink.NO_HAPPENS_BEFORE;
                kase = UnseenWrite.Case.valueOf(link.sentence().name());
                barrier = line(a.get(2));
            }
            // VK MM: Synchronizes-With, "in the instance of each other's memory scopes"
            // the flag's atomics (or a barrier beside them): a kernel's fix names both, which always does; which
            // one's scope leaves the other out, the English names (the flag's atomic, not the release barrier: the
            // session-87 review found "Give T0's release …" where the release barrier had the scope already)
            case SYNC_SCOPE, ATOMIC_SCOPE -> missing = MissingLink.SCOPE_EXCLUDES_AGENT;
            case BARRIER_RELEASE_SCOPE, BARRIER_ACQUIRE_SCOPE -> {
                missing = MissingLink.SCOPE_EXCLUDES_AGENT;
                kase = link.sentence() == LinkSentence.BARRIER_RELEASE_SCOPE ? UnseenWrite.Case.RELEASE_SCOPE
                        : UnseenWrite.Case.ACQUIRE_SCOPE;
                scopeLine = line(a.get(3));
            }
            // VK MM: Synchronizes-With, fence–control-barrier–fence: the control barrier's own memory scope leaves the
            // other invocation out, as the stepper's release scope of the barrier (exec/SyncLinks.releaseScope); its
            // fix widens that barrier's memory scope, since a memory barrier in its place would not wait
            case BARRIER_MEMORY_SCOPE -> {
                missing = MissingLink.SCOPE_EXCLUDES_AGENT;
                kase = UnseenWrite.Case.BARRIER_MEMORY_SCOPE;
                scopeLine = line(a.get(2));
                barrier = scopeLine;
            }
            // VK MM: Synchronizes-With, control barrier: "A and B are in the instance of C's execution scope"; a
            // subgroup-scope barrier passed in two subgroups is the narrower barrier the fix replaces, as the stepper
            // finds it in its steps (BarrierMeeting.narrower); a workgroup one across workgroups keeps the plain fix,
            // with a note why the barrier did not do (WorkgroupsApart)
            // VK MM: Synchronizes-With: memory barriers around the accesses and nothing between them (no wait)
            case FENCE_WITHOUT_SYNC -> missing = MissingLink.NO_HAPPENS_BEFORE;
            case BARRIER_EXECUTION_SCOPE -> {
                missing = MissingLink.NO_HAPPENS_BEFORE;
                narrowLine = dev.syncscope.core.model.Scope.SUBGROUP.shortName().equals(a.get(3)) ? line(a.get(2)) : 0;
            }
            // VK MM: Synchronizes-With, fence forms: "A and B are in the instance of each other's memory scopes" (the
            // barrier before the flag's store, or after its load)
            case RELEASE_FENCE_SCOPE, ACQUIRE_FENCE_SCOPE -> {
                missing = MissingLink.SCOPE_EXCLUDES_AGENT;
                kase = link.sentence() == LinkSentence.RELEASE_FENCE_SCOPE ? UnseenWrite.Case.RELEASE_SCOPE
                        : UnseenWrite.Case.ACQUIRE_SCOPE;
                scopeLine = line(a.get(2));
            }
            // VK MM: Availability and Visibility: the write made available nowhere, or only in a domain the reader does
            // not reach (a narrower scope than the reader's); the read made visible from none
            case NOT_AVAILABLE -> missing = MissingLink.NOT_MADE_AVAILABLE;
            case NARROW_AVAILABILITY -> {
                missing = MissingLink.AVAILABLE_ONLY_IN_OTHER_DOMAIN;
                // the atomic write's own availability, at its scope, is its only one: the atomic's scope is widened
                kase = a.size() > 5 && (Integer) a.get(5) != 0 ? UnseenWrite.Case.ATOMIC_AVAILABILITY : kase;
                // the release whose MakeAvailable is too narrow, which the words name (AvailabilityKeys)
                scopeLine = a.size() > 6 ? line(a.get(6)) : 0;
            }
            case NOT_VISIBLE -> missing = MissingLink.NOT_MADE_VISIBLE;
            // VK MM: Availability and Visibility: the reader's acquire has MakeVisible at too narrow a scope (and a
            // visibility chain that would carry the write on needs a device with chains: Location-Ordered)
            case NARROW_VISIBILITY -> {
                missing = MissingLink.NOT_MADE_VISIBLE;
                kase = (Integer) a.get(4) != 0 ? UnseenWrite.Case.NARROW_VISIBILITY_CHAINS_OFF
                        : UnseenWrite.Case.NARROW_VISIBILITY;
                scopeLine = line(a.get(2));
            }
            // VK MM: Location-Ordered: shader availability and visibility are per reference
            case DIFFERENT_REFERENCES -> missing = MissingLink.DIFFERENT_REFERENCE;
            // VK MM: Private vs. Non-Private: happens-before holds, a private access is not location-ordered by it
            case PRIVATE_ACCESS -> missing = MissingLink.PRIVATE_ACCESS;
            default -> {
                return null;
            }
        }
        if (a.size() >= 2 && a.get(0) instanceof String x && link.sentence() != LinkSentence.ATOMIC_SCOPE
                && link.sentence() != LinkSentence.NO_HAPPENS_BEFORE && link.sentence() != LinkSentence.NARROW_AVAILABILITY
                && link.sentence() != LinkSentence.DIFFERENT_REFERENCES) {
            // the sentence names the invocation whose access comes first, before the barrier or the flag (x of "no
            // happens-before between x and y"); with nothing between them at all, either may, and the write is named
            // first, as a message pass is
            before = second.agentName().equals(x) && !first.agentName().equals(x) ? second : first;
        } else if (link.sentence() == LinkSentence.PRIVATE_ACCESS && a.get(1) instanceof Event hbFirst) {
            // happens-before orders the two, either way: the access it orders first is named first (VK MM:
            // Location-Ordered: a read first is location-ordered before a write once both are non-private)
            before = hbFirst.equals(second) ? second : first;
        } else if (first.isWrite() != second.isWrite()) {
            Event write = first.isWrite() ? first : second;
            Event read = write == first ? second : first;
            // a read below the write in one loop's body, reached earlier in its invocation's program than the write in
            // the other's (the invocations run the loop alike): the write is of a later iteration, and the barrier goes
            // after the read and before the write of the next iteration (VK MM: Synchronizes-With, control barrier:
            // each iteration meets its own dynamic instance); between the write and the read it ordered neither
            boolean nextIteration = read.source().line() > write.source().line()
                    && read.indexInAgent() < write.indexInAgent()
                    && BarrierPlace.inOneLoop(sourceText, read.source().line(), write.source().line());
            before = nextIteration ? read : write;
        }
        Event after = before == first ? second : first;
        if (OtherSideToo.index(link.sentence()) >= 0) {
            return fenceScope(site(before), site(after), link, shared, updates(before, after, accesses), sourceText,
                    text);
        }
        Race race = new Race(site(before), site(after), missing, link.english(), kase);
        boolean barrierMet = barrier > 0;
        FixText.Between between = new FixText.Between(null, barrierMet ? BarrierMeeting.at(barrier) : null,
                barrierMet || missing == MissingLink.NO_HAPPENS_BEFORE && kase == UnseenWrite.Case.PLAIN,
                !nonPrivate(before) || !nonPrivate(after), narrowLine, missing == MissingLink.PRIVATE_ACCESS,
                updates(before, after, accesses), false, scopeLine, shared);
        // a workgroup barrier both passed in two workgroups: the fix's atomics, after why the barrier did not do
        int apart = link.sentence() == LinkSentence.BARRIER_EXECUTION_SCOPE && a.size() > 4
                && Integer.valueOf(1).equals(a.get(4)) ? line(a.get(2)) : 0;
        int fence = link.sentence() == LinkSentence.FENCE_WITHOUT_SYNC ? line(a.get(2)) : 0;
        return RaceWhy.of(race, new ExplanationContext(null, List.of(), List.of(), sourceText), text, between, apart,
                fence);
    }

    /**
     * A flag's release or acquire barrier whose memory scope's instance leaves the other invocation out
     * ({@link LinkSentence#RELEASE_FENCE_SCOPE}, {@link LinkSentence#ACQUIRE_FENCE_SCOPE}; VK MM: Synchronizes-With,
     * fence forms: "A and B are in the instance of each other's memory scopes") between {@code before}'s access and
     * {@code after}'s, as the scope's link words it, followed by the other side when it is missing too
     * ({@link OtherSideToo}). The one way {@code check}, {@code run} and "Why this value?" word it ({@link RaceWhy}).
     * {@code shared}: the invocations' narrowest shared scope; {@code updates}: as {@link FixText.Between}'s.
     */
    static String fenceScope(AccessSite before, AccessSite after, RaceLink link, dev.syncscope.core.model.Scope shared,
                             Boolean updates, String sourceText, Messages text) {
        int scopeLine = line(link.args().get(2));
        // the sides as a check's race has them, with no step: check, run and "Why this value?" say one sentence
        before = new AccessSite(before.agent(), before.agentName(), before.write(), before.atomic(),
                before.nonPrivate(), before.reference(), before.location(), -1, before.source());
        after = new AccessSite(after.agent(), after.agentName(), after.write(), after.atomic(), after.nonPrivate(),
                after.reference(), after.location(), -1, after.source());
        Race race = new Race(before, after, MissingLink.SCOPE_EXCLUDES_AGENT, link.english(),
                link.sentence() == LinkSentence.RELEASE_FENCE_SCOPE ? UnseenWrite.Case.RELEASE_SCOPE
                        : UnseenWrite.Case.ACQUIRE_SCOPE);
        FixText.Between between = new FixText.Between(null, null, false, !before.nonPrivate() || !after.nonPrivate(),
                0, false, updates, false, scopeLine, shared);
        String words = RaceWhy.of(race, new ExplanationContext(null, List.of(), List.of(), sourceText), text, between);
        return words == null ? null : words + OtherSideToo.of(link, before.agentName(), after.agentName(),
                after.location(), before.source().line(), after.source().line(),
                RaceOrder.readFirst(before.write(), after.write()), SourceDialect.of(after.source().file()), sourceText,
                text);
    }

    /**
     * Each distinct missing link of the racing {@code pair} in words, first met first: in the kernel's language
     * ({@link #of}) when {@code sourceText} is a GLSL or HLSL kernel's ({@code accesses}: the check's racing accesses,
     * {@link #accesses}), else, and for the links it has no words for, {@code otherwise}'s (the command line's English
     * sentence, the window's in its language). The one way {@code check} and the window word a check's race.
     */
    public static List<String> links(RaceSites pair, java.util.Set<String> accesses, String sourceText, Messages text,
                                     java.util.function.Function<dev.syncscope.core.check.Race, String> otherwise) {
        List<String> out = new java.util.ArrayList<>();
        for (dev.syncscope.core.check.Race link : pair.links()) {
            String kernel = sourceText == null ? null
                    : of(link, accesses, sourceText, text);
            String words = kernel != null ? kernel : otherwise.apply(link);
            if (!out.contains(words)) {
                // links the engine words apart (their events' values: R data = 0, R data = 1) may read alike in the
                // kernel's language, which names lines, not values: each is said once
                out.add(words);
            }
        }
        return out;
    }

    /** The racing accesses of {@code pairs} (a check's races), as {@link #of} looks them up. */
    public static java.util.Set<String> accesses(List<RaceSites> pairs) {
        java.util.Set<String> out = new java.util.HashSet<>();
        for (RaceSites pair : pairs) {
            for (RaceSites.Access side : List.of(pair.first(), pair.second())) {
                out.add(key(side.invocation(), side.access(), side.where().line()));
            }
        }
        return out;
    }

    private static String key(String invocation, String access, int line) {
        return invocation + " " + access + " @" + line;
    }

    /**
     * Whether the two are one statement's update ({@link UpdateStatement}), as the check's racing {@code accesses} say:
     * the read's invocation writes the location at its line too; for two plain stores, whether the later one's
     * invocation reads it there too; {@code null} when the accesses are not known.
     */
    private static Boolean updates(Event before, Event after, java.util.Set<String> accesses) {
        if (accesses == null) {
            return null;
        }
        Event read = after.isRead() && !after.isWrite() ? after : before.isRead() && !before.isWrite() ? before : null;
        if (read == null) {
            // two plain stores: an update when the later one's invocation also reads the location at that line (its
            // read races too), else two stores of values nobody read there
            if (after.isRead() || before.isRead()) {
                return null;
            }
            String location = after.accessLabel().substring(after.accessLabel().indexOf(' ') + 1);
            return accesses.contains(key(after.agentName(), "R " + location, after.source().line()));
        }
        String location = read.accessLabel().substring(read.accessLabel().indexOf(' ') + 1);
        int line = read.source().line();
        return accesses.contains(key(read.agentName(), "W " + location, line))
                || accesses.contains(key(read.agentName(), "RMW " + location, line));
    }

    /** A race's side as the stepper's races name it, with no step (the check has none). */
    private static AccessSite site(Event e) {
        Access access = e.action().access();
        return new AccessSite(e.agent(), e.agentName(), e.isWrite(), access != null && access.atomic(), nonPrivate(e),
                e.reference() == null ? "" : e.reference().name(), e.location(), -1, e.source());
    }

    /** Whether {@code e} is a non-private access (atomic, av, vis or nonpriv: VK MM: Private vs. Non-Private). */
    private static boolean nonPrivate(Event e) {
        Access access = e.action().access();
        return access != null && access.isNonPrivate();
    }

    /** The line of a source position a sentence names ({@code k.hlsl:11}, {@code k.comp:11:5}), or 0. */
    private static int line(Object position) {
        Matcher m = LINE.matcher(String.valueOf(position));
        return m.find() ? Integer.parseInt(m.group(1)) : 0;
    }
}
