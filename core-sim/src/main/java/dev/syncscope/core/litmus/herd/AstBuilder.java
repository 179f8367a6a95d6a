package dev.syncscope.core.litmus.herd;

import dev.syncscope.core.litmus.herd.HerdLitmus.SystemSync;
import dev.syncscope.core.litmus.herd.HerdLitmus.ThreadDecl;
import dev.syncscope.core.litmus.herd.HerdVulkanParser.InitAliasContext;
import dev.syncscope.core.litmus.herd.HerdVulkanParser.InitEntryContext;
import dev.syncscope.core.litmus.herd.HerdVulkanParser.InitLocationAddressContext;
import dev.syncscope.core.litmus.herd.HerdVulkanParser.InitLocationContext;
import dev.syncscope.core.litmus.herd.HerdVulkanParser.InitRegisterAddressContext;
import dev.syncscope.core.litmus.herd.HerdVulkanParser.InitRegisterContext;
import dev.syncscope.core.litmus.herd.HerdVulkanParser.LitmusContext;
import dev.syncscope.core.litmus.herd.HerdVulkanParser.ObservedContext;
import dev.syncscope.core.litmus.herd.HerdVulkanParser.PreambleItemContext;
import dev.syncscope.core.litmus.herd.HerdVulkanParser.SswEntryContext;
import dev.syncscope.core.litmus.herd.HerdVulkanParser.ThreadDeclContext;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.SourceSpan;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Turns the ANTLR parse tree of a whole file into a {@link HerdLitmus}, checking what the grammar
 * cannot (thread numbering, row widths, duplicate or dangling names). Single use, owned by the parsing thread.
 *
 * <p>Address initialisers follow Dat3M's VisitorLitmusVulkan and ProgramBuilder: {@code P0:r0=&x} (or
 * {@code P0:r0=x}) sets r0 to the address of x ({@code initRegEqLocPtr}); {@code x=&y} (or {@code x=y})
 * makes x a location of its own whose initial value is a copy of y's ({@code initVirLocEqLoc}), and y
 * must be named earlier in the init block ("Alias to non-exist location" in Dat3M). Every location
 * name gets a distinct address: {@link #ADDRESS_STRIDE} times its rank in order of first mention (init
 * block, then the code, thread by thread).
 */
final class AstBuilder {

    /** Addresses are 0x1000, 0x2000, ...: nonzero, distinct, and unlike the small values tests store. */
    static final long ADDRESS_STRIDE = 0x1000;

    private final Spans spans;
    private final Map<String, Long> initialValues = new LinkedHashMap<>();
    private final Map<String, String> aliases = new LinkedHashMap<>();
    private final Map<String, Long> initialRegisters = new LinkedHashMap<>();
    private final Map<String, SourceSpan> declarations = new LinkedHashMap<>();
    /** Location names in order of first mention in the init block. */
    private final Set<String> mentioned = new LinkedHashSet<>();
    /** {@code P0:r0 -> x} for each {@code P0:r0=&x}. */
    private final Map<String, String> registerAddresses = new LinkedHashMap<>();

    AstBuilder(String file) {
        this.spans = new Spans(file);
    }

