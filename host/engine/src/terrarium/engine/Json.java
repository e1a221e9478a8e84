package terrarium.engine;

import java.util.HashMap;
import java.util.Map;

/**
 * Reads one line of {@code terrarium test --format json}: a flat JSON object
 * whose values are strings (others are skipped). Returns null for a line
 * that is not such an object.
 */
final class Json {
    private final String s;
    private int i;

    private Json(String s) {
        this.s = s;
    }

    static Map<String, String> object(String line) {
        try {
            return new Json(line.trim()).readObject();
        } catch (IllegalArgumentException | IndexOutOfBoundsException e) {
            return null;
        }
    }

    private Map<String, String> readObject() {
        Map<String, String> out = new HashMap<>();
        expect('{');
        space();
        if (peek() == '}') {
            i++;
            return out;
        }
        while (true) {
            space();
            String key = readString();
            space();
            expect(':');
            space();
            if (peek() == '"') {
                out.put(key, readString());
            } else {
                skipValue();
            }
            space();
            char c = s.charAt(i++);
            if (c == '}') {
                return out;
            }
            if (c != ',') {
                throw new IllegalArgumentException("expected , or }");
            }
        }
    }

    private void skipValue() {
        // Numbers, true, false, null: up to the next delimiter.
        while (i < s.length() && ",}".indexOf(s.charAt(i)) < 0) {
            char c = s.charAt(i);
            if (c == '{' || c == '[' || c == '"') {
                throw new IllegalArgumentException("nested value");
            }
            i++;
        }
    }

    private String readString() {
        expect('"');
        StringBuilder b = new StringBuilder();
        while (true) {
            char c = s.charAt(i++);
            if (c == '"') {
                return b.toString();
            }
            if (c != '\\') {
                b.append(c);
                continue;
            }
            char e = s.charAt(i++);
            switch (e) {
                case 'n': b.append('\n'); break;
                case 't': b.append('\t'); break;
                case 'r': b.append('\r'); break;
                case 'b': b.append('\b'); break;
                case 'f': b.append('\f'); break;
                case 'u':
                    b.append((char) Integer.parseInt(s.substring(i, i + 4), 16));
                    i += 4;
                    break;
                default: b.append(e); break;
            }
        }
    }

    private char peek() {
        return s.charAt(i);
    }

    private void expect(char c) {
        if (s.charAt(i++) != c) {
            throw new IllegalArgumentException("expected " + c);
        }
    }

    private void space() {
        while (i < s.length() && Character.isWhitespace(s.charAt(i))) {
            i++;
        }
    }
}
