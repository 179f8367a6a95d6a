package dev.syncscope.core.spirv;

import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.ThreadState;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

class MalformedModuleTest {

    /** Corrupted binaries either load or give an InputError; running them never throws. */
    @Test
    void corruptedBinariesGiveInputErrorsOrFaultsNeverOtherExceptions() throws IOException {
        byte[] good = SpirvReadersTest.resource("legacy-coherent.spv");
        Random random = new Random(20261121);
        int inputErrors = 0;
        for (int trial = 0; trial < 400; trial++) {
            byte[] bad = good.clone();
            int flips = 1 + random.nextInt(3);
            for (int f = 0; f < flips; f++) {
                int at = 20 + random.nextInt(bad.length - 20);
                bad[at] = (byte) (random.nextBoolean() ? random.nextInt(256) : bad[at] ^ (1 << random.nextInt(8)));
            }
            try {
                Program p = SpirvInterpreter.program("bad", SpirvBinaryReader.read("bad.spv", bad),
                        DispatchConfig.defaults().withStepBudget(1000));
                for (ThreadState s : p.initial()) {
                    for (int step = 0; step < 50 && s.status() == ThreadState.Status.RUNNING; step++) {
                        s.next();
                        s = s.advance(0);
                    }
                }
            } catch (InputError e) {
                inputErrors++;
            } catch (RuntimeException e) {
                fail("trial " + trial + " threw " + e, e);
            }
        }
        assertTrue(inputErrors > 0);
    }

    /** Corrupted assembly text either loads or gives an InputError with a line. */
    @Test
    void corruptedAssemblyGivesPositionedInputErrors() throws IOException {
        String good = new String(SpirvReadersTest.resource("legacy-coherent.spvasm"), java.nio.charset.StandardCharsets.UTF_8);
        Random random = new Random(7);
        String alphabet = "%=\" \n;|-0123456789xOpLoadStore";
        for (int trial = 0; trial < 400; trial++) {
            StringBuilder bad = new StringBuilder(good);
            for (int f = 0; f < 1 + random.nextInt(3); f++) {
                int at = random.nextInt(bad.length());
                if (random.nextBoolean()) {
                    bad.deleteCharAt(at);
                } else {
                    bad.insert(at, alphabet.charAt(random.nextInt(alphabet.length())));
                }
            }
            try {
                SpirvInterpreter.program("bad", SpirvTextReader.read("bad.spvasm", bad.toString()),
                        DispatchConfig.defaults().withStepBudget(1000));
            } catch (InputError e) {
                assertTrue(e.span().file().equals("bad.spvasm"), e.toString());
            } catch (RuntimeException e) {
                fail("trial " + trial + " threw " + e + " on\n" + bad, e);
            }
        }
    }
}
