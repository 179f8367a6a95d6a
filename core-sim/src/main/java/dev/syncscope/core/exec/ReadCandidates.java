package dev.syncscope.core.exec;

import dev.syncscope.core.memory.AvailabilityFact;
import dev.syncscope.core.memory.DomainInstance;
import dev.syncscope.core.memory.LocationState;
import dev.syncscope.core.memory.ReadRecord;
import dev.syncscope.core.memory.WriteRecord;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One version of a location's history arranged for {@link PreviewReads}: its retired writes grouped by
 * the only ways a retired write X can be location-ordered before a plain read Y, newest first, and
 * its reads by the write they read, newest write first. {@link Ordering#visible} with location order
 * (VK MM: Location-Ordered; VK MM: Availability and Visibility) passes X only
 * <ul>
 *   <li>when X is the write part of a read-modify-write (its read part orders it),</li>
 *   <li>when Y's invocation wrote X through Y's reference (program order, same reference),</li>
 *   <li>when X has an availability fact in the device or the host domain (an API-side visibility
 *       operation may have reached Y);</li>
 *   <li>when X is non-private, Y non-private and through X's reference, and X or a newer own write on
 *       its chain ({@code Ordering.newerOwnWrite}) has a fact in a shader domain instance that contains
 *       Y's invocation.</li>
 * </ul>
 * (A device or host fact of a newer write on X's chain needs no group of X's: that write passes by it
 * too, and is newer. A shader fact does, for a private newer write: only X's being non-private opens the path.)
 * So a read asks only the writes of {@link #always}, its own newest ({@link #own}) and the groups of
 * its domains ({@link #domains}), not every retired write, and gets the same answer. Immutable
 * (built from one immutable {@link LocationState}).
 */
final class ReadCandidates {

    /** The non-private retired writes, through one reference, whose chain has a fact in one shader domain instance. */
    record DomainGroup(DomainInstance domain, String reference, WriteRecord[] writes) { }

    /** An executed read and the write it read. */
    record ReadOf(ReadRecord read, WriteRecord write) { }

    private record OwnKey(int agent, String reference) { }

    private static final DomainInstance[] NONE = new DomainInstance[0];
    private static final Comparator<WriteRecord> NEWEST_FIRST = Comparator.comparingInt(WriteRecord::id).reversed();

    /** The location state this was built from. */
    final LocationState state;
    /** Retired read-modify-writes and retired writes available in the device or host domain, newest first. */
    final WriteRecord[] always;
    /** The groups of non-private retired writes by (shader domain instance, reference), each newest first. */
    final DomainGroup[] domains;
    /** Reads of real (not initial) writes, by the write's id, newest first. */
    final ReadOf[] reads;
    private final Map<OwnKey, WriteRecord> own;

    private ReadCandidates(LocationState state, WriteRecord[] always, DomainGroup[] domains, ReadOf[] reads,
                           Map<OwnKey, WriteRecord> own) {
        this.state = state;
        this.always = always;
        this.domains = domains;
        this.reads = reads;
        this.own = own;
    }

    /** The newest retired write of {@code agent} through {@code reference}, or null. */
    WriteRecord own(int agent, String reference) {
        return own.get(new OwnKey(agent, reference));
    }

    static ReadCandidates of(LocationState ls) {
        WriteRecord[] all = new WriteRecord[ls.live().size() + ls.retired().size()];
        int n = 0;
        boolean sorted = true;
        for (WriteRecord w : ls.live()) {
            sorted &= n == 0 || all[n - 1].id() > w.id();
            all[n++] = w;
        }
        for (WriteRecord w : ls.retired()) {
            sorted &= n == 0 || all[n - 1].id() > w.id();
            all[n++] = w;
        }
        if (!sorted) {
            Arrays.sort(all, NEWEST_FIRST);
        }
        // per write (index in all), the chain's summary; a chain runs to newer writes, computed first
        DomainInstance[][] shader = new DomainInstance[n][];
        List<WriteRecord> always = new ArrayList<>();
        Map<OwnKey, WriteRecord> own = new HashMap<>();
        Map<DomainInstance, Map<String, List<WriteRecord>>> groups = new LinkedHashMap<>();
        WriteRecord lastOwn = null;
        DomainInstance[] lastDomains = null;
        String lastReference = null;
        List<List<WriteRecord>> lastGroups = List.of();
        for (int i = 0; i < n; i++) {
            WriteRecord w = all[i];
            int next = !w.retired() ? -1 : i > 0 && all[i - 1].id() == w.retiredBy() ? i - 1 : find(all, w.retiredBy());
            // VK MM: Location-Ordered, "X ->rcpo AVC": a newer own write through the same reference continues the chain
            boolean chained = next >= 0 && all[next].agent() == w.agent()
                    && all[next].reference().name().equals(w.reference().name());
            shader[i] = chained ? shader[next] : NONE;
            boolean api = false;
            List<AvailabilityFact> facts = w.facts();
            for (int k = 0; k < facts.size(); k++) {
                AvailabilityFact f = facts.get(k);
                if (f.domain().kind().isShaderDomain()) {
                    shader[i] = with(shader[i], f.domain());
                } else {
                    api = true;
                }
            }
            if (!w.retired()) {
                continue;
            }
            if (w.rmw() || api) {
                always.add(w);
            }
            // the newest of each (agent, reference); consecutive writes are mostly one invocation's
            if (lastOwn == null || lastOwn.agent() != w.agent()
                    || !lastOwn.reference().name().equals(w.reference().name())) {
                own.putIfAbsent(new OwnKey(w.agent(), w.reference().name()), w);
                lastOwn = w;
            }
            if (w.nonPrivate() && shader[i].length > 0) {
                // a chain's writes share one set of domains: their groups are looked up once
                if (shader[i] != lastDomains || !w.reference().name().equals(lastReference)) {
                    lastDomains = shader[i];
                    lastReference = w.reference().name();
                    lastGroups = new ArrayList<>(lastDomains.length);
                    for (DomainInstance d : lastDomains) {
                        lastGroups.add(groups.computeIfAbsent(d, k -> new LinkedHashMap<>())
                                .computeIfAbsent(lastReference, k -> new ArrayList<>()));
                    }
                }
                for (List<WriteRecord> g : lastGroups) {
                    g.add(w);
                }
            }
        }
        List<DomainGroup> domainGroups = new ArrayList<>();
        for (Map.Entry<DomainInstance, Map<String, List<WriteRecord>>> d : groups.entrySet()) {
            for (Map.Entry<String, List<WriteRecord>> r : d.getValue().entrySet()) {
                domainGroups.add(new DomainGroup(d.getKey(), r.getKey(), r.getValue().toArray(new WriteRecord[0])));
            }
        }
        return new ReadCandidates(ls, always.toArray(new WriteRecord[0]), domainGroups.toArray(new DomainGroup[0]),
                readsOf(ls, all), own);
    }

    private static ReadOf[] readsOf(LocationState ls, WriteRecord[] all) {
        List<ReadOf> out = new ArrayList<>();
        for (ReadRecord r : ls.reads()) {
            int i = r.readFrom() >= 0 ? find(all, r.readFrom()) : -1;
            if (i >= 0 && !all[i].initial()) {
                out.add(new ReadOf(r, all[i]));
            }
        }
        ReadOf[] reads = out.toArray(new ReadOf[0]);
        Arrays.sort(reads, Comparator.comparing(ReadOf::write, NEWEST_FIRST));
        return reads;
    }

    /** The index of the write with {@code id} in {@code all} (ids descending), or -1. */
    private static int find(WriteRecord[] all, int id) {
        int lo = 0;
        int hi = all.length - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            int at = all[mid].id();
            if (at == id) {
                return mid;
            }
            if (at > id) {
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        return -1;
    }

    private static DomainInstance[] with(DomainInstance[] set, DomainInstance d) {
        for (DomainInstance x : set) {
            if (x.equals(d)) {
                return set;
            }
        }
        DomainInstance[] out = Arrays.copyOf(set, set.length + 1);
        out[set.length] = d;
        return out;
    }
}
