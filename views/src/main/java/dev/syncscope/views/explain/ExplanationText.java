package dev.syncscope.views.explain;

import dev.syncscope.core.exec.Event;
import dev.syncscope.core.exec.StepRecord;
import dev.syncscope.core.explain.MissingLink;
import dev.syncscope.core.explain.ReadExplanation;
import dev.syncscope.core.explain.UnseenWrite;
import dev.syncscope.core.memory.DomainInstance;
import dev.syncscope.core.memory.LocationState;
import dev.syncscope.core.memory.WriteRecord;
import dev.syncscope.core.model.Agent;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.i18n.SubgroupNames;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Renders a read's explanation in plain sentences (WALKTHROUGH.md §2): the value read and where it
 * came from, each newer write it did not see with the first missing link of write → availability →
 * happens-before → visibility → read (VK MM: Availability and Visibility), the races at the read
 * (VK MM: Data Race, {@link RacesAtRead}), and a fix for each; why a link is missing and its fix are worded in the
 * kernel's language ({@link FixText}). A pure function. Immutable.
 */
public final class ExplanationText {

    private ExplanationText() {
    }

    /** The explanation as one text, paragraphs separated by blank lines. */
    public static String render(ReadExplanation ex, Messages text) {
        return render(ex, ExplanationContext.NONE, text);
    }

    /** The explanation as one text, naming flag accesses and domains found in {@code context}. */
    public static String render(ReadExplanation ex, ExplanationContext context, Messages text) {
        return String.join("\n\n", paragraphs(ex, context, text).stream().map(Paragraph::text).toList());
    }

    /** The explanation as paragraphs: what was read, what was not seen and races, then fixes. */
    public static List<Paragraph> paragraphs(ReadExplanation ex, ExplanationContext context, Messages text) {
        List<Paragraph> out = new ArrayList<>();
        List<String> fixes = new ArrayList<>();
        FixText fixText = new FixText(ex, context, text);
        LocationState atRead = locationAtRead(ex, context);
        // each looked up once for all unseen writes (a read 2,192 writes missed scanned the steps for each)
        Map<Integer, WriteRecord> records = new HashMap<>();
        if (atRead != null) {
            atRead.allWritesOldestFirst().forEach(w -> records.put(w.id(), w));
        }
        Map<Long, Integer> writeSteps = writeSteps(context);
        out.add(new Paragraph(Paragraph.Kind.READ, ex.undefined() ? text.get("explain.readUndefined", v(ex, ex.value()))
                : ex.readFromInitial() ? text.get("explain.readInitial", v(ex, ex.value()))
                : text.get("explain.readWrite", v(ex, ex.value()), ex.writerName(), s(ex.writeSource().line()))));
        if (ex.modificationOrder()) {
            // the domain graph shows the write it read not visible to it: say why that is no contradiction
            out.add(new Paragraph(Paragraph.Kind.READ, text.get("explain.readAtomically", ex.readerName())));
        }
        if (ex.racyValue()) {
            // a value picked at a racy read (the read chooser): the graph shows the write not visible to the reader
            out.add(new Paragraph(Paragraph.Kind.READ, text.get("explain.readRacing", ex.readerName())));
        }
        List<SameReason.Item> unseen = new ArrayList<>();
        // each unseen write's reason, for a race "for the reason above" to be grouped with the races of its reason only
        Map<UnseenWrite, String> reasons = new java.util.IdentityHashMap<>();
        for (UnseenWrite u : ex.unseen()) {
            String[] sentenceAndFix = unseen(ex, u, context, fixText, text, records.get(u.writeId()),
                    writeSteps.getOrDefault(writeKey(u.writer(), u.writeId()), -1));
            String blank = SameReason.blank();
            unseen.add(SameReason.item(sentenceAndFix[0], sentenceAndFix[1], u.writerName(), ex.location().toString(),
                    u.source().line(), head(ex, u, v(ex, u.value()), u.writerName(), text),
                    head(ex, u, blank, blank, text)));
            reasons.put(u, unseen.get(unseen.size() - 1).key());
        }
        // many writes missed for one reason: the first in full, the others named (SameReason)
        SameReason.add(unseen, Paragraph.Kind.UNSEEN, "explain.same.unseen", text, out, fixes);
        if (ex.overwrittenNotListed() > 0) {
            out.add(new Paragraph(Paragraph.Kind.UNSEEN, text.get("explain.overwrittenNotListed", ex.overwrittenNotListed())));
        }
        if (ex.newerInOrder() != null) {
            // an older value of the modification order (picked at the read): "no newer write was hidden" would read
            // as "this was the newest value"
            ReadExplanation.Newer n = ex.newerInOrder();
            out.add(new Paragraph(Paragraph.Kind.READ, text.get("explain.olderInOrder", v(ex, n.value()),
                    n.writerName(),
                    s(n.source().line()), ex.readerName())));
        } else if (ex.unseen().isEmpty()) {
            out.add(new Paragraph(Paragraph.Kind.READ, text.get("explain.newest")));
        }
        SameReason.add(RacesAtRead.of(ex, context, fixText, text, reasons), Paragraph.Kind.RACE, "explain.same.race",
                text, out, fixes);
        for (String f : fixes) {
            out.add(new Paragraph(Paragraph.Kind.FIX, f));
        }
        return out;
    }

