package dev.syncscope.core.exec;

import dev.syncscope.core.model.SourceSpan;

import java.util.List;

/**
 * Adds diagnostics to the globals within a step. Stateless.
 */
final class Diagnostics {

    private Diagnostics() {
    }

    static void add(Tx tx, Engine e, Diagnostic.Kind kind, String message, List<Integer> agents, SourceSpan src) {
        Globals g = tx.globals();
        tx.put(g.withDiagnostic(new Diagnostic(kind, message, agents, src, e.position())));
    }

    /** Whether a diagnostic of {@code kind} involving exactly {@code agents} was already reported. */
    static boolean reported(Tx tx, Diagnostic.Kind kind, List<Integer> agents) {
        for (Diagnostic d : tx.globals().diagnostics()) {
            if (d.kind() == kind && d.agents().equals(agents)) {
                return true;
            }
        }
        return false;
    }
}
