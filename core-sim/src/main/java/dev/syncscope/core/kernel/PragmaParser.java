package dev.syncscope.core.kernel;

import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.ProgramNote;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.ValueLiteral;
import dev.syncscope.core.spirv.DispatchConfig;
import dev.syncscope.core.spirv.Sampler;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Parses launch pragmas from the leading comment block of a kernel file. Stateless.
 *
 * <p>The leading block is every line up to the first line that is neither blank nor a comment
 * ({@code //} for GLSL/HLSL, {@code ;} for {@code .spvasm}). In it, a comment whose text starts with
 * {@code @} is a pragma; other comments are free text. Pragmas (values are decimal or {@code 0x}
 * hexadecimal integers, optionally negative):
 * <pre>
 * // &#64;dispatch 2,1,1            workgroups in x,y,z (missing sizes are 1; default 1,1,1)
 * // &#64;workgroup-size 64         only for shaders that declare none (must agree otherwise)
 * // &#64;subgroup-size 32          invocations per subgroup (default 32)
 * // &#64;buffer data = 1,2,0*6     initial 32-bit words from byte 0 of the buffer; v*n repeats v n times;
 *                                 1.5 or 2f is a float's IEEE bit pattern
 * // &#64;length data = 128         element count of the buffer's runtime array (default: one per invocation)
 * // &#64;image img = 64,64         a storage image's texels in x,y,z (default: one per invocation of the dispatch)
 * // &#64;sampler tex = linear      the sampler state a texture is sampled with (filter, address mode, unnormalized)
 * // &#64;alias a b                 bind buffers a and b to one allocation (two references, same locations)
 * // &#64;chains on                 device feature vulkanMemoryModelAvailabilityVisibilityChains (default off)
 * // &#64;spec 0 = 64               override the spec constant with SpecId 0
 * // &#64;entry main                entry point (default: the first compute entry point)
 * // &#64;budget 100000             local step budget per invocation between two memory actions
 * // &#64;expect …                  kept verbatim for checkers and lessons (e.g. "&#64;expect race", "&#64;expect result[0] == 42")
 * </pre>
 * Buffer and shared-variable names are the reference names (the variable's name, else the only
 * member of its block, else the block type's name, else {@code set<s>.binding<b>}). Any malformed
 * pragma is an {@link InputError} at its file:line:column. A pragma written where it is not read (after the
 * leading block, or in a block comment) is a note of the result ({@link MisplacedPragmas}).
 */
public final class PragmaParser {

    /** The pragma names, in the order of the class comment: the one list the parser's messages and notes name. */
    static final List<String> NAMES = List.of("dispatch", "workgroup-size", "subgroup-size", "buffer", "length",
            "image", "sampler", "alias", "chains", "spec", "entry", "budget", "expect");

    /** The key of {@link LaunchPragmas#origins()} under which the texture {@code @sampler} names was written. */
    public static String samplerOrigin(String texture) {
        return "@sampler " + texture;
    }

    /** Where {@code @subgroup-size} was written, in {@link LaunchPragmas#origins()} (an HLSL [WaveSize] checks it). */
    static final String SUBGROUP_SIZE_ORIGIN = "@subgroup-size";

    /** The largest {@code @subgroup-size}: Vulkan's largest maxSubgroupSize (VK_EXT_subgroup_size_control). */
    public static final int MAX_SUBGROUP_SIZE = 128;

    private PragmaParser() {
    }

    /**
     * The line comment a kernel file's pragmas are written in: {@code ;} in SPIR-V assembly ({@code .spvasm}, any case),
     * {@code //} in GLSL and HLSL. Every reader of one file's pragmas asks here, so none reads its {@code @expect} lines
     * in the wrong comment (the session-85 audit: {@code check k.spvasm} judged a file with {@code ; @expect race data}
     * by race freedom, as if it had none, while its {@code ; @subgroup-size} was read).
     */
    public static String commentPrefix(String file) {
        return file != null && file.toLowerCase(java.util.Locale.ROOT).endsWith(".spvasm") ? ";" : "//";
    }

    public static LaunchPragmas parse(String file, String text, String commentPrefix) {
        Builder b = new Builder();
        String[] lines = text.split("\n", -1);
        int n = 0;
        for (; n < lines.length; n++) {
            String line = lines[n];
            String trimmed = line.strip();
            if (trimmed.isEmpty()) {
                continue;
            }
            if (!trimmed.startsWith(commentPrefix)) {
                break;
            }
            int at = pragmaAt(line, line.indexOf(commentPrefix) + commentPrefix.length());
            if (at >= 0) {
                new Line(file, n + 1, line, at).pragma(b);
            }
        }
        b.notes = MisplacedPragmas.find(file, lines, n, commentPrefix);
        return b.build();
    }

    /** The index of the '@' that starts the comment text at {@code from} (after spaces), or -1 when it is no pragma. */
    static int pragmaAt(String line, int from) {
        int at = afterSpaces(line, from);
        return at < line.length() && line.charAt(at) == '@' ? at : -1;
    }

    /** The end of the word at {@code from}: a pragma's name or word ends at a space, '=' or ','. */
    static int wordEnd(String text, int from) {
        int end = from;
        while (end < text.length() && !Character.isWhitespace(text.charAt(end)) && "=,".indexOf(text.charAt(end)) < 0) {
            end++;
        }
        return end;
    }

    private static int afterSpaces(String text, int from) {
        int at = from;
        while (at < text.length() && Character.isWhitespace(text.charAt(at))) {
            at++;
        }
        return at;
    }

    /** Mutable accumulator for one parse. */
    static final class Builder {
        List<Integer> dispatch = List.of(1, 1, 1);
        List<Integer> workgroupSize;
        int subgroupSize = DispatchConfig.DEFAULT_SUBGROUP_SIZE;
        final Map<String, List<ValueLiteral>> buffers = new LinkedHashMap<>();
        final Map<String, Integer> lengths = new LinkedHashMap<>();
        final Map<String, List<Integer>> images = new LinkedHashMap<>();
        final Map<String, Sampler> samplers = new LinkedHashMap<>();
        final List<List<String>> aliases = new ArrayList<>();
        boolean chains;
        final Map<Integer, Long> specs = new HashMap<>();
        String entry;
        int budget = DispatchConfig.DEFAULT_STEP_BUDGET;
        final List<LaunchPragmas.Expectation> expectations = new ArrayList<>();
        final Map<String, SourceSpan> origins = new HashMap<>();
        List<ProgramNote> notes = List.of();
        /** Where each pragma that takes one value was given ({@code @dispatch}, {@code @buffer data}, …). */
        final Map<String, SourceSpan> given = new HashMap<>();

        /**
         * Refuses a second {@code what} ({@code @dispatch}, {@code @buffer data}): one of the two would be ignored, and
         * the last one won with no word (the session-85 audit: {@code @dispatch 2} then {@code @dispatch 3} ran 3).
         */
        void once(String what, SourceSpan at) {
            SourceSpan first = given.putIfAbsent(what, at);
            if (first != null) {
                throw new InputError(at, what + " is given twice (first at line " + first.line()
                        + "): write it once");
            }
        }

        LaunchPragmas build() {
            return new LaunchPragmas(dispatch, workgroupSize, subgroupSize, buffers, lengths, aliases, chains, specs,
                    entry, budget, expectations, origins, notes, images, samplers);
        }
    }

    /** A cursor over one pragma line. */
    private static final class Line {
        private final String file;
        private final int number;
        private final String text;
        private int pos;

        Line(String file, int number, String text, int at) {
            this.file = file;
            this.number = number;
            this.text = text;
            this.pos = at;
        }

        void pragma(Builder b) {
            SourceSpan at = span();
            pos++;
            String name = word("a pragma name after '@'");
            switch (name) {
                case "dispatch" -> {
                    b.once("@dispatch", at);
                    b.dispatch = sizes(name);
                    b.origins.put("@dispatch", at);
                }
                case "workgroup-size" -> {
                    b.once("@workgroup-size", at);
                    b.workgroupSize = sizes(name);
                    b.origins.put("@workgroup-size", at);
                }
                case "subgroup-size" -> {
                    b.once("@subgroup-size", at);
                    b.subgroupSize = subgroupSize();
                    b.origins.put(SUBGROUP_SIZE_ORIGIN, at);
                }
                case "buffer" -> {
                    String buffer = named(b);
                    b.once("@buffer " + buffer, at);
                    expect('=');
                    b.buffers.put(buffer, words(b, buffer));
                }
                case "length" -> {
                    String buffer = named(b);
                    b.once("@length " + buffer, at);
                    expect('=');
                    // at least one element: 0 or less was ignored (the default length stood), silently
                    b.lengths.put(buffer, positive("an element count"));
                }
                case "image" -> {
                    String image = named(b);
                    b.once("@image " + image, at);
                    expect('=');
                    // as many sizes as written: an image of fewer coordinates refuses more (References)
                    b.images.put(image, written(name));
                }
                case "sampler" -> {
                    skipSpaces();
                    SourceSpan named = span();
                    String texture = word("a texture's name");
                    b.once("@sampler " + texture, at);
                    b.origins.putIfAbsent(samplerOrigin(texture), named);
                    expect('=');
                    b.samplers.put(texture, sampler(at));
                }
                case "alias" -> {
                    List<String> group = new ArrayList<>();
                    while (!atEnd()) {
                        group.add(named(b));
                    }
                    if (group.size() < 2) {
                        throw new InputError(at, "@alias needs at least two buffer names");
                    }
                    b.aliases.add(group);
                }
                case "chains" -> {
                    b.once("@chains", at);
                    String v = word("'on' or 'off'");
                    if (!v.equals("on") && !v.equals("off")) {
                        throw new InputError(new SourceSpan(file, number, pos - v.length() + 1),
                                "expected 'on' or 'off', found " + InputError.quoted(v));
                    }
                    b.chains = v.equals("on");
                }
                case "spec" -> {
                    int id = (int) integer("a SpecId");
                    b.once("@spec " + id, at);
                    expect('=');
                    b.specs.put(id, integer("a value"));
                    b.origins.put(DispatchConfig.specOrigin(id), at);
                }
                case "entry" -> {
                    b.once("@entry", at);
                    b.entry = word("an entry point name");
                    b.origins.put("@entry", at);
                }
                case "budget" -> {
                    b.once("@budget", at);
                    b.budget = positive("a step budget");
                }
                case "expect" -> {
                    skipSpaces();
                    b.expectations.add(new LaunchPragmas.Expectation(text.substring(pos).strip(), at));
                    pos = text.length();
                }
                default -> throw new InputError(new SourceSpan(file, number, at.column() + 1), "unknown pragma '@"
                        + name + "' (known: " + String.join(", ", NAMES) + ")");
            }
            if (!atEnd()) {
                throw error("unexpected '" + text.substring(pos).strip() + "' after @" + name);
            }
        }

        /** A sampler's state: comma-separated words ({@link Sampler#of}), refused at the pragma ({@code at}). */
        private Sampler sampler(SourceSpan at) {
            List<String> words = new ArrayList<>();
            do {
                if (!words.isEmpty()) {
                    pos++;
                }
                words.add(word("a sampler's filter (" + Sampler.WORDS + ")"));
            } while (peek(','));
            try {
                return Sampler.of(words);
            } catch (IllegalArgumentException e) {
                throw new InputError(at, e.getMessage());
            }
        }

        private String named(Builder b) {
            skipSpaces();
            SourceSpan at = span();
            String n = word("a buffer name");
            b.origins.putIfAbsent(n, at);
            return n;
        }

        /**
         * Up to three sizes, each up to {@link Integer#MAX_VALUE}: the launch's dispatch-size limit (which
         * {@code --max-invocations} sets) judges their product at this pragma; a cap of 1048576 a size here refused
         * {@code @dispatch 2000000} whatever the limit, naming no option (the session-39 audit).
         */
        private List<Integer> sizes(String pragma) {
            List<Integer> out = written(pragma);
            while (out.size() < 3) {
                out.add(1);
            }
            return out;
        }

        /** One to three sizes as written ({@code 64,64}), each positive. */
        private List<Integer> written(String pragma) {
            List<Integer> out = new ArrayList<>();
            out.add(positive("a size", Integer.MAX_VALUE));
            while (peek(',')) {
                pos++;
                out.add(positive("a size", Integer.MAX_VALUE));
            }
            if (out.size() > 3) {
                throw error("@" + pragma + " takes at most three sizes (x,y,z)");
            }
            return out;
        }

        /**
         * The values of {@code @buffer buffer = …}; where one is wider than 8 bits, its position is kept for
         * References, which refuses it there when it is wider than the scalar it initialises
         * ({@link DispatchConfig#wideValueOrigin}).
         */
        private List<ValueLiteral> words(Builder b, String buffer) {
            List<ValueLiteral> out = new ArrayList<>();
            do {
                if (!out.isEmpty()) {
                    pos++;
                }
                skipSpaces();
                int col = pos;
                ValueLiteral v = value();
                long written = v.bits();
                if (written < Byte.MIN_VALUE || written > 0xFF) {
                    // too wide for an 8-bit location at least: References may refuse it there
                    b.origins.putIfAbsent(DispatchConfig.wideValueOrigin(buffer, out.size()),
                            new SourceSpan(file, number, col + 1));
                }
                long times = 1;
                if (peek('*')) {
                    pos++;
                    times = positive("a repeat count");
                }
                for (long i = 0; i < times; i++) {
                    out.add(v);
                }
            } while (peek(','));
            return out;
        }

        /**
         * A value ({@link ValueLiteral}: {@code 3}, {@code 0x40400000}, {@code 1.5}, {@code NaN(0x7fc00001)}); the
         * location it initialises decides what a decimal integer stands for (3.0 in a float location).
         */
        private ValueLiteral value() {
            skipSpaces();
            int start = pos;
            while (pos < text.length() && (Character.isLetterOrDigit(text.charAt(pos))
                    || ".+-()".indexOf(text.charAt(pos)) >= 0)) {
                pos++;
            }
            String s = text.substring(start, pos);
            try {
                return ValueLiteral.parse(s);
            } catch (NumberFormatException e) {
                pos = start;
                throw error("expected a value" + (s.isEmpty() ? "" : ", found " + InputError.quoted(s)));
            }
        }

        private int positive(String what) {
            return positive(what, 1 << 20);
        }

        /**
         * A subgroup size as Vulkan has them: a power of two (VkPhysicalDeviceSubgroupProperties::subgroupSize) of at
         * most 128 (VK_EXT_subgroup_size_control: maxSubgroupSize), the launch dialog's range too.
         */
        private int subgroupSize() {
            skipSpaces();
            int col = pos;
            int v = positive("a subgroup size", MAX_SUBGROUP_SIZE);
            if (Integer.bitCount(v) != 1) {
                throw new InputError(new SourceSpan(file, number, col + 1), "expected a subgroup size that is a power"
                        + " of two (1, 2, 4, … 128, as Vulkan's subgroupSize), found " + v);
            }
            return v;
        }

        private int positive(String what, int max) {
            skipSpaces();
            int col = pos;
            long v = integer(what);
            if (v < 1 || v > max) {
                throw new InputError(new SourceSpan(file, number, col + 1), "expected " + what
                        + " between 1 and " + max + ", found " + v);
            }
            return (int) v;
        }

        private long integer(String what) {
            skipSpaces();
            int start = pos;
            if (pos < text.length() && (text.charAt(pos) == '-' || text.charAt(pos) == '+')) {
                pos++;
            }
            while (pos < text.length() && Character.isLetterOrDigit(text.charAt(pos))) {
                pos++;
            }
            String s = text.substring(start, pos);
            try {
                boolean negative = s.startsWith("-");
                String body = negative || s.startsWith("+") ? s.substring(1) : s;
                long v = body.startsWith("0x") || body.startsWith("0X") ? Long.parseLong(body.substring(2), 16)
                        : Long.parseLong(body);
                return negative ? -v : v;
            } catch (NumberFormatException e) {
                pos = start;
                throw error("expected " + what + (s.isEmpty() ? "" : ", found " + InputError.quoted(s)));
            }
        }

        private String word(String what) {
            skipSpaces();
            int start = pos;
            pos = wordEnd(text, pos);
            if (start == pos) {
                throw error("expected " + what);
            }
            return text.substring(start, pos);
        }

        private void expect(char c) {
            if (!peek(c)) {
                throw error("expected '" + c + "'");
            }
            pos++;
        }

        private boolean peek(char c) {
            skipSpaces();
            return pos < text.length() && text.charAt(pos) == c;
        }

        private boolean atEnd() {
            skipSpaces();
            return pos >= text.length();
        }

        private void skipSpaces() {
            pos = afterSpaces(text, pos);
        }

        private SourceSpan span() {
            return new SourceSpan(file, number, pos + 1);
        }

        private InputError error(String message) {
            skipSpaces();
            return new InputError(span(), message);
        }
    }
}
