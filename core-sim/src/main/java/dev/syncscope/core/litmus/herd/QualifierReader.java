package dev.syncscope.core.litmus.herd;

import dev.syncscope.core.litmus.herd.Qualifiers.Order;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.RmwOp;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.StorageClass;

import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Reads and checks the dot-qualifiers of one instruction against what its kind allows, following the
 * Dat3M Vulkan grammar's forms (stores release and make available, loads acquire and make visible,
 * barriers need an order, semantics need an order, ...) but accepting the qualifiers in any order.
 * Single use, owned by the parsing thread.
 */
final class QualifierReader {

    /** The instruction kinds that take qualifiers. */
    enum Kind { STORE, LOAD, RMW, MEMBAR, CBAR }

    /** One qualifier word as written, without its dot. */
    record Word(String text, SourceSpan span) { }

    private static final List<String> KNOWN = List.of("atom", "acq", "rel", "acq_rel", "sg", "wg", "qf", "dv",
            "sc0", "sc1", "sc2", "sc3", "semsc0", "semsc1", "semsc2", "semsc3", "av", "vis", "semav", "semvis",
            "nonpriv", "add", "sub", "mul", "div", "and", "or", "xor", "min", "max", "umin", "umax");

    private final Kind kind;
    private final String mnemonic;
    private final SourceSpan at;
    private final Set<String> seen = new HashSet<>();
    private boolean atomic;
    private Order order = Order.NONE;
    private Scope scope;
    private StorageClass storageClass;
    private final Set<StorageClass> semanticClasses = EnumSet.noneOf(StorageClass.class);
    private boolean av;
    private boolean vis;
    private boolean semav;
    private boolean semvis;
    private boolean nonpriv;
    private RmwOp op;

    private QualifierReader(Kind kind, String mnemonic, SourceSpan at) {
        this.kind = kind;
        this.mnemonic = mnemonic;
        this.at = at;
    }

    /** The checked qualifiers of instruction {@code mnemonic} at {@code at}, or an InputError saying what is wrong. */
    static Qualifiers read(Kind kind, String mnemonic, SourceSpan at, List<Word> words) {
        QualifierReader reader = new QualifierReader(kind, mnemonic, at);
        for (Word w : words) {
            reader.accept(w);
        }
        return reader.check();
    }

    private void accept(Word w) {
        String t = w.text().toLowerCase(Locale.ROOT);
        if (!seen.add(t)) {
            throw new InputError(w.span(), "duplicate qualifier '." + t + "'");
        }
        switch (t) {
            case "atom" -> atomic = true;
            case "acq" -> setOrder(Order.ACQUIRE, w);
            case "rel" -> setOrder(Order.RELEASE, w);
            case "acq_rel" -> setOrder(Order.ACQ_REL, w);
            case "sg", "wg", "qf", "dv" -> setScope(t, w);
            case "sc0", "sc1", "sc2", "sc3" -> setStorageClass(t, w);
            case "semsc0", "semsc1", "semsc2", "semsc3" ->
                    semanticClasses.add(StorageClass.ofLitmusName(t.substring(3)));
            case "av" -> av = true;
            case "vis" -> vis = true;
            case "semav" -> semav = true;
            case "semvis" -> semvis = true;
            case "nonpriv" -> nonpriv = true;
            // Dat3M's LitmusVulkan.g4 'operation': add sub mul div and or xor; min/max/umin/umax are ours
            case "add", "sub", "mul", "div", "and", "or", "xor", "min", "max", "umin", "umax" -> setOp(t, w);
            default -> throw new InputError(w.span(), "unknown qualifier '." + w.text() + "'; expected one of ."
                    + String.join(", .", KNOWN));
        }
    }

    private void setOrder(Order o, Word w) {
        if (order != Order.NONE) {
            throw new InputError(w.span(), "a second memory order '." + w.text() + "'; use acq_rel for both");
        }
        order = o;
    }

    private void setScope(String t, Word w) {
        if (scope != null) {
            throw new InputError(w.span(), "a second scope '." + t + "' after '." + scope.shortName() + "'");
        }
        for (Scope s : Scope.values()) {
            if (s.shortName().equals(t)) {
                scope = s;
            }
        }
    }

