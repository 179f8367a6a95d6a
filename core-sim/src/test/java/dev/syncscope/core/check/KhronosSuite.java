package dev.syncscope.core.check;

import dev.syncscope.core.litmus.khronos.KhronosAnswer;
import dev.syncscope.core.litmus.khronos.KhronosCorpus;
import dev.syncscope.core.litmus.khronos.KhronosParser;
import dev.syncscope.core.litmus.khronos.KhronosTest;
import dev.syncscope.core.model.Outcome;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Evaluates Khronos answer lines through the checker: an answer line holds when the existence of an
 * execution meeting the load constraints and the formula matches its SATISFIABLE/NOSOLUTION.
 * Owned by the calling thread.
 */
final class KhronosSuite {

    /** The verdict on one answer line. */
    record Verdict(String file, KhronosAnswer answer, boolean found, CheckResult result) {
        boolean agrees() {
            return result.complete() && found == answer.satisfiable();
        }

        @Override
        public String toString() {
            return file + ":" + answer.source().line() + " '" + answer.text() + "' expected "
                    + (answer.satisfiable() ? "SATISFIABLE" : "NOSOLUTION") + ", checker found "
                    + (found ? "a witness" : "none") + (result.complete() ? "" : " (" + result.limitMessage() + ")");
        }
    }

    private final KhronosParser parser = new KhronosParser();

    /** Every answer line of the vendored corpus, in file order. */
    List<Verdict> run() throws IOException {
        List<Verdict> out = new ArrayList<>();
        for (Path f : KhronosCorpus.files()) {
            out.addAll(run(f.getFileName().toString(), parser.parse(f)));
        }
        return out;
    }

    static List<Verdict> run(String file, KhronosTest test) {
        Map<String, CheckResult> cache = new HashMap<>();
        List<Verdict> out = new ArrayList<>();
        for (KhronosAnswer a : test.answers()) {
            boolean consistentOnly = a.formula().consistent();
            String key = a.noChains() + "/" + consistentOnly;
            CheckResult r = cache.computeIfAbsent(key, k -> new AxiomaticChecker(CheckOptions.DEFAULT
                    .withChains(!a.noChains()).withConsistentOnly(consistentOnly)).check(test.programFor(a)));
            out.add(new Verdict(file, a, witnessExists(test, a, r), r));
        }
        return out;
    }

    static boolean witnessExists(KhronosTest test, KhronosAnswer a, CheckResult r) {
        for (Execution e : r.executions()) {
            if (!a.formula().holds(e.consistent(), e.dataRacePairs(), e.releaseSequencePairs())) {
                continue;
            }
            for (Outcome o : e.outcomes()) {
                if (test.constraintsHold(o)) {
                    return true;
                }
            }
        }
        return false;
    }
}
