public class Printf {
    public static void main(String[] args) {
        System.out.printf("Hello %s%n", "printf");
        System.out.printf("%d + %d = %d%n", 2, 2, 4);
        System.out.format("%-10s|%8.3f|%,d%n", "format", Math.PI, 1234567);
        System.out.printf("%5.1f%%%n", 12.345);
        System.out.printf("no newline");
        System.out.printf("%n");
        System.out.printf("%s %S %c %b%n", "mixed", "upper", 'z', null);
        System.out.printf("%08.3f|%+.2e|%x|%o%n", -3.14159, 12345.6789, 48879, 8);
        System.out.printf("%2$s %1$s%n", "world", "hello");
        System.out.printf("%s%n", (Object) new String[] {"x"}.length);
        System.out.printf("%.3s...%n", "truncate");
        System.err.printf("to stderr: %d%n", 42);
        System.out.printf("chained %d", 1).printf(" and %d%n", 2);
        System.out.append("append ").append('c').append("xyz", 1, 2).println();
        for (int row = 1; row <= 5; row++) {
            for (int col = 1; col <= 5; col++) {
                System.out.printf("%4d", row * col);
            }
            System.out.printf("%n");
        }
        String[] items = {"apple", "banana", "kiwi"};
        double[] prices = {1.5, 0.25, 12.0};
        int[] qty = {3, 12, 1};
        double total = 0;
        System.out.printf("%-8s %5s %8s %9s%n", "item", "qty", "price", "subtotal");
        for (int i = 0; i < items.length; i++) {
            double sub = qty[i] * prices[i];
            total += sub;
            System.out.printf("%-8s %5d %8.2f %9.2f%n", items[i], qty[i], prices[i], sub);
        }
        System.out.printf("%-8s %24.2f%n", "total", total);
        System.out.printf("%s%n", String.format("%s", "nested"));
        System.out.printf("%e %g %a%n", 0.000123, 0.000123, 0.000123);
        System.out.printf("%,.2f %(,.2f%n", 9876543.216, -9876543.216);
    }
}