    HerdLitmus build(LitmusContext ctx) {
        List<ThreadDecl> threads = threads(ctx.threadHeader().threadDecl());
        for (InitEntryContext entry : ctx.initBlock().initEntry()) {
            init(entry, threads.size());
        }
        List<SystemSync> ssw = new ArrayList<>();
        if (ctx.sswBlock() != null) {
            for (SswEntryContext e : ctx.sswBlock().sswEntry()) {
                ssw.add(new SystemSync(thread(e.threadRef(0), threads.size()), thread(e.threadRef(1), threads.size()),
                        spans.of(e)));
            }
        }
        List<List<Instruction>> code = new InstructionBuilder(spans, threads.size()).build(ctx.instructionRow());
        Map<String, Long> addresses = addresses(code);
        registerAddresses.forEach((key, location) -> initialRegisters.put(key, addresses.get(location)));
        Registers registers = new Registers(code, initialRegisters.keySet());
        List<String> observed = new ArrayList<>();
        if (ctx.locationsClause() != null) {
            for (ObservedContext o : ctx.locationsClause().observed()) {
                observed.add(o.name() != null ? o.name().getText()
                        : registers.check(thread(o.threadRef(), threads.size()), o.REGISTER().getText(), spans.of(o)));
            }
        }
        PredicateBuilder predicates = new PredicateBuilder(spans, threads.size(), addresses, registers);
        Optional<Predicate> filter = Optional.ofNullable(ctx.filterClause())
                .map(f -> predicates.build(f.predicate()));
        Optional<Condition> condition = Optional.ofNullable(ctx.conditionClause())
                .map(c -> new Condition(quantifier(c.quantifier()), predicates.build(c.predicate()), spans.of(c)));
        // checked last, so that a wrong name in the condition is reported as such
        if (code.stream().allMatch(List::isEmpty)) {
            // a file cut after its thread header ran as a test of nothing and passed (the session-45 audit)
            throw new InputError(spans.of(afterHeader(ctx)), "expected at least one thread with instructions: the"
                    + " rows under the thread header (such as ' st x, 1 | ld r0, x ;') have none");
        }
        return new HerdLitmus(spans.file(), ctx.NAME().getText().trim(), comments(ctx.preambleItem()), initialValues,
                aliases, initialRegisters, declarations, ssw, threads, code, observed, filter, condition,
                ctx.filterClause() != null ? spans.of(ctx.filterClause())
                        : ctx.locationsClause() != null ? spans.of(ctx.locationsClause()) : SourceSpan.UNKNOWN,
                addresses);
    }

    /** The first token after the thread header: where the rows of instructions go. */
    private static Token afterHeader(LitmusContext ctx) {
        ParserRuleContext next = !ctx.instructionRow().isEmpty() ? ctx.instructionRow(0)
                : ctx.locationsClause() != null ? ctx.locationsClause()
                : ctx.filterClause() != null ? ctx.filterClause() : ctx.conditionClause();
        return next != null ? next.getStart() : ctx.EOF().getSymbol();
    }

    /** The address of every location name (see the class comment). */
    private Map<String, Long> addresses(List<List<Instruction>> code) {
        Set<String> names = new LinkedHashSet<>(mentioned);
        for (List<Instruction> thread : code) {
            for (Instruction i : thread) {
                String name = ThreadCompiler.location(i);
                if (name != null) {
                    names.add(name);
                }
            }
        }
        Map<String, Long> addresses = new LinkedHashMap<>();
        for (String name : names) {
            addresses.put(name, ADDRESS_STRIDE * (addresses.size() + 1));
        }
        return addresses;
    }

    private static List<String> comments(List<PreambleItemContext> items) {
        List<String> comments = new ArrayList<>();
        for (PreambleItemContext item : items) {
            if (item.COMMENT_LINE() != null) {
                String text = item.COMMENT_LINE().getText();
                comments.add(text.substring(1, text.length() - 1));
            }
        }
        return comments;
    }

    private List<ThreadDecl> threads(List<ThreadDeclContext> decls) {
        List<ThreadDecl> threads = new ArrayList<>();
        for (ThreadDeclContext d : decls) {
            int id = smallNumber(d.THREAD().getText().substring(1), spans.of(d.THREAD().getSymbol()));
            if (id != threads.size()) {
                throw new InputError(spans.of(d.THREAD().getSymbol()),
                        "expected thread P" + threads.size() + " here; threads are numbered P0, P1, ... in order");
            }
            threads.add(new ThreadDecl(id, number(d.INT(0).getSymbol()), number(d.INT(1).getSymbol()),
                    number(d.INT(2).getSymbol()), spans.of(d)));
        }
        return threads;
    }

