import java.util.LinkedHashMap;
import java.util.Map;

/** Reads a properties-like config whose values use Java escape sequences, via String.translateEscapes. */
public class EscapeTranslator {
    static final String CONFIG = String.join("\n",
            "greeting = Hello\\tWorld\\n",
            "path = C:\\\\tools\\\\bin",
            "quote = She said \\\"hi\\\" and \\'bye\\'",
            "octal = \\101\\102\\103 \\0end \\12x \\377 \\400",
            "space = keep\\s\\s",
            "bell = ding\\7dong",
            "continued = first \\",
            "  second",
            "unicode = \\u00e9 stays literal",
            "bad = oops\\q",
            "dangling = ends with \\",
            "formfeed = a\\fb\\bc\\rd");

    static String visible(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < 0x20 || c == 0x7f || c > 0x7e) {
                sb.append(String.format("<%02X>", (int) c));
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        Map<String, String> values = new LinkedHashMap<>();
        String pendingKey = null;
        StringBuilder pending = null;
        for (String line : CONFIG.split("\n")) {
            if (pending != null) {
                pending.append('\n').append(line.strip());
                values.put(pendingKey, pending.toString());
                pending = null;
                continue;
            }
            int eq = line.indexOf('=');
            String key = line.substring(0, eq).strip();
            String raw = line.substring(eq + 1).strip();
            if (raw.endsWith("\\") && !raw.endsWith("\\\\") && key.equals("continued")) {
                pendingKey = key;
                pending = new StringBuilder(raw);
                continue;
            }
            values.put(key, raw);
        }
        for (Map.Entry<String, String> e : values.entrySet()) {
            String raw = e.getValue();
            try {
                String v = raw.translateEscapes();
                System.out.printf("%-10s %-32s -> %s (%d chars)%n", e.getKey(), visible(raw), visible(v), v.length());
            } catch (IllegalArgumentException ex) {
                System.out.printf("%-10s %-32s -> error: %s%n", e.getKey(), visible(raw), ex.getMessage());
            }
        }

        System.out.println("== round trip of control characters");
        String original = "tab\there\nnew line\r\"quoted\" back\\slash \u0001";
        StringBuilder escaped = new StringBuilder();
        for (char c : original.toCharArray()) {
            switch (c) {
                case '\t': escaped.append("\\t"); break;
                case '\n': escaped.append("\\n"); break;
                case '\r': escaped.append("\\r"); break;
                case '"': escaped.append("\\\""); break;
                case '\\': escaped.append("\\\\"); break;
                default:
                    if (c < 0x20) {
                        escaped.append(String.format("\\%03o", (int) c));
                    } else {
                        escaped.append(c);
                    }
            }
        }
        System.out.println("escaped: " + escaped);
        System.out.println("restored equal: " + escaped.toString().translateEscapes().equals(original));
        String[] edge = {"", "\\\\", "\\\\n", "\\s", "\\60\\061\\0062", "\\\r\nnext", "\\\rnext", "x\\u0041"};
        for (String s : edge) {
            try {
                System.out.println("[" + visible(s) + "] -> [" + visible(s.translateEscapes()) + "]");
            } catch (IllegalArgumentException ex) {
                System.out.println("[" + visible(s) + "] -> " + ex.getMessage());
            }
        }
    }
}
