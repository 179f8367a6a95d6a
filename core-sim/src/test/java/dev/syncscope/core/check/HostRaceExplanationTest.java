package dev.syncscope.core.check;

import dev.syncscope.core.model.Reference;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.function.Consumer;

import static dev.syncscope.core.check.Tiny.PLAIN;
import static dev.syncscope.core.check.Tiny.SC0;
import static dev.syncscope.core.check.Tiny.check;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A race in which a host agent takes part names the first missing operation of the chain
 * X -> AV(D_X) -> DOM(D_X,D_Y) -> VIS(D_Y) -> Y (VK MM: Location-Ordered, last bullet).
 */
class HostRaceExplanationTest {

    /** Host write, then the writer's operations {@code ops}, then a device read after SSW. */
    private static String hostToDevice(String ops) {
        return missingLink(ops, true);
    }

    private static String missingLink(String ops, boolean hostWriter) {
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        if (hostWriter) {
            t.host(100);
        } else {
            t.thread(0, 0);
        }
        t.st(x, 1, PLAIN);
        Consumer<String> op = o -> {
            switch (o) {
                case "flush" -> t.flush();
                case "h2d" -> t.h2d();
                case "d2h" -> t.d2h();
                case "avdevice" -> t.avdevice();
                case "visdevice" -> t.visdevice();
                case "invalidate" -> t.invalidate();
                default -> throw new IllegalArgumentException(o);
            }
        };
        for (String o : ops.isBlank() ? new String[0] : ops.split(" ")) {
            op.accept(o);
        }
        if (hostWriter) {
            t.thread(0, 0);
        } else {
            t.host(100);
        }
        t.ld(x, PLAIN).ssw(0, 1);
        CheckResult r = check(t.build());
        return r.consistentExecutions().stream().flatMap(e -> e.races().stream()).findFirst()
                .map(Race::missingLink).orElse("no race");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            ''                   | write not made available to the host domain: no flush happens-after H0: W x = 1
            flush visdevice      | no memory domain operation host to device (dom.h2d) happens-after the flush
            flush h2d            | read not made visible: no visdevice (visibility from the device domain)
            """)
    void hostWriteToDeviceRead(String ops, String expected) {
        String link = hostToDevice(ops);
        assertTrue(link.contains(expected), link);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            ''                   | write not made available to the device domain: no avdevice happens-after P0: W x = 1
            avdevice             | no memory domain operation device to host (dom.d2h) happens-after the avdevice
            avdevice d2h         | read not made visible: no invalidate (visibility from the host domain)
            """)
    void deviceWriteToHostRead(String ops, String expected) {
        String link = missingLink(ops, false);
        assertTrue(link.contains(expected), link);
    }
}
