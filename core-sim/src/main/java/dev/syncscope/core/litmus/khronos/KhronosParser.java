package dev.syncscope.core.litmus.khronos;

import dev.syncscope.core.litmus.LitmusBuilder;
import dev.syncscope.core.litmus.LitmusThreadBuilder;
import dev.syncscope.core.litmus.Operand;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.ProgramNote;
import dev.syncscope.core.model.ReadGoal;
import dev.syncscope.core.model.Reference;
import dev.syncscope.core.model.RmwOp;
import dev.syncscope.core.model.SourceSpan;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Parser for the Khronos Vulkan-MemoryModel litmus format ({@code alloy/tests/*.test}), translating
 * it the way {@code alloy/litmus.cpp} does. Thread {@code n} becomes agent {@code Pn}; each load or
 * RMW gets the next implicit register {@code r0, r1, …} of its thread; each variable is a reference
 * to its own location unless {@code SLOC} joins it with others; stores write their value, an RMW
 * {@code x = a b} is an exchange writing {@code b}.
 *
 * <p>A load's {@code x = v} becomes a {@link LoadConstraint} on the outcome. As in litmus.cpp, where
 * the constraint is a reads-from edge from the store of {@code v} to the same variable name (or the
 * initial value for 0), a non-zero {@code v} that no store to that variable name writes constrains
 * nothing. Accepts LF and CRLF. Stateless; safe to share.
 *
 * <p>SyncScope extension (not in the Khronos format; the axiomatic checker does not model it):
 * {@code NEWHOST [n]} opens a host thread, and {@code flush}, {@code invalidate}, {@code dom.h2d},
 * {@code dom.d2h} are the host-domain and memory domain operations (docs/memory-model.md, "Host agents").
 */
public final class KhronosParser {

    /** Reads and parses {@code path}; errors name the file by its file name. */
    public KhronosTest parse(Path path) throws IOException {
        return parse(path.getFileName().toString(), Files.readString(path, StandardCharsets.UTF_8));
    }

    /**
     * Parses the text of a .test file.
     *
     * @throws InputError at file:line:column when the text is not a well-formed test
     */
    public KhronosTest parse(String fileName, String text) {
        return new Run(fileName).parse(text);
    }

    /** The state of one parse. Owned by the calling thread. */
    private static final class Run {
        private final String file;
        private final List<KhronosInstruction> instructions = new ArrayList<>();
        private final List<Integer> threadOf = new ArrayList<>();
        private final List<int[]> threads = new ArrayList<>();
        private final Map<Integer, Integer> threadIndexByNumber = new LinkedHashMap<>();
        private final List<String[]> slocs = new ArrayList<>();
        private final List<SourceSpan> slocSpans = new ArrayList<>();
        private final List<int[]> ssws = new ArrayList<>();
        private final List<SourceSpan> sswSpans = new ArrayList<>();
        private final List<KhronosAnswer> answers = new ArrayList<>();
        private int subgroup;
        private int workgroup;
        private int queueFamily;
        private int lastThreadNumber = -1;
        /** The last line read that is not skipped (0 before the first): instructions were expected after it. */
        private int lastLine;

        Run(String file) {
            this.file = file;
        }

        KhronosTest parse(String text) {
            String[] lines = text.split("\n", -1);
            for (int i = 0; i < lines.length; i++) {
                String line = lines[i];
                while (line.endsWith("\r")) {
                    line = line.substring(0, line.length() - 1);
                }
                // as alloy/litmus.cpp: a line shorter than two characters is skipped like a comment
                if (line.length() < 2 || line.startsWith("//")) {
                    continue;
                }
                line(line, i + 1);
                // where instructions were expected: after the last scope line (not after the answers below them)
                if (line.strip().startsWith("NEW")) {
                    lastLine = i + 1;
                }
            }
            return build();
        }

        private SourceSpan at(int line, int column) {
            return new SourceSpan(file, line, column);
        }

        private void line(String line, int number) {
            LineScanner s = new LineScanner(line, file, number);
            String word = s.word();
            switch (word) {
                case "SATISFIABLE", "NOSOLUTION" -> answers.add(KhronosFormulaParser.answer(line, word, s, at(number, 1)));
                case "SSW" -> {
                    ssws.add(new int[] {s.integer("a thread number"), s.integer("a thread number")});
                    sswSpans.add(at(number, 1));
                    s.end();
                }
                case "SLOC" -> {
                    slocs.add(new String[] {s.name("a variable name"), s.name("a variable name")});
                    slocSpans.add(at(number, 1));
                    s.end();
                }
                case "NEWQF" -> {
                    queueFamily++;
                    workgroup++;
                    subgroup++;
                    s.end();
                }
                case "NEWWG" -> {
                    workgroup++;
                    subgroup++;
                    s.end();
                }
                case "NEWSG" -> {
                    subgroup++;
                    s.end();
                }
                case "NEWTHREAD" -> newThread(s, number, false);
                case "NEWHOST" -> newThread(s, number, true);
                default -> instruction(word, s, number);
            }
        }

        /** NEWTHREAD [n], or (SyncScope extension) NEWHOST [n]: a host thread, in scope instances of its own. */
        private void newThread(LineScanner s, int number, boolean host) {
            int n = s.atEnd() ? lastThreadNumber + 1 : s.integer("a thread number");
            s.end();
            if (threadIndexByNumber.containsKey(n)) {
                throw new InputError(at(number, 1), "expected a new thread number, thread " + n + " already exists");
            }
            threadIndexByNumber.put(n, threads.size());
            threads.add(new int[] {n, subgroup, workgroup, queueFamily, host ? 1 : 0});
            lastThreadNumber = n;
        }

        private void instruction(String opcode, LineScanner s, int number) {
            SourceSpan span = at(number, 1);
            List<String> tokens = List.of(opcode.split("\\.", -1));
            int column = 1;
            for (String t : tokens) {
                if (!KhronosInstruction.TOKENS.contains(t)) {
                    throw new InputError(at(number, column), "expected an instruction token such as st, ld, rmw, "
                            + "membar, cbar, acq, rel, sc0, scopewg, av, vis, found " + InputError.quoted(t));
                }
                column += t.length() + 1;
            }
            if (threads.isEmpty()) {
                newThread(new LineScanner("", file, number), number, false);
            }
            String variable = null;
            Long value = null;
            Long value2 = null;
            int instance = -1;
            if (tokens.contains("cbar")) {
                instance = s.integer("a barrier instance number");
            } else if (!s.atEnd()) {
                variable = s.name("a variable name");
                if (s.accept('=')) {
                    value = s.longValue("a value");
                    if (!s.atEnd()) {
                        // an rmw takes the value read and the value written; a load or store one value, and a second
                        // number on them is refused by validate ("expected one value on a store")
                        value2 = s.longValue(tokens.contains("rmw") ? "a second (written) value"
                                : "the end of the line (a " + (tokens.contains("st") ? "store" : "load")
                                + " takes one value)");
                    }
                }
            }
            s.end();
            KhronosInstruction in = new KhronosInstruction(KhronosInstruction.tokenSet(tokens), variable, value,
                    value2, instance, span);
            in.validate();
            instructions.add(in);
            threadOf.add(threads.size() - 1);
        }

        private KhronosTest build() {
            if (instructions.isEmpty()) {
                // NEWTHREAD lines alone ran as a test of nothing and passed (the session-45 audit)
                throw new InputError(at(lastLine + 1, 1), "expected at least one thread with instructions");
            }
            Map<String, String> allocation = allocations();
            LitmusBuilder b = new LitmusBuilder(file);
            for (KhronosInstruction in : instructions) {
                if (in.variable() != null) {
                    b.reference(in.variable(), allocation.get(in.variable()), in.storageClass(), 1, in.source());
                }
            }
            List<LitmusThreadBuilder> tbs = new ArrayList<>();
            // Instance ids counted by NEWQF/NEWWG/NEWSG are renumbered densely from 0 in order of
            // first use, so users see "workgroup 0, 1" rather than the counters' values.
            java.util.Map<Integer, Integer> sg = new java.util.HashMap<>();
            java.util.Map<Integer, Integer> wg = new java.util.HashMap<>();
            java.util.Map<Integer, Integer> qf = new java.util.HashMap<>();
            for (int i = 0; i < threads.size(); i++) {
                int[] t = threads.get(i);
                // a host thread is in no device agent's scope instance: it gets ids of its own
                int own = -1 - i;
                boolean host = t[4] == 1;
                LitmusThreadBuilder tb = b.thread("P" + t[0], sg.computeIfAbsent(host ? own : t[1], k -> sg.size()),
                        wg.computeIfAbsent(host ? own : t[2], k -> wg.size()),
                        qf.computeIfAbsent(host ? own : t[3], k -> qf.size()));
                tbs.add(host ? tb.asHost() : tb);
            }
            List<LoadConstraint> constraints = new ArrayList<>();
            List<ReadGoal> goals = new ArrayList<>();
            List<ProgramNote> notes = new ArrayList<>();
            int[] loads = new int[threads.size()];
            for (int i = 0; i < instructions.size(); i++) {
                KhronosInstruction in = instructions.get(i);
                int t = threadOf.get(i);
                String register = in.isRead() ? "r" + loads[t]++ : null;
                emit(b, tbs.get(t), in, register);
                if (register != null && in.value() != null && constrains(in)) {
                    constraints.add(new LoadConstraint(tbs.get(t).name() + ":" + register, in.value(), in.source()));
                    // thread t is agent t (LitmusBuilder numbers agents in the order of their threads)
                    goals.add(new ReadGoal(t, in.source(), in.value()));
                } else if (register != null && in.value() != null) {
                    notes.add(unconstrained(in));
                }
            }
            for (int i = 0; i < ssws.size(); i++) {
                b.systemSynchronizesWith(threadIndex(ssws.get(i)[0], sswSpans.get(i)),
                        threadIndex(ssws.get(i)[1], sswSpans.get(i)));
            }
            Program p = b.build();
            return new KhronosTest(new Program(p.name(), p.launch(), p.initial(), goals, notes), constraints, answers);
        }

        private void emit(LitmusBuilder b, LitmusThreadBuilder t, KhronosInstruction in, String register) {
            SourceSpan at = in.source();
            if (in.isAccess()) {
                Reference r = b.reference(in.variable(), at);
                if (in.isRead() && in.isWrite()) {
                    t.rmw(register, r, 0, RmwOp.EXCHANGE, Operand.constant(in.value2()), null, in.access(), at);
                } else if (in.isRead()) {
                    t.load(register, r, 0, in.access(), at);
                } else {
                    t.store(r, 0, Operand.constant(in.value()), in.access(), at);
                }
            } else if (in.isControlBarrier()) {
                t.controlBarrier(in.scope(), in.scope(), in.semantics(), in.cbarInstance(), at);
            } else if (in.has("membar")) {
                t.memoryBarrier(in.scope(), in.semantics(), at);
            } else if (in.has("avdevice")) {
                t.deviceAvailability(at);
            } else if (in.has("flush")) {
                t.hostAvailability(at);
            } else if (in.has("invalidate")) {
                t.hostVisibility(at);
            } else if (in.has("dom")) {
                t.domainOperation(in.has("h2d") ? Action.MemoryDomainOperation.Direction.HOST_TO_DEVICE
                        : Action.MemoryDomainOperation.Direction.DEVICE_TO_HOST, at);
            } else {
                t.deviceVisibility(at);
            }
        }

        /** litmus.cpp: reads-from the same-named store of the value, or from init for 0. */
        private boolean constrains(KhronosInstruction load) {
            if (load.value() == 0) {
                return true;
            }
            for (KhronosInstruction w : instructions) {
                if (w != load && w.isWrite() && load.variable().equals(w.variable())
                        && load.value().equals(w.isRead() ? w.value2() : w.value())) {
                    return true;
                }
            }
            return false;
        }

        /**
         * The note of a load whose value constrains nothing ({@link #constrains}): the user wrote a value and the
         * answers are about every value. Key {@code note.loadUnconstrained}: the variable, the value, 1 when the
         * variable has SLOC aliases (a store through one of them does not count), else 0.
         */
        private ProgramNote unconstrained(KhronosInstruction load) {
            boolean aliased = false;
            for (String[] pair : slocs) {
                aliased |= pair[0].equals(load.variable()) || pair[1].equals(load.variable());
            }
            return new ProgramNote(load.source(), "the load's value " + load.variable() + " = " + load.value()
                    + " constrains nothing: no store to " + load.variable() + " writes " + load.value() + " (as in the"
                    + " Khronos litmus.cpp, a load's value names a store to the same variable"
                    + (aliased ? "; a store through an SLOC alias does not count" : "") + "), so the answers cover"
                    + " every value it reads", "note.loadUnconstrained", List.<Object>of(load.variable(), String.valueOf(load.value()),
                    aliased ? 1 : 0));
        }

        private int threadIndex(int number, SourceSpan span) {
            Integer index = threadIndexByNumber.get(number);
            if (index == null) {
                throw new InputError(span, "expected the number of a thread, found " + number);
            }
            return index;
        }

        /** Variable name to allocation: the first-used variable of its SLOC group. */
        private Map<String, String> allocations() {
            Map<String, String> parent = new HashMap<>();
            for (KhronosInstruction in : instructions) {
                if (in.variable() != null) {
                    parent.putIfAbsent(in.variable(), in.variable());
                }
            }
            for (int i = 0; i < slocs.size(); i++) {
                for (String v : slocs.get(i)) {
                    if (!parent.containsKey(v)) {
                        throw new InputError(slocSpans.get(i), "expected a variable used by an instruction, found "
                                + InputError.quoted(v));
                    }
                }
                String a = root(parent, slocs.get(i)[0]);
                String c = root(parent, slocs.get(i)[1]);
                if (!a.equals(c)) {
                    parent.put(c, a);
                }
            }
            Map<String, String> first = new HashMap<>();
            Map<String, String> result = new HashMap<>();
            for (KhronosInstruction in : instructions) {
                if (in.variable() != null) {
                    String root = root(parent, in.variable());
                    first.putIfAbsent(root, in.variable());
                    result.put(in.variable(), first.get(root));
                }
            }
            return result;
        }

        private static String root(Map<String, String> parent, String v) {
            String r = v;
            while (!parent.get(r).equals(r)) {
                r = parent.get(r);
            }
            return r;
        }
    }
}