    /**
     * {@code found}, the acquire to widen being the one the engine names ("(line 19)") for a MakeVisible too narrow:
     * that is the operation whose visibility sources too narrow a domain (VK MM: Availability and Visibility), which need
     * not be the flag pair's acquire (an acquire load at workgroup scope, then a subgroup-scope acquire barrier with
     * MakeVisible: the fix named the load's line), as {@code run} and the race's words name it ({@link RaceWhy}).
     */
    private static FixText.Between narrowVisibility(UnseenWrite u, FixText.Between found) {
        int line = RaceWhy.detailLine(u.detail());
        if (line <= 0 || found.scopeLine() > 0 || u.kase() != UnseenWrite.Case.NARROW_VISIBILITY
                && u.kase() != UnseenWrite.Case.NARROW_VISIBILITY_CHAINS_OFF) {
            return found;
        }
        return new FixText.Between(found.flag(), found.met(), found.traced(), found.privateAccess(),
                found.narrowBarrierLine(), found.ordered(), found.readerUpdates(), found.storesOnly(), line, found.shared());
    }

    /**
     * The unseen write's sentence and fix; {@code w} is its record as the steps up to the read leave it, if shown, and
     * {@code writeStep} the position of the step that made it in the context's steps, or -1.
     */
    private static String[] unseen(ReadExplanation ex, UnseenWrite u, ExplanationContext ctx, FixText fixes,
                                   Messages text, WriteRecord w, int writeStep) {
        String loc = ex.location().toString();
        String head = head(ex, u, v(ex, u.value()), u.writerName(), text);
        DomainInstance reachable = widestReachable(ex, w, ctx);
        String domain = reachable == null ? null : (ctx.launch() == null ? SubgroupNames.ofAgents(List.of())
                : SubgroupNames.of(ctx.launch())).domain(reachable, text);
        int readStep = position(ctx, ex.step());
        String variant = variant(u.link(), u.kase(), atomic(ctx, writeStep), atomic(ctx, readStep), reachable,
                nonPrivate(ctx, writeStep), nonPrivate(ctx, readStep));
        FixText.Between between = narrowVisibility(u, FixText.Between.find(ctx, writeStep, readStep));
        FlagPair flag = between.flag();
        BarrierMeeting met = between.met();
        // the flag pair's barrier that leaves the flag's class out, as run and check say it (VK MM: Synchronizes-With)
        variant = FlagClassWords.variant(u.link(), variant, flag);
        String fix = fixes.fix(u.link(), variant, u.writer(), u.writerName(), u.source().line(), between);
        if (u.link() == MissingLink.NO_HAPPENS_BEFORE && variant.isEmpty() && flag != null
                && !(flag.released() && flag.acquired()) && neverMadeAvailable(w)) {
            // VK MM: Location-Ordered: once the flag's release and acquire synchronize, the write must still be made
            // available and visible (it was made available nowhere): the pair's MakeAvailable and MakeVisible do both
            fix = fixes.fix(MissingLink.NOT_MADE_AVAILABLE, ".visibleToo", u.writer(), u.writerName(),
                    u.source().line(), between);
        }
        if (u.link() == MissingLink.NO_HAPPENS_BEFORE) {
            // a barrier() both passed in two workgroups: why it did not do (VK MM: Synchronizes-With, control barrier)
            fix = FenceWithoutWait.noted(fix, u.kase(), u.detail(), ctx.trace(), ctx.launch(), writeStep, readStep,
                    u.writerName(), ex.readerName(), ex.source(), text);
        }
        if (u.visibilityTooEarly()) {
            // the pair synchronizes: what is missing is a visibility operation after its acquire, not the pair
            return new String[] {text.get("explain.unseen.visibilityTooEarly", head, domain == null ? "" : domain,
                    ex.readerName(), u.writerName()),
                    fixes.named("explain.fix.visibilityAfterAcquire", u.writerName(), u.source().line())};
        }
        if (u.kase() == UnseenWrite.Case.DEVICE_DOMAIN) {
            // only system-synchronizes-with orders the device-domain operations: no shader release/acquire helps
            return new String[] {text.get("explain.unseen", head, fixes.why(MissingLink.NO_HAPPENS_BEFORE, ".device",
                    u.writerName(), u.source().line(), between)), fix};
        }
        if ((u.link() == MissingLink.NO_HAPPENS_BEFORE || u.kase() == UnseenWrite.Case.BARRIER_SEMANTICS)
                && writeStep >= 0 && !FlagClassWords.is(variant)) {
            // a barrier both passed without the release or the acquire that would make it synchronize: the engine's case
            // (one with neither, execution only, met here: the barrier's own sentence, which names its line)
            boolean ordering = barrierOrdering(u.kase())
                    && (met == null || u.kase() != UnseenWrite.Case.BARRIER_EXECUTION_ONLY);
            String sequence = ordering || met != null ? null : releaseSequence(ex, u, ctx, writeStep, readStep, text);
            if (sequence == null && !ordering && met == null && flag != null && readStep >= 0) {
                // a flag only one side of which synchronizes: the checker's sentence, advising that side alone (VK MM:
                // Synchronizes-With; FlagSide)
                sequence = flagSide(ex, u, ctx, flag, writeStep, readStep, text);
            }
            String cause = sequence != null ? sequence : ordering
                    ? text.get("explain.why." + u.link().name() + variant, u.writerName(), ex.readerName(), loc)
                    : met != null ? text.get("explain.cause.barrierSemantics", u.writerName(), ex.readerName(),
                    met.lines(), loc)
                    : flag == null
                    ? text.get("explain.cause.noFlag", u.writerName(), ex.readerName())
                    : flagCause(flag, u.writerName(), ex.readerName(), loc, text);
            fix = sequence != null ? null : fix;
            return new String[] {unseen(head, domain, cause, w, text), fix};
        }
        String narrow = u.link() == MissingLink.SCOPE_EXCLUDES_AGENT && RaceWhy.flagWords(u.link(), variant, flag)
                && writeStep >= 0 && readStep >= 0 ? flagSide(ex, u, ctx, flag, writeStep, readStep, text) : null;
        if (narrow != null) {
            // a barrier too narrow for the other invocation: the flag pair's words, with the other side where that has
            // no acquire (release) either, as run and check say them (VK MM: Synchronizes-With, scope instances)
            return new String[] {unseen(head, domain, narrow, w, text), null};
        }
        if (u.link() == MissingLink.NOT_MADE_VISIBLE && domain != null) {
            return new String[] {text.get("explain.unseen.notVisible", head, domain, ex.readerName()), fix};
        }
        return new String[] {text.get("explain.unseen", head,
                fixes.why(u.link(), variant, u.writerName(), u.source().line(), between)), fix};
    }

