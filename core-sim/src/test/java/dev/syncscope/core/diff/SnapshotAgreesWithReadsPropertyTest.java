package dev.syncscope.core.diff;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.api.LaunchOptions;
import dev.syncscope.core.api.LocationView;
import dev.syncscope.core.api.Snapshot;
import dev.syncscope.core.api.WriteView;
import dev.syncscope.core.exec.AgentReference;
import dev.syncscope.core.exec.Decision;
import dev.syncscope.core.exec.Engine;
import dev.syncscope.core.exec.EngineOptions;
import dev.syncscope.core.exec.ReadPreview;
import dev.syncscope.core.memory.LocationState;
import dev.syncscope.core.memory.ReadRecord;
import dev.syncscope.core.memory.WriteRecord;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.Program;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;

/**
 * The snapshot's drawing agrees with what the engine's reads do, for random litmus-sized programs
 * ({@link LitmusSpecs}) under random schedules. After every step (and at the start):
 * <ul>
 * <li><b>visible-to is Ordering.visible</b>: each write's {@link WriteView#visibleTo()} equals the answer
 *   of a fresh engine replayed to the same position (whose inspector has no kept answers, so it asks
 *   {@code Ordering.visible} for every (agent, reference)); a retired write is visible to nobody
 *   (VK MM: Availability and Visibility);</li>
 * <li><b>no phantom availability</b>: {@link WriteView#availableIn()} is exactly the domain instances of
 *   the engine's availability facts for that write;</li>
 * <li><b>the newest visible write is what a read returns</b>: for each agent whose next action is a load
 *   of L through R, the newest write the snapshot marks visible to (agent, R) (the initial value when
 *   none) is the write the load returns by default when the agent steps now. For a plain load (no
 *   MakePointerVisible, not atomic) they are equal, with the exceptions {@code DefaultReads} documents: it
 *   may return a newer write that is location-ordered before the read without being visible, namely a
 *   retired write or the write part of an RMW (VK MM: Location-Ordered; Visible-To), or one an earlier
 *   location-ordered read returned (VK MM: Acyclicity, no locord ∪ rf ∪ fr cycle). A load with its own
 *   visibility operation (MakePointerVisible, or an atomic's implicit one, VK MM: Availability and
 *   Visibility) may see more, so it must only never return an older write than the newest visible one
 *   (reading it would from-read a write location-ordered before the read: VK MM: Acyclicity);</li>
 * <li><b>the memory inspector's cell</b>: the snapshot's {@link LocationView#asRead()} entry of (agent, R)
 *   names the write a plain load returns, and marks it stale exactly when the load is a stale read;</li>
 * <li><b>stepping back then forward gives equal snapshots</b>, and stepping back gives the snapshot taken
 *   at the earlier position.</li>
 * </ul>
 * The number of programs comes from {@code jqwik.tries.default} (100 in {@code junit-platform.properties}).
 */
class SnapshotAgreesWithReadsPropertyTest {

    @Property
    void snapshotsDrawWhatReadsDo(@ForAll("programs") LitmusSpec spec, @ForAll("schedules") List<Integer> schedule) {
        List<String> loads = new ArrayList<>();
        List<String> problems = problems(spec.build(), (k, runnable) ->
                runnable.get(k < schedule.size() ? schedule.get(k) % runnable.size() : 0), Integer.MAX_VALUE, loads);
        loads.forEach(kind -> Statistics.label("load").collect(kind));
        if (!problems.isEmpty()) {
            throw new AssertionError("program:\n" + spec + String.join("\n", problems));
        }
    }

    /** The same over programs with host threads and API-level operations (device and host domains). */
    @Property
    void snapshotsDrawWhatReadsDoWithHostThreads(@ForAll("hostPrograms") HostLitmusSpec spec,
                                                @ForAll("schedules") List<Integer> schedule) {
        List<String> loads = new ArrayList<>();
        List<String> problems = problems(spec.build(), (k, runnable) ->
                runnable.get(k < schedule.size() ? schedule.get(k) % runnable.size() : 0), Integer.MAX_VALUE, loads);
        loads.forEach(kind -> Statistics.label("load").collect(kind));
        if (!problems.isEmpty()) {
            throw new AssertionError("program:\n" + spec + String.join("\n", problems));
        }
    }

