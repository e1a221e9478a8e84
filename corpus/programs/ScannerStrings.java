import java.util.InputMismatchException;
import java.util.NoSuchElementException;
import java.util.Scanner;

public class ScannerStrings {
    public static void main(String[] args) {
        Scanner s = new Scanner("  hello world\t42  -7 3.5\n  true FALSE 1,234 -1,000,000 +9 x\nsecond line\n\nfourth");
        System.out.println(s.next() + "|" + s.next());
        System.out.println(s.hasNextInt() + " " + s.nextInt() + " " + s.nextInt());
        System.out.println(s.hasNextInt() + " " + s.hasNextDouble() + " " + s.nextDouble());
        System.out.println(s.hasNextBoolean() + " " + s.nextBoolean() + " " + s.nextBoolean());
        System.out.println(s.nextInt() + " " + s.nextLong() + " " + s.nextInt());
        try {
            s.nextInt();
        } catch (InputMismatchException e) {
            System.out.println("InputMismatchException " + e.getMessage());
        }
        System.out.println("[" + s.next() + "][" + s.nextLine() + "]");
        System.out.println("[" + s.nextLine() + "]");
        System.out.println("[" + s.nextLine() + "]");
        System.out.println(s.hasNextLine() + " [" + s.nextLine() + "] " + s.hasNextLine() + " " + s.hasNext());
        try {
            s.nextLine();
        } catch (NoSuchElementException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
        try {
            s.next();
        } catch (NoSuchElementException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
        s.close();
        try {
            s.next();
        } catch (IllegalStateException e) {
            System.out.println(e.getMessage());
        }

        s = new Scanner("1\nabc\n 99999999999 x 3.5 1,234.5e2 .5 1. NaN -Infinity 0x1.8p1 1e-3 -0.0 12,34 007");
        System.out.println(s.nextInt());
        try {
            s.nextInt();
        } catch (InputMismatchException e) {
            System.out.println(e + " " + e.getMessage());
        }
        System.out.println("[" + s.nextLine() + "]");
        try {
            s.nextInt();
        } catch (InputMismatchException e) {
            System.out.println(e.getMessage());
        }
        System.out.println(s.hasNextInt() + " " + s.hasNextLong() + " " + s.nextLong());
        try {
            s.nextDouble();
        } catch (InputMismatchException e) {
            System.out.println("IME " + e.getMessage() + " then " + s.next());
        }
        while (s.hasNextDouble()) {
            System.out.print(s.nextDouble() + " ");
        }
        System.out.println();
        System.out.println(s.hasNext() + " " + s.hasNextInt() + " " + s.next() + " " + s.nextInt());

        s = new Scanner("x\r\ny\rz\n\nw\u2028v\r");
        while (s.hasNextLine()) {
            System.out.print("<" + s.nextLine() + ">");
        }
        System.out.println();

        s = new Scanner("ff 7f zz 12 300 70000");
        System.out.println(s.nextInt(16) + " " + s.hasNextInt(16) + " " + s.nextByte(16) + " " + s.nextInt(36) + " " + s.nextShort());
        try {
            s.nextByte();
        } catch (InputMismatchException e) {
            System.out.println(e.getMessage());
        }
        System.out.println(s.hasNextByte() + " " + s.hasNextShort() + " " + s.nextInt());
        s.useRadix(16);
        System.out.println(s.radix() + " " + s.hasNextShort() + " " + s.hasNextInt() + " " + s.nextInt());

        s = new Scanner("a,b,,c,").useDelimiter(",");
        StringBuilder sb = new StringBuilder();
        while (s.hasNext()) {
            sb.append('[').append(s.next()).append(']');
        }
        System.out.println(sb);

        s = new Scanner("10 ; 20;30 ;  40").useDelimiter("\\s*;\\s*");
        int sum = 0;
        while (s.hasNextInt()) {
            sum += s.nextInt();
        }
        System.out.println("sum=" + sum);

        s = new Scanner("k1=v1&k2=v2&&k3=").useDelimiter("[&=]+");
        while (s.hasNext()) {
            System.out.print(s.next() + ";");
        }
        System.out.println();

        s = new Scanner("line one\nline two\nline three").useDelimiter("\n");
        while (s.hasNext()) {
            System.out.print("{" + s.next() + "}");
        }
        System.out.println();

        s = new Scanner("a--b----c").useDelimiter("--");
        while (s.hasNext()) {
            System.out.print("(" + s.next() + ")");
        }
        System.out.println();

        s = new Scanner("3\n1 2 3\nname here\n");
        int n = s.nextInt();
        int total = 0;
        for (int i = 0; i < n; i++) {
            total += s.nextInt();
        }
        s.nextLine();
        System.out.println(n + " " + total + " [" + s.nextLine() + "] " + s.hasNextLine());

        s = new Scanner("");
        System.out.println(s.hasNext() + " " + s.hasNextLine() + " " + s.hasNextInt());
        s = new Scanner("   \n  ");
        System.out.println(s.hasNext() + " " + s.hasNextLine() + " [" + s.nextLine() + "] " + s.hasNextLine());

        s = new Scanner("w1 w2 w3");
        while (s.hasNext()) {
            System.out.print(s.next().toUpperCase() + " ");
        }
        System.out.println();
        try {
            s.remove();
        } catch (UnsupportedOperationException e) {
            System.out.println("remove unsupported");
        }
        System.out.println(s.ioException());
        s = new Scanner("2.5 3 -1e2 +.5").reset();
        double d = 0;
        while (s.hasNextFloat()) {
            d += s.nextFloat();
        }
        System.out.println(d);
    }
}
