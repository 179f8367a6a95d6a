package dev.syncscope.core.kernel;

import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.LoadMonitor;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.Reference;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.StorageClass;
import dev.syncscope.core.model.ThreadState;
import dev.syncscope.core.spirv.SpirvRunner;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class KernelLoaderTest {

    static String resource(String name) throws IOException {
        try (InputStream in = KernelLoaderTest.class.getResourceAsStream("/kernels/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void glslMessagePassingEmitsReleaseStoreAndAcquireLoadWithSourceLines() throws IOException {
        LoadedKernel k = KernelLoader.load("mp.comp", resource("mp.comp"));
        SpirvRunner r = new SpirvRunner(k.program()).run(50);
        assertEquals(42, r.value("result", 0));
        List<Action> producer = r.actions.get(0);
        Action.Store data = assertInstanceOf(Action.Store.class, producer.get(0));
        assertEquals("data", data.reference().name());
        assertEquals(42, data.value());
        assertTrue(data.access().nonPrivate() && !data.access().makePointerAvailable());
        assertEquals(14, data.source().line());
        assertEquals("mp.comp", data.source().file());
        Action.Store flag = assertInstanceOf(Action.Store.class, producer.get(1));
        assertTrue(flag.access().atomic());
        assertEquals(Scope.WORKGROUP, flag.access().scope());
        assertTrue(flag.access().semantics().release() && flag.access().semantics().makeAvailable());
        assertEquals(java.util.Set.of(StorageClass.STORAGE_BUFFER), flag.access().semantics().storageClasses());
        List<Action> consumer = r.actions.get(1);
        Action.Load poll = assertInstanceOf(Action.Load.class, consumer.get(0));
        assertTrue(poll.access().atomic() && poll.access().semantics().acquire()
                && poll.access().semantics().makeVisible());
        assertEquals("flag", poll.reference().name());
        Action.Load read = assertInstanceOf(Action.Load.class, consumer.get(consumer.size() - 2));
        assertEquals("data", read.reference().name());
        assertEquals(21, read.source().line());
        assertTrue(r.states.stream().allMatch(s -> s.status() == ThreadState.Status.DONE));
    }

    @Test
    void hlslGroupSyncAndGloballyCoherentBecomeBarriersAndCoherentAccesses() throws IOException {
        LoadedKernel k = KernelLoader.load("barrier.hlsl", resource("barrier.hlsl"));
        Program p = k.program();
        assertEquals(8, p.invocationCount());
        assertEquals(List.of("tile@wg0", "tile@wg1", "data"),
                p.launch().references().stream().map(x -> x.name()).toList());
        SpirvRunner r = new SpirvRunner(p).run(50);
        List<Action> t5 = r.actions.get(5);
        Action.Store tile = assertInstanceOf(Action.Store.class, t5.get(0));
        assertEquals("tile@wg1", tile.reference().name());
        assertEquals(1, tile.index());
        assertEquals(Scope.WORKGROUP, tile.access().scope());
        assertTrue(tile.access().makePointerAvailable() && tile.access().nonPrivate());
        Action.ControlBarrier group = assertInstanceOf(Action.ControlBarrier.class, t5.get(1));
        assertEquals(Scope.WORKGROUP, group.execution());
        assertEquals(Scope.WORKGROUP, group.memory());
        assertEquals(0, group.instance());
        assertTrue(group.semantics().covers(StorageClass.WORKGROUP) && !group.semantics().makeAvailable());
        Action.Store data = assertInstanceOf(Action.Store.class, t5.get(3));
        assertEquals(Scope.QUEUE_FAMILY, data.access().scope());
        assertTrue(data.access().makePointerAvailable());
        Action.ControlBarrier device = assertInstanceOf(Action.ControlBarrier.class, t5.get(4));
        assertEquals(Scope.QUEUE_FAMILY, device.memory());
        assertEquals(1, device.instance());
        Action.ReadModifyWrite add = assertInstanceOf(Action.ReadModifyWrite.class, t5.get(5));
        assertEquals(Scope.QUEUE_FAMILY, add.access().scope());
        assertEquals(3 + 8, r.value("data", 0));
    }

    @Test
    void eachWorkgroupsSharedArrayIsReachableByThatWorkgroupOnly() throws IOException {
        Program p = KernelLoader.load("barrier.hlsl", resource("barrier.hlsl")).program();
        List<Reference> refs = p.launch().references();
        assertEquals(List.of(0, 1, Reference.ANY_WORKGROUP), refs.stream().map(Reference::workgroup).toList());
        SpirvRunner r = new SpirvRunner(p).run(50);
        int sharedAccesses = 0;
        for (int agent = 0; agent < p.invocationCount(); agent++) {
            Agent a = p.launch().agents().get(agent);
            for (Action action : r.actions.get(agent)) {
                Reference used = action instanceof Action.Store s ? s.reference()
                        : action instanceof Action.Load l ? l.reference()
                        : action instanceof Action.ReadModifyWrite m ? m.reference() : null;
                if (used != null) {
                    assertTrue(used.reachableBy(a), a.name() + " used " + used.name());
                    sharedAccesses += used.storageClass() == StorageClass.WORKGROUP ? 1 : 0;
                }
            }
        }
        assertTrue(sharedAccesses >= p.invocationCount());
        assertFalse(refs.get(0).reachableBy(p.launch().agents().get(p.invocationCount() - 1)));
    }

    @Test
    void aSingleWorkgroupsSharedArrayIsReachableByWorkgroupZero() {
        Program p = KernelLoader.load("s.comp", """
                #version 450
                layout(local_size_x = 2) in;
                shared uint s[2];
                layout(binding = 0) buffer B { uint out_[]; };
                void main() { s[gl_LocalInvocationID.x] = 1u; out_[0] = 0u; }
                """).program();
        assertEquals(List.of(0, Reference.ANY_WORKGROUP),
                p.launch().references().stream().map(Reference::workgroup).toList());
    }

    @Test
    void pragmasConfigureTheLaunch() {
        LoadedKernel k = KernelLoader.load("k.comp", """
                // Two buffers bound to one allocation.
                // @dispatch 2
                // @subgroup-size 2
                // @buffer a = 7, 0*3
                // @alias a b
                // @expect a[0] == 7
                #version 450
                layout(local_size_x = 4) in;
                layout(binding = 0) buffer A { uint a[]; };
                layout(binding = 1) buffer B { uint b[]; };
                void main() { b[gl_GlobalInvocationID.x] = a[0]; }
                """);
        Program p = k.program();
        assertEquals(8, p.invocationCount());
        assertEquals(p.launch().reference("a").allocation(), p.launch().reference("b").allocation());
        assertEquals(7L, p.launch().initialValue(p.launch().reference("b").location(0)));
        assertEquals(3, p.launch().agents().get(7).subgroup());
        assertEquals("a[0] == 7", k.pragmas().expectations().get(0).text());
    }

    @Test
    void shaderCompileErrorPointsAtTheShaderLine() {
        InputError e = assertThrows(InputError.class, () -> KernelLoader.load("bad.comp", """
                #version 450
                layout(local_size_x = 1) in;
                void main() {
                    undefined_thing = 1;
                }
                """));
        assertEquals("bad.comp", e.span().file());
        assertEquals(4, e.span().line());
        assertTrue(e.getMessage().contains("undefined_thing"), e.getMessage());
    }

    /**
     * glslang reports every error of a kernel: each is an error of its own at its line (the first the InputError, the
     * others its {@code more()}), printed one per line; the log's summary line is no error.
     */
    @Test
    void everyCompileErrorIsAnErrorAtItsOwnLine() {
        InputError e = assertThrows(InputError.class, () -> KernelLoader.load("bad.comp", """
                #version 450
                layout(local_size_x = 1) in;
                void main() {
                    foo = 1;
                    bar = 2;
                    baz(3);
                }
                """));
        assertEquals(List.of(4, 5, 6), e.all().stream().map(x -> x.span().line()).toList());
        assertEquals("'foo' : undeclared identifier", e.getMessage());
        assertEquals("bad.comp:4:5: 'foo' : undeclared identifier\n"
                + "bad.comp:5:5: 'bar' : undeclared identifier\n"
                + "bad.comp:6:5: 'baz' : no matching overloaded function found", e.toString());
    }

    @Test
    void hlslCompileErrorPointsAtTheShaderLine() {
        InputError e = assertThrows(InputError.class, () -> KernelLoader.load("bad.hlsl", """
                [numthreads(1, 1, 1)]
                void main() {
                    nope();
                }
                """));
        assertEquals(3, e.span().line());
    }

    @Test
    void binaryAndAssemblyOfOneShaderEmitTheSameActions() throws IOException {
        String src = resource("mp.comp");
        byte[] spv = ShadercCompiler.compile("mp.comp", src, ShadercCompiler.Language.GLSL, null);
        String asm = ShadercCompiler.compileToAssembly("mp.comp", src, ShadercCompiler.Language.GLSL, null);
        String pragmas = "; @buffer data = 0,0\n";
        SpirvRunner fromBinary = new SpirvRunner(KernelLoader.load("mp.spv", spv).program()).run(50);
        SpirvRunner fromText = new SpirvRunner(KernelLoader.load("mp.spvasm", pragmas + asm).program()).run(50);
        assertEquals(fromBinary.actions.toString().replace("mp.spv", "F"),
                fromText.actions.toString().replace("mp.spvasm", "F"));
    }

    @Test
    void filesLoadByExtensionAndUnknownTypesAreInputErrors(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws IOException {
        java.nio.file.Path comp = dir.resolve("mp.comp");
        java.nio.file.Files.writeString(comp, resource("mp.comp"));
        assertEquals(2, ProgramLoader.kernel(comp, comp.toString(), 8, LoadMonitor.NONE).program().invocationCount());
        java.nio.file.Path spv = dir.resolve("mp.spv");
        java.nio.file.Files.write(spv, ShadercCompiler.compile("mp.comp", resource("mp.comp"),
                ShadercCompiler.Language.GLSL, null));
        java.nio.file.Files.copy(spv, dir.resolve("MP.SPV"));
        assertEquals(2, ProgramLoader.kernel(spv, spv.toString(), 8, LoadMonitor.NONE).program().invocationCount());
        assertEquals(2, ProgramLoader.kernel(spv.resolveSibling("MP.SPV"), "MP.SPV", 8, LoadMonitor.NONE).program()
                .invocationCount(), "a binary by its extension in any case");
        InputError e = assertThrows(InputError.class, () -> KernelLoader.load("k.cu", "x"));
        assertTrue(e.getMessage().contains("unknown kernel type"), e.getMessage());
        assertThrows(InputError.class, () -> ProgramLoader.kernel(dir.resolve("missing.comp"), "missing.comp", 8,
                LoadMonitor.NONE));
    }

    @Test
    void aSourceLargerThanLwjglsStackCompiles() throws IOException {
        // the CLI audit: every GLSL/HLSL source over 64 KB failed with "OutOfMemoryError: Out of stack space" (LWJGL
        // encoded it on its thread stack); 200 KB of comment lines before the kernel now compile, lines kept
        String kernel = "// padding\n".repeat(20_000) + resource("mp.comp");
        assertTrue(kernel.length() > 200_000);
        LoadedKernel k = KernelLoader.load("big.comp", kernel);
        assertEquals(KernelLoader.load("mp.comp", resource("mp.comp")).program().invocationCount(),
                k.program().invocationCount());
        assertEquals(2, KernelLoader.load("big.hlsl", "// padding\n".repeat(20_000)
                + "RWStructuredBuffer<uint> d : register(u0);\n[numthreads(2, 1, 1)] void main(uint t : SV_GroupIndex)"
                + " { d[t] = 1; }\n").program().invocationCount());
    }
}
