package dev.syncscope.core.litmus.herd;

import dev.syncscope.core.litmus.LitmusBuilder;
import dev.syncscope.core.litmus.LitmusThreadBuilder;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.Reference;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.StorageClass;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Compiles a {@link HerdLitmus} to the program model through the litmus register machine
 * ({@link LitmusBuilder}). Single use, owned by the parsing thread.
 *
 * <p>Names become references: {@code y aliases x} makes {@code y} a second reference to {@code x}'s
 * allocation (VK MM: Reference). The program model gives each reference one storage class, while this
 * format writes one per instruction. A name keeps the class of its first access (P0's code first, then
 * P1's, ...); an access naming another class still goes through the same reference (a second
 * reference would change the meaning: VK MM: atomics are potentially-mutually-ordered only through the
 * same reference) and is reported in {@link HerdTest#warnings()}. The corpus does this once, for the
 * atomics on {@code y} in {@code mp3acqrel}.
 */
final class HerdCompiler {

    private final HerdLitmus test;
    private final LitmusBuilder builder;
    private final Map<String, String> allocation = new LinkedHashMap<>();
    private final Map<String, Reference> references = new LinkedHashMap<>();
    private final List<String> warnings = new ArrayList<>();

    private HerdCompiler(HerdLitmus test, int unrollBound) {
        this.test = test;
        this.builder = new LitmusBuilder(test.name()).loopBound(unrollBound);
    }

    static HerdTest compile(HerdLitmus test, int unrollBound) {
        if (unrollBound < 0) {
            throw new IllegalArgumentException("unroll bound must be >= 0, was " + unrollBound);
        }
        return new HerdCompiler(test, unrollBound).run(unrollBound);
    }

    private HerdTest run(int unrollBound) {
        declareReferences();
        initialiseMemory();
        List<LitmusThreadBuilder> threads = new ArrayList<>();
        Map<List<Integer>, Integer> workgroups = new HashMap<>();
        Map<List<Integer>, Integer> subgroups = new HashMap<>();
        for (HerdLitmus.ThreadDecl d : test.threads()) {
            // The header's ids are hierarchical (sg 0 of wg 1 is not sg 0 of wg 0, as in Dat3M), the
            // model's are global (VK MM: scope instances): number each (qf, wg) and (qf, wg, sg) once.
            int wg = workgroups.computeIfAbsent(List.of(d.queueFamily(), d.workgroup()), k -> workgroups.size());
            int sg = subgroups.computeIfAbsent(List.of(d.queueFamily(), d.workgroup(), d.subgroup()),
                    k -> subgroups.size());
            threads.add(builder.thread("P" + d.id(), sg, wg, d.queueFamily()));
        }
        initialiseRegisters(threads);
        ThreadCompiler code = new ThreadCompiler(references::get);
        for (int t = 0; t < threads.size(); t++) {
            for (Instruction i : test.code().get(t)) {
                code.emit(threads.get(t), i);
            }
        }
        for (HerdLitmus.SystemSync s : test.systemSync()) {
            builder.systemSynchronizesWith(s.from(), s.to());
        }
        Program program = builder.build();
        if (test.filter().isPresent()) {
            // the filter travels with the program: the window's check asks it too (TestQuestion)
            program = program.withFilter(new HerdFilter(test.filter().get(), test.outcomeClauseSpan(),
                    FilterGoals.of(test.filter().get(), test)));
        }
        return new HerdTest(test, program, test.condition(), test.filter(), unrollBound, warnings);
    }

    /** One reference per name, in the class of its first access; names only declared get class sc0. */
    private void declareReferences() {
        Map<String, StorageClass> classes = new LinkedHashMap<>();
        Map<String, SourceSpan> firstUse = new LinkedHashMap<>();
        for (List<Instruction> thread : test.code()) {
            for (Instruction i : thread) {
                String name = ThreadCompiler.location(i);
                if (name == null) {
                    continue;
                }
                StorageClass sc = ThreadCompiler.storageClass(i);
                StorageClass first = classes.putIfAbsent(name, sc);
                firstUse.putIfAbsent(name, i.span());
                if (first != null && first != sc) {
                    warnings.add(i.span() + ": this access names " + sc.litmusName() + " but '" + name + "' is "
                            + first.litmusName() + " from its first access at " + firstUse.get(name)
                            + "; the program model has one storage class per reference, so it stays "
                            + first.litmusName());
                }
            }
        }
        for (String name : test.initialValues().keySet()) {
            classes.putIfAbsent(name, StorageClass.STORAGE_BUFFER);
        }
        for (String name : test.aliases().keySet()) {
            classes.putIfAbsent(name, StorageClass.STORAGE_BUFFER);
        }
        for (String name : test.addresses().keySet()) {
            classes.putIfAbsent(name, StorageClass.STORAGE_BUFFER);
        }
        for (Map.Entry<String, StorageClass> e : classes.entrySet()) {
            String name = e.getKey();
            SourceSpan at = firstUse.getOrDefault(name, test.declarations().getOrDefault(name, SourceSpan.UNKNOWN));
            references.put(name, builder.reference(name, allocationOf(name), e.getValue(), 1, at));
        }
    }

    private String allocationOf(String name) {
        String current = name;
        Set<String> seen = new HashSet<>();
        while (test.aliases().containsKey(current)) {
            if (!seen.add(current)) {
                throw new InputError(test.declarations().get(name), "'" + name + "' aliases itself through " + seen);
            }
            current = test.aliases().get(current);
        }
        allocation.put(name, current);
        return current;
    }

    private void initialiseMemory() {
        Map<String, String> initialisedBy = new LinkedHashMap<>();
        for (Map.Entry<String, Long> e : test.initialValues().entrySet()) {
            String name = e.getKey();
            String alloc = allocation.get(name);
            String other = initialisedBy.put(alloc, name);
            if (other != null && !test.initialValues().get(other).equals(e.getValue())) {
                throw new InputError(test.declarations().get(name), "'" + name + "' and '" + other
                        + "' are the same location but are initialised to different values");
            }
            builder.initialValue(references.get(name), 0, e.getValue());
        }
    }

    /**
     * Registers from the init block, and those the condition or filter read: 0 unless initialised, as in herd; each
     * is one its thread writes or the init block sets ({@link Registers} refuses any other).
     */
    private void initialiseRegisters(List<LitmusThreadBuilder> threads) {
        Map<String, Long> registers = new LinkedHashMap<>();
        Set<String> keys = new LinkedHashSet<>();
        test.condition().ifPresent(c -> keys.addAll(c.predicate().keys()));
        test.filter().ifPresent(f -> keys.addAll(f.keys()));
        test.observed().forEach(keys::add);
        for (String key : keys) {
            if (key.startsWith("P") && key.contains(":")) {
                registers.put(key, 0L);
            } else if (!references.containsKey(key)) {
                // the key comes from the condition, else from the filter or the locations list
                SourceSpan at = test.condition().filter(c -> c.predicate().keys().contains(key))
                        .map(Condition::span).orElse(test.outcomeClauseSpan());
                throw new InputError(at, "the condition reads '" + key + "', which the test never declares or accesses;"
                        + (references.isEmpty() ? " it has no location" : " expected one of " + references.keySet()));
            }
        }
        registers.putAll(test.initialRegisters());
        for (Map.Entry<String, Long> e : registers.entrySet()) {
            int colon = e.getKey().indexOf(':');
            int thread = Integer.parseInt(e.getKey().substring(1, colon));
            threads.get(thread).initialRegister(e.getKey().substring(colon + 1), e.getValue());
        }
    }
}
