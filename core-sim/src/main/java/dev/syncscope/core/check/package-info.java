/**
 * The exhaustive axiomatic checker, SyncScope's oracle for the Vulkan memory model:
 * {@link dev.syncscope.core.check.AxiomaticChecker} enumerates the candidate executions of a
 * litmus-sized {@link dev.syncscope.core.model.Program} and keeps the consistent ones, with their
 * outcomes, data races and relations ({@link dev.syncscope.core.check.Execution}).
 *
 * <h2>How candidates are enumerated</h2>
 * <ol>
 *   <li>Traces: each agent's {@code ThreadState} is run over every value a read may return (the
 *       location's initial value and every value a write to it can produce, grown to a fixpoint).
 *       Paths ending in BOUND_EXCEEDED are dropped and reported as diagnostics and as cut paths, each with the
 *       bound that cut it ({@code CutPath.kind}, the thread state's {@code cutKind}). Paths ending in a FAULT
 *       are kept apart: the invocation stops at the fault, so such a path's events are those before it. After the
 *       executions without a fault, the combinations with at least one faulting path are searched the same way
 *       ({@code AxiomaticChecker.Run.faultingExecutions}); their consistent executions are the program's, with
 *       their data races (VK MM: Data Race: both accesses are executed before the fault), but with no final state,
 *       so no allowed outcome ({@code Execution.faulted}). A fault is reported ({@code CheckResult.faults}, a
 *       definite error of the program) once some consistent execution contains one of its paths, since most read
 *       values of a path belong to no execution, and as unconfirmed when a limit stops the check first. Most
 *       impossible faults are refuted before that search, by one led by the reads without a
 *       source ({@code SourcedCombination}: a read of 6 from a counter needs six atomic adds that read 0..5).
 *       At a
 *       subgroup operation (elect, ballot, broadcast, …), whose result depends on the other
 *       participants, a path branches over the tangles it may meet: the other members' contributions
 *       there on the previous round's paths, or their absence ({@code CollectiveRound}); paths that
 *       cannot assume one yet wait for the next round. Spin loops: a path is cut when one read repeats the
 *       same value more often than the spin bound; a path whose atomic reads of a location change value more
 *       often than the other invocations write it is left out as it is explored ({@code ValueChanges}, VK MM:
 *       Scoped Modification Order Coherence; a round that finds more writes than it assumed is explored
 *       again), and so, before the paths are combined, is a wait longer than any execution needs
 *       ({@code SpinRepeats}: runs of repeated iterations of up to 8 reads, a wait for one flag or for several,
 *       longer than the writes each read can take allow, a plain store among them where every candidate orders it
 *       before each atomic access there, {@code StoresFirst}, and not the reader's own writes after its reads; a
 *       write-back poll of one flag, {@code atomicAdd(flag, 0u)},
 *       one poll longer than the other invocations' writes of its value that are not write-backs heading nothing,
 *       a write-back after a release barrier heading nothing where an acquire-release control barrier both pollers
 *       passed covers it, a plain store proved first allowed as for loads, {@code WaitBounds}). Both say so in the
 *       check's notes. With the paths
 *       whose reads have no possible source, those reading a value no chain of at most N RMWs produces from the
 *       initial value or a stored value (N the most RMWs that write the location in one execution) are left out
 *       ({@code ValueReach}: two adds per invocation read values up to twice the adds of the launch). An invocation
 *       every one of whose paths is cut at a spin loop that no value of the closed value sets lets it leave, with no
 *       other kind of cut in the check and no unexplored rest of another invocation's cut path writing a value its
 *       explored paths did not, is a finding ({@code EndlessSpins}, VK MM: Acyclicity, reads-from).</li>
 *   <li>For each combination of traces (only those whose assumed tangles are the ones they form,
 *       {@code Tangles}; met depth first with the search's own stack, an invocation a level): events
 *       (subgroup operations are none; more than {@code CheckOptions.maxEvents} stop the check, and a launch
 *       whose invocations alone take more on every path is refused before any is explored, {@code LaunchEvents}), then
 *       control-barrier well-formedness (one meeting per invocation, same order everywhere, same scopes and
 *       semantics). At a location whose writes are all mutually ordered atomics ({@code ExclusiveWrites}), or
 *       those and plain stores through the same reference that every candidate location-orders before each atomic
 *       write ({@code StoresFirst}: an initialising store before a barrier; they come first), the
 *       writes of a combination must fit one modification order in which each RMW reads the write just before
 *       it (VK MM: Scoped Modification Order Coherence, last bullet); when such a location has RMWs, the
 *       combinations are built from that order ({@code OrderFirst}: the writes placed one after another, each
 *       RMW taking the value last written, the agents' paths followed as trees), so the RMWs' values are not
 *       combined freely; the combinations met are those of the plain enumeration that can have a candidate, in
 *       its order. The facts, barrier instances and static parts of combinations whose paths differ only in
 *       values are built once ({@code PartsByShape}; only the events' values and which reads wait are each
 *       combination's own).</li>
 *   <li>Scoped modification orders, met one at a time: strict partial orders over atomic writes whose
 *       comparable pairs are exactly the mutually-ordered pairs (a direction that closes a cycle with the
 *       pairs oriented before it is refused at once, and so is one that closes a cycle with the coherence
 *       edges every candidate of the combination has: po-loc, the reads-from of a read with one possible
 *       source and its from-reads, {@code ModificationOrders.Seeds}).</li>
 *   <li>Reads-from: per read, a write of the same location and value, or the initial value; a
 *       partial choice whose program-order/asmo/rf/fr edges already form a cycle is pruned.</li>
 *   <li>Derived relations and the consistency predicate, for each complete candidate.</li>
 * </ol>
 * Limits ({@link dev.syncscope.core.check.CheckOptions}) end a run with {@code LIMIT_REACHED}, and so does a
 * full heap (the last resort).
 *
 * <h2>Relations (names of the appendix and of the Alloy model {@code alloy/spirv.als})</h2>
 * <ul>
 *   <li>{@code po} program-order (VK MM: Program-Order); {@code sthd/ssg/swg/sqf} same
 *       invocation / subgroup / workgroup / queue-family instance; {@code sloc} same location;
 *       {@code sref} same reference (VK MM: Reference).</li>
 *   <li>{@code inscope}: both operations scoped and each in the other's scope instance, i.e. in the
 *       same instance of the narrower scope (VK MM: Scope). {@code mutordatom}: atomics to the same
 *       location through the same reference that are in scope (VK MM: Atomic Operation).</li>
 *   <li>{@code asmo} scoped modification order (VK MM: Scoped Modification Order); {@code rs}
 *       release sequence: a release atomic followed by immediate-asmo RMWs mutually ordered with it; {@code hypors}
 *       the same headed by any atomic write (VK MM: Release Sequence).</li>
 *   <li>{@code sw} synchronizes-with (VK MM: Synchronizes-With): atomic→atomic, fence→atomic,
 *       atomic→fence, fence→fence through relaxed atomics ({@code posemtosc}/{@code posctosem}
 *       require the atomic's storage class in the fence's semantics), and release fence →
 *       control barrier → control barrier → acquire fence of one barrier instance; always within
 *       {@code inscope}, and the release sequence's head mutually ordered with the atomic that reads it.</li>
 *   <li>{@code ssw} system-synchronizes-with from the launch (VK MM: System-Synchronizes-With).</li>
 *   <li>{@code ithb<SC>} for every non-empty set SC of the storage classes in use: the transitive
 *       closure of ssw, sw between operations with all of SC in their semantics, access-or-barrier
 *       po release and acquire po access-or-barrier (VK MM: Inter-Thread-Happens-Before);
 *       {@code hb = po ∪ ⋃ ithb<SC>} (VK MM: Happens-Before; not transitive).</li>
 *   <li>{@code avvisinc}: which accesses an av/vis operation includes, kept as its two sides (an availability
 *       operation's source scope, a visibility operation's destination scope: a MakeVisible acquire is no
 *       availability operation for the accesses it covers, nor a MakeAvailable release a visibility one); chains {@code avsg..avsh} and
 *       {@code vissg..vissh} of operations to wider domains, each element happening before the next
 *       in the dual scope instance, reduced to single elements without the chains feature
 *       (VK MM: Availability and Visibility, Availability and Visibility Semantics,
 *       Per-Instruction Availability and Visibility Semantics); {@code avdv}/{@code visdv} device
 *       domain operations (VK MM: Availability, Visibility, and Domain Operations).</li>
 *   <li>Host agents ({@code Agent.host()}), which the Alloy model does not have: the last Location-Ordered
 *       bullet with D_X, D_Y the device or the host domain by the agent's kind, availability to the host
 *       domain a flush, visibility from it an invalidate, memory domain operations host→device and
 *       device→host between them ({@code DOM(D,D)} dropped); host agents take no part in the shader-domain
 *       terms; what a host agent may not perform is an {@code InputError} ({@code HostActions}).</li>
 *   <li>{@code locord} location-ordered (VK MM: Location-Ordered): same-invocation hb through one
 *       reference; non-private read (RMWs included) hb non-private access; read ssw⁺ access; write → availability → hb →
 *       (visibility →) access through one reference per domain; and through the device and host domains
 *       for any references. Private accesses take part only through ssw and the single-invocation case
 *       (VK MM: Private vs. Non-Private).</li>
 *   <li>{@code fr} from-reads: read → writes after the write it read, in asmo or, between writes, in
 *       locord; reads of the initial value → every write of the location.</li>
 *   <li>Consistency: {@code locord ∪ rf ∪ fr ∪ asmo} acyclic (VK MM: Acyclicity); this also forbids
 *       a non-atomic read of a shadowed write (VK MM: Visible-To).</li>
 *   <li>Beyond the axioms, a control barrier's execution (SPIR-V {@code OpControlBarrier}): no reads-from may close a
 *       cycle through a barrier instance with the reads of waits, loops one value keeps the invocation in for ever,
 *       before it ({@code BarrierCausality}); load buffering across a barrier by any other read stays
 *       consistent.</li>
 *   <li>{@code dr} data races: same location, a write involved, not mutually-ordered atomics, not
 *       the same invocation and reference, not locord either way (VK MM: Data Race), in every consistent
 *       execution, those that end in a fault included.</li>
 * </ul>
 *
 * <h2>Where this differs from the indexed {@code spirv.als} text, and why</h2>
 * The corpus answers (and Dat3M's {@code vulkan.cat}, which reproduces them) need three readings that
 * the spirv.als text available to us does not have: {@code avvisinc}'s semantics terms are oriented
 * (a MakeAvailable release includes earlier accesses, a MakeVisible acquire later ones, each only on its own
 * side of Location-Ordered, session 73) rather than symmetric ({@code mpinscope3}, {@code mpnotinscope3/6}); {@code fr} includes the write-to-write
 * locord term ({@code noncohcoww}, {@code noncohrmwfail}); and racy non-atomic reads are consistent
 * ({@code test16}, {@code noncohmpfail*}). Each is covered by a rule test.
 *
 * <p>Depends on {@code dev.syncscope.core.model} only; must not depend on front ends, the stepper or
 * any UI.
 */
package dev.syncscope.core.check;
