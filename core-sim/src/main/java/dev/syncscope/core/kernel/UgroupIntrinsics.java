package dev.syncscope.core.kernel;

import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.SourceSpan;
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
 * scope of every barrier on a line that calls a pseudo-intrinsic is narrowed to Workgroup; the lines
 * are found in the preprocessed source (the compiler's numbering: a macro that calls one counts where the
 * macro is used, a comment that names one is no call). A line that calls a pseudo-intrinsic and a
 * device-scope barrier intrinsic ({@code DeviceMemoryBarrier…}, {@code AllMemoryBarrier…}) is refused:
 * the compiled barriers of one line cannot be told apart.
 * A kernel that must also compile with dxc defines them itself inside {@code #ifndef SYNCSCOPE}.
 */
final class UgroupIntrinsics {

    private static final Pattern CALL = Pattern.compile("\\bSyncScope(?:Uav|All)GroupMemoryBarrier(?:WithGroupSync)?\\s*\\(");
    /** The HLSL barrier intrinsics of device memory scope, which a pseudo-intrinsic's line must not also call. */
    private static final Pattern DEVICE_BARRIER = Pattern.compile("\\b(?:Device|All)MemoryBarrier(?:WithGroupSync)?\\s*\\(");
    private static final Pattern LINE_DIRECTIVE = Pattern.compile("^\\s*#\\s*line\\s+(\\d+)");
    private static final int WORKGROUP = 2;

    static final String PRELUDE = """
            #define SYNCSCOPE 1
            #define SyncScopeUavGroupMemoryBarrier() DeviceMemoryBarrier()
            #define SyncScopeUavGroupMemoryBarrierWithGroupSync() DeviceMemoryBarrierWithGroupSync()
            #define SyncScopeAllGroupMemoryBarrier() AllMemoryBarrier()
            #define SyncScopeAllGroupMemoryBarrierWithGroupSync() AllMemoryBarrierWithGroupSync()
            #line 1
            """;

    /**
     * What {@link #lines} reads is preprocessed after this: {@code SYNCSCOPE} defined as when compiling (so a
     * kernel's own {@code #ifndef SYNCSCOPE} definitions of the pseudo-intrinsics stay out), the pseudo-intrinsics as
     * themselves (so their calls stay in the text, and a kernel that defines them outside {@code #ifndef SYNCSCOPE},
     * which would hide its calls and leave the fences device-wide, is refused at its definition: see
     * {@link #preprocessed}).
     */
    static final String PREPROCESS_PRELUDE = """
            #define SYNCSCOPE 1
            #define SyncScopeUavGroupMemoryBarrier() SyncScopeUavGroupMemoryBarrier()
            #define SyncScopeUavGroupMemoryBarrierWithGroupSync() SyncScopeUavGroupMemoryBarrierWithGroupSync()
            #define SyncScopeAllGroupMemoryBarrier() SyncScopeAllGroupMemoryBarrier()
            #define SyncScopeAllGroupMemoryBarrierWithGroupSync() SyncScopeAllGroupMemoryBarrierWithGroupSync()
            #line 1
            """;

    private UgroupIntrinsics() {
    }

    /**
     * The 1-based source lines of {@code file} that call a pseudo-intrinsic, from its preprocessed text
     * {@link ShadercCompiler#preprocess} (one line per source line; {@code #line N} makes the next line N).
     *
     * @throws InputError when such a line also calls a device-scope barrier intrinsic
     */
    static Set<Integer> lines(String file, String preprocessed) {
        Set<Integer> out = new TreeSet<>();
        int line = 1;
        for (String code : preprocessed.split("\n", -1)) {
            Matcher directive = LINE_DIRECTIVE.matcher(code);
            if (directive.find()) {
                line = Integer.parseInt(directive.group(1));
                continue;
            }
            if (CALL.matcher(code).find()) {
                if (DEVICE_BARRIER.matcher(code).find()) {
                    throw new InputError(new SourceSpan(file, line, 0), "this line calls a SyncScope…GroupMemoryBarrier"
                            + " pseudo-intrinsic and a device-scope barrier (DeviceMemoryBarrier…, AllMemoryBarrier…),"
                            + " whose compiled barriers cannot be told apart: put each on a line of its own");
                }
                out.add(line);
            }
            line++;
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
        return new SpirvModule(module.file(), module.version(), module.generator(), bound, out, module.textNames(),
                module.undefinedUses());
    }

    private static int opcode(String name) {
        return dev.syncscope.core.spirv.Grammar.get().opcode(name).code();
    }

    /**
     * {@code source} preprocessed after {@link #PREPROCESS_PRELUDE}; a kernel's own definition of a pseudo-intrinsic
     * outside {@code #ifndef SYNCSCOPE} is an error at that line saying where such a definition belongs.
     */
    static String preprocessed(String file, String source) {
        try {
            return ShadercCompiler.preprocess(file, PREPROCESS_PRELUDE + source, ShadercCompiler.Language.HLSL);
        } catch (InputError e) {
            if (e.getMessage().contains("Macro redefined") && e.getMessage().contains("SyncScope")) {
                throw new InputError(e.span(), "SyncScope defines the SyncScope…GroupMemoryBarrier pseudo-intrinsics"
                        + " itself: define them for other compilers inside #ifndef SYNCSCOPE … #endif (as written,"
                        + " your definition would make the group fence device-wide)");
            }
            throw e;
        }
    }

    static boolean uses(String source) {
        Matcher m = CALL.matcher(source);
        return m.find();
    }
}
