package dev.syncscope.core.spirv;

import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.SourceSpan;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Where a compiled kernel declares a variable or member, found in the source text its module carries ({@code OpSource}
 * and {@code OpSourceContinued}, which shaderc writes with debug info): glslang gives a declaration no {@code OpLine},
 * so its name is looked for in the text. Only a module whose {@code OpSource} names the module's own file (a kernel
 * SyncScope compiled) is searched, as {@link ModuleValidator} takes an {@code OpLine} only there. Lines follow
 * {@code #line} directives, as the compiler's do (an HLSL kernel is compiled behind a prelude ending in
 * {@code #line 1}); comments are not searched. A declaration that cannot be told apart from a use gives no
 * position: a wrong line is worse than none. Stateless.
 */
final class SourceDeclarations {

    private static final Pattern WORD = Pattern.compile("word \\d+: ");
    private static final Pattern LINE_DIRECTIVE = Pattern.compile("^\\s*#\\s*line\\s+(\\d{1,9})\\b");
    /** Words before a name that make {@code word name[…]} a statement, not a declaration. */
    private static final List<String> NOT_TYPES = List.of("return", "case", "else", "do", "goto");

    private SourceDeclarations() {
    }

    /**
     * The position of array {@code name}'s declaration in the kernel's source ({@code type name[length]}, the
     * length written as a number or not), or null when the module carries no source of its own file, or the text
     * has no such declaration, or more than one and none with {@code length} written out.
     */
    static SourceSpan arrayDeclaration(ModuleInfo info, String name, long length) {
        String text = ownSource(info);
        if (text == null || name.isEmpty()) {
            return null;
        }
        String code = dev.syncscope.core.kernel.SourceComments.blank(text);
        Matcher m = Pattern.compile("\\b([A-Za-z_]\\w*)\\s+(" + Pattern.quote(name) + ")\\s*\\[([^\\]\\[]*)\\]")
                .matcher(code);
        List<Integer> found = new ArrayList<>();
        int exact = -1;
        while (m.find()) {
            if (NOT_TYPES.contains(m.group(1))) {
                continue;
            }
            found.add(m.start(2));
            if (exact < 0 && m.group(3).strip().replaceFirst("[uU]$", "").equals(Long.toString(length))) {
                exact = m.start(2);
            }
        }
        int at = exact >= 0 ? exact : found.size() == 1 ? found.get(0) : -1;
        return at < 0 ? null : position(info.module.file(), code, at);
    }

    /**
     * The position of variable {@code name}'s declaration in the kernel's source: a block's instance name after its
     * members ({@code uniform PC { uint k; } pc;}) or a name after its type ({@code uint pc;},
     * {@code ConstantBuffer<S> pc : register(b0);}); for an unnamed variable ({@code name} empty), its block's name
     * {@code block} before the members ({@code uniform PC {}). Null when the module carries no source of its own file
     * or the text has not exactly one such declaration.
     */
    static SourceSpan variableDeclaration(ModuleInfo info, String name, String block) {
        String text = ownSource(info);
        boolean named = !name.isEmpty();
        if (text == null || (!named && block.isEmpty())) {
            return null;
        }
        String code = dev.syncscope.core.kernel.SourceComments.blank(text);
        // the word before the name (a type, '}' or a template's '>'), the name, maybe an array's length, then ; = or :
        Matcher m = (named
                ? Pattern.compile("(\\}|>|\\b[A-Za-z_]\\w*)\\s*\\b(" + Pattern.quote(name)
                        + ")\\s*(?:\\[[^\\]\\[]*\\]\\s*)?[;=:]")
                : Pattern.compile("(\\b[A-Za-z_]\\w*)\\s+\\b(" + Pattern.quote(block) + ")\\s*\\{")).matcher(code);
        int at = -1;
        while (m.find()) {
            if (NOT_TYPES.contains(m.group(1))) {
                continue;
            }
            if (at >= 0) {
                return null;
            }
            at = m.start(2);
        }
        return at < 0 ? null : position(info.module.file(), code, at);
    }

    /** The position of the first use of the name {@code name} in the kernel's own source (comments left out), or null. */
    static SourceSpan firstUse(ModuleInfo info, String name) {
        String text = ownSource(info);
        if (text == null) {
            return null;
        }
        String code = dev.syncscope.core.kernel.SourceComments.blank(text);
        Matcher m = Pattern.compile("\\b" + Pattern.quote(name) + "\\b").matcher(code);
        return m.find() ? position(info.module.file(), code, m.start()) : null;
    }

    /** Whether the module carries the source of its own file: a kernel SyncScope compiled, whose words mean nothing. */
    static boolean compiledFromSource(ModuleInfo info) {
        return ownSource(info) != null;
    }

    /**
     * An error at {@code in}, which has no source position: in a kernel SyncScope compiled, about the file (a word of
     * the SPIR-V it compiled means nothing to the kernel's author); in a binary the user gave, at the instruction's
     * word; in a {@code .spvasm}, at its line.
     */
    static InputError unplaced(ModuleInfo info, Instruction in, String message) {
        return in.wordOffset() >= 0 && compiledFromSource(info)
                ? new InputError(new SourceSpan(in.span().file(), 0, 0), message) : in.error(message);
    }

    /**
     * {@code e} without the {@code word N: } an instruction of a binary leads its message with
     * ({@link Instruction#error(String)}) when {@code module} is a kernel SyncScope compiled and {@code e} has no line:
     * the last stop for errors no check placed in the source (the audit of session 56: {@code spec.comp: word 23: …}).
     */
    static InputError withoutWord(SpirvModule module, InputError e) {
        Matcher word = WORD.matcher(e.getMessage());
        if (e.span().line() > 0 || e.key() != null || !word.lookingAt() || ownSource(module, null) == null) {
            return e;
        }
        return e.withMessage(e.getMessage().substring(word.end()));
    }

    /** The source text of the module's {@code OpSource} when it names the module's own file, else null. */
    private static String ownSource(ModuleInfo info) {
        return ownSource(info.module, info.strings);
    }

    /**
     * As {@link #ownSource(ModuleInfo)}, the module's {@code OpString}s {@code strings} (by id), or null to read
     * them from the module.
     */
    private static String ownSource(SpirvModule module, Map<Integer, String> strings) {
        Map<Integer, String> named = strings;
        if (named == null) {
            named = new HashMap<>();
            for (Instruction in : module.instructions()) {
                if (in.name().equals("OpString") && in.size() > 1) {
                    named.put(in.word(0), in.string(1));
                }
            }
        }
        StringBuilder text = null;
        for (Instruction in : module.instructions()) {
            if (in.name().equals("OpSource")) {
                if (text != null || in.size() < 4
                        || !module.file().equals(named.get(in.word(2)))) {
                    return null;
                }
                text = new StringBuilder(in.string(3));
            } else if (in.name().equals("OpSourceContinued") && text != null) {
                text.append(in.string(0));
            }
        }
        return text == null ? null : text.toString();
    }

    /** The file:line:column of offset {@code at} of {@code text}, lines counted as {@code #line} directives set them. */
    static SourceSpan position(String file, String text, int at) {
        int line = 1;
        int start = 0;
        while (true) {
            int end = text.indexOf('\n', start);
            if (end < 0 || at <= end) {
                return new SourceSpan(file, line, at - start + 1);
            }
            Matcher directive = LINE_DIRECTIVE.matcher(text.substring(start, end));
            line = directive.find() ? Integer.parseInt(directive.group(1)) : line + 1;
            start = end + 1;
        }
    }
}
