package java.io;

import java.util.Locale;

/**
 * Text is encoded as UTF-8 and written straight through to the underlying stream.
 * A high surrogate at the end of one write is kept until the next one, as the
 * JDK's stream encoder does; unpaired surrogates become '?'.
 */
public class PrintStream extends FilterOutputStream implements Appendable, Closeable {
    private final boolean autoFlush;
    private boolean trouble;
    private boolean closing;
    /** A high surrogate waiting for its low half, or 0. */
    private char pendingHigh;
    /** Largest char written as itself: 0xffff for UTF-8, 0xff for ISO-8859-1, 0x7f for US-ASCII. */
    private char maxChar = 0xffff;

    private static final char[] NO_CHARS = new char[0];

    public PrintStream(OutputStream out) {
        this(out, false);
    }

    public PrintStream(OutputStream out, boolean autoFlush) {
        super(requireNonNull(out, "Null output stream"));
        this.autoFlush = autoFlush;
    }

    public PrintStream(OutputStream out, boolean autoFlush, String encoding)
            throws UnsupportedEncodingException {
        this(out, autoFlush);
        requireNonNull(encoding, "charsetName");
        String e = encoding.toUpperCase();
        if (e.equals("UTF-8") || e.equals("UTF8")) {
            maxChar = 0xffff;
        } else if (e.equals("ISO-8859-1") || e.equals("ISO8859_1") || e.equals("ISO8859-1")
                || e.equals("LATIN1") || e.equals("ISO-LATIN-1") || e.equals("8859_1")) {
            maxChar = 0xff;
        } else if (e.equals("US-ASCII") || e.equals("ASCII") || e.equals("ASCII7")) {
            maxChar = 0x7f;
        } else {
            throw new UnsupportedEncodingException(encoding);
        }
    }

    public PrintStream(String fileName) throws FileNotFoundException {
        this(new FileOutputStream(fileName), false);
    }

    public PrintStream(String fileName, String csn) throws FileNotFoundException, UnsupportedEncodingException {
        this(checkedFile(new File(fileName), csn), false, csn);
    }

    public PrintStream(File file) throws FileNotFoundException {
        this(new FileOutputStream(file), false);
    }

    public PrintStream(File file, String csn) throws FileNotFoundException, UnsupportedEncodingException {
        this(checkedFile(file, csn), false, csn);
    }

    /** The charset is checked before the file is opened, as the JDK does. */
    private static FileOutputStream checkedFile(File file, String csn)
            throws FileNotFoundException, UnsupportedEncodingException {
        requireNonNull(csn, "charsetName");
        if (!java.nio.charset.Charset.isSupported(csn)) {
            throw new UnsupportedEncodingException(csn);
        }
        return new FileOutputStream(file);
    }

    private static <T> T requireNonNull(T obj, String message) {
        if (obj == null) {
            throw new NullPointerException(message);
        }
        return obj;
    }

    private void ensureOpen() throws IOException {
        if (out == null) {
            throw new IOException("Stream closed");
        }
    }

    @Override
    public void flush() {
        try {
            ensureOpen();
            out.flush();
        } catch (IOException x) {
            trouble = true;
        }
    }

    @Override
    public void close() {
        if (!closing) {
            closing = true;
            try {
                if (pendingHigh != 0) {
                    pendingHigh = 0;
                    out.write('?');
                }
                out.close();
            } catch (IOException x) {
                trouble = true;
            }
            out = null;
        }
    }

    public boolean checkError() {
        if (out != null) {
            flush();
        }
        return trouble;
    }

    protected void setError() {
        trouble = true;
    }

    protected void clearError() {
        trouble = false;
    }

    @Override
    public void write(int b) {
        try {
            ensureOpen();
            out.write(b);
            if ((b == '\n') && autoFlush) {
                out.flush();
            }
        } catch (IOException x) {
            trouble = true;
        }
    }

    @Override
    public void write(byte[] buf, int off, int len) {
        try {
            ensureOpen();
            out.write(buf, off, len);
            if (autoFlush) {
                out.flush();
            }
        } catch (IOException x) {
            trouble = true;
        }
    }

    @Override
    public void write(byte[] buf) throws IOException {
        this.write(buf, 0, buf.length);
    }

    public void writeBytes(byte[] buf) {
        this.write(buf, 0, buf.length);
    }

