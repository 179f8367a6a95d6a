package dev.syncscope.core.kernel;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.check.Race;
import dev.syncscope.core.model.Outcome;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;

import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A compiled kernel's locations carry the source's names (OpMemberName, offsets, strides) into the
 * checker's outcomes and races and the stepper's explanations, where they were {@code B[0]}/{@code B[1]}.
 */
class LocationNamesKernelTest {

    private static final String KERNEL = """
            #version 450
            #extension GL_KHR_memory_scope_semantics : require
            layout(local_size_x = 2) in;
            layout(binding = 0) buffer Message { uint data; uint flag; };
            layout(binding = 1) buffer Result { uint seen; uint got; } result;
            struct Pair { uint key; uint value; };
            layout(binding = 2) buffer Pairs { Pair items[]; };
            layout(binding = 3) buffer Vec { uvec4 v; uint n; };
            shared Pair pairs[2];
            void main() {
                uint i = gl_LocalInvocationIndex;
                pairs[i].key = i;
                items[i].value = i + 10;
                if (i == 0u) {
                    data = 42u;
                    v.z = 7u;
                    atomicStore(flag, 1u, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelaxed);
                } else {
                    result.seen = atomicLoad(flag, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelaxed);
                    result.got = data;
                }
            }
            """;

    private static Program program() {
        return KernelLoader.load("members.comp", KERNEL).program();
    }

    @Test
    void outcomesNameMembersFieldsAndComponents() {
        CheckResult r = new AxiomaticChecker().check(program());
        assertTrue(r.complete());
        Set<String> names = new TreeSet<>();
        for (Outcome o : r.allowedOutcomes()) {
            o.values().keySet().stream().filter(k -> !k.contains(":")).forEach(names::add);
        }
        assertTrue(names.containsAll(Set.of("data", "flag", "result.seen", "result.got", "items[0].value",
                "items[1].key", "pairs[0].key", "pairs[1].value", "v.x", "v.z", "n")), names::toString);
        for (Outcome o : r.allowedOutcomes()) {
            assertEquals(42L, o.values().get("data"));
            assertEquals(7L, o.values().get("v.z"));
            assertEquals(11L, o.values().get("items[1].value"));
        }
    }

    @Test
    void aRaceNamesTheMemberItIsOn() {
        // VK MM: Data Race — the relaxed flag gives no happens-before, so the plain accesses of data race
        CheckResult r = new AxiomaticChecker().check(program());
        Set<String> labels = new TreeSet<>();
        for (var e : r.consistentExecutions()) {
            for (Race race : e.races()) {
                labels.add(new TreeSet<>(Set.of(race.first().accessLabel(), race.second().accessLabel())).toString());
                labels.add(race.first().location() + "");
            }
        }
        assertEquals(Set.of("[R data, W data]", "data"), labels);
    }
}
