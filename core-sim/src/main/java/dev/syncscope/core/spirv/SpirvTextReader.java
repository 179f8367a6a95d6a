package dev.syncscope.core.spirv;

import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.spirv.TextLexer.Kind;
import dev.syncscope.core.spirv.TextLexer.Token;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads SPIR-V assembly in the syntax of {@code spirv-dis}/{@code spirv-as} ({@code %id = OpX …},
 * {@code OpX …}, literal numbers and strings, enumerant names and {@code |}-combined masks,
 * {@code ;} comments) into a {@link SpirvModule}. Ids are numbered in order of first appearance,
 * as {@code spirv-as} does. Errors are {@link InputError}s at file:line:column. One reader per text;
 * not thread-safe.
 */
public final class SpirvTextReader {

    private static final Pattern VERSION = Pattern.compile(";\\s*Version:\\s*(\\d+)\\.(\\d+)");

    private final String file;
    private final List<Token> tokens;
    private final Grammar grammar = Grammar.get();
    private final Map<String, Integer> ids = new LinkedHashMap<>();
    private final Map<Integer, int[]> numericTypes = new HashMap<>();
    private final Map<Integer, Integer> resultTypes = new HashMap<>();
    private final Map<Integer, String> extSets = new HashMap<>();
    /** Ids some instruction has as its result id. */
    private final java.util.Set<Integer> defined = new java.util.HashSet<>();
    /** Per id used as an operand inside a function body, the token of its first use there. */
    private final Map<Integer, Token> firstUse = new LinkedHashMap<>();
    /** Between an OpFunction and its OpFunctionEnd. */
    private boolean inFunction;
    private int pos;

    private SpirvTextReader(String file, String text) {
        this.file = file;
        this.tokens = TextLexer.tokenize(file, text);
    }

    public static SpirvModule read(String file, String text) {
        return new SpirvTextReader(file, text).module(text);
    }

    private SpirvModule module(String text) {
        List<Instruction> out = new ArrayList<>();
        while (pos < tokens.size()) {
            out.add(statement());
        }
        Map<Integer, SourceSpan> undefined = undefinedIds();
        Matcher m = VERSION.matcher(text);
        int version = 0x00010600;
        if (m.find()) {
            if (m.group(1).length() > 3 || m.group(2).length() > 3 || Integer.parseInt(m.group(1)) > 255
                    || Integer.parseInt(m.group(2)) > 255) {
                int lineStart = text.lastIndexOf('\n', m.start()) + 1;
                int line = (int) text.substring(0, lineStart).chars().filter(c -> c == '\n').count() + 1;
                throw new InputError(new SourceSpan(file, line, m.start() - lineStart + 1), "the version " + m.group(1)
                        + "." + m.group(2) + " has a part above 255");
            }
            version = Integer.parseInt(m.group(1)) << 16 | Integer.parseInt(m.group(2)) << 8;
        }
        Map<Integer, String> names = new HashMap<>();
        ids.forEach((name, id) -> names.put(id, name));
        return new SpirvModule(file, version, 0, ids.size() + 1, out, names, undefined);
    }

    private Instruction statement() {
        Token first = tokens.get(pos);
        Integer resultId = null;
        if (first.kind() == Kind.ID) {
            if (pos + 1 >= tokens.size() || tokens.get(pos + 1).kind() != Kind.EQUALS) {
                throw error(first, "expected '=' after result id " + first.text());
            }
            resultId = id(first);
            defined.add(resultId);
            pos += 2;
        }
        Token opToken = take("an opcode name");
        Grammar.Opcode op = opToken.kind() == Kind.WORD ? grammar.opcode(opToken.text()) : null;
        if (op == null) {
            throw opToken.kind() == Kind.WORD ? OpcodeSuggestion.error(opToken.span(file), opToken.text(),
                    opToken.describe()) : InputError.worded(opToken.span(file), "unknown opcode " + opToken.describe(),
                    null, OpcodeSuggestion.KEY_PLAIN, opToken.describe());
        }
        inFunction |= op.name().equals("OpFunction");
        boolean hasResult = op.operands().contains("IdResult");
        if (hasResult && resultId == null) {
            throw error(opToken, op.name() + " needs a result id ('%name = " + op.name() + " …')");
        }
        if (!hasResult && resultId != null) {
            throw error(first, op.name() + " has no result id");
        }
        List<Integer> words = new ArrayList<>();
        Context ctx = new Context(op.name(), resultId == null ? 0 : resultId, words);
        for (String kind : op.operands()) {
            if (kind.endsWith("?")) {
                if (!atStatementEnd()) {
                    operand(kind.substring(0, kind.length() - 1), ctx);
                }
            } else if (kind.endsWith("*")) {
                while (!atStatementEnd()) {
                    operand(kind.substring(0, kind.length() - 1), ctx);
                }
            } else {
                operand(kind, ctx);
            }
        }
        if (!atStatementEnd()) {
            refuseMisspeltOpcode(pos);
            throw error(tokens.get(pos), "unexpected " + tokens.get(pos).describe() + " after the operands of " + op.name());
        }
        record(op.name(), ctx);
        inFunction &= !op.name().equals("OpFunctionEnd");
        int[] array = words.stream().mapToInt(Integer::intValue).toArray();
        return new Instruction(op.code(), array, first.span(file), -1);
    }

