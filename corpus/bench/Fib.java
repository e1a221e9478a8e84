public class Fib {
    static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

    public static void main(String[] args) {
        long total = 0;
        for (int i = 0; i < 3; i++) total += fib(31 + i);
        System.out.println("Fib checksum " + total);
    }
}
