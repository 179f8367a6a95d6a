package dev.syncscope.views.lesson;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LessonBrowserViewModelTest {

    private static final LessonEntry MP = new LessonEntry("mp-two-workgroups.test", "Message passing between two workgroups",
            "P0 writes the payload x and raises the flag y with a device-scope release.");
    private static final LessonEntry BARRIER = new LessonEntry("barrier.comp", "Workgroup barrier",
            "controlBarrier makes every invocation of the workgroup wait.");
    private static final LessonEntry STALE = new LessonEntry("stale.test", "A stale read",
            "Without visibility P1 reads the old value of x.");

    private final List<String> opened = new ArrayList<>();
    private final LessonBrowserViewModel model = new LessonBrowserViewModel(List.of(MP, BARRIER, STALE), opened::add);

    @Test
    void filterKeepsLessonsContainingEveryWordInTitleTextOrFileName() {
        model.filterProperty().set("  X  flag ");
        assertEquals(List.of(MP), model.shown());
        model.filterProperty().set("comp");
        assertEquals(List.of(BARRIER), model.shown());
        model.filterProperty().set("");
        assertEquals(List.of(MP, BARRIER, STALE), model.shown());
    }

    @Test
    void aTranslatedLessonMatchesItsOwnWordsAndTheEnglishOnes() {
        LessonEntry japanese = new LessonEntry("stale.test", "古い値の読み込み",
                "可視性がないので P1 は x の古い値を読みます。", "A stale read\nWithout visibility P1 reads the old value of x.");
        LessonBrowserViewModel translated = new LessonBrowserViewModel(List.of(MP, japanese), opened::add);
        translated.filterProperty().set("古い値");
        assertEquals(List.of(japanese), translated.shown());
        translated.filterProperty().set("stale");
        assertEquals(List.of(japanese), translated.shown(), "the English words find the Japanese lesson");
        translated.filterProperty().set("ｐ１　可視性");
        assertEquals(List.of(japanese), translated.shown(), "full-width letters, digits and space as typed with an IME");
        translated.selectedProperty().set(japanese);
        assertEquals("古い値の読み込み", translated.titleProperty().get());
        assertEquals(japanese.lesson(), translated.lessonProperty().get(), "the English text is only matched, not shown");
    }

    @Test
    void selectionShowsItsLessonAndOpenPassesItsFileName() {
        assertFalse(model.canOpenProperty().get());
        model.open();
        assertTrue(opened.isEmpty());
        model.selectedProperty().set(STALE);
        assertEquals("A stale read", model.titleProperty().get());
        assertEquals(STALE.lesson(), model.lessonProperty().get());
        assertTrue(model.canOpenProperty().get());
        model.open();
        assertEquals(List.of("stale.test"), opened);
    }

    @Test
    void filterHidingTheSelectionClearsIt() {
        model.selectedProperty().set(BARRIER);
        model.filterProperty().set("visibility");
        assertNull(model.selectedProperty().get());
        assertEquals("", model.lessonProperty().get());
        model.selectFirst();
        assertEquals(STALE, model.selectedProperty().get());
    }

    @Test
    void theOpenSamplesLessonIsSelectedByItsFileNameEvenWhenTheFilterHidIt() {
        model.selectFile("stale.test");
        assertEquals(STALE, model.selectedProperty().get());
        assertEquals(STALE.lesson(), model.lessonProperty().get());
        model.filterProperty().set("barrier");
        model.selectFile("mp-two-workgroups.test");
        assertEquals(MP, model.selectedProperty().get());
        assertEquals("", model.filterProperty().get(), "the filter that hid it is cleared");
        model.selectFile("not-a-sample.comp");
        assertEquals(MP, model.selectedProperty().get(), "a kernel without a lesson leaves the selection");
    }
}
