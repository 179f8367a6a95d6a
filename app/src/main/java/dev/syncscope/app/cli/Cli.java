package dev.syncscope.app.cli;

import dev.syncscope.core.load.ProgramLoader;
import picocli.CommandLine;
import picocli.CommandLine.Command;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

/**
 * {@code java -jar syncscope.jar <command> …}: the headless entry point. Exit codes: 0 all is as
 * expected, 1 an expectation failed or (with none written) a data race was found, 2 bad input or
 * usage, 3 a limit was reached before the answer was known. Runs on the calling thread.
 */
@Command(name = "syncscope", mixinStandardHelpOptions = true, version = "SyncScope 0.1.0",
        description = "A visual debugger for GPU synchronization under the Vulkan memory model. "
                + "Without a command it opens the window.",
        subcommands = {CheckCommand.class, SuiteCommand.class, RunCommand.class, BenchCommand.class, CommandLine.HelpCommand.class})
public final class Cli {

    public static final int OK = 0;
    public static final int FAILED = 1;
    public static final int BAD_INPUT = 2;
    public static final int LIMIT = 3;

    private static final Set<String> COMMANDS = Set.of("check", "suite", "run", "bench", "help", "--help", "-h", "--version", "-V");

    private Cli() {
    }

    /** Whether {@code args} ask for the command line rather than the window. */
    public static boolean wants(String[] args) {
        return args.length > 0 && COMMANDS.contains(args[0]);
    }

    /** Why {@code --budget N} cannot be used on {@code file}, or null when it can (or was not given). */
    static String budgetProblem(Integer budget, Path file) {
        if (budget == null) {
            return null;
        }
        if (budget < 1) {
            return "syncscope: --budget must be at least 1";
        }
        return ProgramLoader.isKernel(file.getFileName().toString()) ? null : file + ": --budget applies to kernels"
                + " (.comp, .glsl, .hlsl, .spvasm, .spv); a litmus test has no instruction budget";
    }

    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        return run(args, out, err, List.of());
    }

    /** Runs the command line; {@code footer}: lines the usage ends with (the window's options, from the app). */
    public static int run(String[] args, PrintWriter out, PrintWriter err, List<String> footer) {
        CommandLine cli = new CommandLine(Cli.class);
        if (!footer.isEmpty()) {
            cli.getCommandSpec().usageMessage().footer("%n" + String.join("%n",
                    footer.stream().map(l -> l.replace("%", "%%")).toList()));
        }
        cli.setOut(out);
        cli.setErr(err);
        cli.setExecutionExceptionHandler((e, line, parsed) -> {
            err.println("syncscope: " + e.getMessage());
            return BAD_INPUT;
        });
        cli.setParameterExceptionHandler((e, a) -> {
            err.println("syncscope: " + e.getMessage());
            e.getCommandLine().usage(err);
            return BAD_INPUT;
        });
        int code = cli.execute(args);
        out.flush();
        err.flush();
        return code;
    }
}
