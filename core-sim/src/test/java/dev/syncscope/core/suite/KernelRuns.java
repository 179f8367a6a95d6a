package dev.syncscope.core.suite;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.exec.Diagnostic;
import dev.syncscope.core.load.ProgramLoader;

import java.time.Duration;
import java.util.List;

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
}
