package dev.syncscope.core.spirv;

import dev.syncscope.core.model.FaultReason;

/**
 * A runtime fault of an invocation (out-of-bounds access, undefined value), thrown inside the interpreter and turned
 * into a FAULT state where the instruction ran ({@code Machine}). Without a stack trace: it is control flow.
 */
final class Fault extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** Why, as data another language can word; null for a fault worded only in English. */
    final transient FaultReason reason;

    Fault(String message) {
        super(message, null, false, false);
        this.reason = null;
    }

    Fault(FaultReason reason) {
        super(reason.english(), null, false, false);
        this.reason = reason;
    }
}
