package dev.syncscope.core.diff;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.litmus.LitmusBuilder;
import dev.syncscope.core.litmus.LitmusThreadBuilder;
import dev.syncscope.core.litmus.Operand;
import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.Action.MemoryDomainOperation.Direction;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.Reference;
import dev.syncscope.core.model.RmwOp;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.Semantics;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.StorageClass;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Found by {@code HostStepperAgreesWithCheckerPropertyTest} (3,000 tries, seed -2477899871827216352, session 31),
 * shrunk; present since at least the session's start (not a regression of its changes). P1 writes x (private),
 * makes it available to the device domain (avdevice), then an atomic exchange of x retires that write; H2, after
 * P1 by system-synchronizes-with, performs the device-to-host domain operation and stores x. VK MM: Location-Ordered,
 * last bullet: X -> AV(A_X,R_X,device,L) -> DOM(device,host) -> Y holds for P1's first write and H2's store, so they
 * do not race; the checker agrees. The stepper reports a race for the retired write ("available only in the device
 * domain, which H2 does not access"): its location order for a retired write misses the device-domain path.
 */
class RetiredWriteDevicePathTest {
    private int line = 1;

    private SourceSpan at() {
        return new SourceSpan("retired-device.test", line++, 1);
    }

    @Test
    void aRetiredWriteMadeAvailableToTheDeviceIsLocationOrderedBeforeAHostStoreAfterTheDomainOperation() {
        LitmusBuilder b = new LitmusBuilder("retired-device.test");
        Reference x = b.variable("x", StorageClass.STORAGE_BUFFER, at());
        b.thread("H0", 100, 100, 100).asHost().hostAvailability(at());
        LitmusThreadBuilder p1 = b.thread("P1", 2, 1, 0);
        p1.store(x, 0, Operand.constant(1), new Access(false, null, Semantics.NONE, false, false, false), at());
        p1.deviceAvailability(at());
        p1.rmw("r0", x, 0, RmwOp.EXCHANGE, Operand.constant(2), null,
                new Access(true, Scope.SUBGROUP, Semantics.NONE, false, false, false), at());
        LitmusThreadBuilder h2 = b.thread("H2", 102, 102, 102).asHost();
        h2.domainOperation(Direction.DEVICE_TO_HOST, at());
        h2.store(x, 0, Operand.constant(3), new Access(false, null, Semantics.NONE, false, false, false), at());
        b.systemSynchronizesWith(0, 1);
        b.systemSynchronizesWith(1, 2);
        b.chains(true);
        Program p = b.build();
        CheckResult check = new AxiomaticChecker(StepperAgreesWithCheckerPropertyTest.CHECK).check(p);
        assertTrue(check.consistentExecutions().stream().allMatch(e -> e.races().isEmpty()), "checker: no race");
        StepperOracle.Report report = StepperOracle.compare(p, check, 3);
        assertTrue(report.disagreements().isEmpty(), () -> String.join("\n", report.disagreements()));
    }
}