    private void setStorageClass(String t, Word w) {
        if (storageClass != null) {
            throw new InputError(w.span(),
                    "a second storage class '." + t + "' after '." + storageClass.litmusName() + "'");
        }
        storageClass = StorageClass.ofLitmusName(t);
    }

    private void setOp(String t, Word w) {
        if (kind != Kind.RMW) {
            throw new InputError(w.span(), "'." + t + "' is an rmw operation; not allowed on " + mnemonic);
        }
        if (op != null) {
            throw new InputError(w.span(), "a second rmw operation '." + t + "'");
        }
        op = RmwOp.valueOf(t.toUpperCase(Locale.ROOT));
    }

    private Qualifiers check() {
        switch (kind) {
            case STORE -> checkAccess(Order.RELEASE, "rel", av, "av", vis, "vis", "semav", semvis, "semvis");
            case LOAD -> checkAccess(Order.ACQUIRE, "acq", vis, "vis", av, "av", "semvis", semav, "semav");
            case RMW -> checkRmw();
            case MEMBAR, CBAR -> checkBarrier();
        }
        return new Qualifiers(atomic || kind == Kind.RMW, order, scope, storageClass, semanticClasses,
                av, vis, semav, semvis, nonpriv, kind == Kind.RMW && op == null ? RmwOp.EXCHANGE : op);
    }

    /** A store (or, mirrored, a load): plain, nonpriv, av+scope, or atom+scope with an optional release. */
    private void checkAccess(Order own, String ownName, boolean pointerOp, String pointerName, boolean otherPointer,
                             String otherPointerName, String semName, boolean otherSem, String otherSemName) {
        require(storageClass != null, "needs a storage class (.sc0, .sc1, .sc2 or .sc3)");
        forbid(otherPointer, "." + otherPointerName + " is not allowed here; use ." + pointerName);
        forbid(otherSem, "." + otherSemName + " is not allowed here; use ." + semName);
        forbid(order != Order.NONE && order != own, "." + orderName() + " is not allowed here; only ." + ownName);
        if (atomic) {
            require(scope != null, "an atomic needs a scope (.sg, .wg, .qf or .dv)");
            forbid(pointerOp || nonpriv,
                    "an atomic is already non-private with implicit availability/visibility; drop ."
                    + (pointerOp ? pointerName : "nonpriv"));
        } else {
            forbid(order != Order.NONE, "." + ownName + " needs .atom");
            forbid(pointerOp && scope == null, "." + pointerName + " needs a scope (.sg, .wg, .qf or .dv)");
            forbid(!pointerOp && scope != null, "a scope needs .atom or ." + pointerName);
            forbid(pointerOp && nonpriv, "." + pointerName + " already makes the access non-private; drop .nonpriv");
        }
        checkSemantics();
    }

    private void checkRmw() {
        require(storageClass != null, "needs a storage class (.sc0, .sc1, .sc2 or .sc3)");
        require(scope != null, "an atomic needs a scope (.sg, .wg, .qf or .dv)");
        forbid(av || vis || nonpriv, "an atomic is already non-private with implicit availability and visibility");
        checkSemantics();
    }

    private void checkBarrier() {
        forbid(atomic || storageClass != null || av || vis || nonpriv,
                "a barrier takes only an order, a scope and semantics (.semscN, .semav, .semvis)");
        require(scope != null, kind == Kind.CBAR ? "needs an execution scope (.sg, .wg, .qf or .dv)"
                : "needs a scope (.sg, .wg, .qf or .dv)");
        forbid(kind == Kind.MEMBAR && order == Order.NONE, "needs a memory order (.acq, .rel or .acq_rel)");
        checkSemantics();
    }

    private void checkSemantics() {
        forbid(order == Order.NONE && !semanticClasses.isEmpty(),
                "storage-class semantics (.semscN) need .acq, .rel or .acq_rel");
        forbid(semav && !order.releases(), ".semav needs .rel or .acq_rel");
        forbid(semvis && !order.acquires(), ".semvis needs .acq or .acq_rel");
    }

    private String orderName() {
        return switch (order) {
            case ACQUIRE -> "acq";
            case RELEASE -> "rel";
            case ACQ_REL -> "acq_rel";
            case NONE -> "";
        };
    }

    private void require(boolean ok, String message) {
        forbid(!ok, message);
    }

    private void forbid(boolean bad, String message) {
        if (bad) {
            throw new InputError(at, "'" + mnemonic + "' " + message);
        }
    }
}
