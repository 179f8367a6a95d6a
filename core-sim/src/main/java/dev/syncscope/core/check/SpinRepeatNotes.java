package dev.syncscope.core.check;

import dev.syncscope.core.model.Launch;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * The check's notes on the waits {@link SpinRepeats} shortened: which read, up to how many iterations in a row, and why
 * a longer wait adds nothing. Stateless.
 */
final class SpinRepeatNotes {

    private static final String LOSES_NOTHING = "loses no outcome, race or fault of an execution that ends";

    private static final String WRITE_BACKS_ASIDE = " (besides other waits' write-backs, which pass on what came before"
            + " them)";

    /** The same, when release barriers before other waits' write-backs are covered by a control barrier. */
    private static final String WRITE_BACKS_ASIDE_COVERED = " (besides other waits' write-backs, which pass on what came"
            + " before them: what a release barrier before them releases, this invocation acquired at the"
            + " acquire-release control barrier that both passed before polling; VK MM: Synchronizes-With, the control"
            + " barrier form)";

    private SpinRepeatNotes() {
    }

    /** Said of a bound that left out the reader's own writes of the value after its reads of it ({@link WaitBounds}). */
    private static final String OWN_LATER = " it can read (its own invocation's writes of it come after its reads of"
            + " it, which cannot take them: VK MM: Location-Ordered, Acyclicity)";

    /**
     * The note for one value read at one site, the read's bound being {@code bound}; {@code aside}: a read that only
     * reads, the bound left out the reader's own writes of the value that come after its reads of it; a write-back,
     * other waits' write-backs after a release barrier were no separators, a control barrier covering it
     * ({@link WaitBounds#barrierCovered}).
     */
    static String note(Launch launch, SpinRepeats.Key k, SpinRepeats.Site site, int bound, boolean aside) {
        if (k.writesBack()) {
            return writeBackNote(launch, k, site, bound, aside);
        }
        boolean initial = launch.initialValue(k.location()) == k.value();
        int writes = bound - (initial ? 1 : 0);
        return launch.agents().get(k.agent()).name() + ": waits reading " + site.name() + " = "
                + k.location().valueText(k.value()) + " at "
                + site.source() + " are checked up to " + bound + (bound == 1 ? " read" : " reads") + " in a row: an"
                + " execution has " + (writes == 0 ? "no write" : "at most " + writes + (writes == 1 ? " write"
                : " writes")) + " of that value" + (aside ? OWN_LATER : "")
                + (initial ? " besides the initial value" : "")
                + ", so a longer wait reads " + (writes == 0 ? "that value" : "one of them") + " a second time, and"
                + " leaving that read out " + LOSES_NOTHING + " (VK MM: Synchronizes-With, Data Race)";
    }

    /**
     * The note for a location whose plain stores every candidate orders before each atomic access to it
     * ({@link StoresFirst#beforeEveryAtomic}), which let its waits be shortened.
     */
    static String storesFirstNote(SpinRepeats.Site site) {
        return "the plain stores to " + site.name() + " come before every atomic access to it in every execution"
                + " (VK MM: Location-Ordered: a barrier or other synchronization makes them available and visible"
                + " first), so they race with none of the waits' reads below and count as writes of their values";
    }

    /**
     * The note for a wait whose read-modify-write writes back the value it read ({@code atomicAdd(flag, 0)}, HLSL's
     * {@code InterlockedAdd(flag, 0, seen)}): a poll after the first with none of the other invocations' separators
     * ({@link WaitBounds}) between it and the poll before acquires nothing new.
     */
    private static String writeBackNote(Launch launch, SpinRepeats.Key k, SpinRepeats.Site site, int bound,
                                        boolean covered) {
        int others = bound - 1;
        return launch.agents().get(k.agent()).name() + ": waits writing back " + site.name() + " = "
                + k.location().valueText(k.value())
                + " at " + site.source() + " are checked up to " + bound + " read-modify-write"
                + (bound == 1 ? "" : "s") + " in a row: " + (others == 0 ? "no other invocation writes that value"
                : "other invocations write that value at most " + others + (others == 1 ? " time" : " times"))
                + " in an execution" + (covered ? WRITE_BACKS_ASIDE_COVERED : WRITE_BACKS_ASIDE) + ", so a longer wait has a read-modify-write with none of"
                + " those writes between it and the one before it, which acquires nothing the one before did not,"
                + " and leaving it out " + LOSES_NOTHING + " (VK MM: Scoped Modification Order Coherence, Release"
                + " Sequence, Data Race)";
    }

