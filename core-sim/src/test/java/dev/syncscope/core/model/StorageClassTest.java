package dev.syncscope.core.model;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The names of storage classes as the advice gives them, and reading two of them back for a translation. */
class StorageClassTest {

    @Test
    void twoClassesJoinedForTheAdviceAreReadBackInTheirOrder() {
        for (StorageClass flag : StorageClass.values()) {
            for (StorageClass data : StorageClass.values()) {
                String names = StorageClass.semanticsNames(flag, data);
                assertEquals(flag == data ? List.of() : List.of(flag, data), StorageClass.ofSemanticsNames(names),
                        names);
            }
        }
    }

    @Test
    void otherTextIsNoPairOfClasses() {
        String uniform = StorageClass.STORAGE_BUFFER.semanticsName();
        String workgroup = StorageClass.WORKGROUP.semanticsName();
        for (String text : List.of("", "T0 and T1", uniform, uniform + " and ", " and " + workgroup,
                uniform + " and " + workgroup + " and " + uniform, "x " + uniform + " and " + workgroup)) {
            assertEquals(List.of(), StorageClass.ofSemanticsNames(text), text);
        }
    }
}
