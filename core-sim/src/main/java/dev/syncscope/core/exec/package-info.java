/**
 * The stepper: executes one invocation's next action per step under the Vulkan memory model,
 * schedulers as strategies (user pick, round-robin, seeded random, lock-step subgroups), immutable
 * step records with before/after effects, step back, checkpoints, seek, replay from decisions,
 * data races, barriers, deadlock/divergence/spin diagnostics. The {@link dev.syncscope.core.exec.Engine}
 * is mutable and owned by one simulation thread.
 *
 * <p>Semantic decisions, where the appendix leaves room:
 * <ul>
 *   <li>Read values follow the operational availability/visibility state (VK MM: Availability and
 *       Visibility): a read returns the newest non-retired write visible to (agent, reference);
 *       failing that, the newest write location-ordered before it (retirement ends a write's
 *       availability/visibility state, not Location-Ordered, so a retired write is still visible-to
 *       the read, e.g. a store the reader itself made through the same reference, retired by a newer
 *       write the reader never saw; an RMW's write is location-ordered as a read, before later
 *       non-private accesses it happens-before); else the initial value; an atomic read of a mutually-ordered write returns the newest in
 *       scoped modification order. Races follow Location-Ordered, which additionally needs the same
 *       reference and non-private accesses for shader domains; so a private write made visible by
 *       MakeAvailable/MakeVisible is read (WALKTHROUGH example 3) yet racy. An atomic read-modify-write
 *       is a read, so "X is a read, both X and Y are non-private, and X->Y" makes it location-ordered
 *       before (and, by Visible-To, visible to) every non-private access it happens-before, through any
 *       reference and without availability or visibility operations, as in the Alloy model.</li>
 *   <li>{@link dev.syncscope.core.exec.ReadChoice#consistent()} marks values the axiomatic model
 *       allows (coherence, visible-to for non-atomics); other values of a racy read are offered as
 *       race-only (undefined behaviour).</li>
 *   <li>A control-barrier instance is formed by the invocations that reach it: it releases when
 *       every invocation of its execution-scope instance arrived or finished; when nothing can run,
 *       the waiting instance with the smallest number releases with the invocations that reached
 *       it. This matches the litmus meaning of barrier instances and never hangs. For a kernel
 *       (SPIR-V OpControlBarrier: every invocation of the scope instance executes the same dynamic
 *       instance) finishing without it is reported as divergence and a forced release as a
 *       deadlock; a litmus launch ({@code Launch.barriersOfExecutingThreads}) reports neither, nor
 *       threads waiting at two instances of one scope instance. A kernel barrier one of whose members
 *       was stopped as a spinner never releases (the spinner never arrives, and the waiters cannot
 *       move before it does): its waiters end DEADLOCKED with a DEADLOCK naming the spinner.</li>
 *   <li>A collective operation (subgroup elect, ballot, broadcast, …) is a rendezvous of its
 *       tangle ({@link dev.syncscope.core.exec.Collectives}): it completes once every other
 *       invocation of its subgroup waits at the same dynamic instance or finished; when no
 *       invocation of the subgroup can run, the pending one earliest in program order completes
 *       with the invocations waiting at it. A spinner has not finished and counts as one that can run:
 *       an operation it has not reached never completes, and its waiters end DEADLOCKED with a DEADLOCK
 *       naming the spinner, as at a kernel barrier. It has no memory semantics.</li>
 *   <li>An agent that another system-synchronizes-with starts when all its predecessors finished.
 *       Device-domain operations name no storage class, so they are ordered only by program order
 *       and by knowledge that reached the agent through system-synchronizes-with at its start; so are
 *       the host-domain operations (flush, invalidate) and memory domain operations
 *       ({@link dev.syncscope.core.exec.HostDomain}).</li>
 *   <li>Host agents ({@code Agent.host()}) are host threads: they use the host domain only, take part in
 *       no scope instance, and communicate with device agents only through the host and device domains
 *       (VK MM: Location-Ordered, last bullet). Device availability ({@code avdevice}) covers device
 *       agents' writes, a flush host agents' writes; {@code visdevice} reaches device agents, an
 *       invalidate host agents.</li>
 *   <li>Happens-before (VK MM: Inter-Thread-Happens-Before&lt;SC&gt;) is kept as one vector clock per
 *       agent and storage-class set SC: every single class and every pair of two classes
 *       ({@link dev.syncscope.core.sync.ClassSets}). A single class is the weakest SC when both ends
 *       name a common class (their memory or their semantics); when both qualify only by their memory
 *       and those are of two classes (references of two classes aliasing one location), SC must hold
 *       both, so every release and acquire of the chain must name the pair. Three or more classes are
 *       never needed. A pair's clock is stored only once it knows something.</li>
 *   <li>Every read that returns a value although a newer live write to the location is not
 *       visible to it (and, for atomics, not mutually ordered with it) is a
 *       {@link dev.syncscope.core.exec.Diagnostic.Kind#STALE_READ} diagnostic naming the newest
 *       such write; diagnostics live in the globals, so step back and seek remove them again.</li>
 *   <li>Spin rule ({@code SpinRule}): an invocation is reported as SPIN (status SPINNING) only when
 *       (1) the reads of one iteration of its loop (up to {@code SpinWatch.MAX_PERIOD} of them: a wait
 *       for two flags reads both) repeated at least {@code spinThreshold} times in a row, read for read
 *       (same source position, location and value); each is a load, a compare-exchange that fails (it
 *       only reads: VK MM, Atomic Operation) or a read-modify-write that writes back the value it read
 *       ({@code atomicOr(flag, 0)}), (2) its next action is the iteration's first read again, (3) for
 *       every read of the iteration, no value other than the one it returned is the default or a
 *       model-allowed (consistent) value of that read now — race-only values do not count; after an
 *       iteration that repeated the one before, the reads acquire and make visible nothing new (they
 *       read the same writes), so now is what the invocation will know at each read's turn — (4) its
 *       state is what it was when the iteration's first read started ({@code ThreadState.backAt}: for
 *       a kernel every SSA value and local, the unnamed ones a compiler makes of an HLSL loop counter
 *       included, not only the variables the window lists), so it is back where it was and, being
 *       deterministic, will read again and again (a counted loop that rereads an unchanged value
 *       moves its counter, and ends), (5) every invocation that can still step satisfies (1)–(4),
 *       and (6) when any of them still writes (a write-back, or a store anywhere in its loop), every
 *       read of every one's loop reads by coherence alone: an atomic read of a location whose writes
 *       are all atomics mutually ordered with it. Then the only writes still to come are the
 *       spinners' own, of values they already wrote or read; without writes nothing new can
 *       synchronize, and with them (a write can carry synchronizes-with, and a new happens-before
 *       edge can make an older write visible: {@code docs/examples/spin-relay.comp}) a
 *       coherence-only read can only lose candidates (VK MM: Scoped Modification Order Coherence),
 *       so no write the reader could observe can ever appear or become visible, and all of them are
 *       stopped together. Invocations waiting at barriers or for system-synchronizes-with can only
 *       move after one of the spinners does, except at a litmus launch's barrier, formed by the threads
 *       that reach it ({@code Launch.barriersOfExecutingThreads}): such a waiting instance is force-released
 *       first, and the spinners are judged again once its threads ran. A loop that reads more than
 *       {@code SpinWatch.MAX_PERIOD} places in one iteration is not stopped: it runs to the step
 *       limit or the heap guard. When a read of the loop returned an undefined value (Workgroup memory no
 *       write defined, or a write that stored an undefined value: read or made), the loop is stopped as
 *       run, with the simulator's 0, but its SPIN does not say that the loop reads a value that can never
 *       change: an undefined value can be anything, and another may end the loop
 *       ({@code diagnostic.spin.undefined}); the finding is the undefined value deciding the loop, reported
 *       where it decides ({@code UndefinedSpinTest}).</li>
 * </ul>
 *
 * <p>Depends on {@code model}, {@code memory}, {@code sync} and {@code explain}. Must not depend on
 * {@code api}, {@code check}, {@code litmus} or any UI library.
 */
package dev.syncscope.core.exec;
