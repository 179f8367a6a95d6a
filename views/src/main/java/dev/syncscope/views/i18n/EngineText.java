package dev.syncscope.views.i18n;

import dev.syncscope.core.exec.Event;
import dev.syncscope.core.memory.DomainInstance;
import dev.syncscope.core.memory.DomainKind;
import dev.syncscope.core.model.Action;

/**
 * The window's words for what the engine names in English: the kind of an event (R, W, RMW, membar, cbar, …)
 * and a memory domain instance (sg 0, wg 1, qf 0, shader, device, host), from the bundle's {@code event.*} and
 * {@code domainName.*} keys; a graph's node, with the room of a short label only, names the numbered domains by
 * their {@code .short} key (in Japanese SG, WG and QF, where the full names run into the next level's). The notation of device and host operations (avdevice, visdevice, flush, invalidate,
 * dom.h2d, dom.d2h) stays as the litmus language writes it, in every language: it is what a test file says and what
 * the explanations quote. Stateless.
 */
public final class EngineText {

    private EngineText() {
    }

    /** A checker event's label without its invocation: {@code R x = 1}, {@code RMW y 0 -> 1}, {@code cbar #2}. */
    public static String label(dev.syncscope.core.check.Event e, Messages text) {
        return switch (e.kind()) {
            case READ, WRITE -> access(e, text) + " = " + e.valueLabel();
            case READ_MODIFY_WRITE -> access(e, text) + " " + (e.writtenValue() == null
                    ? text.get("event.rmw.noWrite", e.readText())
                    : e.readText() + " -> " + e.writtenText());
            case MEMORY_BARRIER -> text.get("event.membar");
            case CONTROL_BARRIER -> text.get("event.cbar.instance",
                    String.valueOf(((Action.ControlBarrier) e.action()).instance()));
            case AV_DEVICE -> "avdevice";
            case VIS_DEVICE -> "visdevice";
            case HOST_AVAILABILITY -> "flush";
            case HOST_VISIBILITY -> "invalidate";
            case DOMAIN_OPERATION -> domainOperation((Action.MemoryDomainOperation) e.action());
        };
    }

    /**
     * A checker event's kind and location without its value ({@code R x[1]}, {@code W y}, {@code RMW z}), as
     * {@link dev.syncscope.core.check.Event#accessLabel()} writes it in English; other events as {@link #label}.
     */
    public static String access(dev.syncscope.core.check.Event e, Messages text) {
        return switch (e.kind()) {
            case READ -> text.get("event.read", e.reference().locationName(e.location().index()));
            case WRITE -> text.get("event.write", e.reference().locationName(e.location().index()));
            case READ_MODIFY_WRITE -> text.get("event.rmw", e.reference().locationName(e.location().index()));
            default -> label(e, text);
        };
    }

    /** A stepper event's label without its invocation: {@code R x = 1}, {@code RMW y 0 -> 1}, {@code cbar #0}, {@code exit}. */
    public static String label(Event e, Messages text) {
        Action a = e.action();
        String at = e.location() == null ? "" : e.location().toString();
        return switch (e.kind()) {
            case LOAD -> text.get("event.read",
                    a instanceof Action.Load l ? l.reference().locationName(l.index()) : at) + " = " + value(e);
            case STORE -> text.get("event.write",
                    a instanceof Action.Store s ? s.reference().locationName(s.index()) : at) + " = " + value(e);
            // the value read and the value written, as the checker's events (QA audit: the written 1 was hidden)
            case RMW -> a instanceof Action.ReadModifyWrite m
                    ? text.get("event.rmw", m.reference().locationName(m.index())) + " " + (m.written(e.value()) == null
                    ? text.get("event.rmw.noWrite", shown(m, e.value()))
                    : shown(m, e.value()) + " -> " + shown(m, m.written(e.value())))
                    : text.get("event.rmw", at) + " " + e.value();
            case MEMORY_BARRIER -> text.get("event.membar");
            case CONTROL_BARRIER -> a instanceof Action.ControlBarrier c
                    ? text.get("event.cbar.instance", String.valueOf(c.instance())) : text.get("event.cbar");
            // the API-side operations share two kinds; the action says which (a host flush, a domain operation ...)
            case DEVICE_AVAILABILITY -> a instanceof Action.HostAvailability ? "flush"
                    : a instanceof Action.MemoryDomainOperation d ? domainOperation(d) : "avdevice";
            case DEVICE_VISIBILITY -> a instanceof Action.HostVisibility ? "invalidate" : "visdevice";
            case EXIT -> text.get("event.exit");
            case COLLECTIVE -> a instanceof Action.Collective c
                    ? text.get("event.collective", c.operation().replace("OpGroupNonUniform", ""))
                    : text.get("event.collective.any");
        };
    }

