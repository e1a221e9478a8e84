import java.util.Locale;

/** Loan and investment calculator: amortisation, continuous compounding and rates solved numerically. */
public class LoanCalculator {
    public static void main(String[] args) {
        System.out.println("== monthly payments");
        double[][] loans = {{250000, 0.035, 30}, {250000, 0.0675, 30}, {18000, 0.049, 5}, {1e6, 0.0001, 40},
                {500, 0.29, 1}, {300000, 0.0, 15}};
        for (double[] l : loans) {
            double p = l[0];
            double r = l[1] / 12;
            int n = (int) (l[2] * 12);
            double pay = r == 0 ? p / n : p * r / -StrictMath.expm1(-n * StrictMath.log1p(r));
            double pay2 = r == 0 ? p / n : p * r * StrictMath.pow(1 + r, n) / (StrictMath.pow(1 + r, n) - 1);
            System.out.println("P=" + p + " rate=" + l[1] + " years=" + l[2] + " payment=" + pay
                    + " (pow form " + pay2 + ") total interest=" + (pay * n - p));
        }
        System.out.println("== amortisation schedule, first and last months");
        double bal = 20000;
        double r = 0.06 / 12;
        int n = 36;
        double pay = bal * r / (1 - StrictMath.pow(1 + r, -n));
        for (int month = 1; month <= n; month++) {
            double interest = bal * r;
            bal -= pay - interest;
            if (month <= 3 || month > n - 3) {
                System.out.println("month " + month + " interest " + interest + " balance " + bal);
            }
        }
        System.out.println("== compounding frequency");
        double principal = 1000;
        double rate = 0.05;
        for (int m : new int[] {1, 2, 4, 12, 52, 365, 8760, 525600}) {
            double fv = principal * StrictMath.pow(1 + rate / m, m * 10.0);
            System.out.println("m=" + m + " fv=" + fv);
        }
        System.out.println("continuous fv=" + principal * StrictMath.exp(rate * 10));
        System.out.println("== doubling times");
        for (double pct : new double[] {0.5, 1, 2, 3.5, 7, 10, 25, 100}) {
            double exact = StrictMath.log(2) / StrictMath.log1p(pct / 100);
            System.out.println(pct + "% exact=" + exact + " rule72=" + 72 / pct + " log10 ratio="
                    + StrictMath.log10(2) / StrictMath.log10(1 + pct / 100));
        }
        System.out.println("== internal rate of return by bisection");
        double[][] flows = {{-1000, 300, 400, 500}, {-5000, 1000, 1000, 1000, 1000, 3000}, {-100, 0, 0, 200}};
        for (double[] f : flows) {
            double lo = -0.99;
            double hi = 1.0;
            for (int i = 0; i < 200; i++) {
                double mid = (lo + hi) / 2;
                if (npv(f, mid) > 0) {
                    lo = mid;
                } else {
                    hi = mid;
                }
            }
            System.out.println("irr=" + lo + " npv@10%=" + npv(f, 0.1));
        }
        System.out.println("== Black-Scholes call prices");
        double s = 100;
        for (double k : new double[] {80, 95, 100, 105, 130}) {
            for (double vol : new double[] {0.1, 0.3}) {
                double t = 0.5;
                double rf = 0.03;
                double d1 = (StrictMath.log(s / k) + (rf + vol * vol / 2) * t) / (vol * StrictMath.sqrt(t));
                double d2 = d1 - vol * StrictMath.sqrt(t);
                double call = s * cdf(d1) - k * StrictMath.exp(-rf * t) * cdf(d2);
                System.out.println(String.format(Locale.ROOT, "K=%.0f vol=%.1f ", k, vol) + "call=" + call
                        + " d1=" + d1);
            }
        }
        System.out.println("== rounding to cents vs exact");
        double x = 0.1 * 3;
        System.out.println(x + " " + StrictMath.rint(x * 100) / 100 + " " + StrictMath.floor(x * 100) + " "
                + StrictMath.ceil(x * 100) + " " + StrictMath.IEEEremainder(10.5, 3) + " "
                + StrictMath.IEEEremainder(-7.25, 2));
        System.out.println(StrictMath.pow(-8, 1.0 / 3) + " " + StrictMath.cbrt(-8) + " " + StrictMath.pow(0, -1)
                + " " + StrictMath.pow(-0.0, -3) + " " + StrictMath.pow(1, Double.NaN) + " "
                + StrictMath.pow(Double.NaN, 0) + " " + StrictMath.pow(-1, Double.POSITIVE_INFINITY)
                + " " + StrictMath.pow(2, -1074) + " " + StrictMath.pow(2, 1024) + " " + StrictMath.pow(10, -5));
    }

    static double npv(double[] flows, double rate) {
        double sum = 0;
        for (int i = 0; i < flows.length; i++) {
            sum += flows[i] / StrictMath.pow(1 + rate, i);
        }
        return sum;
    }

    /** Standard normal CDF via erf's Abramowitz-Stegun approximation. */
    static double cdf(double x) {
        double t = 1 / (1 + 0.3275911 * StrictMath.abs(x) / StrictMath.sqrt(2));
        double y = 1 - (((((1.061405429 * t - 1.453152027) * t) + 1.421413741) * t - 0.284496736) * t + 0.254829592)
                * t * StrictMath.exp(-x * x / 2);
        return x >= 0 ? (1 + y) / 2 : (1 - y) / 2;
    }
}
