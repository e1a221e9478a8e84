import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.Scanner;

/**
 * Standard input typed at a terminal (corpus/programs/TerminalStdin.tty):
 * every read returns at most one line, so readers made one after another
 * each see their own answer instead of the first one buffering them all.
 */
public class TerminalStdin {
    public static void main(String[] args) throws IOException {
        // A Scanner per question, as interactive programs often do.
        for (int i = 1; i <= 3; i++) {
            System.out.println("question " + i + "?");
            Scanner sc = new Scanner(System.in);
            System.out.println(sc.hasNextLine() ? "answer " + i + ": " + sc.nextLine() : "no answer " + i);
        }
        // Tokens: the Scanner waits for the next line when the first has too few.
        Scanner numbers = new Scanner(System.in);
        int a = numbers.nextInt();
        int b = numbers.nextInt();
        System.out.println("sum " + (a + b));
        // A BufferedReader takes only the line it was given.
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        System.out.println("line: " + reader.readLine());
        // Byte by byte: the rest of the line stays buffered in System.in.
        int first = System.in.read();
        System.out.println("first byte: " + (char) first + ", available: " + System.in.available());
        byte[] rest = new byte[64];
        int n = System.in.read(rest);
        System.out.println("rest: " + n + " bytes: " + new String(rest, 0, n).trim());
        // An empty line, then the end of input.
        Scanner last = new Scanner(System.in);
        System.out.println("empty line: [" + last.nextLine() + "]");
        System.out.println("more: " + last.hasNextLine());
        System.out.println("read at end: " + System.in.read());
    }
}