    /** Encodes chars[0, len) (plus a pending high surrogate) as UTF-8 and writes them. */
    private void writeChars(char[] chars, int len, boolean newline) {
        try {
            ensureOpen();
            byte[] bytes = new byte[len * 3 + 5];
            int n = 0;
            int i = 0;
            if (pendingHigh != 0) {
                char d = (len > 0) ? chars[0] : 0;
                if (d >= 0xdc00 && d <= 0xdfff) {
                    if (maxChar == 0xffff) {
                        int cp = ((pendingHigh - 0xd800) << 10) + (d - 0xdc00) + 0x10000;
                        bytes[0] = (byte) (0xf0 | (cp >> 18));
                        bytes[1] = (byte) (0x80 | ((cp >> 12) & 0x3f));
                        bytes[2] = (byte) (0x80 | ((cp >> 6) & 0x3f));
                        bytes[3] = (byte) (0x80 | (cp & 0x3f));
                        n = 4;
                    } else {
                        bytes[0] = '?';
                        n = 1;
                    }
                    i = 1;
                    pendingHigh = 0;
                } else if (len > 0 || newline) {
                    bytes[n++] = '?';
                    pendingHigh = 0;
                }
            }
            for (; i < len; i++) {
                char c = chars[i];
                if (c < 0x80) {
                    bytes[n++] = (byte) c;
                } else if (maxChar != 0xffff) {
                    if (c <= maxChar) {
                        bytes[n++] = (byte) c;
                    } else if (c >= 0xd800 && c <= 0xdbff) {
                        if (i + 1 < len) {
                            char d = chars[i + 1];
                            if (d >= 0xdc00 && d <= 0xdfff) {
                                i++;
                            }
                            bytes[n++] = '?';
                        } else if (newline) {
                            bytes[n++] = '?';
                        } else {
                            pendingHigh = c;
                        }
                    } else {
                        bytes[n++] = '?';
                    }
                } else if (c < 0x800) {
                    bytes[n++] = (byte) (0xc0 | (c >> 6));
                    bytes[n++] = (byte) (0x80 | (c & 0x3f));
                } else if (c < 0xd800 || c > 0xdfff) {
                    bytes[n++] = (byte) (0xe0 | (c >> 12));
                    bytes[n++] = (byte) (0x80 | ((c >> 6) & 0x3f));
                    bytes[n++] = (byte) (0x80 | (c & 0x3f));
                } else if (c <= 0xdbff) {
                    if (i + 1 < len) {
                        char d = chars[i + 1];
                        if (d >= 0xdc00 && d <= 0xdfff) {
                            int cp = ((c - 0xd800) << 10) + (d - 0xdc00) + 0x10000;
                            bytes[n++] = (byte) (0xf0 | (cp >> 18));
                            bytes[n++] = (byte) (0x80 | ((cp >> 12) & 0x3f));
                            bytes[n++] = (byte) (0x80 | ((cp >> 6) & 0x3f));
                            bytes[n++] = (byte) (0x80 | (cp & 0x3f));
                            i++;
                        } else {
                            bytes[n++] = '?';
                        }
                    } else if (newline) {
                        bytes[n++] = '?';
                    } else {
                        pendingHigh = c;
                    }
                } else {
                    bytes[n++] = '?';
                }
            }
            if (newline) {
                bytes[n++] = '\n';
            }
            if (n > 0) {
                out.write(bytes, 0, n);
            }
            if (autoFlush && (newline || containsNewline(chars, len))) {
                out.flush();
            }
        } catch (IOException x) {
            trouble = true;
        }
    }

    private static boolean containsNewline(char[] chars, int len) {
        for (int i = 0; i < len; i++) {
            if (chars[i] == '\n') {
                return true;
            }
        }
        return false;
    }

    private void write(String s, boolean newline) {
        int len = s.length();
        char[] chars = new char[len];
        s.getChars(0, len, chars, 0);
        writeChars(chars, len, newline);
    }

    private void newLine() {
        writeChars(NO_CHARS, 0, true);
    }

    public void print(boolean b) {
        write(String.valueOf(b), false);
    }

    public void print(char c) {
        char[] chars = new char[1];
        chars[0] = c;
        writeChars(chars, 1, false);
    }

    public void print(int i) {
        write(String.valueOf(i), false);
    }

    public void print(long l) {
        write(String.valueOf(l), false);
    }

    public void print(float f) {
        write(String.valueOf(f), false);
    }

    public void print(double d) {
        write(String.valueOf(d), false);
    }

    public void print(char[] s) {
        writeChars(s, s.length, false);
    }

    public void print(String s) {
        write(String.valueOf(s), false);
    }

    public void print(Object obj) {
        write(String.valueOf(obj), false);
    }

    public void println() {
        newLine();
    }

    public void println(boolean x) {
        if (getClass() == PrintStream.class) {
            write(String.valueOf(x), true);
        } else {
            print(x);
            newLine();
        }
    }

    public void println(char x) {
        if (getClass() == PrintStream.class) {
            char[] chars = new char[1];
            chars[0] = x;
            writeChars(chars, 1, true);
        } else {
            print(x);
            newLine();
        }
    }

    public void println(int x) {
        if (getClass() == PrintStream.class) {
            write(String.valueOf(x), true);
        } else {
            print(x);
            newLine();
        }
    }

    public void println(long x) {
        if (getClass() == PrintStream.class) {
            write(String.valueOf(x), true);
        } else {
            print(x);
            newLine();
        }
    }

    public void println(float x) {
        if (getClass() == PrintStream.class) {
            write(String.valueOf(x), true);
        } else {
            print(x);
            newLine();
        }
    }

    public void println(double x) {
        if (getClass() == PrintStream.class) {
            write(String.valueOf(x), true);
        } else {
            print(x);
            newLine();
        }
    }

    public void println(char[] x) {
        if (getClass() == PrintStream.class) {
            writeChars(x, x.length, true);
        } else {
            print(x);
            newLine();
        }
    }

    public void println(String x) {
        if (getClass() == PrintStream.class) {
            write(String.valueOf(x), true);
        } else {
            print(x);
            newLine();
        }
    }

    public void println(Object x) {
        String s = String.valueOf(x);
        if (getClass() == PrintStream.class) {
            write(s, true);
        } else {
            print(s);
            newLine();
        }
    }

    public PrintStream printf(String format, Object... args) {
        return format(format, args);
    }

    public PrintStream printf(Locale l, String format, Object... args) {
        return format(l, format, args);
    }

    public PrintStream format(String format, Object... args) {
        print(String.format(format, args));
        return this;
    }

    public PrintStream format(Locale l, String format, Object... args) {
        print(String.format(l, format, args));
        return this;
    }

    public PrintStream append(CharSequence csq) {
        print(String.valueOf(csq));
        return this;
    }

    public PrintStream append(CharSequence csq, int start, int end) {
        if (csq == null) {
            csq = "null";
        }
        return append(csq.subSequence(start, end));
    }

    public PrintStream append(char c) {
        print(c);
        return this;
    }
}
