package dev.syncscope.core.litmus.herd;

import dev.syncscope.core.model.SourceSpan;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A parsed herd-style Vulkan litmus file, as written (before compiling to the program model). Immutable.
 *
 * @param file              the file name used in source spans
 * @param name              the test name after {@code Vulkan}
 * @param comments          the quoted comment lines, without their quotes
 * @param initialValues     {@code x=1} entries of the init block, in order
 * @param aliases           {@code y aliases x} entries: alias name to the name it aliases
 * @param initialRegisters  {@code P1:r0=1} entries: key {@code P1:r0}; an address initialiser
 *                          {@code P1:r0=&x} is there with the address of x
 * @param declarations      where each name of the init block (location, alias, {@code P1:r0}) is declared
 * @param systemSync        {@code ssw a b} pairs of thread ids
 * @param threads           the thread header, indexed by thread id
 * @param code              each thread's instructions in program order (empty cells dropped)
 * @param observed          the {@code locations [...]} list, as outcome keys
 * @param filter            the {@code filter} proposition, if any
 * @param condition         the final condition, if any (Dat3M's race-checking tests have only a filter)
 * @param outcomeClauseSpan where the {@code filter} clause is, else the {@code locations} clause, else
 *                          {@link SourceSpan#UNKNOWN}
 * @param addresses         the address of every location name (distinct, nonzero), for address
 *                          initialisers and conditions comparing with {@code &x}
 */
public record HerdLitmus(String file, String name, List<String> comments, Map<String, Long> initialValues,
                         Map<String, String> aliases, Map<String, Long> initialRegisters,
                         Map<String, SourceSpan> declarations, List<SystemSync> systemSync,
                         List<ThreadDecl> threads, List<List<Instruction>> code,
                         List<String> observed, Optional<Predicate> filter, Optional<Condition> condition,
                         SourceSpan outcomeClauseSpan, Map<String, Long> addresses) {

    /** One column header {@code P0@sg 0, wg 0, qf 0}. */
    public record ThreadDecl(int id, int subgroup, int workgroup, int queueFamily, SourceSpan span) { }

    /** {@code ssw a b}: all of thread a system-synchronizes-with all of thread b. */
    public record SystemSync(int from, int to, SourceSpan span) { }

    public HerdLitmus {
        comments = List.copyOf(comments);
        initialValues = Collections.unmodifiableMap(new LinkedHashMap<>(initialValues));
        aliases = Collections.unmodifiableMap(new LinkedHashMap<>(aliases));
        initialRegisters = Collections.unmodifiableMap(new LinkedHashMap<>(initialRegisters));
        declarations = Map.copyOf(declarations);
        systemSync = List.copyOf(systemSync);
        threads = List.copyOf(threads);
        code = code.stream().map(List::copyOf).toList();
        observed = List.copyOf(observed);
        addresses = Collections.unmodifiableMap(new LinkedHashMap<>(addresses));
    }
}
