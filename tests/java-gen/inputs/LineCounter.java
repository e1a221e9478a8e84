package inputs;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.Reader;
import java.io.Writer;

/** Counts the lines of a text: blank ones and comments apart. */
public class LineCounter {
    private final BufferedReader in;
    private int blank;
    private int comments;

    public LineCounter(Reader reader) {
        this.in = new BufferedReader(reader);
    }

    public int count() throws IOException {
        int lines = 0;
        String line;
        while ((line = in.readLine()) != null) {
            lines++;
            String t = line.trim();
            if (t.isEmpty()) {
                blank++;
            } else if (t.startsWith("#")) {
                comments++;
            }
        }
        return lines;
    }

    public int getBlank() {
        return blank;
    }

    public int getComments() {
        return comments;
    }

    /** Copies {@code in} to {@code out}; the number of bytes copied. */
    public static long copy(InputStream in, OutputStream out) throws IOException {
        byte[] buffer = new byte[4];
        long total = 0;
        int n;
        while ((n = in.read(buffer)) > 0) {
            out.write(buffer, 0, n);
            total += n;
        }
        return total;
    }

    public static void report(Writer out, int lines) throws IOException {
        if (lines == 0) {
            out.write("empty\n");
        } else if (lines == 1) {
            out.write("1 line\n");
        } else {
            out.write(lines + " lines\n");
        }
        out.flush();
    }
}
