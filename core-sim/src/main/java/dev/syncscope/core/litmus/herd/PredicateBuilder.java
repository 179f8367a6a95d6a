package dev.syncscope.core.litmus.herd;

import dev.syncscope.core.litmus.herd.HerdVulkanParser.AddressOperandContext;
import dev.syncscope.core.litmus.herd.HerdVulkanParser.CompareContext;
import dev.syncscope.core.litmus.herd.HerdVulkanParser.ConjunctionContext;
import dev.syncscope.core.litmus.herd.HerdVulkanParser.ConstantOperandContext;
import dev.syncscope.core.litmus.herd.HerdVulkanParser.DisjunctionContext;
import dev.syncscope.core.litmus.herd.HerdVulkanParser.LocationOperandContext;
import dev.syncscope.core.litmus.herd.HerdVulkanParser.NegationContext;
import dev.syncscope.core.litmus.herd.HerdVulkanParser.OperandContext;
import dev.syncscope.core.litmus.herd.HerdVulkanParser.ParenthesizedContext;
import dev.syncscope.core.litmus.herd.HerdVulkanParser.PredicateContext;
import dev.syncscope.core.litmus.herd.HerdVulkanParser.RegisterOperandContext;
import dev.syncscope.core.litmus.herd.HerdVulkanParser.TruthContext;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.SourceSpan;

import java.util.Map;

/**
 * Builds the {@link Predicate} of a {@code filter} or condition from its parse tree. Stateless apart
 * from the file's spans, thread count, location addresses and threads' registers; owned by the parsing thread.
 *
 * <p>As in Dat3M's VisitorLitmusAssertions, a bare location name on the right of a comparison is the
 * location's address ({@code P0:r0 == x}: r0 holds the address of x), and anywhere else, or written
 * {@code x[0]}, its value. {@code &x} (either side) is always the address.
 */
final class PredicateBuilder {

    private final AstBuilder.Spans spans;
    private final int threadCount;
    private final Map<String, Long> addresses;
    private final Registers registers;

    PredicateBuilder(AstBuilder.Spans spans, int threadCount, Map<String, Long> addresses, Registers registers) {
        this.spans = spans;
        this.threadCount = threadCount;
        this.addresses = addresses;
        this.registers = registers;
    }

    /**
     * Deepest nesting of a condition's operators and parentheses read: its predicate is evaluated recursively per
     * outcome, and 100,000 levels overflowed the stack (the CLI audit). Real conditions nest a few levels.
     */
    static final int MAX_DEPTH = 1000;

    Predicate build(PredicateContext ctx) {
        return build(ctx, 0);
    }

    private Predicate build(PredicateContext ctx, int depth) {
        if (depth > MAX_DEPTH) {
            throw new InputError(spans.of(ctx), "the condition has more than " + MAX_DEPTH + " operators or nested"
                    + " parentheses one inside another (a chain of /\\ or \\/ counts one per operator)");
        }
        if (ctx instanceof ParenthesizedContext p) {
            return build(p.predicate(), depth + 1);
        } else if (ctx instanceof NegationContext n) {
            return new Predicate.Not(build(n.predicate(), depth + 1));
        } else if (ctx instanceof ConjunctionContext c) {
            return new Predicate.And(build(c.predicate(0), depth + 1), build(c.predicate(1), depth + 1));
        } else if (ctx instanceof DisjunctionContext d) {
            return new Predicate.Or(build(d.predicate(0), depth + 1), build(d.predicate(1), depth + 1));
        } else if (ctx instanceof TruthContext) {
            return new Predicate.Literal(true);
        } else if (ctx instanceof CompareContext cmp) {
            return new Predicate.Compare(operand(cmp.operand(0), false),
                    Comparison.ofSymbol(cmp.comparison().getText()), operand(cmp.operand(1), true));
        }
        return new Predicate.Literal(false);
    }

    private Operand operand(OperandContext ctx, boolean right) {
        if (ctx instanceof RegisterOperandContext reg) {
            String text = reg.threadRef().getText();
            int thread = AstBuilder.smallNumber(text.startsWith("P") ? text.substring(1) : text, spans.of(reg));
            if (thread >= threadCount) {
                throw new InputError(spans.of(reg),
                        "no thread " + text + "; the header declares P0..P" + (threadCount - 1));
            }
            registers.check(thread, reg.REGISTER().getText(), spans.of(reg));
            return new Operand.RegisterOf(thread, reg.REGISTER().getText());
        } else if (ctx instanceof LocationOperandContext loc) {
            if (right && loc.INT() == null) {
                return address(loc.name().getText(), spans.of(loc));
            }
            int index = loc.INT() == null ? 0 : AstBuilder.smallNumber(loc.INT().getText(), spans.of(loc));
            return new Operand.LocationOf(loc.name().getText(), index);
        } else if (ctx instanceof AddressOperandContext addr) {
            return address(addr.name().getText(), spans.of(addr.name()));
        }
        return new Operand.Constant(Constants.of(((ConstantOperandContext) ctx).constant(), spans));
    }

    private Operand address(String name, SourceSpan at) {
        Long address = addresses.get(name);
        if (address == null) {
            throw new InputError(at, "no location '" + name + "' to take the address of (a bare name on the right"
                    + " of a comparison is an address, as in Dat3M; write " + name + "[0] for a value); expected one of "
                    + addresses.keySet());
        }
        return new Operand.AddressOf(name, address);
    }
}
