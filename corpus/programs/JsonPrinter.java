import java.util.*;

public class JsonPrinter {
    // tiny JSON parser + pretty printer
    static final class Parser {
        final String s; int i;
        Parser(String s) { this.s = s; }
        Object parse() {
            Object v = value();
            ws();
            if (i != s.length()) throw error("trailing characters");
            return v;
        }
        RuntimeException error(String m) { return new IllegalArgumentException(m + " at offset " + i); }
        void ws() { while (i < s.length() && Character.isWhitespace(s.charAt(i))) i++; }
        Object value() {
            ws();
            if (i >= s.length()) throw error("unexpected end");
            char c = s.charAt(i);
            switch (c) {
                case '{': return object();
                case '[': return array();
                case '"': return string();
                case 't': expect("true"); return Boolean.TRUE;
                case 'f': expect("false"); return Boolean.FALSE;
                case 'n': expect("null"); return null;
                default:
                    if (c == '-' || Character.isDigit(c)) return number();
                    throw error("unexpected '" + c + "'");
            }
        }
        void expect(String w) {
            if (!s.startsWith(w, i)) throw error("expected " + w);
            i += w.length();
        }
        Map<String, Object> object() {
            Map<String, Object> m = new LinkedHashMap<>();
            i++; ws();
            if (s.charAt(i) == '}') { i++; return m; }
            while (true) {
                ws();
                String k = string();
                ws();
                if (s.charAt(i++) != ':') throw error("expected ':'");
                m.put(k, value());
                ws();
                char c = s.charAt(i++);
                if (c == '}') return m;
                if (c != ',') throw error("expected ',' or '}'");
            }
        }
        List<Object> array() {
            List<Object> l = new ArrayList<>();
            i++; ws();
            if (s.charAt(i) == ']') { i++; return l; }
            while (true) {
                l.add(value());
                ws();
                char c = s.charAt(i++);
                if (c == ']') return l;
                if (c != ',') throw error("expected ',' or ']'");
            }
        }
        String string() {
            if (s.charAt(i) != '"') throw error("expected string");
            StringBuilder sb = new StringBuilder();
            i++;
            while (true) {
                char c = s.charAt(i++);
                if (c == '"') return sb.toString();
                if (c == '\\') {
                    char e = s.charAt(i++);
                    switch (e) {
                        case 'n' -> sb.append('\n');
                        case 't' -> sb.append('\t');
                        case 'u' -> { sb.append((char) Integer.parseInt(s.substring(i, i + 4), 16)); i += 4; }
                        default -> sb.append(e);
                    }
                } else sb.append(c);
            }
        }
        Number number() {
            int st = i;
            if (s.charAt(i) == '-') i++;
            while (i < s.length() && "0123456789.eE+-".indexOf(s.charAt(i)) >= 0) i++;
            String t = s.substring(st, i);
            if (t.contains(".") || t.contains("e") || t.contains("E")) return Double.parseDouble(t);
            long v = Long.parseLong(t);
            if (v >= Integer.MIN_VALUE && v <= Integer.MAX_VALUE) return (int) v;
            return v;
        }
    }

    static String quote(String s) {
        StringBuilder sb = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            if (c == '"' || c == '\\') sb.append('\\').append(c);
            else if (c == '\n') sb.append("\\n");
            else if (c < 0x20 || c > 0x7e) sb.append(String.format("\\u%04x", (int) c));
            else sb.append(c);
        }
        return sb.append('"').toString();
    }

    static void pretty(Object v, int indent, StringBuilder out) {
        String pad = "  ".repeat(indent);
        if (v instanceof Map<?, ?> m) {
            if (m.isEmpty()) { out.append("{}"); return; }
            out.append("{\n");
            Iterator<? extends Map.Entry<?, ?>> it = m.entrySet().iterator();
            while (it.hasNext()) {
                Map.Entry<?, ?> e = it.next();
                out.append(pad).append("  ").append(quote((String) e.getKey())).append(": ");
                pretty(e.getValue(), indent + 1, out);
                out.append(it.hasNext() ? ",\n" : "\n");
            }
            out.append(pad).append("}");
        } else if (v instanceof List<?> l) {
            if (l.isEmpty()) { out.append("[]"); return; }
            boolean simple = l.stream().noneMatch(x -> x instanceof Map || x instanceof List);
            if (simple) {
                StringJoiner j = new StringJoiner(", ", "[", "]");
                for (Object x : l) { StringBuilder t = new StringBuilder(); pretty(x, 0, t); j.add(t); }
                out.append(j);
                return;
            }
            out.append("[\n");
            for (int k = 0; k < l.size(); k++) {
                out.append(pad).append("  ");
                pretty(l.get(k), indent + 1, out);
                out.append(k + 1 < l.size() ? ",\n" : "\n");
            }
            out.append(pad).append("]");
        } else if (v instanceof String s) {
            out.append(quote(s));
        } else {
            out.append(v);
        }
    }

    static int depth(Object v) {
        if (v instanceof Map<?, ?> m) return 1 + m.values().stream().mapToInt(JsonPrinter::depth).max().orElse(0);
        if (v instanceof List<?> l) return 1 + l.stream().mapToInt(JsonPrinter::depth).max().orElse(0);
        return 0;
    }

    public static void main(String[] args) {
        String doc = "{\"name\":\"Terrarium\",\"version\":1.5,\"tags\":[\"jvm\",\"rust\",\"interp\"]," +
            "\"stats\":{\"classes\":412,\"bytes\":12345678901,\"ratio\":-0.25e-3,\"ok\":true,\"none\":null}," +
            "\"people\":[{\"n\":\"Ann\",\"age\":31,\"langs\":[]},{\"n\":\"Bo\\\"b\",\"age\":27,\"langs\":[\"en\",\"fr\"],\"x\":{}}]," +
            "\"text\":\"line1\\nline2 caf\\u00e9\"}";
        Object v = new Parser(doc).parse();
        StringBuilder sb = new StringBuilder();
        pretty(v, 0, sb);
        System.out.println(sb);
        System.out.println("depth = " + depth(v));
        @SuppressWarnings("unchecked")
        Map<String, Object> root = (Map<String, Object>) v;
        System.out.println("keys = " + root.keySet());
        Map<?, ?> stats = (Map<?, ?>) root.get("stats");
        for (Map.Entry<?, ?> e : stats.entrySet()) {
            Object val = e.getValue();
            System.out.println("  " + e.getKey() + " : " + (val == null ? "null" : val.getClass().getSimpleName()) + " = " + val);
        }
        String[] bad = {"{\"a\":}", "[1,2", "{\"a\" 1}", "[1,2]x", "tru", "\"abc"};
        for (String b : bad) {
            try {
                new Parser(b).parse();
                System.out.println("parsed?? " + b);
            } catch (IllegalArgumentException e) {
                System.out.println("error in " + b + ": " + e.getMessage());
            } catch (StringIndexOutOfBoundsException e) {
                System.out.println("error in " + b + ": ran off the end");
            }
        }
    }
}
