package dev.syncscope.core.exec;

import dev.syncscope.core.memory.AccessGroup;
import dev.syncscope.core.memory.AtomicsOnly;
import dev.syncscope.core.memory.History;
import dev.syncscope.core.memory.LocationState;
import dev.syncscope.core.memory.PSlots;
import dev.syncscope.core.memory.RaceHorizon;
import dev.syncscope.core.memory.ReadRecord;
import dev.syncscope.core.memory.WriteRecord;
import dev.syncscope.core.model.SourceSpan;

import java.util.List;

/**
 * Data-race detection at each access (VK MM: Data Race): the new access against the earlier
 * accesses to the location. Owned by the engine's thread.
 *
 * <p>A long history (a loop) is not scanned in full at every access. The accesses of one
 * {@link AccessGroup} (one agent, instruction, reference, kind, privacy, scope, storage classes, and
 * the same classes on the visibility marks a read consults) share a {@link RaceHorizon}: an access
 * checks only the accesses made since the group's previous check. This is exact: let y0 and y be
 * accesses of group G, y0 program-ordered before y (a group has one agent), and x an access made
 * before y0's step. Then checking x against y again reports nothing new:
 * <ul>
 *   <li>x was skipped at y0 as an access of the same agent and reference, or as a mutually-ordered
 *       atomic: both depend only on x and on what G fixes (VK MM: Location-Ordered, first bullet;
 *       VK MM: Atomic Operation), so x is skipped at y too;</li>
 *   <li>x was location-ordered before y0: every path {@link Ordering#locationOrdered} takes from x to
 *       y0 still leads to y. Happens-before is read from the agent's per-class clocks, which only grow
 *       along its program order (VK MM: Inter-Thread-Happens-Before: an acquire orders every later
 *       operation on memory in SC or with SC in its semantics; the class mask is G's), and program
 *       order within the agent compares seq, which grows; x's availability facts and those of the
 *       newer own writes that retired it only accumulate (retirement only adds that path; VK MM:
 *       Location-Ordered, "X->rcpo AVC"); device-domain operations only accumulate and an agent's
 *       system-synchronizes-with start is fixed before its first access; a visibility mark is only
 *       ever replaced by a later operation of the agent for the same class (or reference and
 *       location) and level, with a later seq, at least the same knowledge, and (G fixes it) the same
 *       class mask, so "the availability operation happens-before the visibility operation" stays
 *       true (VK MM: Availability and Visibility);</li>
 *   <li>x was neither: the race (x's agent, source and kind, y0's agent, source and kind) was reported
 *       at y0 or earlier; y has the same agent, source and kind, so {@link #reported} finds it.
 *       Races are never dropped (stepping back restores the horizons with the races);</li>
 *   <li>x was skipped at y0 because y0's and x's invocations each had {@link #LISTED_PER_LINES} races listed between
 *       x's source and kind and y0's and a race found and not listed ({@link RaceLines}): y has the same agent,
 *       source and kind, and the tallies only grow, so x is skipped at y too.</li>
 * </ul>
 * By induction an access covered at y0 by an older horizon is covered at y too. The accesses still
 * checked are visited in the same order as by a full scan, so the same races are reported in the
 * same order with the same explanations.
 *
 * <p>Horizons do not help when every invocation is its own group ({@code counter = counter + 1} in 16,384
 * invocations: each access would visit every earlier one). There the tallies do: a pair whose two invocations are
 * both saturated between the earlier access's instruction and kind and the later's ({@link #room} finds SKIP: each
 * has {@link #LISTED_PER_LINES} races listed there and a race found and not listed) is passed over without a look at
 * its order, so visiting it changes nothing: no race listed, no tally, no explanation. The check remembers, per
 * location and later instruction and kind, runs of earlier accesses whose invocations it found saturated
 * ({@link RaceSkips}: a link from the run's newest access past its oldest, with the earlier instructions and kinds
 * the run holds), and a later access whose own invocation is saturated in every instruction and kind of a run takes
 * the link instead of visiting the run. This is exact: for every access x in the run, x's invocation was saturated
 * when x was visited and tallies only grow as the engine steps forward (a listed race is never dropped, and a
 * tally's "found and not listed" is never cleared), so x's invocation is saturated now; the later access's
 * invocation is too (looked up now); so {@link #room} would find SKIP for the pair, and the checks before it (same
 * agent and reference, mutually-ordered atomics, VK MM: Data Race) would only have passed it over earlier. A pair
 * that is not a race (happens-before ordered, same agent, both atomic) is passed over only when its invocations are
 * saturated, when visiting it changes nothing either; a race with an invocation not saturated is always visited.
 * The accesses still visited are visited in the full scan's order. Going back undoes tallies, so the engine forgets
 * the links when the state moves other than forward ({@link #forget}: step back, a checkpoint restored, a failed step
 * rolled back); checks after that learn them again.
 *
 * <p>Neither helps a counter of atomics ({@code atomicAdd(counter, 1u)} in 16,384 invocations): every pair is mutually
 * ordered, never a race, and never saturated. The location's {@link AtomicsOnly} sums up whether every access so far is
 * an atomic through one reference and all are in each other's scope instances; an atomic that fits it is mutually
 * ordered with every access there, and every pair would be passed over as such, so its check visits none.
 */
