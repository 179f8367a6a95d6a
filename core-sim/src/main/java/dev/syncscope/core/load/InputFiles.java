package dev.syncscope.core.load;

import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.SourceSpan;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.text.NumberFormat;
import java.util.Locale;

/**
 * Reads the user's files — kernels, litmus tests, expected-answer CSVs — refusing before reading what is not a
 * regular file (a folder, a named pipe that would block, a device such as {@code /dev/zero} that never ends) or is
 * larger than {@link #MAX_BYTES}, and text that is not UTF-8 (the byte and its line and column). A leading UTF-8
 * byte-order mark is dropped. Every problem is an {@link InputError} naming the file as the caller names it.
 * Stateless.
 */
public final class InputFiles {

    /** The largest file read: 64 MiB, far beyond any kernel or litmus test (the vendored corpora's largest is 4 KB). */
    public static final long MAX_BYTES = 64L * 1024 * 1024;

    private InputFiles() {
    }

    /** The bytes of {@code file} (a {@code .spv} module). */
    public static byte[] readBytes(Path file) {
        return readBytes(file, file.toString());
    }

    /** The bytes of {@code file}; errors name it {@code name}. */
    public static byte[] readBytes(Path file, String name) {
        SourceSpan where = new SourceSpan(name, 0, 0);
        try {
            BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class);
            if (attributes.isDirectory()) {
                throw new InputError(where, "cannot read the file: it is a folder");
            }
            if (!attributes.isRegularFile()) {
                throw new InputError(where, "cannot read the file: it is not a regular file (a named pipe, device or"
                        + " socket); SyncScope reads regular files only");
            }
            if (attributes.size() > MAX_BYTES) {
                throw tooLarge(where, attributes.size());
            }
            try (InputStream in = Files.newInputStream(file)) {
                byte[] bytes = in.readNBytes((int) MAX_BYTES + 1);
                if (bytes.length > MAX_BYTES) {
                    throw tooLarge(where, bytes.length);
                }
                return bytes;
            }
        } catch (IOException e) {
            throw new InputError(where, "cannot read the file: " + reason(e), e);
        }
    }

    /** The text of {@code file}, UTF-8 without a leading byte-order mark. */
    public static String readText(Path file) {
        return readText(file, file.toString());
    }

    /** The text of {@code file}, UTF-8 without a leading byte-order mark; errors name it {@code name}. */
    public static String readText(Path file, String name) {
        return text(name, readBytes(file, name));
    }

    /**
     * {@code bytes} as UTF-8 text without a leading byte-order mark.
     *
     * @throws InputError at the line and column of the first byte that is not UTF-8 (or a NUL, which no text
     *                    has), or for UTF-16 text, which starts with its byte-order mark
     */
    public static String text(String name, byte[] bytes) {
        if (bytes.length >= 2 && (bytes[0] == (byte) 0xFF && bytes[1] == (byte) 0xFE
                || bytes[0] == (byte) 0xFE && bytes[1] == (byte) 0xFF)) {
            throw new InputError(new SourceSpan(name, 1, 1), String.format(Locale.ROOT, "not UTF-8 text: UTF-16 (it"
                    + " starts with the byte-order mark %02X %02X); save the file as UTF-8", bytes[0], bytes[1]));
        }
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length);
        CoderResult result = decoder.decode(in, out, true);
        if (result.isError()) {
            throw notText(name, out.flip(), bytes[in.position()]);
        }
        decoder.flush(out);
        String text = out.flip().toString();
        int nul = text.indexOf('\0');
        if (nul >= 0) {
            throw notText(name, CharBuffer.wrap(text, 0, nul), (byte) 0);
        }
        return text.startsWith("\uFEFF") ? text.substring(1) : text;
    }

    /** The error for {@code bad}, the byte after the text {@code before}, at its line and column. */
    private static InputError notText(String name, CharBuffer before, byte bad) {
        String prefix = before.toString();
        int line = 1;
        int lineStart = 0;
        for (int i = 0; i < prefix.length(); i++) {
            if (prefix.charAt(i) == '\n') {
                line++;
                lineStart = i + 1;
            }
        }
        // a byte-order mark is no column of the text the user sees
        int markAt = line == 1 && prefix.startsWith("\uFEFF") ? 1 : 0;
        int column = prefix.codePointCount(lineStart + markAt, prefix.length()) + 1;
        String what = bad == 0 ? "not text: a NUL byte (0x00; UTF-16 text?)" : String.format(Locale.ROOT,
                "not UTF-8 text: byte 0x%02X", bad);
        return new InputError(new SourceSpan(name, line, column), what + "; save the file as UTF-8");
    }

    private static InputError tooLarge(SourceSpan where, long size) {
        NumberFormat n = NumberFormat.getIntegerInstance(Locale.ROOT);
        return new InputError(where, "the file has " + n.format(size) + " bytes, more than SyncScope reads ("
                + MAX_BYTES / (1024 * 1024) + " MB, " + n.format(MAX_BYTES) + " bytes)");
    }

    /** Why reading failed, in words: {@code no such file}, {@code permission denied}, the system's reason. */
    public static String reason(IOException e) {
        if (e instanceof NoSuchFileException) {
            return "no such file";
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof FileSystemException f && f.getReason() != null) {
            return f.getReason().toLowerCase(Locale.ROOT).startsWith("is a directory") ? "it is a folder"
                    : Character.toLowerCase(f.getReason().charAt(0)) + f.getReason().substring(1);
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }
}
