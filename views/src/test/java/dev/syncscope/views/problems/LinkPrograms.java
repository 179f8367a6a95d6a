package dev.syncscope.views.problems;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckOptions;
import dev.syncscope.core.check.Race;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.views.Walkthrough;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Small Khronos litmus tests whose exhaustive checks race with every kind of missing link
 * ({@link dev.syncscope.core.check.LinkSentence}) some consistent execution reaches, for the tests of their wording.
 * Immutable.
 */
final class LinkPrograms {

    /** Message passing from P0 in workgroup 0 to P1 in workgroup 1: P0's store to x, then P1's access {@code %s}. */
    private static final String MESSAGE = """
            NEWWG
            NEWSG
            NEWTHREAD
            %s
            st.atom.rel.scopedev.sc0.semsc0 y = 1
            %s
            NEWWG
            NEWSG
            NEWTHREAD
            %s
            ld.atom.acq.scopedev.sc0.semsc0 y
            %s
            """;

    /** P0 makes x available to its workgroup only; P1, in another, reads it. */
    private static final String NARROW = message("st.av.scopewg.sc0 x = 1", "", "", "ld.vis.scopedev.sc0 x");

    /**
     * P0 makes x available to its workgroup; P1, of that workgroup, passes a control barrier with it and releases y with
     * MakeAvailable at Device scope; P2, in another workgroup, acquires y and reads x: an availability chain of two.
     */
    private static final String AVAILABILITY_CHAIN = "NEWWG\nNEWSG\nNEWTHREAD\nst.av.scopewg.sc0 x = 1\n"
            + "cbar.acq.rel.scopewg.semsc0 0\nNEWSG\nNEWTHREAD\ncbar.acq.rel.scopewg.semsc0 0\n"
            + "st.atom.rel.semav.scopedev.sc0.semsc0 y = 1\nNEWWG\nNEWSG\nNEWTHREAD\n"
            + "ld.atom.acq.semvis.scopedev.sc0.semsc0 y\nld.vis.scopedev.sc0 x\n";

