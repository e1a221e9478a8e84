import java.io.IOException;
import java.io.StreamTokenizer;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A config file reader and an arithmetic evaluator on java.io.StreamTokenizer. */
public class StreamTokenizerParse {
    static final String CONFIG = String.join("\n",
            "# server settings",
            "name = \"alpha\\tserver\"   // trailing comment",
            "port = 8080",
            "ratio = -0.125",
            "/* block",
            "   comment */ Timeout = 30.5",
            "path = 'C:\\\\temp\\101'",
            "Mixed_Case.Key = on",
            "neg = - 7",
            "unterminated = \"oops",
            "last = 1e5",
            "");

    public static void main(String[] args) throws IOException {
        dumpTokens("defaults", new StreamTokenizer(new StringReader(CONFIG)));

        StreamTokenizer st = new StreamTokenizer(new StringReader(CONFIG));
        st.resetSyntax();
        st.wordChars('a', 'z');
        st.wordChars('A', 'Z');
        st.wordChars('_', '_');
        st.wordChars('.', '.');
        st.wordChars(128 + 32, 255);
        st.whitespaceChars(0, ' ');
        st.commentChar('#');
        st.quoteChar('"');
        st.quoteChar('\'');
        st.parseNumbers();
        st.slashSlashComments(true);
        st.slashStarComments(true);
        st.lowerCaseMode(true);
        st.eolIsSignificant(true);
        st.ordinaryChar('=');
        dumpTokens("config syntax", st);

        System.out.println(readConfig(CONFIG));

        for (String expr : new String[] {"1 + 2 * 3", "(1 + 2) * 3", "10 / 4 - .5", "-(3 - 8) * 2",
                "2 * (3 + 4) * (5 - 1)", "1 +", "7 % 2", "3 3", "0.1 + 0.2", "100 / 3"}) {
            try {
                System.out.println(expr + " => " + evaluate(expr));
            } catch (IllegalArgumentException e) {
                System.out.println(expr + " => error: " + e.getMessage());
            }
        }

        StreamTokenizer nothing = new StreamTokenizer(new StringReader("x"));
        System.out.println(nothing + " lineno=" + nothing.lineno());
        nothing.pushBack();
        System.out.println(nothing.nextToken() + " " + nothing);
        nothing.pushBack();
        System.out.println(nothing.nextToken() + " " + nothing + " again");
        System.out.println(nothing.nextToken() + " " + nothing);

        StreamTokenizer lines = new StreamTokenizer(new StringReader("a\r\nb\rc\n\nd"));
        lines.eolIsSignificant(true);
        StringBuilder sb = new StringBuilder();
        while (lines.nextToken() != StreamTokenizer.TT_EOF) {
            sb.append(lines).append(" | ");
        }
        System.out.println(sb);

        StreamTokenizer octal = new StreamTokenizer(new StringReader("\"\\477\\377\\12x\\q\\a\" 'it''s' 12abc abc12 3.4.5 -.5 -x ..."));
        while (octal.nextToken() != StreamTokenizer.TT_EOF) {
            String s = octal.sval == null ? "" : octal.sval.chars().mapToObj(c -> Integer.toHexString(c)).toList().toString();
            System.out.println(octal + " ttype=" + octal.ttype + " nval=" + octal.nval + " chars=" + s);
        }
        StreamTokenizer unicode = new StreamTokenizer(new StringReader("caf\u00e9 \u00fcber \u4e2d\u6587+\u00d7"));
        while (unicode.nextToken() != StreamTokenizer.TT_EOF) {
            System.out.println(unicode);
        }
    }

    static void dumpTokens(String title, StreamTokenizer st) throws IOException {
        System.out.println("== " + title);
        List<String> out = new ArrayList<>();
        while (st.nextToken() != StreamTokenizer.TT_EOF) {
            out.add(st.toString());
        }
        out.add(st.toString());
        for (String s : out) {
            System.out.println("  " + s);
        }
    }

    static Map<String, Object> readConfig(String text) throws IOException {
        StreamTokenizer st = new StreamTokenizer(new StringReader(text));
        st.commentChar('#');
        st.slashSlashComments(true);
        st.slashStarComments(true);
        st.wordChars('_', '_');
        st.wordChars('.', '.');
        st.eolIsSignificant(true);
        st.ordinaryChar('=');
        Map<String, Object> out = new LinkedHashMap<>();
        while (true) {
            int t = st.nextToken();
            if (t == StreamTokenizer.TT_EOF) {
                break;
            }
            if (t == StreamTokenizer.TT_EOL) {
                continue;
            }
            if (t != StreamTokenizer.TT_WORD) {
                out.put("<bad@" + st.lineno() + ">", st.toString());
                skipLine(st);
                continue;
            }
            String key = st.sval;
            if (st.nextToken() != '=') {
                out.put("<missing = @" + st.lineno() + ">", key);
                skipLine(st);
                continue;
            }
            int v = st.nextToken();
            Object value = switch (v) {
                case StreamTokenizer.TT_NUMBER -> st.nval;
                case StreamTokenizer.TT_WORD -> st.sval;
                case '"', '\'' -> "[" + st.sval + "]";
                default -> st.toString();
            };
            out.put(key, value);
            skipLine(st);
        }
        return out;
    }

    static void skipLine(StreamTokenizer st) throws IOException {
        int t;
        while ((t = st.nextToken()) != StreamTokenizer.TT_EOL && t != StreamTokenizer.TT_EOF) {
        }
    }

    static double evaluate(String expr) throws IOException {
        StreamTokenizer st = new StreamTokenizer(new StringReader(expr));
        st.ordinaryChar('/');
        st.ordinaryChar('-');
        st.nextToken();
        double v = sum(st);
        if (st.ttype != StreamTokenizer.TT_EOF) {
            throw new IllegalArgumentException("unexpected " + st);
        }
        return v;
    }

    static double sum(StreamTokenizer st) throws IOException {
        double v = product(st);
        while (st.ttype == '+' || st.ttype == '-') {
            int op = st.ttype;
            st.nextToken();
            double r = product(st);
            v = op == '+' ? v + r : v - r;
        }
        return v;
    }

    static double product(StreamTokenizer st) throws IOException {
        double v = atom(st);
        while (st.ttype == '*' || st.ttype == '/') {
            int op = st.ttype;
            st.nextToken();
            double r = atom(st);
            v = op == '*' ? v * r : v / r;
        }
        return v;
    }

    static double atom(StreamTokenizer st) throws IOException {
        if (st.ttype == StreamTokenizer.TT_NUMBER) {
            double v = st.nval;
            st.nextToken();
            return v;
        }
        if (st.ttype == '-') {
            st.nextToken();
            return -atom(st);
        }
        if (st.ttype == '(') {
            st.nextToken();
            double v = sum(st);
            if (st.ttype != ')') {
                throw new IllegalArgumentException("expected ) at " + st);
            }
            st.nextToken();
            return v;
        }
        throw new IllegalArgumentException("unexpected " + st);
    }
}
