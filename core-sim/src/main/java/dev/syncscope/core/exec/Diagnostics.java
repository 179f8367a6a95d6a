package dev.syncscope.core.exec;

import dev.syncscope.core.memory.DomainInstance;
import dev.syncscope.core.memory.DomainKind;
import dev.syncscope.core.memory.LocationState;
import dev.syncscope.core.memory.WriteRecord;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.SubgroupNumbering;
import dev.syncscope.core.model.ThreadState;
import dev.syncscope.core.model.UndefinedValue;

import java.util.List;

/**
 * Adds diagnostics to the globals within a step (and to the initial globals). Stateless.
 */
final class Diagnostics {

    /** How many invocations {@link #names} names; the rest it counts. */
    private static final int NAMED = 8;

    private Diagnostics() {
    }

    static void add(Tx tx, Engine e, Diagnostic.Kind kind, String message, List<Integer> agents, SourceSpan src) {
        Globals g = tx.globals();
        tx.put(g.withDiagnostic(new Diagnostic(kind, message, agents, src, e.position())));
    }

    /** As {@link #add(Tx, Engine, Diagnostic.Kind, String, List, SourceSpan)}, with the message's key and arguments. */
    static void add(Tx tx, Engine e, Diagnostic.Kind kind, String message, List<Integer> agents, SourceSpan src,
                    String key, Object... args) {
        Globals g = tx.globals();
        tx.put(g.withDiagnostic(new Diagnostic(kind, message, agents, src, e.position(), key, List.of(args))));
    }

    /** As {@link #add(Tx, Engine, Diagnostic.Kind, String, List, SourceSpan, String, Object...)} naming a second site. */
    static void add(Tx tx, Engine e, Diagnostic.Kind kind, String message, List<Integer> agents, SourceSpan src,
                    SourceSpan also, String key, Object... args) {
        Globals g = tx.globals();
        tx.put(g.withDiagnostic(new Diagnostic(kind, message, agents, src, e.position(), key, List.of(args), also)));
    }

    /**
     * The BOUND_EXCEEDED diagnostic of {@code agent}, stopped by the engine after {@code actions} actions
     * ({@link EngineOptions#maxActions()}) at {@code at}, the place of its last action; key
     * {@code diagnostic.actionBound}: the name, the actions taken.
     */
    static void actionBound(Tx tx, Engine e, Agent agent, int actions, SourceSpan at) {
        String message = String.format(java.util.Locale.ROOT, "%s: took %,d actions and has not finished (an endless "
                + "loop? the bound of actions per invocation)",
                agent.name(), actions);
        add(tx, e, Diagnostic.Kind.BOUND_EXCEEDED, message, List.of(agent.id()), at, "diagnostic.actionBound",
                agent.name(), actions);
    }

    /**
     * Instance {@code instance} of {@code scope} as the barrier diagnostics name it: its number, a subgroup's within
     * its workgroup as {@code gl_SubgroupID} counts ({@link SubgroupNumbering}; the engine's id counts across the
     * launch, and "SUBGROUP 3" named no subgroup of the program, audit 52 L1), the number of a subgroup's workgroup
     * ("" for another scope), and the two in English: {@code subgroup 1 of workgroup 1}, {@code workgroup 0}. The
     * subgroup is numbered among its workgroup's invocations alone, at most a workgroup's size of them.
     */
    static String[] scopeInstance(Engine e, Scope scope, int instance) {
        SubgroupNumbering n = scope == Scope.SUBGROUP ? subgroupsOfWorkgroup(e, instance) : null;
        if (n == null) {
            return new String[] {String.valueOf(instance), "", words(scope) + " " + instance};
        }
        String index = String.valueOf(n.index(instance));
        String wg = String.valueOf(n.workgroup(instance));
        return new String[] {index, wg, words(scope) + " " + index + " of " + words(Scope.WORKGROUP) + " " + wg};
    }

    /** {@code scope} as English names its instances: {@code workgroup}, {@code queue family} (not WORKGROUP). */
    private static String words(Scope scope) {
        return scope.name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
    }

    /**
     * Memory domain instance {@code d} in the engine's English words: a subgroup's by its workgroup and its index in
     * it, {@code wg1·sg0}, as the window's Memory tab names it ({@link SubgroupNumbering#compact}); another's
     * {@link DomainInstance#words}: {@code wg 1}, {@code qf 0}, {@code shader}.
     */
    static String domain(Engine e, DomainInstance d) {
        SubgroupNumbering n = d.kind() == DomainKind.SUBGROUP ? subgroupsOfWorkgroup(e, d.id()) : null;
        return n == null ? d.words() : n.compact(d.id());
    }

