package dev.syncscope.core.exec;

import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Launch;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.SourceSpan;

import java.util.ArrayList;
import java.util.List;

/** Test programs with host agents: a {@link Mini} program whose chosen agents are host threads. Stateless. */
final class HostPrograms {

    /** Scope-instance ids of host agents start here, above any a test gives its device agents. */
    private static final int HOST_INSTANCES = 1000;

    private HostPrograms() {
    }

    /** The program of {@code m} with the agents {@code hosts} made host agents (each in instances of its own). */
    static Program program(Mini m, int... hosts) {
        Program p = m.program();
        Launch l = p.launch();
        List<Agent> agents = new ArrayList<>();
        for (Agent a : l.agents()) {
            boolean host = false;
            for (int h : hosts) {
                host |= h == a.id();
            }
            int own = HOST_INSTANCES + a.id();
            agents.add(host ? new Agent(a.id(), "H" + a.id(), own, own, own, true) : a);
        }
        return new Program(p.name(), new Launch(agents, l.references(), l.initialValues(), l.systemSynchronizesWith(),
                l.availabilityVisibilityChains()), p.initial());
    }

    static Engine engine(Mini m, int... hosts) {
        return new Engine(program(m, hosts), EngineOptions.DEFAULTS);
    }

    static Action flush() {
        return new Action.HostAvailability(new SourceSpan("h.test", 90, 1));
    }

    static Action invalidate() {
        return new Action.HostVisibility(new SourceSpan("h.test", 91, 1));
    }

    static Action dom(Action.MemoryDomainOperation.Direction d) {
        return new Action.MemoryDomainOperation(d, new SourceSpan("h.test", 92, 1));
    }
}
