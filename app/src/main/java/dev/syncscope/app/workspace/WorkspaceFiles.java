package dev.syncscope.app.workspace;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.SourceSpan;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;

/**
 * Reads and writes workspace files ({@code .syncscope.json}, format in {@code docs/workspaces.md}).
 * Writes are atomic ({@link AtomicFiles}), so a crash mid-write never leaves a half-written
 * workspace. The kernel's path is stored relative to the workspace file when both are on the same
 * file system root, and resolved back to an absolute path on reading. A corrupted or unreadable
 * file is reported as an {@link InputError} with its position (file:line:column), worded by the {@link Words} it is
 * given (the window's text, whose {@code workspace.error.*} keys say it), and is never modified. Immutable; safe from
 * any thread when its words are.
 */
public final class WorkspaceFiles {

    /** The file name suffix of workspace files. */
    public static final String SUFFIX = ".syncscope.json";

    private final ObjectMapper json = new ObjectMapper()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .setSerializationInclusion(JsonInclude.Include.NON_NULL)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
    private final Words text;

    /**
     * The words of the errors: the text of a message key with its arguments, in the window's language (the views'
     * {@code Messages::get}, which this package does not depend on).
     */
    @FunctionalInterface
    public interface Words {
        String get(String key, Object... args);
    }

    /** Files whose errors {@code text} words ({@code workspace.error.*} keys). */
    public WorkspaceFiles(Words text) {
        this.text = text;
    }

    /** Writes {@code workspace} to {@code file}, its kernel path made relative to the file's directory when possible. */
    public void write(Workspace workspace, Path file) throws IOException {
        Workspace relative = workspace.withKernelPath(relative(workspace.kernelPath(), file));
        AtomicFiles.write(file, json.writeValueAsBytes(relative));
    }

    /**
     * Writes {@code workspace} with its kernel path as it is, readable by its owner only: the recovery file, which
     * never moves and holds the user's unsaved work (kernel edits) in the user's configuration directory.
     */
    void writeKeepingPaths(Workspace workspace, Path file) throws IOException {
        AtomicFiles.writePrivate(file, json.writeValueAsBytes(workspace));
    }

    /**
     * The JSON parser's message without the places it names in its own notation ({@code (start marker at [Source:
     * REDACTED (`StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION` disabled); line: 1, column: 13])}): the error's own
     * position is its span's, and the notation is the parser's, not the user's (the QA audit).
     */
    /**
     * What is wrong with a value the file holds, in the file's terms: the field and what it takes, not the type Jackson
     * maps it to (the session-85 audit: "Cannot deserialize value of type `dev.syncscope.core.api.LaunchOptions$
     * SchedulerKind` from String "BOGUS"…"); the parser's own words ({@link #parserWords}) for a file that is no JSON.
     */
    static String valueWords(JacksonException e, Words text) {
        if (e instanceof com.fasterxml.jackson.databind.exc.InvalidFormatException f) {
            Class<?> type = f.getTargetType();
            if (type != null && type.isEnum()) {
                return text.get("workspace.error.notTakenOneOf", field(f), quoted(f.getValue()), String.join(", ",
                        java.util.Arrays.stream(type.getEnumConstants()).map(Object::toString).toList()));
            }
            return text.get("workspace.error.notTaken", field(f), quoted(f.getValue()));
        }
        if (e instanceof com.fasterxml.jackson.databind.exc.MismatchedInputException m && m.getTargetType() != null) {
            String where = field(m);
            String kind = text.get("workspace.kind." + kind(m.getTargetType()));
            return where.isEmpty() ? text.get("workspace.error.fileKind", kind)
                    : text.get("workspace.error.kind", where, kind);
        }
        return parserWords(e.getOriginalMessage());
    }

    /** The field a mapping error is at, as a path ({@code launch.scheduler}, {@code history.steps[2].agent}). */
    private static String field(com.fasterxml.jackson.databind.JsonMappingException e) {
        StringBuilder b = new StringBuilder();
        for (com.fasterxml.jackson.databind.JsonMappingException.Reference r : e.getPath()) {
            if (r.getFieldName() != null) {
                b.append(b.length() == 0 ? "" : ".").append(r.getFieldName());
            } else if (r.getIndex() >= 0) {
                b.append('[').append(r.getIndex()).append(']');
            }
        }
        return b.length() == 0 ? "" : "\"" + b + "\"";
    }

    /** A value as the file wrote it. */
    private static String quoted(Object value) {
        return value instanceof String s ? "\"" + s + "\"" : String.valueOf(value);
    }

