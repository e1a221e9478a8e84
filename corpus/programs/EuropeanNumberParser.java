import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.text.NumberFormat;
import java.text.ParseException;
import java.text.ParsePosition;
import java.util.Locale;

/** Imports amounts typed by users in their own conventions, and echoes them back. */
public class EuropeanNumberParser {
    public static void main(String[] args) {
        Object[][] inputs = {
            {Locale.US, new String[] {"1,234.56", "-0.5", "12", "1.234,56", "abc", "3.5e2", "  7"}},
            {Locale.GERMANY, new String[] {"1.234,56", "-0,5", "12", "1,234.56", "1.234.567", "∞", "NaN"}},
            {new Locale("de", "CH"), new String[] {"1’234.56", "1'234.56", "-12.5", "CHF 12.50"}},
            {Locale.FRANCE, new String[] {"1\u202f234,56", "1 234,56", "1\u00a0234,56", "-3,25", "12 %"}},
            {new Locale("ru", "RU"), new String[] {"1\u00a0234,56", "не число", "-7,5"}},
            {new Locale("sv", "SE"), new String[] {"1\u00a0234,56", "\u22127,5", "-7,5"}},
        };
        for (Object[] row : inputs) {
            Locale l = (Locale) row[0];
            NumberFormat nf = NumberFormat.getNumberInstance(l);
            DecimalFormatSymbols s = DecimalFormatSymbols.getInstance(l);
            System.out.println("== " + l + ": decimal '" + s.getDecimalSeparator() + "' grouping U+"
                + String.format("%04X", (int) s.getGroupingSeparator()) + " minus U+"
                + String.format("%04X", (int) s.getMinusSign()) + " exponent " + s.getExponentSeparator()
                + " pattern " + ((DecimalFormat) nf).toPattern());
            for (String in : (String[]) row[1]) {
                ParsePosition pos = new ParsePosition(0);
                Number n = nf.parse(in, pos);
                String back = n == null ? "-" : nf.format(n);
                System.out.println("  [" + in + "] -> " + n + " (index " + pos.getIndex() + ", error "
                    + pos.getErrorIndex() + ") -> [" + back + "]");
                try {
                    nf.parse(in);
                } catch (ParseException e) {
                    System.out.println("    ParseException: " + e.getMessage() + " at " + e.getErrorOffset());
                }
            }
        }
        System.out.println("== percent and currency round trips");
        for (Locale l : new Locale[] {Locale.US, Locale.GERMANY, Locale.FRANCE, new Locale("tr", "TR"),
            new Locale("de", "AT"), new Locale("nb", "NO"), new Locale("cs", "CZ")}) {
            NumberFormat p = NumberFormat.getPercentInstance(l);
            NumberFormat c = NumberFormat.getCurrencyInstance(l);
            String ps = p.format(0.256);
            String cs = c.format(-1234.5);
            Number pb;
            Number cb;
            try {
                pb = p.parse(ps);
                cb = c.parse(cs);
            } catch (ParseException e) {
                pb = null;
                cb = null;
                System.out.println("  " + l + " parse failed: " + e.getMessage());
            }
            System.out.println("  " + l + ": " + ps + " -> " + pb + " ; " + cs + " -> " + cb);
        }
        DecimalFormat custom = new DecimalFormat("#,##0.00;(#,##0.00)", DecimalFormatSymbols.getInstance(Locale.ITALY));
        System.out.println("custom it: " + custom.format(-9876.543) + " " + custom.format(0.1) + " "
            + custom.toLocalizedPattern());
    }
}