final class Races {

    /** Races listed per invocation and pair of instructions: {@link Race#LISTED_PER_LINES}. */
    static final int LISTED_PER_LINES = Race.LISTED_PER_LINES;

    /** Histories shorter than this are scanned in full: a horizon would cost more than it saves. */
    static final int HORIZON_FROM = 32;

    /** The location's state after the latest {@link #check} (scratch of the engine's thread). */
    private LocationState checked;

    /** What {@link #room} finds for a pair: check and list a race, check and count it unlisted, or skip it. */
    private static final int LIST = 0;
    private static final int UNLIST = 1;
    private static final int SKIP = 2;

    /** The checked access's tally within one access's check ({@link #room}): its earlier instruction and kind. */
    private boolean memoValid;
    private SourceSpan memoSource;
    private boolean memoWrite;
    private Integer memoTally;

    /** Whether the latest {@link #checkWrite} found its pair a SKIP. */
    private boolean skippedPair;

    /** Runs of earlier accesses a saturated access passes over ({@link RaceSkips}), and the current check's line. */
    private final RaceSkips skips = new RaceSkips();
    private RaceSkips.Line line;
    /**
     * Whether the current check may learn links ({@link #skipSaturated} and a race was found and not listed); its
     * line is then made when the check first meets a saturated pair ({@link #line()}), not for every location and
     * instruction checked: a location that never races holds none (the review: 49,401 locations, 770 B each).
     */
    private boolean linking;
    private Tx lineTx;
    private LocationState lineLocation;
    private Op lineAccess;
    private SourceSpan lineSource;
    /** Whether {@link #skips} are used (off only in tests: the full scan they are compared with). */
    private boolean skipSaturated = true;
    /** Whether histories of atomics mutually ordered with the access are passed over (off only in tests), and how often. */
    private boolean passOrderedAtomics = true;
    private long orderedAtomicsPassed;

    private final Engine e;
    private final Links links;
    /**
     * The history length from which horizons are used: {@link #HORIZON_FROM}, or the system property
     * {@code syncscope.raceHorizonFrom} (0: everywhere, for differential runs on small programs).
     */
    private int horizonFrom = Integer.getInteger("syncscope.raceHorizonFrom", HORIZON_FROM);

    Races(Engine e) {
        this.e = e;
        this.links = new Links(e);
    }

    /** Uses horizons from histories of {@code n} accesses on ({@link Integer#MAX_VALUE}: never; for tests). */
    void horizonFrom(int n) {
        horizonFrom = n;
    }

    /** Uses {@link RaceSkips} ({@code true}, the default) or visits every pair (for tests: the reference scan). */
    void skipSaturated(boolean on) {
        skipSaturated = on;
        skips.forget();
    }

    /** Passes over a history of atomics mutually ordered with the access ({@code true}) or visits its pairs (tests). */
    void passOrderedAtomics(boolean on) {
        passOrderedAtomics = on;
    }

    /** Checks that passed over a history of ordered atomics (for tests). */
    long orderedAtomicsPassed() {
        return orderedAtomicsPassed;
    }

    /** Lines holding skip links (for tests). */
    int linesHeld() {
        return skips.lineCount();
    }

    /** Skip links taken so far (for tests). */
    long linksTaken() {
        return skips.taken();
    }

    /** Forgets the skip links: the state moved other than by a step forward (they hold only while tallies grow). */
    void forget() {
        skips.forget();
    }

