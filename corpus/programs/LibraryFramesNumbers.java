import java.math.BigInteger;

/**
 * Number parsing that fails inside the class library: each stack trace (printed, and the last
 * one uncaught) shows the library's frames with HotSpot's classes, methods and line numbers.
 */
public class LibraryFramesNumbers {
    static int tries;

    static void attempt(String what, String text) {
        tries++;
        System.err.println("-- " + what + " \"" + text + "\"");
        try {
            switch (what) {
                case "parseInt": System.out.println(Integer.parseInt(text)); break;
                case "parseInt16": System.out.println(Integer.parseInt(text, 16)); break;
                case "valueOf": System.out.println(Integer.valueOf(text)); break;
                case "decode": System.out.println(Integer.decode(text)); break;
                case "parseLong": System.out.println(Long.parseLong(text)); break;
                case "longValueOf": System.out.println(Long.valueOf(text)); break;
                case "parseShort": System.out.println(Short.parseShort(text)); break;
                case "parseByte": System.out.println(Byte.parseByte(text)); break;
                case "parseDouble": System.out.println(Double.parseDouble(text)); break;
                case "doubleValueOf": System.out.println(Double.valueOf(text)); break;
                case "parseFloat": System.out.println(Float.parseFloat(text)); break;
                case "bigInteger": System.out.println(new BigInteger(text)); break;
                default: throw new IllegalStateException(what);
            }
        } catch (NumberFormatException e) {
            e.printStackTrace();
        }
    }

    static int total(String[] fields) {
        int sum = 0;
        for (String f : fields) {
            sum += Integer.parseInt(f.trim());
        }
        return sum;
    }

    public static void main(String[] args) {
        String[] ints = {"42", "many", "", "-", "+", "*7", "2147483648", "-2147483649", "12 "};
        for (String s : ints) {
            attempt("parseInt", s);
        }
        attempt("parseInt16", "zz");
        attempt("valueOf", "x1");
        attempt("decode", "0xZZ");
        attempt("decode", "");
        attempt("parseLong", "abc");
        attempt("parseLong", "9223372036854775808");
        attempt("longValueOf", "1.5");
        attempt("parseShort", "70000");
        attempt("parseByte", "q");
        attempt("parseDouble", "abc");
        attempt("parseDouble", "");
        attempt("parseDouble", "1.2.3");
        attempt("doubleValueOf", "1,5");
        attempt("parseFloat", "x");
        attempt("bigInteger", "12a");
        try {
            Integer.parseInt(null);
        } catch (NumberFormatException e) {
            e.printStackTrace();
        }
        try {
            Double.parseDouble(null);
        } catch (NullPointerException e) {
            e.printStackTrace();
        }
        System.out.println(tries + " tries");
        // A CSV line with a word where a number belongs: the trace a real program leaves.
        System.out.println(total("3, 4, many, 5".split(",")));
    }
}
