package dev.syncscope.views.explain;

import dev.syncscope.core.exec.AccessSite;
import dev.syncscope.core.explain.MissingLink;
import dev.syncscope.core.explain.ReadExplanation;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.StorageClass;
import dev.syncscope.views.i18n.Messages;

/**
 * The fix for one missing link between an access (a newer write the read did not see, or the other side of a race)
 * and a read, and the sentence saying why the link is missing, worded in the read's source language
 * ({@link SourceDialect}). Every {@code explain.fix.*} and {@code explain.why.*} key is given the same arguments, so a
 * language's sentence names what it needs: <ol start="0">
 *   <li>the other access's invocation, 1 the reader, 2 the location,</li>
 *   <li value="3">the other access's line, 4 the read's line,</li>
 *   <li value="5">the flag store's line, 6 the flag load's line ({@link FlagPair}; "" without one),</li>
 *   <li value="7">the lines of the control barrier both passed ({@link BarrierMeeting}; "" without one),</li>
 *   <li value="8">the location's storage class as the language names it in semantics
 *       ({@link SourceDialect#storage}),</li>
 *   <li value="9">where the variable is declared (" (line 18)", or ""), 10 the variable's name,</li>
 *   <li value="11">the flag's name, 12 the workgroup control barrier for the location's storage class
 *       ({@link SourceDialect#barrier}),</li>
 *   <li value="13">the line of a narrower barrier the fix replaces ("" without one),</li>
 *   <li value="14">where the release whose memory scope is too narrow is (" (line 13)": {@link Between#scopeLine},
 *       else the flag pair's release barrier or store; "" when not known), 15 the same for the acquire,</li>
 *   <li value="16">the narrowest memory scope that includes both invocations (when not known, every invocation that
 *       can access the location), as the language writes it ({@link SourceDialect#scope}),</li>
 *   <li value="17">the memory barrier for the location's storage class alone ({@link SourceDialect#fence}),</li>
 *   <li value="18">the memory barrier with every storage class at the scope of 16 ({@link SourceDialect#scopeFence};
 *       none where it makes nothing available: {@link AvailabilityKeys}), 19 the qualifier coherent at it,</li>
 *   <li value="20">1 when the other access is a read and the read's place a later write ({@link Reader#readFirst}),
 *       else 0: "the release after the write, the acquire before the read" then says the read, then the write.</li>
 * </ol> Immutable.
 */
final class FixText {

    private final Reader ex;
    private final ExplanationContext ctx;
    private final Messages text;
    private final SourceDialect dialect;
    private final StorageClass storage;
    private final String variable;
    private final String declaredAt;

    /**
     * The access a fix and a why sentence speak of as "the read": the explained read, or the later access of a race.
     *
     * @param reader     its invocation
     * @param readerName the invocation's name
     * @param reference  the reference it accessed through
     * @param location   the location accessed
     * @param source     where it is in the source (its file chooses the dialect)
     * @param writes     whether it and the access taking the writer's place are both writes (a write-after-write race,
     *                   whose fix speaks of two writes, not of a write and a read)
     * @param readFirst  whether it is a write and the access taking the writer's place a read that comes first (a
     *                   read-then-write race: the read happens-before the write where anything orders them,
     *                   {@link RaceOrder})
     */
    record Reader(int reader, String readerName, String reference, Location location, SourceSpan source,
                  boolean writes, boolean readFirst) {
    }

    FixText(ReadExplanation ex, ExplanationContext ctx, Messages text) {
        this(new Reader(ex.reader(), ex.readerName(), ex.reference(), ex.location(), ex.source(), false, false), ctx,
                text);
    }

    /**
     * The words for the race of {@code first} and the later access {@code second} (later in happens-before where that
     * orders them, else in the steps), {@code first} the writer's place.
     */
    FixText(AccessSite first, AccessSite second, ExplanationContext ctx, Messages text) {
        this(new Reader(second.agent(), second.agentName(), second.reference(), second.location(), second.source(),
                first.write() && second.write(), RaceOrder.readFirst(first.write(), second.write())), ctx, text);
    }

