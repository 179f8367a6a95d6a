package dev.syncscope.app.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The session-45 QA audit of the command line: bad input is exit 2, and nothing checked is no pass. */
class CliAudit45Test extends CliHarness {

    /** A kernel with one buffer member, x, in 5 lines; {@code %s} is its first line. */
    private static final String KERNEL = "%s\n#version 450\nlayout(local_size_x = 2) in;\n"
            + "layout(binding = 0) buffer B { uint x; };\nvoid main() { x = 1u; }\n";

    /** Message passing with relaxed atomics in herd syntax: a .litmus test with instructions and no race. */
    private static final String MP = """
            Vulkan mp
            { x=0; y=0; }
             P0@sg 0, wg 0, qf 0 | P1@sg 1, wg 0, qf 0 ;
             st.atom.dv.sc0 x, 1 | ld.atom.dv.sc0 r0, y ;
             st.atom.dv.sc0 y, 1 | ld.atom.dv.sc0 r1, x ;
            exists (P1:r0 == 1 /\\ P1:r1 == 0)
            """;

    private void clear() {
        out.getBuffer().setLength(0);
        err.getBuffer().setLength(0);
    }

    @Test
    void aLitmusFileWhoseThreadsHaveNoInstructionIsBadInput(@TempDir Path dir) throws IOException {
        // was: an outcome and OK, exit 0 (a test of nothing passed)
        Path cut = Files.writeString(dir.resolve("trunc.litmus"), "Vulkan t\n{ x=0; }\n"
                + " P0@sg 0, wg 0, qf 0 | P1@sg 1, wg 0, qf 0 ;\n");
        assertEquals(Cli.BAD_INPUT, run("check", cut.toString()));
        assertTrue(err.toString().startsWith(cut + ":4:1: expected at least one thread with instructions"),
                err.toString());
        clear();
        Path threads = Files.writeString(dir.resolve("nothreads.test"), "NEWWG\nNEWSG\nNEWTHREAD\n");
        assertEquals(Cli.BAD_INPUT, run("check", threads.toString()));
        assertEquals(threads + ":4:1: expected at least one thread with instructions\n", err.toString());
        clear();
        assertEquals(Cli.BAD_INPUT, run("run", threads.toString()));
        assertTrue(err.toString().contains("expected at least one thread with instructions"), err.toString());
    }

    private JsonNode json() throws IOException {
        return new ObjectMapper().readTree(out.toString());
    }

    private void assertJsonError(String file, String message, String... args) throws IOException {
        clear();
        assertEquals(Cli.BAD_INPUT, run(args), err.toString());
        assertEquals("", err.toString());
        JsonNode e = json();
        assertEquals(Set.of("file", "line", "column", "message"), Set.copyOf(iterable(e.fieldNames())));
        assertEquals(file, e.get("file").isNull() ? null : e.get("file").asText(), out.toString());
        assertEquals(message, e.get("message").asText());
        assertEquals(0, e.get("line").asInt());
    }

    private static List<String> iterable(java.util.Iterator<String> names) {
        List<String> list = new java.util.ArrayList<>();
        names.forEachRemaining(list::add);
        return list;
    }

    @Test
    void suiteJsonAnswersErrorsAsCheckJsonDoes(@TempDir Path dir) throws IOException {
        // was: plain text on the error stream
        Path missing = dir.resolve("nonexist");
        assertJsonError(missing.toString(), "no such folder", "suite", "--json", missing.toString());
        Path file = Files.writeString(dir.resolve("t.litmus"), MP);
        assertJsonError(file.toString(), "not a folder; suite checks the litmus files under a folder, and check takes"
                + " one file (java -jar syncscope.jar check " + file + ")", "suite", "--json", file.toString());
        assertJsonError(null, "--time-limit must be from 0 to 1000000000, not -1", "suite", "--json", "--time-limit",
                "-1", dir.toString());
        assertJsonError(null, "--time-limit must be a whole number from 0 to 1000000000, not 'abc'", "suite", "--json",
                "--time-limit", "abc", dir.toString());
        assertJsonError(null, "Missing required parameter: 'DIR'", "suite", "--json");
        Path empty = Files.createDirectory(dir.resolve("empty"));
        assertJsonError(empty.toString(), "no litmus files found (suite checks .test files, and .litmus files against"
                + " the rows of an expected/*.csv beside them)", "suite", "--json", empty.toString());
    }

    /** The options {@code command} has. */
    private static Set<String> optionsOf(String command) {
        return new CommandLine(Cli.class).getSubcommands().get(command).getCommandSpec().optionsMap().keySet();
    }

    /** Fails when {@code message} names an option that {@code command} does not have. */
    private static void namesOnlyOptionsOf(String command, String message) {
        Matcher m = Pattern.compile("(?<![\\w-])--[a-z][a-z-]*").matcher(message);
        boolean any = false;
        while (m.find()) {
            any = true;
            assertTrue(optionsOf(command).contains(m.group()), command + " has no " + m.group() + ": " + message);
        }
        assertTrue(any, message);
    }