    /** File names and tests whose checks race with the missing link the name says, in a fixed order. */
    static final List<Map.Entry<String, String>> TESTS = List.of(
            Map.entry("atomic-references.test", """
                    NEWWG
                    NEWSG
                    NEWTHREAD
                    st.atom.scopedev.sc0 a = 1
                    NEWSG
                    NEWTHREAD
                    ld.atom.scopedev.sc0 b
                    SLOC a b
                    """),
            Map.entry("atomic-scope.test", """
                    NEWWG
                    NEWSG
                    NEWTHREAD
                    st.atom.scopewg.sc0 x = 1
                    NEWWG
                    NEWSG
                    NEWTHREAD
                    ld.atom.scopewg.sc0 x
                    """),
            Map.entry("no-happens-before.test", Walkthrough.RELAXED),
            // release and acquire at Workgroup scope in two workgroups: not in each other's scope instance
            Map.entry("sync-scope.test", """
                    NEWWG
                    NEWSG
                    NEWTHREAD
                    st.nonpriv.sc0 x = 1
                    st.atom.rel.semav.scopewg.sc0.semsc0 y = 1
                    NEWWG
                    NEWSG
                    NEWTHREAD
                    ld.atom.acq.semvis.scopewg.sc0.semsc0 y
                    ld.nonpriv.sc0 x
                    """),
            // a control barrier whose AcquireRelease semantics name sc1 only, between two sc0 accesses
            Map.entry("barrier-semantics.test", """
                    NEWWG
                    NEWSG
                    NEWTHREAD
                    st.av.scopewg.sc0 x = 1
                    cbar.acq.rel.scopewg.semsc1.semav.semvis 0
                    NEWSG
                    NEWTHREAD
                    cbar.acq.rel.scopewg.semsc1.semav.semvis 0
                    ld.vis.scopewg.sc0 x
                    """),
            // a control barrier with neither Acquire nor Release semantics: it orders execution only
            Map.entry("barrier-execution-only.test", barrier("", "")),
            // a release barrier before an execution-only control barrier, no acquire after it on P1's side
            Map.entry("barrier-no-acquire.test", barrier("membar.rel.scopewg.semsc0\n", "")),
            // an acquire barrier after an execution-only control barrier, no release before it on P0's side
            Map.entry("barrier-no-release.test", barrier("", "membar.acq.scopewg.semsc0\n")),
            // message passing whose flag's barriers leave its class out, or stand on the wrong side of it
            Map.entry("release-fence-flag-class.test", flag("membar.rel.scopedev.semsc0\nst.atom.scopedev.sc1 y = 1",
                    "ld.atom.acq.scopedev.sc1.semsc0.semsc1 y")),
            Map.entry("acquire-fence-flag-class.test", flag("st.atom.rel.scopedev.sc1.semsc0.semsc1 y = 1",
                    "ld.atom.scopedev.sc1 y\nmembar.acq.scopedev.semsc0")),
            Map.entry("release-fence-after-flag.test", flag("st.atom.scopedev.sc0 y = 1\nmembar.rel.scopedev.semsc0",
                    "ld.atom.acq.scopedev.sc0.semsc0 y")),
            Map.entry("acquire-fence-before-flag.test", flag("st.atom.rel.scopedev.sc0.semsc0 y = 1",
                    "membar.acq.scopedev.semsc0\nld.atom.scopedev.sc0 y")),
            // message passing only one side of whose flag synchronizes, or whose acquire barrier comes after the read
            Map.entry("flag-no-acquire.test", flag("membar.rel.scopedev.semsc0\nst.atom.scopedev.sc0 y = 1",
                    "ld.atom.scopedev.sc0 y")),
            Map.entry("flag-no-release.test", flag("st.atom.scopedev.sc0 y = 1", "ld.atom.acq.scopedev.sc0.semsc0 y")),
            Map.entry("acquire-fence-after-read.test", "NEWWG\nNEWSG\nNEWTHREAD\nst.av.scopedev.sc0 x = 1\n"
                    + "st.atom.rel.scopedev.sc0.semsc0 y = 1\nNEWWG\nNEWSG\nNEWTHREAD\nld.atom.scopedev.sc0 y\n"
                    + "ld.vis.scopedev.sc0 x\nmembar.acq.scopedev.semsc0\n"),
            // message passing whose flag's release or acquire barrier has a scope that leaves the other workgroup out
            Map.entry("release-fence-scope.test", flag("membar.rel.scopewg.semsc0\nst.atom.scopedev.sc0 y = 1",
                    "ld.atom.acq.scopedev.sc0.semsc0 y")),
            Map.entry("acquire-fence-scope.test", flag("st.atom.rel.scopedev.sc0.semsc0 y = 1",
                    "ld.atom.scopedev.sc0 y\nmembar.acq.scopewg.semsc0")),
            // fence–control-barrier–fence with subgroup-scope fences in two subgroups
            Map.entry("barrier-release-scope.test", "NEWWG\nNEWSG\nNEWTHREAD\nst.av.scopewg.sc0 x = 1\n"
                    + "membar.rel.scopesg.semsc0\ncbar.scopewg 0\nNEWSG\nNEWTHREAD\ncbar.scopewg 0\n"
                    + "membar.acq.scopesg.semsc0\nld.vis.scopewg.sc0 x\n"),
            // fence–control-barrier–fence whose release includes the reader but whose subgroup-scope acquire does not
            // include the writer, in another subgroup (session 84)
            Map.entry("barrier-acquire-scope.test", "NEWWG\nNEWSG\nNEWTHREAD\nst.nonpriv.sc0 x = 1\n"
                    + "membar.rel.semav.scopewg.semsc0\ncbar.scopewg 0\nNEWSG\nNEWTHREAD\ncbar.scopewg 0\n"
                    + "membar.acq.semvis.scopesg.semsc0\nld.nonpriv.sc0 x\n"),
            // message passing whose release and acquire name the flag's class sc1 only, the data's sc0 not
            Map.entry("sync-class.test", flag("st.atom.rel.scopedev.sc1.semsc1 y = 1",
                    "ld.atom.acq.scopedev.sc1.semsc1 y")),
            // P1 reads P0's relaxed store of 2 after its release store of 1: outside the release sequence
            Map.entry("outside-release-sequence.test", flag("st.atom.rel.scopedev.sc0.semsc0 y = 1\n"
                    + "st.atom.scopedev.sc0 y = 2", "ld.atom.acq.scopedev.sc0.semsc0 y")),
            // P1 reads P2's workgroup-scope RMW of P0's release store, in another workgroup: not mutually ordered with
            // the store, so outside its release sequence
            Map.entry("sequence-scope.test", flag("st.atom.rel.scopedev.sc0.semsc0 y = 1",
                    "ld.atom.acq.scopedev.sc0.semsc0 y") + "NEWWG\nNEWSG\nNEWTHREAD\nrmw.scopewg.sc0 y = 1 2\n"),
            // a release barrier after the write and an acquire barrier before the read, with nothing between them
            Map.entry("fence-without-sync.test", "NEWWG\nNEWSG\nNEWTHREAD\nst.nonpriv.sc0 x = 1\n"
                    + "membar.rel.scopedev.semsc0\nNEWSG\nNEWTHREAD\nmembar.acq.scopedev.semsc0\n"
                    + "ld.nonpriv.sc0 x\n"),
            // a flag stored and loaded plainly between a release and an acquire barrier
            Map.entry("plain-flag.test", flag("membar.rel.scopedev.semsc0\nst.nonpriv.sc0 y = 1",
                    "ld.nonpriv.sc0 y\nmembar.acq.scopedev.semsc0")),
            // a control barrier with Workgroup execution and Subgroup memory scope, passed in two subgroups
            Map.entry("barrier-memory-scope.spvasm", barrierMemoryScope()),
            // a control barrier with AcquireRelease semantics at Subgroup execution scope, passed in two subgroups
            Map.entry("barrier-execution-scope.test", "NEWWG\nNEWSG\nNEWTHREAD\nst.av.scopewg.sc0 x = 1\n"
                    + "cbar.acq.rel.scopesg.semsc0.semav.semvis 0\nNEWSG\nNEWTHREAD\n"
                    + "cbar.acq.rel.scopesg.semsc0.semav.semvis 0\nld.vis.scopewg.sc0 x\n"),
            // the same at Workgroup execution scope, passed in two workgroups: no shader barrier orders them
            Map.entry("barrier-two-workgroups.test", "NEWWG\nNEWSG\nNEWTHREAD\nst.sc0 x = 1\n"
                    + "cbar.acq.rel.scopewg.semsc0 0\nNEWWG\nNEWSG\nNEWTHREAD\ncbar.acq.rel.scopewg.semsc0 0\n"
                    + "ld.sc0 x\n"),
            Map.entry("private.test", Walkthrough.PRIVATE),
            Map.entry("different-references.test", Walkthrough.ALIASED + "SSW 0 1\n"),
            Map.entry("not-available.test", message("st.nonpriv.sc0 x = 1", "", "", "ld.vis.scopedev.sc0 x")),
            Map.entry("narrow-availability.test", NARROW),
            Map.entry("not-visible.test", message("st.av.scopedev.sc0 x = 1", "", "", "ld.nonpriv.sc0 x")),
            // P2's acquire with MakeVisible at Workgroup scope, after P1 (its workgroup) synchronized with P0 at Device
            // scope: the write is available in the shader domain only
            Map.entry("narrow-visibility.test", visibilityChain("ld.atom.acq.scopedev.sc0.semsc0 y")),
            // P1's MakeVisible is before its acquire: P0's availability does not happen-before it
            Map.entry("visibility-too-early.test", message("st.av.scopedev.sc0 x = 1", "",
                    "membar.acq.semvis.scopedev.semsc0", "ld.nonpriv.sc0 x")),
            // P0's MakeAvailable is after its release: it does not happen-before P1's store
            Map.entry("availability-too-late.test", message("st.nonpriv.sc0 x = 1",
                    "membar.rel.semav.scopedev.semsc0", "", "st.nonpriv.sc0 x = 2")),
            Map.entry("host-no-flush.test", hostToDevice("")),
            Map.entry("device-no-avdevice.test", deviceToHost("")),
            Map.entry("host-no-h2d.test", hostToDevice("flush\n")),
            Map.entry("device-no-d2h.test", deviceToHost("avdevice\n")),
            Map.entry("host-no-visdevice.test", hostToDevice("flush\ndom.h2d\n")),
            Map.entry("device-no-invalidate.test", deviceToHost("avdevice\ndom.d2h\n")),
            // H1's flush happens-after H0's write but not before H2's
            Map.entry("host-flush-elsewhere.test", """
                    NEWHOST 0
                    st.sc0 x = 1
                    NEWHOST 1
                    flush
                    NEWHOST 2
                    st.sc0 x = 2
                    SSW 0 1
                    SSW 0 2
                    """),
            // H2's dom.h2d happens-after the flush but not before P1's visdevice
            Map.entry("host-h2d-elsewhere.test", """
                    NEWHOST 0
                    st.sc0 x = 1
                    flush
                    NEWTHREAD 1
                    visdevice
                    ld.sc0 x
                    NEWHOST 2
                    dom.h2d
                    SSW 0 1
                    SSW 0 2
                    """));

