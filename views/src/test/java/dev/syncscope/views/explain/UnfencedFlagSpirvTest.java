package dev.syncscope.views.explain;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.check.LinkSentence;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.core.suite.FileCheck;
import dev.syncscope.core.suite.RaceSites;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.problems.RaceLinkText;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A SPIR-V module whose atomic flag has no release and no acquire on either side (the checker's FLAG_NO_SYNC), compiled
 * by glslang from the GLSL kernels of {@link UnfencedFlagKernelsTest}: a Vulkan memory model module (relaxed
 * OpAtomicStore and OpAtomicLoad) and a GLSL450 one (OpAtomicExchange, and OpAtomicIAdd of 0), read first and write
 * first. {@code check} gives the generic sentence (no SPIR-V words of its own) naming the flag and the positions of its
 * store and its load, in English (the command line's and the window's) and Japanese; {@code run} and "Why this value?"
 * advise Release and Acquire semantics at the same two lines; and the module with either fix the sentence gives (the
 * store a release and the load an acquire naming UniformMemory; or OpMemoryBarrier with Release | UniformMemory after
 * the first access, before the store, and with Acquire | UniformMemory after the load, before the other access) has no
 * race. VK MM: Synchronizes-With (the atomic form: "A performs a release operation", "B performs an acquire
 * operation"; the fence forms: "A is program-ordered before X", "Y is program-ordered before B", "X's and Y's storage
 * class is in A's and B's semantics"); Inter-Thread-Happens-Before ("all of SC in their semantics": the data's
 * UniformMemory); Location-Ordered.
 */
class UnfencedFlagSpirvTest {

    private static final Messages EN = Messages.forLocale(Locale.ENGLISH);
    private static final Messages JA = Messages.forLocale(Locale.JAPANESE);
    private static final Path KERNELS = Path.of("src/test/resources/dev/syncscope/views/explain/wording");
    /** Release | UniformMemory (0x4 | 0x40) and Acquire | UniformMemory (0x2 | 0x40), declared by the fixes. */
    private static final String CONSTANTS = "\n%release_uniform = OpConstant %uint 68"
            + "\n%acquire_uniform = OpConstant %uint 66";

    /**
     * Each module: its data access that comes first, the flag's store, the flag's load and the other data access (each
     * line's instruction as written: {@code store}, {@code load}), the flag's memory scope operand and the store's and
     * the load's semantics operands as written.
     */
    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            x4-read-then-write-relaxed-flag.spvasm  | 86 | 90:16 | 104:10 | 113 | OpAtomicStore %40 %int_5 %uint_0 %uint_1 | OpAtomicLoad %uint %51 %int_5 %uint_0 | %int_5
            x4-write-then-read-relaxed-flag.spvasm  | 86 | 88:16 | 102:10 | 111 | OpAtomicStore %35 %int_5 %uint_0 %uint_1 | OpAtomicLoad %uint %46 %int_5 %uint_0 | %int_5
            x4-read-then-write-legacy-neither.spvasm | 83 | 87:10 | 101:10 | 110 | OpAtomicExchange %uint %39 %uint_1 %uint_0 %uint_1 | OpAtomicIAdd %uint %50 %uint_1 %uint_0 %uint_0 | %uint_1
            x4-write-then-read-legacy-neither.spvasm | 83 | 85:10 | 99:10 | 108 | OpAtomicExchange %uint %34 %uint_1 %uint_0 %uint_1 | OpAtomicIAdd %uint %45 %uint_1 %uint_0 %uint_0 | %uint_1
            """)
    void aSpirvFlagWithNeitherSideIsToldTheGenericFixAtItsStoreAndLoad(String file, int first, String store,
                                                                        String load, int second, String storeOp,
                                                                        String loadOp, String scope)
            throws IOException {
        String text = Files.readString(KERNELS.resolve(file));
        int storeLine = Integer.parseInt(store.substring(0, store.indexOf(':')));
        int loadLine = Integer.parseInt(load.substring(0, load.indexOf(':')));
        List<String> lines = text.lines().toList();
        assertTrue(lines.get(storeLine - 1).contains(storeOp), lines.get(storeLine - 1));
        assertTrue(lines.get(loadLine - 1).contains(loadOp), lines.get(loadLine - 1));
        boolean readFirst = file.contains("read-then-write");
        assertTrue(lines.get((readFirst ? first : second) - 1).contains("OpLoad %uint"), file);
        assertTrue(lines.get((readFirst ? second : first) - 1).contains("OpStore"), file);

        told(file, text, EN, "no happens-before between T0 and T1: T1 loads the flag `flag` (at " + file + ":" + load
                        + ") that T0 stores after its access (at " + file + ":" + store + "), but the store is not a "
                        + "release and the load not an acquire",
                "make this flag synchronize, not a new one: make the store a release and the load an acquire naming "
                        + "sc0 (UniformMemory), or put a release barrier after the access, before the store, and an "
                        + "acquire barrier after the load, before the access, naming it and sc0 (UniformMemory), the "
                        + "flag's storage class; at a scope that includes both invocations");
        told(file, text, JA, "T1 は T0 がアクセスの後にストアするフラグ `flag` (" + file + ":" + store + ") をロードする ("
                        + file + ":" + load + ")",
                "新しいフラグではなくこのフラグで同期させる: ストアをリリースに、ロードをアクワイアにして、どちらにも "
                        + "sc0 (UniformMemory) を名指すか");

        // run's race and "Why this value?" of the racing read: Release and Acquire at the same two lines
        stepped(file, text, EN, "Give the atomic store of flag at line " + storeLine + " Release semantics and its "
                + "atomic load at line " + loadLine + " Acquire semantics, with UniformMemory (the storage class of "
                + "d[0]) in both.");
        stepped(file, text, JA, storeLine + " 行目の flag のアトミック・ストアに Release セマンティクスを、" + loadLine
                + " 行目のそのアトミック・ロードに Acquire セマンティクスを付け、両方に UniformMemory (d[0] のストレージクラス) "
                + "を含めてください。");

        // the atomic form: the store a release, the load an acquire, naming UniformMemory
        String constants = "%uint_7 = OpConstant %uint 7";
        String semantics = scope + " %uint_0";
        raceFree(file, text.replace(constants, constants + CONSTANTS)
                .replace(storeOp, storeOp.replace(semantics, scope + " %release_uniform"))
                .replace(loadOp, loadOp.replace(semantics, scope + " %acquire_uniform")));
        // the fence forms: a release barrier after the first access, before the store; an acquire barrier after the
        // load, before the other access; both naming UniformMemory (the data's class and the flag's), the flag's scope
        String fenced = insert(text, storeLine, "OpMemoryBarrier " + scope + " %release_uniform", second,
                "OpMemoryBarrier " + scope + " %acquire_uniform");
        raceFree(file, fenced.replace(constants, constants + CONSTANTS));
    }

    /**
     * The write first with NonPrivatePointer alone on d[0] (no MakePointerAvailable on the store, no
     * MakePointerVisible on the load): the flag's synchronization does not make the write visible to the read (VK MM:
     * Location-Ordered, "X is a write, Y is a read, AVC(…) … VISC(…)"), so the release needs MakeAvailable and the
     * acquire MakeVisible too (Availability and Visibility Semantics). check and run said Release and Acquire alone,
     * which leaves the race ("write not made available"); "Why this value?" said MakeAvailable and MakeVisible. Now all
     * three say them, and that fix leaves no race.
     */
    @org.junit.jupiter.api.Test
    void aNonPrivateWriteNotMadeAvailableIsToldMakeAvailableAndMakeVisibleByAllThree() throws IOException {
        String file = "x4-write-then-read-nonprivate-flag.spvasm";
        String text = Files.readString(KERNELS.resolve(file));
        told(file, text, EN, "T1 loads the flag `flag` (at " + file + ":102:10) that T0 stores after its access (at "
                + file + ":88:16)", "at a scope that includes both invocations; and, since nothing makes the write "
                + "available and visible to the read, MakeAvailable (semav) in the semantics of the release and "
                + "MakeVisible (semvis) in those of the acquire)");
        told(file, text, JA, "書き込みを読み込みに対して可用かつ可視にするものがないため、リリースのセマンティクスに "
                + "MakeAvailable (semav) を、アクワイアのセマンティクスに MakeVisible (semvis) を含める)");
        stepped(file, text, EN, "Give the atomic store of flag at line 88 Release | MakeAvailable semantics and its "
                + "atomic load at line 102 Acquire | MakeVisible semantics, with UniformMemory (the storage class of "
                + "d[0]) in both.");
        stepped(file, text, JA, "88 行目の flag のアトミック・ストアに Release | MakeAvailable セマンティクスを、102 行目の"
                + "そのアトミック・ロードに Acquire | MakeVisible セマンティクスを付け");
        String constants = "%uint_7 = OpConstant %uint 7";
        String store = "OpAtomicStore %35 %int_5 %uint_0 %uint_1";
        String load = "OpAtomicLoad %uint %46 %int_5 %uint_0";
        // Release | MakeAvailable | UniformMemory (0x4 | 0x2000 | 0x40), Acquire | MakeVisible | UniformMemory
        raceFree(file, text.replace(constants, constants + "\n%release_available = OpConstant %uint 8260"
                + "\n%acquire_visible = OpConstant %uint 16450")
                .replace(store, "OpAtomicStore %35 %int_5 %release_available %uint_1")
                .replace(load, "OpAtomicLoad %uint %46 %int_5 %acquire_visible"));
        // Release and Acquire alone synchronize, and the write is still not made available
        String synchronizedOnly = text.replace(constants, constants + CONSTANTS)
                .replace(store, "OpAtomicStore %35 %int_5 %release_uniform %uint_1")
                .replace(load, "OpAtomicLoad %uint %46 %int_5 %acquire_uniform");
        assertTrue(new dev.syncscope.core.check.AxiomaticChecker().check(ProgramLoader.load(file, synchronizedOnly))
                .hasRace(), synchronizedOnly);
    }

    /**
     * The checker's sentences for {@code file} in {@code words}, as the window words a SPIR-V module's (the key's
     * pattern, {@link RaceLinkText}): the one race's links are FLAG_NO_SYNC alone, each has every phrase of
     * {@code expected}, and the English is the command line's ({@link dev.syncscope.core.check.RaceLink#english()}).
     */
    private static void told(String file, String text, Messages words, String... expected) {
        FileCheck.Report report = FileCheck.check(file, text, null, Duration.ofSeconds(60));
        assertEquals(1, report.races().size(), file + " " + report.races());
        java.util.Set<String> accesses = CheckRaceWhy.accesses(report.races());
        List<String> all = new ArrayList<>();
        for (RaceSites pair : report.races()) {
            for (dev.syncscope.core.check.Race r : pair.links()) {
                assertEquals(LinkSentence.FLAG_NO_SYNC, r.link().sentence(), file);
                if (words == EN) {
                    assertEquals(r.link().english(), RaceLinkText.of(r.link(), words), "the command line's English");
                }
            }
            all.addAll(CheckRaceWhy.links(pair, accesses, text, words, r -> RaceLinkText.of(r.link(), words)));
        }
        assertFalse(all.isEmpty(), file);
        for (String s : all) {
            for (String phrase : expected) {
                assertTrue(s.contains(phrase), phrase + "\nin " + s);
            }
        }
    }

    /** The stepper's race of d[0] in a round-robin run, and "Why this value?" of its read, each with {@code fix}. */
    private static void stepped(String file, String text, Messages words, String fix) {
        DebugSession session = DebugSession.load(ProgramLoader.load(file, text));
        session.run();
        ExplanationContext context = new ExplanationContext(session.program().launch(), session.trace(),
                session.races(), text);
        List<dev.syncscope.core.exec.Race> races = session.races().stream()
                .filter(r -> String.valueOf(r.second().location()).equals("d[0]")).toList();
        assertFalse(races.isEmpty(), file + " " + session.races());
        for (dev.syncscope.core.exec.Race race : races) {
            String run = RaceWhy.of(race, context, words);
            assertTrue(run.contains(fix), "run: " + fix + "\nin " + run);
        }
        String why = ExplanationText.render(SameWords.lastReadOf(session, "d[0]"), context, words);
        assertTrue(why.contains(fix), "Why this value?: " + fix + "\nin " + why);
    }

    /** {@code text} with line {@code at} (1-based) preceded by {@code line}, and line {@code at2} by {@code line2}. */
    private static String insert(String text, int at, String line, int at2, String line2) {
        List<String> lines = new ArrayList<>(text.lines().toList());
        lines.add(at2 - 1, "               " + line2);
        lines.add(at - 1, "               " + line);
        return String.join("\n", lines) + "\n";
    }

    private static void raceFree(String file, String fixed) {
        KernelRaceWords.assertRaceFree(file, fixed);
    }
}
