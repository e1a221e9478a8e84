public class FormatErrors {
    static void t(String f, Object... a) {
        try {
            System.out.println("ok [" + String.format(f, a) + "]");
        } catch (RuntimeException e) {
            System.out.println(f + " => " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        t("%q");
        t("%");
        t("abc%");
        t("%5");
        t("%-q");
        t("%.q");
        t("%1$");
        t("%T");
        t("%t");
        t("%tq", 1L);
        t("%s %s", "a");
        t("%<s", "a");
        t("%3$s", "a", "b");
        t("%d %d", 1);
        t("%0$s", "a");
        t("%99999999999$s", 1);
        t("%2147483648d", 5);
        t("%.2147483648f", 5.0);
        t("%d", "s");
        t("%d", 1.5);
        t("%x", 1.5f);
        t("%o", new Object());
        t("%f", 5);
        t("%e", "x");
        t("%g", 1L);
        t("%a", 'c');
        t("%c", "s");
        t("%c", 65L);
        t("%c", 0x110000);
        t("%c", (byte) -1);
        t("%c", -5);
        t("%.2d", 5);
        t("%.2c", 'a');
        t("%.2%");
        t("%.1x", 5);
        t("%-d", 5);
        t("%0d", 5);
        t("%-s");
        t("%-c", 'a');
        t("%-%");
        t("%-#S", 1);
        t("%-0X", 5);
        t("%--5d", 5);
        t("%++d", 5);
        t("%((d", 5);
        t("%,,d", 5);
        t("%+ d", 5);
        t("%+ E", 1.0);
        t("%-05d", 5);
        t("%-08d", 5);
        t("%#d", 5);
        t("%,x", 5);
        t("%,o", 5);
        t("%+x", 5);
        t("% x", 5);
        t("%(o", 5);
        t("%+x", "s");
        t("%(x", (Object) null);
        t("%#b", true);
        t("%#h", 1);
        t("%+s", "x");
        t("% s", "x");
        t("%0s", "x");
        t("%,s", "x");
        t("%(s", "x");
        t("%#s", "x");
        t("%#c", 'a');
        t("%+c", 'a');
        t("%#g", 1.0);
        t("%,e", 1.0);
        t("%,a", 1.0);
        t("%(a", 1.0);
        t("%+%");
        t("%<%");
        t("%5n");
        t("%-n");
        t("%.1n");
        t("%0$q");
        t("%.2q");
        t("%,-5X", 5);
        t("%0-5d", 1);
        t("%s %q", 1);
        t("%-5s %s", 1);
        try {
            String.format("%d", "x");
        } catch (java.util.IllegalFormatConversionException e) {
            System.out.println(e.getConversion() + " " + e.getArgumentClass().getName());
        }
        try {
            String.format("%q");
        } catch (java.util.UnknownFormatConversionException e) {
            System.out.println(e.getConversion() + " " + (e instanceof IllegalArgumentException));
        }
        try {
            String.format("%s %s", 1);
        } catch (java.util.MissingFormatArgumentException e) {
            System.out.println(e.getFormatSpecifier() + " " + (e instanceof java.util.IllegalFormatException));
        }
        try {
            String.format("%#d", 1);
        } catch (java.util.FormatFlagsConversionMismatchException e) {
            System.out.println(e.getFlags() + " " + e.getConversion());
        }
        try {
            String.format("%.3c", 'x');
        } catch (java.util.IllegalFormatPrecisionException e) {
            System.out.println(e.getPrecision());
        }
        try {
            String.format("%-d", 1);
        } catch (java.util.MissingFormatWidthException e) {
            System.out.println(e.getFormatSpecifier());
        }
        try {
            String.format("%--d", 1);
        } catch (java.util.DuplicateFormatFlagsException e) {
            System.out.println(e.getFlags());
        }
        try {
            String.format("%c", -1);
        } catch (java.util.IllegalFormatCodePointException e) {
            System.out.println(e.getCodePoint());
        }
        try {
            String.format("%+ d", 1);
        } catch (java.util.IllegalFormatFlagsException e) {
            System.out.println(e.getFlags());
        }
        try {
            String.format("%5n");
        } catch (java.util.IllegalFormatWidthException e) {
            System.out.println(e.getWidth());
        }
        try {
            System.out.printf("%d%n", "oops");
        } catch (IllegalArgumentException e) {
            System.out.println("printf: " + e);
        }
        String.format("%d %s", 1, "fine");
        System.out.printf("%s%n", "before uncaught");
    }
}
