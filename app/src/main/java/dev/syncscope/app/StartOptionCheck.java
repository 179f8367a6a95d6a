package dev.syncscope.app;

import dev.syncscope.app.workspace.Workspace;
import dev.syncscope.app.workspace.WorkspaceFiles;
import dev.syncscope.core.load.InputFiles;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.core.model.InputError;
import dev.syncscope.views.i18n.Messages;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Checks the window's start options ({@link StartOptions#HELP}) before the window opens, as the command line
 * checks its own: a value the option does not take, an option the window does not know, or a second file is
 * refused with one line naming the option and the values it takes, and {@code java -jar syncscope.jar} exits
 * with 2, bad input (before, {@code --steps=abc} failed inside JavaFX's start method and {@code --tabs=nosuchTab},
 * {@code --lang=xx} or {@code --bogus} were ignored). The arguments are split as JavaFX splits them
 * ({@code --name=value} is named, anything else unnamed). A flag given a value ({@code --presentation=no}, which
 * JavaFX names and the window took as on), a number too large to count, or {@code --screenshot-after} without
 * {@code --screenshot} (the window ignored it) are refused too. {@link #problem} is a pure function;
 * {@link #fileProblem} looks at the file to open: one that is missing, a folder or cannot be read is refused before
 * the window opens (the window opened empty, saying in Problems only "cannot read the file: no such file"), and so is
 * a workspace that cannot be read or whose kernel is missing ({@link #workspaceProblem}). Immutable.
 */
final class StartOptionCheck {

    /** The tabs {@code --tabs} brings to the front, by the ids the window gives them. */
    static final List<String> TABS = List.of("domainsTab", "executionTab", "scopesTab", "outcomesTab", "sourceTab",
            "lessonsTab", "problemsTab", "explainTab", "memoryTab");

    /** The options that take a value, with the form {@code --help} gives them. */
    private static final Map<String, String> NAMED = Map.of("steps", "--steps=N", "tabs", "--tabs=ID,ID",
            "lang", "--lang=en|ja", "recover", "--recover=ask|restore|discard|off", "screenshot", "--screenshot=PNG",
            "screenshot-after", "--screenshot-after=MS", "presentation", "--presentation", "check-all", "--check-all");

    /** The options without a value. */
    static final List<String> FLAGS = List.of("--presentation", "--check-all");

    private static final String OPTIONS = "--steps=N, --tabs=ID,ID, --lang=en|ja, --presentation, --check-all,"
            + " --recover=ask|restore|discard|off, --screenshot=PNG, --screenshot-after=MS";

    private StartOptionCheck() {
    }

    /** The named arguments of {@code args}, as JavaFX's {@code Parameters.getNamed()} gives them. */
    static Map<String, String> named(String[] args) {
        Map<String, String> out = new LinkedHashMap<>();
        for (String a : args) {
            int eq = a.indexOf('=');
            if (a.startsWith("--") && eq > 2) {
                out.put(a.substring(2, eq), a.substring(eq + 1));
            }
        }
        return out;
    }

    /** The unnamed arguments of {@code args}, as JavaFX's {@code Parameters.getUnnamed()} gives them. */
    static List<String> unnamed(String[] args) {
        List<String> out = new ArrayList<>();
        for (String a : args) {
            if (!(a.startsWith("--") && a.indexOf('=') > 2)) {
                out.add(a);
            }
        }
        return out;
    }

    /** Why the window cannot start with {@code args}, as one line ({@code syncscope: …}), or null when it can. */
    static String problem(String[] args) {
        Map<String, String> named = named(args);
        for (Map.Entry<String, String> e : named.entrySet()) {
            String why = valueProblem(e.getKey(), e.getValue());
            if (why != null) {
                return "syncscope: " + why;
            }
        }
        List<String> files = new ArrayList<>();
        for (String a : unnamed(args)) {
            if (FLAGS.contains(a)) {
                continue;
            }
            if (a.startsWith("--") && NAMED.containsKey(a.substring(2))) {
                return "syncscope: " + a + " needs a value: " + NAMED.get(a.substring(2));
            }
            if (a.startsWith("-")) {
                return unknown(a);
            }
            files.add(a);
        }
        if (files.size() > 1) {
            return "syncscope: the window opens one file, not " + files.size() + ": " + String.join(" ", files);
        }
        if (named.containsKey("screenshot-after") && !named.containsKey("screenshot")) {
            return "syncscope: --screenshot-after needs --screenshot";
        }
        return null;
    }

    /**
     * Why the file {@code args} name (checked by {@link #problem}) cannot be opened, as one line
     * ({@code syncscope: FILE: no such file}, as {@code check} and {@code run} say it with {@link InputFiles}'
     * reasons), or null when there is none or it is a regular file that can be read. Reads the file system, not the
     * file, except a workspace, which is read as the window reads it ({@link #workspaceProblem}).
     */
    static String fileProblem(String[] args) {
        List<String> files = unnamed(args).stream().filter(a -> !FLAGS.contains(a)).toList();
        if (files.isEmpty()) {
            return null;
        }
        String name = files.get(0);
        String why = unreadable(name);
        if (why == null && !dev.syncscope.app.cli.Cli.opens(name)) {
            // a README.md opened an empty window that said so in Problems (the session-35 audit)
            why = "SyncScope cannot open this kind of file; it opens " + ProgramLoader.SUPPORTED + ", and workspaces ("
                    + WorkspaceFiles.SUFFIX + ")";
        }
        return why != null ? "syncscope: " + name + ": " + why
                : name.toLowerCase(Locale.ROOT).endsWith(WorkspaceFiles.SUFFIX) ? workspaceProblem(Path.of(name)) : null;
    }

    /**
     * Why the window cannot open the workspace {@code file}, as one line: its reader's error with the place it gives
     * ({@code syncscope: s.syncscope.json:1:24: not a valid SyncScope workspace: …}), or its kernel missing on disk
     * (without its text in the workspace); null when it can be opened. The window opened, showed a dialog and the
     * built-in sample, and {@code --screenshot} wrote that and exited with 0, so a script took it for the workspace's
     * shot (the session-58 audit); a missing file was refused here already.
     */
    static String workspaceProblem(Path file) {
        Workspace w;
        try {
            w = new WorkspaceFiles(ENGLISH::get).read(file);
        } catch (InputError e) {
            return "syncscope: " + e;
        }
        if (w.kernelText() == null && !Files.isRegularFile(Path.of(w.kernelPath()))) {
            return "syncscope: " + file + ": the workspace's kernel " + w.kernelPath() + " is missing";
        }
        return null;
    }

    /** The words of the errors the launcher prints, English as its other lines ({@link WorkspaceFiles}' keys). */
    private static final Messages ENGLISH = Messages.forLocale(Locale.ENGLISH);

    /**
     * Why the PNG {@code --screenshot=PNG} names in {@code args} (checked by {@link #problem}) cannot be written, as
     * one line ({@code syncscope: --screenshot cannot write x.png: the folder /nonexistent/dir does not exist}), or
     * null when there is none or its folder is there and writable: the window opened, and the write failed with a
     * stack trace and exit code 0 (the session-39 audit). Reads the file system and writes nothing.
     */
    static String shotProblem(String[] args) {
        String name = named(args).get("screenshot");
        if (name == null) {
            return null;
        }
        String why;
        try {
            Path file = Path.of(name).toAbsolutePath();
            Path folder = file.getParent();
            if (Files.isDirectory(file)) {
                why = "it is a folder";
            } else if (folder == null || !Files.exists(folder)) {
                why = "the folder " + folder + " does not exist";
            } else if (!Files.isDirectory(folder)) {
                why = folder + " is not a folder";
            } else if (!Files.isWritable(folder) || Files.exists(file) && !Files.isWritable(file)) {
                why = "permission denied";
            } else {
                return null;
            }
        } catch (InvalidPathException e) {
            why = "not a file name (" + e.getReason() + ")";
        }
        return "syncscope: --screenshot cannot write " + name + ": " + why;
    }

    /** Why the window cannot read the file {@code name}, in {@link InputFiles#reason}'s words, or null. */
    private static String unreadable(String name) {
        try {
            Path file = Path.of(name);
            BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class);
            if (attributes.isDirectory()) {
                return "it is a folder";
            }
            if (!attributes.isRegularFile()) {
                return "it is not a regular file (a named pipe, device or socket); SyncScope reads regular files only";
            }
            FileChannel.open(file).close();
            return null;
        } catch (InvalidPathException e) {
            return "not a file name (" + e.getReason() + ")";
        } catch (IOException e) {
            return InputFiles.reason(e);
        }
    }

    private static String unknown(String option) {
        return "syncscope: unknown option '" + option + "' (the window's options: " + OPTIONS
                + "; java -jar syncscope.jar --help explains them)";
    }

    /** Why {@code --name=value} is refused, or null. */
    private static String valueProblem(String name, String value) {
        return switch (name) {
            case "steps" -> countProblem("--steps", "steps", value);
            case "screenshot-after" -> countProblem("--screenshot-after", "milliseconds", value);
            case "tabs" -> {
                for (String tab : value.split(",", -1)) {
                    if (!TABS.contains(tab)) {
                        yield "--tabs takes tab ids separated by commas (" + String.join(", ", TABS) + "), not '"
                                + tab + "'";
                    }
                }
                yield null;
            }
            case "lang" -> List.of("en", "ja").contains(value.toLowerCase(Locale.ROOT)) ? null
                    : "--lang takes en or ja, not '" + value + "'";
            case "recover" -> List.of("ask", "restore", "discard", "off").contains(value.toLowerCase(Locale.ROOT))
                    ? null : "--recover takes ask, restore, discard or off, not '" + value + "'";
            case "screenshot" -> value.isBlank() ? "--screenshot takes the PNG file to write: --screenshot=PNG" : null;
            case "presentation", "check-all" -> "--" + name + " takes no value";
            default -> unknown("--" + name + "=" + value).substring("syncscope: ".length());
        };
    }

    /**
     * Why {@code value}, given as {@code option}, is no count of {@code unit} the window takes (a whole number from 0
     * to {@value Integer#MAX_VALUE}), or null.
     */
    private static String countProblem(String option, String unit, String value) {
        if (value.isEmpty() || !value.chars().allMatch(Character::isDigit)) {
            return option + " takes a number of " + unit + ", 0 or more, not '" + value + "'";
        }
        try {
            Integer.parseInt(value);
            return null;
        } catch (NumberFormatException e) {
            return option + " takes at most " + Integer.MAX_VALUE + " " + unit + ", not '" + value + "'";
        }
    }
}
