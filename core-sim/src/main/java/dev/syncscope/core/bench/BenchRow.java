package dev.syncscope.core.bench;

/**
 * One measured figure with its target. Immutable.
 *
 * @param figure what was measured
 * @param value  the measurement, with its unit
 * @param target the promised figure ("" when there is none)
 * @param met    whether the target was met; null when there is no target
 */
public record BenchRow(String figure, String value, String target, Boolean met) {

    public static BenchRow info(String figure, String value) {
        return new BenchRow(figure, value, "", null);
    }

    public static BenchRow atMost(String figure, double value, double limit, String unit, String format) {
        return new BenchRow(figure, String.format(format, value) + " " + unit,
                "≤ " + String.format(format, limit) + " " + unit, value <= limit);
    }

    public static BenchRow atLeast(String figure, double value, double floor, String unit, String format) {
        return new BenchRow(figure, String.format(format, value) + " " + unit,
                "≥ " + String.format(format, floor) + " " + unit, value >= floor);
    }

    /** "met", "MISSED", or "" without a target. */
    public String verdict() {
        return met == null ? "" : met ? "met" : "MISSED";
    }
}