    /**
     * Runs {@code program} for at most {@code steps} steps, step k by the invocation {@code pick} chooses among
     * the runnable ones, checking every position and each step back and forward; the problems found, the
     * decisions last (empty when none). Each load checked adds its kind to {@code loads}.
     */
    static List<String> problems(Program program, BiFunction<Integer, List<Integer>, Integer> pick, int steps,
                                 List<String> loads) {
        DebugSession session = DebugSession.load(program, LaunchOptions.DEFAULTS);
        List<String> problems = new ArrayList<>();
        Snapshot previous = session.snapshot();
        check(program, session.decisions(), previous, problems, loads);
        for (int k = 0; k < steps && problems.isEmpty() && !session.finished(); k++) {
            List<Integer> runnable = replayed(program, session.decisions()).runnable();
            if (runnable.isEmpty()) {
                break;
            }
            session.step(pick.apply(k, runnable));
            Snapshot now = session.snapshot();
            check(program, session.decisions(), now, problems, loads);
            session.stepBack();
            String back = difference(previous, session.snapshot());
            if (back != null) {
                problems.add("stepping back from position " + now.position() + " did not give the earlier snapshot: "
                        + back);
            }
            session.stepForward();
            String again = difference(now, session.snapshot());
            if (again != null) {
                problems.add("stepping back and forward at position " + now.position() + " changed the snapshot: "
                        + again);
            }
            previous = now;
        }
        if (!problems.isEmpty()) {
            problems.add("decisions: " + session.decisions());
        }
        return problems;
    }

    /**
     * The first part in which two snapshots of one position differ, or null. The trace size is not compared:
     * stepping back keeps the undone steps for redo.
     */
    static String difference(Snapshot a, Snapshot b) {
        if (a.position() != b.position() || a.finished() != b.finished()) {
            return "position/finished " + a.position() + "/" + a.finished() + " vs " + b.position() + "/" + b.finished();
        }
        if (!a.agents().equals(b.agents())) {
            return "agents " + a.agents() + " vs " + b.agents();
        }
        if (!a.locations().equals(b.locations())) {
            return "locations\n  " + a.locations() + "\nvs\n  " + b.locations();
        }
        if (!a.barriers().equals(b.barriers())) {
            return "barriers " + a.barriers() + " vs " + b.barriers();
        }
        if (!a.diagnostics().equals(b.diagnostics())) {
            return "diagnostics " + a.diagnostics() + " vs " + b.diagnostics();
        }
        if (!a.races().equals(b.races())) {
            return "races " + a.races() + " vs " + b.races();
        }
        return null;
    }

