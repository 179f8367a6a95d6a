package dev.syncscope.views.explain;

import dev.syncscope.core.model.StorageClass;
import dev.syncscope.views.i18n.Messages;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Where a fix's words come from: the source language by file name, and the line declaring a variable. */
class FixWordsTest {

    private static final Messages EN = Messages.forLocale(Locale.ENGLISH);

    @ParameterizedTest
    @CsvSource({
        "mp-relaxed.comp, GLSL", "k.glsl, GLSL", "uav.HLSL, HLSL", "k.spvasm, SPIRV", "k.spv, SPIRV",
        "mp.test, LITMUS", "mp.litmus, LITMUS", "'', LITMUS"})
    void theDialectIsTheSourceFilesLanguage(String file, SourceDialect dialect) {
        assertEquals(dialect, SourceDialect.of(file));
    }

    @Test
    void aKeyWithoutWordsForTheLanguageKeepsItsOwn() {
        assertEquals("explain.fix.PRIVATE_ACCESS.hlsl", SourceDialect.HLSL.key(EN, "explain.fix.PRIVATE_ACCESS"));
        assertEquals("explain.fix.PRIVATE_ACCESS", SourceDialect.LITMUS.key(EN, "explain.fix.PRIVATE_ACCESS"));
        assertEquals("explain.fix.CHAINS_OFF", SourceDialect.GLSL.key(EN, "explain.fix.CHAINS_OFF"));
    }

    @ParameterizedTest
    @CsvSource({
        "GLSL, WORKGROUP, gl_StorageSemanticsShared, barrier()",
        "HLSL, WORKGROUP, GroupMemoryBarrier, GroupMemoryBarrierWithGroupSync()",
        // a barrier for buffers that also orders groupshared memory: it replaces one that ordered groupshared memory
        "HLSL, STORAGE_BUFFER, DeviceMemoryBarrier, AllMemoryBarrierWithGroupSync()",
        "SPIRV, WORKGROUP, WorkgroupMemory, OpControlBarrier Workgroup Workgroup AcquireRelease|WorkgroupMemory",
        "LITMUS, STORAGE_BUFFER, sc0, cbar.acq.rel.scopewg.semsc0.semsc1"})
    void storageClassesAndBarriersAreNamedInTheLanguage(SourceDialect dialect, StorageClass storage, String words,
                                                         String barrier) {
        assertEquals(words, dialect.storage(EN, storage));
        assertEquals(barrier, dialect.barrier(EN, storage, ""));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        // GLSL: a member of a buffer block on one line, over several lines, a shared variable
        "layout(binding = 0) buffer Flag { uint flag; };\\nvoid main() { flag = 1; }                 | flag | 1",
        "// flag is the flag\\nlayout(binding = 0) buffer B\\n{\\n    uint flag;\\n};\\nvoid main() {}  | flag | 4",
        "shared uint partial[2];\\nvoid main() { partial[0] = 1; }                                  | partial | 1",
        // HLSL: a UAV, not the parameter or the call of the same name, nor a #define
        "#define data other\\nvoid f(uint data) {}\\nRWStructuredBuffer<uint> data : register(u0); | data | 3",
        "void main() { uint data = 1; }\\n/* data */                                              | data | 0",
        "struct S { uint data; };\\nRWStructuredBuffer<S> buf : register(u0);                     | data | 0"})
    void theDeclaringLineIsAtFileScopeOrInABufferBlock(String source, String name, int line) {
        assertEquals(line, Declarations.line(source.replace("\\n", "\n"), name));
    }
}
