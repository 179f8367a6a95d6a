package dev.syncscope.views.memory;

import dev.syncscope.core.api.LocationView;
import dev.syncscope.core.api.Snapshot;
import dev.syncscope.core.api.WriteView;
import dev.syncscope.core.exec.ReadPreview;
import dev.syncscope.core.model.Launch;
import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.Reference;
import dev.syncscope.core.model.StorageClass;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.i18n.SubgroupNames;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns a snapshot into the memory inspector's tables: one per allocation, locations in index order,
 * what the focused invocation would read through each reference to the allocation. A pure function.
 * Immutable.
 */
public final class MemoryTables {

    private MemoryTables() {
    }

    public static List<AllocationTable> of(Launch launch, Snapshot snapshot, int focused) {
        return of(launch, snapshot, focused, null);
    }

    /**
     * {@link #of(Launch, Snapshot, int)}, the column of invocation {@code focused} taken from {@code reads} where the
     * snapshot does not say what it would read (a large launch; null: none).
     */
    public static List<AllocationTable> of(Launch launch, Snapshot snapshot, int focused, FocusedReads reads) {
        return of(launch, snapshot, focused, reads, List.of());
    }

    /**
     * {@link #of(Launch, Snapshot, int, FocusedReads)}, keeping the row of {@code before} (tables of the same launch)
     * for each location whose view is the same object and whose reads are equal: views share what a step did not
     * change, and the same rows let the view measure only the new ones ({@code ColumnWidths}).
     */
    public static List<AllocationTable> of(Launch launch, Snapshot snapshot, int focused, FocusedReads reads,
                                           List<AllocationTable> before) {
        Map<LocationView, LocationRow> kept = new IdentityHashMap<>();
        for (AllocationTable t : before) {
            for (LocationRow r : t.rows()) {
                kept.put(r.view(), r);
            }
        }
        Map<String, List<String>> refsByAllocation = new LinkedHashMap<>();
        for (Reference r : launch.references()) {
            refsByAllocation.computeIfAbsent(r.allocation(), k -> new ArrayList<>()).add(r.name());
        }
        Map<String, List<LocationRow>> rows = new LinkedHashMap<>();
        for (LocationView l : snapshot.locations()) {
            rows.computeIfAbsent(l.location().allocation(), k -> new ArrayList<>())
                    .add(row(l, launch, focused, reads, kept.get(l)));
            refsByAllocation.putIfAbsent(l.location().allocation(), List.of());
        }
        List<AllocationTable> out = new ArrayList<>();
        refsByAllocation.forEach((alloc, refs) -> {
            List<LocationRow> r = rows.getOrDefault(alloc, List.of()).stream()
                    .sorted(java.util.Comparator.comparingInt(x -> x.view().location().index())).toList();
            if (!r.isEmpty()) {
                out.add(new AllocationTable(alloc, refs, r));
            }
        });
        return out;
    }

    /**
     * The write history of {@code row}'s location, oldest first (the initial value first); {@code text} names the
     * domains each write is available in.
     */
    public static List<WriteRow> history(LocationRow row, Launch launch, Messages text) {
        List<WriteRow> out = new ArrayList<>();
        // only where a subgroup domain is named; the launch's numbering, worked out once per launch (SubgroupNames.of)
        SubgroupNames names = row.view().writes().stream().anyMatch(w -> w.availableIn().stream()
                .anyMatch(d -> d.kind() == dev.syncscope.core.memory.DomainKind.SUBGROUP)) ? SubgroupNames.of(launch)
                : null;
        for (WriteView w : row.view().writes()) {
            out.add(WriteRow.of(row, w, launch, names, w.id() == row.newest().id(),
                    undefinedInitial(launch, row.view().location(), w), text));
        }
        return out;
    }

    /**
     * Whether {@code w} is no write at all but the start of a kernel's workgroup memory nobody
     * initialised: the initial "write" (negative id) of a location reached through a kernel's
     * Workgroup-storage variable (one instance per workgroup, {@link Reference#workgroup()}) and
     * given no initial value. VK MM / SPIR-V OpVariable: a Workgroup variable has no initializer, so
     * its contents are undefined until an invocation of the workgroup writes them; the host writes
     * nothing there, so nothing is available in any domain or visible to anyone (the engine reads
     * such a location as 0 and reports the read as undefined). A litmus test's {@code sc1} variable
     * reaches every agent and starts at the test's 0, as every litmus location does.
     */
    public static boolean undefinedInitial(Launch launch, Location location, WriteView w) {
        if (w.id() >= 0 || launch.initialValues().containsKey(location)) {
            return false;
        }
        for (Reference r : launch.references()) {
            if (r.allocation().equals(location.allocation()) && r.storageClass() == StorageClass.WORKGROUP
                    && r.workgroup() != Reference.ANY_WORKGROUP) {
                return true;
            }
        }
        return false;
    }

    private static LocationRow row(LocationView l, Launch launch, int focused, FocusedReads reads, LocationRow before) {
        WriteView newest = l.writes().get(l.writes().size() - 1);
        Map<String, ReadPreview> asRead = new LinkedHashMap<>();
        for (ReadPreview p : l.asRead().isEmpty() && reads != null ? reads.at(l.location()) : l.asRead()) {
            if (p.agent() == focused) {
                asRead.put(p.reference(), p);
            }
        }
        if (before != null && before.asRead().equals(asRead)) {
            return before;
        }
        return new LocationRow(l.location().toString(), l, newest, asRead, undefinedInitial(launch, l.location(), newest));
    }
}
