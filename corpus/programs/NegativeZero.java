public class NegativeZero {
    public static void main(String[] args) {
        double nz = -0.0;
        double pz = 0.0;
        System.out.println("nz=" + nz + " pz=" + pz);
        System.out.println("nz==pz " + (nz == pz));
        System.out.println("1/nz=" + (1 / nz) + " 1/pz=" + (1 / pz));
        System.out.println("compare " + Double.compare(nz, pz) + " " + Double.compare(pz, nz));
        System.out.println("equals " + Double.valueOf(nz).equals(pz));
        System.out.println("bits " + Long.toHexString(Double.doubleToLongBits(nz)));
        System.out.println("neg of 0 " + (-pz) + " 0-0 " + (pz - pz) + " -0+0 " + (nz + pz) + " -0+-0 " + (nz + nz));
        System.out.println("-0*5 " + (nz * 5) + " -0*-5 " + (nz * -5) + " 0*-1 " + (0.0 * -1));
        System.out.println("min " + Math.min(nz, pz) + " " + Math.min(pz, nz) + " max " + Math.max(nz, pz) + " " + Math.max(pz, nz));
        System.out.println("abs " + Math.abs(nz) + " sqrt " + Math.sqrt(nz) + " floor " + Math.floor(-0.5) + " ceil " + Math.ceil(-0.5));
        System.out.println("round " + Math.round(-0.5) + " rint " + Math.rint(-0.5) + " signum " + Math.signum(nz));
        System.out.println("copySign " + Math.copySign(3.0, nz) + " " + Math.copySign(3.0, pz));
        System.out.println("hash " + Double.hashCode(nz) + " " + Double.hashCode(pz));
        float fnz = -0.0f;
        System.out.println("fnz=" + fnz + " 1/fnz=" + (1 / fnz) + " bits " + Integer.toHexString(Float.floatToIntBits(fnz)));
        System.out.println("fmin " + Math.min(fnz, 0.0f) + " fmax " + Math.max(fnz, 0.0f));
        System.out.println("(int)-0.0=" + (int) nz + " (long)=" + (long) nz + " (float)=" + (float) nz);
        System.out.println("toString " + Double.toString(nz) + " " + Float.toString(fnz) + " " + String.valueOf(nz));
        System.out.println("parse " + Double.parseDouble("-0") + " " + Float.parseFloat("-0.0"));
        double r = -1e-320 * 1e-100;
        System.out.println("underflow " + r);
        System.out.println("-0.0 % 1 " + (nz % 1.0) + " 5 % -0.0 " + (5.0 % nz) + " -5 % 3 " + (-5.0 % 3.0));
        System.out.println("-0 in ternary " + (nz < 0 ? "neg" : "notneg") + " " + (1 / nz < 0 ? "negzero" : "poszero"));
    }
}
