package dev.syncscope.core.suite;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckOptions;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.check.Execution;
import dev.syncscope.core.load.ProgramLoader;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.syncscope.core.suite.KernelRuns.check;
import static dev.syncscope.core.suite.KernelRuns.run;
import static dev.syncscope.core.suite.KernelRuns.undefinedReads;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A read of Workgroup memory no write defined returns an undefined value (VK MM: Allocation, "Workgroup variables have
 * no initializer"; SPIR-V calls it an undefined value, not undefined behaviour). Both the checker and the stepper follow
 * it through the kernel and report the read only where its value matters: stored to memory (the location then holds
 * an undefined value), or deciding a branch or an address. An exchange's ignored old value or a struct member copied
 * along and never used made {@code check} FAIL with no outcome and {@code run} call the outcome not defined (audit 42,
 * finding 1: c29, c35, h09).
 */
class UndefinedValueUseTest {

    /** Audit 42 c29: a shared counter set with atomicExchange, whose returned old value nobody uses. */
    private static final String EXCHANGE = """
            #version 450
            layout(local_size_x = 2) in;
            layout(binding = 0) buffer R { uint result; };
            shared uint count;
            void main() {
                if (gl_LocalInvocationID.x == 0) { atomicExchange(count, 0u); }
                barrier();
                atomicAdd(count, 1u);
                barrier();
                if (gl_LocalInvocationID.x == 0) { result = count; }
            }
            """;

    @Test
    void anExchangeStoresItsOwnDefinedValueWhateverItRead() {
        FileCheck.Report r = check("c29.comp", EXCHANGE);
        assertEquals(List.of(), r.undefinedReads());
        assertTrue(r.ok(), r.toString());
        assertEquals("[{count=2, result=2}]", r.outcomes().toString());
        DebugSession s = run("c29.comp", EXCHANGE);
        assertEquals(List.of(), undefinedReads(s));
        assertEquals("{count=2, result=2}", s.outcome().toString());
    }

    /** Audit 42 c35: a shared struct whose member pad nobody writes, copied whole; only key is used. */
    private static final String STRUCT_COPY = """
            #version 450
            layout(local_size_x = 2) in;
            layout(binding = 0) buffer R { uint result; };
            struct Item { uint key; uint pad; };
            shared Item item;
            void main() {
                if (gl_LocalInvocationID.x == 0) { item.key = 5; }
                barrier();
                if (gl_LocalInvocationID.x == 1) {
                    Item copy = item;
                    result = copy.key;
                }
            }
            """;

    @Test
    void aStructCopiedFromSharedMemoryKeepsEachMembersDefinedness() {
        FileCheck.Report r = check("c35.comp", STRUCT_COPY);
        assertEquals(List.of(), r.undefinedReads());
        assertTrue(r.ok(), r.toString());
        assertEquals("[{item.key=5, item.pad=undefined, result=5}]", r.outcomes().toString());
        DebugSession s = run("c35.comp", STRUCT_COPY);
        assertEquals(List.of(), undefinedReads(s));
        assertEquals("{item.key=5, item.pad=undefined, result=5}", s.outcome().toString());
    }

    /** Audit 42 h09: the HLSL twin of c35 (groupshared struct, GroupMemoryBarrierWithGroupSync). */
    private static final String HLSL_STRUCT_COPY = """
            struct Item { uint key; uint pad; };
            groupshared Item item;
            RWStructuredBuffer<uint> result : register(u0);
            [numthreads(2, 1, 1)]
            void main(uint3 tid : SV_GroupThreadID) {
                if (tid.x == 0) { item.key = 5; }
                GroupMemoryBarrierWithGroupSync();
                if (tid.x == 1) {
                    Item copy = item;
                    result[0] = copy.key;
                }
            }
            """;

    @Test
    void theHlslStructCopyIsDefinedToo() {
        FileCheck.Report r = check("h09.hlsl", HLSL_STRUCT_COPY);
        assertEquals(List.of(), r.undefinedReads());
        assertTrue(r.ok(), r.toString());
        assertEquals(1, r.outcomes().size(), r.outcomes().toString());
        assertEquals(5L, r.outcomes().get(0).values().get("result[0]"));
        DebugSession s = run("h09.hlsl", HLSL_STRUCT_COPY);
        assertEquals(List.of(), undefinedReads(s));
        assertEquals(5L, s.outcome().values().get("result[0]"));
    }

    /** One invocation: {@code BODY} with shared {@code s} and {@code count} that nobody writes first. */
    private static final String ONE = """
            #version 450
            layout(local_size_x = 1) in;
            layout(binding = 0) buffer R { uint result; uint a[4]; };
            shared uint s;
            shared uint count;
            void main() {
                BODY
            }
            """;

    @Test
    void aValueComputedFromAnUndefinedReadAndStoredToABufferIsReportedAndShownUndefined() {
        String text = ONE.replace("BODY", "result = s + 1u;");
        FileCheck.Report r = check("stored.comp", text);
        assertEquals(List.of("undefined read: T0 reads s at stored.comp:7, workgroup memory with no write visible to it"
                + "; T0 stores its value to result at stored.comp:7"),
                r.undefinedReads());
        assertTrue(r.failed());
        CheckResult c = new AxiomaticChecker(CheckOptions.DEFAULT.withConsistentOnly(true))
                .check(ProgramLoader.load("stored.comp", text));
        Execution e = c.consistentExecutions().get(0);
        assertTrue(e.readsUndefined());
        assertTrue(e.outcomes().get(0).undefined().contains("result"), e.outcomes().toString());
        DebugSession s = run("stored.comp", text);
        assertEquals(List.of("T0 reads s, workgroup memory with no write visible to it (undefined); T0 stores its"
                + " value to result at stored.comp:7"), undefinedReads(s));
        assertTrue(s.outcome().undefined().contains("result"), s.outcome().toString());
    }

    @Test
    void anAtomicAddToUndefinedMemoryStoresAnUndefinedValue() {
        // the RMW combines the old value: what it stores is undefined (an exchange's is not: c29 above)
        String text = ONE.replace("BODY", "atomicAdd(count, 1u); result = 3u;");
        assertEquals(List.of("undefined read: T0 reads count at add.comp:7, workgroup memory with no write visible to"
                + " it; T0 stores its value to count at add.comp:7"), check("add.comp", text).undefinedReads());
        DebugSession s = run("add.comp", text);
        assertEquals(List.of("T0 reads count, workgroup memory with no write visible to it (undefined); T0 stores its"
                + " value to count at add.comp:7"), undefinedReads(s));
        assertTrue(s.outcome().undefined().contains("count"), s.outcome().toString());
    }

    @Test
    void oneReadWhoseValueIsStoredTwiceIsOneUndefinedRead() {
        String text = ONE.replace("BODY", "a[0] = a[1] = s;");
        assertEquals(1, check("twice.comp", text).undefinedReads().size());
        DebugSession s = run("twice.comp", text);
        assertEquals(1, undefinedReads(s).size(), undefinedReads(s).toString());
        assertTrue(s.outcome().undefined().containsAll(List.of("a[0]", "a[1]")), s.outcome().toString());
    }

    @Test
    void branchingOnAnUndefinedValueIsReportedThoughOnlyConstantsAreStored() {
        // the control flow depends on the undefined value, so the outcome does too
        String text = ONE.replace("BODY", "if (s == 7u) { result = 1u; } else { result = 2u; }");
        FileCheck.Report r = check("branch.comp", text);
        assertEquals(List.of("undefined read: T0 reads s at branch.comp:7, workgroup memory with no write visible to"
                + " it; its value decides a branch condition at branch.comp:7"), r.undefinedReads());
        assertTrue(r.failed());
        List<String> d = undefinedReads(run("branch.comp", text));
        assertEquals(1, d.size(), d.toString());
        assertTrue(d.get(0).startsWith("T0 reads s, workgroup memory with no write visible to it (undefined); its value"
                + " decides a branch condition at branch.comp:7"), d.get(0));
    }

    @Test
    void anUndefinedIndexIsReported() {
        String text = ONE.replace("BODY", "a[s & 3u] = 1u;");
        assertEquals(1, check("index.comp", text).undefinedReads().size());
        List<String> d = undefinedReads(run("index.comp", text));
        assertEquals(1, d.size(), d.toString());
        assertTrue(d.get(0).contains("its value decides an index of an address at index.comp:7"), d.get(0));
    }

    @Test
    void anUndefinedValueComputedWithButNeverUsedIsNoFinding() {
        String text = ONE.replace("BODY", "uint x = s * 2u + count; result = 5u;");
        FileCheck.Report r = check("unused.comp", text);
        assertEquals(List.of(), r.undefinedReads());
        assertTrue(r.ok(), r.toString());
        DebugSession s = run("unused.comp", text);
        assertEquals(List.of(), undefinedReads(s));
        assertEquals(5L, s.outcome().values().get("result"));
    }

    @Test
    void aRaceLineNamesAnUndefinedReadValueAsUndefined() {
        // audit 42 finding 8 (h06): T1 reads s before T0's write is visible: "R s = undefined or 1", not "0 or 1"
        String text = """
                groupshared uint s;
                RWStructuredBuffer<uint> result : register(u1);
                [numthreads(2, 1, 1)]
                void main(uint3 tid : SV_GroupThreadID) {
                    if (tid.x == 0) {
                        s = 1;
                    }
                    DeviceMemoryBarrierWithGroupSync();
                    if (tid.x == 1) {
                        result[0] = s + 10;
                    }
                }
                """;
        FileCheck.Report r = check("h06.hlsl", text);
        assertEquals(1, r.races().size(), r.races().toString());
        assertEquals(List.of("undefined", "1"), r.races().get(0).secondValues());
    }
}