    /**
     * Checks access {@code y} against the earlier accesses of {@code ls}; returns how many races were
     * new. {@link #checked()} then gives {@code ls} with the horizon of y's group moved to this step (when
     * the history is long).
     */
    int check(Tx tx, LocationState ls, Op y, SourceSpan src) {
        // VK MM: Data Race: mutually ordered atomics never race, so an atomic ordered with every access (a counter's) skips
        // the walk over a history that grows with every invocation, and its horizon (which only shortens later walks)
        if (passOrderedAtomics && y.atomic()
                && AtomicsOnly.orders(ls.atomicsOnly(), true, y.reference(), y.scope(), y.agent(), e.agentInfo)) {
            orderedAtomicsPassed++;
            checked = ls;
            return 0;
        }
        int history = ls.live().size() + ls.retired().size() + (y.write() ? ls.reads().size() : 0);
        if (history < horizonFrom) {
            checked = ls;
            return checkSince(tx, ls, y, src, Long.MIN_VALUE, 0);
        }
        AccessGroup g = y.raceGroup(src);
        RaceHorizon h = ls.horizons().get(g);
        int n = h == null ? checkSince(tx, ls, y, src, Long.MIN_VALUE, 0)
                : checkSince(tx, ls, y, src, h.position(), h.retired());
        checked = ls.withHorizon(g, new RaceHorizon(e.position(), ls.retired().size()));
        return n;
    }

    /** The location's state after the latest {@link #check}. */
    LocationState checked() {
        return checked;
    }

    /**
     * Checks {@code y} against the accesses made at step {@code since} or later ({@code oldRetired}: the
     * number of retired writes at step {@code since}). The live writes and the reads are newest first
     * by id (both only grow at their newest end); the retired writes are newest first by retirement, so the
     * writes retired since are its newest entries, and every older entry was made before {@code since}.
     */
    private int checkSince(Tx tx, LocationState ls, Op y, SourceSpan src, long since, int oldRetired) {
        int n = 0;
        memoValid = false;
        // no invocation is saturated before a race was found and not listed: then nothing can be skipped
        linking = skipSaturated && tx.globals().racesUnlisted() > 0;
        line = linking ? skips.find(ls.location(), src, y.write()) : null;
        if (line != null) {
            line.begin(tx, y.agent(), ls.live().size());
        }
        lineTx = tx;
        lineLocation = ls;
        lineAccess = y;
        lineSource = src;
        // the lists are walked by hand: an iterator would be allocated (the loops call too much to inline)
        PSlots<WriteRecord> live = ls.live();
        for (int c = live.top(); c >= 0; c = live.below(c)) {
            if (line != null && (c = line.live(live, c)) < 0) {
                break;
            }
            WriteRecord w = live.at(c);
            if (w.id() < since) {
                break;
            }
            n += checkWrite(tx, w, y, src);
            if (skippedPair && linking) {
                line().saturatedLive(live, c);
            }
        }
        // the accesses of y's agent through y's reference are location-ordered before y (VK MM: Location-Ordered,
        // first bullet), so never a race: the histories' columns pass over them without loading their records
        History<WriteRecord> retired = ls.retired();
        for (int i = retired.size() - 1; i >= oldRetired; i--) {
            if (line != null && (i = line.retired(i)) < oldRetired) {
                break;
            }
            if (retired.id(i) >= since && !retired.sameAccessor(i, y.agent(), y.reference())) {
                WriteRecord w = retired.get(i);
                n += checkWrite(tx, w, y, src);
                if (skippedPair && linking) {
                    line().saturatedRetired(i, w.source());
                }
            }
        }
        if (y.write()) {
            n += checkReads(tx, ls, y, src, since);
        }
        line = null;
        linking = false;
        lineTx = null;
        lineLocation = null;
        lineAccess = null;
        return n;
    }

    /** The current check's line, made (and begun) when it first meets a saturated pair. */
    private RaceSkips.Line line() {
        if (line == null) {
            line = skips.line(lineLocation.location(), lineSource, lineAccess.write());
            line.begin(lineTx, lineAccess.agent(), lineLocation.live().size());
        }
        return line;
    }

    /** Checks the write {@code y} against the reads made at step {@code since} or later (see {@link #checkSince}). */
    private int checkReads(Tx tx, LocationState ls, Op y, SourceSpan src, long since) {
        int n = 0;
        History<ReadRecord> reads = ls.reads();
        for (int i = reads.size() - 1; i >= 0; i--) {
            if (line != null && (i = line.reads(i)) < 0) {
                break;
            }
            if (reads.id(i) < since) {
                break;
            }
            if (reads.sameAccessor(i, y.agent(), y.reference())) {
                continue;
            }
            ReadRecord r = reads.get(i);
            if (r.id() == e.position() && r.agent() == y.agent()) {
                continue;
            }
            if (r.atomic() && y.atomic() && e.ordering.mutuallyOrdered(r, y)) {
                continue;
            }
            int room = room(tx, r.agent(), r.source(), false, y, src);
            if (room == SKIP) {
                if (linking) {
                    line().saturatedRead(i, r.source());
                }
                continue;
            }
            if (!reported(tx, r.agent(), r.source(), false, y, src)
                    && !e.ordering.locationOrdered(r, y) && !writePartOrdered(ls, r, y)) {
                if (room == UNLIST) {
                    unlisted(tx, r.agent(), r.source(), false, y, src);
                    continue;
                }
                Links.Found f = links.forRead(r, y);
                n += report(tx, site(r.agent(), false, r.atomic(), r.nonPrivate(), r.reference().name(), r.id(),
                        r.source(), ls), site(y, src, ls), f);
            }
        }
        return n;
    }

