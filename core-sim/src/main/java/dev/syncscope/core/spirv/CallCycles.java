package dev.syncscope.core.spirv;

import dev.syncscope.core.model.InputError;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Rejects a module whose functions, reachable from the entry point, call each other in a cycle: "static function
 * recursion" is not allowed in a Vulkan shader (VUID-StandaloneSpirv-None-04634). The interpreter would follow such
 * calls until its stack overflowed (audit 52: a {@code .spvasm} whose function runs a barrier and calls itself ran 90 s
 * into 4 GB and ended in a {@code StackOverflowError}). GLSL and HLSL kernels are refused by their compiler first
 * ({@code kernel.CompilerRecursion}); this is for SPIR-V the user writes or gives. Stateless.
 */
final class CallCycles {

    private CallCycles() {
    }

    /** One function on the walk's path: its calls, and the index of the next one to follow. */
    private static final class Frame {
        final ModuleInfo.Function function;
        final List<Instruction> calls;
        int next;

        Frame(ModuleInfo.Function function, List<Instruction> calls) {
            this.function = function;
            this.calls = calls;
        }
    }

    /**
     * Throws, at the {@code OpFunctionCall} that closes the first cycle met (depth first, in block order), an error
     * naming the functions of the cycle ({@code recursion: %f calls itself (%f → %f); …}). Iterative: a long chain
     * of calls needs no deep Java stack.
     */
    static void check(ModuleInfo info, ModuleInfo.Function entry) {
        Map<Integer, Boolean> onPath = new HashMap<>();
        Deque<Frame> path = new ArrayDeque<>();
        path.push(new Frame(entry, calls(entry)));
        onPath.put(entry.id(), true);
        while (!path.isEmpty()) {
            Frame top = path.peek();
            if (top.next == top.calls.size()) {
                path.pop();
                onPath.put(top.function.id(), false);
                continue;
            }
            Instruction call = top.calls.get(top.next++);
            ModuleInfo.Function callee = info.function(call, call.word(2));
            Boolean state = onPath.get(callee.id());
            if (state == null) {
                onPath.put(callee.id(), true);
                path.push(new Frame(callee, calls(callee)));
            } else if (state) {
                throw cycle(info, call, path, top.function, callee);
            }
        }
    }

    private static List<Instruction> calls(ModuleInfo.Function f) {
        List<Instruction> out = new ArrayList<>();
        for (ModuleInfo.Block b : f.blocks().values()) {
            for (Instruction in : b.body()) {
                if (in.name().equals("OpFunctionCall")) {
                    out.add(in);
                }
            }
        }
        return out;
    }

    /** The error at {@code call}, from {@code caller} to {@code callee}, which is on the path. */
    private static InputError cycle(ModuleInfo info, Instruction call, Deque<Frame> path, ModuleInfo.Function caller,
                                    ModuleInfo.Function callee) {
        // caller → callee → … → caller: the frames from the callee up to the caller's (the deque's top) on the path
        List<String> cycle = new ArrayList<>(List.of(info.ref(caller.id())));
        boolean between = false;
        for (java.util.Iterator<Frame> it = path.descendingIterator(); it.hasNext(); ) {
            Frame f = it.next();
            between |= f.function.id() == callee.id();
            if (between && f.function.id() != caller.id()) {
                cycle.add(info.ref(f.function.id()));
            }
        }
        cycle.add(info.ref(caller.id()));
        String chain = String.join(" → ", cycle);
        String from = info.ref(caller.id());
        String to = info.ref(callee.id());
        String rule = "; a Vulkan shader's calls may not form a cycle (VUID-StandaloneSpirv-None-04634)";
        if (caller.id() == callee.id()) {
            return call.error("recursion: " + from + " calls itself (" + chain + ")" + rule, "input.recursion.self",
                    from, chain);
        }
        return call.error("recursion: " + from + " calls " + to + ", which leads back to " + from + " (" + chain + ")"
                + rule, "input.recursion.cycle", from, to, chain);
    }
}
