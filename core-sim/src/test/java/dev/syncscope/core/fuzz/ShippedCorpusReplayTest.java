package dev.syncscope.core.fuzz;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * Replays every shipped input — the vendored litmus corpora, the SPIR-V and kernel fixtures and the
 * sample kernels — through the fuzz properties of {@link FuzzTargets}, so the whole seed corpus is
 * checked on every build (the Jazzer tests replay only a representative subset of it as seeds).
 */
class ShippedCorpusReplayTest {
    private static final Path RESOURCES = Path.of("src/test/resources");

    static Stream<Path> khronosTests() {
        return files(RESOURCES.resolve("litmus/khronos"), ".test");
    }

    static Stream<Path> herdTests() {
        return files(RESOURCES.resolve("litmus/dat3m-vulkan"), ".litmus");
    }

    static Stream<Path> spirvBinaries() {
        return files(RESOURCES.resolve("spirv"), ".spv");
    }

    static Stream<Path> spirvAssembly() {
        return files(RESOURCES.resolve("spirv"), ".spvasm");
    }

    static Stream<Path> kernelSources() {
        return Stream.of(files(RESOURCES.resolve("kernels"), ""), files(RESOURCES.resolve("spirv"), ".spvasm"),
                files(Path.of("../sample-kernels/kernels"), "")).flatMap(s -> s);
    }

    @ParameterizedTest
    @MethodSource("khronosTests")
    void khronosTestParsesAndRuns(Path file) {
        FuzzTargets.khronos(bytes(file));
        FuzzTargets.litmusRun(bytes(file));
    }

    @ParameterizedTest
    @MethodSource("herdTests")
    void herdTestParsesAndRuns(Path file) {
        FuzzTargets.herd(bytes(file));
        FuzzTargets.litmusRun(bytes(file));
    }

    @ParameterizedTest
    @MethodSource("spirvBinaries")
    void spirvBinaryReads(Path file) {
        FuzzTargets.spirvBinary(bytes(file));
    }

    @ParameterizedTest
    @MethodSource("spirvAssembly")
    void spirvAssemblyReads(Path file) {
        FuzzTargets.spirvText(bytes(file));
    }

    @ParameterizedTest
    @MethodSource("kernelSources")
    void kernelPragmasParse(Path file) {
        FuzzTargets.pragmas(bytes(file));
    }

    private static Stream<Path> files(Path dir, String suffix) {
        if (!Files.isDirectory(dir)) {
            return Stream.empty();
        }
        try (Stream<Path> s = Files.walk(dir)) {
            List<Path> list = s.filter(Files::isRegularFile).filter(p -> p.toString().endsWith(suffix)).sorted().toList();
            return list.stream();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static byte[] bytes(Path file) {
        try {
            return Files.readAllBytes(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