    /**
     * The sentence, with its fix, that {@code run} and {@code check} give a race whose reader acquired a flag value
     * written outside the release sequence of the writer's release after the unseen write (VK MM: Release Sequence;
     * {@link ReleaseSequenceEnd}, {@link CheckLinkText}), or whose flag between them is stored and loaded plainly
     * ({@link dev.syncscope.core.exec.PlainFlagSteps}), or null: the explanation says what the problems pane says.
     */
    private static String releaseSequence(ReadExplanation ex, UnseenWrite u, ExplanationContext ctx, int writeStep,
                                          int readStep, Messages text) {
        List<StepRecord> trace = ctx.trace();
        if (ctx.launch() == null || writeStep < 0 || readStep <= writeStep || readStep >= trace.size()) {
            return null;
        }
        dev.syncscope.core.check.RaceLink link = dev.syncscope.core.exec.ReleaseSequenceEnd.find(
                i -> trace.get(i).event(), writeStep, readStep, u.writer(), ex.reader(), ctx.launch().agents()::get);
        // else a flag stored and loaded plainly between barriers (VK MM: Synchronizes-With: fence forms need atomics)
        link = link != null ? link : dev.syncscope.core.exec.PlainFlagSteps.find(i -> trace.get(i).event(),
                trace.size(), writeStep, readStep, ctx.launch().agents()::get);
        return link == null ? null : CheckLinkText.of(u.writerName(), u.source().line(), ex.readerName(),
                ex.location(), ex.source(), false, link, ctx.sourceText(), text);
    }

