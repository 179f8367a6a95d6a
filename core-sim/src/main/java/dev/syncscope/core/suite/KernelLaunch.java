package dev.syncscope.core.suite;

import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.kernel.LoadedKernel;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.spirv.DispatchConfig;

import java.util.List;
import java.util.Set;

/**
 * The launch of a kernel that {@link FileCheck} checks: as the file writes it, or with the dispatch or instruction
 * budget the options give instead, each difference named for the note that the file's {@code @expect} lines were not
 * checked. Stateless.
 */
final class KernelLaunch {

    private KernelLaunch() {
    }

    /**
     * A kernel's program for the check: the file's launch, or with {@code dispatch} or the limits' budget instead of
     * the file's; built under {@code watch}, so that the time limit covers the launch too.
     */
    static Program program(String fileName, String text, byte[] spirv, int[] dispatch, FileCheckLimits limits,
                           LaunchDeadline watch, Set<String> otherLaunch) {
        // launched once, as the options say (loading as the file says and launching again built every invocation twice)
        java.util.function.UnaryOperator<DispatchConfig> launchAs = config -> {
            if (dispatch != null && !config.dispatch().equals(List.of(dispatch[0], dispatch[1], dispatch[2]))) {
                otherLaunch.add("--dispatch " + size(dispatch[0], dispatch[1], dispatch[2]) + " (the file's: "
                        + size(config.dispatch().get(0), config.dispatch().get(1), config.dispatch().get(2)) + ")");
            }
            if (limits.budget() > 0 && limits.budget() != config.stepBudget()) {
                otherLaunch.add("--budget " + limits.budget() + " (the file's: " + config.stepBudget() + ")");
            }
            DispatchConfig c = dispatch == null ? config
                    : config.withDispatch(dispatch[0], dispatch[1], dispatch[2], DispatchConfig.DISPATCH_OPTION);
            return limits.budget() > 0 ? c.withStepBudget(limits.budget()) : c;
        };
        LoadedKernel kernel = spirv != null ? KernelLoader.load(fileName, spirv, limits.maxInvocations(), watch, launchAs)
                : KernelLoader.load(fileName, text, limits.maxInvocations(), watch, launchAs);
        return kernel.program();
    }

    /** {@code 2,1,1}: a dispatch's workgroups in x, y and z. */
    private static String size(int x, int y, int z) {
        return x + "," + y + "," + z;
    }
}
