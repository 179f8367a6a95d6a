package dev.syncscope.core.load;

import dev.syncscope.core.litmus.herd.HerdParser;
import dev.syncscope.core.litmus.khronos.KhronosParser;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.SourceSpan;

import java.util.Locale;

/**
 * Compiles a user file to a {@link Program}, choosing the front end by the file's extension.
 * Immutable (stateless).
 */
public final class ProgramLoader {

    private ProgramLoader() {
    }

    /** The file types SyncScope opens, for messages and file choosers. */
    public static final String SUPPORTED = ".test (Khronos litmus), .litmus (herd-style Vulkan litmus)";

    /**
     * Compiles {@code text}, the contents of the file {@code fileName}.
     *
     * @throws InputError with file:line:column when the file is malformed or of an unknown type
     */
    public static Program load(String fileName, String text) {
        String lower = fileName.toLowerCase(Locale.ROOT);
        if (lower.endsWith(".test")) {
            return new KhronosParser().parse(fileName, text).program();
        }
        if (lower.endsWith(".litmus")) {
            return HerdParser.parse(fileName, text).program();
        }
        throw new InputError(new SourceSpan(fileName, 0, 0),
                "SyncScope cannot open this kind of file; it opens " + SUPPORTED);
    }
}
