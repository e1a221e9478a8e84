import java.math.BigDecimal;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.text.NumberFormat;
import java.text.ParseException;
import java.text.ParsePosition;
import java.util.Locale;

// Reads amounts out of a bank statement line by line, tracking parse positions.
public class NumberParsePositions {
    public static void main(String[] args) {
        String statement = "12/03 DEPOSIT 1,250.75 BAL 10,000.5;12/04 FEE -3.5 BAL 9,997.00;12/05 ODD 1.2.3 x";
        DecimalFormat amount = new DecimalFormat("#,##0.##", DecimalFormatSymbols.getInstance(Locale.US));
        ParsePosition pos = new ParsePosition(0);
        int found = 0;
        while (pos.getIndex() < statement.length()) {
            int before = pos.getIndex();
            Number n = amount.parse(statement, pos);
            if (n == null) {
                pos.setIndex(before + 1);
                pos.setErrorIndex(-1);
                continue;
            }
            found++;
            System.out.println("at " + before + ".." + pos.getIndex() + ": " + n + " (" + n.getClass().getSimpleName() + ")");
        }
        System.out.println(found + " numbers");

        amount.setParseBigDecimal(true);
        for (String s : new String[] {"1,234.5678", "-0.00", "0.1", "12345678901234567890.123", "-7", "3.", "∞", "NaN"}) {
            ParsePosition p = new ParsePosition(0);
            Number n = amount.parse(s, p);
            System.out.println("big " + s + " -> " + n + (n == null ? "" : " " + n.getClass().getSimpleName()) + " idx " + p.getIndex());
        }
        amount.setParseBigDecimal(false);

        NumberFormat integers = NumberFormat.getIntegerInstance(Locale.US);
        NumberFormat plain = NumberFormat.getNumberInstance(Locale.US);
        for (String s : new String[] {"42", "42.99", "-1,024.5", "9,223,372,036,854,775,807", "9,223,372,036,854,775,808",
                                      "1e5", "  7", "+5", "-0", "0.0"}) {
            ParsePosition a = new ParsePosition(0);
            ParsePosition b = new ParsePosition(0);
            Number x = integers.parse(s, a);
            Number y = plain.parse(s, b);
            System.out.printf("%-28s int=%s@%d/%d num=%s@%d/%d%n", s, x, a.getIndex(), a.getErrorIndex(), y, b.getIndex(),
                b.getErrorIndex());
        }
        plain.setParseIntegerOnly(true);
        System.out.println("integerOnly " + plain.isParseIntegerOnly() + " " + parse(plain, "3.99") + " " + parse(plain, "-12,345.6"));
        plain.setGroupingUsed(false);
        System.out.println("no grouping " + parse(plain, "1,234") + " " + plain.format(1234567));

        DecimalFormat neg = new DecimalFormat("#,##0.00;<#,##0.00>");
        System.out.println("negatives " + parse(neg, "<1,000.00>") + " " + parse(neg, "1,000.00") + " " + parse(neg, "-1.00")
            + " " + neg.format(-5) + " " + neg.getNegativePrefix() + neg.getNegativeSuffix());
        DecimalFormat suffix = new DecimalFormat("0.0 kg;0.0 kg-");
        System.out.println("suffixes " + suffix.format(-2.25) + " " + parse(suffix, "2.5 kg-") + " " + parse(suffix, "2.5 kg")
            + " " + parse(suffix, "2.5"));
        DecimalFormat pct = new DecimalFormat("0.#%");
        System.out.println("percent " + parse(pct, "45.5%") + " " + parse(pct, "200%") + " " + parse(pct, "45"));
        DecimalFormat mille = new DecimalFormat("0\u2030");
        System.out.println("mille " + mille.format(0.0125) + " " + parse(mille, "13\u2030"));
        DecimalFormat mult = new DecimalFormat("0.00");
        mult.setMultiplier(1000);
        System.out.println("multiplier " + mult.format(1.2345) + " " + parse(mult, "1234.5") + " " + mult.getMultiplier());

        for (String s : new String[] {"", "abc", "-", "1,2,3", ".5", "5.", "1 000"}) {
            try {
                System.out.println("strict '" + s + "' -> " + NumberFormat.getInstance().parse(s));
            } catch (ParseException e) {
                System.out.println("strict '" + s + "' -> " + e.getMessage() + " offset " + e.getErrorOffset());
            }
        }
        Object o = plain.parseObject("77 trombones", new ParsePosition(0));
        System.out.println("parseObject " + o + " " + new ParsePosition(3) + " " + new ParsePosition(3).equals(new ParsePosition(3)));
        BigDecimal b = (BigDecimal) new DecimalFormat("0.0") {{ setParseBigDecimal(true); }}.parse("2.50", new ParsePosition(0));
        System.out.println("scale " + b.scale() + " " + b);
    }

    static String parse(NumberFormat f, String s) {
        ParsePosition p = new ParsePosition(0);
        Number n = f.parse(s, p);
        return n == null ? "null@" + p.getErrorIndex() : n + "@" + p.getIndex();
    }
}
