package dev.syncscope.core.exec;

import dev.syncscope.core.explain.MissingLink;
import dev.syncscope.core.explain.UnseenWrite;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.Scope;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static dev.syncscope.core.exec.Mini.SC0;
import static dev.syncscope.core.exec.Mini.SC1;
import static dev.syncscope.core.exec.Mini.acq;
import static dev.syncscope.core.exec.Mini.acqVis;
import static dev.syncscope.core.exec.Mini.atom;
import static dev.syncscope.core.exec.Mini.av;
import static dev.syncscope.core.exec.Mini.nonpriv;
import static dev.syncscope.core.exec.Mini.plain;
import static dev.syncscope.core.exec.Mini.rel;
import static dev.syncscope.core.exec.Mini.relAv;
import static dev.syncscope.core.exec.Mini.vis;
import static dev.syncscope.core.model.Scope.DEVICE;
import static dev.syncscope.core.model.Scope.SUBGROUP;
import static dev.syncscope.core.model.Scope.WORKGROUP;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The first missing link along write → availability → happens-before → visibility → read, for shapes the other
 * explanation tests do not cover: private accesses ordered by system-synchronizes-with, an acquire whose scope or
 * semantics keep it from synchronizing, a visibility operation before the acquire, no happens-before and no
 * visibility at once, atomics outside each other's scope, and correct shapes (one scope too narrow on one side,
 * availability before the write, per-instruction availability with semantic visibility, write-write races). Every
 * expected link is derived from the VK MM clauses cited, and every program is racy by the axiomatic checker. The
 * race and the stale read name the same link.
 */
class MissingLinkOrderRulesTest {

    /** Runs T0, T1, … in order; the stale last read's first unseen write, checked against the race on x. */
    private static UnseenWrite staleLastRead(Program p) {
        assertTrue(CheckerVerdict.racyWhen(p, Map.of()), "checker: racy");
        Engine e = new Engine(p, EngineOptions.DEFAULTS);
        Mini.runInOrder(e, 0, 1);
        var ex = e.explainRead(e.traceSize() - 1);
        assertTrue(ex.stale(), ex.summary());
        Race race = e.races().get(e.races().size() - 1);
        assertEquals(race.link(), ex.unseen().get(0).link(), "the race and the stale read name the same link");
        assertEquals(race.detail(), ex.unseen().get(0).detail());
        return ex.unseen().get(0);
    }

    /** Runs T0, T1 in order; the only race. */
    private static Race onlyRace(Program p) {
        assertTrue(CheckerVerdict.racyWhen(p, Map.of()), "checker: racy");
        Engine e = new Engine(p, EngineOptions.DEFAULTS);
        Mini.runInOrder(e, 0, 1);
        assertEquals(1, e.races().size(), e.races().toString());
        return e.races().get(0);
    }

    // ---- private accesses ordered by system-synchronizes-with (VK MM: Private vs. Non-Private; Location-Ordered,
    // last bullet: X -> AV(A_X,R_X,device,L) -> DOM(device,device) -> VIS(A_Y,R_Y,device,L) -> Y) ----

    /**
     * T0's private store, T1's private load, T0 ssw T1: the ssw the private rule asks for is there; what is missing is
     * the device-domain availability (then visibility), or making both accesses non-private.
     */
    @Test
    void privateAccessesOrderedBySystemSynchronizesWithMissTheDeviceDomainAvailability() {
        UnseenWrite u = staleLastRead(new Mini().thread(0, 0, 0).st("x", 1, plain())
                .thread(1, 1, 0).ld("x", plain()).ssw(0, 1).program());
        assertEquals(MissingLink.NOT_MADE_AVAILABLE, u.link(), u.detail());
        assertTrue(u.detail().contains("avdevice") && u.detail().contains("visdevice"), u.detail());
        assertFalse(u.detail().contains("only through system-synchronizes-with"), u.detail());
    }

