import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;

/** A config-driven formatter registry: named HexFormat styles, compared and applied. */
public class HexFormatStyles {
    public static void main(String[] args) {
        Map<String, HexFormat> styles = new LinkedHashMap<>();
        styles.put("plain", HexFormat.of());
        styles.put("upper", HexFormat.of().withUpperCase());
        styles.put("colon", HexFormat.ofDelimiter(":"));
        styles.put("c-array", HexFormat.ofDelimiter(", ").withPrefix("0x"));
        styles.put("asm", HexFormat.ofDelimiter(",").withSuffix("h").withUpperCase());
        styles.put("escaped", HexFormat.of().withPrefix("\\x"));
        styles.put("tagged", HexFormat.ofDelimiter(" | ").withPrefix("<").withSuffix(">"));
        byte[] sample = {0x00, 0x7f, (byte) 0x80, (byte) 0xff, 0x10};
        for (Map.Entry<String, HexFormat> e : styles.entrySet()) {
            HexFormat f = e.getValue();
            String text = f.formatHex(sample);
            byte[] back = f.parseHex(text);
            System.out.printf("%-8s %-42s %s%n", e.getKey(), text, java.util.Arrays.equals(sample, back) ? "ok" : "MISMATCH");
            System.out.println("         " + f);
            System.out.println("         delimiter='" + f.delimiter() + "' prefix='" + f.prefix() + "' suffix='" + f.suffix()
                    + "' upper=" + f.isUpperCase() + " hash=" + f.hashCode());
        }

        HexFormat built = HexFormat.of().withPrefix("0x").withDelimiter(", ");
        System.out.println("built equals c-array: " + built.equals(styles.get("c-array")) + " same hash: "
                + (built.hashCode() == styles.get("c-array").hashCode()));
        System.out.println("upper equals plain: " + styles.get("upper").equals(styles.get("plain"))
                + ", after withLowerCase: " + styles.get("upper").withLowerCase().equals(styles.get("plain")));
        System.out.println("of() is shared: " + (HexFormat.of() == HexFormat.of()) + ", equals null: " + HexFormat.of().equals(null)
                + ", equals string: " + HexFormat.of().equals("plain"));

        // Parsing with each style, including the mistakes users make.
        String[][] cases = {
            {"tagged", "<01> | <02>"},
            {"tagged", "<01> | <02"},
            {"tagged", "[01] | <02>"},
            {"tagged", "<01> | <02]"},
            {"tagged", "<01> / <02>"},
            {"asm", "0Ah,FFh,10h"},
            {"asm", "0Ah;FFh,10h"},
            {"asm", "0Ah,FFh,10x"},
            {"escaped", "\\x41\\x42\\x43"},
            {"escaped", "\\x41\\x4G"},
            {"escaped", "\\x41x42"},
            {"c-array", ""},
            {"c-array", "0x1, 0x2"},
            {"colon", "de:ad:be:ef"},
            {"colon", "de:ad:be:ef:"},
        };
        for (String[] c : cases) {
            try {
                byte[] b = styles.get(c[0]).parseHex(c[1]);
                System.out.println(c[0] + " '" + c[1] + "' -> " + java.util.Arrays.toString(b));
            } catch (IllegalArgumentException e) {
                System.out.println(c[0] + " '" + c[1] + "' -> " + e.getClass().getSimpleName() + ": " + e.getMessage());
            }
        }
        String framed = "data: <0a> | <0b> | <0c> end";
        System.out.println("sub-range: " + java.util.Arrays.toString(styles.get("tagged").parseHex(framed, 6, 24)));
        try {
            styles.get("tagged").parseHex(framed, 6, 40);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
        try {
            styles.get("tagged").parseHex(framed, 5, 24);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            HexFormat.ofDelimiter(null);
        } catch (NullPointerException e) {
            System.out.println("null delimiter: " + e.getMessage());
        }
        try {
            HexFormat.of().withSuffix(null);
        } catch (NullPointerException e) {
            System.out.println("null suffix: " + e.getMessage());
        }
        try {
            HexFormat.of().withPrefix(null);
        } catch (NullPointerException e) {
            System.out.println("null prefix: " + e.getMessage());
        }
    }
}
