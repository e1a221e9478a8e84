import java.io.*;
import java.util.*;

/** A config-file parser that reports errors by line number, over \n, \r\n and \r line ends. */
public class LineNumberReaderConfig {
    static final class ConfigError extends Exception {
        ConfigError(int line, String message) {
            super("line " + line + ": " + message);
        }
    }

    static final class Config {
        final Map<String, Map<String, String>> sections = new LinkedHashMap<>();
        final List<String> errors = new ArrayList<>();
    }

    /** Parses "[section]" headers, "key = value" entries (a trailing '\' continues), '#' and ';' comments. */
    static Config parse(Reader source, int firstLine) throws IOException {
        Config config = new Config();
        LineNumberReader in = new LineNumberReader(source);
        in.setLineNumber(firstLine - 1);
        String section = "";
        config.sections.put(section, new LinkedHashMap<>());
        String line;
        while ((line = in.readLine()) != null) {
            int start = in.getLineNumber();
            try {
                String text = line.trim();
                if (text.isEmpty() || text.startsWith("#") || text.startsWith(";")) {
                    continue;
                }
                if (text.startsWith("[")) {
                    if (!text.endsWith("]")) {
                        throw new ConfigError(start, "unterminated section header " + text);
                    }
                    section = text.substring(1, text.length() - 1).trim();
                    if (section.isEmpty()) {
                        throw new ConfigError(start, "empty section name");
                    }
                    config.sections.putIfAbsent(section, new LinkedHashMap<>());
                    continue;
                }
                while (text.endsWith("\\")) {
                    String next = in.readLine();
                    if (next == null) {
                        throw new ConfigError(in.getLineNumber(), "continuation at end of file");
                    }
                    text = text.substring(0, text.length() - 1) + next.trim();
                }
                int eq = text.indexOf('=');
                if (eq < 0) {
                    throw new ConfigError(start, "expected key = value, got '" + text + "'");
                }
                String key = text.substring(0, eq).trim();
                if (key.isEmpty()) {
                    throw new ConfigError(start, "missing key");
                }
                String value = unescape(text.substring(eq + 1).trim());
                Map<String, String> entries = config.sections.get(section);
                if (entries.containsKey(key)) {
                    throw new ConfigError(start, "duplicate key " + section + "." + key);
                }
                entries.put(key, value);
                if (in.getLineNumber() != start) {
                    entries.put(key + ".lines", start + "-" + in.getLineNumber());
                }
            } catch (ConfigError e) {
                config.errors.add(e.getMessage());
            } catch (CharConversionException e) {
                config.errors.add("line " + start + ": " + e);
            }
        }
        config.errors.add("(" + in.getLineNumber() + " lines read)");
        return config;
    }

