public class StackOverflowCatch {
    static int depth = 0;
    static void recurse() { depth++; recurse(); }
    static long recurseWithLocals(long a, long b, double c) { return recurseWithLocals(a + 1, b * 2, c / 2) + 1; }

    public static void main(String[] args) {
        try {
            recurse();
        } catch (StackOverflowError e) {
            System.out.println("caught StackOverflowError");
        }
        System.out.println("depth positive: " + (depth > 1000));
        try {
            recurseWithLocals(0, 1, 1.0);
        } catch (StackOverflowError e) {
            System.out.println("caught StackOverflowError");
        }
        System.out.println("recovered: " + fib(20));
    }
    static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
}
