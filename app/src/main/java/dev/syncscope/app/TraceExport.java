package dev.syncscope.app;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.exec.Decision;
import dev.syncscope.core.exec.Diagnostic;
import dev.syncscope.core.exec.Event;
import dev.syncscope.core.exec.StepRecord;
import dev.syncscope.core.model.SourceSpan;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The trace and diagnostics of a session as JSON: every applied step (who, what, where, the value, a float's as a
 * number: {@link dev.syncscope.core.model.ValueKind#number}; stale reads), the diagnostics, and the scheduler
 * decisions that replay the run. Simulation thread only (it reads the session). Stateless.
 */
final class TraceExport {

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private TraceExport() {
    }

    static String json(DebugSession session) {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("program", session.program().name());
        root.put("position", session.position());
        List<Object> steps = new ArrayList<>();
        for (StepRecord r : session.trace().subList(0, session.position())) {
            Event e = r.event();
            Map<String, Object> step = new LinkedHashMap<>();
            step.put("index", r.index());
            step.put("invocation", session.program().launch().agents().get(e.agent()).name());
            step.put("kind", e.kind().name());
            if (e.location() != null) {
                step.put("location", e.location().toString());
                // as the location's type shows it: a float's value as a JSON number (1.5), not its bits
                step.put("value", e.location().valueKind().number(e.value()));
            }
            if (e.stale()) {
                step.put("stale", true);
            }
            step.put("where", span(e.source()));
            steps.add(step);
        }
        root.put("steps", steps);
        List<Object> diagnostics = new ArrayList<>();
        for (Diagnostic d : session.diagnostics()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("kind", d.kind().name());
            m.put("message", d.message());
            m.put("where", span(d.source()));
            if (d.also().line() > 0) {
                // a second site the message names: where an invocation that skipped a barrier finished
                m.put("also", span(d.also()));
            }
            m.put("step", d.step());
            diagnostics.add(m);
        }
        root.put("diagnostics", diagnostics);
        List<Object> decisions = new ArrayList<>();
        for (Decision d : session.decisions()) {
            decisions.add(d.readFrom() == Decision.DEFAULT ? Map.of("invocation", d.agent())
                    : Map.of("invocation", d.agent(), "readFrom", d.readFrom()));
        }
        root.put("decisions", decisions);
        try {
            return JSON.writeValueAsString(root);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write the trace as JSON", e);
        }
    }

    private static Map<String, Object> span(SourceSpan s) {
        return s == null ? Map.of() : Map.of("file", s.file(), "line", s.line(), "column", s.column());
    }
}
