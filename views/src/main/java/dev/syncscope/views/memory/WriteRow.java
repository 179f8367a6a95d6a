package dev.syncscope.views.memory;

import dev.syncscope.core.api.WriteView;
import dev.syncscope.core.exec.AgentReference;
import dev.syncscope.core.memory.DomainKind;
import dev.syncscope.core.model.Launch;
import dev.syncscope.views.i18n.EngineText;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.i18n.SubgroupNames;

import java.util.List;
import java.util.stream.Collectors;

/**
 * One row of a location's write history, with its columns as text. Immutable.
 *
 * @param location    the location written
 * @param write       the engine's view of the write
 * @param value       its value as the location's type shows it ({@code 1.5} for a float, {@link
 *                    dev.syncscope.core.model.Location#valueText})
 * @param availableIn domain instances where it is available, innermost first ("wg0·sg0, wg 0, shader"), in the window's language
 * @param visibleTo   (invocation·reference) pairs it is visible to ("P0·x, P1·x")
 * @param newest      whether it is the newest write of the location
 * @param undefined   the initial "value" of workgroup memory nobody initialised: no value, no write,
 *                    available nowhere and visible to nobody ({@link MemoryTables#undefinedInitial})
 */
public record WriteRow(String location, WriteView write, String value, String availableIn, String visibleTo,
                       boolean newest, boolean undefined) {

    /**
     * The row of write {@code w}; {@code names} gives a subgroup by its workgroup and its index in it (wg1·sg0), as
     * gl_SubgroupID counts (its instance id runs across the launch), made once for a whole history
     * ({@link MemoryTables#history}): made per write, it walked every invocation for each write, on the FX thread.
     */
    static WriteRow of(LocationRow row, WriteView w, Launch launch, SubgroupNames names, boolean newest,
                       boolean undefined, Messages text) {
        if (undefined) {
            return new WriteRow(row.location(), w, "", "", "", newest, true);
        }
        String domains = w.availableIn().stream().map(d -> d.kind() == DomainKind.SUBGROUP ? names.domain(d, text)
                : EngineText.domain(d, text)).collect(Collectors.joining(", "));
        return new WriteRow(row.location(), w, row.valueText(w.value()), domains, visibleText(w.visibleTo(), launch),
                newest, false);
    }

    private static String visibleText(List<AgentReference> pairs, Launch launch) {
        return pairs.stream()
                .map(p -> (p.agent() >= 0 && p.agent() < launch.agents().size()
                        ? launch.agents().get(p.agent()).name() : "P" + p.agent()) + "·" + p.reference())
                .collect(Collectors.joining(", "));
    }
}
