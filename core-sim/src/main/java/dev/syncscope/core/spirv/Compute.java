package dev.syncscope.core.spirv;

import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.UndefinedValue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.IntFunction;

/**
 * Value-producing instructions without memory effects: arithmetic ({@link Arith}), linear algebra
 * ({@link MatrixOps}), bit fields and extended arithmetic ({@link BitOps}), composites, OpSelect, OpAny/OpAll, OpUndef
 * and the GLSL.std.450 instructions ({@link GlslStd450}). Stateless.
 */
final class Compute {

    private static final Set<String> OTHERS = Set.of("OpCompositeConstruct", "OpCompositeExtract",
            "OpCompositeInsert", "OpVectorShuffle", "OpVectorExtractDynamic", "OpVectorInsertDynamic", "OpSelect",
            "OpAny", "OpAll", "OpUndef", "OpExtInst", "OpCopyLogical");

    private Compute() {
    }

    static boolean supports(String op) {
        return Arith.isUnary(op) || Arith.isBinary(op) || OTHERS.contains(op) || MatrixOps.SUPPORTED.contains(op)
                || BitOps.SUPPORTED.contains(op);
    }

    /**
     * The result of {@code in}; an undefined value it makes (OpUndef, a shuffle component 0xFFFFFFFF) comes from
     * {@code at} ({@link UndefinedValue}).
     */
    static Object value(ModuleInfo info, Instruction in, IntFunction<Object> value, SourceSpan at) {
        SpirvType result = info.type(in, in.word(0));
        ArithOp arith = ArithOp.of(in.opcode());
        if (arith != null) {
            SpirvType operand = info.typeOf(in, in.word(2));
            if (arith == ArithOp.COPY_OBJECT) {
                return value.apply(in.word(2));
            }
            Object a = value.apply(in.word(2));
            if (arith.arity == 1) {
                return Definedness.combine(Arith.unary(arith, result, operand, a), a);
            }
            Object b = value.apply(in.word(3));
            Object r = Definedness.combine(Arith.binary(arith, result, operand, a, b), a, b);
            return arith.isShift() ? Arith.shiftPastWidth(r, in.name(), SpirvType.width(SpirvType.scalarOf(operand)),
                    b, at) : r;
        }
        String op = in.name();
        if (MatrixOps.SUPPORTED.contains(op)) {
            return MatrixOps.value(op, SpirvType.scalarWidth(result), value.apply(in.word(2)),
                    in.size() > 3 ? value.apply(in.word(3)) : null);
        }
        if (BitOps.SUPPORTED.contains(op)) {
            List<Object> operands = new ArrayList<>();
            for (int i = 2; i < in.size(); i++) {
                operands.add(value.apply(in.word(i)));
            }
            return BitOps.value(op, SpirvType.scalarWidth(info.typeOf(in, in.word(2))), operands, at);
        }
        return switch (op) {
            case "OpCompositeConstruct" -> {
                List<Object> parts = new ArrayList<>();
                for (int i = 2; i < in.size(); i++) {
                    Object part = value.apply(in.word(i));
                    if (result instanceof SpirvType.Vector && part instanceof List<?> l) {
                        parts.addAll(l);
                    } else {
                        parts.add(part);
                    }
                }
                yield List.copyOf(parts);
            }
            case "OpCompositeExtract" -> {
                Object v = value.apply(in.word(2));
                for (int i = 3; i < in.size(); i++) {
                    v = Pointers.read(v, List.of(in.word(i)));
                }
                yield v;
            }
            case "OpCompositeInsert" -> {
                List<Integer> path = new ArrayList<>();
                for (int i = 4; i < in.size(); i++) {
                    path.add(in.word(i));
                }
                yield Pointers.write(value.apply(in.word(3)), path, value.apply(in.word(2)));
            }
            case "OpVectorShuffle" -> {
                List<?> a = Arith.vector(value.apply(in.word(2)));
                List<?> b = Arith.vector(value.apply(in.word(3)));
                List<Object> out = new ArrayList<>();
                for (int i = 4; i < in.size(); i++) {
                    int c = in.word(i);
                    if (c != -1 && (c < 0 || c >= a.size() + b.size())) {
                        throw new Fault("OpVectorShuffle component " + c + " is not in the "
                                + (a.size() + b.size()) + " components of its vectors");
                    }
                    // "FFFFFFFF, which means the corresponding result component has no source and is undefined"
                    out.add(c == -1 ? new Definedness.Undef(0L, new UndefinedValue(UndefinedValue.Kind.SHUFFLE_COMPONENT,
                            "", at)) : c < a.size() ? a.get(c) : b.get(c - a.size()));
                }
                yield List.copyOf(out);
            }
            // an undefined index or condition makes the whole result undefined (which component is not defined)
            case "OpVectorExtractDynamic" -> Definedness.taint(Pointers.read(value.apply(in.word(2)),
                    List.of((int) Arith.number(value.apply(in.word(3))))), Definedness.origin(value.apply(in.word(3))));
            case "OpVectorInsertDynamic" -> Definedness.taint(Pointers.write(value.apply(in.word(2)),
                    List.of((int) Arith.number(value.apply(in.word(4)))), value.apply(in.word(3))),
                    Definedness.origin(value.apply(in.word(4))));
            case "OpSelect" -> Definedness.taint(select(value.apply(in.word(2)), value.apply(in.word(3)),
                    value.apply(in.word(4))), Definedness.origin(value.apply(in.word(2))));
            case "OpAny", "OpAll" -> {
                List<?> v = Arith.vector(value.apply(in.word(2)));
                boolean any = v.stream().anyMatch(x -> Arith.number(x) != 0);
                boolean all = v.stream().allMatch(x -> Arith.number(x) != 0);
                yield Definedness.taint((op.equals("OpAny") ? any : all) ? 1L : 0L, Definedness.origin(v));
            }
            case "OpUndef" -> Definedness.taintShared(ConstantEvaluator.zero(result),
                    new UndefinedValue(UndefinedValue.Kind.OP_UNDEF, "", at));
            case "OpCopyLogical" -> value.apply(in.word(2));
            case "OpExtInst" -> extInst(info, in, result, value);
            default -> throw new Fault(op + " is not supported");
        };
    }

    private static Object select(Object cond, Object a, Object b) {
        if (cond instanceof List<?> c) {
            List<Object> out = new ArrayList<>();
            List<?> la = Arith.vector(a);
            List<?> lb = Arith.vector(b);
            if (la.size() != c.size() || lb.size() != c.size()) {
                throw new Fault("OpSelect of vectors of " + c.size() + ", " + la.size() + " and " + lb.size()
                        + " components");
            }
            for (int i = 0; i < c.size(); i++) {
                out.add(Arith.number(c.get(i)) != 0 ? la.get(i) : lb.get(i));
            }
            return List.copyOf(out);
        }
        return Arith.number(cond) != 0 ? a : b;
    }

    private static Object extInst(ModuleInfo info, Instruction in, SpirvType result, IntFunction<Object> value) {
        return GlslStd450.value(info, in, result, value);
    }
}
