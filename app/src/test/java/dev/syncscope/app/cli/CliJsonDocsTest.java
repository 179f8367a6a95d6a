package dev.syncscope.app.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** docs/cli-json.md names every field {@code check --json} and {@code suite --json} print, and no other. */
class CliJsonDocsTest extends CliHarness {

    private static final Path DOC = Path.of("../docs/cli-json.md");

    /** The fields of the table under {@code heading}: the first column's backquoted names. */
    private static Set<String> documented(String heading, boolean withOptional) throws IOException {
        String doc = Files.readString(DOC);
        String section = doc.substring(doc.indexOf(heading));
        section = section.substring(0, section.indexOf("\n## ", 1) < 0 ? section.length() : section.indexOf("\n## ", 1));
        Set<String> out = new LinkedHashSet<>();
        Matcher m = Pattern.compile("(?m)^\\| `([a-zA-Z]+)` \\|[^|]*\\|").matcher(section);
        while (m.find()) {
            if (withOptional || !m.group().contains("*optional*")) {
                out.add(m.group(1));
            }
        }
        return out;
    }

    private static Set<String> keys(JsonNode node) {
        Set<String> out = new LinkedHashSet<>();
        node.fieldNames().forEachRemaining(out::add);
        return out;
    }

    @Test
    void checkPrintsTheDocumentedFields() throws IOException {
        run("check", "--json", "../core-sim/src/test/resources/litmus/khronos/mp.test");
        JsonNode report = new ObjectMapper().readTree(out.toString());
        assertEquals(documented("## `check --json`: a report", false), keys(report));
        List<String> undocumented = new ArrayList<>(keys(report));
        undocumented.removeAll(documented("## `check --json`: a report", true));
        assertEquals(List.of(), undocumented);
    }

    @Test
    void suitePrintsTheDocumentedFields() throws IOException {
        run("suite", "--json", "../core-sim/src/test/resources/litmus/khronos");
        assertEquals(documented("## `suite --json`", true), keys(new ObjectMapper().readTree(out.toString())));
    }
}
