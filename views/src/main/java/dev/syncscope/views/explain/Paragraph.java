package dev.syncscope.views.explain;

/**
 * One paragraph of an explanation; its kind picks its style in the panel. Immutable.
 *
 * @param kind what the paragraph says
 * @param text the sentence(s)
 */
public record Paragraph(Kind kind, String text) {

    /** What a paragraph says: the value read, a newer write not seen, a race, or a fix. */
    public enum Kind { READ, UNSEEN, RACE, FIX }
}