    /** {@code domains} in words ({@link #domain}), joined as English lists them: {@code wg1·sg0 and wg 1}. */
    static String domains(Engine e, List<DomainInstance> domains) {
        return DomainInstance.englishList(domains.stream().map(d -> domain(e, d)).toList());
    }

    /**
     * The numbering of the subgroups of the workgroup that holds subgroup instance {@code subgroup}, from that
     * workgroup's invocations alone (at most a workgroup's size of them); null when no invocation is in the subgroup.
     */
    private static SubgroupNumbering subgroupsOfWorkgroup(Engine e, int subgroup) {
        int[] members = e.members(Scope.SUBGROUP, subgroup);
        if (members.length == 0) {
            return null;
        }
        List<Agent> workgroup = new java.util.ArrayList<>();
        for (int m : e.members(Scope.WORKGROUP, e.agentInfo[members[0]].workgroup())) {
            workgroup.add(e.agentInfo[m]);
        }
        return SubgroupNumbering.ofAgents(workgroup);
    }

    /** Whether a diagnostic of {@code kind} involving exactly {@code agents} was already reported. */
    static boolean reported(Tx tx, Diagnostic.Kind kind, List<Integer> agents) {
        for (Diagnostic d : tx.globals().diagnostics()) {
            if (d.kind() == kind && d.agents().equals(agents)) {
                return true;
            }
        }
        return false;
    }

    /**
     * One STALE_READ diagnostic per stale read (VK MM: Availability and Visibility): the read
     * returned {@code from} although {@code unseen} (oldest first) are newer and not visible to it.
     * Writes are named as the explanation names them, location = value, writer and place (the engine's write ids
     * mean nothing to the user). Key {@code diagnostic.staleRead}: the reader, the location, the value read, 1 when
     * it is the initial value and 2 when that value is undefined (Workgroup memory: SPIR-V gives Workgroup variables
     * no initializer, so no write at all was visible to the reader; else 0), the name of the invocation that wrote
     * the value read and that write's source (both "" for the initial value), the newest unseen write's value, 1
     * when the host wrote it (else 0), its writer's name ("" for the host), its source, how many more newer writes
     * it hides (an integer, and as text).
     */
    static void staleRead(Tx tx, Engine e, int reader, LocationState ls, WriteRecord from, List<Integer> unseen,
                          SourceSpan src) {
        WriteRecord newest = ls.write(unseen.get(unseen.size() - 1));
        String who = e.agentInfo[reader].name();
        String fromWriter = from.agent() < 0 ? "" : e.agentInfo[from.agent()].name();
        String fromSource = from.initial() ? "" : String.valueOf(from.source());
        // the values as the location's type shows them (1.5 for a float, not its bits)
        String fromValue = ls.location().valueText(from.value());
        String newestValue = ls.location().valueText(newest.value());
        String seen = from.undefined() ? "an undefined value (no write was visible to it; SyncScope shows "
                + fromValue + ")" : from.initial() ? "the initial value " + fromValue
                : fromValue + " (written by " + fromWriter + " at " + fromSource + ")";
        String writer = newest.agent() < 0 ? "the host" : e.agentInfo[newest.agent()].name();
        int others = unseen.size() - 1;
        String more = others > 0 ? " (and " + others + " more newer writes)" : "";
        Diagnostics.add(tx, e, Diagnostic.Kind.STALE_READ, who + " reads " + ls.location() + " = " + seen
                + ", not the newer write " + ls.location() + " = " + newestValue + " by " + writer + " at "
                + newest.source() + more + ", which is not visible to it", List.of(reader), src,
                "diagnostic.staleRead", who, String.valueOf(ls.location()), fromValue,
                from.undefined() ? 2 : from.initial() ? 1 : 0, fromWriter, fromSource, newestValue,
                newest.agent() < 0 ? 1 : 0, newest.agent() < 0 ? "" : e.agentInfo[newest.agent()].name(),
                String.valueOf(newest.source()), others, String.valueOf(others));
    }