    /** The same with a non-private load: the private store alone rules out the shader-domain bullet. */
    @Test
    void privateStoreBeforeANonPrivateLoadOrderedBySystemSynchronizesWithMissesTheDeviceDomainAvailability() {
        UnseenWrite u = staleLastRead(new Mini().thread(0, 0, 0).st("x", 1, plain())
                .thread(1, 1, 0).ld("x", nonpriv()).ssw(0, 1).program());
        assertEquals(MissingLink.NOT_MADE_AVAILABLE, u.link(), u.detail());
        assertTrue(u.detail().startsWith("the write is private"), u.detail());
    }

    /**
     * VK MM: Availability and Visibility ("VIS ... for which (W,L) is available in any domain in the source scope"): the
     * load's own vis at subgroup scope sources only its subgroup's domain, where T0's write (available in the shader
     * domain) is not: the detail says so, not "no vis on the load", which it has (the session-86 audit).
     */
    @Test
    void aLoadsOwnVisibilityAtTooNarrowAScopeIsNamedAsSuch() {
        UnseenWrite u = staleLastRead(new Mini().thread(0, 0, 0).st("x", 1, av(DEVICE))
                .st("y", 1, atom(WORKGROUP, rel(SC0))).thread(1, 0, 0).ld("y", atom(WORKGROUP, acq(SC0)))
                .ld("x", vis(SUBGROUP)).program());
        assertEquals(MissingLink.NOT_MADE_VISIBLE, u.link(), u.detail());
        assertTrue(u.detail().contains("(the load's vis sources only its sg domain, and no acquire with MakeVisible "
                + "sources a wider one)"), u.detail());
        assertFalse(u.detail().contains("no vis on the load"), u.detail());
    }

    /** avdevice after the private store but no visdevice: visibility from the device domain is the missing link. */
    @Test
    void privateAccessesWithDeviceAvailabilityMissTheDeviceDomainVisibility() {
        UnseenWrite u = staleLastRead(new Mini().thread(0, 0, 0).st("x", 1, plain()).avdevice()
                .thread(1, 1, 0).ld("x", plain()).ssw(0, 1).program());
        assertEquals(MissingLink.NOT_MADE_VISIBLE, u.link(), u.detail());
        assertTrue(u.detail().contains("visdevice"), u.detail());
        assertFalse(u.detail().contains("no vis on the load"), "a shader vis does not source the device domain: "
                + u.detail());
    }

    /** Two aliases (different references) with the write only in the device domain: visdevice, not shader vis. */
    @Test
    void aliasedReadOfADeviceAvailableWriteMissesTheDeviceDomainVisibility() {
        UnseenWrite u = staleLastRead(new Mini().ref("x", "m", SC0).ref("z", "m", SC0)
                .thread(0, 0, 0).st("x", 1, plain()).avdevice()
                .thread(1, 1, 0).ld("z", plain()).ssw(0, 1).program());
        assertEquals(MissingLink.NOT_MADE_VISIBLE, u.link(), u.detail());
        assertTrue(u.detail().contains("visdevice"), u.detail());
    }

    /**
     * Private accesses carried by shader MakeAvailable/MakeVisible under ssw: the read sees 1 yet races; the link is
     * the private access, and the sentence must not claim that ssw is what is missing.
     */
    @Test
    void privateAccessesCarriedByShaderOperationsUnderSystemSynchronizesWithNameTheDevicePath() {
        Race r = onlyRace(new Mini().thread(0, 0, 0).st("x", 1, plain()).membar(DEVICE, relAv(SC0))
                .thread(1, 1, 0).membar(DEVICE, acqVis(SC0)).ld("x", plain()).ssw(0, 1).program());
        assertEquals(MissingLink.PRIVATE_ACCESS, r.link(), r.detail());
        assertFalse(r.detail().contains("only through system-synchronizes-with"), r.detail());
        assertTrue(r.detail().contains("avdevice"), r.detail());
    }

    // ---- the acquire side (VK MM: Synchronizes-With: "A and B are in the instance of each other's memory scopes";
    // "X's storage class is in B's semantics"; Inter-Thread-Happens-Before: both "have all of SC in their semantics")

