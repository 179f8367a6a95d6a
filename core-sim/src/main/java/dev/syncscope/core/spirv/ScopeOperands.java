package dev.syncscope.core.spirv;

import dev.syncscope.core.model.Scope;

/**
 * The scopes an instruction names by id, read from an invocation's values when it runs (a scope id not known before
 * the run is checked here, as {@link MemoryRules#required} words it). Stateless.
 */
final class ScopeOperands {

    private ScopeOperands() {
    }

    /** The scope operand of memory-access flag {@code flag} of the operands at {@code at}, or null when not set. */
    static Scope ofFlag(Machine m, Instruction in, int at, int flag) {
        int id = MemoryRules.scopeOperandId(in, at, flag);
        return id == 0 ? null : execution(m, id);
    }

    /** The scope whose value is the id {@code id}'s. */
    static Scope execution(Machine m, int id) {
        long value = m.integer(id);
        return MemoryRules.required(MemoryRules.scope(value), value);
    }

    /** The memory scope whose value is the id {@code id}'s, as the module's memory-model {@code rules} read it. */
    static Scope memory(Machine m, MemoryRules rules, int id) {
        long value = m.integer(id);
        return MemoryRules.required(rules.memoryScope(value), value);
    }
}
