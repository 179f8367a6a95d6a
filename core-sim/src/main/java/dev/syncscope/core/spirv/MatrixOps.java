package dev.syncscope.core.spirv;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The linear-algebra instructions of SPIR-V 3.52.13 (Arithmetic Instructions): OpDot, OpVectorTimesMatrix,
 * OpMatrixTimesVector, OpMatrixTimesMatrix, OpMatrixTimesScalar, OpOuterProduct, and OpTranspose (3.52.12 Composite
 * Instructions). A matrix is the list of its columns (SPIR-V OpTypeMatrix: "Column Type is the type of each column
 * in the matrix"), so {@code m[c][r]} is row {@code r} of column {@code c}.
 *
 * <p>Each result component is computed as the separate multiplies and adds of its definition, each rounded to the
 * operands' width, in index order ({@code ((a0*b0 + a1*b1) + a2*b2) + …}): the Vulkan spec gives these instructions no
 * precision of their own but the one they inherit from OpFMul and OpFAdd ("Precision and Operation of SPIR-V
 * Instructions"), so this order is one conforming implementation's (a GPU may fuse or reorder; a kernel whose outcome
 * depends on the last bit of a dot product can differ). Definedness is tracked per result component: a component is
 * undefined when a scalar its definition uses is ({@link Definedness}). Stateless.
 */
final class MatrixOps {

    /** The instructions this class computes. */
    static final Set<String> SUPPORTED = Set.of("OpDot", "OpVectorTimesMatrix", "OpMatrixTimesVector",
            "OpMatrixTimesMatrix", "OpMatrixTimesScalar", "OpOuterProduct", "OpTranspose");

    private MatrixOps() {
    }

    /** The result of {@code op} on {@code a} and (unless OpTranspose) {@code b}; floats of {@code width} bits. */
    static Object value(String op, int width, Object a, Object b) {
        return switch (op) {
            // OpDot: "Dot product of Vector 1 and Vector 2"
            case "OpDot" -> dot(vector(a, op), vector(b, op), width, op);
            // OpVectorTimesMatrix: "Linear-algebraic Vector X Matrix" – component c is Vector · column c
            case "OpVectorTimesMatrix" -> {
                List<?> v = vector(a, op);
                List<Object> out = new ArrayList<>();
                for (Object column : vector(b, op)) {
                    out.add(dot(v, vector(column, op), width, op));
                }
                yield List.copyOf(out);
            }
            // OpMatrixTimesVector: "Linear-algebraic Matrix X Vector" – row r is Σc m[c][r]·v[c]
            case "OpMatrixTimesVector" -> timesVector(vector(a, op), vector(b, op), width, op);
            // OpMatrixTimesMatrix: "LeftMatrix X RightMatrix" – column j is LeftMatrix X RightMatrix's column j
            case "OpMatrixTimesMatrix" -> {
                List<?> left = vector(a, op);
                List<Object> out = new ArrayList<>();
                for (Object column : vector(b, op)) {
                    out.add(timesVector(left, vector(column, op), width, op));
                }
                yield List.copyOf(out);
            }
            // OpMatrixTimesScalar: "Scale a floating-point matrix" – every component times Scalar
            case "OpMatrixTimesScalar" -> {
                List<Object> out = new ArrayList<>();
                for (Object column : vector(a, op)) {
                    List<Object> c = new ArrayList<>();
                    for (Object x : vector(column, op)) {
                        c.add(mul(x, b, width));
                    }
                    out.add(List.copyOf(c));
                }
                yield List.copyOf(out);
            }
            // OpOuterProduct: "Linear-algebraic outer product of Vector 1 and Vector 2" – m[c][r] = v1[r]·v2[c]
            case "OpOuterProduct" -> {
                List<?> v1 = vector(a, op);
                List<Object> out = new ArrayList<>();
                for (Object y : vector(b, op)) {
                    List<Object> c = new ArrayList<>();
                    for (Object x : v1) {
                        c.add(mul(x, y, width));
                    }
                    out.add(List.copyOf(c));
                }
                yield List.copyOf(out);
            }
            // OpTranspose: "Transpose a matrix" – result[c][r] = Matrix[r][c]
            case "OpTranspose" -> transpose(vector(a, op), op);
            default -> throw new IllegalArgumentException(op);
        };
    }

    private static Object dot(List<?> a, List<?> b, int width, String op) {
        same(a.size(), b.size(), op);
        Object sum = null;
        for (int i = 0; i < a.size(); i++) {
            Object p = mul(a.get(i), b.get(i), width);
            sum = sum == null ? p : add(sum, p, width);
        }
        return sum;
    }

    private static Object timesVector(List<?> m, List<?> v, int width, String op) {
        same(m.size(), v.size(), op);
        int rows = vector(m.get(0), op).size();
        List<Object> out = new ArrayList<>(rows);
        for (int r = 0; r < rows; r++) {
            Object sum = null;
            for (int c = 0; c < m.size(); c++) {
                List<?> column = vector(m.get(c), op);
                same(column.size(), rows, op);
                Object p = mul(column.get(r), v.get(c), width);
                sum = sum == null ? p : add(sum, p, width);
            }
            out.add(sum);
        }
        return List.copyOf(out);
    }

    private static Object transpose(List<?> m, String op) {
        int rows = vector(m.get(0), op).size();
        List<Object> out = new ArrayList<>(rows);
        for (int r = 0; r < rows; r++) {
            List<Object> column = new ArrayList<>(m.size());
            for (Object c : m) {
                List<?> col = vector(c, op);
                same(col.size(), rows, op);
                column.add(col.get(r));
            }
            out.add(List.copyOf(column));
        }
        return List.copyOf(out);
    }

    private static Object mul(Object x, Object y, int width) {
        double r = Arith.toDouble(Arith.number(x), width) * Arith.toDouble(Arith.number(y), width);
        return defined(Arith.fromDouble(r, width), x, y);
    }

    private static Object add(Object x, Object y, int width) {
        double r = Arith.toDouble(Arith.number(x), width) + Arith.toDouble(Arith.number(y), width);
        return defined(Arith.fromDouble(r, width), x, y);
    }

    /** {@code bits}, undefined when {@code x} or {@code y} is (from the first one's origin). */
    private static Object defined(long bits, Object x, Object y) {
        Object origin = Definedness.origin(x);
        return Definedness.taint(bits, origin != null ? origin : Definedness.origin(y));
    }

    private static List<?> vector(Object v, String op) {
        if (v instanceof List<?> l && !l.isEmpty()) {
            return l;
        }
        throw new Fault(op + " of " + (v instanceof List<?> ? "an empty composite" : v instanceof Ptr ? "a pointer"
                : "a number") + " where a vector or matrix is needed");
    }

    private static void same(int a, int b, String op) {
        if (a != b) {
            throw new Fault(op + " of operands of " + a + " and " + b + " components");
        }
    }
}