    private FixText(Reader ex, ExplanationContext ctx, Messages text) {
        this.ex = ex;
        this.ctx = ctx;
        this.text = text;
        this.dialect = SourceDialect.of(ex.source().file());
        this.storage = ex.location().namedBy() == null ? null : ex.location().namedBy().storageClass();
        String shown = ex.location().toString();
        String name = Declarations.variable(shown);
        int line = Declarations.line(ctx.sourceText(), name);
        if (line == 0 && !ex.reference().equals(name)) {
            line = Declarations.line(ctx.sourceText(), ex.reference());
            name = line == 0 ? name : ex.reference();
        }
        this.variable = name;
        this.declaredAt = line == 0 ? "" : text.get("explain.declaredAt", Integer.toString(line));
    }

    /**
     * What lies between an access and the read in the context's steps: the flag pair or, without one, the control
     * barrier both passed; {@code traced} when the steps reach from the access to the read (else neither is known, and
     * no fix may assume there is none); {@code ordered} when the access is known to happen-before the read whatever
     * lies between (a check's private-access link is found only where happens-before holds); {@code readerUpdates}
     * whether the two are one statement's update ({@code count++}, {@link UpdateStatement}), {@code null} when not
     * known; {@code storesOnly} when both are plain stores (a race's sites say); {@code scopeLine} the line of the
     * release or acquire whose memory scope leaves the other invocation out, when known otherwise than from the flag
     * pair (a check's race names it), else 0; {@code shared} the narrowest scope whose instance holds both invocations when
     * known otherwise than from the launch (a check's race: {@link dev.syncscope.core.check.Race#shared}), else null.
     * Immutable.
     */
    record Between(FlagPair flag, BarrierMeeting met, boolean traced, boolean privateAccess, int narrowBarrierLine,
                   boolean ordered, Boolean readerUpdates, boolean storesOnly, int scopeLine, Scope shared) {

        /** What lies between, the invocations' shared scope not known but from the launch. */
        Between(FlagPair flag, BarrierMeeting met, boolean traced, boolean privateAccess, int narrowBarrierLine,
                boolean ordered, Boolean readerUpdates, boolean storesOnly, int scopeLine) {
            this(flag, met, traced, privateAccess, narrowBarrierLine, ordered, readerUpdates, storesOnly, scopeLine,
                    null);
        }

        /** What lies between, no release's or acquire's line known but from the flag pair. */
        Between(FlagPair flag, BarrierMeeting met, boolean traced, boolean privateAccess, int narrowBarrierLine,
                boolean ordered, Boolean readerUpdates, boolean storesOnly) {
            this(flag, met, traced, privateAccess, narrowBarrierLine, ordered, readerUpdates, storesOnly, 0);
        }

        /** What lies between, the two accesses not known to be plain stores ({@code storesOnly}: both are). */
        Between(FlagPair flag, BarrierMeeting met, boolean traced, boolean privateAccess, int narrowBarrierLine,
                boolean ordered, Boolean readerUpdates) {
            this(flag, met, traced, privateAccess, narrowBarrierLine, ordered, readerUpdates, false);
        }

        /** What lies between, with no narrower barrier known. */
        Between(FlagPair flag, BarrierMeeting met, boolean traced, boolean privateAccess) {
            this(flag, met, traced, privateAccess, 0, false, null);
        }

        /** What lies between, happens-before and the reader's update not known otherwise. */
        Between(FlagPair flag, BarrierMeeting met, boolean traced, boolean privateAccess, int narrowBarrierLine) {
            this(flag, met, traced, privateAccess, narrowBarrierLine, false, null);
        }

        /**
         * What lies between the steps at positions {@code from} and {@code to} of the context's steps;
         * {@code privateAccess} when either step's access is known to be private.
         */
        static Between find(ExplanationContext ctx, int from, int to) {
            FlagPair flag = FlagPair.find(ctx.trace(), from, to);
            BarrierMeeting met = flag == null ? BarrierMeeting.find(ctx.trace(), ctx.launch(), from, to) : null;
            boolean privateAccess = Boolean.FALSE.equals(ExplanationText.nonPrivate(ctx, from))
                    || Boolean.FALSE.equals(ExplanationText.nonPrivate(ctx, to));
            return new Between(flag, met, from >= 0 && to >= 0, privateAccess, BarrierMeeting.narrower(ctx, from, to), false,
                    UpdateStatement.of(ctx.trace(), from, to));
        }
    }

    /** The fixes that complete a flag pair's missing side (or both) with a barrier beside the flag's atomic. */
    private static final java.util.Set<String> FLAG_SIDES = java.util.Set.of("explain.fix.release",
            "explain.fix.acquire", "explain.fix.flag");

