import java.math.BigDecimal;
import java.math.BigInteger;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.Locale;

// A lab report that prints measurements in scientific and engineering notation.
public class ScientificFormats {
    public static void main(String[] args) {
        String[] patterns = {"0.###E0", "00.###E0", "##0.#####E0", "0.000E00", "#.##E0", "0E0", "000E00", "##0.##E0",
                             "0.0##E0%", "'x='0.00E0"};
        double[] values = {0, 1, 12345, 0.00012345, 123456789, -0.5, 6.02214076e23, 1.602e-19, 1e100, 299792458,
                           Double.MIN_VALUE, Double.MAX_VALUE, 0.1, 999.99};
        for (String p : patterns) {
            DecimalFormat f = new DecimalFormat(p, DecimalFormatSymbols.getInstance(Locale.US));
            StringBuilder sb = new StringBuilder(String.format("%-12s", p));
            for (double v : values) {
                sb.append(' ').append(f.format(v));
            }
            System.out.println(sb);
            System.out.println("   toPattern=" + f.toPattern() + " int=" + f.getMinimumIntegerDigits() + ".."
                + f.getMaximumIntegerDigits() + " frac=" + f.getMinimumFractionDigits() + ".."
                + f.getMaximumFractionDigits());
        }
        DecimalFormat eng = new DecimalFormat("##0.###E0");
        for (long l : new long[] {1, 12, 123, 1234, 12345, 123456, 1234567, -987654321L, Long.MAX_VALUE}) {
            System.out.println(l + " -> " + eng.format(l));
        }
        System.out.println(eng.format(new BigDecimal("123456789.123456789")) + " "
            + eng.format(new BigInteger("123456789012345678901234567890")));
        System.out.println(eng.format(Double.NaN) + " " + eng.format(Double.POSITIVE_INFINITY) + " "
            + eng.format(Double.NEGATIVE_INFINITY));
        DecimalFormat sci = new DecimalFormat("0.00E0");
        for (String s : new String[] {"1.23E4", "-4.5E-3", "1E0", "7.5", "2.5E+3", "x", "3.1E"}) {
            try {
                System.out.println("parse " + s + " -> " + sci.parse(s));
            } catch (java.text.ParseException e) {
                System.out.println("parse " + s + " -> " + e.getMessage() + " at " + e.getErrorOffset());
            }
        }
        DecimalFormatSymbols sym = DecimalFormatSymbols.getInstance(Locale.US);
        sym.setExponentSeparator("x10^");
        DecimalFormat custom = new DecimalFormat("0.00E0", sym);
        System.out.println(custom.format(12345) + " " + custom.format(0.000321));
        for (String bad : new String[] {"0.#E", "0E0.0", "#E0#", "0.0E0E0"}) {
            try {
                System.out.println(bad + " -> " + new DecimalFormat(bad).format(1234.5));
            } catch (IllegalArgumentException e) {
                System.out.println(bad + " -> " + e.getMessage());
            }
        }
    }
}
