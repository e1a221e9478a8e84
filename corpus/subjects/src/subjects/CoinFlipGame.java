package subjects;

import java.util.Random;

/** Uses an unseeded Random to decide branches. */
public class CoinFlipGame {

    private final Random random = new Random();
    private int wins;
    private int losses;

    public String flip(String guess) {
        if (!"HEADS".equals(guess) && !"TAILS".equals(guess)) {
            throw new IllegalArgumentException("guess must be HEADS or TAILS");
        }
        String outcome = random.nextBoolean() ? "HEADS" : "TAILS";
        if (outcome.equals(guess)) {
            wins++;
            return "WIN";
        }
        losses++;
        return "LOSE";
    }

    public String rollDice() {
        int value = random.nextInt(6) + 1;
        if (value == 6) {
            return "JACKPOT";
        } else if (value == 1) {
            return "SNAKE_EYE";
        }
        return "ROLLED " + value;
    }

    public static int pickLuckyNumber() {
        int n = new Random().nextInt(100);
        if (n == 42) {
            return -1;
        }
        return n;
    }

    public int getWins() {
        return wins;
    }

    public int getLosses() {
        return losses;
    }

    public String record() {
        if (wins > losses) {
            return "AHEAD";
        } else if (wins < losses) {
            return "BEHIND";
        }
        return "EVEN";
    }
}
