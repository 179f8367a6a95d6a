package dev.syncscope.views.explain;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.check.LinkSentence;
import dev.syncscope.core.check.Race;
import dev.syncscope.core.exec.Diagnostic;
import dev.syncscope.core.exec.Event;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.core.suite.FileCheck;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.problems.DiagnosticText;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A barrier() that two workgroups pass between a store and a load, the commonest synchronization mistake: each
 * workgroup passes its own instance of the barrier (VK MM: Synchronizes-With, control barrier: "A and B are in the
 * instance of C's execution scope"), so it orders nothing between them. {@code check} (the checker's
 * {@link LinkSentence#BARRIER_EXECUTION_SCOPE}), {@code run} and "Why this value?" keep the fix's atomics and say why
 * the barrier in the kernel did not do, in English and Japanese; within one workgroup the note is not said.
 */
class BarrierAcrossWorkgroupsWordsTest {

    private static final Path KERNEL = Path.of("src/test/resources/dev/syncscope/views/explain/links/"
            + "barrier-two-workgroups.comp");
    private static final String NOTE_EN = "The barrier at line 12 does not order them: a control barrier waits only "
            + "for the invocations of one workgroup, and T0 and T1 are in different workgroups.";
    private static final String NOTE_JA = "12 行目のバリアは両者を順序付けません";

    private static String check(String source, Messages text) {
        FileCheck.Report report = FileCheck.check("barrier-two-workgroups.comp", source, null, Duration.ofSeconds(60));
        Race race = report.races().stream().flatMap(p -> p.links().stream()).findFirst()
                .orElseThrow(() -> new AssertionError("no race in " + report.races()));
        return CheckRaceWhy.of(race, CheckRaceWhy.accesses(report.races()), source, text);
    }

    private static DebugSession run(String source) {
        DebugSession session = DebugSession.load(ProgramLoader.load("barrier-two-workgroups.comp", source));
        session.run();
        return session;
    }

    private static String runWords(DebugSession session, String source, Messages text) {
        Diagnostic race = session.diagnostics().stream().filter(d -> d.kind() == Diagnostic.Kind.DATA_RACE)
                .findFirst().orElseThrow(() -> new AssertionError("no race in " + session.diagnostics()));
        ExplanationContext context = new ExplanationContext(session.program().launch(), session.trace(),
                session.races().stream().filter(r -> r.second().step() == race.step()).toList(), source);
        return new DiagnosticText(text).of(race, context);
    }

    /** The fix paragraphs of "Why this value?" for the first stale load of the run. */
    private static String whyThisValue(DebugSession session, String source, Messages text) {
        for (int i = 0; i < session.trace().size(); i++) {
            if (session.trace().get(i).event().kind() == Event.Kind.LOAD && session.explainRead(i).stale()) {
                ExplanationContext ctx = new ExplanationContext(session.program().launch(), session.trace(),
                        session.races(), source);
                return String.join("\n", ExplanationText.paragraphs(session.explainRead(i), ctx, text).stream()
                        .filter(p -> p.kind() == Paragraph.Kind.FIX).map(Paragraph::text).toList());
            }
        }
        throw new AssertionError("no stale load");
    }

    @Test
    void checkRunAndWhyThisValueSayTheBarrierDoesNotOrderTwoWorkgroups() throws IOException {
        String source = Files.readString(KERNEL);
        DebugSession session = run(source);
        Messages en = Messages.forLocale(Locale.ENGLISH);
        for (String words : List.of(check(source, en), runWords(session, source, en),
                whyThisValue(session, source, en))) {
            // the fix stands (atomics order two workgroups; no barrier does), the note says why barrier() did not do
            assertTrue(words.contains("atomic") && words.contains(NOTE_EN), words);
            assertFalse(words.contains("Put barrier()"), words);
        }
        Messages ja = Messages.forLocale(Locale.JAPANESE);
        for (String words : List.of(check(source, ja), runWords(session, source, ja),
                whyThisValue(session, source, ja))) {
            assertTrue(words.contains(NOTE_JA), words);
        }
    }

    /** An HLSL kernel is told in its words: thread groups and GroupSync barriers. */
    @Test
    void anHlslKernelIsToldOfThreadGroups() {
        String source = """
                // @dispatch 2
                RWStructuredBuffer<uint> data : register(u0);
                RWStructuredBuffer<uint> seen : register(u1);
                [numthreads(1, 1, 1)]
                void main(uint3 group : SV_GroupID) {
                    if (group.x == 0) {
                        data[0] = 1;
                    }
                    DeviceMemoryBarrierWithGroupSync();
                    if (group.x == 1) {
                        seen[0] = data[0];
                    }
                }
                """;
        FileCheck.Report report = FileCheck.check("apart.hlsl", source, null, Duration.ofSeconds(60));
        Race race = report.races().stream().flatMap(p -> p.links().stream()).findFirst().orElseThrow();
        Messages en = Messages.forLocale(Locale.ENGLISH);
        DebugSession session = DebugSession.load(ProgramLoader.load("apart.hlsl", source));
        session.run();
        for (String words : List.of(CheckRaceWhy.of(race, CheckRaceWhy.accesses(report.races()), source, en),
                runWords(session, source, en))) {
            assertTrue(words.contains("The barrier at line 9 does not order them: a GroupSync barrier waits only for "
                    + "the threads of one thread group, and T0 and T1 are in different groups.")
                    && words.contains("Interlocked"), words);
        }
    }

    /**
     * A more particular link beside a barrier() passed in two workgroups keeps its words (the session-87 review): a
     * plain flag between memory barriers (VK MM: Synchronizes-With, fence forms need atomics) and an acquire whose
     * semantics leave the data's class out (VK MM: Inter-Thread-Happens-Before), not "nothing synchronizes".
     */
    @Test
    void aMoreParticularLinkBesideTheBarrierKeepsItsWords() throws IOException {
        Messages en = Messages.forLocale(Locale.ENGLISH);
        String plainFlag = Files.readString(KERNEL.resolveSibling("plain-flag.comp"))
                .replace("        memoryBarrier();\n        flag = 1u;",
                        "        barrier();\n        memoryBarrier();\n        flag = 1u;")
                .replace("        uint seen = flag;\n        memoryBarrier();", "        uint seen = flag;\n"
                        + "        memoryBarrier();\n        barrier();");
        assertTrue(plainFlag.contains("barrier();\n        memoryBarrier();\n        flag"), plainFlag);
        String words = check(plainFlag, en);
        assertTrue(words.contains("with plain accesses") && !words.contains("The barrier at line"), words);
        String classLeftOut = """
                // @dispatch 2
                #version 450
                #extension GL_KHR_memory_scope_semantics : require
                layout(local_size_x = 1) in;
                layout(binding = 0) coherent buffer Data { uint data; uint flag; uint result; };
                void main() {
                    if (gl_WorkGroupID.x == 0u) {
                        data = 42u;
                        barrier();
                        atomicStore(flag, 1u, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelease);
                    } else {
                        uint seen = atomicLoad(flag, gl_ScopeDevice, gl_StorageSemanticsImage,
                                gl_SemanticsAcquire);
                        barrier();
                        if (seen == 1u) {
                            result = data + 1u;
                        }
                    }
                }
                """;
        words = check(classLeftOut, en);
        assertTrue(words.contains("does not have gl_StorageSemanticsBuffer") && !words.contains("The barrier at line"),
                words);
    }

    /**
     * A litmus test's read that takes the racing write's value (not stale, so no unseen write's paragraph): its race's
     * fix in "Why this value?" says why the barrier both reached did not do, as the engine's words in {@code run} and
     * the problems pane name it (session 88: {@code BarrierLinks.executionApart}).
     */
    @Test
    void aLitmusReadOfTheRacingWriteIsToldWhyTheBarrierDidNotOrderIt() {
        String test = """
                NEWWG
                NEWSG
                NEWTHREAD
                st.sc0 x = 1
                cbar.acq.rel.scopewg.semsc0 0
                NEWWG
                NEWSG
                NEWTHREAD
                cbar.acq.rel.scopewg.semsc0 0
                ld.sc0 x = 1
                SATISFIABLE consistent[X] && #dr=0
                """;
        DebugSession session = DebugSession.load(ProgramLoader.load("apart.test", test));
        session.run();
        assertTrue(session.diagnostics().stream().anyMatch(d -> d.kind() == Diagnostic.Kind.DATA_RACE
                && d.message().contains("P0 and P1 both reach the control barrier at lines 5 and 9")),
                session.diagnostics().toString());
        int load = -1;
        for (int i = 0; i < session.trace().size(); i++) {
            load = session.trace().get(i).event().kind() == Event.Kind.LOAD ? i : load;
        }
        assertFalse(session.explainRead(load).stale());
        ExplanationContext ctx = new ExplanationContext(session.program().launch(), session.trace(), session.races(),
                null);
        String fixes = String.join("\n", ExplanationText.paragraphs(session.explainRead(load), ctx,
                Messages.forLocale(Locale.ENGLISH)).stream().filter(p -> p.kind() == Paragraph.Kind.FIX)
                .map(Paragraph::text).toList());
        assertTrue(fixes.startsWith("The barrier at line 5 does not order them: a control barrier waits only for the "
                + "invocations of one workgroup, and P0 and P1 are in different workgroups."), fixes);
    }

    /** Within one workgroup the barrier's one instance holds both: whatever else is missing, no such note. */
    @Test
    void withinOneWorkgroupTheNoteIsNotSaid() throws IOException {
        String source = Files.readString(KERNEL).replace("// @dispatch 2\n", "")
                .replace("local_size_x = 1", "local_size_x = 2").replace("gl_WorkGroupID", "gl_LocalInvocationID");
        DebugSession session = run(source);
        Messages en = Messages.forLocale(Locale.ENGLISH);
        for (String words : List.of(check(source, en), runWords(session, source, en),
                whyThisValue(session, source, en))) {
            assertFalse(words.contains("The barrier at line"), words);
        }
    }
}