    /** Per-instruction parse state. */
    private static final class Context {
        final String opName;
        final int resultId;
        final List<Integer> words;
        int resultType;
        int lastId;

        Context(String opName, int resultId, List<Integer> words) {
            this.opName = opName;
            this.resultId = resultId;
            this.words = words;
        }
    }

    private void operand(String kind, Context ctx) {
        switch (kind) {
            case "IdResult" -> ctx.words.add(ctx.resultId);
            case "IdResultType" -> {
                ctx.resultType = idOperand();
                ctx.words.add(ctx.resultType);
            }
            case "IdRef", "IdScope", "IdMemorySemantics" -> {
                ctx.lastId = idOperand();
                ctx.words.add(ctx.lastId);
            }
            case "LiteralInteger" -> ctx.words.add((int) integer(operandToken("a literal integer")));
            case "LiteralString" -> {
                Token t = operandToken("a literal string");
                if (t.kind() != Kind.STRING) {
                    throw error(t, "expected a quoted string, found " + t.describe());
                }
                addString(t.text(), ctx.words);
            }
            case "LiteralContextDependentNumber" -> number(ctx.opName.equals("OpSwitch")
                    ? resultTypes.getOrDefault(ctx.words.get(0), 0) : ctx.resultType, ctx.words);
            case "LiteralExtInstInteger" -> ctx.words.add(extInstruction(ctx));
            case "LiteralSpecConstantOpInteger" -> ctx.words.add(specOpcode());
            case "PairLiteralIntegerIdRef" -> {
                number(resultTypes.getOrDefault(ctx.words.get(0), 0), ctx.words);
                ctx.words.add(idOperand());
            }
            case "PairIdRefLiteralInteger" -> {
                ctx.words.add(idOperand());
                ctx.words.add((int) integer(operandToken("a literal integer")));
            }
            case "PairIdRefIdRef" -> {
                ctx.words.add(idOperand());
                ctx.words.add(idOperand());
            }
            default -> enumOperand(kind, ctx);
        }
    }

    private void enumOperand(String kind, Context ctx) {
        if (!grammar.isEnumKind(kind)) {
            throw error(tokens.get(Math.min(pos, tokens.size() - 1)), "operand kind " + kind + " is not supported");
        }
        Token t = take("a " + kind + " operand");
        List<Grammar.Enumerant> used = new ArrayList<>();
        int value = 0;
        // an enumerant whose name starts with a digit (Dim 1D, 2D, 3D) lexes as a number: by its name first
        if (t.kind() == Kind.NUMBER && !grammar.isBitEnum(kind) && grammar.enumerant(kind, t.text()) != null) {
            t = new Token(Kind.WORD, t.text(), t.line(), t.column());
        }
        if (t.kind() == Kind.NUMBER) {
            value = (int) integer(t);
            if (grammar.isBitEnum(kind)) {
                for (int bit = 0; bit < 32; bit++) {
                    Grammar.Enumerant e = grammar.enumerant(kind, value & (1 << bit));
                    if ((value & (1 << bit)) != 0 && e != null) {
                        used.add(e);
                    }
                }
            } else if (grammar.enumerant(kind, value) != null) {
                used.add(grammar.enumerant(kind, value));
            }
        } else if (t.kind() == Kind.WORD) {
            String[] parts = grammar.isBitEnum(kind) ? t.text().split("\\|") : new String[] {t.text()};
            for (String part : parts) {
                Grammar.Enumerant e = grammar.enumerant(kind, part);
                if (e == null) {
                    refuseMisspeltOpcode(pos - 1);
                    throw error(t, "unknown " + kind + " " + InputError.quoted(part));
                }
                value |= e.value();
                used.add(e);
            }
            used.sort((a, b) -> Integer.compareUnsigned(a.value(), b.value()));
        } else {
            refuseMisspeltOpcode(pos - 1);
            throw error(t, "expected a " + kind + " operand, found " + t.describe());
        }
        ctx.words.add(value);
        for (Grammar.Enumerant e : used) {
            for (String p : e.parameters()) {
                operand(p.replace("?", "").replace("*", ""), ctx);
            }
        }
    }

