package dev.syncscope.views.graph;

import java.util.Set;

/**
 * Where one selected write stands in the memory domains: the domain nodes where it is available
 * and the (agent, reference) leaves to which it is visible, by the node ids of
 * {@link DomainGraphModel} ({@code sg:3}, {@code shader}, {@code ref:2:x}). Immutable.
 *
 * @param writerLeaf the (agent, reference) leaf the write was made through
 * @param available  domain node ids where the write is available
 * @param visible    leaf ids to which the write is visible
 */
public record DomainHighlight(String writerLeaf, Set<String> available, Set<String> visible) {

    public static final DomainHighlight NONE = new DomainHighlight("", Set.of(), Set.of());

    public DomainHighlight {
        available = Set.copyOf(available);
        visible = Set.copyOf(visible);
    }
}
