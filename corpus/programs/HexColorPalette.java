import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

/** A palette tool: CSS colours, MAC addresses and register values via HexFormat's digit helpers. */
public class HexColorPalette {
    record Rgb(int r, int g, int b) {
        static Rgb parse(String css) {
            String s = css.startsWith("#") ? css.substring(1) : css;
            if (s.length() == 3) {
                int r = HexFormat.fromHexDigit(s.charAt(0));
                int g = HexFormat.fromHexDigit(s.charAt(1));
                int b = HexFormat.fromHexDigit(s.charAt(2));
                return new Rgb(r * 17, g * 17, b * 17);
            }
            if (s.length() != 6) throw new IllegalArgumentException("bad colour length: " + css);
            int v = HexFormat.fromHexDigits(s);
            return new Rgb(v >> 16, (v >> 8) & 0xff, v & 0xff);
        }

        String css(HexFormat f) {
            return "#" + f.toHexDigits((byte) r) + f.toHexDigits((byte) g) + f.toHexDigits((byte) b);
        }

        Rgb mix(Rgb o) {
            return new Rgb((r + o.r) / 2, (g + o.g) / 2, (b + o.b) / 2);
        }
    }

    public static void main(String[] args) {
        HexFormat lower = HexFormat.of();
        HexFormat upper = HexFormat.of().withUpperCase();
        String[] inputs = {"#ff8800", "#0AF", "1e90ff", "#FFFFFF", "#000", "#12345", "#gg0000", "#\u0661\u0662\u0663"};
        List<Rgb> ok = new ArrayList<>();
        for (String in : inputs) {
            try {
                Rgb c = Rgb.parse(in);
                ok.add(c);
                System.out.println(in + " -> " + c + " " + c.css(lower) + " " + c.css(upper));
            } catch (IllegalArgumentException e) {
                System.out.println(in + " -> " + e.getClass().getSimpleName() + ": " + e.getMessage());
            }
        }
        for (int i = 0; i + 1 < ok.size(); i++) {
            System.out.println("mix " + ok.get(i).css(lower) + " + " + ok.get(i + 1).css(lower) + " = " + ok.get(i).mix(ok.get(i + 1)).css(upper));
        }

        // MAC addresses: colon-delimited, either case on input.
        HexFormat mac = HexFormat.ofDelimiter(":").withUpperCase();
        byte[] addr = mac.parseHex("00:1a:2B:3c:4D:5e");
        System.out.println("mac " + mac.formatHex(addr) + " oui " + mac.formatHex(addr, 0, 3) + " "
                + HexFormat.ofDelimiter("-").formatHex(addr));
        try {
            mac.parseHex("00:1a:2b:3c:4d");
            mac.parseHex("00-1a-2b-3c-4d-5e");
        } catch (IllegalArgumentException e) {
            System.out.println("mac: " + e.getMessage());
        }

        // Register dump: every width of toHexDigits.
        System.out.println("byte  " + upper.toHexDigits((byte) -86));
        System.out.println("char  " + upper.toHexDigits('\u00e9') + " " + lower.toHexDigits('\uffff'));
        System.out.println("short " + lower.toHexDigits((short) -2) + " " + lower.toHexDigits((short) 4660));
        System.out.println("int   " + lower.toHexDigits(0xdeadbeef) + " " + upper.toHexDigits(255));
        System.out.println("long  " + lower.toHexDigits(Long.MIN_VALUE) + " " + upper.toHexDigits(0x1234abcdL));
        for (int digits : new int[] {0, 1, 4, 8, 12, 16, 17, -1}) {
            try {
                System.out.println("long " + digits + " digits: '" + upper.toHexDigits(0xfedcba9876543210L, digits) + "'");
            } catch (IllegalArgumentException e) {
                System.out.println("long " + digits + " digits: " + e.getMessage());
            }
        }
        System.out.println("low/high " + upper.toHighHexDigit(0xab) + upper.toLowHexDigit(0xab) + " " + lower.toHighHexDigit(-1) + lower.toLowHexDigit(300));
        StringBuilder sb = upper.toHexDigits(new StringBuilder("reg="), (byte) 0x5c);
        System.out.println(sb);

        String[] numbers = {"7f", "FFFFFFFF", "80000000", "", "123456789", "cafe babe"};
        for (String n : numbers) {
            try {
                System.out.println("int '" + n + "' = " + HexFormat.fromHexDigits(n));
            } catch (IllegalArgumentException e) {
                System.out.println("int '" + n + "': " + e.getMessage());
            }
        }
        String[] longs = {"ffffffffffffffff", "7fffffffffffffff", "0", "10000000000000000"};
        for (String n : longs) {
            try {
                System.out.println("long '" + n + "' = " + HexFormat.fromHexDigitsToLong(n));
            } catch (IllegalArgumentException e) {
                System.out.println("long '" + n + "': " + e.getMessage());
            }
        }
        System.out.println("range: " + HexFormat.fromHexDigits("id=00ff;", 3, 7) + " " + HexFormat.fromHexDigitsToLong("..abc..", 2, 5));
        StringBuilder digits = new StringBuilder();
        for (char ch : "09afAFgG-x \u0660".toCharArray()) digits.append(HexFormat.isHexDigit(ch) ? '1' : '0');
        System.out.println("isHexDigit " + digits);
    }
}