    /** T0: x = 1 (av, device); release atomic y (device). T1: relaxed y (device); acquire barrier at {@code scope}. */
    private static Program acquireBarrier(Scope scope, int readerSubgroup, int readerGroup, boolean makeVisible) {
        return new Mini().thread(0, 0, 0).st("x", 1, makeVisible ? nonpriv() : av(DEVICE))
                .st("y", 1, atom(DEVICE, makeVisible ? relAv(SC0) : rel(SC0)))
                .thread(readerSubgroup, readerGroup, 0).ld("y", atom(DEVICE))
                .membar(scope, makeVisible ? acqVis(SC0) : acq(SC0)).ld("x", makeVisible ? nonpriv() : vis(DEVICE))
                .program();
    }

    @Test
    void anAcquireBarrierWhoseScopeExcludesTheReleaserIsTheMissingLink() {
        UnseenWrite u = staleLastRead(acquireBarrier(WORKGROUP, 1, 1, false));
        assertEquals(MissingLink.SCOPE_EXCLUDES_AGENT, u.link(), u.detail());
        assertTrue(u.detail().startsWith("T1's acquire barrier (line 4) has wg scope, whose instance does not include"
                + " T0"), u.detail());
    }

    @Test
    void aSubgroupAcquireBarrierExcludesTheReleaserInAnotherSubgroupOfItsWorkgroup() {
        UnseenWrite u = staleLastRead(acquireBarrier(SUBGROUP, 1, 0, false));
        assertEquals(MissingLink.SCOPE_EXCLUDES_AGENT, u.link(), u.detail());
    }

    /** With MakeVisible on the narrow acquire, its visibility is too narrow as well, but happens-before comes first. */
    @Test
    void aNarrowAcquireWithMakeVisibleIsExplainedByItsScopeBeforeItsVisibility() {
        UnseenWrite u = staleLastRead(acquireBarrier(WORKGROUP, 1, 1, true));
        assertEquals(MissingLink.SCOPE_EXCLUDES_AGENT, u.link(), u.detail());
    }

    /** Fence–fence: release barrier, relaxed atomics, acquire barrier at workgroup scope in another workgroup. */
    @Test
    void fenceToFenceSynchronizationBlockedByTheAcquireBarriersScope() {
        UnseenWrite u = staleLastRead(new Mini().thread(0, 0, 0).st("x", 1, av(DEVICE)).membar(DEVICE, rel(SC0))
                .st("y", 1, atom(DEVICE))
                .thread(1, 1, 0).ld("y", atom(DEVICE)).membar(WORKGROUP, acq(SC0)).ld("x", vis(DEVICE)).program());
        assertEquals(MissingLink.SCOPE_EXCLUDES_AGENT, u.link(), u.detail());
        assertTrue(u.detail().contains("line 5"), u.detail());
    }

    @Test
    void anAcquireAtomicNamingAnotherStorageClassIsStorageClassMissing() {
        UnseenWrite u = staleLastRead(new Mini().thread(0, 0, 0).st("x", 1, av(WORKGROUP))
                .st("y", 1, atom(WORKGROUP, rel(SC0)))
                .thread(1, 0, 0).ld("y", atom(WORKGROUP, acq(SC1))).ld("x", vis(WORKGROUP)).program());
        assertEquals(MissingLink.STORAGE_CLASS_MISSING, u.link(), u.detail());
        assertTrue(u.detail().startsWith("T1's acquire (line 3) does not name sc0"), u.detail());
    }

    @Test
    void anAcquireBarrierNamingAnotherStorageClassIsStorageClassMissing() {
        UnseenWrite u = staleLastRead(new Mini().thread(0, 0, 0).st("x", 1, av(WORKGROUP))
                .st("y", 1, atom(WORKGROUP, rel(SC0)))
                .thread(1, 0, 0).ld("y", atom(WORKGROUP)).membar(WORKGROUP, acq(SC1)).ld("x", vis(WORKGROUP))
                .program());
        assertEquals(MissingLink.STORAGE_CLASS_MISSING, u.link(), u.detail());
        assertTrue(u.detail().startsWith("T1's acquire barrier (line 4) does not name sc0"), u.detail());
    }

