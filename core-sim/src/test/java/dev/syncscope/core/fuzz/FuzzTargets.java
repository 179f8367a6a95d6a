package dev.syncscope.core.fuzz;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.api.LaunchOptions;
import dev.syncscope.core.exec.ReadChoice;
import dev.syncscope.core.kernel.PragmaParser;
import dev.syncscope.core.litmus.herd.HerdParser;
import dev.syncscope.core.litmus.khronos.KhronosParser;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Contribution;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.ThreadState;
import dev.syncscope.core.spirv.DispatchConfig;
import dev.syncscope.core.spirv.SpirvBinaryReader;
import dev.syncscope.core.spirv.SpirvInterpreter;
import dev.syncscope.core.spirv.SpirvModule;
import dev.syncscope.core.spirv.SpirvTextReader;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The fuzz properties, one static method per target, shared by the Jazzer fuzz tests and the
 * shipped-corpus replay. Each throws {@link AssertionError} (or lets an unexpected exception
 * escape) when the property fails. Stateless.
 */
final class FuzzTargets {
    /** Steps one fuzzed litmus program takes at most in the compile-and-run target. */
    static final int MAX_STEPS = 64;
    /** Actions per invocation interpreted after a fuzzed SPIR-V module loads. */
    static final int MAX_KERNEL_ACTIONS = 32;
    /** Invocations of a fuzzed SPIR-V module that are interpreted. */
    static final int MAX_KERNEL_INVOCATIONS = 4;
    /**
     * Dispatch-size limit of a fuzzed SPIR-V module: a larger launch is the limit's InputError. Building
     * every invocation of a 63,000-invocation workgroup took 200 ms per input and interprets nothing more
     * (only {@link #MAX_KERNEL_INVOCATIONS} run); the limit's own path is checked instead.
     */
    static final int MAX_KERNEL_DISPATCH = 64;

    /**
     * Errors about the file as a whole, which InputError's contract lets carry line 0 ("not tied to
     * a position"). A litmus file with no instruction is placed where they were expected (session 45).
     */
    private static final Set<String> WHOLE_FILE_ERRORS = Set.of("the module has no OpMemoryModel",
            "the module has no GLCompute entry point");

    /** How the interpreter's catch-all reports an exception an unchecked malformed instruction caused while running. */
    private static final String INTERPRETER_CATCH_ALL = "malformed SPIR-V: java.";

    private FuzzTargets() {
    }

    /** The most CPU time one input may take; slower inputs fail as hangs (libFuzzer's own -timeout is far larger). */
    static final long TIME_BOUND_MS = 5_000;

    /**
     * The most wall-clock time one input may take: far above {@link #TIME_BOUND_MS} because a
     * campaign runs nice'd on a shared machine, where an input can wait for a core (or the
     * collector) much longer than it computes; it still catches an input that blocks.
     */
    static final long WALL_BOUND_MS = 60_000;

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    /**
     * Runs {@code target} on {@code data} and fails when it takes more than {@link #TIME_BOUND_MS}
     * of this thread's CPU time or more than {@link #WALL_BOUND_MS} of wall-clock time.
     */
    static void bounded(java.util.function.Consumer<byte[]> target, byte[] data) {
        long start = System.nanoTime();
        long cpuStart = THREADS.getCurrentThreadCpuTime();
        target.accept(data);
        long ms = (System.nanoTime() - start) / 1_000_000;
        long cpuMs = (THREADS.getCurrentThreadCpuTime() - cpuStart) / 1_000_000;
        if (cpuMs > TIME_BOUND_MS || ms > WALL_BOUND_MS) {
            throw new AssertionError("input took " + cpuMs + " ms of CPU time (" + ms + " ms wall), more than the bound of "
                    + TIME_BOUND_MS + " ms CPU / " + WALL_BOUND_MS + " ms wall");
        }
    }

    /** The SPIR-V binary reader, then the interpreter on what it accepts. */
    static void spirvBinary(byte[] data) {
        SpirvModule module = kernelParses("fuzz.spv", false, () -> SpirvBinaryReader.read("fuzz.spv", data));
        if (module != null) {
            interpret(module);
        }
    }

    /** The SPIR-V assembly reader, then the interpreter on what it accepts. */
    static void spirvText(byte[] data) {
        String text = new String(data, StandardCharsets.UTF_8);
        SpirvModule module = kernelParses("fuzz.spvasm", true, () -> SpirvTextReader.read("fuzz.spvasm", text));
        if (module != null) {
            interpret(module);
        }
    }

    /** The Khronos {@code .test} parser. */
    static void khronos(byte[] data) {
        String text = new String(data, StandardCharsets.UTF_8);
        parses("fuzz.test", true, () -> new KhronosParser().parse("fuzz.test", text));
    }

    /** The herd-style {@code .litmus} parser (and its compiler). */
    static void herd(byte[] data) {
        String text = new String(data, StandardCharsets.UTF_8);
        parses("fuzz.litmus", true, () -> HerdParser.parse("fuzz.litmus", text));
    }

    /** The launch-pragma parser with both comment prefixes the kernel loader uses. */
    static void pragmas(byte[] data) {
        String text = new String(data, StandardCharsets.UTF_8);
        parses("fuzz.comp", true, () -> PragmaParser.parse("fuzz.comp", text, "//"));
        parses("fuzz.spvasm", true, () -> PragmaParser.parse("fuzz.spvasm", text, ";"));
    }

