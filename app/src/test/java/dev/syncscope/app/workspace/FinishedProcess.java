package dev.syncscope.app.workspace;

import java.io.IOException;

/** For recovery tests: the id of a process that has run and exited, as a crashed SyncScope's would be. */
public final class FinishedProcess {

    private FinishedProcess() {
    }

    /** Starts {@code java -version}, waits for it to exit, and returns its process id. */
    public static long id() throws IOException, InterruptedException {
        String java = ProcessHandle.current().info().command().orElse("java");
        Process p = new ProcessBuilder(java, "-version").redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        p.waitFor();
        return p.pid();
    }
}
