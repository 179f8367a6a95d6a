package dev.syncscope.core.exec;

import java.util.Arrays;

/**
 * Each agent's steps in the trace, by position, ascending: an index the explanations of a race or stale read use to
 * walk one or two agents' steps (their barriers, fences and flag reads) instead of every step of the window they
 * search. Walking every step cost a data race's explanation time proportional to the trace, and a kernel whose every
 * invocation writes one location races quadratically often: 1,024 invocations ran 24 s, 2,048 over two minutes.
 * Built lazily, on the first explanation, and extended on later ones by the steps appended since; a truncated trace
 * (a new step after stepping back) drops the positions it forgot ({@link TraceLog#takeTruncation}). Mutable, owned by
 * the engine's thread.
 */
final class AgentSteps {

    private final TraceLog log;
    private final int[][] steps;
    private final int[] counts;
    /** The trace's steps before this position are indexed. */
    private int indexed;

    AgentSteps(TraceLog log, int agents) {
        this.log = log;
        this.steps = new int[agents][];
        this.counts = new int[agents];
    }

    /** Brings the index up to the trace's steps now. */
    void sync() {
        int cut = log.takeTruncation();
        if (cut < indexed) {
            for (int a = 0; a < counts.length; a++) {
                while (counts[a] > 0 && steps[a][counts[a] - 1] >= cut) {
                    counts[a]--;
                }
            }
            indexed = cut;
        }
        int size = log.size();
        for (int i = indexed; i < size; i++) {
            int a = log.agent(i);
            if (a < 0 || a >= counts.length) {
                continue;
            }
            int[] s = steps[a];
            if (s == null || counts[a] == s.length) {
                s = steps[a] = s == null ? new int[8] : Arrays.copyOf(s, 2 * s.length);
            }
            s[counts[a]++] = i;
        }
        indexed = size;
    }

    /** How many steps agent {@code a} has in the trace (as of the last {@link #sync}). */
    int count(int a) {
        return a < 0 || a >= counts.length ? 0 : counts[a];
    }

    /** The position of agent {@code a}'s {@code k}-th step. */
    int at(int a, int k) {
        return steps[a][k];
    }

    /** The first k with {@code at(a, k) >= position} ({@link #count} when none). */
    int firstAtOrAfter(int a, long position) {
        int lo = 0;
        int hi = count(a);
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (steps[a][mid] < position) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }
}
