package dev.syncscope.core.kernel;

import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.SourceSpan;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A GLSL kernel's {@code #version}, checked before shaderc sees it: compute shaders need version 420 or later, or 310
 * es (GLSL 4.30 / ES 3.10 and ARB_compute_shader). Without a {@code #version} (or with an older one) the bundled
 * glslang prints its 4,600 lines of built-in declarations to the process's standard output, which the CLI's output
 * and JSON then carry (found by the CLI audit), and names no line. Stateless.
 */
final class GlslVersion {

    private static final Pattern VERSION = Pattern.compile("^\\s*#\\s*version\\s+(\\d+)\\s*(\\w*)");

    private GlslVersion() {
    }

    static void check(String file, String source) {
        String[] lines = source.split("\n", -1);
        boolean inComment = false;
        for (int i = 0; i < lines.length; i++) {
            String line = i == 0 && lines[0].startsWith("\uFEFF") ? lines[0].substring(1) : lines[i];
            // what is left of the line outside comments decides whether the #version came first
            StringBuilder code = new StringBuilder();
            for (int k = 0; k < line.length(); k++) {
                if (inComment) {
                    if (line.startsWith("*/", k)) {
                        inComment = false;
                        k++;
                    }
                } else if (line.startsWith("/*", k)) {
                    inComment = true;
                    k++;
                } else if (line.startsWith("//", k)) {
                    break;
                } else {
                    code.append(line.charAt(k));
                }
            }
            if (code.toString().isBlank()) {
                continue;
            }
            Matcher m = VERSION.matcher(code);
            if (!m.find()) {
                throw new InputError(new SourceSpan(file, i + 1, 0), "a GLSL compute kernel starts with #version"
                        + " (420 or later, e.g. #version 450; or 310 es) before anything else");
            }
            long version = m.group(1).length() > 6 ? Long.MAX_VALUE : Long.parseLong(m.group(1));
            boolean es = m.group(2).equals("es");
            if (es ? version < 310 : version < 420) {
                throw new InputError(new SourceSpan(file, i + 1, 0), "compute shaders need #version 420 or later"
                        + " (or 310 es), not " + m.group(1) + (m.group(2).isEmpty() ? "" : " " + m.group(2)));
            }
            return;
        }
        throw new InputError(new SourceSpan(file, 1, 0), "a GLSL compute kernel starts with #version (420 or later,"
                + " e.g. #version 450; or 310 es); this file has none");
    }
}
