package dev.syncscope.core.litmus.herd;

import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.SourceSpan;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The registers each thread of a herd-style test has: those an instruction of the thread writes (the destination
 * of {@code ld}, {@code rmw} and the register arithmetic) and those the init block sets ({@code P0:r0=1},
 * {@code P0:r0=&x}). A condition, filter or locations list may read only these. Immutable once built; owned by the
 * parsing thread.
 *
 * <p>A register the thread never writes and the init block never sets would read as its default 0, so a misspelt
 * {@code P0:r9} in {@code exists (P0:r9 == 1)} silently flipped the verdict (the session-51 audit). Dat3M refuses it
 * too ("Register 0:r9 is not initialised", ProgramBuilder.getOrErrorRegister in VisitorLitmusAssertions).
 */
final class Registers {

    private final List<Set<String>> byThread = new ArrayList<>();
    /** No thread has an instruction: that is the error to report (AstBuilder), not each register it lacks. */
    private final boolean noCode;

    /** The registers of {@code code}'s threads, and the init block's {@code initialised} ("P0:r0" keys). */
    Registers(List<List<Instruction>> code, Set<String> initialised) {
        noCode = code.stream().allMatch(List::isEmpty);
        for (List<Instruction> thread : code) {
            Set<String> names = new LinkedHashSet<>();
            for (Instruction i : thread) {
                String written = written(i);
                if (written != null) {
                    names.add(written);
                }
            }
            byThread.add(names);
        }
        for (String key : initialised) {
            int colon = key.indexOf(':');
            byThread.get(Integer.parseInt(key.substring(1, colon))).add(key.substring(colon + 1));
        }
    }

    /** The register an instruction writes, or null. */
    static String written(Instruction i) {
        if (i instanceof Instruction.Load l) {
            return l.register();
        } else if (i instanceof Instruction.Rmw r) {
            return r.register();
        } else if (i instanceof Instruction.Local l) {
            return l.register();
        }
        return null;
    }

    /**
     * The key {@code P<thread>:<register>} of a register a condition, filter or locations list reads at {@code at};
     * an {@link InputError} there when thread {@code thread} neither writes it nor has it set by the init block.
     */
    String check(int thread, String register, SourceSpan at) {
        String key = "P" + thread + ":" + register;
        Set<String> names = byThread.get(thread);
        if (!noCode && !names.contains(register)) {
            String list = String.join(", ", names);
            throw InputError.worded(at, "no register " + key + "; P" + thread + "'s instructions and the init block"
                    + " set " + (names.isEmpty() ? "no register" : "only " + list), null,
                    "input.noRegister", key, "P" + thread, names.size(), list);
        }
        return key;
    }
}