    /** The release names the other class while per-instruction av/vis carry x: the release's semantics are why. */
    @Test
    void aReleaseNamingAnotherStorageClassBesidePerInstructionAvailabilityIsStorageClassMissing() {
        UnseenWrite u = staleLastRead(new Mini().thread(0, 0, 0).st("x", 1, av(WORKGROUP))
                .st("y", 1, atom(WORKGROUP, rel(SC1)))
                .thread(1, 0, 0).ld("y", atom(WORKGROUP, acq(SC0))).ld("x", vis(WORKGROUP)).program());
        assertEquals(MissingLink.STORAGE_CLASS_MISSING, u.link(), u.detail());
        assertTrue(u.detail().startsWith("T0's release after the write does not name sc0"), u.detail());
    }

    /** Read then write: T0's non-private load, a release barrier at wg scope, T1 in another workgroup acquires. */
    @Test
    void aReadOrderedBeforeAWriteOnlyThroughANarrowReleaseBarrierRacesForTheScope() {
        Race r = onlyRace(new Mini().thread(0, 0, 0).ld("x", nonpriv()).membar(WORKGROUP, rel(SC0))
                .st("y", 1, atom(DEVICE))
                .thread(1, 1, 0).ld("y", atom(DEVICE, acq(SC0))).st("x", 2, nonpriv()).program());
        assertEquals(MissingLink.SCOPE_EXCLUDES_AGENT, r.link(), r.detail());
        assertTrue(r.detail().startsWith("T0's release barrier after the read has wg scope"), r.detail());
    }

    @Test
    void aReadOrderedBeforeAWriteOnlyThroughANarrowAcquireBarrierRacesForTheScope() {
        Race r = onlyRace(new Mini().thread(0, 0, 0).ld("x", nonpriv()).st("y", 1, atom(DEVICE, rel(SC0)))
                .thread(1, 1, 0).ld("y", atom(DEVICE)).membar(WORKGROUP, acq(SC0)).st("x", 2, nonpriv()).program());
        assertEquals(MissingLink.SCOPE_EXCLUDES_AGENT, r.link(), r.detail());
    }

    // ---- order of the links (VK MM: Availability and Visibility: "VIS that happens-after AV") ----

    /** Relaxed flag and no visibility at all: happens-before is missing before visibility is. */
    @Test
    void withNeitherHappensBeforeNorVisibilityHappensBeforeIsTheFirstMissingLink() {
        UnseenWrite u = staleLastRead(new Mini().thread(0, 0, 0).st("x", 1, av(DEVICE)).st("y", 1, atom(DEVICE))
                .thread(1, 1, 0).ld("y", atom(DEVICE)).ld("x", nonpriv()).program());
        assertEquals(MissingLink.NO_HAPPENS_BEFORE, u.link(), u.detail());
    }

    /**
     * T1's acquire barrier with MakeVisible comes before its acquire load of the flag: T1 does synchronize with T0,
     * but after its visibility operation. The sentence must not claim that no release/acquire pair exists.
     */
    @Test
    void aVisibilityOperationBeforeTheAcquireDoesNotHappenAfterTheAvailability() {
        UnseenWrite u = staleLastRead(new Mini().thread(0, 0, 0).st("x", 1, av(DEVICE))
                .st("y", 1, atom(DEVICE, rel(SC0)))
                .thread(1, 1, 0).membar(DEVICE, acqVis(SC0)).ld("y", atom(DEVICE, acq(SC0))).ld("x", nonpriv())
                .program());
        assertEquals(MissingLink.NO_HAPPENS_BEFORE, u.link(), u.detail());
        assertFalse(u.detail().contains("no release/acquire pair"), u.detail());
        assertTrue(u.detail().contains("MakeVisible on the acquire, or vis on the load"), u.detail());
        assertTrue(u.visibilityTooEarly(), "the renderer says so too (the explanation audit: its text said the pair"
                + " does not synchronize)");
    }