    private int extInstruction(Context ctx) {
        Token t = operandToken("an extended instruction");
        if (t.kind() == Kind.NUMBER) {
            return (int) integer(t);
        }
        String set = extSets.get(ctx.lastId);
        Integer n = set == null ? null : grammar.extInstruction(set, t.text());
        if (n == null) {
            throw error(t, "unknown extended instruction " + InputError.quoted(t.text())
                    + (set == null ? " (the set is not an OpExtInstImport)" : " in " + set));
        }
        return n;
    }

    private int specOpcode() {
        Token t = operandToken("an opcode for OpSpecConstantOp");
        if (t.kind() == Kind.NUMBER) {
            return (int) integer(t);
        }
        Grammar.Opcode op = grammar.opcode(t.text().startsWith("Op") ? t.text() : "Op" + t.text());
        if (op == null) {
            throw error(t, "unknown opcode " + InputError.quoted(t.text()));
        }
        return op.code();
    }

    private void number(int typeId, List<Integer> words) {
        Token t = operandToken("a literal number");
        int[] type = numericTypes.get(typeId);
        boolean isFloat = type != null && type[0] == 1;
        int width = type == null ? 32 : type[1];
        if (t.kind() != Kind.NUMBER) {
            throw error(t, "expected a number, found " + t.describe());
        }
        long bits;
        if (isFloat) {
            double d = decimal(t);
            if (width != 16 && width != 32 && width != 64) {
                throw error(t, width + "-bit float literals are not supported");
            }
            bits = width == 16 ? dev.syncscope.core.model.Half.bits(d) : width == 64 ? Double.doubleToRawLongBits(d)
                    : Float.floatToRawIntBits((float) d) & 0xffffffffL;
        } else {
            bits = integer(t);
        }
        words.add((int) bits);
        if (width == 64) {
            words.add((int) (bits >>> 32));
        }
    }

    private void record(String opName, Context ctx) {
        List<Integer> w = ctx.words;
        switch (opName) {
            case "OpTypeInt" -> numericTypes.put(w.get(0), new int[] {0, w.get(1), w.get(2)});
            case "OpTypeFloat" -> numericTypes.put(w.get(0), new int[] {1, w.get(1), 1});
            case "OpExtInstImport" -> {
                int[] arr = w.stream().mapToInt(Integer::intValue).toArray();
                extSets.put(w.get(0), new Instruction(0, arr, SourceSpan.UNKNOWN, -1).string(1));
            }
            default -> {
                Grammar.Opcode op = grammar.opcode(opName);
                if (op.operands().size() >= 2 && op.operands().get(0).equals("IdResultType")
                        && op.operands().get(1).equals("IdResult")) {
                    resultTypes.put(w.get(1), w.get(0));
                }
            }
        }
    }

    private boolean atStatementEnd() {
        if (pos >= tokens.size()) {
            return true;
        }
        Token t = tokens.get(pos);
        if (t.kind() == Kind.ID) {
            return pos + 1 < tokens.size() && tokens.get(pos + 1).kind() == Kind.EQUALS;
        }
        return t.kind() == Kind.WORD && t.text().startsWith("Op") && grammar.opcode(t.text()) != null;
    }

