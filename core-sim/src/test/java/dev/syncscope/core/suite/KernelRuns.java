package dev.syncscope.core.suite;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.api.LaunchOptions;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.exec.Diagnostic;
import dev.syncscope.core.load.ProgramLoader;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A kernel as the tests of undefined values look at it in both engines: its exhaustive check (60 s, far above what
 * their kernels take) and one round-robin stepper run, and the run's undefined-read diagnostics. Stateless.
 */
final class KernelRuns {

    private KernelRuns() {
    }

    /** {@code check} of the kernel {@code text}, named {@code name}. */
    static FileCheck.Report check(String name, String text) {
        return FileCheck.check(name, text, null, Duration.ofSeconds(60));
    }

    /** One stepper run of the kernel to its end, under the defaults ({@code run FILE}). */
    static DebugSession run(String name, String text) {
        DebugSession s = DebugSession.load(ProgramLoader.load(name, text));
        s.run();
        return s;
    }

    /** The run's {@code UNDEFINED_READ} diagnostics, each as {@code place: message}. */
    static List<String> undefined(DebugSession s) {
        return s.diagnostics().stream().filter(d -> d.kind() == Diagnostic.Kind.UNDEFINED_READ)
                .map(d -> d.source() + ": " + d.message()).toList();
    }

    /** The run's {@code UNDEFINED_READ} diagnostics' messages. */
    static List<String> undefinedReads(DebugSession s) {
        return s.diagnostics().stream().filter(d -> d.kind() == Diagnostic.Kind.UNDEFINED_READ)
                .map(Diagnostic::message).toList();
    }

    /** The schedulers a subgroup kernel's values must not depend on: round-robin, lock-step, a seeded random one. */
    static final List<LaunchOptions> SCHEDULERS = List.of(LaunchOptions.DEFAULTS,
            LaunchOptions.DEFAULTS.withScheduler(LaunchOptions.SchedulerKind.LOCK_STEP_SUBGROUPS, 0),
            LaunchOptions.DEFAULTS.withScheduler(LaunchOptions.SchedulerKind.RANDOM, 7));

    /** One stepper run to its end of the kernel {@code text} under each of {@link #SCHEDULERS}. */
    static List<DebugSession> runUnderEveryScheduler(String name, String text) {
        Program p = ProgramLoader.load(name, text);
        List<DebugSession> out = new ArrayList<>();
        for (LaunchOptions options : SCHEDULERS) {
            DebugSession s = DebugSession.load(p, options);
            s.run();
            out.add(s);
        }
        return out;
    }

    /** {@code array[0]} to {@code array[n - 1]} of an outcome's {@code values}. */
    static List<Long> elements(Map<String, Long> values, String array, int n) {
        List<Long> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add(values.get(array + "[" + i + "]"));
        }
        return out;
    }
}
