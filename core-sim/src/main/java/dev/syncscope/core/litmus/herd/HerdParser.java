package dev.syncscope.core.litmus.herd;

import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.SourceSpan;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.CommonTokenStream;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Reads herd-style Vulkan litmus files (the {@code .litmus} format of Dat3M's {@code litmus/VULKAN}).
 * Stateless; every method may be called from any thread.
 *
 * <p>Call order: {@link #read(String, String)} gives the test as written ({@link HerdLitmus}); every
 * error is an {@link InputError} at file:line:column saying what was expected.
 */
public final class HerdParser {

    private HerdParser() {
    }

    /** Parses {@code text}; {@code file} names it in source spans. */
    public static HerdLitmus read(String file, String text) {
        SyntaxErrors errors = new SyntaxErrors(file);
        HerdVulkanLexer lexer = new HerdVulkanLexer(CharStreams.fromString(text, file));
        lexer.removeErrorListeners();
        lexer.addErrorListener(errors);
        HerdVulkanParser parser = new HerdVulkanParser(new CommonTokenStream(lexer));
        parser.removeErrorListeners();
        parser.addErrorListener(errors);
        return new AstBuilder(file).build(parser.litmus());
    }

    /** Parses the file at {@code path}, naming it by its file name. */
    public static HerdLitmus read(Path path) {
        return read(path.getFileName().toString(), readText(path));
    }

    static String readText(Path path) {
        try {
            return Files.readString(path, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new InputError(new SourceSpan(path.toString(), 0, 0), "cannot read the file: " + e.getMessage(), e);
        }
    }
}