    private Token take(String what) {
        if (pos >= tokens.size()) {
            Token last = tokens.get(tokens.size() - 1);
            throw new InputError(new SourceSpan(file, last.line(), last.column() + last.text().length()),
                    "expected " + what + " but the text ended");
        }
        if (atStatementEnd() && !what.startsWith("an opcode")) {
            Token t = tokens.get(pos);
            Token last = pos > 0 ? tokens.get(pos - 1) : null;
            if (last != null && last.line() < t.line()) {
                // the instruction missing an operand is the line before the next one's: point at its end
                throw new InputError(new SourceSpan(file, last.line(), last.column() + last.text().length()),
                        "expected " + what + " at the end of the line (the next instruction, " + t.describe()
                                + ", starts on line " + t.line() + ")");
            }
            throw error(t, "expected " + what + " before " + t.describe());
        }
        return tokens.get(pos++);
    }

    /**
     * The next token as a literal operand ({@link #take}), refused as a misspelt opcode when it looks like one and
     * starts its line: a misspelt opcode is no known opcode, so the line before seemed to go on.
     */
    private Token operandToken(String what) {
        Token t = take(what);
        refuseMisspeltOpcode(pos - 1);
        return t;
    }

    /**
     * Throws {@code unknown opcode …} when token {@code at}, taken as an operand of the instruction before, is a word
     * that starts its line and looks like an opcode ({@code Op} and a letter) but is none (spirv-dis writes one
     * instruction a line).
     */
    private void refuseMisspeltOpcode(int at) {
        Token t = tokens.get(at);
        boolean startsLine = at <= 0 || tokens.get(at - 1).line() < t.line();
        if (startsLine && t.kind() == Kind.WORD && OpcodeSuggestion.looksLikeUnknownOpcode(t.text())) {
            throw OpcodeSuggestion.error(t.span(file), t.text(), t.describe());
        }
    }

    private int idOperand() {
        Token t = take("an id");
        if (t.kind() == Kind.WORD && t.text().matches("Op[A-Z]\\w*")) {
            // a misspelt opcode is no known opcode, so the previous instruction's optional ids seemed to go on
            throw OpcodeSuggestion.error(t.span(file), t.text(), t.describe());
        }
        if (t.kind() != Kind.ID) {
            throw error(t, "expected an id (%name), found " + t.describe());
        }
        int id = id(t);
        if (inFunction) {
            firstUse.putIfAbsent(id, t);
        }
        return id;
    }

    /**
     * The ids instructions of function bodies use that no instruction has as its result id, each at its first use
     * (SPIR-V, Static Single Assignment: every id has one definition; forward references are allowed).
     * {@link SpirvInterpreter} rejects them as bad input after its other checks, which name a missing function or
     * entry point more exactly.
     */
    private Map<Integer, SourceSpan> undefinedIds() {
        Map<Integer, SourceSpan> out = new LinkedHashMap<>();
        for (Map.Entry<Integer, Token> use : firstUse.entrySet()) {
            if (!defined.contains(use.getKey())) {
                out.put(use.getKey(), use.getValue().span(file));
            }
        }
        return out;
    }

    private int id(Token t) {
        return ids.computeIfAbsent(t.text().substring(1), k -> ids.size() + 1);
    }

    private long integer(Token t) {
        if (t.kind() != Kind.NUMBER) {
            throw error(t, "expected an integer, found " + t.describe());
        }
        String s = t.text();
        boolean negative = s.startsWith("-");
        String body = negative || s.startsWith("+") ? s.substring(1) : s;
        try {
            long v = body.startsWith("0x") || body.startsWith("0X")
                    ? Long.parseUnsignedLong(body.substring(2), 16) : Long.parseUnsignedLong(body);
            return negative ? -v : v;
        } catch (NumberFormatException e) {
            throw error(t, "malformed integer " + InputError.quoted(s));
        }
    }

    private double decimal(Token t) {
        String s = t.text();
        try {
            if (s.matches("[-+]?0[xX][0-9a-fA-F]+")) {
                return integer(t);
            }
            return Double.parseDouble(s);
        } catch (NumberFormatException e) {
            throw error(t, "malformed number " + InputError.quoted(s));
        }
    }

    private static void addString(String s, List<Integer> words) {
        byte[] bytes = s.getBytes(StandardCharsets.UTF_8);
        for (int i = 0; i <= bytes.length; i += 4) {
            int w = 0;
            for (int b = 0; b < 4; b++) {
                int at = i + b;
                w |= (at < bytes.length ? bytes[at] & 0xff : 0) << (8 * b);
            }
            words.add(w);
        }
    }

    private InputError error(Token t, String message) {
        return new InputError(t.span(file), message);
    }
}
