package dev.syncscope.core.litmus.herd;

import dev.syncscope.core.litmus.LitmusBuilder;
import dev.syncscope.core.litmus.LitmusThreadBuilder;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.Reference;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.StorageClass;

import java.util.ArrayList;
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
 * format gives one per instruction: a name accessed with a second class gets a further reference
 * {@code name@scN} to the same allocation (the corpus needs this once, for atomics in {@code mp3acqrel}).
 */
final class HerdCompiler {

    private final HerdLitmus test;
    private final LitmusBuilder builder;
    private final Map<String, String> allocation = new LinkedHashMap<>();
    private final Map<String, Map<StorageClass, Reference>> references = new LinkedHashMap<>();

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
        for (HerdLitmus.ThreadDecl d : test.threads()) {
            threads.add(builder.thread("P" + d.id(), d.subgroup(), d.workgroup(), d.queueFamily()));
        }
        initialiseRegisters(threads);
        ThreadCompiler code = new ThreadCompiler(this::reference);
        for (int t = 0; t < threads.size(); t++) {
            for (Instruction i : test.code().get(t)) {
                code.emit(threads.get(t), i);
            }
        }
        for (HerdLitmus.SystemSync s : test.systemSync()) {
            builder.systemSynchronizesWith(s.from(), s.to());
        }
        return new HerdTest(test, builder.build(), test.condition(), test.filter(), unrollBound);
    }

    /** One reference per name and storage class used; names only declared get class sc0. */
    private void declareReferences() {
        Map<String, Set<StorageClass>> classes = new LinkedHashMap<>();
        Map<String, SourceSpan> firstUse = new LinkedHashMap<>();
        for (List<Instruction> thread : test.code()) {
            for (Instruction i : thread) {
                String name = ThreadCompiler.location(i);
                if (name != null) {
                    classes.computeIfAbsent(name, n -> new LinkedHashSet<>()).add(ThreadCompiler.storageClass(i));
                    firstUse.putIfAbsent(name, i.span());
                }
            }
        }
        for (String name : test.initialValues().keySet()) {
            classes.computeIfAbsent(name, n -> new LinkedHashSet<>(Set.of(StorageClass.STORAGE_BUFFER)));
        }
        for (String name : test.aliases().keySet()) {
            classes.computeIfAbsent(name, n -> new LinkedHashSet<>(Set.of(StorageClass.STORAGE_BUFFER)));
        }
        for (Map.Entry<String, Set<StorageClass>> e : classes.entrySet()) {
            String name = e.getKey();
            SourceSpan at = firstUse.getOrDefault(name, test.declarations().getOrDefault(name, SourceSpan.UNKNOWN));
            boolean first = true;
            for (StorageClass sc : e.getValue()) {
                String refName = first ? name : name + "@" + sc.litmusName();
                Reference r = builder.reference(refName, allocationOf(name), sc, 1, at);
                references.computeIfAbsent(name, n -> new LinkedHashMap<>()).put(sc, r);
                first = false;
            }
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
            builder.initialValue(references.get(name).values().iterator().next(), 0, e.getValue());
        }
    }

    /** Registers from the init block, and those the condition or filter read (0 unless initialised, as in herd). */
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
                SourceSpan at = test.condition().map(Condition::span).orElse(SourceSpan.UNKNOWN);
                throw new InputError(at, "the condition reads '" + key + "', which the test never declares or accesses;"
                        + " expected one of " + references.keySet());
            }
        }
        registers.putAll(test.initialRegisters());
        for (Map.Entry<String, Long> e : registers.entrySet()) {
            int colon = e.getKey().indexOf(':');
            int thread = Integer.parseInt(e.getKey().substring(1, colon));
            threads.get(thread).initialRegister(e.getKey().substring(colon + 1), e.getValue());
        }
    }

    private Reference reference(String name, StorageClass storageClass) {
        return references.get(name).get(storageClass);
    }
}
