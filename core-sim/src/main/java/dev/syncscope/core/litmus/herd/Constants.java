package dev.syncscope.core.litmus.herd;

import dev.syncscope.core.model.InputError;

/**
 * Reads the integer literals of the format (decimal or {@code 0x} hex, optionally negative). Stateless.
 */
final class Constants {

    private Constants() {
    }

    static long of(HerdVulkanParser.ConstantContext ctx, AstBuilder.Spans spans) {
        String digits = ctx.INT().getText();
        try {
            long magnitude = digits.startsWith("0x")
                    ? Long.parseUnsignedLong(digits.substring(2), 16) : Long.parseLong(digits);
            return ctx.MINUS() != null ? -magnitude : magnitude;
        } catch (NumberFormatException e) {
            throw new InputError(spans.of(ctx), "the constant '" + ctx.getText() + "' does not fit in 64 bits", e);
        }
    }

    static Value value(HerdVulkanParser.ValueContext ctx, AstBuilder.Spans spans) {
        return ctx.REGISTER() != null ? new Value.Register(ctx.REGISTER().getText())
                : new Value.Constant(of(ctx.constant(), spans));
    }
}
