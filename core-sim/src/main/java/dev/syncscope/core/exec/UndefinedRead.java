package dev.syncscope.core.exec;

import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.SourceSpan;

/**
 * The stepper's token for a read that returned an undefined value ({@link dev.syncscope.core.model.ThreadState#advance(
 * long, Object)}): which invocation read which location where, and whether no write was visible to it (a Workgroup
 * variable no write defined: VK MM Allocation) or it read a write that stored an undefined value.
 */
record UndefinedRead(int agent, String agentName, Location location, SourceSpan source, boolean initial) {

    /** The read, as UNDEFINED_READ words it ({@code T0 reads s[1], workgroup memory with no write visible to it}). */
    String text() {
        return agentName + " reads " + location + (initial ? ", workgroup memory with no write visible to it (undefined)"
                : ", which holds an undefined value (a write stored one there)");
    }
}
