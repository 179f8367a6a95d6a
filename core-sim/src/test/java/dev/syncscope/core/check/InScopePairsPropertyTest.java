package dev.syncscope.core.check;

import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Launch;
import dev.syncscope.core.model.Reference;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.Semantics;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.StorageClass;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * {@code inscope} (VK MM: Scope, "A and B are in the instance of each other's memory scopes"), built from per-scope
 * instance sets, is exactly the pairwise definition: both agents in one instance of the narrower of the two scopes;
 * events without a scope (plain accesses) are in no pair.
 */
class InScopePairsPropertyTest {

    private static final Reference X = new Reference("x", "x", StorageClass.STORAGE_BUFFER, 1);

    @Property(tries = 200)
    void inScopeIsBothAgentsInOneInstanceOfTheNarrowerScope(@ForAll @IntRange(min = 1, max = 40) int agents,
                                                             @ForAll @IntRange(min = 1, max = 4) int maxEvents,
                                                             @ForAll long seed) {
        Random random = new Random(seed);
        int subgroupSize = 1 + random.nextInt(4);
        int workgroupSize = subgroupSize * (1 + random.nextInt(3));
        int perQueueFamily = workgroupSize * (1 + random.nextInt(3));
        List<Agent> list = new ArrayList<>();
        List<Trace> traces = new ArrayList<>();
        Scope[] scopes = Scope.values();
        for (int id = 0; id < agents; id++) {
            list.add(new Agent(id, "T" + id, id / subgroupSize, id / workgroupSize, id / perQueueFamily));
            List<Trace.Step> steps = new ArrayList<>();
            int events = 1 + random.nextInt(maxEvents);
            for (int k = 0; k < events; k++) {
                // one in five is a plain (unscoped) load
                Access access = random.nextInt(5) == 0 ? new Access(false, null, Semantics.NONE, false, false, true)
                        : new Access(true, scopes[random.nextInt(scopes.length)], Semantics.NONE, false, false, false);
                steps.add(new Trace.Step(new Action.Load(X, 0, access, new SourceSpan("t", id + 1, k + 1)), 0L, null));
            }
            traces.add(new Trace(id, steps, null));
        }
        StaticFacts facts = new StaticFacts(new Launch(list, List.of(X), Map.of(), List.of(), false), traces, false);
        for (int a = 0; a < facts.n; a++) {
            for (int b = 0; b < facts.n; b++) {
                Scope sa = facts.scope[a];
                Scope sb = facts.scope[b];
                boolean expected = sa != null && sb != null
                        && facts.agent(a).sharesInstance(facts.agent(b), sa.compareTo(sb) <= 0 ? sa : sb);
                assertEquals(expected, facts.inscope.contains(a, b), "events " + a + " (" + sa + ", agent "
                        + facts.agent(a).id() + ") and " + b + " (" + sb + ", agent " + facts.agent(b).id() + ")");
            }
        }
    }
}