    private void init(InitEntryContext entry, int threadCount) {
        if (entry instanceof InitLocationContext loc) {
            initialValue(loc.name().getText(), Constants.of(loc.constant(), spans), loc);
        } else if (entry instanceof InitRegisterContext reg) {
            String key = "P" + thread(reg.threadRef(), threadCount) + ":" + reg.REGISTER().getText();
            if (initialRegisters.put(key, Constants.of(reg.constant(), spans)) != null
                    || registerAddresses.containsKey(key)) {
                throw InputError.worded(spans.of(reg), "register " + key + " is initialised twice", null,
                        "input.registerTwice", key);
            }
            declarations.put(key, spans.of(reg));
        } else if (entry instanceof InitRegisterAddressContext reg) {
            String key = "P" + thread(reg.threadRef(), threadCount) + ":" + reg.REGISTER().getText();
            String location = reg.name().getText();
            if (registerAddresses.put(key, location) != null || initialRegisters.containsKey(key)) {
                throw InputError.worded(spans.of(reg), "register " + key + " is initialised twice", null,
                        "input.registerTwice", key);
            }
            declarations.put(key, spans.of(reg));
            declarations.putIfAbsent(location, spans.of(reg.name()));
            mentioned.add(location);
        } else if (entry instanceof InitAliasContext alias) {
            String name = alias.name(0).getText();
            if (aliases.put(name, alias.name(1).getText()) != null || initialValues.containsKey(name)) {
                throw new InputError(spans.of(alias), "'" + name + "' is declared twice");
            }
            declarations.put(name, spans.of(alias));
            mentioned.add(name);
            mentioned.add(alias.name(1).getText());
        } else {
            InitLocationAddressContext copy = (InitLocationAddressContext) entry;
            String from = copy.name(1).getText();
            if (!mentioned.contains(from)) {
                throw new InputError(spans.of(copy.name(1)), "'" + from + "' is not declared before this entry;"
                        + " '" + copy.getText() + "' gives " + copy.name(0).getText() + " a copy of " + from
                        + "'s initial value (as Dat3M reads it), so " + from + " must come first");
            }
            initialValue(copy.name(0).getText(), initialValueOf(from), copy);
        }
    }

    private void initialValue(String name, long value, ParserRuleContext at) {
        if (initialValues.put(name, value) != null || aliases.containsKey(name)) {
            throw InputError.worded(spans.of(at), "location '" + name + "' is initialised twice", null,
                    "input.locationTwice", name);
        }
        declarations.put(name, spans.of(at));
        mentioned.add(name);
    }

    /** The initial value of {@code name} so far: its own, its aliased location's, else 0. */
    private long initialValueOf(String name) {
        String current = name;
        for (int hops = 0; aliases.containsKey(current) && hops <= aliases.size(); hops++) {
            current = aliases.get(current);
        }
        return initialValues.getOrDefault(current, 0L);
    }

    private int thread(HerdVulkanParser.ThreadRefContext ref, int threadCount) {
        String text = ref.getText();
        int id = smallNumber(text.startsWith("P") ? text.substring(1) : text, spans.of(ref));
        if (id >= threadCount) {
            throw InputError.worded(spans.of(ref), "no thread " + text + "; the header declares P0..P"
                    + (threadCount - 1), null, "input.noThread", text, threadCount - 1);
        }
        return id;
    }

    private static Condition.Quantifier quantifier(HerdVulkanParser.QuantifierContext q) {
        if (q.FORALL() != null) {
            return Condition.Quantifier.FORALL;
        }
        return q.TILDE() != null || q.NOT() != null ? Condition.Quantifier.NOT_EXISTS : Condition.Quantifier.EXISTS;
    }

    /** {@code digits} as an int, or an InputError at {@code at} when it does not fit. */
    static int smallNumber(String digits, SourceSpan at) {
        try {
            return Integer.parseInt(digits);
        } catch (NumberFormatException e) {
            throw new InputError(at, "expected a small decimal number, found " + InputError.quoted(digits), e);
        }
    }

    private int number(Token t) {
        try {
            return Integer.parseInt(t.getText());
        } catch (NumberFormatException e) {
            throw new InputError(spans.of(t), "expected a small decimal number, found "
                    + InputError.quoted(t.getText()), e);
        }
    }

    /** Source positions for tokens and rules of one file. Immutable. */
    record Spans(String file) {
        SourceSpan of(Token t) {
            return new SourceSpan(file, t.getLine(), t.getCharPositionInLine() + 1);
        }

        SourceSpan of(ParserRuleContext ctx) {
            return of(ctx.getStart());
        }
    }
}