    /**
     * Whether {@code r} is the read part of a read-modify-write whose write part is location-ordered before {@code y}.
     * A read-modify-write is one operation, both a read and a write (VK MM: Data Race is a relation between operations;
     * in the Alloy model an RMW is one event in both R and W), so the pair is ordered when either part is: e.g. its write
     * made available to the device domain by a later avdevice of its invocation, which orders that invocation's private
     * write through another reference after it (the Alloy model's WaW via the device domain). The stepper checked the
     * read part alone and reported such a pair as a race (found by the differential property test).
     */
    private boolean writePartOrdered(LocationState ls, ReadRecord r, Op y) {
        if (!r.atomic()) {
            return false;
        }
        PSlots<WriteRecord> live = ls.live();
        for (int c = live.top(); c >= 0; c = live.below(c)) {
            WriteRecord w = live.at(c);
            if (w.rmw() && w.agent() == r.agent() && w.step() == r.id()) {
                return e.ordering.locationOrdered(w, y);
            }
        }
        History<WriteRecord> retired = ls.retired();
        for (int i = retired.size() - 1; i >= 0; i--) {
            WriteRecord w = retired.get(i);
            if (w.rmw() && w.agent() == r.agent() && w.step() == r.id()) {
                return e.ordering.locationOrdered(w, y);
            }
        }
        return false;
    }

    /** Checks {@code y} against the write {@code w}; {@link #skippedPair} then says whether the pair was a SKIP. */
    private int checkWrite(Tx tx, WriteRecord w, Op y, SourceSpan src) {
        skippedPair = false;
        if (w.agent() == y.agent() && w.reference().name().equals(y.reference())) {
            return 0;
        }
        if (w.atomic() && y.atomic() && e.ordering.mutuallyOrdered(w, y)) {
            return 0;
        }
        int room = room(tx, w.agent(), w.source(), true, y, src);
        if (room == SKIP) {
            skippedPair = true;
            return 0;
        }
        if (reported(tx, w.agent(), w.source(), true, y, src) || e.ordering.locationOrdered(w, y)) {
            return 0;
        }
        if (room == UNLIST) {
            unlisted(tx, w.agent(), w.source(), true, y, src);
            return 0;
        }
        Links.Found f = links.forWrite(w, y, true);
        LocationState ls = e.state.locations.get(w.location());
        return report(tx, site(w.agent(), true, w.atomic(), w.nonPrivate(), w.reference().name(), w.step(),
                w.source(), ls), site(y, src, ls), f);
    }

    private AccessSite site(int agent, boolean write, boolean atomic, boolean nonPriv, String ref, long step,
                            SourceSpan src, LocationState ls) {
        return new AccessSite(agent, e.agentInfo[agent].name(), write, atomic, nonPriv, ref,
                ls == null ? null : ls.location(), step, src);
    }

    private AccessSite site(Op y, SourceSpan src, LocationState ls) {
        return new AccessSite(y.agent(), e.agentInfo[y.agent()].name(), y.write(), y.atomic(), y.nonPrivate(),
                y.reference(), y.location(), e.position(), src);
    }

    /**
     * Whether a race between an access of {@code agent} at {@code source} ({@code write}) and {@code y} at
     * {@code src} was already reported: then the pair adds nothing, ordered or not (one race per pair of
     * sites), and neither its location order nor its explanation need computing.
     */
    private static boolean reported(Tx tx, int agent, SourceSpan source, boolean write, Op y, SourceSpan src) {
        Globals g = tx.globals();
        return g.raceSites().size() > 0 && g.raceSites().get(new RaceSites(agent, y.agent(), source, src,
                (write ? 1 : 0) | (y.write() ? 2 : 0))) != null;
    }

