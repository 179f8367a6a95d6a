package dev.syncscope.core.kernel;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.api.LaunchOptions;
import dev.syncscope.core.model.Outcome;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A matrix in buffer or workgroup memory is held as its columns (SPIR-V OpTypeMatrix), laid out by its member's
 * MatrixStride (SPIR-V 2.16.2: a matrix member "must be decorated with a MatrixStride"); until session 80 a block with a
 * matrix lost its names ({@code B[0..3]}) and an access faulted with "unsupported type Other[opName=OpTypeMatrix]".
 */
class MatricesInMemoryTest {

    @Test
    void matricesAreColumnsLaidOutByTheirStrideAndNamedByColumnAndRow() {
        // std140 puts t's columns 16 bytes apart (words 0-1 and 4-5; 9 is the padding between), std430 8 apart
        DebugSession s = DebugSession.load(KernelLoader.load("mat.comp", """
                // @buffer t = 1.0, 2.0, 9, 9, 3.0, 4.0
                #version 450
                layout(local_size_x = 1) in;
                layout(std140, binding = 0) uniform U { mat2 t; };
                layout(std430, binding = 1) buffer B { mat2 m; float x; };
                void main() { mat2 a = t; m = a; m[1].y = 5.0; x = a[1][0]; }
                """).program(), LaunchOptions.DEFAULTS);
        s.run();
        Map<String, Object> shown = s.outcome().shown(Outcome.UNDEFINED);
        assertEquals("1.0", shown.get("m[0].x"), shown::toString);
        assertEquals("2.0", shown.get("m[0].y"), shown::toString);
        assertEquals("3.0", shown.get("m[1].x"), shown::toString);
        assertEquals("5.0", shown.get("m[1].y"), shown::toString);
        assertEquals("3.0", shown.get("x"), shown::toString);
        assertEquals("4.0", shown.get("t[1].y"), shown::toString);
    }

    @Test
    void aRowMajorMatrixFaultsWhereItIsAccessedAndNamesWhatItIs() {
        // a kernel that never touches it loads (an HLSL cbuffer's matrix is RowMajor in SPIR-V); an access faults
        // saying what it is (it said "unsupported type Other[opName=OpTypeMatrix]")
        DebugSession s = DebugSession.load(KernelLoader.load("rm.comp", """
                #version 450
                layout(local_size_x = 1) in;
                layout(row_major, binding = 0) buffer B { mat2 m; };
                void main() { m[0][1] = 1.0; }
                """).program(), LaunchOptions.DEFAULTS);
        s.run();
        String faults = s.diagnostics().toString();
        assertTrue(faults.contains("a RowMajor matrix (GLSL layout(row_major))") && !faults.contains("Other["), faults);
    }
}