    /**
     * The note for several values read at one site: bounds by value, the initial value's counted as a write;
     * {@code aside} as in {@link #note(Launch, SpinRepeats.Key, SpinRepeats.Site, int, boolean)}, of some value.
     */
    static String note(Launch launch, List<SpinRepeats.Key> group, SpinRepeats.Site site,
                       Map<SpinRepeats.Key, Integer> bounds, boolean aside) {
        SpinRepeats.Key first = group.get(0);
        Map<Integer, List<Long>> byBound = new TreeMap<>(Comparator.reverseOrder());
        for (SpinRepeats.Key k : group) {
            byBound.computeIfAbsent(bounds.get(k), b -> new ArrayList<>()).add(k.value());
        }
        List<String> parts = new ArrayList<>();
        byBound.forEach((bound, values) -> parts.add("up to " + bound + " for " + (values.size() == 1 ? "the value "
                : "each of the values ") + values.stream().sorted().map(String::valueOf)
                .collect(Collectors.joining(", "))));
        String who = launch.agents().get(first.agent()).name();
        if (first.writesBack()) {
            return who + ": waits writing back " + site.name() + " at " + site.source() + " are checked up to so many"
                    + " read-modify-writes in a row of one value: " + String.join("; ", parts) + ". That is one more"
                    + " than the other invocations' writes of the value in an execution"
                    + (aside ? WRITE_BACKS_ASIDE_COVERED : WRITE_BACKS_ASIDE) + ", so a"
                    + " longer wait has a read-modify-write with none of those writes between it and the one before it,"
                    + " which acquires nothing the one before did not, and leaving it out " + LOSES_NOTHING
                    + " (VK MM: Scoped Modification Order Coherence, Release Sequence, Data Race)";
        }
        return who + ": waits reading " + site.name() + " at " + site.source()
                + " are checked up to so many reads in a row of one value: " + String.join("; ", parts)
                + ". An execution has at most that many writes of the value" + (aside ? OWN_LATER : "")
                + " (the initial value counting as one), so a"
                + " longer wait reads one of them a second time, and leaving that read out " + LOSES_NOTHING
                + " (VK MM: Synchronizes-With, Data Race)";
    }

    /** The note for the waits of longer iterations at one set of read sites: per values read, the bound. */
    static String note(Launch launch, List<SpinRepeats.Wait> group, Map<SpinRepeats.Key, SpinRepeats.Site> sites,
                       Map<SpinRepeats.Key, Integer> keyBounds, Map<SpinRepeats.Wait, Integer> bounds) {
        SpinRepeats.Wait first = group.get(0);
        List<String> reads = new ArrayList<>();
        for (SpinRepeats.Key k : first.keys()) {
            reads.add(sites.get(k).name() + " at " + sites.get(k).source());
        }
        List<String> parts = new ArrayList<>();
        for (SpinRepeats.Wait w : group) {
            List<String> values = new ArrayList<>();
            for (SpinRepeats.Key k : w.keys()) {
                int b = keyBounds.get(k);
                boolean initial = launch.initialValue(k.location()) == k.value();
                int writes = b - (initial ? 1 : 0);
                values.add(sites.get(k).name() + " = " + k.location().valueText(k.value()) + " ("
                        + (writes == 0 ? "the initial value only"
                        : writes + " write" + (writes == 1 ? "" : "s") + (initial ? " and the initial value" : ""))
                        + ")");
            }
            parts.add("up to " + SpinRepeats.bound(w, keyBounds, bounds) + " for " + String.join(", ", values));
        }
        return launch.agents().get(first.keys().get(0).agent()).name() + ": waits whose every iteration reads "
                + String.join(", ", reads) + " (" + first.period() + " reads, no write) are checked up to so many"
                + " iterations in a row of the same values: " + String.join("; ", parts) + ". Each read can take at"
                + " most that many writes of its value in an execution, so a longer wait has an iteration each of whose"
                + " reads takes a write it took in an earlier iteration, and leaving that iteration out changes no"
                + " outcome, race or fault of an execution that ends (VK MM: Synchronizes-With, Data Race)";
    }
}
