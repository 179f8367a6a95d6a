package dev.syncscope.core.exec;

import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.Semantics;
import dev.syncscope.core.sync.Clock;
import dev.syncscope.core.sync.Knowledge;
import dev.syncscope.core.sync.ReleaseToken;
import dev.syncscope.core.sync.VisMarks;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * What one release computes for many acquirers alike, remembered by identity: the acquirers of
 * one barrier instance mostly hold the same knowledge and visibility marks, so they share the
 * results (values are immutable; sharing them changes nothing but memory). Owned by the engine's
 * thread, reused by its releases ({@link #clear()} before each).
 */
final class JoinMemo {
    private static final int VIS_ENTRIES = 16;

    private ReleaseToken lastToken;
    private Clock lastBefore;
    private Clock lastAfter;
    private final Map<ReleaseToken, IdentityHashMap<Clock, Clock>> all = new IdentityHashMap<>();
    private List<ReleaseToken> acquiredTokens;
    private Knowledge acquiredBefore;
    private Knowledge acquiredAfter;
    private final VisMarks[] visBefore = new VisMarks[VIS_ENTRIES];
    private final Knowledge[] visKnowledge = new Knowledge[VIS_ENTRIES];
    private final int[] visSeq = new int[VIS_ENTRIES];
    private final Semantics[] visSem = new Semantics[VIS_ENTRIES];
    private final Scope[] visScope = new Scope[VIS_ENTRIES];
    private final VisMarks[] visAfter = new VisMarks[VIS_ENTRIES];
    private int visCount;

    /** Forgets everything (for the next release). */
    void clear() {
        lastToken = null;
        lastBefore = null;
        lastAfter = null;
        all.clear();
        acquiredTokens = null;
        acquiredBefore = null;
        acquiredAfter = null;
        java.util.Arrays.fill(visBefore, 0, visCount, null);
        java.util.Arrays.fill(visKnowledge, 0, visCount, null);
        java.util.Arrays.fill(visSem, 0, visCount, null);
        java.util.Arrays.fill(visScope, 0, visCount, null);
        java.util.Arrays.fill(visAfter, 0, visCount, null);
        visCount = 0;
    }

    Clock join(ReleaseToken t, Clock before) {
        if (t == lastToken && before == lastBefore) {
            return lastAfter;
        }
        IdentityHashMap<Clock, Clock> byBefore = all.get(t);
        if (byBefore == null) {
            byBefore = new IdentityHashMap<>();
            all.put(t, byBefore);
        }
        Clock after = byBefore.get(before);
        if (after == null) {
            after = before.join(t.clock());
            byBefore.put(before, after);
        }
        lastToken = t;
        lastBefore = before;
        lastAfter = after;
        return after;
    }

    /** The knowledge after acquiring all of {@code tokens} from {@code before}, if computed already, else null. */
    Knowledge acquired(List<ReleaseToken> tokens, Knowledge before) {
        return tokens == acquiredTokens && before == acquiredBefore ? acquiredAfter : null;
    }

    void rememberAcquired(List<ReleaseToken> tokens, Knowledge before, Knowledge after) {
        acquiredTokens = tokens;
        acquiredBefore = before;
        acquiredAfter = after;
    }

    /** The visibility marks after the same MakeVisible operation on the same marks, if computed already, else null. */
    VisMarks visibility(VisMarks before, Knowledge k, int seq, Semantics sem, Scope scope) {
        for (int i = 0; i < visCount; i++) {
            if (visBefore[i] == before && visKnowledge[i] == k && visSeq[i] == seq && visSem[i] == sem
                    && visScope[i] == scope) {
                return visAfter[i];
            }
        }
        return null;
    }

    void rememberVisibility(VisMarks before, Knowledge k, int seq, Semantics sem, Scope scope, VisMarks after) {
        int i = visCount < VIS_ENTRIES ? visCount++ : seq & (VIS_ENTRIES - 1);
        visBefore[i] = before;
        visKnowledge[i] = k;
        visSeq[i] = seq;
        visSem[i] = sem;
        visScope[i] = scope;
        visAfter[i] = after;
    }
}
