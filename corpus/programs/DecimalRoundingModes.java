import java.math.BigDecimal;
import java.math.RoundingMode;
import java.text.DecimalFormat;
import java.text.NumberFormat;

// A pricing engine's rounding policy table: every RoundingMode on tie and non-tie values.
public class DecimalRoundingModes {
    static final double[] SAMPLES = {5.5, 2.5, 1.6, 1.1, 1.0, -1.0, -1.1, -1.6, -2.5, -5.5, 0.125, 0.135, 2.675, 1.005};

    public static void main(String[] args) {
        DecimalFormat whole = new DecimalFormat("0");
        System.out.printf("%-8s", "value");
        for (RoundingMode m : RoundingMode.values()) {
            System.out.printf("%13s", m);
        }
        System.out.println();
        for (double v : SAMPLES) {
            System.out.printf("%-8s", v);
            for (RoundingMode m : RoundingMode.values()) {
                whole.setRoundingMode(m);
                String cell;
                try {
                    cell = whole.format(v);
                } catch (ArithmeticException e) {
                    cell = "ArithEx";
                }
                System.out.printf("%13s", cell);
            }
            System.out.println();
        }

        DecimalFormat cents = new DecimalFormat("#,##0.00");
        for (RoundingMode m : RoundingMode.values()) {
            cents.setRoundingMode(m);
            StringBuilder sb = new StringBuilder(m + ":");
            for (String s : new String[] {"1234.565", "-1234.565", "0.005", "-0.005", "999.995", "12.3449999"}) {
                try {
                    sb.append(' ').append(cents.format(new BigDecimal(s)));
                } catch (ArithmeticException e) {
                    sb.append(" [").append(e.getMessage()).append(']');
                }
            }
            System.out.println(sb);
        }

        DecimalFormat exact = new DecimalFormat("0.00");
        exact.setRoundingMode(RoundingMode.UNNECESSARY);
        for (Object o : new Object[] {1.25, 1.5, 3L, new BigDecimal("7.10"), new BigDecimal("7.105"), 0.1}) {
            try {
                System.out.println("UNNECESSARY " + o + " -> " + exact.format(o));
            } catch (ArithmeticException e) {
                System.out.println("UNNECESSARY " + o + " -> " + e);
            }
        }

        NumberFormat nf = NumberFormat.getInstance();
        nf.setMaximumFractionDigits(1);
        System.out.println("default mode " + nf.getRoundingMode());
        for (RoundingMode m : new RoundingMode[] {RoundingMode.HALF_UP, RoundingMode.HALF_DOWN, RoundingMode.CEILING}) {
            nf.setRoundingMode(m);
            System.out.println(m + " " + nf.format(0.05) + " " + nf.format(0.15) + " " + nf.format(0.25) + " "
                + nf.format(-0.35) + " " + nf.format(12345.65));
        }
        try {
            nf.setRoundingMode(null);
        } catch (NullPointerException e) {
            System.out.println("null mode: " + e.getClass().getSimpleName());
        }

        DecimalFormat ints = new DecimalFormat("#,##0");
        long[] longs = {Long.MAX_VALUE, Long.MIN_VALUE, 0, -7};
        for (long l : longs) {
            System.out.println(ints.format(l) + " / " + ints.format(l / 1000.0));
        }
        ints.setRoundingMode(RoundingMode.DOWN);
        System.out.println(ints.format(-0.9) + " " + ints.format(0.9) + " " + ints.format(-0.0));
    }
}