    /** What a Java type holds, in JSON's words: the suffix of its message key ({@code workspace.kind.object}). */
    private static String kind(Class<?> type) {
        if (type == Workspace.class || type.isRecord()) {
            return "object";
        }
        if (java.util.Collection.class.isAssignableFrom(type) || type.isArray()) {
            return "list";
        }
        if (type == String.class || type.isEnum()) {
            return "string";
        }
        if (Number.class.isAssignableFrom(type) || type.isPrimitive() && type != boolean.class) {
            return "number";
        }
        return type == Boolean.class || type == boolean.class ? "boolean" : "other";
    }

    static String parserWords(String message) {
        String m = message == null ? "" : message.replaceAll("\\s*\\(?(start marker )?at \\[Source:[^\\]]*\\]\\)?", "");
        int details = m.indexOf('\n');
        return (details < 0 ? m : m.substring(0, details)).strip();
    }

    /**
     * Reads a workspace; its kernel path comes back absolute.
     *
     * @throws InputError when the file is missing, unreadable, not a workspace, or of a newer format
     */
    public Workspace read(Path file) {
        String name = file.toString();
        if (!Files.isRegularFile(file)) {
            throw new InputError(new SourceSpan(name, 0, 0), text.get("workspace.error.noFile"));
        }
        Workspace w;
        try {
            w = json.readValue(file.toFile(), Workspace.class);
        } catch (JacksonException e) {
            var loc = e.getLocation();
            int line = loc == null ? 0 : Math.max(loc.getLineNr(), 0);
            int column = loc == null ? 0 : Math.max(loc.getColumnNr(), 0);
            throw new InputError(new SourceSpan(name, line, column),
                    text.get("workspace.error.invalid", valueWords(e, text)), e);
        } catch (IOException e) {
            throw new InputError(new SourceSpan(name, 0, 0), text.get("workspace.error.unreadable", e.getMessage()), e);
        }
        SourceSpan start = new SourceSpan(name, 1, 1);
        if (w == null || w.kernelFile() == null || w.kernelFile().isBlank()
                || (w.kernelPath() == null && w.kernelText() == null)) {
            throw new InputError(start, text.get("workspace.error.noKernel"));
        }
        if (w.formatVersion() > Workspace.CURRENT_FORMAT) {
            throw new InputError(start, text.get("workspace.error.newer", String.valueOf(w.formatVersion()),
                    String.valueOf(Workspace.CURRENT_FORMAT)));
        }
        if (w.history().position() < 0 || w.history().position() > w.history().steps().size()) {
            throw new InputError(start, text.get("workspace.error.position", String.valueOf(w.history().position()),
                    String.valueOf(w.history().steps().size())));
        }
        checkLaunch(w.launch(), start);
        if (w.kernelPath() == null) {
            return w;
        }
        try {
            return w.withKernelPath(absolute(w.kernelPath(), file));
        } catch (InvalidPathException e) {
            throw new InputError(start, text.get("workspace.error.kernelPath", e.getReason()), e);
        }
    }

    /**
     * Refuses a launch no kernel can have, rather than reading it as another: a dispatch that is not three sizes of at
     * least 1 (empty: the kernel's own), a negative subgroup size (0: the kernel's own).
     */
    private void checkLaunch(Workspace.Launch launch, SourceSpan where) {
        List<Integer> dispatch = launch.dispatch();
        if (!dispatch.isEmpty() && (dispatch.size() != 3 || dispatch.stream().anyMatch(n -> n < 1))) {
            throw new InputError(where, text.get("workspace.error.dispatch", dispatch.toString()));
        }
        int sg = launch.subgroupSize();
        // 0: the kernel's own; else a power of two up to 128, as @subgroup-size and the launch dialog take
        if (sg < 0 || sg > dev.syncscope.core.kernel.PragmaParser.MAX_SUBGROUP_SIZE
                || sg > 0 && Integer.bitCount(sg) != 1) {
            throw new InputError(where,
                    text.get("workspace.error.subgroupSize", String.valueOf(launch.subgroupSize())));
        }
    }

    /** {@code kernel} relative to {@code workspaceFile}'s directory, with '/' separators; as it is when it cannot be. */
    static String relative(String kernel, Path workspaceFile) {
        if (kernel == null) {
            return null;
        }
        Path k = Path.of(kernel).toAbsolutePath().normalize();
        Path dir = workspaceFile.toAbsolutePath().normalize().getParent();
        if (dir == null || k.getRoot() == null || !k.getRoot().equals(dir.getRoot())) {
            return k.toString();
        }
        return dir.relativize(k).toString().replace(k.getFileSystem().getSeparator(), "/");
    }

    /** A stored kernel path made absolute against {@code workspaceFile}'s directory. */
    static String absolute(String stored, Path workspaceFile) {
        Path p = Path.of(stored);
        if (p.isAbsolute()) {
            return p.normalize().toString();
        }
        return workspaceFile.toAbsolutePath().normalize().getParent().resolve(p).normalize().toString();
    }
}
