import java.io.*;
import java.nio.charset.StandardCharsets;
import java.util.NoSuchElementException;
import java.util.Scanner;
import java.util.stream.Collectors;

/**
 * System.in as an InputStream (single bytes, then an array), the rest of it
 * through BufferedReader.lines, and end of input as a closed terminal shows
 * it: -1 again and again, null lines, a Scanner with nothing left.
 * Input: corpus/programs/StdinStreams.stdin.
 */
public class StdinStreams {
    public static void main(String[] args) throws IOException {
        InputStream in = System.in;
        StringBuilder first = new StringBuilder();
        int b;
        while ((b = in.read()) != '\n' && b != -1) {
            first.append((char) b);
        }
        System.out.println("first line by bytes: [" + first + "]");
        byte[] buf = new byte[5];
        int n = in.read(buf, 1, 3);
        System.out.println("read(buf, 1, 3) = " + n + " " + new String(buf, 1, n, StandardCharsets.UTF_8));
        System.out.println("markSupported " + in.markSupported());
        BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        System.out.println("rest of that line [" + r.readLine() + "]");
        String rest = r.lines().map(l -> "<" + l + ">").collect(Collectors.joining(","));
        System.out.println("remaining lines " + rest);
        System.out.println("readLine at end " + r.readLine() + " " + r.readLine());
        System.out.println("read at end " + in.read() + " " + in.read() + " " + in.read(buf) + " "
                + in.read(buf, 0, 0));
        System.out.println("readAllBytes at end " + in.readAllBytes().length);
        Scanner sc = new Scanner(System.in);
        System.out.println("scanner " + sc.hasNext() + " " + sc.hasNextLine() + " " + sc.hasNextInt());
        try {
            sc.nextLine();
        } catch (NoSuchElementException e) {
            System.out.println("nextLine: " + e.getMessage());
        }
        try {
            sc.next();
        } catch (NoSuchElementException e) {
            System.out.println("next: " + e.getMessage());
        }
    }
}
