import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Arrays;

public class BigDecimalArith {
    interface Op {
        Object run();
    }

    static void show(String label, Op op) {
        try {
            Object r = op.run();
            String s;
            if (r instanceof Object[]) {
                s = Arrays.toString((Object[]) r);
            } else {
                s = String.valueOf(r);
            }
            if (r instanceof BigDecimal) {
                s += " (scale " + ((BigDecimal) r).scale() + ")";
            }
            System.out.println(label + " = " + s);
        } catch (RuntimeException e) {
            System.out.println(label + " threw " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    static BigDecimal bd(String s) {
        return new BigDecimal(s);
    }

    public static void main(String[] args) {
        System.out.println("constants " + BigDecimal.ZERO + " " + BigDecimal.ONE + " " + BigDecimal.TEN + " " + BigDecimal.ROUND_HALF_EVEN);
        String[] forms = {"0", "0.00", "-0", "123", "-123", "1.23E3", "1.23E+3", "12.3E+7", "12.0", "0.00123", "-1.23E-12", "1234.5E-4",
            "0E+7", "1E+3", "1000", "0.000001", "0.0000001", "1E-7", "-0.0000001234", "123456789.123456789e5", ".5", "5.", "+7.25",
            "1e0", "0E-10", "0.000", "1E+10", "12345678901234567890.12345678901234567890", "-1.5e-3", "4.2E+1", "42E-1", "0.1E-6"};
        for (String f : forms) {
            BigDecimal d = bd(f);
            System.out.println("form " + f + " -> " + d + " | plain " + d.toPlainString() + " | eng " + d.toEngineeringString()
                    + " | scale " + d.scale() + " prec " + d.precision() + " unscaled " + d.unscaledValue() + " signum " + d.signum());
        }
        long[][] ofs = {{1, -3}, {-123, -5}, {5, 2}, {0, 3}, {0, -3}, {7, 9}, {123, -1}, {1, 6}, {1, 7}};
        for (long[] o : ofs) {
            BigDecimal d = BigDecimal.valueOf(o[0], (int) o[1]);
            System.out.println("valueOf(" + o[0] + "," + o[1] + ") " + d + " | " + d.toPlainString() + " | " + d.toEngineeringString());
        }

        // doubles
        System.out.println("new BigDecimal(0.1) = " + new BigDecimal(0.1));
        System.out.println("new BigDecimal(0.5) = " + new BigDecimal(0.5) + ", (100.0) = " + new BigDecimal(100.0) + ", (-2.75) = " + new BigDecimal(-2.75)
                + ", (0.0) = " + new BigDecimal(0.0) + ", (1e20) = " + new BigDecimal(1e20));
        System.out.println("new BigDecimal(1e-10) = " + new BigDecimal(1e-10));
        System.out.println("valueOf(0.1) = " + BigDecimal.valueOf(0.1) + ", valueOf(1.0) = " + BigDecimal.valueOf(1.0) + ", valueOf(1e-7) = " + BigDecimal.valueOf(1e-7)
                + ", valueOf(123456789.0) = " + BigDecimal.valueOf(123456789.0) + ", valueOf(1e22) = " + BigDecimal.valueOf(1e22));
        System.out.println("new BigDecimal(0.1, DECIMAL32) = " + new BigDecimal(0.1, MathContext.DECIMAL32));
        System.out.println("ctors " + new BigDecimal(42) + " " + new BigDecimal(-42L) + " " + new BigDecimal(new BigInteger("12345"), 3) + " "
                + new BigDecimal(new BigInteger("12345"), -3) + " " + new BigDecimal(new BigInteger("987654321")) + " "
                + new BigDecimal("123.456789", new MathContext(4)) + " " + new BigDecimal(123456789L, new MathContext(3)) + " "
                + new BigDecimal(new char[] {'x', '1', '.', '5', 'y'}, 1, 3) + " " + new BigDecimal("9.995".toCharArray(), new MathContext(3)));

        // scale rules
        BigDecimal a = bd("1.50"), b = bd("0.3"), c = bd("-2.125");
        show("1.50+0.3", () -> a.add(b));
        show("1.50-0.3", () -> a.subtract(b));
        show("1.50*0.3", () -> a.multiply(b));
        show("1.50*-2.125", () -> a.multiply(c));
        show("1.50/0.3", () -> a.divide(b));
        show("1/8", () -> BigDecimal.ONE.divide(bd("8")));
        show("1.00/4", () -> bd("1.00").divide(bd("4")));
        show("100/0.01", () -> bd("100").divide(bd("0.01")));
        show("6E+3/2", () -> bd("6E+3").divide(bd("2")));
        show("1/3", () -> BigDecimal.ONE.divide(bd("3")));
        show("1/3 scale 5 HALF_UP", () -> BigDecimal.ONE.divide(bd("3"), 5, RoundingMode.HALF_UP));
        show("2/3 scale 5 legacy", () -> bd("2").divide(bd("3"), 5, BigDecimal.ROUND_HALF_UP));
        show("-2/3 rm FLOOR", () -> bd("-2.00").divide(bd("3"), RoundingMode.FLOOR));
        show("10/4 rm legacy", () -> bd("10").divide(bd("4"), BigDecimal.ROUND_HALF_EVEN));
        show("1/3 DECIMAL32", () -> BigDecimal.ONE.divide(bd("3"), MathContext.DECIMAL32));
        show("2/3 DECIMAL64", () -> bd("2").divide(bd("3"), MathContext.DECIMAL64));
        show("22/7 DECIMAL128", () -> bd("22").divide(bd("7"), MathContext.DECIMAL128));
        show("1/1.000 mc5", () -> BigDecimal.ONE.divide(bd("1.000"), new MathContext(5)));
        show("9.99/1 mc2", () -> bd("9.99").divide(BigDecimal.ONE, new MathContext(2)));
        show("big div", () -> bd("12345678901234567890.123").divide(bd("0.0007"), new MathContext(30, RoundingMode.DOWN)));
        show("add mc", () -> bd("123.456").add(bd("0.0004"), new MathContext(5)));
        show("add mc zero", () -> bd("123.456").add(bd("0.00000"), new MathContext(5)));
        show("sub mc", () -> bd("1000").subtract(bd("0.001"), new MathContext(4, RoundingMode.DOWN)));
        show("mul mc", () -> bd("3.14159").multiply(bd("2.71828"), new MathContext(6)));
        show("dti", () -> bd("7.5").divideToIntegralValue(bd("2")));
        show("dti neg", () -> bd("-7.5").divideToIntegralValue(bd("0.2")));
        show("dti mc", () -> bd("123.456").divideToIntegralValue(bd("0.1"), new MathContext(5)));
        show("rem", () -> bd("7.5").remainder(bd("2")));
        show("rem neg", () -> bd("-7.5").remainder(bd("2")));
        show("rem mc", () -> bd("10.25").remainder(bd("3"), new MathContext(3)));
        show("dar", () -> bd("17.3").divideAndRemainder(bd("-4")));
        show("dar mc", () -> bd("17.3").divideAndRemainder(bd("4"), MathContext.DECIMAL32));
        show("pow", () -> bd("1.5").pow(3));
        show("pow 0", () -> bd("1.5").pow(0));
        show("pow mc", () -> bd("1.1").pow(50, MathContext.DECIMAL64));
        show("pow mc neg", () -> bd("2").pow(-3, new MathContext(5)));
        show("sqrt 2", () -> bd("2").sqrt(MathContext.DECIMAL64));
        show("sqrt 0.0400", () -> bd("0.0400").sqrt(MathContext.DECIMAL32));
        show("sqrt 100 exact", () -> bd("100").sqrt(MathContext.UNLIMITED));
        show("abs/negate/plus", () -> c.abs() + " " + c.negate() + " " + c.plus() + " " + c.abs(new MathContext(2)) + " " + c.negate(new MathContext(3))
                + " " + c.plus(new MathContext(2, RoundingMode.DOWN)));

        // every rounding mode on +-x.5 cases
        String[] rcases = {"5.5", "2.5", "1.6", "1.1", "1.0", "-1.0", "-1.1", "-1.6", "-2.5", "-5.5", "0.5", "-0.5", "2.50001", "-2.49999"};
        for (RoundingMode rm : RoundingMode.values()) {
            StringBuilder sb = new StringBuilder(rm + ":");
            for (String r : rcases) {
                try {
                    sb.append(' ').append(bd(r).setScale(0, rm));
                } catch (ArithmeticException e) {
                    sb.append(" ex(").append(e.getMessage()).append(')');
                }
            }
            System.out.println(sb);
            StringBuilder sb2 = new StringBuilder(rm + " mc2:");
            for (String r : new String[] {"1.25", "1.35", "-1.25", "-1.35", "125", "0.0125", "1.2"}) {
                try {
                    sb2.append(' ').append(bd(r).round(new MathContext(2, rm)));
                } catch (ArithmeticException e) {
                    sb2.append(" ex(").append(e.getMessage()).append(')');
                }
            }
            System.out.println(sb2);
        }
        System.out.println("RoundingMode.valueOf(4) = " + RoundingMode.valueOf(4) + ", valueOf(\"FLOOR\") = " + RoundingMode.valueOf("FLOOR")
                + ", ordinal " + RoundingMode.HALF_EVEN.ordinal());

        // setScale
        show("setScale up", () -> bd("1.5").setScale(4));
        show("setScale down exact", () -> bd("1.5000").setScale(1));
        show("setScale negative", () -> bd("12345").setScale(-2, RoundingMode.HALF_UP));
        show("setScale legacy", () -> bd("1.2345").setScale(2, BigDecimal.ROUND_CEILING));
        show("setScale zero", () -> bd("0.000").setScale(1));
        show("setScale rounding necessary", () -> bd("1.25").setScale(1));

        // stripTrailingZeros, move point
        for (String s : new String[] {"100", "1.500", "0.000", "-12.3400", "1E+5", "120E-3"}) {
            BigDecimal d = bd(s);
            System.out.println("strip " + s + " -> " + d.stripTrailingZeros() + " (scale " + d.stripTrailingZeros().scale() + ")"
                    + " left2 " + d.movePointLeft(2) + " right2 " + d.movePointRight(2) + " right5 " + d.movePointRight(5)
                    + " scaleBy3 " + d.scaleByPowerOfTen(3) + " ulp " + d.ulp());
        }

        // compareTo vs equals
        BigDecimal x1 = bd("2.0"), x2 = bd("2.00");
        System.out.println("compareTo " + x1.compareTo(x2) + " equals " + x1.equals(x2) + " hash " + x1.hashCode() + " " + x2.hashCode()
                + " strip equals " + x1.stripTrailingZeros().equals(x2.stripTrailingZeros()));
        System.out.println("min/max " + x1.min(x2) + " " + x1.max(x2) + " " + bd("-1").min(bd("0.5")) + " " + bd("-1").max(bd("0.5")));
        System.out.println("hashes " + bd("0").hashCode() + " " + bd("1.23").hashCode() + " " + bd("-1.23").hashCode() + " "
                + bd("12345678901234567890.5").hashCode() + " " + bd("1E+3").hashCode());
        System.out.println("compare " + bd("-0.001").compareTo(bd("0")) + " " + bd("1E+3").compareTo(bd("999.9999")) + " " + bd("0.00").compareTo(bd("0E+5")));

        // conversions
        for (String s : new String[] {"123.999", "-123.999", "1E+20", "0.1", "12345678901234567890123", "-2147483649.5", "1E-400", "3.4028235E39"}) {
            BigDecimal d = bd(s);
            System.out.println("conv " + s + ": int " + d.intValue() + " long " + d.longValue() + " double " + d.doubleValue() + " float " + d.floatValue()
                    + " bigint " + d.toBigInteger());
        }
        show("toBigIntegerExact ok", () -> bd("1.000").toBigIntegerExact());
        show("toBigIntegerExact", () -> bd("1.5").toBigIntegerExact());
        show("intValueExact ok", () -> bd("42.0").intValueExact());
        show("intValueExact fraction", () -> bd("1.5").intValueExact());
        show("intValueExact overflow", () -> bd("1e10").intValueExact());
        show("longValueExact overflow", () -> bd("1e30").longValueExact());
        show("longValueExact", () -> bd("-9223372036854775808").longValueExact());
        show("shortValueExact", () -> bd("40000").shortValueExact());

        // MathContext
        System.out.println("mc " + MathContext.DECIMAL32 + " | " + MathContext.DECIMAL64 + " | " + MathContext.DECIMAL128 + " | " + MathContext.UNLIMITED);
        MathContext parsed = new MathContext("precision=7 roundingMode=HALF_EVEN");
        System.out.println("mc parsed " + parsed + " equals " + parsed.equals(MathContext.DECIMAL32) + " " + parsed.getPrecision() + " " + parsed.getRoundingMode()
                + " " + new MathContext(5).equals(new MathContext(5, RoundingMode.HALF_EVEN)));
        show("mc negative", () -> new MathContext(-1));
        show("mc null rm", () -> new MathContext(3, null));
        show("mc bad string", () -> new MathContext("precision=7 roundingMode=SIDEWAYS"));
        show("mc bad string2", () -> new MathContext("prec=7"));
        show("RoundingMode.valueOf(9)", () -> RoundingMode.valueOf(9));
        show("RoundingMode.valueOf(\"X\")", () -> RoundingMode.valueOf("X"));

        System.out.println("cached " + (BigDecimal.valueOf(1) == BigDecimal.ONE) + " " + (BigDecimal.valueOf(0, 0) == BigDecimal.ZERO)
                + " " + (BigDecimal.valueOf(10) == BigDecimal.TEN) + " " + (BigDecimal.valueOf(0, 3) == BigDecimal.valueOf(0, 3)));

        // exceptions
        show("divide by zero", () -> BigDecimal.ONE.divide(BigDecimal.ZERO));
        show("zero by zero", () -> BigDecimal.ZERO.divide(BigDecimal.ZERO));
        show("divide by zero mc", () -> BigDecimal.ONE.divide(BigDecimal.ZERO, MathContext.DECIMAL32));
        show("divide by zero scale", () -> BigDecimal.ONE.divide(BigDecimal.ZERO, 2, RoundingMode.HALF_UP));
        show("non-terminating", () -> bd("10").divide(bd("7")));
        show("rounding necessary", () -> bd("1.23").setScale(1, RoundingMode.UNNECESSARY));
        show("invalid rounding mode", () -> bd("1.23").setScale(1, 42));
        show("pow invalid", () -> bd("2").pow(-1));
        show("division impossible", () -> bd("123456789").divideToIntegralValue(bd("1"), new MathContext(3)));
        show("sqrt negative", () -> bd("-4").sqrt(MathContext.DECIMAL32));
        show("sqrt inexact", () -> bd("2").sqrt(MathContext.UNLIMITED));
        show("NaN", () -> new BigDecimal(Double.NaN));
        show("valueOf infinity", () -> BigDecimal.valueOf(Double.POSITIVE_INFINITY));
        String[] bad = {"", "abc", "1.2.3", "1e", "--1", " 1", ".", "-", "1e+", "1ex", "1e99999999999", "12345678901234567890x", "1e-2147483649"};
        for (String s : bad) {
            show("parse \"" + s + "\"", () -> new BigDecimal(s));
        }
    }
}
