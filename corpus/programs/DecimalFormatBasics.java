import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.text.*;
import java.util.*;

public class DecimalFormatBasics {
    static void show(String label, NumberFormat f, double... vals) {
        StringBuilder sb = new StringBuilder(String.format("%-22s", label));
        for (double v : vals) sb.append(" | ").append(f.format(v));
        System.out.println(sb);
    }

    static void parse(NumberFormat f, String s) {
        ParsePosition pp = new ParsePosition(0);
        Number n = f.parse(s, pp);
        System.out.println("  parse '" + s + "' -> " + (n == null ? "null" : n.getClass().getSimpleName() + " " + n)
            + " index=" + pp.getIndex() + " error=" + pp.getErrorIndex());
    }

    public static void main(String[] args) throws ParseException {
        double[] sample = {0, 1234567.891, -0.5, 2.5, 0.125, 1e-4};
        show("getInstance", NumberFormat.getInstance(), sample);
        show("getNumberInstance", NumberFormat.getNumberInstance(), sample);
        show("getIntegerInstance", NumberFormat.getIntegerInstance(), sample);
        show("getPercentInstance", NumberFormat.getPercentInstance(), 0.256, -1.5, 0.0049, 12.345);
        show("getCurrencyInstance", NumberFormat.getCurrencyInstance(), 1234.5, -0.126, 0.005, 1e6);
        show("currency US", NumberFormat.getCurrencyInstance(Locale.US), 1234.5, -9.999);
        for (NumberFormat f : List.of(NumberFormat.getInstance(), NumberFormat.getIntegerInstance(), NumberFormat.getPercentInstance(), NumberFormat.getCurrencyInstance())) {
            DecimalFormat d = (DecimalFormat) f;
            System.out.println("  pattern " + d.toPattern() + " int " + f.getMinimumIntegerDigits() + ".." + f.getMaximumIntegerDigits()
                + " frac " + f.getMinimumFractionDigits() + ".." + f.getMaximumFractionDigits() + " grouping " + f.isGroupingUsed() + "/" + d.getGroupingSize()
                + " mult " + d.getMultiplier() + " rounding " + f.getRoundingMode() + " intOnly " + f.isParseIntegerOnly());
        }
        String[] patterns = {"#,##0.00", "0.###", "00.0%", "#.##E0", "0.000E00", "##0.###E0", "000000", "#,##0.##;(#,##0.##)",
            "'#'0 'items'", "0.0\u2030", "\u00a4\u00a4 #,##0.00", "$#,##0.00;-$#,##0.00", "#,####,###", ".00", "#."};
        double[] vals = {0, 3.14159, -42.5, 1234567.8915, 0.000123, -0.0};
        for (String p : patterns) {
            DecimalFormat f = new DecimalFormat(p);
            show(p, f, vals);
            System.out.println("  toPattern " + f.toPattern() + " prefix '" + f.getPositivePrefix() + "' suffix '" + f.getPositiveSuffix()
                + "' neg '" + f.getNegativePrefix() + "'/'" + f.getNegativeSuffix() + "' long " + f.format(-9876543210L));
        }
        for (String bad : new String[]{"#.#.#", "0#0.#0", "0E", "%0%", "#,##0,", "'unclosed"}) {
            try {
                new DecimalFormat(bad);
                System.out.println("accepted " + bad);
            } catch (IllegalArgumentException e) {
                System.out.println("rejected: " + e.getMessage());
            }
        }
        DecimalFormat f = new DecimalFormat("#,##0.###");
        for (RoundingMode rm : RoundingMode.values()) {
            if (rm == RoundingMode.UNNECESSARY) continue;
            f.setRoundingMode(rm);
            f.setMaximumFractionDigits(1);
            show(rm.toString(), f, 0.05, 0.15, 0.25, -0.25, 1.45, 2.55, -2.55, 0.04);
        }
        f.setRoundingMode(RoundingMode.UNNECESSARY);
        System.out.println("UNNECESSARY exact " + f.format(2.5));
        try {
            f.format(2.55);
        } catch (ArithmeticException e) {
            System.out.println("UNNECESSARY: " + e.getMessage());
        }
        DecimalFormat g = new DecimalFormat();
        g.setMinimumFractionDigits(2);
        g.setMaximumFractionDigits(4);
        g.setMinimumIntegerDigits(3);
        show("min3 frac2..4", g, 1.5, 12.34567, -0.00004, 123456.7);
        g.setGroupingUsed(false);
        g.setMaximumIntegerDigits(4);
        show("no grouping, maxInt 4", g, 1.5, 123456.7, 98765.4321);
        g.setGroupingUsed(true);
        g.setGroupingSize(2);
        g.setMaximumIntegerDigits(40);
        g.setDecimalSeparatorAlwaysShown(true);
        g.setMinimumFractionDigits(0);
        g.setMaximumFractionDigits(0);
        show("groups of 2, sep shown", g, 1234567, 5, -99.5);
        g.setPositivePrefix("+");
        g.setNegativePrefix("neg ");
        g.setNegativeSuffix(" !");
        g.setMultiplier(10);
        show("prefixes, x10", g, 1.25, -3, 0);
        System.out.println("  toPattern " + g.toPattern());
        DecimalFormat big = new DecimalFormat("#,##0.00");
        System.out.println("BigDecimal " + big.format(new BigDecimal("12345678901234567890.125")) + " " + big.format(new BigDecimal("-0.005"))
            + " BigInteger " + big.format(new BigInteger("98765432109876543210")) + " Integer " + big.format(7) + " Long " + big.format(Long.MIN_VALUE));
        try {
            big.format("text");
        } catch (IllegalArgumentException e) {
            System.out.println("format(String): " + e.getMessage());
        }
        System.out.println("NaN/inf " + big.format(Double.NaN) + " " + big.format(Double.POSITIVE_INFINITY) + " " + big.format(Double.NEGATIVE_INFINITY));
        NumberFormat nf = NumberFormat.getInstance();
        System.out.println("parsing with getInstance:");
        for (String s : new String[]{"1,234.56", "-7", "1.0", "-0", "3.5E2", "2.5E-2", "42abc", "abc", "9223372036854775808", "1,,000", "\u221e"}) parse(nf, s);
        System.out.println("parsing percent / integer / negative-subpattern:");
        parse(NumberFormat.getPercentInstance(), "12.5%");
        parse(NumberFormat.getPercentInstance(), "300%");
        parse(NumberFormat.getPercentInstance(), "12.5");
        parse(NumberFormat.getIntegerInstance(), "1,234.99");
        DecimalFormat acct = new DecimalFormat("#,##0.00;(#,##0.00)");
        parse(acct, "(1,500.25)");
        parse(acct, "(12");
        System.out.println("parse() = " + nf.parse("6,000") + ", " + acct.parse("(0.50)"));
        try {
            nf.parse("x1");
        } catch (ParseException e) {
            System.out.println("ParseException: " + e.getMessage() + " offset " + e.getErrorOffset());
        }
        DecimalFormat bd = new DecimalFormat("#,##0.##");
        bd.setParseBigDecimal(true);
        System.out.println("parseBigDecimal " + bd.parse("1,234.50") + " " + bd.isParseBigDecimal());
        DecimalFormat c1 = new DecimalFormat("0.00");
        DecimalFormat c2 = (DecimalFormat) c1.clone();
        System.out.println("clone equals " + c1.equals(c2) + " hash " + (c1.hashCode() == c2.hashCode()));
        c2.setMaximumFractionDigits(5);
        System.out.println("after change " + c1.equals(c2) + " " + c1.format(Math.PI) + " " + c2.format(Math.PI));
        DecimalFormatSymbols sym = new DecimalFormatSymbols();
        System.out.println("symbols zero=" + sym.getZeroDigit() + " group=" + sym.getGroupingSeparator() + " dec=" + sym.getDecimalSeparator()
            + " minus=" + sym.getMinusSign() + " pct=" + sym.getPercent() + " permill=" + sym.getPerMill() + " exp=" + sym.getExponentSeparator()
            + " inf=" + sym.getInfinity() + " nan=" + sym.getNaN() + " cur=" + sym.getCurrencySymbol() + " intl=" + sym.getInternationalCurrencySymbol());
        sym.setDecimalSeparator(',');
        sym.setGroupingSeparator('.');
        sym.setNaN("n/a");
        DecimalFormat eu = new DecimalFormat("#,##0.00", sym);
        show("custom symbols", eu, 1234567.891, -0.5, Double.NaN);
        parse(eu, "1.234,5");
        FieldPosition fp = new FieldPosition(NumberFormat.INTEGER_FIELD);
        StringBuffer out = new StringBuffer("total: ");
        nf.format(1234.5, out, fp);
        System.out.println(out + " field " + fp.getField());
        System.out.println(new ParsePosition(3) + " " + new ParsePosition(3).equals(new ParsePosition(3)));
        Format generic = NumberFormat.getPercentInstance();
        System.out.println("Format.format(Object) " + generic.format(0.75) + " " + generic.format(3L) + " parseObject " + generic.parseObject("45%"));
        // a small report
        String[] items = {"Rent", "Food", "Transport", "Savings", "Misc"};
        double[] amounts = {1450, 612.349, 180.5, 900, 57.125};
        double total = Arrays.stream(amounts).sum();
        NumberFormat money = new DecimalFormat("$#,##0.00");
        NumberFormat pct = new DecimalFormat("0.0%");
        for (int i = 0; i < items.length; i++)
            System.out.printf("%-10s %12s %7s%n", items[i], money.format(amounts[i]), pct.format(amounts[i] / total));
        System.out.printf("%-10s %12s %7s%n", "TOTAL", money.format(total), pct.format(1));
    }
}
