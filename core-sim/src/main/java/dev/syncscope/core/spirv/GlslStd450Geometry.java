package dev.syncscope.core.spirv;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The GLSL.std.450 instructions that are not component-wise: the geometric ones (Length, Distance, Cross, Normalize,
 * FaceForward, Reflect, Refract) and the matrix ones (Determinant, MatrixInverse), after the set's specification
 * (quoted at each). Each result component is computed in double and rounded once to the result's width; a matrix is
 * the list of its columns. Operands arrive with their definedness stripped ({@link GlslStd450} taints the whole
 * result). Stateless.
 */
final class GlslStd450Geometry {

    private static final Set<String> NAMES = Set.of("Length", "Distance", "Cross", "Normalize", "FaceForward",
            "Reflect", "Refract", "Determinant", "MatrixInverse");

    private GlslStd450Geometry() {
    }

    static boolean computes(String name) {
        return NAMES.contains(name);
    }

    /** {@code name} of {@code args} (scalars, vectors or matrices of types {@code types}) of type {@code result}. */
    static Object compute(String name, SpirvType result, List<SpirvType> types, List<Object> args) {
        int w = SpirvType.scalarWidth(types.get(0));
        int rw = SpirvType.scalarWidth(result);
        if (name.equals("Determinant") || name.equals("MatrixInverse")) {
            double[][] m = matrix(args.get(0), w);
            // Determinant: "Result is the determinant of x"
            return name.equals("Determinant") ? Arith.fromDouble(determinant(m), rw) : inverse(m, rw);
        }
        double[] x = reals(args.get(0), w);
        return switch (name) {
            // Length: "Result is the length of vector x, i.e., sqrt(x [0] ^2 + x [1] ^2 + ...)"
            case "Length" -> Arith.fromDouble(StrictMath.sqrt(dot(x, x)), rw);
            // Distance: "Result is the distance between p0 and p1, i.e., length(p0 - p1)"
            case "Distance" -> {
                double[] d = minus(x, reals(args.get(1), w));
                yield Arith.fromDouble(StrictMath.sqrt(dot(d, d)), rw);
            }
            case "Cross" -> cross(x, reals(args.get(1), w), rw);
            // Normalize: "Result is the vector in the same direction as x but with a length of 1" (a zero vector, which
            // has no direction, gives NaNs)
            case "Normalize" -> {
                double length = StrictMath.sqrt(dot(x, x));
                double[] out = new double[x.length];
                for (int i = 0; i < x.length; i++) {
                    out[i] = x[i] / length;
                }
                yield shaped(args.get(0), out, rw);
            }
            // FaceForward (N, I, Nref): "If the dot product of Nref and I is negative, the result is N, otherwise it is
            // -N"
            case "FaceForward" -> dot(reals(args.get(2), w), reals(args.get(1), w)) < 0 ? args.get(0)
                    : shaped(args.get(0), negated(x), rw);
            // Reflect (I, N): "the result is the reflection direction: I - 2 * dot(N, I) * N"
            case "Reflect" -> {
                double[] n = reals(args.get(1), w);
                double d = dot(n, x);
                double[] out = new double[x.length];
                for (int i = 0; i < x.length; i++) {
                    out[i] = x[i] - 2 * d * n[i];
                }
                yield shaped(args.get(0), out, rw);
            }
            case "Refract" -> shaped(args.get(0), refract(x, reals(args.get(1), w),
                    Arith.toDouble(Arith.number(args.get(2)), SpirvType.scalarWidth(types.get(2)))), rw);
            default -> throw new IllegalArgumentException(name);
        };
    }

    /**
     * Cross: "the resulting components are, in order: x[1] * y[2] - y[1] * x[2]; x[2] * y[0] - y[2] * x[0];
     * x[0] * y[1] - y[0] * x[1]".
     */
    private static Object cross(double[] x, double[] y, int w) {
        if (x.length != 3 || y.length != 3) {
            throw new Fault("GLSL.std.450 Cross of vectors of " + x.length + " and " + y.length
                    + " components (it takes 3-component vectors)");
        }
        return List.of(Arith.fromDouble(x[1] * y[2] - y[1] * x[2], w), Arith.fromDouble(x[2] * y[0] - y[2] * x[0], w),
                Arith.fromDouble(x[0] * y[1] - y[0] * x[1], w));
    }

