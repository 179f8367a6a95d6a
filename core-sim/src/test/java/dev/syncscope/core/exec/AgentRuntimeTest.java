package dev.syncscope.core.exec;

import dev.syncscope.core.model.Program;
import dev.syncscope.core.sync.FenceRelease;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The agents' records stay immutable: the engine hands every record an unmodifiable fence-token list. */
class AgentRuntimeTest {

    @Test
    void everyRecordOfARunKeepsAnUnmodifiableFenceTokenList() {
        // release barriers with MakeAvailable: every arrival gets new fence tokens
        Program p = EngineBench.reduction(2, 8, 4, 1);
        Engine e = new Engine(p, EngineOptions.DEFAULTS);
        boolean sawTokens = false;
        while (e.anyRunnable()) {
            e.step(Scheduler.roundRobin().next(e));
            for (int i = 0; i < e.agentCount(); i++) {
                List<FenceRelease> t = e.agent(i).fenceTokens();
                sawTokens |= !t.isEmpty();
                assertThrows(UnsupportedOperationException.class, () -> t.add(null), "agent " + i);
            }
        }
        assertTrue(sawTokens, "the program releases: some record holds tokens");
        assertFalse(e.trace().isEmpty());
    }
}
