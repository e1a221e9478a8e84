import java.nio.charset.StandardCharsets;
import java.util.HexFormat;

/** An `xxd`/`hexdump -C` style dumper and its reverse, built on HexFormat. */
public class HexDumpTool {
    static final HexFormat SPACED = HexFormat.ofDelimiter(" ");

    static String dump(byte[] data, int width) {
        StringBuilder sb = new StringBuilder();
        HexFormat hex = HexFormat.of();
        for (int off = 0; off < data.length; off += width) {
            int end = Math.min(off + width, data.length);
            sb.append(hex.toHexDigits(off)).append("  ");
            String cols = SPACED.formatHex(data, off, end);
            sb.append(cols);
            for (int pad = cols.length(); pad < width * 3 - 1; pad++) sb.append(' ');
            sb.append("  |");
            for (int i = off; i < end; i++) {
                int c = data[i] & 0xff;
                sb.append(c >= 0x20 && c < 0x7f ? (char) c : '.');
            }
            sb.append("|\n");
        }
        sb.append(hex.toHexDigits(data.length)).append('\n');
        return sb.toString();
    }

    /** Reads back the hex columns of a dump. */
    static byte[] undump(String dump) {
        StringBuilder hexText = new StringBuilder();
        for (String line : dump.split("\n")) {
            int bar = line.indexOf("  |");
            if (bar < 0) continue;
            String cols = line.substring(10, bar).trim();
            if (hexText.length() > 0) hexText.append(' ');
            hexText.append(cols);
        }
        return SPACED.parseHex(hexText);
    }

    public static void main(String[] args) {
        byte[] data = ("GET /api/v1/items?id=42 HTTP/1.1\r\nHost: example.org\r\n\r\n\u00e9\u00df\u20ac"
                + "\u0000\u0001\u007f").getBytes(StandardCharsets.UTF_8);
        String d = dump(data, 16);
        System.out.print(d);
        byte[] back = undump(d);
        System.out.println("round trip: " + java.util.Arrays.equals(data, back) + " (" + back.length + " bytes)");
        System.out.print(dump(new byte[] {(byte) 0xca, (byte) 0xfe, (byte) 0xba, (byte) 0xbe, 0, 0, 0, 61}, 4));
        System.out.print(dump(new byte[0], 8));

        // C array literal and an uppercase variant.
        HexFormat c = HexFormat.ofDelimiter(", ").withPrefix("0x").withUpperCase();
        System.out.println("unsigned char magic[] = { " + c.formatHex(data, 0, 8) + " };");
        System.out.println("parsed back: " + java.util.Arrays.toString(c.parseHex("0xCA, 0xFE, 0x00")));
        System.out.println("lowercase digits accepted: " + java.util.Arrays.toString(c.parseHex("0xca, 0xfe")));
        StringBuilder appended = c.formatHex(new StringBuilder("bytes: "), data, 0, 4);
        System.out.println(appended);

        // Corrupt dumps are rejected with a reason.
        String[] bad = {"47 45 54 2", "47 45 5z", "47  45", "47,45", "47 45 ", "474554"};
        for (String s : bad) {
            try {
                System.out.println("'" + s + "' -> " + java.util.Arrays.toString(SPACED.parseHex(s)));
            } catch (IllegalArgumentException e) {
                System.out.println("'" + s + "' -> " + e.getClass().getSimpleName() + ": " + e.getMessage());
            }
        }
        try {
            SPACED.formatHex(data, 10, 5);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
        try {
            HexFormat.of().parseHex("0102030", 0, 7);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        System.out.println(java.util.Arrays.toString(HexFormat.of().parseHex("xx0102030405yy", 2, 12)));
        System.out.println("digest-like: " + HexFormat.of().formatHex(new byte[] {-1, 0, 15, 16, 127, -128}));
    }
}