    /**
     * Refract (I, N, eta): "k = 1.0 - eta * eta * (1.0 - dot(N, I) * dot(N, I)); if k < 0.0 the result is 0.0;
     * otherwise, the result is eta * I - (eta * dot(N, I) + sqrt(k)) * N" (eta may be narrower than I and N).
     */
    private static double[] refract(double[] i, double[] n, double eta) {
        double d = dot(n, i);
        double k = 1.0 - eta * eta * (1.0 - d * d);
        double[] out = new double[i.length];
        if (k < 0.0) {
            return out;
        }
        double s = eta * d + StrictMath.sqrt(k);
        for (int c = 0; c < i.length; c++) {
            out[c] = eta * i[c] - s * n[c];
        }
        return out;
    }

    /** The determinant of square {@code m} (columns or rows: the same), by cofactor expansion along the first. */
    static double determinant(double[][] m) {
        int n = m.length;
        if (n == 1) {
            return m[0][0];
        }
        if (n == 2) {
            return m[0][0] * m[1][1] - m[1][0] * m[0][1];
        }
        double sum = 0;
        for (int j = 0; j < n; j++) {
            double term = m[0][j] * determinant(minor(m, 0, j));
            sum += j % 2 == 0 ? term : -term;
        }
        return sum;
    }

    /**
     * MatrixInverse: "Result is a matrix that is the inverse of x. The values in the result are undefined if x is
     * singular or poorly conditioned (nearly singular)": the adjugate over the determinant (infinities or NaNs when it
     * is 0). Computed on the columns as rows, which gives the transpose's inverse: the inverse's columns as rows.
     */
    private static Object inverse(double[][] m, int w) {
        int n = m.length;
        double det = determinant(m);
        List<Object> columns = new ArrayList<>();
        for (int c = 0; c < n; c++) {
            List<Object> column = new ArrayList<>();
            for (int r = 0; r < n; r++) {
                // inverse[c][r] = cofactor(r, c) / det; 0 - sub, not -sub, so that a zero entry is +0.0
                double sub = determinant(minor(m, r, c));
                column.add(Arith.fromDouble(((r + c) % 2 == 0 ? sub : 0.0 - sub) / det, w));
            }
            columns.add(List.copyOf(column));
        }
        return List.copyOf(columns);
    }

    private static double[][] minor(double[][] m, int row, int col) {
        int n = m.length;
        double[][] out = new double[n - 1][n - 1];
        for (int i = 0, oi = 0; i < n; i++) {
            if (i == row) {
                continue;
            }
            for (int j = 0, oj = 0; j < n; j++) {
                if (j != col) {
                    out[oi][oj++] = m[i][j];
                }
            }
            oi++;
        }
        return out;
    }

    /** {@code v}, a square matrix (a list of column vectors), as doubles indexed [column][row]. */
    private static double[][] matrix(Object v, int w) {
        List<?> columns = Arith.vector(v);
        double[][] out = new double[columns.size()][];
        for (int c = 0; c < out.length; c++) {
            out[c] = reals(Arith.vector(columns.get(c)), w);
            if (out[c].length != out.length) {
                throw new Fault("GLSL.std.450 Determinant or MatrixInverse of a matrix of " + out.length
                        + " columns of " + out[c].length + " rows (it takes a square matrix)");
            }
        }
        return out;
    }

    /** A scalar or a vector's components as doubles. */
    private static double[] reals(Object v, int w) {
        if (v instanceof List<?> l) {
            double[] out = new double[l.size()];
            for (int i = 0; i < out.length; i++) {
                out[i] = Arith.toDouble(Arith.number(l.get(i)), w);
            }
            return out;
        }
        return new double[] {Arith.toDouble(Arith.number(v), w)};
    }

    /** {@code d} rounded to width {@code w}, a vector when {@code like} is one, else a scalar. */
    private static Object shaped(Object like, double[] d, int w) {
        if (!(like instanceof List<?>)) {
            return Arith.fromDouble(d[0], w);
        }
        List<Object> out = new ArrayList<>(d.length);
        for (double x : d) {
            out.add(Arith.fromDouble(x, w));
        }
        return List.copyOf(out);
    }

    private static double dot(double[] a, double[] b) {
        if (a.length != b.length) {
            throw new Fault("a GLSL.std.450 instruction of vectors of " + a.length + " and " + b.length
                    + " components");
        }
        double sum = 0;
        for (int i = 0; i < a.length; i++) {
            sum += a[i] * b[i];
        }
        return sum;
    }

    private static double[] minus(double[] a, double[] b) {
        if (a.length != b.length) {
            throw new Fault("GLSL.std.450 Distance of vectors of " + a.length + " and " + b.length + " components");
        }
        double[] out = new double[a.length];
        for (int i = 0; i < a.length; i++) {
            out[i] = a[i] - b[i];
        }
        return out;
    }

    private static double[] negated(double[] a) {
        double[] out = new double[a.length];
        for (int i = 0; i < a.length; i++) {
            out[i] = -a[i];
        }
        return out;
    }
}
