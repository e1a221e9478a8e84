package java.util.jar;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * A jar manifest: the main attributes, then a section per named entry
 * ("Name: path"), sections separated by empty lines; lines end with CR,
 * LF or CR LF and are at most 512 bytes. Signature verification is not provided.
 */
public class Manifest implements Cloneable {
    private static final int MAX_LINE = 512;

    private final Attributes attr = new Attributes();
    private final Map<String, Attributes> entries = new HashMap<>();

    public Manifest() {
    }

    public Manifest(InputStream is) throws IOException {
        read(is);
    }

    public Manifest(Manifest man) {
        attr.putAll(man.getMainAttributes());
        entries.putAll(man.getEntries());
    }

    public Attributes getMainAttributes() {
        return attr;
    }

    public Map<String, Attributes> getEntries() {
        return entries;
    }

    public Attributes getAttributes(String name) {
        return getEntries().get(name);
    }

    public void clear() {
        attr.clear();
        entries.clear();
    }

    public void write(OutputStream out) throws IOException {
        attr.writeMain(out);
        for (Map.Entry<String, Attributes> e : entries.entrySet()) {
            println72(out, "Name: " + e.getKey());
            e.getValue().write(out);
        }
        out.flush();
    }

    /** Writes {@code line} in UTF-8, broken into lines of 72 bytes continued with a space. */
    static void println72(OutputStream out, String line) throws IOException {
        if (!line.isEmpty()) {
            byte[] b = line.getBytes(StandardCharsets.UTF_8);
            out.write(b[0]);
            int pos = 1;
            while (b.length - pos > 71) {
                out.write(b, pos, 71);
                pos += 71;
                println(out);
                out.write(' ');
            }
            out.write(b, pos, b.length - pos);
        }
        println(out);
    }

    static void println(OutputStream out) throws IOException {
        out.write('\r');
        out.write('\n');
    }

    static String position(String filename, int lineNumber) {
        return "line " + lineNumber;
    }

    public void read(InputStream is) throws IOException {
        LineReader in = new LineReader(is);
        int lineNumber = attr.read(in, null, 0);
        String name = null;
        boolean skipEmptyLines = true;
        byte[] pendingName = null;
        byte[] line;
        int ecount = 0;
        int acount = 0;
        int asize = 2;
        while ((line = in.readLine("manifest line too long")) != null) {
            lineNumber++;
            int len = line.length;
            if (len == 0 && skipEmptyLines) {
                continue;
            }
            skipEmptyLines = false;
            if (pendingName == null) {
                if (!isNameLine(line)) {
                    throw new IOException("invalid manifest format (" + position(null, lineNumber) + ")");
                }
                pendingName = Arrays.copyOfRange(line, 6, len);
            } else {
                // A continuation of the name.
                byte[] buf = Arrays.copyOf(pendingName, pendingName.length + len - 1);
                System.arraycopy(line, 1, buf, pendingName.length, len - 1);
                pendingName = buf;
            }
            if (in.peek() == ' ') {
                continue;
            }
            name = new String(pendingName, StandardCharsets.UTF_8);
            pendingName = null;
            Attributes a = getAttributes(name);
            if (a == null) {
                a = new Attributes(asize);
                entries.put(name, a);
            }
            lineNumber = a.read(in, null, lineNumber);
            ecount++;
            acount += a.size();
            asize = Math.max(2, acount / ecount);
            skipEmptyLines = true;
        }
    }

    private static boolean isNameLine(byte[] b) {
        return b.length >= 6 && (b[0] | 0x20) == 'n' && (b[1] | 0x20) == 'a' && (b[2] | 0x20) == 'm'
                && (b[3] | 0x20) == 'e' && b[4] == ':' && b[5] == ' ';
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Manifest m && attr.equals(m.getMainAttributes()) && entries.equals(m.getEntries());
    }

    @Override
    public int hashCode() {
        return attr.hashCode() + entries.hashCode();
    }

    @Override
    public Object clone() {
        return new Manifest(this);
    }

    /** Lines of a manifest without their terminators; a line longer than 512 bytes is an error. */
    static final class LineReader {
        private final InputStream in;
        private int peeked = -2;
        private int lineNumber;

        LineReader(InputStream in) {
            this.in = in;
        }

        private int read() throws IOException {
            if (peeked != -2) {
                int c = peeked;
                peeked = -2;
                return c;
            }
            return in.read();
        }

        /** The next byte, not consumed; -1 at the end. */
        int peek() throws IOException {
            if (peeked == -2) {
                peeked = in.read();
            }
            return peeked;
        }

        /**
         * The next line, or null at the end of input. A last line without a
         * terminator is dropped, as the JDK drops it; {@code tooLong} names
         * the error for a line that does not fit.
         */
        byte[] readLine(String tooLong) throws IOException {
            byte[] buf = new byte[MAX_LINE];
            int n = 0;
            int c = read();
            if (c == -1) {
                return null;
            }
            lineNumber++;
            while (c != '\n' && c != '\r') {
                if (c == -1) {
                    return null;
                }
                if (n == MAX_LINE - 1) {
                    throw new IOException(tooLong + " (" + position(null, lineNumber) + ")");
                }
                buf[n++] = (byte) c;
                c = read();
            }
            if (c == '\r' && peek() == '\n') {
                read();
            }
            return Arrays.copyOf(buf, n);
        }
    }
}