    /**
     * Whether a race of an access of {@code agent} at {@code source} ({@code write}) with {@code y} at {@code src} is
     * listed ({@link #LIST}: either invocation has fewer than {@link #LISTED_PER_LINES} listed between the two
     * instructions), counted unlisted ({@link #UNLIST}) or not looked for ({@link #SKIP}: both full, and both with a
     * race found and not listed). Within one access's check the earlier accesses mostly share an instruction, so
     * {@code y}'s tally is kept until a race changes it; the other invocation's is looked up only once {@code y}'s is
     * full.
     */
    private int room(Tx tx, int agent, SourceSpan source, boolean write, Op y, SourceSpan src) {
        Globals g = tx.globals();
        if (g.raceCounts().size() == 0) {
            return LIST;
        }
        int writes = (write ? 1 : 0) | (y.write() ? 2 : 0);
        if (!(memoValid && memoSource == source && memoWrite == write)) {
            memoTally = g.raceCounts().get(new RaceLines(y.agent(), source, src, writes));
            memoValid = true;
            memoSource = source;
            memoWrite = write;
        }
        if (RaceLines.listed(memoTally) < LISTED_PER_LINES) {
            return LIST;
        }
        Integer other = g.raceCounts().get(new RaceLines(agent, source, src, writes));
        if (RaceLines.listed(other) < LISTED_PER_LINES) {
            return LIST;
        }
        return RaceLines.more(memoTally) && RaceLines.more(other) ? SKIP : UNLIST;
    }

    /** Counts a race whose two invocations' tallies are full ({@link #room}), without listing it. */
    private void unlisted(Tx tx, int agent, SourceSpan source, boolean write, Op y, SourceSpan src) {
        int writes = (write ? 1 : 0) | (y.write() ? 2 : 0);
        tx.put(tx.globals().withRaceUnlisted(new RaceLines(y.agent(), source, src, writes),
                new RaceLines(agent, source, src, writes)));
        memoValid = false;
        if (line != null) {
            line.tallied();
        }
    }

    /**
     * Whether the invocation of the store {@code y} read its location at its line as its memory access before (the
     * read half of {@code count += 1}), from its own steps ({@link AgentSteps}; the step of {@code y} is not in the
     * trace yet). Off the stepping path: only a race of two stores at one line asks.
     */
    private boolean storedAfterReading(AccessSite y) {
        AgentSteps steps = e.agentSteps();
        int a = y.agent();
        for (int k = steps.firstAtOrAfter(a, e.position()) - 1; k >= 0; k--) {
            Event ev = e.traceLog().event(steps.at(a, k));
            if (ev.location() != null && (ev.kind() == Event.Kind.LOAD || ev.kind() == Event.Kind.STORE
                    || ev.kind() == Event.Kind.RMW)) {
                return ev.kind() == Event.Kind.LOAD && ev.location().equals(y.location()) && ev.source() != null
                        && ev.source().line() == y.source().line();
            }
        }
        return false;
    }

    /**
     * Reports the race of {@code first} and {@code second}, whose sites have no race yet; returns 1. Key
     * {@code diagnostic.race}: the location; for each access 1 for a write (0 for a read), its invocation and its
     * source; the missing link's {@link dev.syncscope.core.explain.MissingLink} ordinal; the missing link and its
     * detail in English (the detail is English only: another language names the link by its ordinal).
     */
    private int report(Tx tx, AccessSite first, AccessSite second, Links.Found f) {
        Globals g = tx.globals();
        Race race = new Race(first, second, f.link(), f.detail(), f.kase(), first.write() && second.write()
                && first.source() != null && second.source() != null && first.source().line() > 0
                && first.source().line() == second.source().line() ? storedAfterReading(second) : null);
        String missing = f.link().words() + (f.detail().isEmpty() ? "" : " — " + f.detail());
        String msg = "data race on " + second.location() + ": " + (first.write() ? "write" : "read") + " by "
                + first.agentName() + " (" + first.source() + ") and " + (second.write() ? "write" : "read") + " by "
                + second.agentName() + " (" + second.source() + "): " + missing;
        tx.put(g.withRace(race, new Diagnostic(Diagnostic.Kind.DATA_RACE, msg,
                List.of(first.agent(), second.agent()), second.source(), e.position(), "diagnostic.race",
                List.of(String.valueOf(second.location()), first.write() ? 1 : 0, first.agentName(),
                        String.valueOf(first.source()), second.write() ? 1 : 0, second.agentName(),
                        String.valueOf(second.source()), f.link().ordinal(), missing))));
        memoValid = false;
        if (line != null) {
            line.tallied();
        }
        return 1;
    }
}
