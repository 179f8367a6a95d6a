package dev.syncscope.app.cli;

import dev.syncscope.app.workspace.WorkspaceFiles;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.core.model.InputError;
import picocli.CommandLine;
import picocli.CommandLine.Command;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
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

    /**
     * Whether {@code args} ask for the command line rather than the window: a command, or a first argument that is
     * no command, no option and no file the window could open (a misspelt command, which {@link #run} names).
     */
    public static boolean wants(String[] args) {
        return args.length > 0 && (COMMANDS.contains(args[0]) || unknownCommand(args[0]) != null);
    }

    /**
     * {@code syncscope: unknown command 'chek' (…)} when {@code first} is no command, does not start with {@code -}
     * (the window's options do), is no existing file and has no extension the window opens; null otherwise. A word
     * that looks like a path (a {@code /} or an extension: {@code docs/relaxed-flag.tst}) is named as a file that
     * does not exist, with the kinds of file SyncScope opens.
     */
    static String unknownCommand(String first) {
        if (first.startsWith("-") || COMMANDS.contains(first) || opens(first)) {
            return null;
        }
        try {
            if (Files.exists(Path.of(first))) {
                return null;
            }
        } catch (InvalidPathException e) {
            // not a file name either
        }
        if (looksLikeAPath(first)) {
            // a mistyped file name was an unknown command (the session-39 audit)
            return "syncscope: " + first + ": no such file; SyncScope opens " + ProgramLoader.SUPPORTED
                    + ", and workspaces (" + WorkspaceFiles.SUFFIX + ")";
        }
        return "syncscope: unknown command '" + first + "' (commands: check, suite, run, bench; or a file to open)";
    }

    /** Whether {@code word} names a file rather than a command: it has a folder in it or an extension. */
    private static boolean looksLikeAPath(String word) {
        int slash = Math.max(word.lastIndexOf('/'), word.lastIndexOf(java.io.File.separatorChar));
        return slash >= 0 || word.lastIndexOf('.') > 0;
    }

    /** Whether the window opens files named like {@code name}: kernels, litmus tests and workspaces. */
    public static boolean opens(String name) {
        return ProgramLoader.isKernel(name) || LitmusLaunch.isLitmus(name)
                || name.toLowerCase(Locale.ROOT).endsWith(WorkspaceFiles.SUFFIX);
    }

    /**
     * Why {@code check} or {@code run} cannot take {@code file}, before it is read: a folder (which {@code suite}
     * takes), a workspace, which opens in the window, or a file of a type SyncScope does not open; null for a kernel
     * or litmus test.
     */
    static String fileTypeProblem(Path file) {
        String name = file.getFileName() == null ? "" : file.getFileName().toString();
        if (Files.isDirectory(file)) {
            return file + ": this is a folder; check and run take one kernel or litmus test, and suite checks the"
                    + " litmus files under a folder (java -jar syncscope.jar suite " + file + ")";
        }
        if (ProgramLoader.isKernel(name) || LitmusLaunch.isLitmus(name)) {
            return null;
        }
        if (!Files.exists(file)) {
            // a mistyped name (relaxed-flag.tst) was told its kind is not opened, not that it is missing, as the window
            // and a first argument say it (the session-56 audit)
            return file + ": no such file; SyncScope opens " + ProgramLoader.SUPPORTED + ", and in the window"
                    + " workspaces (" + WorkspaceFiles.SUFFIX + ")";
        }
        if (name.toLowerCase(Locale.ROOT).endsWith(WorkspaceFiles.SUFFIX)) {
            return file + ": a workspace opens in the window (java -jar syncscope.jar " + file + "); check and run"
                    + " take a kernel or a litmus test: " + ProgramLoader.SUPPORTED;
        }
        return file + ": SyncScope cannot open this kind of file; it opens " + ProgramLoader.SUPPORTED
                + ", and in the window workspaces (" + WorkspaceFiles.SUFFIX + ")";
    }

    /**
     * The largest {@code --time-limit}, in seconds (about 31 years): the checker's deadline is a count of nanoseconds,
     * and one of 9,223,372,037 seconds or more overflowed ({@code syncscope: long overflow}).
     */
    static final long MAX_TIME_LIMIT = 1_000_000_000L;

    /**
     * Why {@code value}, given as {@code option}, is out of the option's range ({@link OptionRange}), naming the
     * option; null when it is in range.
     */
    static String outOfRange(String option, long value) {
        return OptionRange.of(option).problem(option, value);
    }

    /**
     * What to do when a launch does not fit the heap, after the memory message of {@code command} ({@code check} or
     * {@code run}): its own {@code --dispatch} (run's advice named check's).
     */
    static String memoryAdvice(String command) {
        return "lower its dispatch (@dispatch, or " + command + " --dispatch), or start Java with a larger heap (-Xmx,"
                + " e.g. java -Xmx8g -jar syncscope.jar …)";
    }

    /**
     * The message for an {@code OutOfMemoryError} while {@code file} was loaded or run by {@code command} (what held
     * the heap is garbage once the error reaches the command): the heap's size and {@link #memoryAdvice}. {@code run}
     * and {@code check} end with exit code 3 after it. A launch too large for the heap stops while it is built
     * ({@code LaunchHeap}), so {@code check} runs out in its search, which keeps every consistent execution it finds:
     * its message says so and names {@code --max-candidates}, and a litmus test's no dispatch (the audit: a litmus
     * test of 8 writers to one location filled the heap and was told to lower its dispatch).
     */
    static String outOfMemory(Path file, String command) {
        long mb = Runtime.getRuntime().maxMemory() >> 20;
        if (!command.equals("check")) {
            return String.format(Locale.ROOT, "%s: not enough memory to launch and run it (%,d MB of heap); %s", file,
                    mb, memoryAdvice(command));
        }
        boolean kernel = !LitmusLaunch.isLitmus(file.getFileName().toString());
        return String.format(Locale.ROOT, "%s: not enough memory to check it (%,d MB of heap): the exhaustive check keeps"
                + " every consistent execution it finds; lower --max-candidates to stop it sooner, with an incomplete"
                + " answer, %sor start Java with a larger heap (-Xmx, e.g. java -Xmx8g -jar syncscope.jar …)", file, mb,
                kernel ? "lower its dispatch (@dispatch, or check --dispatch), " : "");
    }

    /**
     * {@code e}, a kernel's launch refused as larger than the dispatch-size limit, naming the option that raises the
     * limit ({@code … more than the dispatch-size limit of 1048576 (--max-invocations N raises it)}), or, for a launch
     * of more invocations than the option takes ({@link InputError#invocations()}, the count the error carries, not
     * its words), that it cannot be run; any other error as it is.
     */
    static InputError namingLimitOption(InputError e) {
        if (e.kind() != InputError.Kind.DISPATCH_LIMIT) {
            return e;
        }
        return e.withMessage(e.getMessage() + (e.invocations() > Integer.MAX_VALUE ? beyondTheLimitOption()
                : " (--max-invocations N raises it)"));
    }

    /**
     * What a launch of more invocations than {@code --max-invocations} takes is told: that it cannot be run (2.9e17
     * invocations were told the option raises the limit, which stops at 2,147,483,647: the session-56 audit).
     */
    static String beyondTheLimitOption() {
        return String.format(Locale.ROOT, " (more than the most --max-invocations accepts, %,d: it cannot be run;"
                + " lower its dispatch)", Integer.MAX_VALUE);
    }

    /**
     * {@code syncscope: check takes one file, not 2: a.test b.test} when {@code e} is {@code check} or {@code run}
     * given more than one file, as the window says it; null for any other command-line error. It was picocli's
     * {@code Unmatched argument at index 2: 'b.test'} and the whole usage (the session-56 audit).
     */
    static String moreThanOneFile(CommandLine.ParameterException e) {
        Object command = e.getCommandLine().getCommand();
        String name = command instanceof CheckCommand ? "check" : command instanceof RunCommand ? "run" : null;
        if (name == null || !(e instanceof CommandLine.UnmatchedArgumentException unmatched)
                || unmatched.isUnknownOption() || unmatched.getUnmatched().stream().anyMatch(a -> a.startsWith("-"))) {
            return null;
        }
        List<String> files = new ArrayList<>();
        List<CommandLine.Model.PositionalParamSpec> given = e.getCommandLine().getCommandSpec().positionalParameters();
        if (!given.isEmpty() && given.get(0).getValue() != null) {
            files.add(given.get(0).getValue().toString());
        }
        files.addAll(unmatched.getUnmatched());
        return "syncscope: " + name + " takes one file, not " + files.size() + ": " + String.join(" ", files);
    }

    /** The first of {@code problems} that is not null, or null when all are. */
    static String firstProblem(String... problems) {
        for (String p : problems) {
            if (p != null) {
                return p;
            }
        }
        return null;
    }

    /** Why {@code --budget N} cannot be used on {@code file}, or null when it can (or was not given). */
    static String budgetProblem(Integer budget, Path file) {
        if (budget == null) {
            return null;
        }
        if (budget < 1) {
            return outOfRange("--budget", budget);
        }
        return kernelOnly("--budget", file, "a litmus test has no instruction budget");
    }

    /**
     * Why {@code --unroll N} cannot be used on {@code file}, or null when it can (or was not given): a kernel has no
     * herd loop bound, and the option was taken silently for one (the session-39 audit), as {@code --budget} is refused
     * for a litmus test; nor has a Khronos {@code .test}, whose threads have no loops, and which took it silently too.
     * For a kernel it names what bounds its loops in {@code command} ({@code check} or {@code run}), with that command's
     * own options: run's message named check's {@code --spin-bound} (the session-45 audit).
     */
    static String unrollProblem(Integer unroll, Path file, String command) {
        if (unroll == null) {
            return null;
        }
        if (unroll < 0) {
            return outOfRange("--unroll", unroll);
        }
        String name = file.getFileName().toString();
        if (name.toLowerCase(Locale.ROOT).endsWith(".test")) {
            return file + ": --unroll applies to herd-style .litmus tests (their loops); a Khronos .test has no loops"
                    + " to bound";
        }
        return ProgramLoader.isKernel(name) ? file + ": --unroll applies to litmus tests"
                + " (.litmus loops); a kernel's loops are bounded by its instruction budget (--budget N) and by "
                + (command.equals("run") ? "the run's steps (--max-steps N)" : "--spin-bound")
                : null;
    }

    /** Why {@code option}, which applies to kernels only, cannot be used on {@code file}; null when it can. */
    static String kernelOnly(String option, Path file, String why) {
        return ProgramLoader.isKernel(file.getFileName().toString()) ? null : file + ": " + option + " applies to"
                + " kernels (.comp, .glsl, .hlsl, .spvasm, .spv); " + why;
    }

    /** Whether {@code command} was asked for JSON ({@code check --json}, {@code suite --json}): its errors are JSON too. */
    private static boolean answersInJson(Object command) {
        return command instanceof CheckCommand check && check.json() || command instanceof SuiteCommand suite
                && suite.json();
    }

    /**
     * The refusal of a numeric option's value that is no whole number, or one too large to read ({@code --max-candidates
     * abc}), worded as a value out of range is ({@link OptionRange#notANumber}); null for any other command-line error.
     */
    static String notANumber(CommandLine.ParameterException e) {
        if (!(e.getArgSpec() instanceof CommandLine.Model.OptionSpec option) || e.getValue() == null
                || !(e.getCause() instanceof CommandLine.TypeConversionException
                || e.getCause() instanceof NumberFormatException)) {
            return null;
        }
        Class<?> type = option.type();
        if (type != int.class && type != Integer.class && type != long.class && type != Long.class) {
            return null;
        }
        String name = option.longestName();
        return OptionRange.of(name, type).notANumber(name, e.getValue());
    }

    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        return run(args, out, err, List.of());
    }

    /** Runs the command line; {@code footer}: lines the usage ends with (the window's options, from the app). */
    public static int run(String[] args, PrintWriter out, PrintWriter err, List<String> footer) {
        String unknown = args.length > 0 ? unknownCommand(args[0]) : null;
        if (unknown != null) {
            err.println(unknown);
            err.flush();
            return BAD_INPUT;
        }
        CommandLine cli = new CommandLine(Cli.class);
        if (!footer.isEmpty()) {
            cli.getCommandSpec().usageMessage().footer("%n" + String.join("%n",
                    footer.stream().map(l -> l.replace("%", "%%")).toList()));
        }
        cli.setOut(out);
        cli.setErr(err);
        cli.setExecutionExceptionHandler((e, line, parsed) -> {
            if (answersInJson(line.getCommand())) {
                out.println(Json.write(Json.error(null, 0, 0, String.valueOf(e.getMessage()))));
            } else {
                err.println("syncscope: " + e.getMessage());
            }
            return BAD_INPUT;
        });
        cli.setParameterExceptionHandler((e, a) -> {
            String oneLine = firstProblem(notANumber(e), moreThanOneFile(e));
            // check --json and suite --json answer in JSON even when their command line is wrong (an unknown option)
            Object command = e.getCommandLine().getCommand();
            if ((command instanceof CheckCommand || command instanceof SuiteCommand) && List.of(a).contains("--json")) {
                out.println(Json.write(Json.error(null, 0, 0, oneLine != null
                        ? oneLine.substring("syncscope: ".length()) : e.getMessage())));
                return BAD_INPUT;
            }
            if (oneLine != null) {
                // one line, as a value out of range is refused, rather than picocli's words and the whole usage
                err.println(oneLine);
                return BAD_INPUT;
            }
            err.println("syncscope: " + e.getMessage());
            if (e instanceof CommandLine.UnmatchedArgumentException u && u.isUnknownOption()) {
                // one line and where the options are, not the whole usage under it (the session-66 review: 72 lines)
                List<String> suggested = u.getSuggestions();
                List<String> close = suggested.subList(0, Math.min(2, suggested.size()));
                err.println((close.isEmpty() ? "" : "did you mean " + String.join(" or ", close) + "? ")
                        + e.getCommandLine().getCommandSpec().qualifiedName() + " --help lists the options");
                return BAD_INPUT;
            }
            e.getCommandLine().usage(err);
            return BAD_INPUT;
        });
        int code = cli.execute(args);
        out.flush();
        err.flush();
        return code;
    }

    /**
     * Refuses a command with {@code problem}, a line that starts with {@code syncscope: } (a problem of the command
     * line) or with {@code path}'s name (the file or folder it was given): on the error stream, or with {@code json} as
     * {@code check --json}'s JSON error on the output ({@link Json#error(String, int, int, String)}, {@code file} null
     * for the command line's). Returns {@link #BAD_INPUT}.
     */
    static int refuse(String problem, Object path, boolean json, PrintWriter out, PrintWriter err) {
        String at = path + ": ";
        if (!json) {
            err.println(problem);
        } else if (path != null && problem.startsWith(at)) {
            out.println(Json.write(Json.error(path.toString(), 0, 0, problem.substring(at.length()))));
        } else {
            out.println(Json.write(Json.error(null, 0, 0, problem.replaceFirst("^syncscope: ", ""))));
        }
        return BAD_INPUT;
    }
}
