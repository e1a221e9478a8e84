import java.util.NoSuchElementException;
import java.util.Scanner;

public class ScannerStdin {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        System.out.println("hasNextLine: " + in.hasNextLine());
        System.out.println("hasNext: " + in.hasNext());
        System.out.println("hasNextInt: " + in.hasNextInt());
        System.out.println("hasNextDouble: " + in.hasNextDouble());
        int lines = 0;
        long sum = 0;
        while (in.hasNextLine()) {
            String line = in.nextLine();
            lines++;
            for (String w : line.trim().split(" ")) {
                if (!w.isEmpty()) {
                    try {
                        sum += Long.parseLong(w);
                    } catch (NumberFormatException e) {
                        // not a number
                    }
                }
            }
        }
        System.out.println("lines=" + lines + " sum=" + sum);
        try {
            in.nextLine();
        } catch (NoSuchElementException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
        try {
            in.next();
        } catch (NoSuchElementException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
        try {
            in.nextInt();
        } catch (NoSuchElementException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
        in.close();
        try {
            in.hasNextLine();
        } catch (IllegalStateException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
    }
}
