package dev.syncscope.app.cli;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.exec.Decision;
import dev.syncscope.core.exec.Event;
import dev.syncscope.core.exec.ReadChoice;
import dev.syncscope.core.model.SourceSpan;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * The decisions of a {@code run --read} run ({@link DebugSession#runPicking}): each step the scheduler gives an
 * invocation whose next action is a read a {@link ReadPick} names reads the write the pick's value comes from, among
 * the values the model allows that read ({@link DebugSession#choices}: the default, the other values coherence allows,
 * and those allowed only because the read races); other reads read as scheduled. A pick whose value no allowed write
 * has stops the run ({@link #refusal()}). Remembers what it picked, to say so after the run. Used by one run.
 */
final class ReadPicker implements UnaryOperator<Decision> {

    /** A read that took a picked value: where in the trace, the pick, and the allowed value it took. */
    record Picked(int step, ReadPick pick, ReadChoice choice) { }

    private final DebugSession session;
    /** The picks of each invocation, by invocation id. */
    private final Map<Integer, List<ReadPick>> byInvocation = new HashMap<>();
    /** How many reads each (invocation, line) with a pick has made so far. */
    private final Map<Long, Integer> readsAtLine = new HashMap<>();
    private final Map<ReadPick, Integer> uses = new HashMap<>();
    private final Map<ReadPick, Integer> idOf = new HashMap<>();
    private final List<Picked> picked = new ArrayList<>();
    /** How many picked reads are kept to be shown (a pick of every read in a long loop makes millions). */
    private final int kept;
    private long pickedCount;
    private String refusal;

    /**
     * The picks of {@code picks}, whose invocations {@code ids} gives by name (each one of the session's); the first
     * {@code kept} reads that take a picked value are remembered, the others counted.
     */
    ReadPicker(DebugSession session, List<ReadPick> picks, Map<String, Integer> ids, int kept) {
        this.session = session;
        this.kept = kept;
        for (ReadPick p : picks) {
            byInvocation.computeIfAbsent(ids.get(p.invocation()), k -> new ArrayList<>()).add(p);
            uses.put(p, 0);
            idOf.put(p, ids.get(p.invocation()));
        }
    }

    @Override
    public Decision apply(Decision scheduled) {
        int agent = scheduled.agent();
        List<ReadPick> picks = byInvocation.get(agent);
        if (picks == null) {
            return scheduled;
        }
        SourceSpan at = session.nextSource(agent);
        List<ReadChoice> choices;
        if (picks.stream().noneMatch(p -> p.line() == at.line()) || (choices = session.choices(agent)).isEmpty()) {
            return scheduled;
        }
        long key = (long) agent << 32 | at.line();
        int count = readsAtLine.merge(key, 1, Integer::sum);
        ReadPick pick = pickFor(picks, at.line(), count);
        if (pick == null) {
            return scheduled;
        }
        ReadChoice choice = allowed(choices, pick);
        if (choice == null) {
            refusal = "syncscope: --read " + pick.text() + ": " + pick.invocation() + "'s " + ordinal(count)
                    + " read at line " + pick.line() + " (" + at + ") may read " + values(choices)
                    + "; no write it may read has " + pick.value() + " (after " + session.position()
                    + (session.position() == 1 ? " step" : " steps") + " of this schedule; another, --seed S or"
                    + " --scheduler, may run a write of it first)";
            return null;
        }
        uses.merge(pick, 1, Integer::sum);
        if (pickedCount++ < kept) {
            picked.add(new Picked(session.position(), pick, choice));
        }
        return choice.isDefault() ? Decision.of(agent) : new Decision(agent, choice.writeId());
    }

    /** The pick for the {@code count}-th read at {@code line}: one for that read alone before one for every read. */
    private static ReadPick pickFor(List<ReadPick> picks, int line, int count) {
        ReadPick every = null;
        for (ReadPick p : picks) {
            if (p.line() == line && p.appliesTo(count)) {
                if (p.nth() != ReadPick.EVERY) {
                    return p;
                }
                every = p;
            }
        }
        return every;
    }

    /**
     * The allowed write of the value {@code pick} asks for ({@link ReadPick#matches}), as the read goals pick one
     * ({@code Scheduler.followingReadGoals}): the default when it has it, else one coherence allows, else one allowed
     * only because the read races; null if none.
     */
    private static ReadChoice allowed(List<ReadChoice> choices, ReadPick pick) {
        ReadChoice racy = null;
        for (ReadChoice c : choices) {
            if (!pick.matches(c.value(), c.location().valueKind(), c.location().bits())) {
                continue;
            }
            if (c.isDefault() || c.consistent()) {
                return c;
            }
            if (racy == null && c.raceOnly()) {
                racy = c;
            }
        }
        return racy;
    }

    /** {@code 0 (the initial value, the default) or 1 (written by P0 at line 5, only because the read races)}. */
    private String values(List<ReadChoice> choices) {
        List<String> each = choices.stream().map(c -> c.valueText() + " (" + origin(c) + ", "
                + (c.isDefault() || c.consistent() ? standing(c) : "only because the read races") + ")").toList();
        return each.size() == 1 ? "only " + each.get(0)
                : String.join(", ", each.subList(0, each.size() - 1)) + " or " + each.get(each.size() - 1);
    }

    /** Who wrote the value a read may take, in the window's words: the initial value, undefined, or its writer. */
    String origin(ReadChoice c) {
        if (c.undefined()) {
            return "undefined (workgroup memory has no initial value)";
        }
        if (c.writeId() < 0 || c.writer() < 0) {
            return "the initial value";
        }
        return "written by " + session.program().launch().agents().get(c.writer()).name()
                + (c.source() != null && c.source().line() > 0 ? " at line " + c.source().line() : "");
    }

    /** Why the model allows the value, in the window's words. */
    static String standing(ReadChoice c) {
        if (c.isDefault()) {
            return "the default";
        }
        return c.consistent() ? "also allowed"
                : "only because the read races with that write (a data race: undefined behaviour)";
    }

    /** The message that stopped the run, or null when every pick could be taken. */
    String refusal() {
        return refusal;
    }

    /** The first reads that took a picked value (as many as were kept), in the order they ran. */
    List<Picked> picked() {
        return picked;
    }

    /** How many reads took a picked value. */
    long pickedCount() {
        return pickedCount;
    }

    /**
     * A note per pick no read took: its invocation never read at its line (or fewer than N times) in this run, so
     * that a mistyped line does not pass unseen.
     */
    List<String> unused(List<ReadPick> picks) {
        List<String> notes = new ArrayList<>();
        for (ReadPick p : picks) {
            if (uses.get(p) == 0) {
                int reads = readsAtLine.getOrDefault((long) idOf.get(p) << 32 | p.line(), 0);
                notes.add("--read " + p.text() + " was not used: " + p.invocation() + (reads == 0
                        ? " did not read at line " + p.line() + " in this run"
                        : " read at line " + p.line() + " only " + (reads == 1 ? "once" : reads + " times")
                        + " in this run"));
            }
        }
        return notes;
    }

    /** What the run prints of a read that took a picked value; {@code event} is its step's. */
    String describe(Picked p, Event event) {
        String reader = session.program().launch().agents().get(event.agent()).name();
        return reader + " read " + event.location() + " = " + p.choice().valueText() + " (" + event.source()
                + ") as --read " + p.pick().text() + " asked: " + origin(p.choice()) + ", " + standing(p.choice());
    }

    private static String ordinal(int n) {
        int mod100 = n % 100;
        String suffix = mod100 >= 11 && mod100 <= 13 ? "th" : switch (n % 10) {
            case 1 -> "st";
            case 2 -> "nd";
            case 3 -> "rd";
            default -> "th";
        };
        return n + suffix;
    }
}