    /** The unseen write's sentence with {@code cause}: where the write is available ({@code domain}), if anywhere. */
    private static String unseen(String head, String domain, String cause, WriteRecord w, Messages text) {
        return domain != null ? text.get("explain.unseen.available", head, domain, cause)
                : neverMadeAvailable(w) ? text.get("explain.unseen", head, cause)
                : text.get("explain.unseen.madeAvailable", head, cause);
    }

    /**
     * The checker's sentence for the flag pair between the unseen write {@code u} and the read ({@link FlagSide}), or
     * null.
     */
    private static String flagSide(ReadExplanation ex, UnseenWrite u, ExplanationContext ctx, FlagPair flag,
                                   int writeStep, int readStep, Messages text) {
        dev.syncscope.core.check.RaceLink side = FlagSide.of(flag, u.writerName(), ex.readerName(), ex.location(),
                ctx.trace(), writeStep, readStep, ctx.launch() == null ? null : ctx.launch().agents()::get);
        return side == null ? null : RaceWhy.sideWords(side, RaceWhy.site(ctx, writeStep, u.writerName()),
                RaceWhy.site(ctx, readStep, ex.readerName()), ctx, writeStep, readStep, text);
    }

    /**
     * Whether {@code kase} is a control barrier both passed that lacks the release before it or the acquire after it,
     * or both (VK MM: Synchronizes-With, fence–control-barrier–fence): its own sentence, not the flag's or the
     * barrier's storage class.
     */
    static boolean barrierOrdering(UnseenWrite.Case kase) {
        return kase == UnseenWrite.Case.BARRIER_EXECUTION_ONLY || kase == UnseenWrite.Case.BARRIER_NO_ACQUIRE
                || kase == UnseenWrite.Case.BARRIER_NO_RELEASE;
    }

    /**
     * Which sentence and fix a link takes, by the engine's case of it ({@link UnseenWrite.Case}: which side's scope, the
     * device-domain path), else by the accesses ({@link #scopeVariant}, {@link #deviceOnly}): "" for the plain one.
     */
    static String variant(MissingLink link, UnseenWrite.Case kase, Boolean writeAtomic, Boolean readAtomic,
                                  DomainInstance domain, Boolean writeNonPrivate, Boolean readNonPrivate) {
        String byCase = switch (kase) {
            case RELEASE_SCOPE -> ".releaseSide";
            case ACQUIRE_SCOPE -> ".acquireSide";
            case BARRIER_MEMORY_SCOPE -> ".barrierMemoryScope";
            case NARROW_VISIBILITY -> ".narrow";
            case NARROW_VISIBILITY_CHAINS_OFF -> ".narrowChainsOff";
            case DEVICE_DOMAIN -> ".device";
            case NOR_MADE_VISIBLE -> ".visibleToo";
            case BARRIER_EXECUTION_ONLY -> ".barrierExecutionOnly";
            case BARRIER_NO_ACQUIRE -> ".barrierNoAcquire";
            case BARRIER_NO_RELEASE -> ".barrierNoRelease";
            case ATOMIC_AVAILABILITY -> ".atomicScope";
            case RELEASE_FENCE_FLAG_CLASS -> FlagClassWords.RELEASE;
            case ACQUIRE_FENCE_FLAG_CLASS -> FlagClassWords.ACQUIRE;
            case PLAIN, VISIBILITY_TOO_EARLY, BARRIER_SEMANTICS, FENCE_WITHOUT_SYNC -> null;
        };
        if (byCase != null) {
            return byCase;
        }
        String variant = scopeVariant(link, writeAtomic, readAtomic);
        return variant.isEmpty() && deviceOnly(link, domain, writeNonPrivate, readNonPrivate) ? ".device" : variant;
    }

