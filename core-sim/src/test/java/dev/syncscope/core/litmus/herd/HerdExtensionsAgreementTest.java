package dev.syncscope.core.litmus.herd;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The stepper agrees with the checker on every example of the herd-format extensions. */
class HerdExtensionsAgreementTest {

    @ParameterizedTest
    @ValueSource(strings = {"rmw-mul-div.litmus", "address-init.litmus", "named-barrier-quorum.litmus"})
    void everyFinishedStepperRunIsAConsistentOutcomeWithTheSameRaceVerdict(String file) {
        HerdTest t = HerdParser.parse(FeatureRuns.example(file));
        assertEquals(List.of(), FeatureRuns.disagreements(t.program()));
    }
}
