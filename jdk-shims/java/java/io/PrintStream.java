package java.io;

import java.util.Locale;
import jdk.internal.terrarium.Codec;

/**
 * Text is encoded (UTF-8 unless a charset is named) and written straight
 * through to the underlying stream. A high surrogate at the end of one write
 * is kept until the next one, as the JDK's stream encoder does; unpaired
 * surrogates and unmappable characters become the charset's replacement.
 */
public class PrintStream extends FilterOutputStream implements Appendable, Closeable {
    private final boolean autoFlush;
    private boolean trouble;
    private boolean closing;
    /** A high surrogate waiting for its low half, or 0. */
    private char pendingHigh;
    private Codec.Encoder encoder = Codec.encoder(Codec.UTF_8);
    private byte[] replacement = Codec.replacement(Codec.UTF_8);

    private static final char[] NEWLINE = {'\n'};

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
        int id = Codec.id(Codec.forName(encoding));
        encoder = Codec.encoder(id);
        replacement = Codec.replacement(id);
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
        Codec.forName(csn);
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
                    char[] high = {pendingHigh};
                    pendingHigh = 0;
                    byte[] bytes = Codec.encode(encoder, replacement, high, 0, 1, true, new byte[8]);
                    out.write(bytes, 0, encoder.dp);
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

    /** Encodes and writes chars[0, len) after a pending high surrogate; with autoFlush a line's end flushes. */
    private void writeChars(char[] chars, int len, boolean lineEnd) {
        try {
            ensureOpen();
            char[] src = chars;
            int n = len;
            if (pendingHigh != 0) {
                src = new char[len + 1];
                src[0] = pendingHigh;
                System.arraycopy(chars, 0, src, 1, len);
                n = len + 1;
                pendingHigh = 0;
            }
            byte[] bytes = Codec.encode(encoder, replacement, src, 0, n, false, new byte[3 * n + 4]);
            if (encoder.sp < n) {
                pendingHigh = src[n - 1];
            }
            if (encoder.dp > 0) {
                out.write(bytes, 0, encoder.dp);
            }
            if (autoFlush && (lineEnd || containsNewline(chars, len))) {
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

    /** Writes s, and a newline if asked. */
    private void write(String s, boolean newline) {
        int len = s.length();
        char[] chars = new char[newline ? len + 1 : len];
        s.getChars(0, len, chars, 0);
        if (newline) {
            chars[len] = '\n';
        }
        writeChars(chars, chars.length, newline);
    }

    private void newLine() {
        writeChars(NEWLINE, 1, true);
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
            char[] chars = {x, '\n'};
            writeChars(chars, 2, true);
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
            char[] chars = java.util.Arrays.copyOf(x, x.length + 1);
            chars[x.length] = '\n';
            writeChars(chars, chars.length, true);
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
