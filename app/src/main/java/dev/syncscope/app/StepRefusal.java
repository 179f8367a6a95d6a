package dev.syncscope.app;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.model.InputError;

import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The step a session refused that ended the last command (the recorded steps filled the heap, an invocation that
 * cannot step): it stays with every frame of that same position, until a command moves the session. Simulation thread
 * only.
 */
final class StepRefusal {

    private static final Logger LOG = Logger.getLogger(SimulationController.class.getName());

    /** A step {@code session} refused at {@code position} of a trace of {@code traceSize} steps. Immutable. */
    private record Refused(DebugSession session, int position, int traceSize, InputError error) {
        /** Whether {@code now} still stands where the step was refused (nothing moved since). */
        boolean standsIn(DebugSession now) {
            return now == session && now.position() == position && now.traceSize() == traceSize;
        }
    }

    private Refused current;

    /** {@code session} refused a step with {@code error}, where it stands now; logged (an internal error as WARNING). */
    void refused(DebugSession session, InputError error) {
        if (error.getCause() != null) {
            // an unexpected failure the session wrapped ("internal error"): logged with its exception
            LOG.log(Level.WARNING, "step failed", error);
        } else {
            LOG.info(() -> "step refused: " + error.getMessage());
        }
        current = new Refused(session, session.position(), session.traceSize(), error);
    }

    /** The refusal that still explains a frame of {@code now}, or null (forgotten once the session moved). */
    InputError standing(DebugSession now) {
        if (current != null && !current.standsIn(now)) {
            current = null;
        }
        return current == null ? null : current.error();
    }

    /** Forgets the refusal (the session was dropped). */
    void clear() {
        current = null;
    }

    /** Whether {@code refused} is the heap guard's refusal ({@code HeapGuard}: the recorded steps fill the heap). */
    static boolean fillsHeap(InputError refused) {
        return refused.kind() == InputError.Kind.MEMORY_LIMIT;
    }
}
