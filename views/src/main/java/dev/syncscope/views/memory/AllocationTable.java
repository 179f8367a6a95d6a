package dev.syncscope.views.memory;

import java.util.List;

/**
 * The locations of one allocation and the references that name it; two or more references mean
 * aliasing (VK MM: Reference: references to the same allocation). Immutable.
 *
 * @param allocation the allocation's name
 * @param references names of the references that reach it, in launch order
 * @param rows       its locations, in index order
 */
public record AllocationTable(String allocation, List<String> references, List<LocationRow> rows) {

    public AllocationTable {
        references = List.copyOf(references);
        rows = List.copyOf(rows);
    }

    /** Whether more than one reference names this allocation. */
    public boolean aliased() {
        return references.size() > 1;
    }
}
