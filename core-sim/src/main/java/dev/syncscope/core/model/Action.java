package dev.syncscope.core.model;

/**
 * One memory-model event an invocation asks to perform next (VK MM: memory operations,
 * barriers, availability/visibility operations). Produced by a {@link ThreadState}; engines
 * decide its effect (and, for reads, its value). Immutable.
 */
public sealed interface Action {

    /** Where the action comes from, for the source view and diagnostics. */
    SourceSpan source();

    /**
     * The memory access of a load, a store or a read-modify-write (the access of its write; a compare-exchange that
     * does not write has {@link ReadModifyWrite#unequalAccess()}), which those records give as their component; null
     * for an action that accesses no location (barriers, collectives, domain operations).
     */
    default Access access() {
        return null;
    }

    /** Whether {@code a} is an atomic read: an atomic load or read-modify-write. */
    static boolean atomicRead(Action a) {
        return (a instanceof Load || a instanceof ReadModifyWrite) && a.access() != null && a.access().atomic();
    }

    /** A load of {@code reference[index]}. Its value is fed back through {@link ThreadState#advance(long)}. */
    record Load(Reference reference, int index, Access access, SourceSpan source) implements Action { }

    /** A store of {@code value} to {@code reference[index]}. */
    record Store(Reference reference, int index, long value, Access access, SourceSpan source) implements Action { }

    /**
     * An atomic read-modify-write: reads the old value (fed back through advance), writes
     * {@code op.apply(old, operand, format)}. With {@code compare} non-null it is a compare-exchange that
     * writes only when the old value equals {@code compare}; otherwise it is only a read. {@code format}
     * is the location's integer format (the width the written value wraps at). {@code unequalAccess} is a
     * compare-exchange's access when it does not write (SPIR-V OpAtomicCompareExchange: "Unequal is used when
     * Value does not equal Comparator"; then it is only a load with those semantics); {@code access} otherwise.
     */
    record ReadModifyWrite(Reference reference, int index, RmwOp op, long operand, Long compare,
                           Access access, SourceSpan source, IntFormat format, Access unequalAccess)
            implements Action {

        /** A read-modify-write whose failed compare (if any) has the same access as a write. */
        public ReadModifyWrite(Reference reference, int index, RmwOp op, long operand, Long compare,
                               Access access, SourceSpan source, IntFormat format) {
            this(reference, index, op, operand, compare, access, source, format, access);
        }

        /** A read-modify-write on a 64-bit location. */
        public ReadModifyWrite(Reference reference, int index, RmwOp op, long operand, Long compare,
                               Access access, SourceSpan source) {
            this(reference, index, op, operand, compare, access, source, IntFormat.INT64);
        }

        public ReadModifyWrite {
            if (format == null) {
                throw new IllegalArgumentException("format must not be null");
            }
            if (unequalAccess == null) {
                unequalAccess = access;
            }
        }

        /** The value written after reading {@code old}, or null when a compare-exchange does not write. */
        public Long written(long old) {
            return compare != null && compare != old ? null : op.apply(old, operand, format);
        }
    }

    /** OpMemoryBarrier: a fence with {@code semantics} at {@code scope} (litmus {@code membar}). */
    record MemoryBarrier(Scope scope, Semantics semantics, SourceSpan source) implements Action { }

    /**
     * OpControlBarrier (litmus {@code cbar}): all invocations of the {@code execution} scope instance
     * that reach the barrier instance {@code instance} wait for each other; with non-relaxed
     * semantics it is also a memory barrier at {@code memory} scope. Invocations executing the same
     * {@code instance} number in the same execution-scope instance take part in the same dynamic
     * instance (litmus: the operand; kernels: the front end counts barriers per invocation).
     *
     * <p>Dat3M's named barriers (herd format {@code cbar.wg n, id[, quorum]}, its NamedBarrier) add two
     * optional values. {@code barrierId}: only arrivals with the same id (and instance) form one
     * instance; null for an ordinary barrier. {@code quorum}: null means all invocations of the scope
     * instance, as above; a number q means the instance completes once q invocations have arrived,
     * every later arrival passes at once, the synchronization runs from the q that completed it to
     * every arrival, and if fewer than q ever arrive the arrivals wait forever (Dat3M's
     * ProgramEncoder.encodeNamedBarrierCfQuorum: exec(e) iff cf(e) and at least q synchronize).
     *
     * <p>{@code site}: a kernel barrier's dynamic instance as SPIR-V 2.2.5 defines it (the instruction, the call-site
     * chain, each enclosing loop's iteration; as {@link Collective#instance()}; its last three entries name the
     * instruction alone: its block position, its index there and its function's id), or null. Invocations that meet at one
     * {@code instance} number with different sites execute different dynamic instances of OpControlBarrier, which
     * SPIR-V leaves undefined ("unless all invocations within Execution execute the same dynamic instance of this
     * instruction"): the stepper and the checker report barrier divergence and still match them by number.
     */
    record ControlBarrier(Scope execution, Scope memory, Semantics semantics, int instance,
                          SourceSpan source, Long barrierId, Long quorum, java.util.List<Integer> site)
            implements Action {

        /** A (possibly named) barrier with no kernel site. */
        public ControlBarrier(Scope execution, Scope memory, Semantics semantics, int instance, SourceSpan source,
                              Long barrierId, Long quorum) {
            this(execution, memory, semantics, instance, source, barrierId, quorum, null);
        }

        /** An ordinary (unnamed) control barrier of all invocations of the scope instance. */
        public ControlBarrier(Scope execution, Scope memory, Semantics semantics, int instance, SourceSpan source) {
            this(execution, memory, semantics, instance, source, null, null, null);
        }
    }

