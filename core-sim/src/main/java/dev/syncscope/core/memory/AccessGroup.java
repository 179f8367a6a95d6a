package dev.syncscope.core.memory;

import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.SourceSpan;

/**
 * The accesses of one location that the data-race check treats alike: one agent, one instruction
 * (source position), one reference, the same kind, atomicity, privacy, scope and storage classes, and
 * the same storage classes on the agent's visibility marks that a read consults. Along the agent's
 * program order such accesses differ only in what the agent has come to know, so an earlier access
 * location-ordered before one of them is location-ordered before every later one (the engine's
 * argument is in {@code exec.Races}). The key of {@link LocationState#horizons()}. Immutable.
 *
 * @param agent       the accessing agent
 * @param reference   the reference used
 * @param source      the instruction
 * @param flags       {@link #WRITE}, {@link #READ}, {@link #ATOMIC}, {@link #NON_PRIVATE} as bits
 * @param scope       the atomic or per-instruction scope, or {@code null}
 * @param classMask   the access's class mask (as {@link WriteRecord#classMask()})
 * @param ownVisLevel the level of the access's own visibility operation, or -1
 * @param visMarks    for a read, which visibility marks it consults exist: bit l for the MakeVisible
 *                    mark of the location's storage class at level l, bit 4 + l for the per-instruction
 *                    mark of (reference, location) at level l; 0 for a write
 * @param visMasks    the class masks of those marks (16 bits each, as {@code VisMark#classMask()}), the
 *                    MakeVisible ones at bits 16 l, 0 for an absent mark
 * @param perInstructionMasks the class masks of the per-instruction marks, likewise
 */
public record AccessGroup(int agent, String reference, SourceSpan source, int flags, Scope scope, int classMask,
                          int ownVisLevel, int visMarks, long visMasks, long perInstructionMasks) {

    public static final int WRITE = 1;
    public static final int READ = 2;
    public static final int ATOMIC = 4;
    public static final int NON_PRIVATE = 8;

    /** Field by field (the record's generated equality is slow on the access path). */
    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        return o instanceof AccessGroup g && agent == g.agent && flags == g.flags && classMask == g.classMask
                && ownVisLevel == g.ownVisLevel && visMarks == g.visMarks && visMasks == g.visMasks
                && perInstructionMasks == g.perInstructionMasks && scope == g.scope
                && reference.equals(g.reference) && source.line() == g.source.line()
                && source.column() == g.source.column() && java.util.Objects.equals(source.file(), g.source.file());
    }

    @Override
    public int hashCode() {
        int h = agent;
        h = 31 * h + reference.hashCode();
        h = 31 * h + source.line() * 1009 + source.column();
        h = 31 * h + java.util.Objects.hashCode(source.file());
        h = 31 * h + flags + 16 * classMask + 65536 * ownVisLevel + 1048576 * visMarks;
        h = 31 * h + Long.hashCode(visMasks * 31 + perInstructionMasks);
        return h;
    }
}
