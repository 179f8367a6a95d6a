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
    void aRowMajorMatrixKeepsEachRowContiguousAndIsStillIndexedColumnFirst() {
        // SPIR-V RowMajor: "components within a row are contiguous in memory", MatrixStride the bytes between rows
        // (std430 mat2: 8). The words 1, 2, 3, 4 are row 0 = (m[0][0], m[1][0]) and row 1 = (m[0][1], m[1][1]), so
        // m[0] = (1, 3) and m[1] = (2, 4). Until session 81 an access faulted ("memory access of a RowMajor matrix").
        DebugSession s = DebugSession.load(KernelLoader.load("rm.comp", """
                // @buffer B = 1.0, 2.0, 3.0, 4.0
                #version 450
                layout(local_size_x = 1) in;
                layout(row_major, std430, binding = 0) buffer B { mat2 m; vec2 c0; vec2 c1; float m01; };
                void main() { mat2 a = m; c0 = a[0]; c1 = m[1]; m01 = m[0][1]; m[1][0] = 7.0; }
                """).program(), LaunchOptions.DEFAULTS);
        s.run();
        assertTrue(s.diagnostics().isEmpty(), s.diagnostics().toString());
        Map<String, Object> shown = s.outcome().shown(Outcome.UNDEFINED);
        assertEquals("1.0", shown.get("c0.x"), shown::toString);
        assertEquals("3.0", shown.get("c0.y"), shown::toString);
        assertEquals("2.0", shown.get("c1.x"), shown::toString);
        assertEquals("4.0", shown.get("c1.y"), shown::toString);
        assertEquals("3.0", shown.get("m01"), shown::toString);
        // named column first, each at its word: m[1].x is word 1 (stored 7.0), m[0].y word 2
        assertEquals("7.0", shown.get("m[1].x"), shown::toString);
        assertEquals("3.0", shown.get("m[0].y"), shown::toString);
        assertEquals("4.0", shown.get("m[1].y"), shown::toString);
    }

    @Test
    void anHlslMatrixInABufferIsRowMajorInSpirvAndRunsAsHlslMeansIt() {
        // HLSL's default column_major is SPIR-V's RowMajor (HLSL's rows are SPIR-V's columns). column_major: each HLSL
        // column is contiguous, so the words 1, 2, 3, 4 are HLSL column 0 = (1, 2) and column 1 = (3, 4): m[0][1]
        // (row 0, column 1) is 3, and mul(m, (1, 0)) is column 0, (1, 2)
        DebugSession s = DebugSession.load(KernelLoader.load("cb.hlsl", """
                // @buffer S = 1.0, 2.0, 3.0, 4.0
                // @buffer o = 0.0, 0.0, 0.0
                struct M { float2x2 m; };
                RWStructuredBuffer<M> S : register(u0);
                RWStructuredBuffer<float> o : register(u1);
                [numthreads(1, 1, 1)]
                void main() {
                    float2x2 m = S[0].m;
                    o[0] = m[0][1];
                    float2 r = mul(m, float2(1.0, 0.0));
                    o[1] = r.x; o[2] = r.y;
                }
                """).program(), LaunchOptions.DEFAULTS);
        s.run();
        assertTrue(s.diagnostics().isEmpty(), s.diagnostics().toString());
        Map<String, Object> shown = s.outcome().shown(Outcome.UNDEFINED);
        assertEquals("3.0", shown.get("o[0]"), shown::toString);
        assertEquals("1.0", shown.get("o[1]"), shown::toString);
        assertEquals("2.0", shown.get("o[2]"), shown::toString);
    }
}