    /**
     * VK MM: Atomic Operation, Synchronizes-With ("A and B are mutually-ordered"): a release store and an acquire load
     * of the flag, both at Workgroup scope, in two workgroups. T1 read the flag, but the two atomics are not in each
     * other's scope instance, so they do not synchronize: the scope is the first missing link, not a missing
     * release/acquire pair (the explanation audit's row 5; no release token is left to find).
     */
    @Test
    void aFlagReleasedAndAcquiredAtWorkgroupScopeAcrossWorkgroupsIsExplainedByTheScope() {
        Program p = new Mini().thread(0, 0, 0).st("x", 1, av(DEVICE)).st("y", 1, atom(WORKGROUP, rel(SC0)))
                .thread(1, 1, 0).ld("y", atom(WORKGROUP, acq(SC0))).ld("x", vis(DEVICE)).program();
        assertTrue(CheckerVerdict.racyWhen(p, Map.of()), "checker: racy");
        Engine e = new Engine(p, EngineOptions.DEFAULTS);
        Mini.runInOrder(e, 0);
        // T1 reads the flag T0 wrote (a value the model allows: the atomics are not mutually ordered), then x
        e.step(new Decision(1, e.trace().get(1).event().writeId()));
        e.step(Decision.of(1));
        assertEquals(1, e.trace().get(2).event().value(), "T1 read the flag");
        var ex = e.explainRead(e.traceSize() - 1);
        assertTrue(ex.stale(), ex.summary());
        UnseenWrite u = ex.unseen().get(0);
        Race race = e.races().get(e.races().size() - 1);
        assertEquals(race.link(), u.link(), "the race and the stale read name the same link");
        assertEquals(MissingLink.SCOPE_EXCLUDES_AGENT, u.link(), u.detail());
        assertTrue(u.detail().contains("T1 read y (line") && u.detail().contains("not in each other's scope instance"),
                u.detail());
        assertTrue(u.detail().contains("(widen both memory scopes to one that contains both invocations)"), u.detail());
    }

    /**
     * VK MM: Atomic Operation, Synchronizes-With ("in the instance of each other's memory scopes"): the release at
     * Workgroup scope leaves T1 out, while the acquire's Device scope holds T0, so only the release's scope is to be
     * widened, not both.
     */
    @Test
    void onlyTheNarrowScopeOfTwoAtomicsIsToBeWidened() {
        Program p = new Mini().thread(0, 0, 0).st("x", 1, av(DEVICE)).st("y", 1, atom(WORKGROUP, rel(SC0)))
                .thread(1, 1, 0).ld("y", atom(DEVICE, acq(SC0))).ld("x", vis(DEVICE)).program();
        Engine e = new Engine(p, EngineOptions.DEFAULTS);
        Mini.runInOrder(e, 0);
        e.step(new Decision(1, e.trace().get(1).event().writeId()));
        e.step(Decision.of(1));
        UnseenWrite u = e.explainRead(e.traceSize() - 1).unseen().get(0);
        assertEquals(MissingLink.SCOPE_EXCLUDES_AGENT, u.link(), u.detail());
        assertTrue(u.detail().contains("(widen the memory scope of the write, wg, to one that contains both "
                + "invocations; that of the read already does)"), u.detail());
    }

    /**
     * VK MM: Inter-Thread-Happens-Before ("A and B have all of SC in their semantics"): the data x is in sc0, the flag
     * y in sc1, and the release store of y names only sc1, while the acquire names both. T1 read the flag; the release
     * leaving out sc0 is the first missing link, not a missing pair (the explanation audit's row 6).
     */
    @Test
    void aReleaseStoreWhoseSemanticsLeaveOutTheDataClassIsTheMissingLink() {
        UnseenWrite u = staleLastRead(new Mini().ref("y", "y", SC1).thread(0, 0, 0).st("x", 1, av(DEVICE))
                .st("y", 1, atom(DEVICE, rel(SC1)))
                .thread(1, 0, 0).ld("y", atom(DEVICE, acq(SC0, SC1))).ld("x", vis(DEVICE)).program());
        assertEquals(MissingLink.STORAGE_CLASS_MISSING, u.link(), u.detail());
        assertTrue(u.detail().startsWith("T0's release of y (line 2) does not name"), u.detail());
    }

