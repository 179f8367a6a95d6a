package dev.syncscope.core.spirv;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * One number per dynamic instance of a module's control barriers (SPIR-V 2.2.5 "Dynamic Instance": the instruction,
 * the call-site chain and the iteration of every enclosing loop, as {@code Machine.dynamicInstance} gives it), so
 * that the invocations executing the same dynamic instance meet at one barrier and those executing different ones
 * do not (OpControlBarrier: "behavior is undefined unless all invocations within Execution execute the same dynamic
 * instance of this instruction"). Numbers are handed out in the order instances are first met, from 0. Thread-safe:
 * engines on several threads may share a module.
 */
final class DynamicInstances {

    private final Map<List<Integer>, Integer> numbers = new ConcurrentHashMap<>();

    /** The number of dynamic instance {@code key} (a new one the first time). */
    int number(List<Integer> key) {
        Integer n = numbers.get(key);
        if (n != null) {
            return n;
        }
        synchronized (this) {
            return numbers.computeIfAbsent(List.copyOf(key), k -> numbers.size());
        }
    }
}
