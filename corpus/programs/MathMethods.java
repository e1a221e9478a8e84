public class MathMethods {
    static void exact(String label, java.util.function.Supplier<Object> s) {
        try {
            System.out.println(label + " = " + s.get());
        } catch (ArithmeticException e) {
            System.out.println(label + " ArithmeticException: " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        System.out.println("abs " + Math.abs(-5) + " " + Math.abs(Integer.MIN_VALUE) + " " + Math.abs(-5L) + " " + Math.abs(Long.MIN_VALUE) + " " + Math.abs(-2.5f) + " " + Math.abs(-0.0) + " " + Math.abs(-0.0f) + " " + Math.abs(Double.NaN) + " " + Math.abs(Double.NEGATIVE_INFINITY));
        System.out.println("min " + Math.min(-0.0, 0.0) + " " + Math.min(0.0, -0.0) + " " + Math.min(Double.NaN, 1) + " " + Math.min(1.0f, Float.NaN) + " " + Math.min(-0.0f, 0.0f) + " " + Math.min(3, -3) + " " + Math.min(3L, 4L));
        System.out.println("max " + Math.max(-0.0, 0.0) + " " + Math.max(0.0, -0.0) + " " + Math.max(Double.NaN, 1) + " " + Math.max(1.0f, Float.NaN) + " " + Math.max(-0.0f, 0.0f) + " " + Math.max(Integer.MIN_VALUE, Integer.MAX_VALUE));
        double[] rv = {0.5, 1.5, 2.5, -0.5, -1.5, -2.5, 0.49999999999999994, 1e20, -1e20, Double.NaN, Double.POSITIVE_INFINITY, 9.5e18, -9.5e18, 2.4999, 7.0000001};
        for (double v : rv) System.out.println("v=" + v + " round=" + Math.round(v) + " roundf=" + Math.round((float) v) + " floor=" + Math.floor(v) + " ceil=" + Math.ceil(v) + " rint=" + Math.rint(v));
        System.out.println("sqrt " + Math.sqrt(2) + " " + Math.sqrt(16) + " " + Math.sqrt(-1) + " " + Math.sqrt(0.0) + " " + Math.sqrt(Double.POSITIVE_INFINITY) + " cbrt " + Math.cbrt(27) + " " + Math.cbrt(-8));
        System.out.println("pow " + Math.pow(2, 10) + " " + Math.pow(2, -1) + " " + Math.pow(2, 0.5) + " " + Math.pow(0, 0) + " " + Math.pow(-8, 1.0 / 3) + " " + Math.pow(10, 15) + " " + Math.pow(-2, 3) + " " + Math.pow(1, Double.NaN) + " " + Math.pow(Double.NaN, 0) + " " + Math.pow(2, 1024) + " " + Math.pow(-0.0, -1));
        System.out.println("floorDiv " + Math.floorDiv(7, 2) + " " + Math.floorDiv(-7, 2) + " " + Math.floorDiv(7, -2) + " " + Math.floorDiv(-7, -2) + " " + Math.floorDiv(Integer.MIN_VALUE, -1) + " " + Math.floorDiv(-7L, 2L));
        System.out.println("floorMod " + Math.floorMod(7, 2) + " " + Math.floorMod(-7, 2) + " " + Math.floorMod(7, -2) + " " + Math.floorMod(-7, -2) + " " + Math.floorMod(-7L, 3L) + " " + Math.floorMod(-1, 360));
        exact("addExact(MAX,1)", () -> Math.addExact(Integer.MAX_VALUE, 1));
        exact("addExact(1,2)", () -> Math.addExact(1, 2));
        exact("subtractExact(MIN,1)", () -> Math.subtractExact(Integer.MIN_VALUE, 1));
        exact("multiplyExact(1<<16,1<<16)", () -> Math.multiplyExact(1 << 16, 1 << 16));
        exact("multiplyExact(46340,46340)", () -> Math.multiplyExact(46340, 46340));
        exact("addExact long", () -> Math.addExact(Long.MAX_VALUE, 1L));
        exact("incrementExact", () -> Math.incrementExact(Integer.MAX_VALUE));
        exact("decrementExact long", () -> Math.decrementExact(Long.MIN_VALUE));
        exact("negateExact", () -> Math.negateExact(Integer.MIN_VALUE));
        exact("toIntExact", () -> Math.toIntExact(3000000000L));
        exact("toIntExact ok", () -> Math.toIntExact(-5L));
        exact("absExact", () -> Math.absExact(Integer.MIN_VALUE));
        System.out.println("trig " + Math.sin(0) + " " + Math.cos(0) + " " + Math.tan(0) + " " + Math.sin(Math.PI / 2) + " " + Math.cos(Math.PI) + " " + Math.asin(1) + " " + Math.acos(1) + " " + Math.atan(1) + " " + Math.atan2(1, 1) + " " + Math.atan2(-0.0, -1));
        System.out.println("trig approx " + Math.round(Math.sin(Math.PI / 6) * 1e12) / 1e12 + " " + Math.round(Math.cos(Math.PI / 3) * 1e12) / 1e12 + " " + Math.round(Math.tan(Math.PI / 4) * 1e12) / 1e12);
        System.out.println("exp/log " + Math.exp(0) + " " + Math.log(1) + " " + Math.log(Math.E) + " " + Math.log10(1000) + " " + Math.log(0) + " " + Math.log(-1) + " " + Math.log10(1e-5) + " " + Math.round(Math.exp(1) * 1e9) + " " + Math.round(Math.log(10) * 1e9));
        System.out.println("hypot " + Math.hypot(3, 4) + " signum " + Math.signum(-2.5) + " " + Math.signum(0.0) + " " + Math.signum(Float.NaN) + " copySign " + Math.copySign(1.0, -0.0));
        System.out.println("toRadians " + Math.toRadians(180) + " toDegrees " + Math.toDegrees(Math.PI));
        System.out.println("ulp " + Math.ulp(1.0) + " " + Math.ulp(1.0f) + " nextUp " + Math.nextUp(1.0) + " nextDown " + Math.nextDown(1.0f) + " nextAfter " + Math.nextAfter(0.0, -1) + " getExponent " + Math.getExponent(1024.0) + " scalb " + Math.scalb(1.5, 4));
        System.out.println("IEEEremainder " + Math.IEEEremainder(10, 3) + " " + Math.IEEEremainder(11, 3) + " fma " + Math.fma(2.0, 3.0, 1.0));
        System.out.println("StrictMath " + StrictMath.sqrt(3) + " " + StrictMath.abs(-7) + " " + StrictMath.max(2, 9) + " " + StrictMath.floor(-1.1) + " " + StrictMath.pow(3, 4) + " " + StrictMath.sin(0) + " " + StrictMath.cos(0));
        System.out.println("constants " + Math.PI + " " + Math.E);
        double s = 0;
        for (int i = 1; i <= 1000; i++) s += Math.sqrt(i) + Math.floor(i / 3.0) + Math.abs(Math.floorMod(i * 37, 17) - 8);
        System.out.println("accum " + s);
        long rs = 0;
        for (int i = -50; i <= 50; i++) rs += Math.round(i / 4.0) * 31 + Math.round(i / 4.0f);
        System.out.println("round accum " + rs);
    }
}
