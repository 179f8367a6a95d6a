package dev.syncscope.core.spirv;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

/** Every arithmetic operation is an instruction of the SPIR-V grammar, found again by its opcode. */
class ArithOpTest {

    @Test
    void eachOperationIsFoundByItsGrammarOpcodeAndNothingElseIs() {
        Grammar g = Grammar.get();
        int found = 0;
        for (ArithOp op : ArithOp.values()) {
            Grammar.Opcode code = g.opcode(op.spirvName);
            assertNotNull(code, op.spirvName + " is not in the grammar");
            assertEquals(op, ArithOp.of(code.code()));
            assertEquals(op, ArithOp.named(op.spirvName));
        }
        for (int code = 0; code < g.opcodeLimit(); code++) {
            found += ArithOp.of(code) != null ? 1 : 0;
        }
        assertEquals(ArithOp.values().length, found);
        assertNull(ArithOp.of(g.opcode("OpLoad").code()));
        assertNull(ArithOp.of(-1));
    }
}
