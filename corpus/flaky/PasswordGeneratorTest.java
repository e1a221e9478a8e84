import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.security.SecureRandom;
import java.util.Random;

import org.junit.Test;

/** Generates initial passwords for new accounts. */
public class PasswordGeneratorTest {

    static final class PasswordGenerator {
        static final String ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
        private final Random random;

        PasswordGenerator(Random random) {
            this.random = random;
        }

        String generate(int length) {
            StringBuilder sb = new StringBuilder(length);
            for (int i = 0; i < length; i++) {
                sb.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
            }
            return sb.toString();
        }
    }

    private static boolean hasDigit(String s) {
        for (char c : s.toCharArray()) {
            if (Character.isDigit(c)) {
                return true;
            }
        }
        return false;
    }

    // FLAKY (randomness): nothing forces a digit in; 8 characters have none about 24% of the time.
    @Test
    public void passwordContainsADigit() {
        String password = new PasswordGenerator(new SecureRandom()).generate(8);
        assertTrue(password, hasDigit(password));
    }

    @Test
    public void passwordHasRequestedLength() {
        assertEquals(12, new PasswordGenerator(new SecureRandom()).generate(12).length());
    }

    @Test
    public void passwordUsesOnlyTheAlphabet() {
        String password = new PasswordGenerator(new Random()).generate(64);
        for (char c : password.toCharArray()) {
            assertTrue(PasswordGenerator.ALPHABET.indexOf(c) >= 0);
        }
    }
}
