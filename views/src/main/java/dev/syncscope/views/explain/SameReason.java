package dev.syncscope.views.explain;

import dev.syncscope.views.i18n.Messages;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The paragraphs of many invocations' accesses that the read missed, or raced with, for one reason, said once: a read
 * of a location every invocation of four workgroups wrote gave 255 sentences and 193 fixes, alike but for the
 * invocation's name. Accesses whose sentence and fix are the same once the other invocation's name (and, for an unseen
 * write, its value) is left out are one group; from {@link #GROUP_FROM} accesses on, the first is worded in full
 * and the others are named in one sentence after it ("The same holds for 254 more …, by T2, T3, …"); fewer are each
 * worded in full, in their order. Only the name differs within a group, so what the first's words say of it holds for
 * each of the others with its own name. A pure function.
 */
final class SameReason {

    /** From this many accesses with one reason on, the first is worded and the others counted and named. */
    static final int GROUP_FROM = 4;

    /** The names listed in a group's sentence; more are counted. */
    static final int NAMES_SHOWN = 10;

    /** What stands for the other invocation's name, and for a head's varying parts, in a group's key. */
    private static final String NAME = "\u0001";

    /**
     * One access's paragraph.
     *
     * @param sentence its sentence
     * @param fix      its fix, or null
     * @param key      its sentence and fix without the other invocation's name ({@link #key})
     * @param who      the other invocation's name
     * @param of       the location or reference the access is of, as the group's sentence names it
     * @param line     the access's source line
     */
    record Item(String sentence, String fix, String key, String who, String of, long line) {
    }

    private SameReason() {
    }

    /**
     * An item whose sentence names the other invocation {@code who}; {@code head}, if not null, is the part of the
     * sentence that names the write's value as well, and {@code headKey} that part with the value and name left out.
     */
    static Item item(String sentence, String fix, String who, String of, long line, String head, String headKey) {
        return new Item(sentence, fix, key(sentence, fix, who, head, headKey), who, of, line);
    }

    /** {@code sentence} and {@code fix} with every whole-word {@code who} left out (and {@code head} replaced). */
    static String key(String sentence, String fix, String who, String head, String headKey) {
        String s = head == null ? sentence : sentence.replace(head, headKey);
        return withoutName(s, who) + '\u0000' + (fix == null ? "" : withoutName(fix, who));
    }

    /** {@code text} with each whole-word {@code who} replaced by {@link #NAME}: T1 is not the start of T10. */
    private static String withoutName(String text, String who) {
        if (who.isEmpty()) {
            return text;
        }
        StringBuilder out = new StringBuilder(text.length());
        int from = 0;
        for (int at = text.indexOf(who); at >= 0; at = text.indexOf(who, at + 1)) {
            int end = at + who.length();
            // a name may end in a bracket (T(1,2)): its edges are where a letter, digit or _ does not go on
            if (at >= from && !word(text, at - 1) && !word(text, end)) {
                out.append(text, from, at).append(NAME);
                from = end;
            }
        }
        return out.append(text, from, text.length()).toString();
    }

    private static boolean word(String text, int i) {
        if (i < 0 || i >= text.length()) {
            return false;
        }
        char c = text.charAt(i);
        return Character.isLetterOrDigit(c) || c == '_';
    }

    /** The stand-in for a head's varying parts in {@code headKey}. */
    static String blank() {
        return NAME;
    }

    /**
     * Adds the items' sentences to {@code out} as paragraphs of {@code kind}, and each fix not given already to
     * {@code fixes}: a group of {@link #GROUP_FROM} accesses or more as its first item and the sentence
     * {@code sameKey} ({0} how many more, {1} of what, {2} the line, {3} their names), at its first item's place.
     */
    static void add(List<Item> items, Paragraph.Kind kind, String sameKey, Messages text, List<Paragraph> out,
                    List<String> fixes) {
        Map<String, List<Item>> groups = new HashMap<>();
        for (Item i : items) {
            groups.computeIfAbsent(i.key(), k -> new ArrayList<>()).add(i);
        }
        Set<String> said = new java.util.HashSet<>();
        Set<String> grouped = new java.util.HashSet<>();
        for (Item i : items) {
            List<Item> group = groups.get(i.key());
            if (group.size() < GROUP_FROM) {
                if (said.add(i.sentence())) {
                    out.add(new Paragraph(kind, i.sentence()));
                }
                addOnce(fixes, i.fix());
            } else if (grouped.add(i.key())) {
                out.add(new Paragraph(kind, i.sentence()));
                addOnce(fixes, i.fix());
                // every other access counted (an invocation's three writes are three), each invocation named once
                List<Item> others = group.subList(1, group.size());
                Set<String> who = new LinkedHashSet<>();
                others.forEach(o -> who.add(o.who()));
                out.add(new Paragraph(kind, text.get(sameKey, others.size(), i.of(), Long.toString(i.line()),
                        names(new ArrayList<>(who), text))));
            }
        }
    }

    /** {@code names} joined, the first {@link #NAMES_SHOWN} of them when there are more, and how many more. */
    static String names(List<String> names, Messages text) {
        String separator = text.get("explain.same.separator");
        if (names.size() <= NAMES_SHOWN + 1) {
            return String.join(separator, names);
        }
        return text.get("explain.same.names", String.join(separator, names.subList(0, NAMES_SHOWN)),
                names.size() - NAMES_SHOWN);
    }

    static void addOnce(List<String> list, String item) {
        if (item != null && !list.contains(item)) {
            list.add(item);
        }
    }
}
