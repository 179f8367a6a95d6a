package dev.syncscope.views.graph;

import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.memory.DomainInstance;
import dev.syncscope.core.memory.DomainKind;
import dev.syncscope.core.model.Launch;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.i18n.SubgroupNames;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A subgroup is numbered as the program's gl_SubgroupID counts, within its workgroup (audit 52 L1: workgroup 1 of the
 * audit's kernel showed "sg 2" and "SG 2", while {@code check --all-values} prints {@code T8:gl_SubgroupID=0}): the
 * scope graph and the domain tree name T8's subgroup "sg 0" under the node of workgroup 1, and the text that names it
 * without its workgroup beside it (the Memory tab's "Available in", the explanations) "wg1·sg0", in English and
 * Japanese.
 */
class SubgroupNamingTest {

    private static Launch launch() throws Exception {
        return KernelLoader.load("subgroup-values-16.comp", Files.readString(
                Path.of("src/test/resources/audit52/subgroup-values-16.comp"))).program().launch();
    }

    private static GraphDescription.Node node(GraphDescription g, String id) {
        return g.nodes().stream().filter(n -> n.id().equals(id)).findFirst().orElseThrow(() -> new AssertionError(id));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(textBlock = """
            en, sg 0 · T8–T11,  sg 0, sg 1 · 4 invocations,  wg1·sg0
            ja, SG 0 · T8–T11,  SG 0, SG 1 · 呼び出し 4 個,    ワークグループ 1 のサブグループ 0
            """)
    void t8sSubgroupIsSubgroup0OfWorkgroup1(String language, String scopeLeaf, String domain, String sibling,
                                            String named) throws Exception {
        Launch launch = launch();
        Messages text = Messages.forLocale(Locale.forLanguageTag(language));
        int sg = launch.agents().get(8).subgroup();
        assertEquals(2, sg, "the engine's instance id, across the launch");
        GraphDescription scopes = ScopeGraphModel.describe(launch, text);
        assertEquals(scopeLeaf, node(scopes, "sg:" + sg).label());
        assertTrue(scopes.edges().stream().anyMatch(e -> e.from().equals("wg:1") && e.to().equals("sg:" + sg)),
                "under workgroup 1");
        GraphDescription domains = DomainGraphModel.describe(launch, DomainHighlight.NONE, 8, text);
        assertEquals(domain, node(domains, "sg:" + sg).label());
        assertEquals(sibling, node(domains, "sg:3").label(), "T12's subgroup, gl_SubgroupID 1");
        assertTrue(domains.edges().stream().anyMatch(e -> e.from().equals("wg:1") && e.to().equals("sg:" + sg)));
        assertEquals(named, SubgroupNames.of(launch).domain(new DomainInstance(DomainKind.SUBGROUP, sg), text));
    }
}
