package dev.syncscope.core.check;

import dev.syncscope.core.litmus.khronos.KhronosCorpus;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.List;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;

class KhronosCorpusCheckTest {

    @Test
    void everyKhronosAnswerLineAgreesWithTheChecker() throws IOException {
        List<KhronosSuite.Verdict> verdicts = new KhronosSuite().run();
        List<KhronosSuite.Verdict> wrong = verdicts.stream().filter(v -> !v.agrees()).toList();
        assertEquals(KhronosCorpus.ANSWER_COUNT, verdicts.size());
        assertEquals(List.of(), wrong.stream().map(Object::toString).collect(Collectors.toList()));
        assertEquals(KhronosCorpus.ANSWER_COUNT, verdicts.stream().filter(KhronosSuite.Verdict::agrees).count());
    }
}
