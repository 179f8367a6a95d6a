package dev.syncscope.app.cli;

import dev.syncscope.core.litmus.herd.HerdLitmus;
import dev.syncscope.core.litmus.herd.HerdParser;
import dev.syncscope.core.litmus.khronos.KhronosParser;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.ThreadState;

import java.util.Locale;

/**
 * A litmus test (Khronos {@code .test}, herd-style {@code .litmus}) as {@code check} and {@code run} launch it:
 * its threads are fixed by the file, so {@code --max-invocations} refuses a test with more threads, at the first
 * thread over the limit (a herd test: its column of the thread header; a Khronos test: its first instruction, as
 * no single line sets the thread count). Stateless.
 */
final class LitmusLaunch {

    private LitmusLaunch() {
    }

    /** Whether {@code fileName} is a litmus test rather than a kernel. */
    static boolean isLitmus(String fileName) {
        String lower = fileName.toLowerCase(Locale.ROOT);
        return lower.endsWith(".test") || lower.endsWith(".litmus");
    }

    /**
     * The program of the litmus test {@code text} (herd loops cut after {@code unroll} backward jumps).
     *
     * @throws InputError when the file is malformed, or has more than {@code maxInvocations} threads
     */
    static Program load(String fileName, String text, int unroll, int maxInvocations) {
        if (fileName.toLowerCase(Locale.ROOT).endsWith(".litmus")) {
            HerdLitmus parsed = HerdParser.read(fileName, text);
            if (parsed.threads().size() > maxInvocations) {
                throw overLimit(parsed.threads().get(maxInvocations).span(), parsed.threads().size(), maxInvocations,
                        "P" + maxInvocations + " is the first over it");
            }
            return HerdParser.compile(parsed, unroll).program();
        }
        Program program = new KhronosParser().parse(fileName, text).program();
        int threads = program.invocationCount();
        if (threads > maxInvocations) {
            ThreadState first = program.initial().get(maxInvocations);
            String name = program.launch().agents().get(maxInvocations).name();
            if (first.status() == ThreadState.Status.RUNNING) {
                throw overLimit(first.next().source(), threads, maxInvocations, name + ", the first over it, starts here");
            }
            throw overLimit(new SourceSpan(fileName, 0, 0), threads, maxInvocations, name + " is the first over it");
        }
        return program;
    }

    private static InputError overLimit(SourceSpan at, int threads, int limit, String which) {
        return new InputError(at, "the test has " + threads + " threads, more than the dispatch-size limit of " + limit
                + " (--max-invocations " + limit + "): " + which);
    }
}
