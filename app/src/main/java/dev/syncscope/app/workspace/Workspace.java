package dev.syncscope.app.workspace;

import java.util.List;

/**
 * A saved debugging session: what was open, how it was launched, where the breakpoints were and
 * how far the user had stepped. Immutable.
 *
 * @param formatVersion  file format version ({@link #CURRENT_FORMAT})
 * @param kernelFile     the kernel's file name (for the file type and messages)
 * @param kernelText     the kernel's text, including unsaved edits
 * @param dispatch       workgroups to dispatch (x, y, z); empty to use the kernel's own pragmas
 * @param subgroupSize   subgroup size override, 0 for the kernel's own
 * @param chains         availability/visibility chains feature
 * @param breakpoints    source lines with breakpoints (1-based)
 * @param historyPosition how many steps had been taken
 */
public record Workspace(int formatVersion, String kernelFile, String kernelText, List<Integer> dispatch,
                        int subgroupSize, boolean chains, List<Integer> breakpoints, long historyPosition) {

    public static final int CURRENT_FORMAT = 1;

    public Workspace {
        dispatch = List.copyOf(dispatch);
        breakpoints = List.copyOf(breakpoints);
    }
}