    private LinkPrograms() {
    }

    private static String message(String write, String afterRelease, String beforeAcquire, String access) {
        return MESSAGE.formatted(write, afterRelease, beforeAcquire, access).replace("\n\n", "\n");
    }

    /** P0 writes x (av) and then {@code writer} (a flag y); P1, in another workgroup, {@code reader}, then reads x (vis). */
    private static String flag(String writer, String reader) {
        return "NEWWG\nNEWSG\nNEWTHREAD\nst.av.scopedev.sc0 x = 1\n" + writer + "\nNEWWG\nNEWSG\nNEWTHREAD\n" + reader
                + "\nld.vis.scopedev.sc0 x\n";
    }

    /**
     * P0 and P1 in one workgroup: P0 writes x (av), runs {@code release} and an execution-only control barrier
     * ({@code cbar.scopewg 0}); P1 the barrier, {@code acquire}, then reads x (vis).
     */
    private static String barrier(String release, String acquire) {
        return "NEWWG\nNEWSG\nNEWTHREAD\nst.av.scopewg.sc0 x = 1\n" + release + "cbar.scopewg 0\nNEWSG\nNEWTHREAD\n"
                + "cbar.scopewg 0\n" + acquire + "ld.vis.scopewg.sc0 x\n";
    }

    /** The views' SPIR-V kernel whose control barrier's memory scope leaves the other subgroup out. */
    private static String barrierMemoryScope() {
        try {
            return java.nio.file.Files.readString(java.nio.file.Path.of(
                    "src/test/resources/dev/syncscope/views/explain/links/barrier-memory-scope.spvasm"));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /**
     * P0 (workgroup 0) writes x and releases y at Device scope with MakeAvailable; P1 (workgroup 1) runs
     * {@code acquire} and releases z at Workgroup scope; P2 (P1's workgroup) acquires z with MakeVisible at Workgroup
     * scope and reads x.
     */
    private static String visibilityChain(String acquire) {
        return "NEWWG\nNEWSG\nNEWTHREAD\nst.nonpriv.sc0 x = 1\nst.atom.rel.semav.scopedev.sc0.semsc0 y = 1\nNEWWG\n"
                + "NEWSG\nNEWTHREAD\n" + acquire + "\nst.atom.rel.scopewg.sc0.semsc0 z = 1\nNEWSG\nNEWTHREAD\n"
                + "ld.atom.acq.semvis.scopewg.sc0.semsc0 z\nld.nonpriv.sc0 x\n";
    }

    /** Host H0 writes x and runs {@code ops}; device invocation P1 reads x after it (SSW). */
    private static String hostToDevice(String ops) {
        return "NEWHOST 0\nst.sc0 x = 1\n" + ops + "NEWTHREAD 1\nld.sc0 x\nSSW 0 1\n";
    }

    /** Device invocation P0 writes x and runs {@code ops}; host H1 reads x after it (SSW). */
    private static String deviceToHost(String ops) {
        return "NEWTHREAD 0\nst.sc0 x = 1\n" + ops + "NEWHOST 1\nld.sc0 x\nSSW 0 1\n";
    }

    /**
     * The races of every consistent execution of every test, and of the narrow availability and the visibility chain
     * without chains.
     */
    static List<Race> races() {
        List<Race> out = new ArrayList<>();
        TESTS.forEach(t -> out.addAll(races(new AxiomaticChecker(), t.getKey(), t.getValue())));
        out.addAll(races(new AxiomaticChecker(CheckOptions.DEFAULT.withChains(false)), "no-chains.test", NARROW));
        // P1's device-scope MakeAvailable, after P0's workgroup-scope availability, would carry the write on to P2 as
        // an availability chain, which needs chains
        out.addAll(races(new AxiomaticChecker(CheckOptions.DEFAULT.withChains(false)), "no-availability-chain.test",
                AVAILABILITY_CHAIN));
        // P1's device-scope MakeVisible would hand the write on to P2 as a visibility chain, which needs chains
        out.addAll(races(new AxiomaticChecker(CheckOptions.DEFAULT.withChains(false)), "no-visibility-chain.test",
                visibilityChain("ld.atom.acq.semvis.scopedev.sc0.semsc0 y")));
        return out;
    }

    private static List<Race> races(AxiomaticChecker checker, String name, String text) {
        return checker.check(ProgramLoader.load(name, text)).consistentExecutions().stream()
                .flatMap(e -> e.races().stream()).toList();
    }
}
