package dev.syncscope.core.litmus.herd;

import dev.syncscope.core.litmus.LitmusBuilder;
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
 * <p>{@link #parse(String, String)} gives the test compiled to the program model ({@link HerdTest});
 * {@link #read(String, String)} the test as written ({@link HerdLitmus}). Every error is an
 * {@link InputError} at file:line:column saying what was expected.
 */
public final class HerdParser {

    /** Backward jumps a thread may take by default before it stops with BOUND_EXCEEDED (herd's {@code -unroll}). */
    public static final int DEFAULT_UNROLL = LitmusBuilder.DEFAULT_LOOP_BOUND;

    private HerdParser() {
    }

    /** Parses and compiles {@code text} with the default unroll bound; {@code file} names it in source spans. */
    public static HerdTest parse(String file, String text) {
        return parse(file, text, DEFAULT_UNROLL);
    }

    /** Parses and compiles {@code text}; loops may take {@code unrollBound} backward jumps per thread. */
    public static HerdTest parse(String file, String text, int unrollBound) {
        return compile(read(file, text), unrollBound);
    }

    /** Parses and compiles the file at {@code path} with the default unroll bound. */
    public static HerdTest parse(Path path) {
        return parse(path, DEFAULT_UNROLL);
    }

    /** Parses and compiles the file at {@code path}; loops may take {@code unrollBound} backward jumps per thread. */
    public static HerdTest parse(Path path, int unrollBound) {
        return compile(read(path), unrollBound);
    }

    /** Compiles a parsed test to the program model. */
    public static HerdTest compile(HerdLitmus test, int unrollBound) {
        return HerdCompiler.compile(test, unrollBound);
    }

    /** Parses {@code text} without compiling it; {@code file} names it in source spans. */
    public static HerdLitmus read(String file, String text) {
        SyntaxErrors errors = new SyntaxErrors(file);
        String body = text.startsWith("\uFEFF") ? " " + text.substring(1) : text;
        HerdVulkanLexer lexer = new HerdVulkanLexer(CharStreams.fromString(body, file));
        lexer.removeErrorListeners();
        lexer.addErrorListener(errors);
        HerdVulkanParser parser = new HerdVulkanParser(new CommonTokenStream(lexer));
        parser.removeErrorListeners();
        parser.addErrorListener(errors);
        try {
            return new AstBuilder(file).build(parser.litmus());
        } catch (StackOverflowError e) {
            // the grammar's rules recurse once per nesting level: 100,000 parentheses overflowed the thread's stack
            throw new InputError(new SourceSpan(file, 0, 0), "the file nests expressions too deeply to parse (a"
                    + " condition or filter of many thousands of parentheses?); at most "
                    + PredicateBuilder.MAX_DEPTH + " levels are read");
        }
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