    /**
     * The fix for {@code link} ({@code variant}: its case, as {@link ExplanationText} chose its sentence) between the
     * access of {@code agent} ({@code name}, at {@code line}) and the read, or {@code null} when nothing is missing.
     */
    String fix(MissingLink link, String variant, int agent, String name, int line, Between between) {
        if (link == MissingLink.NONE || FlagClassWords.is(variant)
                && FlagClassWords.of(variant, between.flag(), name, line, ex, ctx.sourceText(), text) != null) {
            // the flag-class case's sentence, from why, gives its fix too
            return null;
        }
        String key = update(link, agent, line, between) ? "explain.fix.update"
                : storesNobodyRead(link, agent, line, between) ? "explain.fix.storesAtOneLine"
                : key(link, variant, agent, line, between);
        if ("explain.fix.storesAtOneLine".equals(key) && shared(agent, between) != null
                && shared(agent, between).compareTo(Scope.WORKGROUP) > 0) {
            // VK MM: Synchronizes-With, a control barrier orders only invocations of its execution scope's instance:
            // two of different workgroups share no barrier, and a local index repeats in every workgroup (audit 52
            // F2: r[gl_LocalInvocationIndex] racing across workgroups was told to index by gl_LocalInvocationIndex)
            key = "explain.fix.storesAtOneLine.acrossWorkgroups";
        }
        if ("explain.fix.workgroupBarrier".equals(key) && line > 0 && line == ex.source().line()) {
            // both accesses at one line (a loop's iterations, or one statement reading and writing): no barrier placed
            // "between line L and line L" exists; it goes inside the loop after the line, or splits the statement
            key = "explain.fix.workgroupBarrierOneLine";
        }
        if (("explain.fix.workgroupBarrier".equals(key) || "explain.fix.workgroupBarrierOneLine".equals(key))
                && shared(agent, between) == Scope.SUBGROUP && dialect.subgroups(ctx.sourceText())) {
            // VK MM: Scope; Synchronizes-With, control barrier: the narrowest scope instance holding both is their
            // subgroup, and a kernel that enables subgroup operations can call subgroupBarrier() and already counts on
            // its subgroups (the audit 51's s1-broadcast-mp was told a workgroup barrier); the sentence also gives the
            // workgroup barrier, for a device whose subgroup size may part the two (scope())
            key = key.endsWith("OneLine") ? "explain.fix.subgroupBarrierOneLine" : "explain.fix.subgroupBarrier";
        }
        if ("explain.fix.workgroupBarrierReplacing".equals(key) && dialect == SourceDialect.GLSL
                && !calls(between.narrowBarrierLine(), "subgroupBarrier")) {
            // the subgroup-scope barrier is a controlBarrier(gl_ScopeSubgroup, …): name what the line has
            key = "explain.fix.workgroupBarrierReplacingControl";
        }
        if (ex.writes() && ("explain.fix.PRIVATE_ACCESS".equals(key) || "explain.fix.PRIVATE_ACCESS.unsynced".equals(key))
                && text.has(dialect.key(text, key + ".writes", ctx.sourceText()))) {
            // VK MM: Location-Ordered, a write before a write: X ->rcpo AVC -> Y, no visibility operation; the fix
            // speaks of the two writes (the audit 51's x2-waw-private was told "T0's write before T1's read")
            key = key + ".writes";
        }
        key = RaceOrder.key(ex, key, between, dialect, text, ctx.sourceText());
        Scope shared = shared(agent, between);
        String fix = RaceOrder.writeFirst(ex, key, between) || RaceOrder.laterAbove(key, line, ex.source().line(),
                nextIteration(line, ex.source().line())) && between.flag() == null && between.met() == null
                ? writeFirst(agent, name, line).sentence(key, ex.readerName(), ex.source().line(), null, null,
                        between.narrowBarrierLine(), between.scopeLine(), shared)
                : sentence(key, name, line, between.flag(), between.met(), between.narrowBarrierLine(),
                        between.scopeLine(), shared);
        if ((key.startsWith("explain.fix.workgroupBarrier") || key.startsWith("explain.fix.subgroupBarrier")
                || key.endsWith(".barrierNoAcquire") || FLAG_SIDES.contains(key))
                && dialect.kernel() && between.privateAccess()) {
            // VK MM: Location-Ordered: a barrier orders private accesses of two invocations in no case; the accesses
            // must become non-private too (the GPU audit's k03: a barrier alone left the plain buffer racing; the
            // session-43 review: the acquire barrier added after a fence-barrier pair left it racing as well; session
            // 55: the barrier a flag's missing side was told left a private read before a write racing)
            fix = text.get("problems.race.sentences", fix, sentence("explain.fix.alsoNonPrivate", name, line,
                    between.flag(), between.met(), between.narrowBarrierLine(), between.scopeLine(), shared));
        }
        fix = !queueFamilyUnnamed(key, shared) ? fix : text.get("problems.race.sentences", fix,
                sentence("explain.fix.queueFamilyUnnamed", name, line, between.flag(), between.met(),
                        between.narrowBarrierLine(), between.scopeLine(), shared));
        return NarrowAtomics.withNote(fix, key, ex.location(), text);
    }

