package dev.syncscope.views.problems;

import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.ProgramNote;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.session.SessionViewModel;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The warning on semantics that name a storage class without an ordering (VUID-StandaloneSpirv-MemorySemantics-10871:
 * current spirv-val and the validation layers reject them, SyncScope runs them) is a WARNING row of the window's
 * problems at the instruction's line, in English and Japanese, in each of its forms.
 */
class RelaxedStorageClassNoteTextTest {

    private static final Messages EN = Messages.forLocale(Locale.ENGLISH);
    private static final Messages JA = Messages.forLocale(Locale.JAPANESE);

    /**
     * The sample lesson {@code name} as it was written until session 43, when its relaxed atomics named the buffer's
     * storage class (they name none now, and get no warning).
     */
    private static Program sample(String name) throws IOException {
        String now = Files.readString(Path.of("../sample-kernels/kernels/" + name));
        return KernelLoader.load(name, now.replace("gl_StorageSemanticsNone, gl_SemanticsRelaxed",
                "gl_StorageSemanticsBuffer, gl_SemanticsRelaxed").replace("acquire, gl_StorageSemanticsNone,"
                + " gl_SemanticsRelaxed)", "acquire, buffers, gl_SemanticsRelaxed)")).program();
    }

    /** An assembly module whose compare-exchange has Equal semantics 0x40 (relaxed, UniformMemory), Unequal 0. */
    private static Program relaxedEqual() {
        return KernelLoader.load("k.spvasm", """
                OpCapability Shader
                OpMemoryModel Logical GLSL450
                OpEntryPoint GLCompute %main "main"
                OpExecutionMode %main LocalSize 1 1 1
                OpDecorate %S Block
                OpMemberDecorate %S 0 Offset 0
                OpDecorate %buf DescriptorSet 0
                OpDecorate %buf Binding 0
                %void = OpTypeVoid
                %fn = OpTypeFunction %void
                %uint = OpTypeInt 32 0
                %S = OpTypeStruct %uint
                %pS = OpTypePointer StorageBuffer %S
                %pu = OpTypePointer StorageBuffer %uint
                %buf = OpVariable %pS StorageBuffer
                %u0 = OpConstant %uint 0
                %u1 = OpConstant %uint 1
                %dev = OpConstant %uint 1
                %uni = OpConstant %uint 0x40
                %main = OpFunction %void None %fn
                %e = OpLabel
                %p = OpAccessChain %pu %buf %u0
                %v = OpAtomicCompareExchange %uint %p %dev %uni %u0 %u1 %u0
                OpReturn
                OpFunctionEnd
                """).program();
    }

    @Test
    void eachFormIsAWarningRowInBothLanguagesTheEnglishOneTheEnginesSentence() throws IOException {
        List<ProgramNote> shown = new java.util.ArrayList<>();
        for (Program p : List.of(sample("mp-relaxed.comp"), sample("spinlock-never-released.comp"), relaxedEqual())) {
            SessionViewModel en = new SessionViewModel(EN);
            en.showLoaded(p.name(), "", p);
            SessionViewModel ja = new SessionViewModel(JA);
            ja.showLoaded(p.name(), "", p);
            for (int i = 0; i < p.notes().size(); i++) {
                ProgramNote note = p.notes().get(i);
                if (!"note.relaxedStorageClass".equals(note.key())) {
                    continue;
                }
                shown.add(note);
                assertEquals(Problem.Severity.WARNING, en.problems().get(i).severity());
                assertEquals(note.where(), en.problems().get(i).where());
                assertEquals(note.message(), en.problems().get(i).message());
                assertEquals(Problem.Severity.WARNING, ja.problems().get(i).severity());
                String text = ja.problems().get(i).message();
                assertTrue(text.contains("VUID-StandaloneSpirv-MemorySemantics-10871") && text.contains("修正")
                        && text.contains("0x" + note.args().get(1)), text);
            }
        }
        assertEquals(List.of(new SourceSpan("mp-relaxed.comp", 29, 0), new SourceSpan("mp-relaxed.comp", 31, 0),
                new SourceSpan("spinlock-never-released.comp", 36, 0), new SourceSpan("k.spvasm", 23, 1)),
                shown.stream().map(ProgramNote::where).toList());
        assertEquals(List.of(0, 0, 2, 1), shown.stream().map(n -> n.args().get(4)).toList());
        assertEquals(List.of(1, 1, 1, 0), shown.stream().map(n -> n.args().get(5)).toList());
        DiagnosticText ja = new DiagnosticText(JA);
        assertEquals("OpAtomicCompareExchange: Unequal のメモリセマンティクス 0x40 は UniformMemory を指定していますが、"
                + "順序付けがありません (Relaxed)。現在の spirv-val と Vulkan の検証レイヤはこれを拒否します"
                + " (VUID-StandaloneSpirv-MemorySemantics-10871: ストレージクラスのセマンティクスのビットには Acquire、Release"
                + " または AcquireRelease が必要)。VK MM ではストレージクラスのセマンティクスは順序付けと組み合わせたときだけ"
                + "効果を持つため、SyncScope は書かれたとおりに実行します。修正: relaxed のセマンティクスからストレージクラスを"
                + "外す (0x0。GLSL では gl_StorageSemanticsNone) か、順序付けを与えてください。", ja.of(shown.get(2)));
        assertTrue(ja.of(shown.get(3)).startsWith("OpAtomicCompareExchange: Equal のメモリセマンティクス 0x40")
                && ja.of(shown.get(3)).contains("(0x0) か"), ja.of(shown.get(3)));
        assertTrue(new DiagnosticText(EN).of(shown.get(3)).startsWith("OpAtomicCompareExchange: its Equal memory"
                + " semantics 0x40"), new DiagnosticText(EN).of(shown.get(3)));
    }
}