    /**
     * Compile-and-run: the text is parsed as either litmus format; each program that parses is
     * stepped at most {@link #MAX_STEPS} times by a session with the RANDOM scheduler, picking read
     * choices with a generator seeded from the input. Only InputErrors without an internal cause
     * may escape ({@link DebugSession} wraps unexpected exceptions as "internal error" InputErrors
     * with the original as cause: those are bugs, and fail here).
     */
    static void litmusRun(byte[] data) {
        String text = new String(data, StandardCharsets.UTF_8);
        long seed = Arrays.hashCode(data);
        Program khronos = parses("fuzz.test", true, () -> new KhronosParser().parse("fuzz.test", text).program());
        if (khronos != null) {
            run(khronos, seed);
        }
        Program herd = parses("fuzz.litmus", true, () -> HerdParser.parse("fuzz.litmus", text).program());
        if (herd != null) {
            run(herd, seed);
        }
    }

    private static void run(Program program, long seed) {
        Random random = new Random(seed);
        try {
            DebugSession session = DebugSession.load(program, LaunchOptions.DEFAULTS
                    .withScheduler(LaunchOptions.SchedulerKind.RANDOM, seed).withStepLimit(MAX_STEPS));
            int n = program.invocationCount();
            for (int step = 0; step < MAX_STEPS && !session.finished(); step++) {
                if (random.nextBoolean()) {
                    session.step();
                    continue;
                }
                int invocation = random.nextInt(n);
                List<ReadChoice> choices = session.choices(invocation);
                if (choices.isEmpty()) {
                    session.step(invocation);
                } else {
                    session.step(invocation, choices.get(random.nextInt(choices.size())).writeId());
                }
            }
            session.snapshot();
            session.outcome();
            session.races();
            if (random.nextBoolean() && session.stepBack()) {
                session.stepForward();
            }
        } catch (InputError e) {
            if (e.getCause() != null && !(e.getCause() instanceof InputError)) {
                throw new AssertionError("internal error escaped as " + e, e.getCause());
            }
        }
    }

    private static void interpret(SpirvModule module) {
        boolean text = module.file().endsWith(".spvasm");
        Program p = kernelParses(module.file(), text,
                () -> SpirvInterpreter.program("fuzz", module, DispatchConfig.defaults().withStepBudget(1000),
                        MAX_KERNEL_DISPATCH));
        if (p == null) {
            return;
        }
        for (int i = 0; i < Math.min(MAX_KERNEL_INVOCATIONS, p.invocationCount()); i++) {
            ThreadState start = p.initial().get(i);
            // a malformed instruction met while running is an InputError too (the engine passes it on)
            ThreadState end = kernelParses(module.file(), text, () -> {
                ThreadState s = start;
                for (int a = 0; a < MAX_KERNEL_ACTIONS && s.status() == ThreadState.Status.RUNNING; a++) {
                    // a subgroup operation completes with this invocation alone in its tangle
                    s = s.next() instanceof Action.Collective c
                            ? s.advanceCollective(List.of(new Contribution(c.member(), c.contribution())))
                            : s.advance(a);
                }
                return s;
            });
            if (end != null && end.status() == ThreadState.Status.FAULT
                    && end.diagnostic().startsWith(end.stoppedAt() + ": " + INTERPRETER_CATCH_ALL)) {
                // the catch-all's diagnostic is "<position>: malformed SPIR-V: java.…"; a fault that only quotes a name
                // holding those words (an OpName string the fuzzer filled with them) is the interpreter's own message
                throw new AssertionError("invocation " + i + " faulted with an internal exception: " + end.diagnostic());
            }
        }
    }

    /**
     * {@link #parses}, and the InputError must not be the interpreter's catch-all ("malformed SPIR-V
     * module: java.lang.X", the original exception as its cause): a malformed module must be
     * rejected by a check that says what is wrong and where.
     */
    static <T> T kernelParses(String file, boolean textFormat, Supplier<T> parse) {
        return parses(file, textFormat, () -> {
            try {
                return parse.get();
            } catch (InputError e) {
                if (e.getCause() instanceof RuntimeException cause && !(cause instanceof InputError)) {
                    throw new AssertionError("malformed SPIR-V met an unchecked " + cause + ": " + e, cause);
                }
                throw e;
            }
        });
    }

    /**
     * Runs {@code parse}: its result, or null after an InputError that names {@code file} and,
     * for text formats, a line ≥ 1 (unless the error is about the whole file). Any other exception escapes.
     */
    static <T> T parses(String file, boolean textFormat, Supplier<T> parse) {
        try {
            return parse.get();
        } catch (InputError e) {
            if (e.span() == null) {
                throw new AssertionError("InputError without span: " + e.getMessage(), e);
            }
            if (!file.equals(e.span().file())) {
                throw new AssertionError("InputError names file '" + e.span().file() + "', expected " + file, e);
            }
            if (textFormat && e.span().line() < 1 && !WHOLE_FILE_ERRORS.contains(e.getMessage())) {
                throw new AssertionError("InputError without a line: " + e, e);
            }
            return null;
        }
    }
}
