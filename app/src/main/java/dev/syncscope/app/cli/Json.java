package dev.syncscope.app.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.syncscope.core.check.CutPath;
import dev.syncscope.core.check.Finding;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.Outcome;
import dev.syncscope.core.model.OutcomeFormat;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.UndefinedReadUse;
import dev.syncscope.core.model.UndefinedValue;
import dev.syncscope.core.suite.FileCheck;
import dev.syncscope.core.suite.LitmusSuite;
import dev.syncscope.core.suite.RaceSites;
import dev.syncscope.core.suite.SuiteCheck;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The command line's JSON shapes, as plain maps so the field names are stable and documented
 * (README, "Command line"). Stateless.
 */
final class Json {

    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private Json() {
    }

    static String write(Object value) {
        try {
            return MAPPER.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write JSON", e);
        }
    }

    /**
     * The report; for a Khronos test whose loads ask for values each race also says whether it lies in the executions
     * the test asks about ({@code asked}, with {@code question} saying which those are) and where else
     * ({@code outside}).
     */
    static Map<String, Object> report(FileCheck.Report r) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("file", r.file());
        m.put("invocations", r.invocations());
        m.put("complete", r.complete());
        if (!r.complete()) {
            m.put("limit", r.limitMessage());
        }
        if (r.limit() != null && r.limit().spinBoundChecked() > 0) {
            // stopped at a larger spin bound: the executions reported are those of a smaller one, checked first
            m.put("spinBoundChecked", r.limit().spinBoundChecked());
            m.put("spinBoundCheckedInFull", r.limit().spinBoundCheckedInFull());
        }
        int sufficient = r.complete() ? CutPath.sufficientSpinBound(r.cuts()) : 0;
        if (sufficient > 0) {
            // every cut is a wait no larger bound lets an execution end through: a larger one was not checked
            m.put("spinBoundSufficient", sufficient);
        }
        m.put("candidates", r.candidates());
        m.put("consistentExecutions", r.consistentExecutions());
        m.put("faultingExecutions", r.faultingExecutions());
        m.put("outcomes", r.outcomes().stream().map(Json::outcome).toList());
        // with a test's question and no race among the executions it asks about: how many of the others race
        m.put("raceElsewhere", r.raceElsewhere().isEmpty() ? null : r.raceElsewhere());
        m.put("races", r.races().stream().map(x -> {
            Map<String, Object> race = race(x);
            if (!r.question().isEmpty()) {
                race.put("asked", x.asked());
                race.put("question", r.question());
                race.put("outside", x.outside());
            }
            return race;
        }).toList());
        // a kernel the check left open whose stepper run races (StepperWitness); null without one
        m.put("stepperWitness", WitnessText.json(r));
        m.put("expectations", r.expectations().stream().map(Json::check).toList());
        m.put("notes", r.notes());
        m.put("cutPaths", r.cutPaths());
        m.put("cutKinds", r.cuts().stream().map(c -> c.kind().name()).toList());
        m.put("barrierDivergence", r.divergences());
        m.put("faults", r.faults());
        m.put("faultsInEveryExecution", r.faultsInEveryExecution());
        m.put("divergenceInEveryExecution", r.divergenceInEveryExecution());
        m.put("undefinedReads", r.undefinedReads());
        m.put("undefinedReadUses", r.undefinedReadFindings().stream().map(Json::undefinedRead).toList());
        m.put("endlessSpins", r.endlessSpins());
        m.put("unconfirmedFaults", r.unconfirmedFaults());
        m.put("ok", r.ok());
        m.put("failed", r.failed());
        String unknown = r.unknownBecause();
        if (unknown != null) {
            m.put("unknownBecause", unknown);
        }
        return m;
    }

    /**
     * One of {@code undefinedReads} as an object: for a read ({@link Finding#UNDEFINED_READ_KEY}'s arguments)
     * {@code invocation}, {@code location} and {@code at} of the read; for an undefined value the invocation made
     * ({@link Finding#UNDEFINED_VALUE_KEY}: an OpUndef, a shuffle's 0xFFFFFFFF component, a local or global read
     * before any store) {@code invocation}, {@code location} null, {@code at} where it was made (or used, when
     * glslang gives no line), {@code made} ({@code op-undef}, {@code shuffle-component}, {@code unassigned-variable},
     * {@code private-variable}, {@code subgroup-lane}) and for a local or global its {@code variable}, for a broadcast or
     * shuffle from a lane outside the tangle its {@code instruction} and {@code lane} ({@code subgroup-lane}: an
     * inactive lane; {@code lane-outside-subgroup}: an id below 0 or at or above the subgroup's size), for a quad
     * broadcast's Index of 4 or more ({@code quad-index-outside}) its {@code instruction} and {@code index}, for a
     * float minimum or maximum of NaN values only ({@code nan-only}) its {@code instruction}, for a bit field past its
     * value's bits ({@code bit-field-outside}) its {@code instruction} and {@code offsetPlusCount}, for a shift by
     * its value's width or more ({@code shift-past-width}) its {@code instruction} and {@code shift}, and
     * {@code madeBy} when another
     * invocation made it and a subgroup operation passed it on; then {@code use}
     * ({@link UndefinedReadUse#jsonName(int)}), {@code usedAt} (the store, or the instruction its value decides), and
     * for a stored value {@code storedBy} and {@code storedTo}.
     */
    private static Map<String, Object> undefinedRead(Finding f) {
        List<Object> a = f.args();
        Map<String, Object> m = new LinkedHashMap<>();
        boolean made = Finding.UNDEFINED_VALUE_KEY.equals(f.key());
        m.put("invocation", a.get(0));
        m.put("location", made ? null : a.get(1));
        m.put("at", made ? a.get(3) : a.get(2));
        if (made) {
            UndefinedValue.Kind kind = UndefinedValue.Kind.values()[(Integer) a.get(1)];
            m.put("made", kind.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'));
            if (kind == UndefinedValue.Kind.UNASSIGNED_VARIABLE || kind == UndefinedValue.Kind.PRIVATE_VARIABLE) {
                m.put("variable", a.get(2));
            } else if (kind == UndefinedValue.Kind.SUBGROUP_LANE
                    || kind == UndefinedValue.Kind.LANE_OUTSIDE_SUBGROUP) {
                m.put("instruction", a.get(2));
                m.put("lane", f.undefinedValueLane());
            } else if (kind == UndefinedValue.Kind.EMPTY_BALLOT || kind == UndefinedValue.Kind.NAN_ONLY) {
                m.put("instruction", a.get(2));
            } else if (kind == UndefinedValue.Kind.BALLOT_BIT_OUTSIDE) {
                m.put("instruction", a.get(2));
                m.put("bit", f.undefinedValueLane());
            } else if (kind == UndefinedValue.Kind.QUAD_INDEX_OUTSIDE) {
                m.put("instruction", a.get(2));
                m.put("index", f.undefinedValueLane());
            } else if (kind == UndefinedValue.Kind.BIT_FIELD_OUTSIDE) {
                m.put("instruction", a.get(2));
                m.put("offsetPlusCount", f.undefinedValueLane());
            } else if (kind == UndefinedValue.Kind.SHIFT_PAST_WIDTH) {
                m.put("instruction", a.get(2));
                m.put("shift", f.undefinedValueLane());
            }
            // made by another invocation, whose value a subgroup operation passed on (UndefinedValue.madeBy)
            if (!f.undefinedValueMadeBy().isEmpty()) {
                m.put("madeBy", f.undefinedValueMadeBy());
            }
        }
        int first = made ? 4 : 3;
        int form = a.size() > first ? (Integer) a.get(first) : 0;
        m.put("use", UndefinedReadUse.jsonName(form));
        m.put("usedAt", form > 0 ? a.get(first + 3) : null);
        if (form == 1) {
            m.put("storedBy", a.get(first + 1));
            m.put("storedTo", a.get(first + 2));
        }
        return m;
    }

    /**
     * An error that stopped {@code check --json} before it had a report: {@code file}, {@code line} and
     * {@code column} (0 when unknown; {@code file} null for an error in the command line rather than a file) and
     * {@code message}; {@code more} lists further errors of the same file (a compiler's), each in this shape.
     */
    static Map<String, Object> error(String file, int line, int column, String message) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("file", file);
        m.put("line", line);
        m.put("column", column);
        m.put("message", message);
        return m;
    }

    /** {@link #error(String, int, int, String)} of {@code e}, at its place, else in {@code file}. */
    static Map<String, Object> error(InputError e, String file) {
        Map<String, Object> m = at(e, file);
        if (!e.more().isEmpty()) {
            m.put("more", e.more().stream().map(x -> at(x, file)).toList());
        }
        return m;
    }

    private static Map<String, Object> at(InputError e, String file) {
        SourceSpan s = e.span();
        boolean placed = s.file() != null && !s.file().isEmpty();
        return error(placed ? s.file() : file, placed ? s.line() : 0, placed ? s.column() : 0, e.getMessage());
    }

    static Map<String, Object> suite(LitmusSuite.Report r) {
        return suite(r, false);
    }

    /** {@link #suite(LitmusSuite.Report)}, its checks without the passing ones with {@code failuresOnly}; totals whole. */
    static Map<String, Object> suite(LitmusSuite.Report r, boolean failuresOnly) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("checks", r.checks().stream().filter(c -> !failuresOnly || c.verdict() != SuiteCheck.Verdict.PASS)
                .map(Json::check).toList());
        m.put("unchecked", r.unchecked());
        Map<String, Object> totals = new LinkedHashMap<>();
        for (SuiteCheck.Verdict v : SuiteCheck.Verdict.values()) {
            totals.put(v.name().toLowerCase(java.util.Locale.ROOT), r.count(v));
        }
        m.put("totals", totals);
        return m;
    }

    private static Map<String, Object> check(SuiteCheck c) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("file", c.file());
        m.put("where", span(c.where()));
        m.put("question", c.question());
        m.put("expected", c.expected());
        m.put("actual", c.actual());
        m.put("verdict", c.verdict().name());
        if (!c.detail().isEmpty()) {
            m.put("detail", c.detail());
        }
        m.put("millis", c.elapsed().toNanos() / 1e6);
        return m;
    }

    /**
     * An outcome's values in {@link OutcomeFormat#NATURAL} order: {@code T2:i} before {@code T10:i}; an undefined one
     * (Workgroup memory no write defined) as null, which a reader tells apart from 0; a float's as a JSON number
     * ({@code 1.5}, not its bits), a NaN or an infinity, which JSON has no number for, as its text ({@code "NaN"}).
     */
    private static Map<String, Object> outcome(Outcome o) {
        Map<String, Object> m = new java.util.TreeMap<>(OutcomeFormat.NATURAL);
        o.values().forEach((name, v) -> m.put(name, o.undefined().contains(name) ? null : o.kind(name).number(v)));
        return m;
    }

    private static Map<String, Object> race(RaceSites r) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("first", access(r.first(), r.firstValues()));
        m.put("second", access(r.second(), r.secondValues()));
        m.put("missingLink", r.missingLink());
        m.put("missingLinks", r.missingLinks());
        return m;
    }

    private static Map<String, Object> access(RaceSites.Access a, List<String> values) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("invocation", a.invocation());
        m.put("access", a.access());
        m.put("values", values);
        m.put("where", span(a.where()));
        return m;
    }

    static Map<String, Object> span(SourceSpan s) {
        return Map.of("file", s.file(), "line", s.line(), "column", s.column());
    }

}