    /**
     * VK MM: Synchronizes-With, fence-atomic ("X's storage class is in A's semantics"; Inter-Thread-Happens-Before):
     * a release barrier naming only sc1 before a relaxed atomic store of the flag; the barrier leaving out the data's
     * sc0 is the first missing link (the explanation audit's row 6c).
     */
    @Test
    void aReleaseBarrierWhoseSemanticsLeaveOutTheDataClassIsTheMissingLink() {
        UnseenWrite u = staleLastRead(new Mini().thread(0, 0, 0).st("x", 1, av(DEVICE)).membar(DEVICE, rel(SC1))
                .st("y", 1, atom(DEVICE))
                .thread(1, 0, 0).ld("y", atom(DEVICE, acq(SC0))).ld("x", vis(DEVICE)).program());
        assertEquals(MissingLink.STORAGE_CLASS_MISSING, u.link(), u.detail());
        assertTrue(u.detail().startsWith("T0's release barrier (line 2) does not name"), u.detail());
    }

    /** A missing release/acquire pair is no visibility that came too early. */
    @Test
    void noSynchronizationAtAllIsNotAVisibilityTooEarly() {
        UnseenWrite u = staleLastRead(new Mini().thread(0, 0, 0).st("x", 1, av(DEVICE)).st("y", 1, atom(DEVICE))
                .thread(1, 1, 0).ld("y", atom(DEVICE)).ld("x", nonpriv()).program());
        assertFalse(u.visibilityTooEarly());
    }

    /** VK MM: Atomic Operation: a workgroup-scope atomic load in another workgroup is not mutually ordered. */
    @Test
    void aStaleAtomicReadOutsideTheWritersScopeInstanceIsExplainedByTheScope() {
        UnseenWrite u = staleLastRead(new Mini().thread(0, 0, 0).st("x", 1, atom(DEVICE))
                .thread(1, 1, 0).ld("x", atom(WORKGROUP)).program());
        assertEquals(MissingLink.SCOPE_EXCLUDES_AGENT, u.link(), u.detail());
    }

    // ---- correct shapes not tested elsewhere ----

    /** av at device scope, vis at workgroup scope in another workgroup: the shader domain is not sourced. */
    @Test
    void visibilityNarrowerThanTheAvailabilityIsNotMadeVisible() {
        UnseenWrite u = staleLastRead(new Mini().thread(0, 0, 0).st("x", 1, av(DEVICE))
                .st("y", 1, atom(DEVICE, rel(SC0)))
                .thread(1, 1, 0).ld("y", atom(DEVICE, acq(SC0))).ld("x", vis(WORKGROUP)).program());
        assertEquals(MissingLink.NOT_MADE_VISIBLE, u.link(), u.detail());
    }

    /** A workgroup-scope MakeAvailable barrier, reader in another workgroup with a device acquire and MakeVisible. */
    @Test
    void makeAvailableAtWorkgroupScopeIsAvailableOnlyInTheWritersWorkgroup() {
        UnseenWrite u = staleLastRead(new Mini().thread(0, 0, 0).st("x", 1, nonpriv()).membar(WORKGROUP, relAv(SC0))
                .st("y", 1, atom(DEVICE, rel(SC0)))
                .thread(1, 1, 0).ld("y", atom(DEVICE, acqVis(SC0))).ld("x", nonpriv()).program());
        assertEquals(MissingLink.AVAILABLE_ONLY_IN_OTHER_DOMAIN, u.link(), u.detail());
    }

    /** VK MM: Availability and Visibility: "An availability operation AV that happens-after W". */
    @Test
    void aMakeAvailableBarrierBeforeTheWriteDoesNotMakeItAvailable() {
        UnseenWrite u = staleLastRead(new Mini().thread(0, 0, 0).membar(DEVICE, relAv(SC0)).st("x", 1, nonpriv())
                .st("y", 1, atom(DEVICE, rel(SC0)))
                .thread(1, 1, 0).ld("y", atom(DEVICE, acqVis(SC0))).ld("x", nonpriv()).program());
        assertEquals(MissingLink.NOT_MADE_AVAILABLE, u.link(), u.detail());
    }