    /**
     * The FAULT or BOUND_EXCEEDED diagnostic of {@code agent}, stopped in program state {@code t}: its name and the
     * state's English. A bound of the program's own ({@link dev.syncscope.core.model.CutKind#stateKey()}) carries that
     * key and the state's {@link ThreadState#cutArgs()}, as the checker's cut path does. A fault whose reason is data ({@link ThreadState#faultReason()}) carries key
     * {@code diagnostic.fault} so that the window can word the reason in its language: the agent's name, the English
     * before the reason (its position), the reason's key, the English after it, then the reason's arguments.
     */
    static Diagnostic stopped(Agent agent, ThreadState t, AgentStatus status, SourceSpan at, long step) {
        boolean fault = status == AgentStatus.FAULT;
        String why = t.diagnostic();
        String message = agent.name() + ": " + (why.isEmpty() ? status.toString() : why);
        Diagnostic.Kind kind = fault ? Diagnostic.Kind.FAULT : Diagnostic.Kind.BOUND_EXCEEDED;
        if (!fault && t.cutKind() != null && t.cutKind().stateKey() != null && !t.cutArgs().isEmpty()
                && !why.isEmpty()) {
            // the bound's sentence, as the checker's cut path words it: the name, then the state's arguments
            List<Object> args = new java.util.ArrayList<>();
            args.add(agent.name());
            args.addAll(t.cutArgs());
            return new Diagnostic(kind, message, List.of(agent.id()), at, step, t.cutKind().stateKey(), args);
        }
        dev.syncscope.core.model.FaultReason reason = fault ? t.faultReason() : null;
        int from = reason == null ? -1 : why.indexOf(reason.english());
        if (from < 0) {
            return new Diagnostic(kind, message, List.of(agent.id()), at, step);
        }
        List<Object> args = new java.util.ArrayList<>(List.of(agent.name(), why.substring(0, from), reason.key(),
                why.substring(from + reason.english().length())));
        args.addAll(reason.args());
        return new Diagnostic(kind, message, List.of(agent.id()), at, step, "diagnostic.fault", args);
    }

    /**
     * Globals with a diagnostic for each invocation that faulted or ran past its bound before its first action, and
     * for each whose control flow an undefined value it made decided before it ({@link MadeUndefined}).
     */
    static Globals stoppedBeforeFirstAction(Program p, Agent[] agentInfo) {
        Globals g = Globals.initial();
        for (int i = 0; i < agentInfo.length; i++) {
            ThreadState t = p.initial().get(i);
            if (t.undefinedUse() != null && t.undefinedUse().origin() instanceof UndefinedValue v) {
                Diagnostic d = MadeUndefined.of(g.undefinedReports().made(MadeUndefined.value(agentInfo[i], v,
                        t.undefinedUse(), t.undefinedUse().at())), agentInfo[i], v, t.undefinedUse(), "",
                        t.undefinedUse().at(), 0);
                g = d == null ? g : g.withDiagnostic(d);
            }
            ThreadState.Status st = t.status();
            if (st == ThreadState.Status.BOUND_EXCEEDED || st == ThreadState.Status.FAULT) {
                g = g.withDiagnostic(stopped(agentInfo[i], t, st == ThreadState.Status.FAULT ? AgentStatus.FAULT
                        : AgentStatus.BOUND_EXCEEDED, t.stoppedAt(), 0));
            }
        }
        return g;
    }

    /** The names of the first eight of {@code ids} ("and n more" for the rest). */
    static String names(Engine e, List<Integer> ids) {
        return names(e.agentInfo, ids);
    }

    /** As {@link #names(Engine, List)}, by the agents {@code info}. */
    static String names(Agent[] info, List<Integer> ids) {
        String first = firstNames(info, ids);
        return ids.size() > NAMED ? first + " and " + (ids.size() - NAMED) + " more" : first;
    }

    /** The names of the first eight of {@code ids}, separated by ", ". */
    static String firstNames(Engine e, List<Integer> ids) {
        return firstNames(e.agentInfo, ids);
    }

    private static String firstNames(Agent[] info, List<Integer> ids) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < ids.size() && i < NAMED; i++) {
            b.append(i == 0 ? "" : ", ").append(info[ids.get(i)].name());
        }
        return b.toString();
    }

    /**
     * The three arguments of a key for {@link #names}: the first eight names ({@link #firstNames}), how many
     * more there are (an integer, 0 for none) and that count as text ("and {2} more" in English).
     */
    static Object[] namesArgs(Engine e, List<Integer> ids) {
        return namesArgs(e.agentInfo, ids);
    }

    /** As {@link #namesArgs(Engine, List)}, by the agents {@code info}. */
    static Object[] namesArgs(Agent[] info, List<Integer> ids) {
        int more = Math.max(0, ids.size() - NAMED);
        return new Object[] {firstNames(info, ids), more, String.valueOf(more)};
    }
}
