package dev.syncscope.core.check;

import dev.syncscope.core.litmus.LitmusBuilder;
import dev.syncscope.core.litmus.LitmusThreadBuilder;
import dev.syncscope.core.litmus.Operand;
import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Outcome;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.Reference;
import dev.syncscope.core.model.RmwOp;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.Semantics;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.StorageClass;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Tiny litmus programs for rule tests, written through {@link LitmusBuilder}: each call adds one
 * instruction on the next source line. Owned by the test thread.
 */
final class Tiny {
    static final StorageClass SC0 = StorageClass.STORAGE_BUFFER;
    static final StorageClass SC1 = StorageClass.WORKGROUP;
    static final Scope SG = Scope.SUBGROUP;
    static final Scope WG = Scope.WORKGROUP;
    static final Scope DEV = Scope.DEVICE;

    final LitmusBuilder builder = new LitmusBuilder("tiny.litmus");
    private int line = 1;
    private LitmusThreadBuilder thread;
    private int registers;

    SourceSpan next() {
        return new SourceSpan("tiny.litmus", line++, 1);
    }

    Reference var(String name, StorageClass sc) {
        return builder.variable(name, sc, next());
    }

    Reference alias(String name, Reference of, StorageClass sc) {
        return builder.reference(name, of.allocation(), sc, 1, next());
    }

    /** Starts thread {@code Pn} in the given subgroup and workgroup (queue family 0). */
    Tiny thread(int subgroup, int workgroup) {
        thread = builder.thread("P" + builder.threads().size(), subgroup, workgroup, 0);
        registers = 0;
        return this;
    }

    /**
     * Starts host thread {@code Hn} (VK MM: Agent, "each host thread"). Its subgroup, workgroup and queue family
     * ids are {@code instance}, so a test can give it a device thread's ids (the checker must not treat it as
     * in their instances) or ids of its own.
     */
    Tiny host(int instance) {
        thread = builder.thread("H" + builder.threads().size(), instance, instance, instance).asHost();
        registers = 0;
        return this;
    }

    /** Thread {@code from} system-synchronizes-with thread {@code to}, by index (litmus {@code SSW}). */
    Tiny ssw(int from, int to) {
        builder.systemSynchronizesWith(from, to);
        return this;
    }

    Tiny flush() {
        thread.hostAvailability(next());
        return this;
    }

    Tiny invalidate() {
        thread.hostVisibility(next());
        return this;
    }

    Tiny h2d() {
        thread.domainOperation(Action.MemoryDomainOperation.Direction.HOST_TO_DEVICE, next());
        return this;
    }

    Tiny d2h() {
        thread.domainOperation(Action.MemoryDomainOperation.Direction.DEVICE_TO_HOST, next());
        return this;
    }

    Tiny st(Reference r, long v, Access a) {
        thread.store(r, 0, Operand.constant(v), a, next());
        return this;
    }

    /** A load into the thread's next register {@code r0, r1, …}. */
    Tiny ld(Reference r, Access a) {
        thread.load("r" + registers++, r, 0, a, next());
        return this;
    }

    Tiny rmw(Reference r, long v, Access a) {
        thread.rmw("r" + registers++, r, 0, RmwOp.EXCHANGE, Operand.constant(v), null, a, next());
        return this;
    }

    /** An atomic add of {@code v} into the thread's next register. */
    Tiny add(Reference r, long v, Access a) {
        thread.rmw("r" + registers++, r, 0, RmwOp.ADD, Operand.constant(v), null, a, next());
        return this;
    }

    /** An atomic {@code op} with operand {@code v} into the thread's next register. */
    Tiny rmw(Reference r, RmwOp op, long v, Access a) {
        thread.rmw("r" + registers++, r, 0, op, Operand.constant(v), null, a, next());
        return this;
    }

    Tiny cas(Reference r, long expected, long v, Access a) {
        thread.rmw("r" + registers++, r, 0, RmwOp.EXCHANGE, Operand.constant(v), Operand.constant(expected), a,
                next());
        return this;
    }

    Tiny membar(Scope s, Semantics sem) {
        thread.memoryBarrier(s, sem, next());
        return this;
    }

    Tiny cbar(Scope s, Semantics sem, int instance) {
        thread.controlBarrier(s, s, sem, instance, next());
        return this;
    }

    Tiny avdevice() {
        thread.deviceAvailability(next());
        return this;
    }

    Tiny visdevice() {
        thread.deviceVisibility(next());
        return this;
    }

    LitmusThreadBuilder code() {
        return thread;
    }

    Program build() {
        return builder.build();
    }

    // Accesses and semantics, named after the .test tokens.

    static final Access PLAIN = Access.PLAIN;
    static final Access NONPRIV = new Access(false, null, Semantics.NONE, false, false, true);

    static Access av(Scope s) {
        return new Access(false, s, Semantics.NONE, true, false, false);
    }

    static Access vis(Scope s) {
        return new Access(false, s, Semantics.NONE, false, true, false);
    }

    static Access atom(Scope s) {
        return new Access(true, s, Semantics.NONE, false, false, false);
    }

    static Access atom(Scope s, Semantics sem) {
        return new Access(true, s, sem, false, false, false);
    }

    static Semantics rel(StorageClass... classes) {
        return new Semantics(false, true, set(classes), false, false);
    }

    static Semantics acq(StorageClass... classes) {
        return new Semantics(true, false, set(classes), false, false);
    }

    static Semantics acqRel(StorageClass... classes) {
        return new Semantics(true, true, set(classes), false, false);
    }

    static Semantics relAv(StorageClass... classes) {
        return new Semantics(false, true, set(classes), true, false);
    }

    static Semantics acqVis(StorageClass... classes) {
        return new Semantics(true, false, set(classes), false, true);
    }

    private static Set<StorageClass> set(StorageClass... classes) {
        return classes.length == 0 ? Set.of() : EnumSet.of(classes[0], classes);
    }

    // Queries on results.

    static CheckResult check(Program p) {
        return new AxiomaticChecker().check(p);
    }

    static CheckResult check(Program p, boolean chains) {
        return new AxiomaticChecker(CheckOptions.DEFAULT.withChains(chains)).check(p);
    }

    /** Consistent executions with an outcome matching {@code when}. */
    static List<Execution> where(CheckResult r, Predicate<Outcome> when) {
        return r.consistentExecutions().stream().filter(e -> e.outcomes().stream().anyMatch(when)).toList();
    }

    static Predicate<Outcome> reg(String register, long value) {
        return o -> Long.valueOf(value).equals(o.values().get(register));
    }

    static boolean anyRace(List<Execution> executions) {
        return executions.stream().anyMatch(e -> !e.races().isEmpty());
    }
}
