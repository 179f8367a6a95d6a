package dev.syncscope.core.check;

import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Location;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.UnaryOperator;

/**
 * The values a spin cut's note names ({@link CutPath#spin}). The enumeration's reads take every value some write can
 * produce ({@link TraceEnumerator}), an over-approximation, so the paths cut at the spin bound read values no
 * execution reads there: a ticket lock's wait of two invocations was cut reading {@code nowServing} = 0 to 6, which
 * only ever holds 0, 1 or 2. The note names instead the values some consistent execution's read of the same wait takes
 * and then reads the wait again (it stayed in its loop): such a read may take the same write again and again, with no
 * write in between (VK MM: Scoped Modification Order Coherence forbids a later read only an earlier write), which is
 * the cut path's wait; and the values consistent executions write to the location, which a wait that never ends may
 * read for ever (a waiter for 1 beside another that stores 2 after its own wait: 2 is kept; the session-91 review).
 * A cut none of whose values is such a value, or whose every value is, keeps its values: the cut is never dropped,
 * only its list shortened; nor is it shortened from a search a limit stopped. Owned by one check run.
 */
final class SpunValues {

    /** A spinning read: the invocation, its instruction, and whether it only reads (no write-back). */
    record Site(int agent, Action read, boolean onlyReads) { }

    /** The sites of the cuts, by the cut as the enumeration made it. */
    private final Map<CutPath, Site> cuts;
    private final Set<Site> sites;
    /** Per site, the values consistent executions' reads there took before reading there again. */
    private final Map<Site, Set<Long>> spun = new HashMap<>();
    /** Per location, the values consistent executions wrote there. */
    private final Map<Location, Set<Long>> written = new HashMap<>();

    /** @param cuts the spin cuts of the enumeration and their sites ({@link TraceEnumerator#spinSites()}) */
    SpunValues(Map<CutPath, Site> cuts) {
        this.cuts = Map.copyOf(cuts);
        this.sites = new HashSet<>(cuts.values());
    }

    /** Notes the reads of {@code traces}, which form some consistent execution. */
    void formed(List<Trace> traces) {
        if (sites.isEmpty()) {
            return; // no spin cut: nothing to word (a launch of 1,024 invocations walked every step of each)
        }
        for (Trace t : traces) {
            List<Trace.Step> steps = t.steps();
            Set<Action> later = new HashSet<>();
            for (int i = steps.size() - 1; i >= 0; i--) {
                Trace.Step s = steps.get(i);
                Location at = AccessedLocation.of(s.action());
                if (s.written() != null && at != null) {
                    written.computeIfAbsent(at, k -> new HashSet<>()).add(s.written());
                }
                if (s.read() != null && later.contains(s.action())) {
                    Site site = new Site(t.agent(), s.action(), s.written() == null);
                    if (sites.contains(site)) {
                        spun.computeIfAbsent(site, k -> new TreeSet<>()).add(s.read());
                    }
                }
                later.add(s.action());
            }
        }
    }

    /**
     * How a cut is worded: as {@code worded} words it, with only the values {@link #formed} executions spun on when
     * that leaves some but not all of them; the lines of {@code diagnostics} that {@code worded} made of the
     * {@code all} cuts are worded so too.
     */
    UnaryOperator<CutPath> reword(List<String> diagnostics, List<CutPath> all, UnaryOperator<CutPath> worded) {
        UnaryOperator<CutPath> narrowed = c -> {
            CutPath w = worded.apply(c);
            Site site = cuts.get(c);
            if (site == null || !(c.args().get(2) instanceof List<?> values)) {
                return w;
            }
            TreeSet<Long> kept = new TreeSet<>();
            Set<Long> stored = written.getOrDefault(AccessedLocation.of(site.read()), Set.of());
            for (Object v : values) {
                if (v instanceof Long n && (spun.getOrDefault(site, Set.of()).contains(n) || stored.contains(n))) {
                    kept.add(n);
                }
            }
            return kept.isEmpty() || kept.size() == values.size() ? w : w.withValues(site.read(), kept);
        };
        for (CutPath c : all) {
            int at = diagnostics.indexOf(worded.apply(c).text());
            if (at >= 0) {
                diagnostics.set(at, narrowed.apply(c).text());
            }
        }
        return narrowed;
    }
}