    /** Per-instruction av at subgroup scope, semantic MakeVisible at workgroup scope, reader in another subgroup. */
    @Test
    void subgroupPerInstructionAvailabilityWithWorkgroupMakeVisibleIsAvailableOnlyInTheWritersSubgroup() {
        UnseenWrite u = staleLastRead(new Mini().thread(0, 0, 0).st("x", 1, av(SUBGROUP))
                .st("y", 1, atom(WORKGROUP, rel(SC0)))
                .thread(1, 0, 0).ld("y", atom(WORKGROUP, acqVis(SC0))).ld("x", nonpriv()).program());
        assertEquals(MissingLink.AVAILABLE_ONLY_IN_OTHER_DOMAIN, u.link(), u.detail());
    }

    /** Semantic MakeAvailable at workgroup scope, per-instruction vis at subgroup scope, another subgroup. */
    @Test
    void workgroupMakeAvailableWithSubgroupPerInstructionVisibilityIsNotMadeVisible() {
        UnseenWrite u = staleLastRead(new Mini().thread(0, 0, 0).st("x", 1, nonpriv())
                .st("y", 1, atom(WORKGROUP, relAv(SC0)))
                .thread(1, 0, 0).ld("y", atom(WORKGROUP, acq(SC0))).ld("x", vis(SUBGROUP)).program());
        assertEquals(MissingLink.NOT_MADE_VISIBLE, u.link(), u.detail());
    }

    /** VK MM: Location-Ordered (write, write): X ->rcpo AVC(D) -> Y, D a domain both access. */
    @Test
    void writeWriteRacesNameAvailabilityThenItsDomain() {
        Race none = onlyRace(new Mini().thread(0, 0, 0).st("x", 1, nonpriv()).st("y", 1, atom(DEVICE, rel(SC0)))
                .thread(1, 1, 0).ld("y", atom(DEVICE, acq(SC0))).st("x", 2, nonpriv()).program());
        assertEquals(MissingLink.NOT_MADE_AVAILABLE, none.link(), none.detail());
        Race narrow = onlyRace(new Mini().thread(0, 0, 0).st("x", 1, av(WORKGROUP)).st("y", 1, atom(DEVICE, rel(SC0)))
                .thread(1, 1, 0).ld("y", atom(DEVICE, acq(SC0))).st("x", 2, nonpriv()).program());
        assertEquals(MissingLink.AVAILABLE_ONLY_IN_OTHER_DOMAIN, narrow.link(), narrow.detail());
    }

    // ---- a stale read is explained by location order (VK MM: Visible-To: "X is location-ordered before Y"), so its
    // link is the race's: the reference and the private access come before the chain of operations ----

    /** Two references of one allocation, released and acquired, no av/vis: av/vis would not help, the reference is why. */
    @Test
    void aStaleReadThroughAnotherReferenceOfTheAllocationIsExplainedByTheReference() {
        UnseenWrite u = staleLastRead(new Mini().ref("x", "m", SC0).ref("z", "m", SC0)
                .thread(0, 0, 0).st("x", 1, plain()).st("f", 1, atom(DEVICE, rel(SC0)))
                .thread(1, 1, 0).ld("f", atom(DEVICE, acq(SC0))).ld("z", plain()).program());
        assertEquals(MissingLink.DIFFERENT_REFERENCE, u.link(), u.detail());
    }

    /**
     * VK MM: Private vs. Non-Private; Location-Ordered (the shader-domain bullet needs both non-private): a private
     * write released and acquired, never made available. Making it available would not order it; it is private.
     */
    @Test
    void aStaleReadOfAPrivateWriteNeverMadeAvailableIsExplainedByThePrivateAccess() {
        UnseenWrite u = staleLastRead(new Mini().thread(0, 0, 0).st("x", 1, plain()).st("f", 1, atom(DEVICE, rel(SC0)))
                .thread(1, 1, 0).ld("f", atom(DEVICE, acq(SC0))).ld("x", vis(DEVICE)).program());
        assertEquals(MissingLink.PRIVATE_ACCESS, u.link(), u.detail());
    }