    @Test
    void unrollOnAKernelNamesOnlyTheOptionsOfTheCommandGiven(@TempDir Path dir) throws IOException {
        // was, for run: "… bounded by its instruction budget (--budget N) and by --spin-bound", which run does not have
        Path kernel = Files.writeString(dir.resolve("k.comp"), KERNEL.formatted("// a kernel"));
        for (String command : List.of("run", "check")) {
            clear();
            assertEquals(Cli.BAD_INPUT, run(command, kernel.toString(), "--unroll", "3"));
            namesOnlyOptionsOf(command, err.toString());
        }
        clear();
        run("run", kernel.toString(), "--unroll", "3");
        assertTrue(err.toString().contains("--max-steps N"), err.toString());
    }

    @Test
    void anExpectLineNamingWhatTheKernelDoesNotHaveIsBadInputAtThatLine(@TempDir Path dir) throws IOException {
        // was: FAIL … (found false: no buffer, shared variable or member named nosuch (known: x)), exit 1
        Path race = Files.writeString(dir.resolve("race.comp"), KERNEL.formatted("// @expect race nosuch"));
        assertEquals(Cli.BAD_INPUT, run("check", race.toString()));
        assertEquals(race + ":1:4: @expect race nosuch: no buffer, shared variable or member named nosuch (known: x)\n",
                err.toString());
        // was: FAIL … (stale reads seen: ), an empty list
        clear();
        Path stale = Files.writeString(dir.resolve("stale.comp"), KERNEL.formatted("// @expect stale 999"));
        assertEquals(Cli.BAD_INPUT, run("check", stale.toString()));
        assertEquals(stale + ":1:4: @expect stale 999: line 999 is not a line of the file (it has 5 lines)\n",
                err.toString());
        clear();
        assertEquals(Cli.BAD_INPUT, run("check", "--json", stale.toString()));
        assertEquals(1, json().get("line").asInt());
        assertEquals(4, json().get("column").asInt());
    }

    @Test
    void aValueThatIsNoWholeNumberIsRefusedInOneLineNamingTheRange(@TempDir Path dir) throws IOException {
        // was: "Invalid value for option '--max-candidates': 'abc' is not a long" and the whole usage
        Path kernel = Files.writeString(dir.resolve("k.comp"), KERNEL.formatted("// a kernel"));
        for (String value : List.of("abc", "99999999999999999999")) {
            clear();
            assertEquals(Cli.BAD_INPUT, run("check", kernel.toString(), "--max-candidates", value));
            assertEquals("syncscope: --max-candidates must be a whole number from 1 to 9223372036854775807, not '"
                    + value + "'\n", err.toString());
        }
        clear();
        assertEquals(Cli.BAD_INPUT, run("check", kernel.toString(), "--spin-bound", "3000000000"));
        assertEquals("syncscope: --spin-bound must be a whole number from 1 to 2147483647, not '3000000000'\n",
                err.toString());
        clear();
        assertEquals(Cli.BAD_INPUT, run("run", kernel.toString(), "--seed", "x"));
        assertEquals("syncscope: --seed must be a whole number from 0 to 2147483647, not 'x'\n", err.toString());
        clear();
        assertEquals(Cli.BAD_INPUT, run("suite", dir.toString(), "--time-limit", "1.5"));
        assertEquals("syncscope: --time-limit must be a whole number from 0 to 1000000000, not '1.5'\n",
                err.toString());
        clear();
        assertEquals(Cli.BAD_INPUT, run("check", "--json", kernel.toString(), "--max-invocations", "many"));
        assertEquals("--max-invocations must be a whole number from 1 to 2147483647, not 'many'",
                json().get("message").asText());
    }

    @Test
    void aSuiteThatComparedNoAnswerIsNoPass(@TempDir Path dir) throws IOException {
        // was: "0 passed, 0 failed, 0 timed out, 0 errors; 1 file without expected answers", exit 0
        Files.writeString(dir.resolve("mp.litmus"), MP);
        assertEquals(Cli.LIMIT, run("suite", dir.toString()));
        assertEquals(dir + ": no answer was compared: the litmus file has no expected answer (a .test file its answer"
                + " lines, a .litmus file a row of an expected/*.csv beside it)\n", err.toString());
        clear();
        assertEquals(Cli.LIMIT, run("suite", "--json", dir.toString()));
        assertEquals(0, json().get("checks").size());
        // a run that compared some answers keeps its exit code
        clear();
        Files.writeString(dir.resolve("a.test"), "NEWTHREAD\nst.sc0 x = 1\nSATISFIABLE consistent[X]\n");
        assertEquals(Cli.OK, run("suite", dir.toString()), out + "\n" + err);
        assertFalse(err.toString().contains("no answer was compared"), err.toString());
    }

    @Test
    void aSeedWithAnotherSchedulerIsRefused(@TempDir Path dir) throws IOException {
        // was: run --seed 5 --scheduler round-robin dropped the seed silently
        Path test = Files.writeString(dir.resolve("mp.litmus"), MP);
        for (String scheduler : List.of("round-robin", "lock-step")) {
            clear();
            assertEquals(Cli.BAD_INPUT, run("run", test.toString(), "--seed", "5", "--scheduler", scheduler));
            assertEquals("syncscope: --seed applies to the random scheduler (--scheduler random, or --seed alone);"
                    + " --scheduler " + scheduler + " takes no seed\n", err.toString());
        }
        clear();
        assertEquals(Cli.OK, run("run", test.toString(), "--seed", "5", "--scheduler", "random"), err.toString());
        assertTrue(out.toString().contains("random"), out.toString());
    }
}
