import java.io.*;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.CharBuffer;
import java.nio.file.*;
import java.util.*;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/** Reads a semicolon-separated ledger with Scanner: custom delimiters, BigDecimal amounts, findInLine and skip. */
public class ScannerLedger {
    /** A Readable that hands out its text a few chars at a time, like a slow network source. */
    static final class Trickle implements Readable {
        private final String text;
        private int pos;

        Trickle(String text) {
            this.text = text;
        }

        public int read(CharBuffer cb) {
            if (pos >= text.length()) return -1;
            int n = Math.min(Math.min(7, cb.remaining()), text.length() - pos);
            cb.put(text, pos, pos + n);
            pos += n;
            return n;
        }
    }

    public static void main(String[] args) throws IOException {
        String ledger = "# ledger v2 generated 2024-03-01\n"
                + "2024-01-03; groceries ; 54.20 ; EUR\n"
                + "2024-01-05;rent;1,200.00;EUR\n"
                + "2024-01-09 ; refund; -19.99 ;EUR\n"
                + "2024-01-12;bonus;2.5e2;EUR\n"
                + "2024-01-15;typo;12.3.4;EUR\n"
                + "2024-01-20;interest;.75;EUR\n";
        Files.write(Paths.get("ledger.txt"), ledger.getBytes("UTF-8"));

        try (Scanner sc = new Scanner(Paths.get("ledger.txt"), "UTF-8")) {
            sc.useLocale(Locale.ROOT);
            String version = sc.findInLine("v(\\d+)");
            System.out.println("header version " + version + " group " + sc.match().group(1) + ", rest of line '" + sc.nextLine() + "'");
            sc.useDelimiter(Pattern.compile("\\s*[;\\n]\\s*"));
            System.out.println("delimiter " + sc.delimiter() + ", locale '" + sc.locale() + "'");
            BigDecimal total = BigDecimal.ZERO;
            while (sc.hasNext()) {
                String date = sc.next();
                String what = sc.next();
                if (sc.hasNextBigDecimal()) {
                    BigDecimal amount = sc.nextBigDecimal();
                    total = total.add(amount);
                    System.out.printf("%s %-10s %10s %s%n", date, what, amount.toPlainString(), sc.next());
                } else {
                    String raw = sc.next();
                    System.out.println(date + " " + what + " skipped bad amount '" + raw + "' " + sc.next());
                }
            }
            System.out.println("total " + total + " rounded " + total.setScale(1, RoundingMode.HALF_EVEN));
        }

        // The same records through a Readable that trickles in.
        Scanner slow = new Scanner(new Trickle(ledger));
        slow.skip("#[^\\n]*\\n");
        List<String> dates = new ArrayList<>();
        while (slow.hasNextLine()) {
            String d = slow.findInLine("\\d{4}-\\d{2}-\\d{2}");
            if (d != null) dates.add(d);
            slow.nextLine();
        }
        System.out.println("dates " + dates);

        // tokens() on a comma list, with empty fields kept.
        Scanner csv = new Scanner("alpha,beta,,delta,").useDelimiter(",");
        System.out.println("fields " + csv.tokens().map(t -> "[" + t + "]").collect(Collectors.joining()));
        Scanner words = new Scanner("one  two\tthree\nfour");
        System.out.println("count " + words.tokens().count());

        // skip() must match right at the current position.
        Scanner sk = new Scanner("   key = value");
        try {
            sk.skip("key");
        } catch (NoSuchElementException e) {
            System.out.println("skip failed: " + e);
        }
        sk.skip("\\s*key\\s*=\\s*");
        System.out.println("after skip: '" + sk.nextLine() + "'");

        // findInLine stops at the end of the current line.
        Scanner fl = new Scanner("id=7 name=x\nid=8 name=y\n");
        System.out.println(fl.findInLine("name=(\\w)") + " " + fl.findInLine("id=\\d") + " '" + fl.nextLine() + "' " + fl.findInLine("id=\\d"));
        System.out.println("horizon " + fl.findWithinHorizon("y", 3) + " " + fl.findWithinHorizon("y", 0) + " " + fl.hasNext());

        Scanner dec = new Scanner("3.14 1,000.5 -0.0 +7 1e-3 NaN 0x1p3 Infinity abc");
        while (dec.hasNext()) {
            if (dec.hasNextBigDecimal()) System.out.print(" big:" + dec.nextBigDecimal());
            else if (dec.hasNextDouble()) System.out.print(" dbl:" + dec.nextDouble());
            else System.out.print(" str:" + dec.next());
        }
        System.out.println();
        try {
            new Scanner("abc").nextBigDecimal();
        } catch (InputMismatchException e) {
            System.out.println("nextBigDecimal: " + e);
        }
        Files.delete(Paths.get("ledger.txt"));
    }
}
