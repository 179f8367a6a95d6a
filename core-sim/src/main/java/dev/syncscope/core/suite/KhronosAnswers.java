package dev.syncscope.core.suite;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckOptions;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.check.Execution;
import dev.syncscope.core.litmus.khronos.KhronosAnswer;
import dev.syncscope.core.litmus.khronos.KhronosTest;
import dev.syncscope.core.model.Outcome;
import dev.syncscope.core.model.Program;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Checks a Khronos test's answer lines: a line holds when the existence of an execution that meets
 * the load constraints and satisfies the formula matches its SATISFIABLE / NOSOLUTION. Programs are
 * checked once per distinct (chains, consistent-only) setting, and not at all where a check of the same program and
 * setting is known ({@link Known}). Stateless.
 */
public final class KhronosAnswers {

    private KhronosAnswers() {
    }

    /**
     * A check of a test's program already made, which the answer lines it answers take instead of checking the program
     * again: of {@code program} (or a program {@link Program#sameAs} it), with the options the answers are checked with ({@code base}), consistent executions
     * only, and the program's own chains.
     */
    public record Known(Program program, CheckResult result) {
    }

    /** One {@link SuiteCheck} per answer line, in file order. */
    public static List<SuiteCheck> check(String file, KhronosTest test, CheckOptions base) {
        return check(file, test, base, null);
    }

    /**
     * As {@link #check(String, KhronosTest, CheckOptions)}, where an answer line about consistent executions of the very
     * program {@code known} checked takes its result ({@code check FILE}'s own check of the test): the same work is not
     * done twice. {@code known} may be null.
     */
    public static List<SuiteCheck> check(String file, KhronosTest test, CheckOptions base, Known known) {
        Map<String, CheckResult> cache = new HashMap<>();
        Map<String, Duration> time = new HashMap<>();
        List<SuiteCheck> out = new ArrayList<>();
        for (KhronosAnswer a : test.answers()) {
            boolean consistentOnly = a.formula().consistent();
            String key = a.noChains() + "/" + consistentOnly;
            CheckResult r = cache.computeIfAbsent(key, k -> {
                Program program = test.programFor(a);
                if (known != null && consistentOnly && known.program().sameAs(program)) {
                    time.put(k, known.result().elapsed());
                    return known.result();
                }
                long start = System.nanoTime();
                CheckResult result = new AxiomaticChecker(base.withChains(!a.noChains())
                        .withConsistentOnly(consistentOnly)).check(program);
                time.put(k, Duration.ofNanos(System.nanoTime() - start));
                return result;
            });
            // a limit hides the answer unless an execution found within it decides it: a witness decides a
            // SATISFIABLE line and refutes a NOSOLUTION line (the session-85 audit: 7,268 consistent executions were
            // found, and "SATISFIABLE consistent[X]" was UNKNOWN)
            if (!r.complete() && !witnessExists(test, a, r)) {
                out.add(SuiteCheck.unanswered(file, a.source(), a.text(), a.satisfiable(), SuiteCheck.Verdict.UNKNOWN,
                        AnswerDetail.of(AnswerDetail.Kind.CHECK_STOPPED, AnswerDetail.limit(r)), time.get(key)));
            } else {
                out.add(SuiteCheck.answered(file, a.source(), a.text(), a.satisfiable(), witnessExists(test, a, r),
                        time.get(key)));
            }
        }
        return out;
    }

    /**
     * A note when some answer line is about another device than the launch checked ({@code chains}, as {@code
     * --no-chains} or {@code --chains} set it): each line is judged on the device it names, as the format defines them
     * (a line without NOCHAINS with availability/visibility chains, a NOCHAINS line without), so a race listed for this
     * launch may be one a line's device does not have; "" when every line is about this launch's device.
     */
    public static String otherDevice(KhronosTest test, boolean chains) {
        long other = test.answers().stream().filter(a -> a.noChains() == chains).count();
        if (other == 0) {
            return "";
        }
        return "the outcomes and races listed are for a device " + (chains ? "with" : "without")
                + " availability/visibility chains (" + (chains ? "--chains" : "--no-chains") + "); "
                + (other == test.answers().size() ? "the answer lines are" : other + " of the " + test.answers().size()
                + " answer lines are") + " judged on a device " + (chains ? "without them (the NOCHAINS lines)"
                : "with them (the lines without NOCHAINS)") + ", as the Khronos format defines them";
    }

    /** Whether some execution satisfies the formula with an outcome meeting the load constraints. */
    public static boolean witnessExists(KhronosTest test, KhronosAnswer a, CheckResult r) {
        for (Execution e : r.executions()) {
            if (!a.formula().holds(e.consistent(), e.dataRacePairs(), e.releaseSequencePairs())) {
                continue;
            }
            for (Outcome o : e.outcomes()) {
                if (test.constraintsHold(o)) {
                    return true;
                }
            }
        }
        return false;
    }
}
