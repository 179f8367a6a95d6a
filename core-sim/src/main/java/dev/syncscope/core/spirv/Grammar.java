package dev.syncscope.core.spirv;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The SPIR-V grammar: opcodes with their operand kinds, enumerants, and extended-instruction
 * names, loaded from {@code grammar.txt} (generated from SPIRV-Headers by
 * {@code docs/tools/gen-spirv-grammar.py}). Immutable; one shared instance ({@link #get()}).
 */
public final class Grammar {

    /** One opcode: its name and operand kinds, each possibly suffixed {@code ?} or {@code *}. */
    public record Opcode(int code, String name, List<String> operands) { }

    /** One enumerant of an operand kind, with the operand kinds of its parameters. */
    public record Enumerant(String kind, String name, int value, boolean bit, List<String> parameters) { }

    private static final Grammar INSTANCE = load();

    /** Opcodes by number (an array: the interpreter names every instruction it executes). Filled while loading. */
    private Opcode[] byCode = new Opcode[0];
    private final Map<String, Opcode> byName = new HashMap<>();
    private final Map<String, Map<String, Enumerant>> enumByName = new HashMap<>();
    private final Map<String, Map<Integer, Enumerant>> enumByValue = new HashMap<>();
    private final Map<String, Boolean> bitKinds = new HashMap<>();
    private final Map<String, Map<String, Integer>> extByName = new HashMap<>();
    private final Map<String, Map<Integer, String>> extByCode = new HashMap<>();

    private Grammar() {
    }

    public static Grammar get() {
        return INSTANCE;
    }

    public Opcode opcode(int code) {
        return code >= 0 && code < byCode.length ? byCode[code] : null;
    }

    /** One more than the largest opcode number the grammar knows (the length of a table by opcode). */
    public int opcodeLimit() {
        return byCode.length;
    }

    /** A table by opcode of {@code classify} applied to each opcode's name ({@link #opcodeName}). */
    public <T> T[] byOpcode(java.util.function.IntFunction<T[]> array, java.util.function.Function<String, T> classify) {
        T[] t = array.apply(opcodeLimit());
        for (int code = 0; code < t.length; code++) {
            t[code] = classify.apply(opcodeName(code));
        }
        return t;
    }

    public Opcode opcode(String name) {
        return byName.get(name);
    }

    /** The name of {@code code}, or {@code Op#<code>} when unknown. */
    public String opcodeName(int code) {
        Opcode op = opcode(code);
        return op == null ? "Op#" + code : op.name();
    }

    public boolean isEnumKind(String kind) {
        return bitKinds.containsKey(kind);
    }

    public boolean isBitEnum(String kind) {
        return Boolean.TRUE.equals(bitKinds.get(kind));
    }

    public Enumerant enumerant(String kind, String name) {
        Map<String, Enumerant> m = enumByName.get(kind);
        return m == null ? null : m.get(name);
    }

    public Enumerant enumerant(String kind, int value) {
        Map<Integer, Enumerant> m = enumByValue.get(kind);
        return m == null ? null : m.get(value);
    }

    /** The name of enumerant {@code value} of {@code kind}, or the number when unknown. */
    public String enumName(String kind, int value) {
        Enumerant e = enumerant(kind, value);
        return e == null ? Integer.toString(value) : e.name();
    }

    /** All bits the enumerants of bit-enum {@code kind} define, OR-ed; 0 for an unknown kind. */
    public int bitMask(String kind) {
        int mask = 0;
        for (int value : enumByValue.getOrDefault(kind, Map.of()).keySet()) {
            mask |= value;
        }
        return mask;
    }

    /** The number of extended instruction {@code name} in {@code set}, or null. */
    public Integer extInstruction(String set, String name) {
        Map<String, Integer> m = extByName.get(set);
        return m == null ? null : m.get(name);
    }

    public String extInstructionName(String set, int number) {
        Map<Integer, String> m = extByCode.get(set);
        String n = m == null ? null : m.get(number);
        return n == null ? set + "#" + number : n;
    }

    private static Grammar load() {
        Grammar g = new Grammar();
        try (InputStream in = Grammar.class.getResourceAsStream("grammar.txt")) {
            if (in == null) {
                throw new IllegalStateException("grammar.txt missing from the class path");
            }
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                g.addLine(line);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return g;
    }

    private void addLine(String line) {
        if (line.isEmpty() || line.startsWith("#")) {
            return;
        }
        String[] f = line.split(" ");
        switch (f[0]) {
            case "I" -> {
                Opcode op = new Opcode(Integer.parseInt(f[1]), f[2], List.of(f).subList(3, f.length));
                if (op.code() >= byCode.length) {
                    byCode = java.util.Arrays.copyOf(byCode, Math.max(op.code() + 1, byCode.length * 2));
                }
                if (byCode[op.code()] == null) {
                    byCode[op.code()] = op;
                }
                byName.put(op.name(), op);
            }
            case "E" -> {
                boolean bit = f[2].equals("B");
                Enumerant e = new Enumerant(f[1], f[3], Integer.parseUnsignedInt(f[4]), bit,
                        List.of(f).subList(5, f.length));
                bitKinds.put(e.kind(), bit);
                enumByName.computeIfAbsent(e.kind(), k -> new HashMap<>()).put(e.name(), e);
                enumByValue.computeIfAbsent(e.kind(), k -> new HashMap<>()).putIfAbsent(e.value(), e);
            }
            case "X" -> {
                int code = Integer.parseInt(f[2]);
                extByName.computeIfAbsent(f[1], k -> new HashMap<>()).put(f[3], code);
                extByCode.computeIfAbsent(f[1], k -> new HashMap<>()).put(code, f[3]);
            }
            default -> throw new IllegalStateException("bad grammar line: " + line);
        }
    }
}
