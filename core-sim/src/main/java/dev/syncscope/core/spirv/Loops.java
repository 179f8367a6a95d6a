package dev.syncscope.core.spirv;

/**
 * The structured loops an invocation is inside in one function, innermost first, each with its
 * iteration number: together with the call-site chain and the instruction this names a dynamic
 * instance (SPIR-V 2.2.5 "Dynamic Instance": "Different loop iterations and different dynamic
 * function-call-site chains yield different dynamic instances"). Immutable persistent list;
 * {@code null} is the empty stack.
 *
 * @param header    the loop's header block (the one declaring OpLoopMerge)
 * @param merge     its merge block
 * @param cont      its continue target
 * @param iteration how many times the back edge to the header was taken
 * @param outer     the enclosing loops
 */
record Loops(int header, int merge, int cont, int iteration, Loops outer) {

    /** The loop stack after a branch to block {@code target}. */
    static Loops enter(Loops loops, int target, ModuleInfo.Block block) {
        for (Loops l = loops; l != null; l = l.outer) {
            if (l.header == target) {
                // back edge (or a continue of an outer loop through its header): the next iteration
                return new Loops(l.header, l.merge, l.cont, l.iteration + 1, l.outer);
            }
            if (l.merge == target) {
                return l.outer;
            }
            if (l.cont == target) {
                return l;
            }
        }
        // OpLoopMerge precedes the header's branch (debug line instructions may sit between them)
        for (int i = block.body().size() - 2; i >= 0 && i >= block.body().size() - 4; i--) {
            Instruction merge = block.body().get(i);
            if (merge.opcode() == OpDispatch.OP_LOOP_MERGE) {
                return new Loops(target, merge.word(0), merge.word(1), 0, loops);
            }
        }
        return loops;
    }
}
