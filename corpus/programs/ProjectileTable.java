/** A ballistics calculator: trajectories with and without drag, printed with full precision via StrictMath. */
public class ProjectileTable {
    static final double G = 9.80665;

    public static void main(String[] args) {
        System.out.println("== vacuum trajectories (v0 = 50 m/s)");
        for (int deg = 5; deg <= 85; deg += 10) {
            double a = StrictMath.toRadians(deg);
            double v0 = 50.0;
            double range = v0 * v0 * StrictMath.sin(2 * a) / G;
            double apex = StrictMath.pow(v0 * StrictMath.sin(a), 2) / (2 * G);
            double flight = 2 * v0 * StrictMath.sin(a) / G;
            System.out.println(deg + "deg range=" + range + " apex=" + apex + " time=" + flight
                    + " tan=" + StrictMath.tan(a) + " cos=" + StrictMath.cos(a));
        }
        System.out.println("== launch angle to hit a target");
        double[][] targets = {{100, 0}, {200, 20}, {50, -10}, {250, 5}, {10, 40}};
        for (double[] t : targets) {
            double v = 50.0;
            double x = t[0];
            double y = t[1];
            double disc = v * v * v * v - G * (G * x * x + 2 * y * v * v);
            if (disc < 0) {
                System.out.println("target (" + x + ", " + y + ") out of reach, disc=" + disc);
                continue;
            }
            double low = StrictMath.atan((v * v - StrictMath.sqrt(disc)) / (G * x));
            double high = StrictMath.atan2(v * v + StrictMath.sqrt(disc), G * x);
            System.out.println("target (" + x + ", " + y + ") low=" + StrictMath.toDegrees(low)
                    + " high=" + StrictMath.toDegrees(high) + " dist=" + StrictMath.hypot(x, y));
        }
        System.out.println("== quadratic drag, vertical fall (terminal velocity)");
        double m = 80.0;
        double k = 0.25;
        double vt = StrictMath.sqrt(m * G / k);
        for (double time = 0; time <= 30; time += 2.5) {
            double v = vt * StrictMath.tanh(G * time / vt);
            double d = vt * vt / G * StrictMath.log(StrictMath.cosh(G * time / vt));
            System.out.println("t=" + time + " v=" + v + " fallen=" + d);
        }
        System.out.println("== upward throw with drag");
        double v0 = 30.0;
        double tUp = vt / G * StrictMath.atan(v0 / vt);
        double hMax = vt * vt / (2 * G) * StrictMath.log1p(v0 * v0 / (vt * vt));
        System.out.println("time to apex " + tUp + ", apex " + hMax);
        System.out.println("== pendulum periods (exact via AGM vs small-angle)");
        for (int deg = 10; deg <= 170; deg += 20) {
            double theta = StrictMath.toRadians(deg);
            double len = 2.0;
            double small = 2 * Math.PI * StrictMath.sqrt(len / G);
            double agm = agm(1.0, StrictMath.cos(theta / 2));
            double exact = small / agm;
            System.out.println(deg + "deg small=" + small + " exact=" + exact + " ratio=" + exact / small);
        }
        System.out.println("== orbital mechanics");
        double mu = 3.986004418e14;
        double[] altitudes = {400e3, 20200e3, 35786e3, 384400e3};
        for (double alt : altitudes) {
            double r = 6371e3 + alt;
            double vCirc = StrictMath.sqrt(mu / r);
            double period = 2 * Math.PI * StrictMath.sqrt(r * r * r / mu);
            double vEsc = StrictMath.sqrt(2 * mu / r);
            System.out.println("alt " + alt + " v=" + vCirc + " T=" + period + " vesc=" + vEsc
                    + " cbrt(r)=" + StrictMath.cbrt(r) + " log10(r)=" + StrictMath.log10(r));
        }
        System.out.println("== Kepler's equation E - e sin E = M");
        for (double e : new double[] {0.0167, 0.2, 0.6, 0.95}) {
            double mean = 1.0;
            double ecc = mean;
            for (int i = 0; i < 50; i++) {
                ecc = ecc - (ecc - e * StrictMath.sin(ecc) - mean) / (1 - e * StrictMath.cos(ecc));
            }
            double nu = 2 * StrictMath.atan2(StrictMath.sqrt(1 + e) * StrictMath.sin(ecc / 2),
                    StrictMath.sqrt(1 - e) * StrictMath.cos(ecc / 2));
            System.out.println("e=" + e + " E=" + ecc + " true anomaly=" + nu + " asin=" + StrictMath.asin(e)
                    + " acos=" + StrictMath.acos(e));
        }
        System.out.println("== edge cases");
        double[] edge = {0.0, -0.0, 1e-300, 1e300, Double.NaN, Double.POSITIVE_INFINITY, 1e22, 1e-9};
        for (double x : edge) {
            System.out.println(x + ": sin=" + StrictMath.sin(x) + " cos=" + StrictMath.cos(x) + " exp=" + StrictMath.exp(x)
                    + " sinh=" + StrictMath.sinh(x) + " expm1=" + StrictMath.expm1(x));
        }
    }

    static double agm(double a, double b) {
        for (int i = 0; i < 40; i++) {
            double an = (a + b) / 2;
            b = StrictMath.sqrt(a * b);
            a = an;
        }
        return a;
    }
}
