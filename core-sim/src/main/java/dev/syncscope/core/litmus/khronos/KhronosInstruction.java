package dev.syncscope.core.litmus.khronos;

import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.Semantics;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.StorageClass;

import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * One instruction line of a .test file after tokenising and validation: its dot-separated tokens
 * (any order), variable and values, or barrier instance. Validation follows the well-formedness facts
 * of the official Alloy model ({@code alloy/spirv.als}); a line violating them would make every
 * answer of the file unsatisfiable, so it is rejected as an {@link InputError}. Immutable.
 */
record KhronosInstruction(Set<String> tokens, String variable, Long value, Long value2, int cbarInstance,
                          SourceSpan source) {

    /**
     * Every token the format defines (litmus.cpp), and the SyncScope extension for host threads: {@code flush},
     * {@code invalidate}, {@code dom.h2d}, {@code dom.d2h} (docs/memory-model.md, "Host agents").
     */
    static final Set<String> TOKENS = Set.of("st", "ld", "membar", "atom", "rmw", "acq", "rel", "sc0", "sc1",
            "semsc0", "semsc1", "scopesg", "scopewg", "scopeqf", "scopedev", "cbar", "avdevice", "visdevice",
            "semav", "semvis", "av", "vis", "nonpriv", "flush", "invalidate", "dom", "h2d", "d2h");

    boolean has(String token) {
        return tokens.contains(token);
    }

    boolean isRead() {
        return has("ld") || has("rmw");
    }

    boolean isWrite() {
        return has("st") || has("rmw");
    }

    boolean isAtomic() {
        return has("atom") || has("rmw");
    }

    boolean isAccess() {
        return isRead() || isWrite();
    }

    boolean isControlBarrier() {
        return has("cbar");
    }

    /** membar, or cbar with acq/rel (litmus.cpp: such a cbar is also a fence). */
    boolean isFence() {
        return has("membar") || (has("cbar") && (has("acq") || has("rel")));
    }

    StorageClass storageClass() {
        return has("sc0") ? StorageClass.STORAGE_BUFFER : StorageClass.WORKGROUP;
    }

    Scope scope() {
        if (has("scopesg")) {
            return Scope.SUBGROUP;
        } else if (has("scopewg")) {
            return Scope.WORKGROUP;
        } else if (has("scopeqf")) {
            return Scope.QUEUE_FAMILY;
        } else if (has("scopedev")) {
            return Scope.DEVICE;
        }
        return null;
    }

    Semantics semantics() {
        Set<StorageClass> classes = EnumSet.noneOf(StorageClass.class);
        if (has("semsc0")) {
            classes.add(StorageClass.STORAGE_BUFFER);
        }
        if (has("semsc1")) {
            classes.add(StorageClass.WORKGROUP);
        }
        return new Semantics(has("acq"), has("rel"), classes, has("semav"), has("semvis"));
    }

    Access access() {
        boolean av = has("av");
        boolean vis = has("vis");
        Scope scope = isAtomic() || av || vis ? scope() : null;
        return new Access(isAtomic(), scope, isAtomic() ? semantics() : Semantics.NONE, av, vis, has("nonpriv"));
    }

    /** Checks the Alloy model's well-formedness facts for this event. */
    void validate() {
        int kinds = (isAccess() ? 1 : 0) + (has("membar") ? 1 : 0) + (has("cbar") ? 1 : 0)
                + (has("avdevice") ? 1 : 0) + (has("visdevice") ? 1 : 0) + (has("flush") ? 1 : 0)
                + (has("invalidate") ? 1 : 0) + (has("dom") ? 1 : 0);
        require(kinds == 1, "expected exactly one of ld/st/rmw, membar, cbar, avdevice, visdevice, flush, "
                + "invalidate, dom");
        if (has("avdevice") || has("visdevice") || has("flush") || has("invalidate")) {
            require(tokens.size() == 1 && variable == null,
                    "expected avdevice/visdevice/flush/invalidate alone, without other tokens or operands");
            return;
        }
        if (has("dom")) {
            require(tokens.size() == 2 && (has("h2d") || has("d2h")) && variable == null,
                    "expected dom.h2d or dom.d2h, without operands");
            return;
        }
        require(!has("h2d") && !has("d2h"), "expected h2d or d2h only after dom");
        int scopes = count("scopesg", "scopewg", "scopeqf", "scopedev");
        require(scopes <= 1, "expected at most one of scopesg, scopewg, scopeqf, scopedev");
        if (isAccess()) {
            require(count("sc0", "sc1") == 1, "expected exactly one storage class sc0 or sc1 on a memory access");
            require(variable != null, "expected a variable name after the opcode");
            require(!(isRead() && isWrite()) || isAtomic(), "expected atom on a read-modify-write (ld.st)");
            require(!has("atom") || isRead() || isWrite(), "expected ld or st with atom");
            require(!isAtomic() && !has("av") && !has("vis") || scopes == 1,
                    "expected a scope (scopesg/scopewg/scopeqf/scopedev) on an atomic or av/vis access");
            require(!has("acq") || (isRead() && isAtomic()), "expected acq only on atomic reads and barriers");
            require(!has("rel") || (isWrite() && isAtomic()), "expected rel only on atomic writes and barriers");
            require(!has("av") || isWrite(), "expected av only on writes");
            require(!has("vis") || isRead(), "expected vis only on reads");
            require(isWrite() || value2 == null, "expected at most one value on a load");
            require(!(isRead() && isWrite()) || (value != null && value2 != null),
                    "expected two values (read, written) on a read-modify-write: x = 1 2");
            require(isRead() || value != null, "expected a value on a store: x = 1");
            require(!isWrite() || isRead() || value2 == null, "expected one value on a store");
        } else {
            require(count("sc0", "sc1", "atom", "av", "vis", "nonpriv") == 0,
                    "expected no access tokens (sc0, sc1, atom, av, vis, nonpriv) on a barrier");
            require(scopes == 1, "expected a scope (scopesg/scopewg/scopeqf/scopedev) on a barrier");
            require(!has("membar") || has("acq") || has("rel"), "expected acq or rel on membar");
            require(!has("cbar") || cbarInstance >= 0, "expected a barrier instance number after cbar");
        }
        boolean acqRel = has("acq") || has("rel");
        boolean semsc = has("semsc0") || has("semsc1");
        require(acqRel == semsc, acqRel ? "expected semsc0 and/or semsc1 with acq/rel"
                : "expected acq or rel with semsc0/semsc1");
        require(!has("semav") || has("rel"), "expected rel with semav");
        require(!has("semvis") || has("acq"), "expected acq with semvis");
    }

    private int count(String... names) {
        int n = 0;
        for (String s : names) {
            if (has(s)) {
                n++;
            }
        }
        return n;
    }

    private void require(boolean ok, String expected) {
        if (!ok) {
            throw new InputError(source, expected);
        }
    }

    static Set<String> tokenSet(List<String> tokens) {
        return new LinkedHashSet<>(tokens);
    }
}