    /**
     * Which sentence a scope link takes: "" for two atomics that are not mutually ordered (VK MM: Atomic
     * Operation), {@code .release} when one access is not atomic (then the scope that leaves an agent out is a
     * release's or an acquire's: VK MM: Synchronizes-With), {@code .any} when the steps do not say; "" for any
     * other link.
     */
    private static String scopeVariant(MissingLink link, Boolean writeAtomic, Boolean readAtomic) {
        if (link != MissingLink.SCOPE_EXCLUDES_AGENT) {
            return "";
        }
        if (writeAtomic == null || readAtomic == null) {
            return ".any";
        }
        return writeAtomic && readAtomic ? "" : ".release";
    }

    /**
     * Whether only the device domain can still carry the write to the read (VK MM: Location-Ordered, last bullet): the
     * write is available there already, or one of the two accesses is private (shader availability and visibility
     * connect non-private accesses only). Then a missing availability or visibility is an API-level one (avdevice,
     * visdevice), not a shader av/vis.
     */
    private static boolean deviceOnly(MissingLink link, DomainInstance domain, Boolean writeNonPrivate,
                                      Boolean readNonPrivate) {
        if (link != MissingLink.NOT_MADE_AVAILABLE && link != MissingLink.NOT_MADE_VISIBLE) {
            return false;
        }
        boolean privateAccess = Boolean.FALSE.equals(writeNonPrivate) || Boolean.FALSE.equals(readNonPrivate);
        return privateAccess || (link == MissingLink.NOT_MADE_VISIBLE && domain != null
                && domain.kind() == dev.syncscope.core.memory.DomainKind.DEVICE);
    }

    /** Whether the access of the step at {@code position} of the context's steps is non-private; null when unknown. */
    static Boolean nonPrivate(ExplanationContext ctx, int position) {
        return ofAccess(ctx, position, dev.syncscope.core.model.Access::isNonPrivate);
    }

    /** Whether the access of the step at {@code position} of the context's steps is atomic; null when unknown. */
    static Boolean atomic(ExplanationContext ctx, int position) {
        return ofAccess(ctx, position, dev.syncscope.core.model.Access::atomic);
    }

    /**
     * {@code property} of the access of the step at {@code position}: a load's or store's; true for a
     * read-modify-write (atomic, hence non-private); null for any other step or a position outside the steps.
     */
    private static Boolean ofAccess(ExplanationContext ctx, int position,
                                    java.util.function.Predicate<dev.syncscope.core.model.Access> property) {
        if (position < 0 || position >= ctx.trace().size()) {
            return null;
        }
        dev.syncscope.core.model.Action a = ctx.trace().get(position).event().action();
        if (a instanceof dev.syncscope.core.model.Action.Load l) {
            return property.test(l.access());
        }
        if (a instanceof dev.syncscope.core.model.Action.Store st) {
            return property.test(st.access());
        }
        return a instanceof dev.syncscope.core.model.Action.ReadModifyWrite ? Boolean.TRUE : null;
    }

    /** The start of an unseen write's sentence: the write, with {@code value} and {@code writer} as given. */
    private static String head(ReadExplanation ex, UnseenWrite u, String value, String writer, Messages text) {
        String loc = ex.location().toString();
        return u.overwritten() ? text.get("explain.unseen.headOverwritten", loc, value, writer, s(u.source().line()),
                s(u.overwriteSource().line()))
                : text.get("explain.unseen.head", loc, value, writer, s(u.source().line()));
    }

    /**
     * The position in the context's steps of the first step of each invocation and write id ({@link #writeKey}): of the
     * step that made an unseen write, absent when the steps do not reach back to it (then nothing is said about flags
     * between the write and the read).
     */
    private static Map<Long, Integer> writeSteps(ExplanationContext ctx) {
        List<StepRecord> trace = ctx.trace();
        Map<Long, Integer> out = new HashMap<>();
        for (int i = 0; i < trace.size(); i++) {
            Event e = trace.get(i).event();
            out.putIfAbsent(writeKey(e.agent(), e.writeId()), i);
        }
        return out;
    }

