package dev.syncscope.app.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code check} lists a racing pair of accesses once, with every distinct missing link its racing executions lack under
 * it (GPU audit D13: the pair was listed once per link). A data race is a property of two operations of an execution
 * (VK MM: Data Race); executions of one pair of accesses may lack different links.
 */
class CliRacePairsTest extends CliHarness {

    /**
     * Message passing across two workgroups with workgroup-scope release/acquire (the audit's l01): where P1 reads
     * y = 0 nothing synchronizes; where it reads y = 1 the release and acquire are not in the instance of each other's
     * memory scopes (VK MM: Synchronizes-With), so neither execution orders the accesses of x.
     */
    private static final String MP_WG_ACROSS_WG = """
            Vulkan mp_wg_across_wg
            { x=0; y=0; P1:r0=0; P1:r1=0; }
             P0@sg 0, wg 0, qf 0                  | P1@sg 0, wg 1, qf 0                        ;
             st.av.dv.sc0 x, 1                    | ld.atom.acq.wg.sc0.semsc0.semvis r0, y     ;
             st.atom.rel.wg.sc0.semsc0.semav y, 1 | ld.vis.dv.sc0 r1, x                        ;
            exists (P1:r0 == 1 /\\ P1:r1 == 0)
            """;

    private static final String NO_SYNC = "missing: no happens-before between P0 and P1: missing synchronization";
    private static final String SCOPE = "missing: no happens-before between P0 and P1: P1 reads y, which P0 stored"
            + " atomically after its access, but the two atomics are not in each other's scope instance (wg / wg)";

    @Test
    void aPairWhoseExecutionsLackDifferentLinksIsOneRaceListingEachLink(@TempDir Path dir) throws IOException {
        Path test = Files.writeString(dir.resolve("mp.litmus"), MP_WG_ACROSS_WG);
        run("check", test.toString());
        String text = out.toString();
        assertTrue(text.contains("data races (2):\n"), "x's pair and y's pair: " + text);
        String pair = "  P0: W x = 1 at " + test + ":4:2\n    races with P1: R x = 0 or 1 at " + test + ":5:41\n";
        assertEquals(1, occurrences(text, pair), text);
        int at = text.indexOf(pair) + pair.length();
        List<String> under = text.substring(at).lines().takeWhile(l -> l.startsWith("    missing: ")).toList();
        assertEquals(2, under.size(), text);
        assertTrue(under.get(0).strip().startsWith(NO_SYNC), under.toString());
        assertTrue(under.get(1).strip().startsWith(SCOPE), under.toString());
    }

    @Test
    void inJsonAPairIsOneRaceWithItsLinksAsAnArray(@TempDir Path dir) throws IOException {
        Path test = Files.writeString(dir.resolve("mp.litmus"), MP_WG_ACROSS_WG);
        run("check", "--json", test.toString());
        JsonNode races = new ObjectMapper().readTree(out.toString()).get("races");
        assertEquals(2, races.size(), races.toString());
        JsonNode x = races.get(0);
        assertEquals("W x", x.get("first").get("access").asText());
        assertEquals("R x", x.get("second").get("access").asText());
        JsonNode links = x.get("missingLinks");
        assertEquals(2, links.size(), links.toString());
        assertTrue(("missing: " + links.get(0).asText()).startsWith(NO_SYNC), links.toString());
        assertTrue(("missing: " + links.get(1).asText()).startsWith(SCOPE), links.toString());
        assertEquals(links.get(0).asText(), x.get("missingLink").asText(), "the first link, as before");
        assertEquals(1, races.get(1).get("missingLinks").size(), "y's pair lacks one link");
    }

    private static int occurrences(String text, String part) {
        int n = 0;
        for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1)) {
            n++;
        }
        return n;
    }
}
