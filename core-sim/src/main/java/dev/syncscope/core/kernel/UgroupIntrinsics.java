package dev.syncscope.core.kernel;

import dev.syncscope.core.spirv.Instruction;
import dev.syncscope.core.spirv.SpirvModule;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The {@code _ugroup} pseudo-intrinsics for HLSL kernels (D3D11 {@code sync_ugroup*}, which HLSL
 * cannot express): {@code SyncScopeUavGroupMemoryBarrier[WithGroupSync]()} (UAV fence at thread-group
 * scope) and {@code SyncScopeAllGroupMemoryBarrier[WithGroupSync]()} (UAV and group-shared fence at
 * thread-group scope). Stateless.
 *
 * <p>How they work: a prelude (with {@code #line 1}, so line numbers stay the user's) defines each
 * as the matching {@code _uglobal} intrinsic, which is also what implementations that do not
 * distinguish {@code _ugroup} do, and defines {@code SYNCSCOPE}. After compilation, the memory
 * scope of every barrier on a source line that calls a pseudo-intrinsic is narrowed to Workgroup.
 * A kernel that must also compile with dxc defines them itself inside {@code #ifndef SYNCSCOPE}.
 */
final class UgroupIntrinsics {

    private static final Pattern CALL = Pattern.compile("\\bSyncScope(?:Uav|All)GroupMemoryBarrier(?:WithGroupSync)?\\s*\\(");
    private static final int WORKGROUP = 2;

    static final String PRELUDE = """
            #define SYNCSCOPE 1
            #define SyncScopeUavGroupMemoryBarrier() DeviceMemoryBarrier()
            #define SyncScopeUavGroupMemoryBarrierWithGroupSync() DeviceMemoryBarrierWithGroupSync()
            #define SyncScopeAllGroupMemoryBarrier() AllMemoryBarrier()
            #define SyncScopeAllGroupMemoryBarrierWithGroupSync() AllMemoryBarrierWithGroupSync()
            #line 1
            """;

    private UgroupIntrinsics() {
    }

    /** The 1-based lines of {@code source} that call a pseudo-intrinsic. */
    static Set<Integer> lines(String source) {
        Set<Integer> out = new TreeSet<>();
        String[] lines = source.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String code = lines[i].contains("//") ? lines[i].substring(0, lines[i].indexOf("//")) : lines[i];
            if (CALL.matcher(code).find()) {
                out.add(i + 1);
            }
        }
        return out;
    }

    /** {@code module} with the memory scope of the barriers on {@code lines} set to Workgroup. */
    static SpirvModule narrow(SpirvModule module, Set<Integer> lines) {
        List<Instruction> in = module.instructions();
        int bound = module.bound();
        int workgroupId = 0;
        int uintType = 0;
        int insertAt = -1;
        for (int i = 0; i < in.size(); i++) {
            Instruction x = in.get(i);
            if (x.name().equals("OpTypeInt") && x.word(1) == 32 && x.word(2) == 0 && uintType == 0) {
                uintType = x.word(0);
                insertAt = i + 1;
            } else if (x.name().equals("OpConstant") && x.word(0) == uintType && x.size() == 3
                    && x.word(2) == WORKGROUP) {
                workgroupId = x.word(1);
            }
        }
        List<Instruction> out = new ArrayList<>(in);
        if (workgroupId == 0) {
            workgroupId = bound++;
            out.add(insertAt, new Instruction(opcode("OpConstant"), new int[] {uintType, workgroupId, WORKGROUP},
                    in.get(insertAt - 1).span(), -1));
        }
        int line = 0;
        for (int i = 0; i < out.size(); i++) {
            Instruction x = out.get(i);
            switch (x.name()) {
                case "OpLine" -> line = x.word(1);
                case "OpNoLine", "OpFunctionEnd" -> line = 0;
                case "OpControlBarrier", "OpMemoryBarrier" -> {
                    if (lines.contains(line)) {
                        int[] w = x.words();
                        w[x.name().equals("OpControlBarrier") ? 1 : 0] = workgroupId;
                        out.set(i, new Instruction(x.opcode(), w, x.span(), x.wordOffset()));
                    }
                }
                default -> {
                }
            }
        }
        return new SpirvModule(module.file(), module.version(), module.generator(), bound, out, module.textNames());
    }

    private static int opcode(String name) {
        return dev.syncscope.core.spirv.Grammar.get().opcode(name).code();
    }

    static boolean uses(String source) {
        Matcher m = CALL.matcher(source);
        return m.find();
    }
}
