package dev.syncscope.core.litmus.khronos;

import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.SourceSpan;

import java.util.ArrayList;
import java.util.List;

/**
 * Parses an answer line's formula: terms joined by {@code &&}, each optionally parenthesised:
 * {@code consistent[X]}, {@code racefree[X]} (same as {@code #dr=0}), or {@code #dr}/{@code #rs}
 * compared by {@code = != < <= > >=} with a non-negative integer. Stateless.
 */
final class KhronosFormulaParser {

    private KhronosFormulaParser() {
    }

    static KhronosAnswer answer(String line, String verdict, LineScanner s, SourceSpan span) {
        int mark = s.mark();
        boolean noChains = s.word().equals("NOCHAINS");
        if (!noChains) {
            s.reset(mark);
        }
        KhronosFormula formula = formula(s);
        return new KhronosAnswer(verdict.equals("SATISFIABLE"), noChains, formula, line, span);
    }

    private static KhronosFormula formula(LineScanner s) {
        boolean consistent = false;
        List<KhronosFormula.Count> counts = new ArrayList<>();
        do {
            int parens = 0;
            while (s.accept('(')) {
                parens++;
            }
            if (s.accept('#')) {
                String rel = s.name("dr or rs after #");
                KhronosFormula.Relation relation = switch (rel) {
                    case "dr" -> KhronosFormula.Relation.DR;
                    case "rs" -> KhronosFormula.Relation.RS;
                    default -> throw new InputError(s.here(), "expected dr or rs after #, found "
                            + InputError.quoted(rel));
                };
                String op = operator(s);
                counts.add(new KhronosFormula.Count(relation, op, s.integer("a count")));
            } else {
                String name = s.name("consistent[X], racefree[X], #dr or #rs");
                if (!s.accept('[') || !s.name("X").equals("X") || !s.accept(']')) {
                    throw s.error("[X] after " + name);
                }
                switch (name) {
                    case "consistent" -> consistent = true;
                    case "racefree" -> counts.add(new KhronosFormula.Count(KhronosFormula.Relation.DR, "=", 0));
                    default -> throw new InputError(s.here(), "expected consistent[X] or racefree[X], found " + name);
                }
            }
            for (int i = 0; i < parens; i++) {
                if (!s.accept(')')) {
                    throw s.error("')'");
                }
            }
        } while (accept(s, "&&"));
        s.end();
        return new KhronosFormula(consistent, counts);
    }

    private static boolean accept(LineScanner s, String word) {
        if (s.accept(word.charAt(0))) {
            if (!s.accept(word.charAt(1))) {
                throw s.error("'" + word + "'");
            }
            return true;
        }
        return false;
    }

    private static String operator(LineScanner s) {
        if (s.accept('=')) {
            return "=";
        } else if (s.accept('!')) {
            if (!s.accept('=')) {
                throw s.error("'=' after '!'");
            }
            return "!=";
        } else if (s.accept('<')) {
            return s.accept('=') ? "<=" : "<";
        } else if (s.accept('>')) {
            return s.accept('=') ? ">=" : ">";
        }
        throw s.error("a comparison (=, !=, <, <=, >, >=)");
    }
}
