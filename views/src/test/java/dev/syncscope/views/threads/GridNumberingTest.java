package dev.syncscope.views.threads;

import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Launch;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.i18n.SubgroupNames;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The grid's subgroup numbering (each row named by its subgroup's index within its workgroup, {@code gl_SubgroupID},
 * {@link SubgroupNames#index}) is worked out once per launch, with its grid, and not at each relayout (a
 * million-invocation launch's numbering took tens of milliseconds of the FX thread at every layout); and a new launch
 * is numbered anew: its rows and tooltips never carry the previous launch's numbers.
 */
class GridNumberingTest {

    private static final GridLayout.Metrics METRICS = new GridLayout.Metrics(34, 24, 17, 30, 80, 30);

    /** Workgroup 0 holds subgroup instances 0 and 1, workgroup 1 holds 2 and 3; {@code size} invocations each. */
    private static Launch before(int size) {
        return launch(size, new int[] {0, 0, 1, 1});
    }

    /**
     * The next launch: workgroup 0 holds subgroup instance 0 alone, workgroup 1 holds 1 and 2. Instance 1 is index 1
     * (of workgroup 0) in {@link #before}, index 0 (of workgroup 1) here; instance 2 is index 0 there, 1 here.
     */
    private static Launch after(int size) {
        return launch(size, new int[] {0, 1, 1});
    }

    /** Subgroup instance {@code s} of {@code size} invocations in workgroup {@code workgroupOf[s]}, in launch order. */
    private static Launch launch(int size, int[] workgroupOf) {
        List<Agent> agents = new ArrayList<>();
        for (int s = 0; s < workgroupOf.length; s++) {
            for (int i = 0; i < size; i++) {
                int id = agents.size();
                agents.add(new Agent(id, "T" + id, s, workgroupOf[s], 0));
            }
        }
        return new Launch(agents, List.of(), Map.of(), List.of(), false);
    }

    /** Each box's rows as "wg W: instance=index, …". */
    private static List<String> rows(GridLayout g) {
        return g.boxes().stream().map(b -> "wg " + b.workgroup() + ": " + String.join(", ", b.rowNames().stream()
                .map(r -> r.subgroup() + "=" + r.index()).toList())).toList();
    }

    /**
     * Relayouts at many heights (named cells, smaller cells, bars) and the heights the presentation layout asks for all
     * read the one numbering the grid was made with: the same instance each time (the old grid numbered its launch anew
     * at each call, a new instance each relayout).
     */
    @Test
    void aLaunchIsNumberedOnceForAllItsRelayouts() {
        List<GridLayout.Mode> named = new ArrayList<>();
        for (int size : new int[] {2, 512}) {
            DispatchGridModel grid = DispatchGridModel.of(before(size));
            SubgroupNames numbering = grid.subgroupNames();
            for (double height = 40; height <= 1200; height += 10) {
                GridLayout g = GridLayout.of(grid, 600, height, METRICS);
                if (g.boxes().stream().anyMatch(b -> !b.rowNames().isEmpty()) && !named.contains(g.mode())) {
                    named.add(g.mode());
                }
                GridLayout.naturalHeight(grid, 600, METRICS);
                GridLayout.labelledHeight(grid, 600, METRICS);
                assertSame(numbering, grid.subgroupNames(), size + " a subgroup, relayout at " + height + " px");
            }
        }
        assertTrue(named.containsAll(List.of(GridLayout.Mode.BARS, GridLayout.Mode.CELLS)),
                "rows were named (the numbering read) as cells and as bars: " + named);
    }

    /** A new launch's rows, as cells and as bars, are named by its own numbering, not by the launch shown before. */
    @ParameterizedTest(name = "{2}")
    @CsvSource({"2, 400, CELLS", "512, 150, BARS"})
    void aNewLaunchsRowsAreNumberedAnew(int size, double height, GridLayout.Mode mode) {
        GridLayout first = GridLayout.of(DispatchGridModel.of(before(size)), 600, height, METRICS);
        GridLayout next = GridLayout.of(DispatchGridModel.of(after(size)), 600, height, METRICS);
        GridLayout again = GridLayout.of(DispatchGridModel.of(before(size)), 600, height, METRICS);
        assertEquals(List.of(mode, mode, mode), List.of(first.mode(), next.mode(), again.mode()));
        assertEquals(List.of("wg 0: 0=0, 1=1", "wg 1: 2=0, 3=1"), rows(first));
        assertEquals(List.of("wg 0: 0=0", "wg 1: 1=0, 2=1"), rows(next));
        assertEquals(rows(first), rows(again), "and the first launch's numbering when it comes back");
    }

    /** The cells' tooltips (and barrier lines) name subgroups by the grid shown now, in English and Japanese. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            en | T2 — subgroup 1 of workgroup 0 (wg0·sg1), queue family 0 | T2 — subgroup 0 of workgroup 1 (wg1·sg0), queue family 0 | T4 — subgroup 1 of workgroup 1 (wg1·sg1), queue family 0
            ja | T2 — ワークグループ 0 のサブグループ 1 (WG0·SG1)、キューファミリー 0 | T2 — ワークグループ 1 のサブグループ 0 (WG1·SG0)、キューファミリー 0 | T4 — ワークグループ 1 のサブグループ 1 (WG1·SG1)、キューファミリー 0
            """)
    void aNewLaunchsTooltipsNameItsSubgroupsByItsNumbering(String language, String t2Before, String t2After,
                                                           String t4After) {
        SimpleObjectProperty<DispatchGridModel> grid = new SimpleObjectProperty<>(DispatchGridModel.of(before(2)));
        DispatchGridViewModel model = new DispatchGridViewModel(grid, new SimpleObjectProperty<>(),
                new SimpleIntegerProperty(), Messages.forLocale(Locale.forLanguageTag(language)));
        assertEquals(t2Before, model.tipText(2));
        grid.set(DispatchGridModel.of(after(2)));
        assertEquals(t2After, model.tipText(2));
        assertEquals(t4After, model.tipText(4));
        assertTrue(model.tipText(6).isEmpty(), "no invocation 6 in the new launch");
    }
}
