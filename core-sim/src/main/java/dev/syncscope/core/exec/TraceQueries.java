package dev.syncscope.core.exec;

/**
 * Questions about an engine's recorded steps answered from its trace's arenas, without building a step's record: for
 * a window that shows the latest read when the steps it carries hold none (1,024 invocations arriving at a barrier
 * after their reads). Stateless.
 */
public final class TraceQueries {

    private TraceQueries() {
    }

    /**
     * The latest step before {@code end} that is a read (a load or a read-modify-write), looking back at most
     * {@code limit} steps; -1 when there is none.
     */
    public static int latestRead(Engine e, int end, int limit) {
        TraceLog log = e.traceLog();
        int to = Math.min(end, log.size());
        for (int i = to - 1; i >= Math.max(0, to - limit); i--) {
            if (log.reads(i)) {
                return i;
            }
        }
        return -1;
    }
}
