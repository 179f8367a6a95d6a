package dev.syncscope.core.spirv;

import dev.syncscope.core.spirv.SpirvThread.Frame;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The dynamic instances (SPIR-V 2.2.5 "Dynamic Instance") of a module's control barriers and subgroup operations, one
 * shared list per instance met: a vector ordered like program order, per frame from the entry point's down to the
 * instruction's, each enclosing loop's (header position, iteration) from the outermost, then the (block position,
 * instruction index) of the call site or of the instruction, and last the id of the instruction's function (so that
 * the last three entries name the instruction itself, whatever the call sites and iterations: {@link #INSTRUCTION}).
 * Block positions are module order, which structured control flow lays out header before body before merge; the
 * function id decides no comparison, as vectors equal before it have one call-site chain, hence one function. Thread-safe: engines on several threads may share a module;
 * each thread lays keys out in its own buffer and remembers the last list it handed out, so the invocations of a
 * workgroup meeting one instruction in a row allocate nothing and the actions hold no copies.
 */
final class DynamicInstances {

    /** How many entries at a vector's end name the instruction: its block position, its index, its function's id. */
    static final int INSTRUCTION = 3;

    /** One thread's key under construction and the last list handed out. */
    private static final class Key {
        private int[] parts = new int[16];
        private int length;
        private int[] last = new int[0];
        private List<Integer> lastList;

        void add(int part) {
            if (length == parts.length) {
                parts = Arrays.copyOf(parts, 2 * length);
            }
            parts[length++] = part;
        }
    }

    private final Map<List<Integer>, List<Integer>> lists = new ConcurrentHashMap<>();
    private final ThreadLocal<Key> keys = ThreadLocal.withInitial(Key::new);

    /** The dynamic instance of the instruction at {@code frame}'s position, as the module's shared list. */
    List<Integer> of(Frame frame) {
        Key key = keys.get();
        key.length = 0;
        append(frame, key);
        key.add(frame.function().id());
        if (key.lastList != null && Arrays.equals(key.parts, 0, key.length, key.last, 0, key.last.length)) {
            return key.lastList;
        }
        List<Integer> instance = new ArrayList<>(key.length);
        for (int i = 0; i < key.length; i++) {
            instance.add(key.parts[i]);
        }
        List<Integer> shared = lists.get(instance);
        if (shared == null) {
            shared = lists.computeIfAbsent(List.copyOf(instance), k -> k);
        }
        key.last = Arrays.copyOf(key.parts, key.length);
        key.lastList = shared;
        return shared;
    }

    private static void append(Frame f, Key key) {
        if (f.caller() != null) {
            append(f.caller(), key);
        }
        appendLoops(f.loops(), f.function(), key);
        key.add(f.function().block(f.block()).order());
        key.add(f.index());
    }

    /** Each enclosing loop's (header position, iteration), the outermost first. */
    private static void appendLoops(Loops l, ModuleInfo.Function function, Key key) {
        if (l == null) {
            return;
        }
        appendLoops(l.outer(), function, key);
        key.add(function.block(l.header()).order());
        key.add(l.iteration());
    }
}
