package jacoco;

/** Switches on an enum go through a switch map in a synthetic nested class. */
public class EnumSwitches {
    public enum Color { RED, GREEN, BLUE, YELLOW }

    public static int statement(Color c) {
        switch (c) {
            case RED:
                return 1;
            case GREEN:
            case BLUE:
                return 2;
            default:
                return 3;
        }
    }

    public static String expression(Color c) {
        return switch (c) {
            case RED -> "r";
            case GREEN -> "g";
            case BLUE -> "b";
            case YELLOW -> "y";
        };
    }

    public static int twoSwitches(Color a, Color b) {
        int n = 0;
        switch (a) {
            case RED -> n += 1;
            case BLUE -> n += 2;
            default -> n += 3;
        }
        switch (b) {
            case GREEN -> n *= 2;
            default -> n *= 3;
        }
        return n;
    }
}