    /**
     * The note for a scope-widening fix ({@code key}) between invocations that share the queue family's instance
     * ({@code shared}), in a kernel whose fix names the device because it cannot name the queue family
     * ({@link SourceDialect#nameable}), when the dialect has words saying what the narrower scope needs
     * ({@code explain.fix.queueFamilyUnnamed.glsl}: {@code #pragma use_vulkan_memory_model}); not for a legacy GLSL
     * kernel, whose barrier functions name no queue family at all.
     */
    private boolean queueFamilyUnnamed(String key, Scope shared) {
        return shared == Scope.QUEUE_FAMILY && scope(shared) == Scope.DEVICE
                && (key.startsWith("explain.fix.SCOPE_EXCLUDES_AGENT")
                    || key.startsWith("explain.fix.AVAILABLE_ONLY_IN_OTHER_DOMAIN"))
                && !dialect.legacy(ctx.sourceText())
                && !dialect.key(text, "explain.fix.queueFamilyUnnamed").equals("explain.fix.queueFamilyUnnamed");
    }

    /**
     * Why {@code link} ({@code variant}: its case, as {@link ExplanationText} chose its sentence) is missing between the
     * access of {@code name} at {@code line} and the read: {@code explain.why.<link><variant>} in this dialect. In a
     * kernel a device-domain case of a known private access is said as the private access ({@code explain.why.
     * PRIVATE_ACCESS}), as its fix is: within a dispatch the device domain is reached only by a private access (VK MM:
     * Location-Ordered, last bullet), and the kernel's words name why the access is private (no {@code coherent}).
     */
    String why(MissingLink link, String variant, String name, int line, Between between) {
        String flagClass = FlagClassWords.is(variant)
                ? FlagClassWords.of(variant, between.flag(), name, line, ex, ctx.sourceText(), text) : null;
        if (flagClass != null) {
            return flagClass;
        }
        String key = dialect.kernel() && ".device".equals(variant) && between.privateAccess()
                ? "explain.why.PRIVATE_ACCESS" : "explain.why." + link.name() + variant;
        if (link == MissingLink.NO_HAPPENS_BEFORE && variant.isEmpty() && between.narrowBarrierLine() > 0
                && between.flag() == null && between.met() == null) {
            // VK MM: Synchronizes-With, control barrier: "A and B are in the instance of C's execution scope"; the
            // subgroup-scope barrier both reach is the link, not "nothing" (the audit's c1), as its fix replaces it
            key = "explain.why.NO_HAPPENS_BEFORE.narrowBarrier";
        }
        return sentence(key, name, line, between.flag(), between.met(), between.narrowBarrierLine(),
                between.scopeLine(), between.shared());
    }

    /** A fix that is not a link's ({@code explain.fix.visibilityAfterAcquire}) in this dialect, with the same arguments. */
    String named(String key, String name, int line) {
        return sentence(key, name, line, null, null);
    }

    /**
     * Whether the write at {@code line} and the read are one statement's read-modify-write in two invocations of a
     * kernel ({@code count++;}) with nothing between them: one atomic read-modify-write (atomicAdd), for atomic loads
     * and stores apart would not race (VK MM: Data Race) but lose updates (the GPU audit's counter). Not under a lock,
     * which orders them ({@link Between#ordered}): then non-private accesses are the fix, as run says (audit 88).
     */
    private boolean update(MissingLink link, int agent, int line, Between between) {
        return dialect.kernel() && agent != ex.reader() && line > 0 && line == ex.source().line()
                && between.flag() == null && between.met() == null && !Boolean.FALSE.equals(between.readerUpdates())
                && (link == MissingLink.PRIVATE_ACCESS && !between.ordered() || link == MissingLink.NO_HAPPENS_BEFORE);
    }

