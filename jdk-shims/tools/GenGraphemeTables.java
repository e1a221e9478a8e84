/*
 * Generates java.util.regex.Grapheme's table of grapheme cluster break classes as Java 17's
 * regex \X sees them (UAX #29, Unicode 13, with Java's Extended_Pictographic data). The JDK has no
 * public API for the property, so each code point's class is read off how \X groups it with
 * representatives of the classes. Rerun from the repository root, on a JDK 17, with
 *
 *   java jdk-shims/tools/GenGraphemeTables.java
 *
 * It rewrites the generated region of jdk-shims/java/java/util/regex/Grapheme.java.
 */

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

public class GenGraphemeTables {
    // the classes, in Grapheme's numbering
    static final int OTHER = 0, CR = 1, LF = 2, CONTROL = 3, EXTEND = 4, ZWJ = 5, SPACING_MARK = 6,
            PREPEND = 7, L = 8, V = 9, T = 10, LV = 11, LVT = 12, RI = 13, EXT_PICT = 14;
    static final Pattern X = Pattern.compile("\\X");
    static final Path OUT = Path.of("jdk-shims/java/java/util/regex/Grapheme.java");

    public static void main(String[] args) throws Exception {
        if (Runtime.version().feature() != 17) {
            throw new IllegalStateException("run this on a JDK 17, not " + Runtime.version());
        }
        int[] cls = new int[Character.MAX_CODE_POINT + 1];
        for (int cp = 0; cp <= Character.MAX_CODE_POINT; cp++) {
            cls[cp] = classify(cp);
        }
        List<String> ranges = new ArrayList<>();
        for (int cp = 0; cp < cls.length; cp++) {
            if (cp == 0 || cls[cp] != cls[cp - 1]) {
                ranges.add(new String(new char[] {(char) (cp >>> 16), (char) cp, (char) cls[cp]}));
            }
        }
        StringBuilder body = new StringBuilder();
        body.append("    // ").append(ranges.size()).append(" ranges: start >>> 16, start & 0xFFFF, class\n");
        body.append("    private static final String RANGES =");
        StringBuilder line = new StringBuilder();
        for (String r : ranges) {
            StringBuilder esc = new StringBuilder();
            for (char c : r.toCharArray()) {
                if (c >= 0x20 && c < 0x7F && c != '"' && c != '\\') {
                    esc.append(c);
                } else if (c < 0x100) {
                    esc.append(String.format("\\%03o", (int) c));
                } else {
                    esc.append(String.format("\\u%04X", (int) c));
                }
            }
            if (line.length() > 0 && line.length() + esc.length() > 88) {
                body.append("\n            \"").append(line).append("\" +");
                line.setLength(0);
            }
            line.append(esc);
        }
        body.append("\n            \"").append(line).append("\";\n");
        String src = Files.readString(OUT, StandardCharsets.UTF_8);
        String begin = "// BEGIN GENERATED (jdk-shims/tools/GenGraphemeTables.java)\n";
        String end = "    // END GENERATED";
        int b = src.indexOf(begin);
        int e = src.indexOf(end);
        src = src.substring(0, b + begin.length()) + body + src.substring(e);
        Files.writeString(OUT, src, StandardCharsets.UTF_8);
        System.out.println(ranges.size() + " ranges");
    }

    /** The length of the first cluster of s. */
    static int first(String s) {
        Matcher m = X.matcher(s);
        m.lookingAt();
        return m.end();
    }

    static boolean joins(String a, String b) {
        return first(a + b) > a.length();
    }

    static int classify(int cp) {
        String c = new String(Character.toChars(cp));
        if (cp == '\r') {
            return CR;
        }
        if (cp == '\n') {
            return LF;
        }
        boolean afterLetter = joins("a", c);
        boolean beforeLetter = joins(c, "a");
        boolean afterMark = joins(c, "\u0301");
        if (!afterMark) {
            return CONTROL; // nothing extends it
        }
        if (afterLetter) {
            // Extend, ZWJ or SpacingMark
            if (first("\uD83D\uDE00" + c + "\uD83D\uDE00") == 4 + c.length()) {
                return ZWJ;
            }
            if (first("\uD83D\uDE00" + c + "\u200D\uD83D\uDE00") == 5 + c.length()) {
                return EXTEND;
            }
            return SPACING_MARK;
        }
        if (beforeLetter) {
            return PREPEND;
        }
        boolean afterL = joins("\u1100", c);
        boolean beforeV = joins(c, "\u1161");
        boolean beforeT = joins(c, "\u11A8");
        if (afterL && beforeV) {
            return !beforeT ? L : joins("\u1161", c) ? V : LV;
        }
        if (afterL && beforeT) {
            return LVT;
        }
        if (joins("\u11A8", c) && beforeT) {
            return T;
        }
        if (joins("\uD83C\uDDE6", c)) {
            return RI;
        }
        if (first("\uD83D\uDE00\u200D" + c) == 3 + c.length()) {
            return EXT_PICT;
        }
        return OTHER;
    }
}
