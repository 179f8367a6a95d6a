package dev.syncscope.samples;

import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.Reference;

import java.util.List;

/**
 * Checks what a kernel's {@code @expect} lines name against the kernel, before anything runs: a race claim's buffer,
 * shared variable or member, and a stale or diagnostic claim's line. A name the kernel does not have, or a line
 * outside the file, is a mistake in the file, not an answer about the kernel: an {@link InputError} at the
 * {@code @expect} line (exit 2), as a wrong {@code @buffer} name is. It was a failed claim (exit 1), and a stale
 * claim on line 999 of a 5-line file failed with an empty list of stale reads (the session-45 audit). So is a race
 * claim's element past the end of what it names. Stateless.
 */
final class ExpectationTargets {

    private ExpectationTargets() {
    }

    /**
     * @param lines the number of lines of the kernel's file
     * @throws InputError at the first {@code @expect} line whose race name {@code program} has no buffer, shared
     *                    variable or member of, or whose line is not one of the file's {@code lines}
     */
    static void check(List<Expectation> expectations, Program program, int lines) {
        for (Expectation e : expectations) {
            Integer line = e.claim() instanceof Expectation.Stale s ? s.line()
                    : e.claim() instanceof Expectation.Diagnosed d ? d.line() : null;
            if (line != null && (line < 1 || line > lines)) {
                throw error(e, "line " + line + " is not a line of the file (it has " + lines
                        + (lines == 1 ? " line)" : " lines)"));
            }
            if (e.claim() instanceof Expectation.Race r && r.reference() != null && !named(r, program)) {
                throw error(e, "no buffer, shared variable or member named " + r.reference() + " (known: "
                        + String.join(", ", program.launch().references().stream().map(Reference::name).toList())
                        + ")");
            }
            if (e.claim() instanceof Expectation.Race r && r.reference() != null && r.index() != null
                    && !indexed(r, program)) {
                // an element past the end names no location: a no-race claim on it held of any kernel (the
                // session-85 audit: "no-race data[5]" of a one-element, racing data passed)
                throw error(e, r.reference() + " has no element " + r.index() + ": " + r.reference() + "["
                        + r.index() + "] names no location of the kernel");
            }
        }
    }

    /**
     * Whether a location of {@code program} is one {@code claim}'s element names, as the verdict matches them
     * ({@link SampleCheck#matches}): by the source's element names ({@code data[1].x} of a {@code uvec2 data[]}), else
     * by location index. A reference's length counts its locations (a {@code uvec2} element is two), not its elements:
     * the session-85 review found {@code no-race data[1]} of a one-element {@code uvec2 data[1]} passing.
     */
    private static boolean indexed(Expectation.Race claim, Program program) {
        for (Reference ref : program.launch().references()) {
            for (int i = 0; i < ref.length(); i++) {
                if (SampleCheck.matches(claim, ref.name(), ref.location(i))) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The InputError at {@code e}'s line: {@code @expect TEXT: why}, as {@link ExpectationParser} words its errors. */
    static InputError error(Expectation e, String why) {
        return new InputError(e.span(), "@expect " + e.text() + ": " + why);
    }

    /** Whether {@code claim}'s name is a reference of {@code program} or the source's name of one of its locations. */
    private static boolean named(Expectation.Race claim, Program program) {
        for (Reference ref : program.launch().references()) {
            if (SampleCheck.names(ref.name(), claim.reference())) {
                return true;
            }
            for (int i = 0; ref.names() != null && i < ref.length(); i++) {
                if (SampleCheck.matches(claim, "", ref.location(i))) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The number of lines of {@code text}: a last line ended by a line break is not followed by another. */
    static int lines(String text) {
        if (text.isEmpty()) {
            return 0;
        }
        int n = text.split("\\R", -1).length;
        return text.endsWith("\n") || text.endsWith("\r") ? n - 1 : n;
    }
}