    static String unescape(String s) throws CharConversionException {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c != '\\' || i + 1 == s.length()) {
                sb.append(c);
                continue;
            }
            char e = s.charAt(++i);
            switch (e) {
                case 'n':
                    sb.append('\n');
                    break;
                case 't':
                    sb.append('\t');
                    break;
                case 'u':
                    if (i + 4 >= s.length()) {
                        throw new CharConversionException("truncated \\u escape");
                    }
                    try {
                        sb.append((char) Integer.parseInt(s.substring(i + 1, i + 5), 16));
                    } catch (NumberFormatException x) {
                        throw new CharConversionException("bad \\u escape: " + s.substring(i + 1, i + 5));
                    }
                    i += 4;
                    break;
                default:
                    sb.append(e);
                    break;
            }
        }
        return sb.toString();
    }

    static void dump(String title, Config c) {
        System.out.println("-- " + title);
        for (Map.Entry<String, Map<String, String>> s : c.sections.entrySet()) {
            for (Map.Entry<String, String> e : s.getValue().entrySet()) {
                String v = e.getValue().replace("\n", "\\n").replace("\t", "\\t");
                System.out.println("  " + (s.getKey().isEmpty() ? "" : s.getKey() + ".") + e.getKey() + " = [" + v + "]");
            }
        }
        for (String e : c.errors) {
            System.out.println("  ! " + e);
        }
    }

    static String visible(String s) {
        return s.replace("\r", "\\r").replace("\n", "\\n");
    }

    public static void main(String[] args) throws IOException {
        String unix = "# demo\nname = terrarium\n[server]\nport = 8080\nhost = localhost\nport = 9090\n[client\n"
            + "retries 3\ngreeting = hello \\\n  world\n = nothing\n[]\nemoji = \\u263A\nbad = \\u12G4\nshort = \\u12\ntabbed = a\\tb";
        dump("unix (\\n)", parse(new StringReader(unix), 1));
        dump("windows (\\r\\n)", parse(new StringReader(unix.replace("\n", "\r\n")), 1));
        dump("classic mac (\\r)", parse(new StringReader(unix.replace("\n", "\r")), 1));
        String mixed = "a = 1\r\nb = 2\rc = 3\n\r\n\n\rd = 4\r\r\ne = long \\\r\n value \\\r end\r\n[s]\rf = \\";
        dump("mixed line ends", parse(new StringReader(mixed), 1));
        dump("embedded at line 40", parse(new StringReader("x = 1\r\ny\r\nz = 3\n"), 40));

        System.out.println("== read() counts lines and folds terminators to \\n ==");
        String sample = "ab\r\ncd\ref\n\ngh";
        LineNumberReader r = new LineNumberReader(new StringReader(sample));
        StringBuilder trace = new StringBuilder();
        int c;
        do {
            c = r.read();
            trace.append(c < 0 ? "EOF" : visible(String.valueOf((char) c))).append('@').append(r.getLineNumber()).append(' ');
        } while (c >= 0);
        System.out.println(trace.toString().trim());
        System.out.println("again: " + r.read() + " line " + r.getLineNumber());

        System.out.println("== read(char[]) keeps terminators ==");
        r = new LineNumberReader(new StringReader(sample), 3);
        char[] buf = new char[4];
        int n;
        trace.setLength(0);
        while ((n = r.read(buf, 0, buf.length)) >= 0) {
            trace.append('[').append(visible(new String(buf, 0, n))).append("]@").append(r.getLineNumber()).append(' ');
        }
        System.out.println(trace.append("EOF@").append(r.getLineNumber()));

        System.out.println("== readLine at the end of the stream ==");
        for (String s : new String[] {"", "x", "x\n", "x\r", "x\r\n", "\n", "x\ny"}) {
            r = new LineNumberReader(new StringReader(s));
            trace.setLength(0);
            String l;
            do {
                l = r.readLine();
                trace.append(l == null ? "null" : "'" + l + "'").append('@').append(r.getLineNumber()).append(' ');
            } while (l != null);
            System.out.println(String.format("%-6s", visible(s)) + " " + trace.toString().trim());
        }

        System.out.println("== mark, reset, skip ==");
        r = new LineNumberReader(new StringReader("first\r\nsecond\nthird\rfourth\nfifth"));
        System.out.println(r.readLine() + " @" + r.getLineNumber());
        r.mark(100);
        System.out.println(r.readLine() + " " + r.readLine() + " @" + r.getLineNumber());
        r.reset();
        System.out.println("reset @" + r.getLineNumber() + " -> " + r.readLine());
        System.out.println("skip " + r.skip(8) + " @" + r.getLineNumber() + " -> " + r.readLine() + " @" + r.getLineNumber());
        r.setLineNumber(1000);
        System.out.println(r.readLine() + " @" + r.getLineNumber() + ", then " + r.readLine() + " @" + r.getLineNumber());
        System.out.println("skip at end " + r.skip(5) + " @" + r.getLineNumber());
        r = new LineNumberReader(new StringReader("a\r\nb"));
        System.out.println((char) r.read() + " " + visible(String.valueOf((char) r.read())) + " @" + r.getLineNumber());
        r.mark(1);
        System.out.println((char) r.read() + " @" + r.getLineNumber());
        r.reset();
        System.out.println("after reset " + (char) r.read() + " @" + r.getLineNumber() + " " + r.read() + " @" + r.getLineNumber());

        System.out.println("== errors ==");
        LineNumberReader closed = new LineNumberReader(new StringReader("z"));
        try {
            closed.skip(-1);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        try {
            closed.reset();
        } catch (IOException e) {
            System.out.println(e);
        }
        try {
            new LineNumberReader(closed, 0);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        closed.close();
        try {
            closed.readLine();
        } catch (IOException e) {
            System.out.println(e);
        }
        System.out.println(new CharConversionException() + " | " + new CharConversionException("x").getMessage()
            + " | " + (new CharConversionException() instanceof IOException));

        System.out.println("== lines() ==");
        LineNumberReader lr = new LineNumberReader(new StringReader("one\r\ntwo\rthree\n"));
        lr.lines().forEach(l -> System.out.println(l + " @" + lr.getLineNumber()));
        System.out.println("end @" + lr.getLineNumber());
    }
}