    /**
     * Whether the two are plain stores at one line of a kernel, of values their invocations did not read there
     * ({@code v = id;}, {@link UpdateStatement}), with nothing between them: no barrier placed before or after that line
     * separates two invocations' stores there, whether one statement's or two of the line's (an if/else on one line;
     * the lines carry no columns, so the words do not say which), and no atomic update is wanted; the fix is a location
     * of its own per invocation, or atomic stores when any one value will do (VK MM: Data Race: mutually-ordered
     * atomics do not race).
     */
    private boolean storesNobodyRead(MissingLink link, int agent, int line, Between between) {
        return dialect.kernel() && agent != ex.reader() && line > 0 && line == ex.source().line()
                && between.flag() == null && between.met() == null && Boolean.FALSE.equals(between.readerUpdates())
                && between.storesOnly() && (link == MissingLink.PRIVATE_ACCESS || link == MissingLink.NO_HAPPENS_BEFORE);
    }

    /**
     * The fix of a control barrier both passed whose semantics leave the class out; in a kernel whose accesses are
     * private, the barrier alone leaves them unordered (VK MM: Location-Ordered: private accesses of two invocations
     * only through the device domain), so the fix also makes them non-private (the GPU audit: applying the barrier's
     * fix alone left a race on a plain buffer, "private access").
     */
    private String barrierSemantics(Between between) {
        return dialect.kernel() && between.privateAccess() ? "explain.fix.barrierSemanticsPrivate"
                : "explain.fix.barrierSemantics";
    }

    private String key(MissingLink link, String variant, int agent, int line, Between between) {
        FlagPair flag = between.flag();
        BarrierMeeting met = between.met();
        boolean hostWrote = isHost(agent);
        boolean hostReads = isHost(ex.reader());
        // VK MM: Availability and Visibility, host domain: flush, the memory domain operation of a submit or of a
        // HOST_READ dependency, invalidate
        String host = switch (link) {
            case NOT_MADE_AVAILABLE -> hostWrote ? "explain.fix.hostFlush" : null;
            case AVAILABLE_ONLY_IN_OTHER_DOMAIN -> hostWrote && !hostReads ? "explain.fix.hostToDevice"
                    : !hostWrote && hostReads ? "explain.fix.deviceToHost" : null;
            case NOT_MADE_VISIBLE -> hostReads ? "explain.fix.hostInvalidate" : null;
            default -> null;
        };
        if (host != null) {
            return host;
        }
        if (link == MissingLink.PRIVATE_ACCESS || dialect.kernel() && ".device".equals(variant)) {
            // VK MM: Location-Ordered, last bullet: only the device domain, ordered by system-synchronizes-with, joins a
            // private access of one invocation to another's; a shader cannot perform those API-level operations within
            // a dispatch, so a kernel's fix makes both accesses non-private, and also orders them (".unsynced") when
            // nothing orders them yet: non-private accesses are location-ordered only along happens-before
            boolean synced = between.ordered() || met != null || flag != null && flag.released() && flag.acquired();
            return "explain.fix.PRIVATE_ACCESS" + (synced && link != MissingLink.NO_HAPPENS_BEFORE ? "" : ".unsynced");
        }
        if (met != null && link == MissingLink.STORAGE_CLASS_MISSING) {
            // VK MM: Inter-Thread-Happens-Before: both passed one control barrier whose semantics leave out the class
            // (UnseenWrite.Case.BARRIER_SEMANTICS)
            return barrierSemantics(between);
        }
        if (link == MissingLink.NO_HAPPENS_BEFORE && variant.isEmpty()) {
            if (met != null) {
                return barrierSemantics(between);
            }
            if (flag != null && !(flag.released() && flag.acquired())) {
                return flag.released() ? "explain.fix.acquire" : flag.acquired() ? "explain.fix.release"
                        : "explain.fix.flag";
            }
            if (flag == null && between.traced() && oneWorkgroup(agent, between)
                    && (storage == StorageClass.WORKGROUP || dialect.kernel())
                    && (dialect == SourceDialect.SPIRV || dialect == SourceDialect.LITMUS
                        || BarrierPlace.between(ctx.sourceText(), line, ex.source().line()))) {
                // VK MM: Synchronizes-With, control barriers: a workgroup barrier with acquire-release semantics for the
                // storage class orders what one invocation of the workgroup did before it before what another does
                // after, where both pass it (not two branches of one if/else: BarrierPlace); check and run alike
                return between.narrowBarrierLine() > 0 ? "explain.fix.workgroupBarrierReplacing"
                        : "explain.fix.workgroupBarrier";
            }
            if (flag == null && met == null && dialect.kernel() && between.privateAccess()) {
                // nothing orders the two and one is private: atomics on the location itself are non-private and
                // mutually ordered, so they do not race (VK MM: Data Race); a release/acquire flag would need a second
                // location (a spin on a plain flag is the flag itself)
                return "explain.fix.PRIVATE_ACCESS.unsynced";
            }
        }
        if (link == MissingLink.NOT_MADE_AVAILABLE && ".visibleToo".equals(variant) && flag != null) {
            return "explain.fix.flagAvailableVisible";
        }
        return "explain.fix." + link.name() + variant;
    }

