package subjects;

/** Classic triangle classification. */
public class TriangleClassifier {

    public enum Kind { INVALID, EQUILATERAL, ISOSCELES, SCALENE }

    public static Kind classify(int a, int b, int c) {
        if (a <= 0 || b <= 0 || c <= 0) {
            return Kind.INVALID;
        }
        if ((long) a + b <= c || (long) a + c <= b || (long) b + c <= a) {
            return Kind.INVALID;
        }
        if (a == b && b == c) {
            return Kind.EQUILATERAL;
        }
        if (a == b || b == c || a == c) {
            return Kind.ISOSCELES;
        }
        return Kind.SCALENE;
    }

    public static boolean isRightAngled(int a, int b, int c) {
        if (classify(a, b, c) == Kind.INVALID) {
            return false;
        }
        long x = (long) a * a;
        long y = (long) b * b;
        long z = (long) c * c;
        return x + y == z || x + z == y || y + z == x;
    }
}
