package dev.syncscope.app.workspace;

import dev.syncscope.core.api.LaunchOptions;
import dev.syncscope.core.exec.Decision;

import java.util.List;

/**
 * A saved debugging session: which kernel was open (its file and, when they differ from that file,
 * the text the session ran and the editor's unsaved text), how it was launched, where the
 * breakpoints were and the whole recorded history with the position in it. Immutable.
 *
 * <p>In memory {@link #kernelPath} is absolute; {@link WorkspaceFiles} stores it relative to the
 * workspace file when it can.
 *
 * @param formatVersion  file format version ({@link #CURRENT_FORMAT})
 * @param kernelFile     the kernel's file name (for the file type and messages)
 * @param kernelPath     the kernel file, or {@code null} for a kernel that was never saved (a shipped sample)
 * @param kernelText     the text the session was built from, or {@code null} when it is the file's text
 * @param editedText     the editor's text when it differs from the session's (unsaved, unapplied edits), else {@code null}
 * @param launch         launch settings
 * @param breakpoints    source lines with breakpoints (1-based)
 * @param history        the recorded steps and the position in them
 */
public record Workspace(int formatVersion, String kernelFile, String kernelPath, String kernelText, String editedText,
                        Launch launch, List<Integer> breakpoints, History history) {

    public static final int CURRENT_FORMAT = 1;

    public Workspace {
        launch = launch == null ? Launch.DEFAULTS : launch;
        breakpoints = breakpoints == null ? List.of() : List.copyOf(breakpoints);
        history = history == null ? History.EMPTY : history;
    }

    /** This workspace with the kernel at {@code path} (absolute, or null). */
    public Workspace withKernelPath(String path) {
        return new Workspace(formatVersion, kernelFile, path, kernelText, editedText, launch, breakpoints, history);
    }

    /**
     * Launch settings. Immutable. The limits were added after the first files were written: a file
     * without them reads as 0, which stands for the default.
     *
     * @param dispatch       workgroups to dispatch (x, y, z); empty for the kernel's own pragmas (and for litmus tests)
     * @param subgroupSize   subgroup size, 0 for the kernel's own
     * @param chains         availability/visibility chains; {@code null}: as the program says
     * @param scheduler      the scheduler of plain steps and runs
     * @param seed           the random scheduler's seed
     * @param stepLimit      most steps one run takes; 0 for {@link LaunchOptions#DEFAULTS}' limit
     * @param maxInvocations the dispatch-size limit; 0 for {@link LaunchOptions#DEFAULT_MAX_INVOCATIONS}
     * @param budget         kernels: instructions an invocation may run between two memory actions; 0 for the
     *                       kernel's own ({@code @budget} pragma or its default)
     * @param readGoals      the scheduler steers towards a {@code .test}'s asked load values
     *                       ({@link LaunchOptions#followReadGoals()}); {@code null} (older files): yes
     * @param maxActions     actions an invocation may take before it stops (an endless loop); 0 for
     *                       {@link LaunchOptions#DEFAULT_MAX_ACTIONS} (and files from before the setting)
     */
    public record Launch(List<Integer> dispatch, int subgroupSize, Boolean chains, LaunchOptions.SchedulerKind scheduler,
                         long seed, long stepLimit, int maxInvocations, int budget, Boolean readGoals,
                         int maxActions) {

        public static final Launch DEFAULTS = new Launch(List.of(), 0, null, LaunchOptions.SchedulerKind.ROUND_ROBIN, 0);

        public Launch {
            dispatch = dispatch == null ? List.of() : List.copyOf(dispatch);
            scheduler = scheduler == null ? LaunchOptions.SchedulerKind.ROUND_ROBIN : scheduler;
            stepLimit = Math.max(0, stepLimit);
            maxInvocations = Math.max(0, maxInvocations);
            budget = Math.max(0, budget);
            maxActions = Math.max(0, maxActions);
            // only "off" is written: a file says nothing about a setting at its default
            readGoals = readGoals == null || readGoals ? null : Boolean.FALSE;
        }

        /** Settings with the default limits and the kernel's own budget. */
        public Launch(List<Integer> dispatch, int subgroupSize, Boolean chains, LaunchOptions.SchedulerKind scheduler,
                      long seed) {
            this(dispatch, subgroupSize, chains, scheduler, seed, 0, 0, 0);
        }

        /** Settings whose scheduler follows read goals (as files from before the setting read). */
        public Launch(List<Integer> dispatch, int subgroupSize, Boolean chains, LaunchOptions.SchedulerKind scheduler,
                      long seed, long stepLimit, int maxInvocations, int budget) {
            this(dispatch, subgroupSize, chains, scheduler, seed, stepLimit, maxInvocations, budget, null);
        }

        /** Settings with the default bound of actions an invocation takes. */
        public Launch(List<Integer> dispatch, int subgroupSize, Boolean chains, LaunchOptions.SchedulerKind scheduler,
                      long seed, long stepLimit, int maxInvocations, int budget, Boolean readGoals) {
            this(dispatch, subgroupSize, chains, scheduler, seed, stepLimit, maxInvocations, budget, readGoals, 0);
        }

        /**
         * {@code base} with this launch's chains, scheduler, seed, read goals, step limit, dispatch-size limit and
         * bound of actions an invocation takes.
         */
        public LaunchOptions applyTo(LaunchOptions base) {
            return base.withChains(chains).withScheduler(scheduler, seed).withFollowReadGoals(readGoals == null || readGoals)
                    .withStepLimit(stepLimit > 0 ? stepLimit : LaunchOptions.DEFAULTS.stepLimit())
                    .withMaxInvocations(maxInvocations > 0 ? maxInvocations : LaunchOptions.DEFAULT_MAX_INVOCATIONS)
                    .withMaxActions(maxActions > 0 ? maxActions : LaunchOptions.DEFAULT_MAX_ACTIONS);
        }
    }

    /**
     * The recorded history: every step's decision, oldest first, and how many of them are applied
     * (less than all after stepping back or scrubbing). Immutable.
     */
    public record History(List<Step> steps, int position) {

        public static final History EMPTY = new History(List.of(), 0);

        public History {
            steps = steps == null ? List.of() : List.copyOf(steps);
        }

        /** The history of decisions {@code decisions} at {@code position}. */
        public static History of(List<Decision> decisions, int position) {
            return new History(decisions.stream().map(Step::of).toList(), position);
        }

        /**
         * {@code session}'s history: the decisions of its applied steps and of those undone after them (on its
         * thread), read without making their step records: the autosave of a run 960,000 steps long made them all
         * every 3 s, 0.4–0.5 s the stepping waited (the session-89 scale audit), and after a seek back to its start
         * the undone ones still (the session-89 review).
         */
        public static History of(dev.syncscope.core.api.DebugSession session) {
            return of(session.decisions(0, session.traceSize()), session.position());
        }

        /** The decisions to replay. */
        public List<Decision> decisions() {
            return steps.stream().map(Step::toDecision).toList();
        }
    }

    /**
     * One scheduler decision as stored: the invocation stepped, and the write its read returned when
     * the user picked one ({@code null}: the model's default). Immutable.
     */
    public record Step(int agent, Integer readFrom) {

        public static Step of(Decision d) {
            return new Step(d.agent(), d.readFrom() == Decision.DEFAULT ? null : d.readFrom());
        }

        public Decision toDecision() {
            return new Decision(agent, readFrom == null ? Decision.DEFAULT : readFrom);
        }
    }
}