    /**
     * These words with the access of {@code agent} ({@code name}, at {@code line}) in the read's place and the read in
     * the writer's: a read-then-write race that nothing orders, worded write first ({@link RaceOrder#writeFirst}).
     */
    private FixText writeFirst(int agent, String name, int line) {
        return new FixText(new Reader(agent, name, ex.reference(), ex.location(),
                new SourceSpan(ex.source().file(), line, 0), false, false), ctx, text);
    }

    private String sentence(String key, String name, int line, FlagPair flag, BarrierMeeting met) {
        return sentence(key, name, line, flag, met, 0, 0, null);
    }

    /**
     * {@code {13}}: the line of the narrower barrier the fix replaces ("" when none); {@code {14}}, {@code {15}}: where
     * the release and the acquire are, {@code scopeLine} when known, else the flag pair's (VK MM: Synchronizes-With, a
     * release barrier before the flag's store or the store itself, an acquire barrier after its load or the load);
     * {@code {16}}: the narrowest memory scope that includes both invocations ({@code shared}, null when not known:
     * then every invocation that can access the location; {@link SourceDialect#scope}); {@code {17}}: the memory
     * barrier for the storage class alone ({@link SourceDialect#fence}), which a legacy GLSL kernel can call where
     * controlBarrier needs GL_KHR_memory_scope_semantics; {@code {18}}: the memory barrier with every storage class at
     * the scope of {@code {16}} ({@link SourceDialect#scopeFence}: groupMemoryBarrier() at workgroup scope), which a
     * legacy GLSL kernel writes where it cannot name a scope; {@code {19}}: the qualifier at that scope ({@link
     * SourceDialect#coherent}: workgroupcoherent or coherent); {@code {20}}: 1 for a read first; {@code {21}}: 1 when
     * the later access is in a loop's next iteration ({@link #nextIteration}); {@code {22}}: the HLSL barrier for the
     * location's and the flag's memory both ({@link FlagCall#hlslBarrier}: VK MM: Synchronizes-With, fence forms).
     */
    private String sentence(String key, String name, int line, FlagPair flag, BarrierMeeting met, int narrowLine,
                            int scopeLine, Scope shared) {
        int release = scopeLine > 0 ? scopeLine : flag == null ? 0
                : (flag.releaseFence() != null ? flag.releaseFence() : flag.store()).event().source().line();
        int acquire = scopeLine > 0 ? scopeLine : flag == null ? 0
                : (flag.acquireFence() != null ? flag.acquireFence() : flag.load()).event().source().line();
        String chosen = dialect.key(text, AvailabilityKeys.key(key, ex.readFirst(), dialect, ctx.sourceText(),
                variable, storage, shared, scopeLine), ctx.sourceText(), storage);
        return text.get(chosen, name, ex.readerName(), ex.location().toString(), s(line),
                s(ex.source().line()), flag == null ? "" : s(flag.store().event().source().line()),
                flag == null ? "" : s(flag.load().event().source().line()), met == null ? "" : met.lines(),
                dialect.storage(text, storage), declaredAt, variable, flag == null ? "" : flag.reference(),
                dialect.barrier(text, storage, ctx.sourceText()), narrowLine > 0 ? s(narrowLine) : "", at(release), at(acquire),
                dialect.scope(text, scope(shared), ex.source().file()), dialect.fence(text, storage),
                dialect.scopeFence(text, scope(shared)), dialect.coherent(text, scope(shared)),
                ex.readFirst() ? 1 : 0, nextIteration(line, ex.source().line()) ? 1 : 0,
                flag == null ? "" : FlagCall.hlslBarrier(storage, flag.storageClass(), text));
    }