    /**
     * A non-uniform group operation (SPIR-V {@code OpGroupNonUniform*}, e.g. elect, ballot, broadcast):
     * executed together by the <em>tangle</em>, the invocations of the {@code scope} instance that
     * execute the same dynamic instance of the instruction (SPIR-V 2.2.5 "Tangle", "Dynamic
     * Instance"). Each invocation contributes its operand values; it continues through
     * {@link ThreadState#advanceCollective(java.util.List)} with every participant's contribution,
     * from which it computes its own result. It has no memory semantics (it is not a barrier).
     *
     * @param scope        execution scope of the operation (Subgroup for Vulkan)
     * @param operation    what it computes, for descriptions ({@code OpGroupNonUniformElect})
     * @param instance     the dynamic instance, as a vector: invocations of one scope instance whose
     *                     collectives carry equal vectors execute the same dynamic instance. Vectors
     *                     compare lexicographically in program order where program order relates them:
     *                     when none of the scope instance's invocations can run, the engine completes the
     *                     smallest pending one first, as others may still reach it (they reconverge there)
     * @param member       the invocation's id within its scope instance (SubgroupLocalInvocationId)
     * @param contribution the invocation's operand values (empty when the operation has none)
     * @param kind         what the operand values hold ({@link ValueKind#FLOAT32} for a float's bits), for
     *                     descriptions ({@code OpGroupNonUniformFAdd.sg 1.5}); a trailing lane id is an integer
     */
    record Collective(Scope scope, String operation, java.util.List<Integer> instance, int member,
                      java.util.List<Long> contribution, SourceSpan source, ValueKind kind) implements Action {
        /**
         * Dynamic instances ({@link #instance()} vectors) in program order where program order relates them:
         * lexicographically, a vector before its extensions. The stepper completes the earliest pending one
         * first, and the exhaustive check assumes the same.
         */
        public static final java.util.Comparator<java.util.List<Integer>> PROGRAM_ORDER = (a, b) -> {
            for (int i = 0; i < a.size() && i < b.size(); i++) {
                int c = Integer.compare(a.get(i), b.get(i));
                if (c != 0) {
                    return c;
                }
            }
            return Integer.compare(a.size(), b.size());
        };

        public Collective {
            instance = java.util.List.copyOf(instance);
            contribution = java.util.List.copyOf(contribution);
            java.util.Objects.requireNonNull(kind, "kind");
        }

        /** A collective whose operand values are integers. */
        public Collective(Scope scope, String operation, java.util.List<Integer> instance, int member,
                          java.util.List<Long> contribution, SourceSpan source) {
            this(scope, operation, instance, member, contribution, source, ValueKind.INTEGER);
        }
    }

    /** API-side availability operation to the device domain (litmus {@code avdevice}). */
    record DeviceAvailability(SourceSpan source) implements Action { }

    /** API-side visibility operation from the device domain (litmus {@code visdevice}). */
    record DeviceVisibility(SourceSpan source) implements Action { }

    /**
     * {@code vkFlushMappedMemoryRanges} by a host agent: an availability operation whose source scope is
     * (all host threads, all mapped memory) and whose destination is the host domain (VK MM: Availability,
     * Visibility, and Domain Operations). Only a host agent performs it (litmus extension {@code flush}).
     */
    record HostAvailability(SourceSpan source) implements Action { }

    /**
     * {@code vkInvalidateMappedMemoryRanges} by a host agent: a visibility operation from the host domain to
     * (all host threads, all mapped memory) (VK MM: Availability, Visibility, and Domain Operations). Only a
     * host agent performs it (litmus extension {@code invalidate}).
     */
    record HostVisibility(SourceSpan source) implements Action { }

    /**
     * A memory domain operation between the host and the device domain (VK MM: Availability and Visibility:
     * "A memory domain operation DOM that happens-after AV and for which (W,L) is available in the source
     * scope makes (W,L) available in the destination memory domain"). Host to device: part of
     * {@code vkQueueSubmit} and of a memory dependency with {@code HOST_WRITE} in its source access mask;
     * device to host: of a memory dependency with {@code HOST_READ}/{@code HOST_WRITE} in its destination
     * access mask (litmus extension {@code dom.h2d}, {@code dom.d2h}). Any agent may perform it.
     */
    record MemoryDomainOperation(Direction direction, SourceSpan source) implements Action {

        /** The source and destination domains. */
        public enum Direction {
            /** From the host domain to the device domain. */
            HOST_TO_DEVICE,
            /** From the device domain to the host domain. */
            DEVICE_TO_HOST
        }

        public MemoryDomainOperation {
            if (direction == null) {
                throw new IllegalArgumentException("direction must not be null");
            }
        }
    }
}