    private static long writeKey(int writer, int writeId) {
        return ((long) writer << 32) | (writeId & 0xffffffffL);
    }

    /** The position of step {@code step} in the context's steps (a contiguous run of the history), or -1. */
    static int position(ExplanationContext ctx, long step) {
        List<StepRecord> trace = ctx.trace();
        long position = trace.isEmpty() ? -1 : step - trace.get(0).index();
        return position < 0 || position >= trace.size() ? -1 : (int) position;
    }

    /**
     * The widest domain, as of the read, where write {@code u} was available and that the reader
     * accesses (VK MM: Availability and Visibility), or {@code null} when the trace does not say.
     */
    private static DomainInstance widestReachable(ReadExplanation ex, WriteRecord w, ExplanationContext ctx) {
        if (w == null) {
            return null;
        }
        Agent reader = ctx.launch().agents().get(ex.reader());
        DomainInstance best = null;
        for (DomainInstance d : w.domains()) {
            if ((d.contains(reader) || d.kind() == dev.syncscope.core.memory.DomainKind.DEVICE)
                    && (best == null || d.kind().ordinal() > best.kind().ordinal())) {
                best = d;
            }
        }
        return best;
    }

    /**
     * Whether the steps show that no availability operation made the unseen write available anywhere (then a missing
     * happens-before is not said to be one from its availability: with none, the write itself is unordered).
     */
    private static boolean neverMadeAvailable(WriteRecord w) {
        return w != null && w.facts().isEmpty();
    }

    /**
     * The read's location as the steps up to the read leave it, or null when they do not show it: found once per
     * explanation, from the read back to the last step that changed it (a read with hundreds of unseen writes looked
     * through every step's effects for each of them, twice).
     */
    private static LocationState locationAtRead(ReadExplanation ex, ExplanationContext ctx) {
        if (ctx.launch() == null || ex.reader() < 0 || ex.reader() >= ctx.launch().agents().size()) {
            return null;
        }
        List<StepRecord> trace = ctx.trace();
        int from = trace.isEmpty() ? -1 : (int) Math.min(trace.size() - 1, ex.step() - trace.get(0).index());
        for (int i = from; i >= 0; i--) {
            LocationState after = trace.get(i).locationAfter(ex.location());
            if (after != null) {
                return after;
            }
        }
        return null;
    }

    /**
     * Why the flag pair {@code flag} between {@code writer}'s access and {@code reader}'s does not order them: its store
     * is no release, its load no acquire, or neither, or their semantics leave out the location {@code loc}'s storage
     * class (VK MM: Synchronizes-With).
     */
    static String flagCause(FlagPair flag, String writer, String reader, String loc, Messages text) {
        return text.get(flag.released() ? flag.acquired() ? "explain.cause.semantics" : "explain.cause.noAcquire"
                        : flag.acquired() ? "explain.cause.noRelease" : "explain.cause.neither",
                flag.reference(), s(flag.store().event().source().line()), s(flag.load().event().source().line()),
                writer, reader, loc, flagSide(flag, true, text), flagSide(flag, false, text));
    }

    /** The release (or acquire) side of a flag pair in words: the atomic's own semantics or the barrier beside it. */
    static String flagSide(FlagPair flag, boolean release, Messages text) {
        StepRecord access = release ? flag.store() : flag.load();
        StepRecord fence = release ? flag.releaseFence() : flag.acquireFence();
        String line = s(access.event().source().line());
        return fence == null ? text.get(release ? "explain.flag.releaseStore" : "explain.flag.acquireLoad",
                flag.reference(), line)
                : text.get(release ? "explain.flag.storeAfterBarrier" : "explain.flag.loadBeforeBarrier", flag.reference(),
                        line, s(fence.event().source().line()));
    }

    private static String s(long v) {
        return Long.toString(v);
    }

    /** {@code value} of the location {@code ex} read, as its type shows it ({@code 1.5} for a float). */
    private static String v(ReadExplanation ex, long value) {
        return ex.location().valueText(value);
    }
}
