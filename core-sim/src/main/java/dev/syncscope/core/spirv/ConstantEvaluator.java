package dev.syncscope.core.spirv;

import dev.syncscope.core.model.SourceSpan;

import java.util.ArrayList;
import java.util.List;

/**
 * Evaluates OpConstant*, OpSpecConstant* (default value, or the launch's override for its SpecId)
 * and OpUndef (zero) to interpreter values. Not shared.
 */
final class ConstantEvaluator {
    private final ModuleInfo info;

    ConstantEvaluator(ModuleInfo info) {
        this.info = info;
    }

    /** The value of constant instruction {@code in}; an InputError at {@code in} when it is ill-formed. */
    Object evaluate(Instruction in) {
        try {
            return evaluateUnchecked(in);
        } catch (Fault f) {
            // an operation of OpSpecConstantOp on operands of the wrong kind, or a division by zero, which is undefined
            // behaviour when the constant is specialized, whatever guards its uses: named by the constant it makes
            throw in.error(in.name() + " " + info.ref(in.word(1)) + ": " + f.getMessage());
        }
    }

    private Object evaluateUnchecked(Instruction in) {
        SpirvType type = info.type(in, in.word(0));
        int id = in.word(1);
        Long override = info.decoration(id, Spv.DEC_SPEC_ID).map(d -> info.specOverride(d[1])).orElse(null);
        return switch (in.name()) {
            case "OpConstantTrue" -> 1L;
            case "OpConstantFalse" -> 0L;
            case "OpSpecConstantTrue" -> override != null ? (override != 0 ? 1L : 0L) : 1L;
            case "OpSpecConstantFalse" -> override != null ? (override != 0 ? 1L : 0L) : 0L;
            case "OpConstant" -> literal(in, type);
            case "OpSpecConstant" -> override != null ? Arith.mask(override, SpirvType.width(type)) : literal(in, type);
            case "OpConstantNull", "OpUndef" -> zero(type);
            case "OpConstantComposite", "OpSpecConstantComposite" -> {
                List<Object> parts = new ArrayList<>();
                for (int i = 2; i < in.size(); i++) {
                    parts.add(value(in, in.word(i)));
                }
                yield List.copyOf(parts);
            }
            case "OpSpecConstantOp" -> specOp(in, type);
            default -> throw in.error(in.name() + " is not supported");
        };
    }

    private static Object literal(Instruction in, SpirvType type) {
        long low = in.word(2) & 0xffffffffL;
        if (SpirvType.width(type) == 64) {
            return low | ((long) in.word(3) << 32);
        }
        return Arith.mask(low, SpirvType.width(type));
    }

    private Object value(Instruction in, int id) {
        Object v = info.constants.get(id);
        if (v == null) {
            throw in.error(info.ref(id) + " is not a constant");
        }
        return v;
    }

    private Object specOp(Instruction in, SpirvType type) {
        String op = Grammar.get().opcodeName(in.word(2));
        ArithOp arith = ArithOp.named(op);
        if (arith != null) {
            SpirvType operand = info.typeOf(in, in.word(3));
            if (arith.arity == 1) {
                return Arith.unary(arith, type, operand, value(in, in.word(3)));
            }
            Object r = Arith.binary(arith, type, operand, value(in, in.word(3)), value(in, in.word(4)));
            if (arith.isShift() && Definedness.origin(Arith.shiftPastWidth(r, op,
                    SpirvType.width(SpirvType.scalarOf(operand)), value(in, in.word(4)), SourceSpan.UNKNOWN)) != null) {
                // a constant holds no undefined value: one made so is refused, as a division by zero is (at run time
                // the shift's value is undefined, UndefinedValue.Kind.SHIFT_PAST_WIDTH; here it was 0, silently)
                throw in.error(in.name() + " " + info.ref(in.word(1)) + ": " + op + " by as many bits as its value"
                        + " has or more, whose value is undefined");
            }
            return r;
        }
        if (op.equals("OpSelect")) {
            return Arith.number(value(in, in.word(3))) != 0 ? value(in, in.word(4)) : value(in, in.word(5));
        }
        if (op.equals("OpCompositeExtract")) {
            Object v = value(in, in.word(3));
            for (int i = 4; i < in.size(); i++) {
                v = Pointers.read(v, List.of(in.word(i)));
            }
            return v;
        }
        throw in.error("OpSpecConstantOp " + op + " is not supported");
    }

    /** The zero value of {@code type}. */
    static Object zero(SpirvType type) {
        if (type instanceof SpirvType.Vector v) {
            return repeat(zero(v.element()), v.count());
        }
        if (type instanceof SpirvType.Array a) {
            return repeat(zero(a.element()), Math.max(a.length(), 0));
        }
        if (type instanceof SpirvType.Struct s) {
            List<Object> out = new ArrayList<>();
            s.members().forEach(m -> out.add(zero(m)));
            return List.copyOf(out);
        }
        return 0L;
    }

    private static Object repeat(Object v, int n) {
        List<Object> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            out.add(v);
        }
        return List.copyOf(out);
    }
}
