package dev.syncscope.core.litmus.herd;

import dev.syncscope.core.litmus.herd.HerdVulkanParser.BranchContext;
import dev.syncscope.core.litmus.herd.HerdVulkanParser.ControlBarrierContext;
import dev.syncscope.core.litmus.herd.HerdVulkanParser.DeviceOperationContext;
import dev.syncscope.core.litmus.herd.HerdVulkanParser.IndirectLoadContext;
import dev.syncscope.core.litmus.herd.HerdVulkanParser.IndirectRmwContext;
import dev.syncscope.core.litmus.herd.HerdVulkanParser.IndirectStoreContext;
import dev.syncscope.core.litmus.herd.HerdVulkanParser.InstructionContext;
import dev.syncscope.core.litmus.herd.HerdVulkanParser.InstructionRowContext;
import dev.syncscope.core.litmus.herd.HerdVulkanParser.JumpContext;
import dev.syncscope.core.litmus.herd.HerdVulkanParser.LabelDefinitionContext;
import dev.syncscope.core.litmus.herd.HerdVulkanParser.LoadContext;
import dev.syncscope.core.litmus.herd.HerdVulkanParser.LocalContext;
import dev.syncscope.core.litmus.herd.HerdVulkanParser.MemoryBarrierContext;
import dev.syncscope.core.litmus.herd.HerdVulkanParser.RmwContext;
import dev.syncscope.core.litmus.herd.HerdVulkanParser.StoreContext;
import dev.syncscope.core.litmus.herd.QualifierReader.Kind;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.SourceSpan;
import org.antlr.v4.runtime.tree.TerminalNode;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Builds each thread's instruction list from the rows of the instruction table, and checks row widths
 * and labels. Single use, owned by the parsing thread.
 */
final class InstructionBuilder {

    private final AstBuilder.Spans spans;
    private final int threadCount;

    InstructionBuilder(AstBuilder.Spans spans, int threadCount) {
        this.spans = spans;
        this.threadCount = threadCount;
    }

    List<List<Instruction>> build(List<InstructionRowContext> rows) {
        List<List<Instruction>> code = new ArrayList<>();
        for (int t = 0; t < threadCount; t++) {
            code.add(new ArrayList<>());
        }
        for (InstructionRowContext row : rows) {
            List<InstructionContext> cells = row.instruction();
            if (cells.size() != threadCount) {
                throw new InputError(spans.of(row.getStart()), "this row has " + cells.size()
                        + " column(s) but the header declares " + threadCount + " thread(s); separate cells with '|'");
            }
            for (int t = 0; t < threadCount; t++) {
                Instruction instruction = instruction(cells.get(t));
                if (instruction != null) {
                    code.get(t).add(instruction);
                }
            }
        }
        for (int t = 0; t < threadCount; t++) {
            checkLabels(t, code.get(t));
        }
        return code;
    }

    private Instruction instruction(InstructionContext cell) {
        if (cell instanceof StoreContext st) {
            return new Instruction.Store(st.name().getText(), Constants.value(st.value(), spans),
                    qualifiers(Kind.STORE, st.ST(), st.QUALIFIER()), spans.of(st));
        } else if (cell instanceof LoadContext ld) {
            return new Instruction.Load(ld.REGISTER().getText(), ld.name().getText(),
                    qualifiers(Kind.LOAD, ld.LD(), ld.QUALIFIER()), spans.of(ld));
        } else if (cell instanceof RmwContext rmw) {
            return new Instruction.Rmw(rmw.REGISTER().getText(), rmw.name().getText(),
                    Constants.value(rmw.value(), spans),
                    qualifiers(Kind.RMW, rmw.RMW(), rmw.QUALIFIER()), spans.of(rmw));
        } else if (cell instanceof MemoryBarrierContext mb) {
            return new Instruction.MemoryBarrier(qualifiers(Kind.MEMBAR, mb.MEMBAR(), mb.QUALIFIER()), spans.of(mb));
        } else if (cell instanceof ControlBarrierContext cb) {
            return new Instruction.ControlBarrier(qualifiers(Kind.CBAR, cb.CBAR(), cb.QUALIFIER()),
                    Constants.of(cb.constant(), spans),
                    cb.value().isEmpty() ? null : Constants.value(cb.value(0), spans),
                    cb.value().size() < 2 ? null : Constants.value(cb.value(1), spans), spans.of(cb));
        } else if (cell instanceof DeviceOperationContext dev) {
            return new Instruction.DeviceOperation(dev.AVDEVICE() != null, spans.of(dev));
        } else if (cell instanceof LocalContext local) {
            return new Instruction.Local(LocalOp.ofMnemonic(local.LOCAL_OP().getText()), local.REGISTER().getText(),
                    Constants.value(local.value(0), spans), Constants.value(local.value(1), spans), spans.of(local));
        } else if (cell instanceof LabelDefinitionContext label) {
            return new Instruction.Label(label.label().getText(), spans.of(label));
        } else if (cell instanceof JumpContext jump) {
            return new Instruction.Goto(jump.label().getText(), spans.of(jump));
        } else if (cell instanceof IndirectStoreContext st) {
            throw indirect(st.ST(), st.REGISTER());
        } else if (cell instanceof IndirectLoadContext ld) {
            throw indirect(ld.LD(), ld.REGISTER(1));
        } else if (cell instanceof IndirectRmwContext rmw) {
            throw indirect(rmw.RMW(), rmw.REGISTER(1));
        } else if (cell instanceof BranchContext br) {
            return new Instruction.Branch(Comparison.ofBranch(br.BRANCH_OP().getText()),
                    Constants.value(br.value(0), spans),
                    Constants.value(br.value(1), spans), br.label().getText(), spans.of(br));
        }
        return null;
    }

    /** An access through a register: Dat3M's grammar names a location in every access (LitmusVulkan.g4). */
    private InputError indirect(TerminalNode mnemonic, TerminalNode register) {
        return new InputError(spans.of(register.getSymbol()), "'" + mnemonic.getText() + "' through register "
                + register.getText() + ": the Vulkan litmus format names the location of every access (a register"
                + " may hold an address, e.g. P0:" + register.getText() + "=&x, but only as a value); expected a"
                + " location name here");
    }

    private Qualifiers qualifiers(Kind kind, TerminalNode mnemonic, List<TerminalNode> words) {
        List<QualifierReader.Word> read = new ArrayList<>();
        StringBuilder written = new StringBuilder(mnemonic.getText());
        for (TerminalNode w : words) {
            SourceSpan at = spans.of(w.getSymbol());
            read.add(new QualifierReader.Word(w.getText().substring(1),
                    new SourceSpan(at.file(), at.line(), at.column() + 1)));
            written.append(w.getText());
        }
        return QualifierReader.read(kind, written.toString(), spans.of(mnemonic.getSymbol()), read);
    }

    private static void checkLabels(int thread, List<Instruction> code) {
        Map<String, SourceSpan> defined = new HashMap<>();
        for (Instruction i : code) {
            if (i instanceof Instruction.Label label && defined.put(label.name(), label.span()) != null) {
                throw new InputError(label.span(), "label " + label.name() + " is defined twice in P" + thread);
            }
        }
        for (Instruction i : code) {
            String target = i instanceof Instruction.Goto g ? g.label()
                    : i instanceof Instruction.Branch b ? b.label() : null;
            if (target != null && !defined.containsKey(target)) {
                throw new InputError(i.span(),
                        "no label " + target + " in P" + thread + (defined.isEmpty() ? ", which defines none"
                                : "; expected one of " + defined.keySet()));
            }
        }
    }
}
