package java.io;

/**
 * A buffered reader that counts lines as JDK 17 does: '\n', '\r' and "\r\n"
 * each end a line, and so does the end of the stream after a non-empty last
 * line without a terminator. Single-character reads turn every terminator
 * into '\n'; array reads and readLine do not translate.
 */
public class LineNumberReader extends BufferedReader {
    // What the last read ended on, to count an unterminated last line once at end of stream.
    private static final int NONE = 0;
    private static final int CHAR = 1;
    private static final int EOL = 2;
    private static final int EOF = 3;

    private static final int MAX_SKIP_BUFFER_SIZE = 8192;

    private int lineNumber = 0;
    private int prevChar = NONE;
    /** The last character was a '\r': a '\n' right after it belongs to the same terminator. */
    private boolean skipLF;

    private int markedLineNumber;
    private int markedPrevChar = NONE;
    private boolean markedSkipLF;

    private char[] skipBuffer;

    public LineNumberReader(Reader in) {
        super(in);
    }

    public LineNumberReader(Reader in, int sz) {
        super(in, sz);
    }

    public void setLineNumber(int lineNumber) {
        this.lineNumber = lineNumber;
    }

    public int getLineNumber() {
        return lineNumber;
    }

    @Override
    public int read() throws IOException {
        synchronized (lock) {
            int c = super.read();
            if (skipLF) {
                if (c == '\n') {
                    c = super.read();
                }
                skipLF = false;
            }
            switch (c) {
                case '\r':
                    skipLF = true;
                    lineNumber++;
                    prevChar = EOL;
                    return '\n';
                case '\n':
                    lineNumber++;
                    prevChar = EOL;
                    return '\n';
                case -1:
                    endOfStream();
                    return -1;
                default:
                    prevChar = CHAR;
                    return c;
            }
        }
    }

    @Override
    public int read(char[] cbuf, int off, int len) throws IOException {
        synchronized (lock) {
            int n = super.read(cbuf, off, len);
            if (n == -1) {
                endOfStream();
                return -1;
            }
            for (int i = off; i < off + n; i++) {
                char c = cbuf[i];
                if (skipLF) {
                    skipLF = false;
                    if (c == '\n') {
                        continue;
                    }
                }
                if (c == '\r') {
                    skipLF = true;
                    lineNumber++;
                } else if (c == '\n') {
                    lineNumber++;
                }
            }
            if (n > 0) {
                char last = cbuf[off + n - 1];
                prevChar = last == '\r' || last == '\n' ? EOL : CHAR;
            }
            return n;
        }
    }

    @Override
    public String readLine() throws IOException {
        synchronized (lock) {
            boolean[] terminated = new boolean[1];
            String line = readLine(skipLF, terminated);
            skipLF = false;
            if (line != null) {
                lineNumber++;
                prevChar = terminated[0] ? EOL : EOF;
            } else {
                endOfStream();
            }
            return line;
        }
    }

    private void endOfStream() {
        if (prevChar == CHAR) {
            lineNumber++;
        }
        prevChar = EOF;
    }

    @Override
    public long skip(long n) throws IOException {
        if (n < 0) {
            throw new IllegalArgumentException("skip() value is negative");
        }
        int chunk = (int) Math.min(n, MAX_SKIP_BUFFER_SIZE);
        synchronized (lock) {
            if (skipBuffer == null || skipBuffer.length < chunk) {
                skipBuffer = new char[chunk];
            }
            long remaining = n;
            while (remaining > 0) {
                int count = read(skipBuffer, 0, (int) Math.min(remaining, chunk));
                if (count == -1) {
                    break;
                }
                remaining -= count;
            }
            return n - remaining;
        }
    }

    @Override
    public void mark(int readAheadLimit) throws IOException {
        synchronized (lock) {
            // After a '\r' the next read may consume a '\n' as well.
            if (skipLF) {
                readAheadLimit++;
            }
            super.mark(readAheadLimit);
            markedLineNumber = lineNumber;
            markedPrevChar = prevChar;
            markedSkipLF = skipLF;
        }
    }

    @Override
    public void reset() throws IOException {
        synchronized (lock) {
            super.reset();
            lineNumber = markedLineNumber;
            prevChar = markedPrevChar;
            skipLF = markedSkipLF;
        }
    }
}
