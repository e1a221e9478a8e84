package java.io;

import java.nio.charset.Charset;

/**
 * The JDK's console: the terminal a JVM has when both its standard input and standard output
 * are one. In Terrarium standard output always goes to the world's record, never a terminal,
 * so System.console() is null and no Console is ever made; the class exists so that programs
 * that test for a console link and run their no-console path, as they do under a pipe.
 */
public final class Console implements Flushable {
    private final Charset cs;
    private final PrintWriter pw;
    private final BufferedReader reader;

    private Console() {
        cs = Charset.defaultCharset();
        pw = new PrintWriter(new OutputStreamWriter(System.out, cs), true);
        reader = new BufferedReader(new InputStreamReader(System.in, cs));
    }

    public PrintWriter writer() {
        return pw;
    }

    public Reader reader() {
        return reader;
    }

    public Console format(String fmt, Object... args) {
        pw.format(fmt, args).flush();
        return this;
    }

    public Console printf(String format, Object... args) {
        return format(format, args);
    }

    public String readLine(String fmt, Object... args) {
        if (fmt.length() != 0) {
            pw.format(fmt, args);
        }
        pw.flush();
        try {
            return reader.readLine();
        } catch (IOException x) {
            throw new IOError(x);
        }
    }

    public String readLine() {
        return readLine("");
    }

    /** Reads a line as readLine does (there is no terminal echo to turn off). */
    public char[] readPassword(String fmt, Object... args) {
        String line = readLine(fmt, args);
        return line == null ? null : line.toCharArray();
    }

    public char[] readPassword() {
        return readPassword("");
    }

    @Override
    public void flush() {
        pw.flush();
    }

    public Charset charset() {
        return cs;
    }
}
