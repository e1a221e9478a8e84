package subjects;

import java.util.ArrayList;
import java.util.List;

/** Splits source text into tokens such as NUM(42), ID(x), KW(if), STR(hi), OP(==). */
public class Lexer {

    private static final String[] KEYWORDS = {"if", "else", "while", "return"};

    public List<String> tokenize(String source) {
        if (source == null) {
            throw new IllegalArgumentException("source required");
        }
        List<String> tokens = new ArrayList<>();
        int i = 0;
        while (i < source.length()) {
            char c = source.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
            } else if (c == '/' && i + 1 < source.length() && source.charAt(i + 1) == '/') {
                while (i < source.length() && source.charAt(i) != '\n') {
                    i++;
                }
            } else if (Character.isDigit(c)) {
                int start = i;
                while (i < source.length() && Character.isDigit(source.charAt(i))) {
                    i++;
                }
                tokens.add("NUM(" + source.substring(start, i) + ")");
            } else if (Character.isLetter(c) || c == '_') {
                int start = i;
                while (i < source.length() && (Character.isLetterOrDigit(source.charAt(i)) || source.charAt(i) == '_')) {
                    i++;
                }
                String word = source.substring(start, i);
                tokens.add((isKeyword(word) ? "KW(" : "ID(") + word + ")");
            } else if (c == '"') {
                int end = source.indexOf('"', i + 1);
                if (end < 0) {
                    throw new IllegalArgumentException("unterminated string at " + i);
                }
                tokens.add("STR(" + source.substring(i + 1, end) + ")");
                i = end + 1;
            } else if ("=!<>".indexOf(c) >= 0) {
                if (i + 1 < source.length() && source.charAt(i + 1) == '=') {
                    tokens.add("OP(" + c + "=)");
                    i += 2;
                } else {
                    tokens.add("OP(" + c + ")");
                    i++;
                }
            } else if ("+-*/(){};".indexOf(c) >= 0) {
                tokens.add("OP(" + c + ")");
                i++;
            } else {
                throw new IllegalArgumentException("unexpected character '" + c + "' at " + i);
            }
        }
        return tokens;
    }

    public static boolean isKeyword(String word) {
        for (String k : KEYWORDS) {
            if (k.equals(word)) {
                return true;
            }
        }
        return false;
    }

    public int countKind(String source, String kind) {
        int n = 0;
        for (String t : tokenize(source)) {
            if (t.startsWith(kind + "(")) {
                n++;
            }
        }
        return n;
    }
}
