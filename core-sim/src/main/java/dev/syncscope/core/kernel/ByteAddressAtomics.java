package dev.syncscope.core.kernel;

import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.SourceSpan;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The bundled glslang's mistyped {@code RWByteAddressBuffer} atomics, said at their HLSL line. The buffer's
 * {@code Interlocked*} methods take their value (and compare value) as {@code uint}, and DXC converts an {@code int}
 * argument to it; glslang hands the {@code int} to {@code OpAtomic*} unconverted, so the module breaks SPIR-V's rule
 * that an atomic's Value has its Result Type (SPIR-V 3.37.18 {@code OpAtomicIAdd}: "The type of Value must be the
 * same as Result Type"), and spirv-opt's validator, which shaderc runs on every HLSL module, rejects it: shaderc
 * said only "internal error: compilation succeeded but failed to optimize", with no line. shaderc's C API has no
 * option to skip that step, so the unoptimised module (and its {@code OpLine}) is never available; the line is
 * found from the source, and only where exact: the validator names the failing instruction's opcode, and the
 * preprocessed source has exactly one call that can emit that opcode, a buffer method. With several such method
 * calls their lines are listed; otherwise the error stays as the compiler gave it. Stateless.
 */
final class ByteAddressAtomics {

    /** shaderc's words for a module the validator refused after glslang produced it. */
    private static final Pattern FAILED = Pattern.compile("^shaderc: internal error: compilation succeeded but failed"
            + " to optimize: (Atomic[A-Za-z]+): (expected [^\\n]*?)\\s*(?:\\n.*)?$", Pattern.DOTALL);
    private static final Pattern CALL = Pattern.compile("(\\.\\s*)?\\b([A-Za-z_]\\w*)\\s*\\(");
    private static final Pattern DIRECTIVE = Pattern.compile("(?m)^\\s*#.*$");

    /** The HLSL calls that can emit each atomic opcode (the append and counter methods count an IAdd too). */
    private static final Set<String> ADDS = Set.of("InterlockedAdd", "IncrementCounter", "DecrementCounter",
            "Append", "Consume");
    private static final Map<String, Set<String>> EMITTERS = Map.ofEntries(
            Map.entry("AtomicIAdd", ADDS), Map.entry("AtomicISub", ADDS),
            Map.entry("AtomicAnd", Set.of("InterlockedAnd")), Map.entry("AtomicOr", Set.of("InterlockedOr")),
            Map.entry("AtomicXor", Set.of("InterlockedXor")),
            Map.entry("AtomicUMax", Set.of("InterlockedMax")), Map.entry("AtomicSMax", Set.of("InterlockedMax")),
            Map.entry("AtomicUMin", Set.of("InterlockedMin")), Map.entry("AtomicSMin", Set.of("InterlockedMin")),
            Map.entry("AtomicExchange", Set.of("InterlockedExchange")),
            Map.entry("AtomicCompareExchange", Set.of("InterlockedCompareExchange", "InterlockedCompareStore")));

    /** A call in the preprocessed text: its name, whether it is a method ({@code x.Name(}), its compiler line. */
    private record Call(String name, boolean method, int line) { }

    private ByteAddressAtomics() {
    }

    /**
     * {@code error} at the line of the buffer method that glslang mistyped, with what to write, when it is shaderc's
     * refusal of a mistyped atomic and {@code preprocessed} (the compiler's lines) says which call it is exactly
     * ({@code source}, the text compiled, gives the method name's column where that is exact); any other error as it is.
     */
    static InputError hinted(InputError error, String file, String source, String preprocessed) {
        Matcher failed = error.getMessage() == null ? null : FAILED.matcher(error.getMessage().trim());
        if (failed == null || !failed.matches() || !EMITTERS.containsKey(failed.group(1))) {
            return error;
        }
        String rule = failed.group(1) + ": " + failed.group(2).trim();
        List<Call> calls = calls(preprocessed, EMITTERS.get(failed.group(1)));
        if (calls.isEmpty() || calls.stream().anyMatch(c -> !c.method() || !c.name().startsWith("Interlocked"))) {
            return error;
        }
        if (calls.size() == 1) {
            Call only = calls.get(0);
            int column = CompilerColumns.of(source).token(only.line(), only.name());
            return InputError.worded(new SourceSpan(file, only.line(), column), only.name() + " of a"
                    + " RWByteAddressBuffer takes its value as uint (DXC converts an int argument to it), but the"
                    + " bundled compiler passes an int value on unconverted and the SPIR-V it makes is invalid (" + rule
                    + "): write the value arguments as uint, e.g. 1u for 1 or (uint)x for an int x", error,
                    "input.hlsl.babAtomicUint", only.name(), rule);
        }
        String lines = String.join(", ", calls.stream().map(c -> c.name() + " (" + file + ":" + c.line() + ")")
                .toList());
        return InputError.worded(new SourceSpan(file, 0, 0), "RWByteAddressBuffer methods take their value as uint"
                + " (DXC converts an int argument to it), but the bundled compiler passes an int value of one of "
                + lines + " on unconverted and the SPIR-V it makes is invalid (" + rule + "): write their value"
                + " arguments as uint, e.g. 1u for 1 or (uint)x for an int x", error, "input.hlsl.babAtomicUintLines",
                lines, rule);
    }

    /** The calls of {@code names} in {@code preprocessed}, directives blanked, in the text's order. */
    private static List<Call> calls(String preprocessed, Set<String> names) {
        StringBuilder code = new StringBuilder(preprocessed);
        Matcher d = DIRECTIVE.matcher(preprocessed);
        while (d.find()) {
            // a directive's text is no code, but "#line N" still numbers the lines (NumthreadsGuard.lineOf)
            for (int i = d.start(); i < d.end(); i++) {
                code.setCharAt(i, ' ');
            }
        }
        List<Call> out = new ArrayList<>();
        Matcher m = CALL.matcher(code);
        while (m.find()) {
            if (names.contains(m.group(2))) {
                out.add(new Call(m.group(2), m.group(1) != null, NumthreadsGuard.lineOf(preprocessed, m.start(2))));
            }
        }
        return out;
    }
}
