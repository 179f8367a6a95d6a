package dev.syncscope.core.exec;

import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.Reference;
import dev.syncscope.core.model.RmwOp;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.Semantics;
import dev.syncscope.core.model.SourceSpan;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.Set;

import static dev.syncscope.core.exec.Mini.SC0;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * VK MM: Memory Semantics, the availability/visibility flags: "MakeAvailable: Semantics must be Release
 * or AcquireRelease" and "MakeVisible: Semantics must be Acquire or AcquireRelease". Every instruction
 * with semantics (atomics, memory and control barriers) breaking either is bad input, rejected before it
 * changes anything with an InputError naming the invocation; the legal combinations run.
 */
class SemanticsValidationTest {

    private static final SourceSpan AT = new SourceSpan("t.test", 1, 1);
    private static final Reference X = new Reference("x", "x", SC0, 1);

    private static Action action(String kind, Semantics sem) {
        Access atomic = new Access(true, Scope.DEVICE, sem, false, false, false);
        return switch (kind) {
            case "store" -> new Action.Store(X, 0, 1, atomic, AT);
            case "load" -> new Action.Load(X, 0, atomic, AT);
            case "rmw" -> new Action.ReadModifyWrite(X, 0, RmwOp.ADD, 1, null, atomic, AT);
            case "membar" -> new Action.MemoryBarrier(Scope.DEVICE, sem, AT);
            case "cbar" -> new Action.ControlBarrier(Scope.WORKGROUP, Scope.WORKGROUP, sem, 1, AT);
            default -> throw new IllegalArgumentException(kind);
        };
    }

    @ParameterizedTest(name = "{0} acq={1} rel={2} av={3} vis={4}: {5}")
    @CsvSource(delimiter = '|', textBlock = """
            store  | false | false | true  | false | MakeAvailable without release semantics
            store  | false | true  | true  | false |
            rmw    | true  | false | true  | true  | MakeAvailable without release semantics
            rmw    | false | true  | true  | true  | MakeVisible without acquire semantics
            rmw    | true  | true  | true  | true  |
            load   | false | false | false | true  | MakeVisible without acquire semantics
            load   | true  | false | false | true  |
            membar | true  | false | true  | false | MakeAvailable without release semantics
            membar | false | true  | false | true  | MakeVisible without acquire semantics
            membar | true  | true  | true  | true  |
            cbar   | true  | false | true  | true  | MakeAvailable without release semantics
            cbar   | false | true  | true  | true  | MakeVisible without acquire semantics
            cbar   | true  | true  | true  | true  |
            """)
    void availabilityAndVisibilityFlagsNeedTheirReleaseOrAcquire(String kind, boolean acquire, boolean release,
                                                                  boolean makeAvailable, boolean makeVisible,
                                                                  String error) {
        Semantics sem = new Semantics(acquire, release, Set.of(SC0), makeAvailable, makeVisible);
        Engine e = new Mini().ref("x", "x", SC0).thread(0, 0, 0).act(action(kind, sem)).engine();
        if (error == null) {
            Mini.runInOrder(e, 0);
            assertEquals(AgentStatus.DONE, e.agent(0).status());
            return;
        }
        InputError err = assertThrows(InputError.class, () -> e.step(Decision.of(0)));
        assertTrue(err.getMessage().startsWith(error), err.getMessage());
        assertTrue(err.getMessage().contains("(T0: "), "names the invocation: " + err.getMessage());
        assertEquals(AT, err.span());
        assertEquals(0, e.position(), "nothing changed");
    }
}
