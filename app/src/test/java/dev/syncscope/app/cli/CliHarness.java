package dev.syncscope.app.cli;

import java.io.PrintWriter;
import java.io.StringWriter;

/** The command line run in this JVM with its output and errors captured, as the CLI tests run it. */
abstract class CliHarness {

    protected final StringWriter out = new StringWriter();
    protected final StringWriter err = new StringWriter();

    /** Runs {@code syncscope ARGS}; its exit code. */
    protected int run(String... args) {
        return Cli.run(args, new PrintWriter(out), new PrintWriter(err));
    }
}
