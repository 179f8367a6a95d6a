package dev.syncscope.views.explain;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.explain.MissingLink;
import dev.syncscope.core.explain.ReadExplanation;
import dev.syncscope.views.Walkthrough;
import dev.syncscope.views.i18n.Messages;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ExplanationTextTest {

    private static final Messages EN = Messages.forLocale(Locale.ENGLISH);

    /**
     * A writer (thread 0) of x whose every action runs before the reader (thread 1) loads it; the fix
     * names the missing API operation when a host thread wrote or reads (docs/memory-model.md, "Host agents").
     */
    @ParameterizedTest
    @org.junit.jupiter.params.provider.CsvSource(delimiter = '|', value = {
        "NEWHOST 0;st.sc0 x = 1;dom.h2d;visdevice;NEWTHREAD 1;ld.sc0 x | 3 | flush (vkFlushMappedMemoryRanges)",
        "NEWHOST 0;st.sc0 x = 1;flush;visdevice;NEWTHREAD 1;ld.sc0 x | 3 | host-to-device domain operation (dom.h2d",
        "NEWTHREAD 0;st.sc0 x = 1;avdevice;NEWHOST 1;invalidate;ld.sc0 x | 2 | device-to-host domain operation (dom.d2h",
        "NEWTHREAD 0;st.sc0 x = 1;avdevice;dom.d2h;NEWHOST 1;ld.sc0 x | 3 | invalidate (vkInvalidateMappedMemoryRanges)",
    })
    void aHostThreadsStaleReadOrWriteIsFixedWithTheMissingApiOperation(String lines, int writerSteps, String fix) {
        String program = String.join("\n", lines.split(";")) + "\nSSW 0 1\n";
        DebugSession s = DebugSession.load(new dev.syncscope.core.litmus.khronos.KhronosParser()
                .parse("host.test", program).program());
        for (int i = 0; i < writerSteps; i++) {
            s.step(0);
        }
        while (s.nextSource(1).line() != program.split("\n").length - 1) {
            s.step(1);
        }
        s.step(1);
        String t = ExplanationText.render(s.explainRead(s.trace().size() - 1), context(s), EN);
        assertTrue(t.contains(fix), t);
        assertFalse(t.contains("scope that includes"), t);
    }

    private static ExplanationContext context(DebugSession s) {
        return new ExplanationContext(s.program().launch(), s.trace(), s.races());
    }

    @Test
    void relaxedFlagStaleReadNamesDomainFlagAccessesAndFix() {
        DebugSession s = Walkthrough.stepped(Walkthrough.RELAXED, 0, 0, 1, 1);
        String t = ExplanationText.render(s.explainRead(3), context(s), EN);
        assertTrue(t.startsWith("You read 0, the initial value."), t);
        assertTrue(t.contains("The newer write x = 1 (P0, line 4) was available in the shader domain, but nothing "
                + "orders that availability before this read: the store of y (line 5) is not a release and the load "
                + "of y (line 8) is not an acquire, so there is no happens-before from P0 to P1."), t);
        assertTrue(t.contains("Make line 5 a release and line 8 an acquire (with the storage class of x in their "
                + "semantics)."), t);
        assertTrue(t.contains("This read races with the write of x by P0 (line 4)"), t);
    }

    /**
     * docs/examples/relaxed-flag.test stepped round robin: the race has the unseen write's missing link, so it gives no
     * fix of its own beside the specific one (the audit found "Make line 6 a release and line 9 an acquire" and the
     * generic "Synchronize P0 with P1: …" saying the same thing), and its line does not repeat the reason.
     */
    @Test
    void aRaceWithTheUnseenWritesLinkAddsNoSecondFix() throws java.io.IOException {
        DebugSession s = DebugSession.load(Walkthrough.program("relaxed-flag",
                java.nio.file.Files.readString(java.nio.file.Path.of("../docs/examples/relaxed-flag.test"))));
        for (int i = 0; i < 4; i++) {
            s.step();
        }
        for (Messages text : java.util.List.of(EN, Messages.forLocale(Locale.JAPANESE))) {
            java.util.List<Paragraph> ps = ExplanationText.paragraphs(s.explainRead(3), context(s), text);
            assertEquals(1, ps.stream().filter(p -> p.kind() == Paragraph.Kind.FIX).count(), ps.toString());
            assertEquals(1, ps.stream().filter(p -> p.kind() == Paragraph.Kind.RACE).count(), ps.toString());
        }
        String t = ExplanationText.render(s.explainRead(3), context(s), EN);
        assertTrue(t.contains("Make line 6 a release and line 9 an acquire"), t);
        assertTrue(t.contains("This read races with the write of x by P0 (line 5) for the reason above"), t);
        assertFalse(t.contains("Synchronize P0 with P1"), t);
    }

    /** The domain a write was available in is named as the graphs name it (EngineText.domain), in Japanese too. */
    @Test
    void theDomainIsNamedAsTheGraphNamesIt() {
        DebugSession s = Walkthrough.stepped(Walkthrough.RELAXED, 0, 0, 1, 1);
        String ja = ExplanationText.render(s.explainRead(3), context(s), Messages.forLocale(Locale.JAPANESE));
        assertTrue(ja.contains("は シェーダー ドメインで可用でした"), ja);
        assertFalse(ja.contains("shader"), ja);
    }

    @Test
    void withoutContextTheSentenceStillNamesTheMissingHappensBefore() {
        DebugSession s = Walkthrough.stepped(Walkthrough.RELAXED, 0, 0, 1, 1);
        String t = ExplanationText.render(s.explainRead(3), EN);
        assertTrue(t.contains("The newer write x = 1 (P0, line 4) did not reach this read: nothing synchronizes P0 "
                + "with P1, so there is no happens-before between the two accesses."), t);
        assertFalse(t.contains("never read a value"), "without the steps it cannot say which flag reads there were");
        assertTrue(t.contains("Synchronize P0 with P1"), t);
    }

    /** RELAXED with a third invocation P2 that stores z twice: its steps come first in the history. */
    private static final String LATE_RELAXED = Walkthrough.RELAXED + """
            NEWSG
            NEWTHREAD
            st.sc0 z = 1
            st.sc0 z = 2
            """;

    @Test
    void aContextThatStartsLaterInTheHistoryStillFindsTheFlagAccesses() {
        DebugSession s = Walkthrough.stepped(LATE_RELAXED, 2, 2, 0, 0, 1, 1);
        // steps 0-1: P2; 2: st x; 3: st y; 4: ld y; 5: ld x. The context starts at the write, as the window's does.
        ExplanationContext fromTheWrite = new ExplanationContext(s.program().launch(), s.trace().subList(2, 6),
                s.races());
        String t = ExplanationText.render(s.explainRead(5), fromTheWrite, EN);
        assertTrue(t.contains("the store of y (line 5) is not a release and the load of y (line 8) is not an acquire"),
                t);
        assertTrue(t.contains("was available in the shader domain"), t);
    }

    @Test
    void aContextThatDoesNotReachTheWriteClaimsNothingAboutFlags() {
        DebugSession s = Walkthrough.stepped(LATE_RELAXED, 2, 2, 0, 0, 1, 1);
        ExplanationContext afterTheWrite = new ExplanationContext(s.program().launch(), s.trace().subList(3, 6),
                s.races());
        String t = ExplanationText.render(s.explainRead(5), afterTheWrite, EN);
        assertTrue(t.contains("did not reach this read: nothing synchronizes P0 with P1"), t);
        assertFalse(t.contains("never read a value"), t);
    }

    @Test
    void messagePassingDoneRightReadsTheNewestWrite() {
        DebugSession s = Walkthrough.stepped(Walkthrough.MP, 0, 0, 1, 1);
        ReadExplanation ex = s.explainRead(3);
        assertEquals(1, ex.value());
        String t = ExplanationText.render(ex, context(s), EN);
        assertEquals("You read 1, written by P0 (line 4).\n\nNo newer write was hidden from this read.", t);
    }

    @Test
    void aRelaxedAtomicReadOfAWriteNotVisibleToItSaysItReadTheModificationOrder() {
        // WALKTHROUGH example 2, step 3: P1 reads y = 1 while the domain graph shows Wy not visible to (P1, y); an
        // atomic read takes its value from the scoped modification order (VK MM: Atomic Operation), which says why
        DebugSession s = Walkthrough.stepped(Walkthrough.RELAXED, 0, 0, 1);
        String t = ExplanationText.render(s.explainRead(2), context(s), EN);
        assertTrue(t.startsWith("You read 1, written by P0 (line 5).\n\nThe read and the write are atomics in each"
                + " other's scope (mutually ordered): an atomic read takes its value from the location's modification"
                + " order, not from the writes visible to it, so the write need not be visible to P1"), t);
        String ja = ExplanationText.render(s.explainRead(2), context(s), dev.syncscope.views.i18n.Messages.forLocale(
                java.util.Locale.JAPANESE));
        assertTrue(ja.contains("変更順序から値を取る"), ja);
    }

    @Test
    void aValuePickedAtARacyReadSaysItIsAllowedOnlyBecauseOfTheRace() {
        // WALKTHROUGH example 2: pick 1 at the read of x (the read chooser). P0's write is not visible to P1 (no
        // happens-before), yet a read racing with it may return it (VK MM: Data Race): the graph shows it not visible
        DebugSession s = Walkthrough.stepped(Walkthrough.RELAXED, 0, 0, 1);
        int one = s.choices(1).stream().filter(c -> c.value() == 1).findFirst().orElseThrow().writeId();
        s.step(1, one);
        String t = ExplanationText.render(s.explainRead(3), context(s), EN);
        assertTrue(t.startsWith("You read 1, written by P0 (line 4).\n\nThe write it read is not visible to P1: a read"
                + " that races with a write may return that write's value as well as the visible one"), t);
        DebugSession byDefault = Walkthrough.stepped(Walkthrough.RELAXED, 0, 0, 1, 1);
        assertFalse(ExplanationText.render(byDefault.explainRead(3), context(byDefault), EN).contains("not visible to"));
    }

    @Test
    void anOlderAtomicValuePickedAtTheReadNamesTheNewerWriteItDidNotTake() {
        // P1's atomic stores x = 1, x = 2 come first; P0's atomic load may still read 0 or 1, since nothing orders
        // them before it (VK MM: Scoped Modification Order Coherence). It said "No newer write was hidden" (audit)
        DebugSession s = DebugSession.load(dev.syncscope.core.load.ProgramLoader.load("co.test", """
                NEWWG
                NEWSG
                NEWTHREAD
                ld.atom.scopedev.sc0 x
                NEWSG
                NEWTHREAD
                st.atom.scopedev.sc0 x = 1
                st.atom.scopedev.sc0 x = 2
                """));
        s.step(1);
        s.step(1);
        int initial = s.choices(0).stream().filter(c -> c.value() == 0).findFirst().orElseThrow().writeId();
        s.step(0, initial);
        String t = ExplanationText.render(s.explainRead(2), context(s), EN);
        assertTrue(t.contains("You read 0, the initial value.\n\nThe write of 2 by P1 (line 8) is newer in the"
                + " location's modification order, but nothing orders it before this read"), t);
        assertFalse(t.contains("No newer write was hidden"), t);
    }

    /** The English explanation of the last read of {@code test} stepped in {@code order}, which must be stale. */
    private static String staleLastRead(String test, int... order) {
        DebugSession s = Walkthrough.stepped(test, order);
        ReadExplanation ex = s.explainRead(order.length - 1);
        assertTrue(ex.stale(), ex.summary());
        return ExplanationText.render(ex, context(s), EN);
    }

    /**
     * docs/examples/barrier.test: the barriers order the store before the load, but nothing makes the write available
     * and nothing makes it visible to the reader. The fix names both (the acceptance audit of session 35: it named
     * availability only, and a user who added it was told next that visibility was missing).
     */
    @Test
    void aWriteNeitherMadeAvailableNorVisibleIsFixedWithBoth() throws java.io.IOException {
        String test = java.nio.file.Files.readString(java.nio.file.Path.of("../docs/examples/barrier.test"));
        String t = staleLastRead(test, 0, 0, 1, 2, 3, 1);
        assertTrue(t.contains("and P1 has no visibility operation for it either (no vis on the load, no acquire with"
                + " MakeVisible)"), t);
        assertTrue(t.contains("Make the write available and the read visible, both: av on the store"), t);
        // the order is said as the spec says it (VK MM: Location-Ordered: availability, then happens-before, then
        // visibility), not with the garbled "after the read synchronizes with the write" of the acceptance audit
        assertTrue(t.contains("and vis on the load (or an acquire with MakeVisible naming the storage class of x before"
                + " it); the availability must happen-before the visibility, through a release of P0 that synchronizes"
                + " with an acquire of P1."), t);
        assertFalse(t.contains("after the read synchronizes with the write"), t);
    }

    /**
     * The reader synchronizes with the writer, but its MakeVisible barrier comes before its acquire load: the text
     * says so and moves the visibility after the acquire (the explanation audit's row 16: it said the release store
     * and the acquire load "do not synchronize", which contradicted the engine and the spec).
     */
    @Test
    void aVisibilityBeforeTheAcquireIsExplainedAsSuchNotAsAMissingSynchronization() {
        String test = "NEWWG\nNEWSG\nNEWTHREAD\nst.av.scopedev.sc0 x = 1\nst.atom.rel.scopedev.sc0.semsc0 y = 1\n"
                + "NEWWG\nNEWSG\nNEWTHREAD\nmembar.acq.semvis.scopedev.semsc0\nld.atom.acq.scopedev.sc0.semsc0 y = 1\n"
                + "ld.nonpriv.sc0 x\n";
        String t = staleLastRead(test, 0, 0, 1, 1, 1);
        assertTrue(t.contains("P1 synchronizes with P0, but P1's visibility operation that sources that domain comes"
                + " before the acquire"), t);
        assertTrue(t.contains("Make P1's visibility operation come after its acquire"), t);
        assertFalse(t.contains("do not synchronize"), t);
    }

    /**
     * A private write made available to the device domain and a private read after visdevice, with nothing
     * system-synchronizing the two: the missing link is system-synchronizes-with (VK MM: Private vs. Non-Private,
     * Location-Ordered's last bullet), and the fix names it, not a shader release and acquire through an atomic (the
     * explanation audit's row 14c).
     */
    @Test
    void aDevicePathWithoutSystemSynchronizesWithIsFixedWithItNotWithAReleaseAndAcquire() {
        String test = "NEWWG\nNEWSG\nNEWTHREAD 0\nst.sc0 x = 1\navdevice\nNEWWG\nNEWSG\nNEWTHREAD 1\nvisdevice\n"
                + "ld.sc0 x\n";
        String t = staleLastRead(test, 0, 0, 1, 1);
        assertTrue(t.contains("only through the device domain, whose operations (avdevice, visdevice) are ordered only"
                + " by system-synchronizes-with, and nothing system-synchronizes P0 with P1"), t);
        assertTrue(t.contains("Make P0 system-synchronize-with P1"), t);
        assertFalse(t.contains("through one atomic location"), t);
    }

    /**
     * Both invocations pass a control barrier without memory semantics between the write and the read: the text says
     * the barrier lacks AcquireRelease semantics and gives it them, not "through one atomic location" (VK MM:
     * Synchronizes-With, fence–control-barrier–fence; the explanation audit's row 12c, whose fix it verified).
     */
    @Test
    void aControlBarrierWithoutSemanticsIsNamedAsTheMissingSynchronization() {
        String test = "NEWWG\nNEWSG\nNEWTHREAD\nst.av.scopewg.sc0 x = 1\ncbar.scopewg 1\nNEWSG\nNEWTHREAD\n"
                + "cbar.scopewg 1\nld.vis.scopewg.sc0 x\n";
        String t = staleLastRead(test, 0, 0, 1, 1);
        assertTrue(t.contains("P0 and P1 both passed the control barrier at line 5 and 8, but a control barrier orders"
                + " memory only through its semantics"), t);
        assertTrue(t.contains("Give the control barrier at line 5 and 8 AcquireRelease semantics with the storage class"
                + " of x"), t);
        assertFalse(t.contains("through one atomic location"), t);
    }

    /**
     * A read of workgroup memory nobody wrote says its value is undefined, not "the initial value" (SPIR-V: Workgroup
     * variables have no initializer; the engine reports UNDEFINED_READ there). The explanation audit found it named
     * the host as the writer of an initial value in reduction-missing-barrier.comp.
     */
    @Test
    void aReadOfWorkgroupMemoryNobodyWroteIsUndefinedNotTheInitialValue() {
        DebugSession s = DebugSession.load(dev.syncscope.core.load.ProgramLoader.load("undef.comp", """
                #version 450
                layout(local_size_x = 2) in;
                shared uint s[2];
                layout(std430, binding = 0) buffer B { uint out_[]; };
                void main() { out_[gl_LocalInvocationIndex] = s[1 - gl_LocalInvocationIndex]; }
                """), dev.syncscope.core.api.LaunchOptions.DEFAULTS);
        s.step(0);
        ReadExplanation ex = s.explainRead(0);
        assertTrue(ex.undefined());
        String t = ExplanationText.render(ex, context(s), EN);
        assertTrue(t.startsWith("No write of this workgroup memory was visible to this read, so the value it read is"
                + " undefined (a Workgroup variable has no initial value; SyncScope shows 0)."), t);
        assertFalse(t.contains("the initial value"), t);
        assertTrue(ExplanationText.render(ex, context(s), Messages.forLocale(Locale.JAPANESE)).contains("未定義"));
        // the headline says so too, not "T0 read 0 from s[1]" above it (the session-86 review)
        ExplanationViewModel vm = new ExplanationViewModel(EN);
        vm.show(ex, context(s));
        assertEquals("T0 read an undefined value from s[1] (line 5), shown as 0", vm.headlineProperty().get());
    }

    @Test
    void privateMessagePassingReadsOneButNamesThePrivateAccessRaceAndItsFix() {
        DebugSession s = Walkthrough.stepped(Walkthrough.PRIVATE, 0, 0, 1, 1);
        String t = ExplanationText.render(s.explainRead(3), context(s), EN);
        assertTrue(t.startsWith("You read 1, written by P0 (line 4)."), t);
        // VK MM: Location-Ordered, last bullet: the device domain (API-level operations ordered by
        // system-synchronizes-with) is the only path between private accesses of two invocations
        assertTrue(t.contains("private accesses of different invocations are location-ordered only through the device "
                + "domain (avdevice, then system-synchronizes-with, then visdevice), never through shader availability "
                + "and visibility."), t);
        assertTrue(t.contains("Make both accesses of x non-private"), t);
    }

    @Test
    void japaneseRenderingUsesJapaneseSentences() {
        DebugSession s = Walkthrough.stepped(Walkthrough.RELAXED, 0, 0, 1, 1);
        String t = ExplanationText.render(s.explainRead(3), context(s), Messages.forLocale(Locale.JAPANESE));
        assertTrue(t.startsWith("読んだ値は 0、初期値です。"), t);
        assertFalse(t.contains("You read"), t);
    }

    @Test
    void aReleaseBarrierWhoseScopeLeavesTheReaderOutIsExplainedAsTheReleasesScopeNotTheAtomics() {
        // docs/examples/release-barrier-scope.test: the link is SCOPE_EXCLUDES_AGENT, as for two atomics whose scopes
        // exclude each other, but here the accesses of x are not atomic: the scope is the release barrier's
        String program = String.join("\n", "NEWWG", "NEWSG", "NEWTHREAD", "st.av.scopedev.sc0 x = 1",
                "membar.rel.scopewg.semsc0", "st.atom.scopedev.sc0 y = 1", "NEWWG", "NEWSG", "NEWTHREAD",
                "ld.atom.acq.scopedev.sc0.semsc0 y = 1", "ld.vis.scopedev.sc0 x = 0");
        DebugSession s = DebugSession.load(new dev.syncscope.core.litmus.khronos.KhronosParser()
                .parse("scope.test", program).program());
        s.step(0);
        s.step(0);
        s.step(0);
        s.step(1);
        s.step(1);
        assertEquals(MissingLink.SCOPE_EXCLUDES_AGENT, s.explainRead(4).unseen().get(0).link());
        String t = ExplanationText.render(s.explainRead(4), context(s), EN);
        // the engine knows the release's scope is the narrow one: the text names that side alone (session 33)
        assertTrue(t.contains("the memory scope of P0's release after the write does not include P1"), t);
        assertTrue(t.contains("Widen the memory scope of P0's release to scopeqf, the narrowest whose instance contains P1."), t);
        assertFalse(t.contains("atomics"), t);
    }

    /**
     * The release is at Device scope, the acquire barrier at Workgroup scope in another workgroup: the text names the
     * acquire as too narrow and widens it, not "the release (or the acquire)" (the explanation audit's row 4, where
     * the generic sentence told the user to widen a release already at Device scope).
     */
    @Test
    void anAcquireBarrierWhoseScopeLeavesTheWriterOutIsNamedAsTheAcquiresScope() {
        String program = String.join("\n", "NEWWG", "NEWSG", "NEWTHREAD", "st.av.scopedev.sc0 x = 1",
                "st.atom.rel.scopedev.sc0.semsc0 y = 1", "NEWWG", "NEWSG", "NEWTHREAD", "ld.atom.scopedev.sc0 y = 1",
                "membar.acq.scopewg.semsc0", "ld.vis.scopedev.sc0 x");
        DebugSession s = Walkthrough.stepped(program, 0, 0, 1, 1, 1);
        ReadExplanation ex = s.explainRead(4);
        assertEquals(MissingLink.SCOPE_EXCLUDES_AGENT, ex.unseen().get(0).link(), ex.summary());
        String t = ExplanationText.render(ex, context(s), EN);
        assertTrue(t.contains("the memory scope of P1's acquire does not include P0, so it does not synchronize with"
                + " P0's release"), t);
        assertTrue(t.contains("Widen the memory scope of P1's acquire to scopeqf, the narrowest whose instance contains P0."), t);
        assertFalse(t.contains("Widen the memory scope of P0's release"), t);
    }

    @Test
    void aPrivateReadAfterSystemSynchronizesWithIsFixedThroughTheDeviceDomainNotShaderAv() {
        // VK MM: Location-Ordered, last bullet: a private write and a private read of two invocations are ordered
        // only by X -> AV(device) -> VIS(device) -> Y; system-synchronizes-with orders them already, so the device
        // domain availability is the missing link, and a shader av or vis cannot help
        String program = String.join("\n", "NEWTHREAD", "st.sc0 x = 1", "NEWTHREAD", "ld.sc0 x = 0", "SSW 0 1");
        DebugSession s = DebugSession.load(new dev.syncscope.core.litmus.khronos.KhronosParser()
                .parse("ssw.test", program).program());
        s.step(0);
        s.step(1);
        assertEquals(MissingLink.NOT_MADE_AVAILABLE, s.explainRead(1).unseen().get(0).link());
        String t = ExplanationText.render(s.explainRead(1), context(s), EN);
        assertTrue(t.contains("never made available to the device domain"), t);
        assertTrue(t.contains("(avdevice)"), t);
        assertFalse(t.contains("av on the store"), t);
        assertFalse(t.contains("only through system-synchronizes-with"), t);
    }

    @ParameterizedTest
    @EnumSource(MissingLink.class)
    void everyMissingLinkHasASentenceAndAFix(MissingLink link) {
        assertFalse(EN.get("explain.why." + link.name(), "P0", "P1", "x").isBlank());
        if (link != MissingLink.NONE) {
            assertTrue(EN.get("explain.fix." + link.name(), "P0", "P1", "x").endsWith("."));
        }
    }

    /** A newer write overwritten before the read (retired) is listed after the one in memory, with its overwrite. */
    @Test
    void anOverwrittenNewerWriteIsListedWithTheWriteThatOverwroteIt() {
        String test = "NEWWG\nNEWSG\nNEWTHREAD\nst.nonpriv.sc0 x = 1\nst.nonpriv.sc0 x = 2\n"
                + "NEWWG\nNEWSG\nNEWTHREAD\nld.nonpriv.sc0 x\n";
        String t = staleLastRead(test, 0, 0, 1);
        assertTrue(t.contains("The newer write x = 2 (P0, line 5) did not reach this read"), t);
        assertFalse(t.contains("was made available"), "no availability operation made x = 2 available: " + t);
        assertTrue(t.contains("The newer write x = 1 (P0, line 4; overwritten by the write at line 5 before this read) "
                + "did not reach this read"), t);
        assertTrue(t.indexOf("x = 2 (P0") < t.indexOf("x = 1 (P0"), "the write in memory first: " + t);
        DebugSession s = Walkthrough.stepped(test, 0, 0, 1);
        String ja = ExplanationText.render(s.explainRead(2), context(s), Messages.forLocale(Locale.JAPANESE));
        assertTrue(ja.contains("5 行目の書き込みで上書き済み"), ja);
    }

    /** Past the newest overwritten writes listed, the rest are counted in one sentence. */
    @Test
    void overwrittenWritesBeyondTheListedAreCounted() {
        StringBuilder test = new StringBuilder("NEWWG\nNEWSG\nNEWTHREAD\n");
        int stores = ReadExplanation.OVERWRITTEN_LISTED + 3;
        int[] order = new int[stores + 1];
        for (int k = 1; k <= stores; k++) {
            test.append("st.nonpriv.sc0 x = ").append(k).append('\n');
        }
        order[stores] = 1;
        String t = staleLastRead(test + "NEWWG\nNEWSG\nNEWTHREAD\nld.nonpriv.sc0 x\n", order);
        assertTrue(t.contains("2 older writes that this read did not see, overwritten before it ran, are not listed."), t);
    }
}
