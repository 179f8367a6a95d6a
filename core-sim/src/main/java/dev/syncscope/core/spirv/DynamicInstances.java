package dev.syncscope.core.spirv;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * One number per dynamic instance of a module's control barriers (SPIR-V 2.2.5 "Dynamic Instance": the instruction,
 * the call-site chain and the iteration of every enclosing loop, laid out as {@code Machine.dynamicInstance} lays out
 * a subgroup operation's), so that the invocations executing the same dynamic instance meet at one barrier and those
 * executing different ones do not (OpControlBarrier: "behavior is undefined unless all invocations within Execution
 * execute the same dynamic instance of this instruction"). Numbers are handed out in the order instances are first
 * met, from 0. Thread-safe: engines on several threads may share a module; each thread builds its keys in its own
 * {@link Key} and remembers the last one it numbered (the invocations of a workgroup meet one barrier in a row, so
 * most lookups allocate nothing).
 */
final class DynamicInstances {

    /** A key under construction and the last key numbered, of one thread. */
    static final class Key {
        private int[] parts = new int[16];
        private int length;
        private int[] last = new int[0];
        private int lastNumber = -1;

        void add(int part) {
            if (length == parts.length) {
                parts = Arrays.copyOf(parts, 2 * length);
            }
            parts[length++] = part;
        }
    }

    private final Map<List<Integer>, Integer> numbers = new ConcurrentHashMap<>();
    private final ThreadLocal<Key> keys = ThreadLocal.withInitial(Key::new);

    /** This thread's key, emptied, to {@link Key#add} a dynamic instance's parts to and then {@link #number}. */
    Key start() {
        Key k = keys.get();
        k.length = 0;
        return k;
    }

    /** The number of the dynamic instance in {@code key} (a new one the first time it is met). */
    int number(Key key) {
        if (key.lastNumber >= 0 && Arrays.equals(key.parts, 0, key.length, key.last, 0, key.last.length)) {
            return key.lastNumber;
        }
        List<Integer> parts = new ArrayList<>(key.length);
        for (int i = 0; i < key.length; i++) {
            parts.add(key.parts[i]);
        }
        Integer n = numbers.get(parts);
        if (n == null) {
            synchronized (this) {
                n = numbers.computeIfAbsent(List.copyOf(parts), p -> numbers.size());
            }
        }
        key.last = Arrays.copyOf(key.parts, key.length);
        key.lastNumber = n;
        return n;
    }
}
