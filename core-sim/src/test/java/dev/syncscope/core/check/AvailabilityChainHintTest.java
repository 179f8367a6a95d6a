package dev.syncscope.core.check;

import dev.syncscope.core.load.ProgramLoader;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A write made available only to too narrow a domain names the availability/visibility chains launch option only where
 * turning it on would change the answer: a later availability operation to a wider domain, performed in the instance
 * of the earlier one's scope and happening-after it, would carry the write on (VK MM: Availability and Visibility,
 * availability chain; Location-Ordered: "AVC and VISC must each only have a single element" without
 * vulkanMemoryModelAvailabilityVisibilityChains). The audit 51's p1-wg (finding 11) was told "(availability chains are
 * off: a launch option)" though it has no second availability operation, and with {@code @chains on} it races alike.
 */
class AvailabilityChainHintTest {

    private static final Path KERNELS = Path.of("src/test/resources/kernels/chains-hint");

    /**
     * P0 makes x available to its workgroup only; P1, of that workgroup, synchronizes with it by a control barrier and
     * then releases y with MakeAvailable at Device scope: a second element of an availability chain; P2, in another
     * workgroup, acquires y and reads x.
     */
    private static final String CHAIN = """
            NEWWG
            NEWSG
            NEWTHREAD
            st.av.scopewg.sc0 x = 1
            cbar.acq.rel.scopewg.semsc0 0
            NEWSG
            NEWTHREAD
            cbar.acq.rel.scopewg.semsc0 0
            st.atom.rel.semav.scopedev.sc0.semsc0 y = 1
            NEWWG
            NEWSG
            NEWTHREAD
            ld.atom.acq.semvis.scopedev.sc0.semsc0 y
            ld.vis.scopedev.sc0 x
            """;

    private static List<Race> narrow(CheckOptions options, String name, String text) {
        return new AxiomaticChecker(options).check(ProgramLoader.load(name, text)).consistentExecutions().stream()
                .flatMap(e -> e.races().stream())
                .filter(r -> r.link().sentence() == LinkSentence.NARROW_AVAILABILITY).toList();
    }

    @Test
    void withNoSecondAvailabilityOperationTheLaunchOptionIsNotNamed() throws IOException {
        List<Race> off = narrow(CheckOptions.DEFAULT, "p1-wg.spvasm", Files.readString(KERNELS.resolve("p1-wg.spvasm")));
        assertFalse(off.isEmpty());
        for (Race race : off) {
            assertEquals(0, race.link().args().get(4), race.missingLink());
            assertEquals("write only made available to the wg domain; T1 needs the qf domain", race.missingLink());
        }
        // the same kernel with @chains on races with the same link: the option would have changed nothing
        List<Race> on = narrow(CheckOptions.DEFAULT, "p1-wg-chains.spvasm",
                Files.readString(KERNELS.resolve("p1-wg-chains.spvasm")));
        assertFalse(on.isEmpty(), "with chains on it still races");
        on.forEach(r -> assertEquals("write only made available to the wg domain; T1 needs the qf domain",
                r.missingLink()));
    }

    @Test
    void aLaterWiderAvailabilityOperationIsNamedAsTheChainTheLaunchLeavesOut() {
        List<Race> off = narrow(CheckOptions.DEFAULT.withChains(false), "chain.test", CHAIN);
        assertFalse(off.isEmpty());
        for (Race race : off) {
            assertEquals(1, race.link().args().get(4), race.missingLink());
            assertTrue(race.missingLink().endsWith("; P2 needs the qf domain; a later availability operation to a wider"
                    + " domain would carry it on as an availability chain, but availability/visibility chains are off"
                    + " (a launch option)"), race.missingLink());
        }
        // with chains the write reaches P2's domain: the hint was true
        assertEquals(List.of(), narrow(CheckOptions.DEFAULT.withChains(true), "chain.test", CHAIN));
    }
}
