package dev.syncscope.views.source;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.Arrays;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Breakpoints follow edits the way code editors move them. Texts use '|' for a line break. */
class LineShiftTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', textBlock = """
            # what happens                                 ; before        ; after           ; marks ; moved
            line inserted above moves marks down           ; a|b|c         ; a|new|b|c       ; 2 3   ; 3 4
            line inserted at the very top                  ; a|b           ; new|a|b         ; 1 2   ; 2 3
            line inserted below leaves marks               ; a|b|c         ; a|b|c|new       ; 1 2   ; 1 2
            typing inside a marked line keeps its mark     ; a|b|c         ; a|bxy|c         ; 2     ; 2
            deleting a whole line drops its mark           ; a|b|c|d       ; a|c|d           ; 2 3   ; 2
            deleting two lines shifts the rest up by two   ; a|b|c|d|e     ; a|d|e           ; 1 4 5 ; 1 2 3
            joining two lines keeps both on the joined one ; a|b|c         ; ab|c            ; 1 2 3 ; 1 2
            splitting a line moves the marks below         ; a|bc|d        ; a|b|c|d         ; 2 3   ; 2 4
            a multi-line paste inside a line               ; a|bc|d        ; a|bX|Y|Zc|d     ; 2 3   ; 2 5
            replacing a selection across lines             ; a|b1|b2|b3|c  ; a|bX|c          ; 2 3 4 5 ; 2 3
            no change leaves the marks                     ; a|b           ; a|b             ; 1 2   ; 1 2
            """)
    void marksFollowTheEdit(String what, String before, String after, String marks, String moved) {
        assertEquals(lines(moved), LineShift.apply(text(before), text(after), lines(marks)));
    }

    private static String text(String s) {
        return s.replace('|', '\n');
    }

    private static Set<Integer> lines(String s) {
        return Arrays.stream(s.trim().split(" +")).map(Integer::valueOf).collect(Collectors.toCollection(TreeSet::new));
    }
}
