public class FloatRounding {
    public static void main(String[] args) {
        float f = 0.1f;
        double d = 0.1;
        System.out.println("0.1f+0.2f=" + (0.1f + 0.2f) + " 0.1+0.2=" + (0.1 + 0.2));
        System.out.println("(double)0.1f=" + (double) f + " (float)0.1=" + (float) d);
        float acc = 0;
        for (int i = 0; i < 1000; i++) acc += 0.1f;
        System.out.println("sum1000 float=" + acc);
        double dacc = 0;
        for (int i = 0; i < 1000; i++) dacc += 0.1;
        System.out.println("sum1000 double=" + dacc);
        float big = 16777216f;
        System.out.println("16777216f+1=" + (big + 1) + " +2=" + (big + 2));
        System.out.println("1e8f+1=" + (1e8f + 1f));
        float x = 1.0f / 3.0f;
        double y = 1.0 / 3.0;
        System.out.println("1/3 f=" + x + " d=" + y + " f*3=" + (x * 3) + " d*3=" + (y * 3));
        System.out.println("float mul " + (1.1f * 1.1f) + " double mul " + (1.1 * 1.1));
        System.out.println("mixed " + (1.1f * 1.1) + " " + (f + d));
        float fm = Float.MAX_VALUE;
        System.out.println("fmax*2=" + (fm * 2) + " fmax+1=" + (fm + 1));
        System.out.println("fmin/2=" + (Float.MIN_VALUE / 2) + " fmin*0.5f+fmin=" + (Float.MIN_VALUE * 0.5f + Float.MIN_VALUE));
        System.out.println("dmin/2=" + (Double.MIN_VALUE / 2) + " dmin*0.6=" + (Double.MIN_VALUE * 0.6));
        double[] vals = {2.5, 3.5, -2.5, -3.5, 0.49999999999999994, 1.4999999999999998, 4503599627370497.0, -0.5, 0.5};
        for (double v : vals) {
            System.out.println("v=" + v + " round=" + Math.round(v) + " rint=" + Math.rint(v) + " floor=" + Math.floor(v) + " ceil=" + Math.ceil(v) + " roundf=" + Math.round((float) v));
        }
        double p = 1.0;
        for (int i = 0; i < 30; i++) {
            p = p * 1.7 + 0.3;
            p = p / 1.3;
        }
        System.out.println("iter=" + p);
        float fp = 1.0f;
        for (int i = 0; i < 30; i++) {
            fp = fp * 1.7f + 0.3f;
            fp = fp / 1.3f;
        }
        System.out.println("iterf=" + fp);
        System.out.println("float div " + (10f / 3f) + " rem " + (10f % 3f) + " " + (-10.5f % 3f) + " " + (10.5 % -3));
        System.out.println("float ops " + (float) (0.1 + 0.2) + " " + (0.1f * 3) + " " + (1e-45f * 2));
        float q = 3.4028235e38f;
        double dq = q;
        System.out.println("widen " + dq + " narrow back " + (float) dq + " narrow over " + (float) 3.5e38);
        System.out.println("sub-normal d " + 4.9e-324 + " " + 2.2250738585072014E-308 + " " + 2.225073858507201E-308);
        System.out.println("fma-like " + (0.1 * 0.1 - 0.01));
        System.out.println("strictfp " + StrictMath.sqrt(2.0) + " " + Math.sqrt(2.0f));
    }
}
