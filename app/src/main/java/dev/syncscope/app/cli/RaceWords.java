package dev.syncscope.app.cli;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.exec.Diagnostic;
import dev.syncscope.core.exec.Race;
import dev.syncscope.core.exec.StepRecord;
import dev.syncscope.views.explain.ExplanationContext;
import dev.syncscope.views.explain.RaceWhy;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.problems.DiagnosticText;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The line {@code run} prints for a diagnostic: for a data race of a GLSL or HLSL kernel, its missing link and fix in
 * the kernel's language as the window's problems pane and "Why this value?" word it ({@link RaceWhy}, in English: an
 * HLSL author cannot write the memory semantics the engine's words name, GPU audit D11); else the engine's message. The
 * work is bounded per race printed: only the races of the diagnostics printed are looked up (one pass over the run's
 * races), and each looks at the steps between its two accesses, at most {@link #STEPS_PER_RACE} of them, and
 * {@link #STEPS_AFTER} after the later one (whether a read is one statement's update, {@code count++}),
 * {@link #STEPS_IN_ALL} for all
 * races together (past that a race is worded from its own link, without the barrier or flag between its accesses),
 * and {@link #STEPS_BEFORE} before the earlier one, outside that budget.
 * One use, on the calling thread.
 */
final class RaceWords {

    /** Steps between two accesses a race's words look at, as the window's explanation of a read does. */
    static final int STEPS_PER_RACE = 20_000;
    /**
     * Steps before the earlier access a race's words look at: a plain flag's release barrier before its store
     * ({@code PlainFlagSteps}), the reader's arrival at a barrier passed in two workgroups ({@code WorkgroupsApart}).
     */
    static final int STEPS_BEFORE = 4_096;
    /** Steps after the later access a race's words look at, for the read's invocation's next access. */
    static final int STEPS_AFTER = 4_096;
    /** Steps all the races of one run's output look at together. */
    static final long STEPS_IN_ALL = 4_000_000;

    private static final Messages ENGLISH = Messages.forLocale(Locale.ENGLISH);

    private final DebugSession session;
    private final String sourceText;
    private final Map<Long, List<Race>> byStep = new HashMap<>();
    private long stepsLeft = STEPS_IN_ALL;

    /**
     * Words for the diagnostics {@code shown} of {@code session}, a run of the kernel whose text is {@code sourceText}
     * ({@code null} for a litmus test or a SPIR-V module: the engine's words stay).
     */
    RaceWords(DebugSession session, List<Diagnostic> shown, String sourceText) {
        this.session = session;
        this.sourceText = sourceText;
        Set<Long> steps = new HashSet<>();
        for (Diagnostic d : shown) {
            if (sourceText != null && d.kind() == Diagnostic.Kind.DATA_RACE) {
                steps.add(d.step());
            }
        }
        if (!steps.isEmpty()) {
            for (Race r : session.races()) {
                if (steps.contains(r.second().step())) {
                    byStep.computeIfAbsent(r.second().step(), k -> new ArrayList<>()).add(r);
                }
            }
        }
    }

    /** The message of {@code d}, a race of a GLSL or HLSL kernel in its language. */
    String of(Diagnostic d) {
        List<Race> races = d.kind() == Diagnostic.Kind.DATA_RACE ? byStep.get(d.step()) : null;
        if (races == null) {
            return d.message();
        }
        List<StepRecord> steps = List.of();
        long first = races.stream().mapToLong(r -> r.first().step()).min().orElse(d.step());
        // and before the earlier access: the flag store's release barrier before it, or the reader's arrival at a
        // barrier() the writer passed after its access (in two workgroups), which the words name
        long near = Math.max(first, d.step() - STEPS_PER_RACE + 1);
        long from = Math.max(0, near - STEPS_BEFORE);
        // and after the later access: whether the read's invocation then writes what it read at
        // the same line (count++), or another location (a reduction's s[i] += s[i + stride]), chooses the fix
        long to = Math.min(session.traceSize(), d.step() + 1 + STEPS_AFTER);
        // the budget counts the steps from the earlier access on: those before it, at most STEPS_BEFORE a race, must
        // not cost a later race its words (1,024 races of one barrier kept theirs for 32 fewer: the review)
        long count = to - near;
        if (first >= 0 && d.step() < session.traceSize() && count <= stepsLeft) {
            stepsLeft -= count;
            steps = session.trace((int) from, (int) to);
        }
        return new DiagnosticText(ENGLISH).of(d, new ExplanationContext(session.program().launch(), steps, races,
                sourceText));
    }
}