    /**
     * A checker event's label in its compact form, for a graph too narrow for {@link #label}: {@code R x=1}, and
     * {@code y 0→1} for {@code RMW y 0 -> 1}; null where it has none shorter.
     */
    public static String shortLabel(dev.syncscope.core.check.Event e, Messages text) {
        return switch (e.kind()) {
            case READ, WRITE -> text.get("event.short.value", access(e, text), e.valueLabel());
            case READ_MODIFY_WRITE -> e.writtenValue() == null ? null : text.get("event.short.rmw",
                    e.reference().locationName(e.location().index()), e.readText(), e.writtenText());
            default -> null;
        };
    }

    /**
     * A stepper event's label in its compact form, for a graph too narrow for {@link #label(Event, Messages)}: a load
     * or store without the spaces around {@code =} ({@code R x=1}), a read-modify-write as its location and the values
     * it read and wrote ({@code count 0→1} for {@code RMW count 0 -> 1}: the arrow says it read and wrote, and its
     * kind word, 4 characters in Japanese, was what kept the atomic counter's four lanes from holding its labels when
     * presenting); null where it has none shorter.
     */
    public static String shortLabel(Event e, Messages text) {
        Action a = e.action();
        return switch (e.kind()) {
            case LOAD -> a instanceof Action.Load l ? text.get("event.short.value",
                    text.get("event.read", l.reference().locationName(l.index())), value(e)) : null;
            case STORE -> a instanceof Action.Store s ? text.get("event.short.value",
                    text.get("event.write", s.reference().locationName(s.index())), value(e)) : null;
            case RMW -> a instanceof Action.ReadModifyWrite m && m.written(e.value()) != null ? text.get(
                    "event.short.rmw", m.reference().locationName(m.index()), shown(m, e.value()),
                    shown(m, m.written(e.value()))) : null;
            default -> null;
        };
    }

    private static String domainOperation(Action.MemoryDomainOperation d) {
        return d.direction() == Action.MemoryDomainOperation.Direction.HOST_TO_DEVICE ? "dom.h2d" : "dom.d2h";
    }

    /**
     * A memory domain instance: {@code sg 0}, {@code wg 3}, {@code qf 0}, {@code shader} … {@code host}; a subgroup by
     * its number alone ({@link dev.syncscope.views.i18n.SubgroupNames#domain} names it by its workgroup and its index in
     * it, {@code wg1·sg0}, as gl_SubgroupID counts).
     */
    public static String domain(DomainInstance d, Messages text) {
        return domain(d.kind(), String.valueOf(d.id()), text);
    }

    /**
     * Instances of a domain kind: {@code ids} is one id or runs of them ("1–7"); the shader, device and host domains
     * have one instance each and show no id.
     */
    public static String domain(DomainKind kind, String ids, Messages text) {
        // a subgroup by its number alone ("sg 0"): SubgroupNames names one with its workgroup ("wg1·sg0")
        return text.get("domainName." + kind.name() + (kind == DomainKind.SUBGROUP ? ".index" : ""), ids);
    }

    /** As {@link #domain(DomainKind, String, Messages)} in a graph node's short label: {@code sg 0}, {@code WG 1–3}. */
    public static String domainLabel(DomainKind kind, String ids, Messages text) {
        String key = "domainName." + kind.name() + (kind == DomainKind.SUBGROUP ? ".inWorkgroup" : ".short");
        return text.has(key) ? text.get(key, ids) : domain(kind, ids, text);
    }

    /**
     * The value a load read or a store wrote, as the reference it went through declares it ({@code 1.5} for a float,
     * {@link dev.syncscope.core.model.Reference#valueText}).
     */
    /** A value read-modify-write {@code m} read or wrote, as its location is declared ({@code 2.5} for a float). */
    private static String shown(Action.ReadModifyWrite m, long value) {
        return m.reference().valueText(m.index(), value);
    }

    private static String value(Event e) {
        if (e.action() instanceof Action.Load l) {
            return l.reference().valueText(l.index(), e.value());
        }
        if (e.action() instanceof Action.Store s) {
            return s.reference().valueText(s.index(), e.value());
        }
        return String.valueOf(e.value());
    }
}
