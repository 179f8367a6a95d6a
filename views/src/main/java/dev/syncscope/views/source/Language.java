package dev.syncscope.views.source;

import java.util.Locale;
import java.util.regex.Pattern;

/**
 * A kernel language the source view highlights, chosen by file extension, with one regular
 * expression whose named groups are the style classes ({@code comment}, {@code string},
 * {@code sync}, {@code keyword}, {@code type}, {@code builtin}, {@code number}, {@code id},
 * {@code preproc}). Barriers, atomics, memory scopes and semantics are {@code sync}, drawn
 * specially because they are what the debugger is about. Immutable.
 */
public enum Language {
    GLSL(pattern(
            "//[^\\n]*|/\\*(?s:.*?)\\*/",
            "(?m)^\\s*#[^\\n]*",
            "\\b(?:barrier|memoryBarrier\\w*|groupMemoryBarrier|controlBarrier|subgroupBarrier|subgroupMemoryBarrier\\w*"
                    + "|atomic\\w+|gl_Scope\\w+|gl_Semantics\\w+|gl_StorageSemantics\\w+|coherent|volatile|shared"
                    + "|nonprivate|devicecoherent|queuefamilycoherent|workgroupcoherent|subgroupcoherent)\\b",
            "\\b(?:if|else|for|while|do|return|break|continue|discard|switch|case|default|layout|in|out|inout"
                    + "|uniform|buffer|const|restrict|readonly|writeonly|struct|true|false|set|binding"
                    + "|local_size_[xyz]|std430|std140)\\b",
            "\\b(?:void|bool|int|uint|float|double|[biud]?vec[234]|mat[234])\\b",
            "\\bgl_\\w+\\b",
            null)),
    HLSL(pattern(
            "//[^\\n]*|/\\*(?s:.*?)\\*/",
            "(?m)^\\s*#[^\\n]*",
            "\\b(?:\\w*MemoryBarrier\\w*|Interlocked\\w+|globallycoherent|groupshared)\\b",
            "\\b(?:if|else|for|while|do|return|break|continue|switch|case|default|register|numthreads|static"
                    + "|const|struct|true|false|in|out|inout)\\b",
            "\\b(?:void|bool|int|uint|float|double|u?int[234]|float[234]|RW\\w*Buffer|\\w*StructuredBuffer"
                    + "|ByteAddressBuffer|Texture\\w*)\\b",
            "\\bSV_\\w+\\b",
            null)),
    SPIRV_ASM(pattern(
            ";[^\\n]*",
            null,
            "\\b(?:OpControlBarrier|OpMemoryBarrier|OpAtomic\\w+|Workgroup|Subgroup|Device|QueueFamily\\w*"
                    + "|CrossDevice|Invocation|Coherent|Volatile|MakePointerAvailable\\w*|MakePointerVisible\\w*"
                    + "|NonPrivatePointer\\w*|Vulkan)\\b",
            "\\bOp(?!Type)\\w+\\b",
            "\\bOpType\\w+\\b",
            "\\b(?:GLCompute|Shader|Logical|LocalSize|BuiltIn|GlobalInvocationId|LocalInvocationId)\\b",
            "%[\\w.]+")),
    KHRONOS_TEST(pattern(
            "//[^\\n]*",
            null,
            dotSync("membar|cbar|avdevice|visdevice"),
            "\\b(?:NEWWG|NEWSG|NEWTHREAD|NEWQF|SLOC|SSW|SATISFIABLE|NOSOLUTION|consistent|ld|st|rmw|add)\\b",
            null,
            "#dr\\b|\\bdr\\b",
            null)),
    HERD_LITMUS(pattern(
            "\\(\\*(?s:.*?)\\*\\)|//[^\\n]*",
            null,
            dotSync("membar|cbar|fence|bar|avdevice|visdevice"),
            "\\b(?:Vulkan|exists|forall|filter|locations|ld|st|rmw|add|not|true|false)\\b|/\\\\|\\\\/|~",
            null,
            "\\bP\\d+(?::r\\d+)?\\b",
            null)),
    PLAIN(pattern(null, null, null, null, null, null, null));

    private final Pattern pattern;

    Language(Pattern pattern) {
        this.pattern = pattern;
    }

    /** The language of {@code fileName} by its extension; {@link #PLAIN} when unknown or null. */
    public static Language forFileName(String fileName) {
        String name = fileName == null ? "" : fileName.toLowerCase(Locale.ROOT);
        int dot = name.lastIndexOf('.');
        String ext = dot < 0 ? "" : name.substring(dot + 1);
        return switch (ext) {
            case "comp", "glsl" -> GLSL;
            case "hlsl" -> HLSL;
            case "spvasm" -> SPIRV_ASM;
            case "test" -> KHRONOS_TEST;
            case "litmus" -> HERD_LITMUS;
            default -> PLAIN;
        };
    }

    /** The tokenizer; each match has exactly one non-null named group, the token's style class. */
    Pattern pattern() {
        return pattern;
    }

    /** The style-class group names in the order {@link #pattern} tries them (a holder: enum statics come late). */
    static final class Groups {
        static final String[] NAMES = {"comment", "preproc", "string", "sync", "keyword", "type", "builtin", "id",
            "number"};

        private Groups() {
        }
    }

    /** Instruction mnemonics and the dot-separated sync parts of the litmus formats ({@code .atom.rel.scopewg}). */
    private static String dotSync(String mnemonics) {
        return "\\b(?:" + mnemonics + ")\\b|(?<=\\.)(?:atom|rel|acq|acqrel|av|vis|sc\\d|semsc\\d+|semav|semvis"
                + "|scope(?:sg|wg|qf|dev)|sg|wg|qf|dv|dev|nonpriv)\\b";
    }

    private static Pattern pattern(String comment, String preproc, String sync, String keyword, String type,
                                   String builtin, String id) {
        String[] parts = {comment, preproc, "\"(?:[^\"\\\\\\n]|\\\\.)*\"", sync, keyword, type, builtin, id,
            "\\b(?:0[xX][0-9a-fA-F]+|\\d+(?:\\.\\d+)?(?:[eE][+-]?\\d+)?)[uUfF]?\\b"};
        StringBuilder regex = new StringBuilder();
        for (int i = 0; i < parts.length; i++) {
            String body = parts[i] == null ? "(?!)" : parts[i];
            regex.append(regex.length() == 0 ? "" : "|").append("(?<").append(Groups.NAMES[i]).append('>')
                    .append(body).append(')');
        }
        return Pattern.compile(regex.toString());
    }
}
