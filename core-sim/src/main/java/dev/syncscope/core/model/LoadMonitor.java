package dev.syncscope.core.model;

/**
 * Watches a load that may take long: building a kernel's launch runs every invocation to its first
 * memory action, which for a large dispatch of long local loops takes minutes. The loader tells the
 * monitor how far it got, between invocations and every {@link #CHECK_INTERVAL} instructions of a long
 * one, and stops with an {@link InputError} of kind {@link InputError.Kind#STOPPED} as soon as the monitor
 * gives a reason to stop (the user cancelled, a time limit ran out). Called on the loading thread.
 */
@FunctionalInterface
public interface LoadMonitor {

    /** Never stops a load. */
    LoadMonitor NONE = (done, total) -> null;

    /** Instructions an invocation runs between two calls while its launch is built. */
    int CHECK_INTERVAL = 1 << 16;

    /**
     * @param done  invocations already run to their first memory action
     * @param total invocations of the launch
     * @return null to go on, or why the load stops (a phrase: "the time limit of 5 s ran out")
     */
    String progress(int done, int total);

    /**
     * A monitor that stops the load once {@link System#nanoTime()} passes {@code deadline}, giving {@code why}.
     */
    static LoadMonitor deadline(long deadline, String why) {
        return (done, total) -> System.nanoTime() - deadline > 0 ? why : null;
    }
}
