package dev.syncscope.core.litmus.herd;

import dev.syncscope.core.litmus.herd.Instruction.ControlBarrier;
import dev.syncscope.core.litmus.herd.Instruction.Load;
import dev.syncscope.core.litmus.herd.Instruction.Rmw;
import dev.syncscope.core.litmus.herd.Instruction.Store;
import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.RmwOp;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.Semantics;
import dev.syncscope.core.model.StorageClass;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class HerdParserTest {

    static final String MP = """
            Vulkan mp
            "https://github.com/KhronosGroup/Vulkan-MemoryModel/blob/master/alloy/tests/mp.test"
            {
            P1:r0=0;
            P1: r1 = 0;
            x=0;
            y=0;
            }
             P0@sg 0, wg 0, qf 0                 | P1@sg 1,wg 0, qf 0                  ;
             st.av.dv.sc0 x, 1                   | ld.atom.acq.wg.sc0.semsc0 r0, y     ;
             st.atom.rel.wg.sc0.semsc0 y, 1      | ld.vis.dv.sc0 r1, x                 ;
            exists
            (P1:r0 == 1 /\\ P1:r1 == 0)
            """;

    @Test
    void messagePassingReadsHeaderInitThreadsAndCode() {
        HerdLitmus t = HerdParser.read("mp.litmus", MP);
        assertEquals("mp", t.name());
        assertEquals(List.of("https://github.com/KhronosGroup/Vulkan-MemoryModel/blob/master/alloy/tests/mp.test"),
                t.comments());
        assertEquals(Map.of("x", 0L, "y", 0L), t.initialValues());
        assertEquals(Map.of("P1:r0", 0L, "P1:r1", 0L), t.initialRegisters());
        assertEquals(2, t.threads().size());
        assertEquals(1, t.threads().get(1).subgroup());
        assertEquals(0, t.threads().get(1).workgroup());
        Store avStore = assertInstanceOf(Store.class, t.code().get(0).get(0));
        assertEquals("x", avStore.location());
        assertEquals(new Value.Constant(1), avStore.value());
        assertEquals(new Access(false, Scope.DEVICE, Semantics.NONE, true, false, false), avStore.qualifiers().access());
        assertEquals(StorageClass.STORAGE_BUFFER, avStore.qualifiers().storageClass());
        Load acquire = assertInstanceOf(Load.class, t.code().get(1).get(0));
        assertEquals("r0", acquire.register());
        assertEquals(new Access(true, Scope.WORKGROUP,
                new Semantics(true, false, Set.of(StorageClass.STORAGE_BUFFER), false, false), false, false, false),
                acquire.qualifiers().access());
        assertEquals("mp.litmus:10:2", avStore.span().toString());
        assertEquals("exists (P1:r0 == 1 /\\ P1:r1 == 0)", t.condition().orElseThrow().toString());
    }

    @Test
    void crlfLineEndsAndAByteOrderMarkReadLikeLf() {
        HerdLitmus lf = HerdParser.read("mp.litmus", MP);
        HerdLitmus crlf = HerdParser.read("mp.litmus", "\uFEFF" + MP.replace("\n", "\r\n"));
        assertEquals(lf.name(), crlf.name());
        assertEquals(lf.comments(), crlf.comments());
        assertEquals(lf.code(), crlf.code());
        assertEquals(lf.condition(), crlf.condition());
    }

    @Test
    void aliasesAndSystemSynchronizesWithBlocks() {
        HerdLitmus t = HerdParser.read("ssw1.litmus", """
                VULKAN ssw1
                {
                P2:r0=0;
                x=0;
                y aliases x;
                }
                {
                ssw 0 1;
                ssw P1 P2;
                }
                 P0@sg 0,wg 0, qf 0 | P1@sg 1,wg 0, qf 0 | P2@sg 2,wg 0, qf 0 ;
                 st.sc0 x, 1        | avdevice           | ld.sc1 r0, y       ;
                                    | visdevice          |                    ;
                exists
                (P2:r0 == 1)
                """);
        assertEquals(Map.of("y", "x"), t.aliases());
        assertEquals(List.of(0, 1), t.systemSync().stream().map(HerdLitmus.SystemSync::from).toList());
        assertEquals(List.of(1, 2, 1), t.code().stream().map(List::size).toList());
        assertEquals(new Instruction.DeviceOperation(false, t.code().get(1).get(1).span()), t.code().get(1).get(1));
        assertEquals(new Access(false, null, Semantics.NONE, false, false, false),
                ((Load) t.code().get(2).get(0)).qualifiers().access());
    }

    @Test
    void rmwTakesAnOperationAndDefaultsToExchange() {
        HerdLitmus t = HerdParser.read("rmw.litmus", """
                Vulkan rmw
                { x=0; }
                P0@sg 0, wg 0, qf 0                       | P1@sg 0, wg 1, qf 0 ;
                rmw.atom.acq_rel.dv.sc0.semsc0.add r0, x, 2 | rmw.dv.sc1 r1, x, -3 ;
                forall (x == 2 \\/ x == -1 \\/ x = -3)
                """);
        Rmw add = (Rmw) t.code().get(0).get(0);
        assertEquals(RmwOp.ADD, add.qualifiers().rmwOp());
        assertTrue(add.qualifiers().semantics().acquire() && add.qualifiers().semantics().release());
        Rmw exchange = (Rmw) t.code().get(1).get(0);
        assertEquals(RmwOp.EXCHANGE, exchange.qualifiers().rmwOp());
        assertTrue(exchange.qualifiers().atomic());
        assertEquals(new Value.Constant(-3), exchange.operand());
        assertEquals(Condition.Quantifier.FORALL, t.condition().orElseThrow().quantifier());
    }

    @Test
    void controlBarriersKeepInstanceIdAndQuorum() {
        HerdLitmus t = HerdParser.read("cbar.litmus", """
                Vulkan cbar
                { x=0; }
                P0@sg 0, wg 0, qf 0                  | P1@sg 1, wg 0, qf 0 ;
                cbar.acq_rel.dv.semsc0.semav 1, 1, 4 | cbar.wg 2, r3        ;
                ~exists (x == 1)
                """);
        ControlBarrier named = (ControlBarrier) t.code().get(0).get(0);
        assertEquals(1, named.instance());
        assertEquals(new Value.Constant(1), named.barrierId());
        assertEquals(new Value.Constant(4), named.quorum());
        assertEquals(Scope.DEVICE, named.qualifiers().scope());
        assertTrue(named.qualifiers().semantics().makeAvailable());
        ControlBarrier plain = (ControlBarrier) t.code().get(1).get(0);
        assertEquals(new Value.Register("r3"), plain.barrierId());
        assertNull(plain.quorum());
        assertTrue(plain.qualifiers().semantics().isRelaxed());
        assertEquals(Condition.Quantifier.NOT_EXISTS, t.condition().orElseThrow().quantifier());
    }

    @Test
    void labelsBranchesAndLocalArithmetic() {
        HerdLitmus t = HerdParser.read("spin.litmus", """
                VULKAN spin
                (* a spin lock *)
                { Mem0=0; P0:r0=0; }
                P0@sg 0,wg 0, qf 0          ;
                LC00:                       ;
                rmw.atom.wg.sc0 r0, Mem0, 1 ;
                add r1, r0, 1               ;
                bne r0, 0, LC01             ;
                goto LC00                   ;
                LC01:                       ;
                exists 0==0
                """);
        List<Instruction> code = t.code().get(0);
        assertEquals(6, code.size());
        assertEquals(new Instruction.Label("LC00", code.get(0).span()), code.get(0));
        assertEquals(LocalOp.ADD, ((Instruction.Local) code.get(2)).op());
        Instruction.Branch bne = (Instruction.Branch) code.get(3);
        assertEquals(Comparison.NE, bne.comparison());
        assertEquals("LC01", bne.label());
        assertEquals("LC00", ((Instruction.Goto) code.get(4)).label());
    }

    @Test
    void locationsClauseAndFilterAreKept() {
        HerdLitmus t = HerdParser.read("f.litmus", """
                Vulkan f
                { x=0; }
                P0@sg 0, wg 0, qf 0 | P1@sg 0, wg 1, qf 0 ;
                st.sc0 x, 1         | ld.sc0 r0, x        ;
                locations [x; P1:r0;]
                filter (P1:r0 == 1)
                """);
        assertEquals(List.of("x", "P1:r0"), t.observed());
        assertEquals("P1:r0 == 1", t.filter().orElseThrow().toString());
        assertTrue(t.condition().isEmpty());
    }
}
