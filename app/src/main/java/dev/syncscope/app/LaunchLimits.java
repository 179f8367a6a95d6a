package dev.syncscope.app;

import dev.syncscope.views.i18n.Messages;

/**
 * The limits the launch dialog edits, and the validation of what was typed for them. Immutable.
 *
 * @param stepLimit      most steps one Run (run to barrier, run to breakpoint) takes before it stops
 * @param maxInvocations the dispatch-size limit: a launch of more invocations is rejected
 * @param budget         kernels: most instructions an invocation runs between two memory actions
 *                       (the {@code @budget} pragma); 0 for litmus tests, which have none
 * @param maxActions     most actions an invocation takes before it stops (an endless loop)
 */
record LaunchLimits(long stepLimit, int maxInvocations, int budget, int maxActions) {

    /** What the fields held: the limits, or the message to show under the fields (the first invalid field). */
    record Parsed(LaunchLimits limits, String problem) {
        boolean valid() {
            return problem == null;
        }
    }

    /**
     * Parses the dialog's fields: whole numbers of at least 1 (digit grouping with ',', '_' or spaces
     * is accepted); {@code budget} is null when the field is not shown (litmus tests).
     */
    static Parsed parse(Messages text, String stepLimit, String maxActions, String maxInvocations, String budget) {
        long steps = number(stepLimit, Long.MAX_VALUE);
        if (steps < 1) {
            return invalid(text, "launch.stepLimit", Long.MAX_VALUE);
        }
        long actions = number(maxActions, Integer.MAX_VALUE);
        if (actions < 1) {
            return invalid(text, "launch.maxActions", Integer.MAX_VALUE);
        }
        long invocations = number(maxInvocations, Integer.MAX_VALUE);
        if (invocations < 1) {
            return invalid(text, "launch.maxInvocations", Integer.MAX_VALUE);
        }
        long instructions = budget == null ? 0 : number(budget, Integer.MAX_VALUE);
        if (budget != null && instructions < 1) {
            return invalid(text, "launch.budget", Integer.MAX_VALUE);
        }
        return new Parsed(new LaunchLimits(steps, (int) invocations, (int) instructions, (int) actions),
                null);
    }

    private static Parsed invalid(Messages text, String field, long max) {
        return new Parsed(null, text.get("launch.invalidNumber", text.get(field), max));
    }

    /**
     * The message for a field {@code field} (a label's key) whose {@code typed} text is not a whole number from
     * {@code min} to {@code max}, or null when it is one.
     */
    static String rangeProblem(Messages text, String field, String typed, int min, int max) {
        long n = number(typed, Integer.MAX_VALUE);
        boolean zero = typed != null && typed.strip().equals("0");
        if (zero ? min == 0 : n >= min && n <= max) {
            return null;
        }
        return min == 1 ? text.get("launch.invalidNumber", text.get(field), max)
                : text.get("launch.invalidRange", text.get(field), min, max);
    }

    /** {@code typed} as the whole number {@link #rangeProblem} accepts (call once it found none). */
    static int parse(String typed) {
        return typed.strip().equals("0") ? 0 : (int) number(typed, Integer.MAX_VALUE);
    }

    /** The whole number {@code typed} holds if it is between 1 and {@code max}, else -1. */
    private static long number(String typed, long max) {
        String digits = typed == null ? "" : typed.strip().replaceAll("[,_ \u00a0\u202f]", "");
        if (digits.isEmpty() || digits.length() > 19 || !digits.chars().allMatch(c -> c >= '0' && c <= '9')) {
            return -1;
        }
        try {
            long n = Long.parseLong(digits);
            return n >= 1 && n <= max ? n : -1;
        } catch (NumberFormatException e) {
            return -1;
        }
    }
}