    // ---- a write made available by nothing, read by an invocation that makes nothing visible (VK MM: Location-Ordered,
    // RaW through a domain: AV(W) happens-before a VIS that includes the read; docs/examples/barrier.test) ----

    /**
     * The barriers order T0's store before T1's load (acquire/release on sc0), but neither side has av/vis or
     * MakeAvailable/MakeVisible: making the write available alone would leave it invisible, so the link says both.
     */
    @Test
    void aWriteNeverMadeAvailableReadWithoutAnyVisibilityOperationNeedsBoth() {
        UnseenWrite u = staleLastRead(new Mini().thread(0, 0, 0).st("x", 1, nonpriv())
                .cbar(WORKGROUP, WORKGROUP, Mini.acqRel(SC0), 0)
                .thread(1, 0, 0).cbar(WORKGROUP, WORKGROUP, Mini.acqRel(SC0), 0).ld("x", nonpriv()).program());
        assertEquals(MissingLink.NOT_MADE_AVAILABLE, u.link(), u.detail());
        assertEquals(UnseenWrite.Case.NOR_MADE_VISIBLE, u.kase(), u.detail());
        assertTrue(u.detail().contains("has no visibility operation for it either"), u.detail());
    }

    /** The same with vis on the load: availability is then the only missing link. */
    @Test
    void aWriteNeverMadeAvailableReadWithVisOnTheLoadNeedsOnlyAvailability() {
        UnseenWrite u = staleLastRead(new Mini().thread(0, 0, 0).st("x", 1, nonpriv())
                .cbar(WORKGROUP, WORKGROUP, Mini.acqRel(SC0), 0)
                .thread(1, 0, 0).cbar(WORKGROUP, WORKGROUP, Mini.acqRel(SC0), 0).ld("x", vis(WORKGROUP)).program());
        assertEquals(MissingLink.NOT_MADE_AVAILABLE, u.link(), u.detail());
        assertEquals(UnseenWrite.Case.PLAIN, u.kase(), u.detail());
    }

    /** The same with an acquire barrier with MakeVisible after T1's control barrier instead. */
    @Test
    void aWriteNeverMadeAvailableReadAfterAnAcquireWithMakeVisibleNeedsOnlyAvailability() {
        UnseenWrite u = staleLastRead(new Mini().thread(0, 0, 0).st("x", 1, nonpriv())
                .cbar(WORKGROUP, WORKGROUP, Mini.acqRel(SC0), 0)
                .thread(1, 0, 0).cbar(WORKGROUP, WORKGROUP, Mini.acqRel(SC0), 0).membar(WORKGROUP, acqVis(SC0))
                .ld("x", nonpriv()).program());
        assertEquals(MissingLink.NOT_MADE_AVAILABLE, u.link(), u.detail());
        assertEquals(UnseenWrite.Case.PLAIN, u.kase(), u.detail());
    }

    /**
     * A vis on an earlier load of x, before T1's barrier, cannot make the write visible (it does not happen-after it):
     * the link still names both ends (the session-35 review: it counted that vis and asked for availability only).
     */
    @Test
    void aVisibilityOperationBeforeTheSynchronizationDoesNotCountAsTheReadersVisibility() {
        UnseenWrite u = staleLastRead(new Mini().thread(0, 0, 0).st("x", 1, nonpriv())
                .cbar(WORKGROUP, WORKGROUP, Mini.acqRel(SC0), 0)
                .thread(1, 0, 0).ld("x", vis(WORKGROUP)).cbar(WORKGROUP, WORKGROUP, Mini.acqRel(SC0), 0)
                .ld("x", nonpriv()).program());
        assertEquals(MissingLink.NOT_MADE_AVAILABLE, u.link(), u.detail());
        assertEquals(UnseenWrite.Case.NOR_MADE_VISIBLE, u.kase(), u.detail());
    }
}
