import java.util.Scanner;

/**
 * Reading and slicing text that fails inside the class library: Scanner's typed reads, String
 * and StringBuilder indices, format conversions. Each stack trace (printed, and the last one
 * uncaught) shows HotSpot's library frames.
 */
public class LibraryFramesText {
    interface Case {
        Object run();
    }

    static void attempt(String name, Case c) {
        System.err.println("-- " + name);
        try {
            System.out.println(name + " -> " + c.run());
        } catch (RuntimeException e) {
            e.printStackTrace();
        }
    }

    public static void main(String[] args) {
        attempt("nextInt on a word", () -> new Scanner("abc").nextInt());
        attempt("nextInt at the end", () -> new Scanner("").nextInt());
        attempt("nextInt too big", () -> new Scanner("99999999999").nextInt());
        attempt("nextLong on a word", () -> new Scanner("x").nextLong());
        attempt("nextDouble on a word", () -> new Scanner("x").nextDouble());
        attempt("nextBoolean", () -> new Scanner("maybe").nextBoolean());
        attempt("next at the end", () -> new Scanner("  ").next());
        attempt("nextLine at the end", () -> new Scanner("").nextLine());
        attempt("closed", () -> {
            Scanner s = new Scanner("1 2");
            s.close();
            return s.nextInt();
        });
        attempt("charAt", () -> "abc".charAt(3));
        attempt("charAt negative", () -> "caf\u00e9".charAt(-1));
        attempt("charAt UTF-16", () -> "\u4e16\u754c".charAt(2));
        attempt("substring", () -> "abc".substring(4));
        attempt("substring range", () -> "abc".substring(2, 1));
        attempt("subSequence", () -> "abc".subSequence(0, 9));
        attempt("repeat", () -> "ab".repeat(-2));
        attempt("StringBuilder.charAt", () -> new StringBuilder("ab").charAt(2));
        attempt("StringBuilder.insert", () -> new StringBuilder("ab").insert(3, "x"));
        attempt("StringBuilder.deleteCharAt", () -> new StringBuilder().deleteCharAt(0));
        attempt("StringBuilder.setCharAt", () -> {
            StringBuilder b = new StringBuilder("ab");
            b.setCharAt(2, 'c');
            return b;
        });
        attempt("StringBuilder.delete", () -> new StringBuilder("ab").delete(3, 4));
        attempt("String.format", () -> String.format("%d items", "three"));
        attempt("String.format missing", () -> String.format("%s and %s", "one"));
        attempt("Enum.valueOf", () -> Thread.State.valueOf("SLEEPING"));
        Scanner in = new Scanner("3 4 five 6");
        int sum = 0;
        while (in.hasNext()) {
            sum += in.nextInt();
            System.out.println("sum " + sum);
        }
    }
}
