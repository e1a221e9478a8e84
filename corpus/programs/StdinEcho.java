import java.io.*;

/** Reads System.in to its end (corpus/programs/StdinEcho.stdin) and echoes numbered lines. */
public class StdinEcho {
    public static void main(String[] args) throws IOException {
        BufferedReader r = new BufferedReader(new InputStreamReader(System.in));
        String line;
        int n = 0;
        int chars = 0;
        while ((line = r.readLine()) != null) {
            n++;
            chars += line.length();
            System.out.println(n + ": " + line + " (" + line.length() + ")");
        }
        System.out.println(n + " lines, " + chars + " chars");
        System.out.println("after end: " + r.readLine() + " " + System.in.read());
    }
}
