package dev.syncscope.core.model;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** An outcome's entries, as the command line and the Outcomes tab print them. */
class OutcomeFormatTest {

    @Test
    void namesAreInNaturalOrderSoTenComesAfterTwo() {
        Map<String, Long> v = Map.of("T10:i", 10L, "T2:i", 2L, "x[10]", 1L, "x[2]", 2L, "y", 0L);
        assertEquals("T2:i=2, T10:i=10, x[2]=2, x[10]=1, y=0", OutcomeFormat.text(v));
    }

    @Test
    void naturalOrderIsATotalOrderOnNamesThatDifferOnlyInTheirDigits() {
        List<String> names = new ArrayList<>(List.of("a10", "a2", "a", "a02", "b1", "a2b", "a2:0", "10", "9"));
        names.sort(OutcomeFormat.NATURAL);
        assertEquals(List.of("9", "10", "a", "a02", "a2", "a2:0", "a2b", "a10", "b1"), names);
    }

    /** The order as first written, with a regular expression and big integers: the reference for the one now used. */
    private static int naturallyByRegex(String a, String b) {
        java.util.regex.Matcher x = java.util.regex.Pattern.compile("\\d+|\\D+").matcher(a);
        java.util.regex.Matcher y = java.util.regex.Pattern.compile("\\d+|\\D+").matcher(b);
        while (true) {
            boolean more = x.find();
            if (more != y.find()) {
                return more ? 1 : -1;
            }
            if (!more) {
                return a.compareTo(b);
            }
            String p = x.group();
            String q = y.group();
            int c = Character.isDigit(p.charAt(0)) && Character.isDigit(q.charAt(0))
                    ? new java.math.BigInteger(p).compareTo(new java.math.BigInteger(q)) : p.compareTo(q);
            if (c != 0) {
                return c;
            }
        }
    }

    @Test
    void naturalOrderAgreesWithSplittingIntoDigitRunsAndTextRunsOnRandomNames() {
        java.util.Random random = new java.util.Random(49);
        String alphabet = "a0129T:[]x.";
        for (int n = 0; n < 50_000; n++) {
            String a = randomName(random, alphabet);
            String b = random.nextInt(4) == 0 ? a : randomName(random, alphabet);
            assertEquals(Integer.signum(naturallyByRegex(a, b)), Integer.signum(OutcomeFormat.NATURAL.compare(a, b)),
                    a + " vs " + b);
        }
        assertEquals(-1, Integer.signum(OutcomeFormat.NATURAL.compare("x[99999999999999999999]",
                "x[100000000000000000000]")), "numbers longer than a long");
    }

    private static String randomName(java.util.Random random, String alphabet) {
        StringBuilder s = new StringBuilder();
        for (int k = random.nextInt(9); k > 0; k--) {
            s.append(alphabet.charAt(random.nextInt(alphabet.length())));
        }
        return s.toString();
    }

    @Test
    void consecutiveElementsHoldingOneValueAreOneEntry() {
        Map<String, Long> v = new LinkedHashMap<>();
        for (int i = 0; i < 12; i++) {
            v.put("a[" + i + "]", i < 10 ? 1L : 2L);
        }
        v.put("b[0]", 1L);
        v.put("b[2]", 1L);
        assertEquals("a[0..9]=1, a[10..11]=2, b[0]=1, b[2]=1", OutcomeFormat.text(v),
                "b[1] is not in the outcome, so b[0] and b[2] are no run");
    }

    @Test
    void localsComeFirstAndAreCountedByInvocation() {
        OutcomeFormat.Entries e = OutcomeFormat.entries(Map.of("x", 1L, "P1:r0", 0L, "P1:r1", 1L, "P0:r0", 2L));
        assertEquals(List.of("P0:r0=2", "P1:r0=0", "P1:r1=1"), e.locals());
        assertEquals(List.of("x=1"), e.memory());
        assertEquals(2, e.invocations());
    }

    @Test
    void aLineOverTheLimitLeavesOutTheLocalsFirstThenTheLastEntries() {
        Map<String, Long> v = new LinkedHashMap<>();
        for (int t = 0; t < 100; t++) {
            v.put("T" + t + ":i", (long) t);
        }
        for (int i = 0; i < 5; i++) {
            v.put("out[" + i + "]", (long) i);
        }
        assertEquals(new OutcomeFormat.Line(List.of("out[0]=0", "out[1]=1", "out[2]=2", "out[3]=3", "out[4]=4"), 100, 0),
                OutcomeFormat.shorten(v, 64), "memory is kept; the 100 invocations' locals are left out");
        assertEquals(new OutcomeFormat.Line(List.of("out[0]=0", "out[1]=1", "out[2]=2"), 100, 2),
                OutcomeFormat.shorten(v, 3));
        assertEquals(new OutcomeFormat.Line(OutcomeFormat.entries(v).all(), 0, 0), OutcomeFormat.shorten(v, 105),
                "105 entries fit in 105");
    }
}
