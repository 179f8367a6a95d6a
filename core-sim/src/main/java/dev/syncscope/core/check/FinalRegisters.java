package dev.syncscope.core.check;

import dev.syncscope.core.model.Launch;
import dev.syncscope.core.model.ThreadState;
import dev.syncscope.core.model.ValueKind;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * The registers a combination of paths ends with, as an outcome names them ({@code T0:x}), and those of them whose
 * value is undefined ({@link dev.syncscope.core.model.ThreadState#undefinedRegisters()}: a local read before any store,
 * a shuffle's value from outside the tangle), which the outcome marks {@code undefined} as it marks Workgroup memory no
 * write defined. Immutable.
 *
 * @param values    each register's value, undefined ones as the bits the simulator computed with
 * @param undefined the names among {@code values} whose value is undefined
 * @param kinds     the names among {@code values} whose value is no integer ({@link ThreadState#registerKinds})
 */
record FinalRegisters(Map<String, Long> values, Set<String> undefined, Map<String, ValueKind> kinds) {

    /** The registers path {@code t} ends with, named by its invocation ({@link PerPath#registers}). */
    static FinalRegisters ofPath(Launch launch, Trace t) {
        Map<String, Long> values = new LinkedHashMap<>();
        Set<String> undefined = new HashSet<>();
        String agent = launch.agents().get(t.agent()).name();
        t.end().registers().forEach((r, v) -> values.put(agent + ":" + r, v));
        t.end().undefinedRegisters().forEach(r -> undefined.add(agent + ":" + r));
        Map<String, ValueKind> kinds = new LinkedHashMap<>();
        t.end().registerKinds().forEach((r, k) -> kinds.put(agent + ":" + r, k));
        return new FinalRegisters(values, undefined, kinds);
    }
}