    /**
     * Whether the earlier access, at {@code line}, is below the later one's in one loop's body: the later is in a later
     * iteration, and a barrier goes after {@code line} and before {@code later} of the next iteration (VK MM:
     * Synchronizes-With, control barrier: each iteration meets its own dynamic instance).
     */
    private boolean nextIteration(int line, int later) {
        return line > later && later > 0 && BarrierPlace.inOneLoop(ctx.sourceText(), line, later);
    }

    /**
     * The narrowest memory scope a fix needs between the invocation {@code agent} and the reader (VK MM: Scope;
     * Synchronizes-With and Atomic Operation ask that each be in the instance of the other's memory scope): the
     * launch's, else what {@code between} knows (a check's race), else null.
     */
    private Scope shared(int agent, Between between) {
        if (ctx.launch() != null && agent >= 0 && agent < ctx.launch().agents().size()
                && ex.reader() >= 0 && ex.reader() < ctx.launch().agents().size()) {
            return ctx.launch().agents().get(agent).narrowestSharedScope(ctx.launch().agents().get(ex.reader()));
        }
        return between.shared();
    }

    /**
     * {@code shared} as a fix names it: a workgroup, the queue family or the device. Not a subgroup: which invocations
     * share a subgroup depends on the device's subgroup size, where a workgroup is the dispatch's, so a subgroup scope
     * that holds both here may leave one out on another device (the one exception, a control barrier between two
     * invocations of one subgroup of a kernel that enables subgroup operations, is told subgroupBarrier() with this
     * workgroup barrier beside it: {@code explain.fix.subgroupBarrier}). No wider than a workgroup for Workgroup
     * memory, whose instance only one workgroup's invocations share. Two invocations of one dispatch in two workgroups share the
     * queue family's instance (VK MM: Availability and Visibility, "queue family instance - accessible by shader agents
     * in a single queue family": one dispatch runs on one queue), named where the kernel can name it
     * ({@link SourceDialect#nameable}), else the device; agents of two queue families, or a host and a device agent,
     * share only the device's. When not known, the narrowest scope holding every invocation that can access the
     * location (a workgroup for Workgroup memory, else the device).
     */
    private Scope scope(Scope shared) {
        if (storage == StorageClass.WORKGROUP || shared != null && Scope.WORKGROUP.includes(shared)) {
            return Scope.WORKGROUP;
        }
        return shared == Scope.QUEUE_FAMILY ? dialect.nameable(shared, ctx.sourceText()) : Scope.DEVICE;
    }

    /** Whether source line {@code line} (1-based, comments removed) names {@code function}; true when not known. */
    private boolean calls(int line, String function) {
        String source = ctx.sourceText();
        java.util.List<String> lines = source == null ? java.util.List.of()
                : Declarations.withoutComments(source).lines().toList();
        return line <= 0 || line > lines.size() || lines.get(line - 1).contains(function);
    }

    /** {@code " (line 13)"} in the window's language, or "" for 0 (not known). */
    private String at(int line) {
        return line > 0 ? text.get("explain.declaredAt", s(line)) : "";
    }

    /**
     * Whether the invocation {@code agent} and the reader are shader invocations of one workgroup; without the launch
     * (a check's race), whether the race's invocations share a workgroup's instance ({@link Between#shared}, VK MM:
     * Scope), or the location is workgroup memory: an instance of it is shared by the invocations of one workgroup only
     * (SPIR-V's Workgroup storage class), so two that access one location are in one workgroup.
     */
    private boolean oneWorkgroup(int agent, Between between) {
        if (ctx.launch() == null) {
            return storage == StorageClass.WORKGROUP
                    || between.shared() != null && Scope.WORKGROUP.includes(between.shared());
        }
        if (agent < 0 || agent >= ctx.launch().agents().size()
                || ex.reader() < 0 || ex.reader() >= ctx.launch().agents().size()) {
            return false;
        }
        Agent a = ctx.launch().agents().get(agent);
        Agent r = ctx.launch().agents().get(ex.reader());
        return !a.host() && !r.host() && a.workgroup() == r.workgroup();
    }

    private boolean isHost(int agent) {
        return ctx.launch() != null && agent >= 0 && agent < ctx.launch().agents().size()
                && ctx.launch().agents().get(agent).host();
    }

    private static String s(long v) {
        return Long.toString(v);
    }
}
