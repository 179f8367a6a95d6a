package dev.syncscope.core.spirv;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

/** Where a branch goes and what the OpPhi instructions of the block it enters assign. Stateless. */
final class BlockEntry {

    private BlockEntry() {
    }

    /**
     * The values of the OpPhi instructions that open {@code body}, entered from block {@code previous}: pairs of
     * result id and value, each read before any is assigned (SPIR-V OpPhi); the instructions after them start at
     * index {@code out.size()}.
     */
    static List<Object[]> phis(List<Instruction> body, int previous, IntFunction<Object> value) {
        List<Object[]> assignments = new ArrayList<>();
        for (int i = 0; i < body.size() && body.get(i).opcode() == OpDispatch.OP_PHI; i++) {
            Instruction phi = body.get(i);
            Object chosen = null;
            for (int j = 2; j + 1 < phi.size(); j += 2) {
                if (phi.word(j + 1) == previous) {
                    chosen = value.apply(phi.word(j));
                }
            }
            if (chosen == null) {
                throw new Fault("OpPhi %" + phi.word(1) + " has no value for predecessor %" + previous);
            }
            assignments.add(new Object[] {phi.word(1), chosen});
        }
        return assignments;
    }

    /** The label OpSwitch {@code in} goes to for {@code selector} (its Default when no literal matches). */
    static int switchTarget(ModuleInfo info, Instruction in, long selector) {
        int width = SpirvType.width(info.typeOf(in, in.word(0)));
        int step = width == 64 ? 3 : 2;
        for (int i = 2; i + step - 1 < in.size(); i += step) {
            long literal = in.word(i) & 0xffffffffL;
            if (width == 64) {
                literal |= (long) in.word(i + 1) << 32;
            }
            if (Arith.mask(literal, width) == Arith.mask(selector, width)) {
                return in.word(i + step - 1);
            }
        }
        return in.word(1);
    }
}
