package dev.syncscope.app.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The command line names a subgroup as the window does, by its workgroup and its index within it (the program's
 * {@code gl_SubgroupID}), not by the engine's instance id across the launch (audit 52 L1): a launch of two workgroups
 * of two subgroups, where workgroup 1's second subgroup is the engine's instance 3.
 */
class CliSubgroupNumberingTest extends CliHarness {

    @Test
    void runNamesASubgroupBarrierOfTheSecondWorkgroupWithinItsWorkgroup() {
        assertEquals(Cli.FAILED, run("run", "../docs/examples/diagnostics/subgroup-barrier.comp"), out.toString());
        assertTrue(out.toString().contains("BARRIER_DIVERGENCE: barrier 0 (subgroup 1 of workgroup 1) released without"
                + " T6, which finished at ../docs/examples/diagnostics/subgroup-barrier.comp:14 without reaching it"),
                out.toString());
        assertFalse(out.toString().toLowerCase(java.util.Locale.ROOT).contains("subgroup 3 "), out.toString());
    }

    @Test
    void runNamesTheSubgroupDomainAWriteReachedWithinItsWorkgroup(@TempDir Path dir) throws IOException {
        // VK MM: Availability and Visibility: P1's write is available in its subgroup's domain (the engine's instance
        // 1, the first subgroup of workgroup 1), which P2 of the same subgroup reads unordered
        Path file = Files.writeString(dir.resolve("sg-domain.test"), "NEWWG\nNEWSG\nNEWTHREAD\nst.nonpriv.sc0 y = 1\n"
                + "NEWWG\nNEWSG\nNEWTHREAD\nst.av.scopesg.sc0 x = 1\nNEWTHREAD\nld.vis.scopesg.sc0 x\n");
        run("run", file.toString());
        assertTrue(out.toString().contains("the write was available in the wg1·sg0 domain, but nothing synchronizes P1"
                + " with P2"), out.toString());
    }
}