    /** The checks at one position: {@code snap} against a fresh engine replayed with {@code decisions}. */
    static void check(Program program, List<Decision> decisions, Snapshot snap, List<String> problems,
                      List<String> loads) {
        Engine e = replayed(program, decisions);
        for (LocationView lv : snap.locations()) {
            LocationState ls = e.location(lv.location());
            for (WriteView w : lv.writes()) {
                String at = "position " + snap.position() + ", " + lv.location() + " W" + w.id() + ": ";
                if (ls == null) {
                    continue;
                }
                WriteRecord rec = ls.write(w.id());
                if (rec == null) {
                    problems.add(at + "drawn, but the engine has no such write");
                    continue;
                }
                if (w.retired() && w.id() >= 0 && !w.availableIn().isEmpty()) {
                    problems.add(at + "retired, yet drawn available in " + w.availableIn());
                } else if (!w.retired() && !w.availableIn().equals(rec.domains())) {
                    problems.add(at + "drawn available in " + w.availableIn() + ", engine facts " + rec.domains());
                }
                List<AgentReference> fresh = e.visibleTo(lv.location(), w.id());
                if (!w.visibleTo().equals(fresh)) {
                    problems.add(at + "drawn visible to " + w.visibleTo() + ", Ordering.visible holds for " + fresh);
                }
            }
        }
        for (int a = 0; a < e.agentCount(); a++) {
            if (!e.isRunnable(a) || !(e.agent(a).thread().next() instanceof Action.Load load)) {
                continue;
            }
            Location l = load.reference().location(load.index());
            LocationView lv = view(snap, l);
            if (lv == null) {
                problems.add("position " + snap.position() + ": " + l + " is not drawn");
                continue;
            }
            AgentReference ar = new AgentReference(a, load.reference().name());
            int drawn = -1;
            for (WriteView w : lv.writes()) {
                if (w.id() >= 0 && w.visibleTo().contains(ar)) {
                    drawn = Math.max(drawn, w.id());
                }
            }
            LocationState before = e.location(l);
            dev.syncscope.core.exec.Event ev = e.step(Decision.of(a)).event();
            int read = ev.readFrom();
            e.stepBack();
            boolean plain = !load.access().atomic() && !load.access().makePointerVisible();
            boolean same = read == drawn || read < 0 && drawn < 0;
            String exception = plain && !same ? documentedNewer(before, read) : null;
            loads.add((load.access().atomic() ? "atomic" : plain ? "plain" : "vis")
                    + (same ? "" : " (newer than drawn" + (exception == null ? "" : ": " + exception) + ")"));
            String at = "position " + snap.position() + ": " + e.agentInfo(a).name() + " loads " + l + " through "
                    + ar.reference() + " (" + (plain ? "plain" : "own visibility operation") + "): ";
            if (read >= 0 && drawn >= 0 && read < drawn || read < 0 && drawn >= 0) {
                problems.add(at + "reads W" + read + ", older than W" + drawn + " drawn visible to it");
            } else if (plain && read >= 0 && read != drawn && exception == null) {
                problems.add(at + "reads W" + read + ", the newest write drawn visible to it is "
                        + (drawn < 0 ? "none (initial value)" : "W" + drawn));
            }
            if (plain) {
                for (ReadPreview p : lv.asRead()) {
                    if (p.agent() == a && p.reference().equals(ar.reference())
                            && p.writeId() != read && !(p.writeId() < 0 && read < 0)) {
                        problems.add(at + "reads W" + read + ", the memory inspector shows W" + p.writeId());
                    }
                    if (p.agent() == a && p.reference().equals(ar.reference()) && p.stale() != ev.stale()) {
                        problems.add(at + "read stale: " + ev.stale() + ", the memory inspector marks stale: "
                                + p.stale());
                    }
                }
            }
        }
    }

    /**
     * Why a plain read may return write {@code writeId} though it is not the newest drawn visible to it, as
     * DefaultReads documents: a retired write or an RMW's write is location-ordered before the read without
     * being visible (VK MM: Location-Ordered; Visible-To), or an earlier read took it (VK MM: Acyclicity);
     * null when none applies.
     */
    private static String documentedNewer(LocationState ls, int writeId) {
        WriteRecord w = ls == null || writeId < 0 ? null : ls.write(writeId);
        if (w == null) {
            return null;
        }
        if (w.retired()) {
            return "retired";
        }
        if (w.rmw()) {
            return "RMW write";
        }
        for (ReadRecord r : ls.reads()) {
            if (r.readFrom() == writeId) {
                return "an earlier read took it";
            }
        }
        return null;
    }

    private static LocationView view(Snapshot snap, Location l) {
        for (LocationView lv : snap.locations()) {
            if (lv.location().equals(l)) {
                return lv;
            }
        }
        return null;
    }

    private static Engine replayed(Program program, List<Decision> decisions) {
        Engine e = new Engine(program, EngineOptions.DEFAULTS);
        for (Decision d : decisions) {
            e.step(d);
        }
        return e;
    }

    @Provide
    Arbitrary<LitmusSpec> programs() {
        return LitmusSpecs.programs();
    }

    @Provide
    Arbitrary<HostLitmusSpec> hostPrograms() {
        return Arbitraries.oneOf(HostLitmusSpecs.programs(), HostLitmusSpecs.ordered());
    }

    @Provide
    Arbitrary<List<Integer>> schedules() {
        return Arbitraries.integers().between(0, 3).list().ofMaxSize(24);
    }
}
