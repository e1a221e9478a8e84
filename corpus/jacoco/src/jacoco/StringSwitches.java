package jacoco;

/** String switches: javac hashes the string, then switches on the case index. */
public class StringSwitches {
    public static int statement(String s) {
        int r;
        switch (s) {
            case "one":
                r = 1;
                break;
            case "two":
                r = 2;
                break;
            case "three":
            case "drei":
                r = 3;
                break;
            default:
                r = 0;
        }
        return r;
    }

    /** "Aa" and "BB" have the same hash code: one hash case, two equals checks. */
    public static String collisions(String s) {
        switch (s) {
            case "Aa":
                return "first";
            case "BB":
                return "second";
            case "C":
                return "third";
            default:
                return "none";
        }
    }

    public static int expression(String s) {
        return switch (s) {
            case "a", "b" -> 1;
            case "c" -> {
                int n = s.length();
                yield n + 1;
            }
            default -> {
                if (s.isEmpty()) {
                    yield -1;
                }
                yield 0;
            }
        };
    }

    public static boolean single(String s) {
        switch (s) {
            case "only":
                return true;
            default:
                return false;
        }
    }

    public static int noDefault(String s) {
        int r = 0;
        switch (s) {
            case "x" -> r = 1;
            case "y" -> r = 2;
        }
        return r;
    }
}
