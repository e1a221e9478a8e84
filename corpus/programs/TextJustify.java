import java.util.*;

public class TextJustify {
    static List<String> justify(String[] words, int width) {
        List<String> lines = new ArrayList<>();
        int i = 0;
        while (i < words.length) {
            int j = i, len = 0;
            while (j < words.length && len + words[j].length() + (j - i) <= width) len += words[j++].length();
            if (j == i) j = i + 1; // overlong word
            StringBuilder sb = new StringBuilder();
            int gaps = j - i - 1;
            if (j == words.length || gaps == 0) {
                for (int k = i; k < j; k++) { if (k > i) sb.append(' '); sb.append(words[k]); }
                while (sb.length() < width) sb.append(' ');
            } else {
                int spaces = width - len, each = spaces / gaps, extra = spaces % gaps;
                for (int k = i; k < j; k++) {
                    sb.append(words[k]);
                    if (k < j - 1) sb.append(" ".repeat(each + (k - i < extra ? 1 : 0)));
                }
            }
            lines.add(sb.toString());
            i = j;
        }
        return lines;
    }

    static String center(String s, int w) {
        int pad = Math.max(0, w - s.length());
        return " ".repeat(pad / 2) + s + " ".repeat(pad - pad / 2);
    }

    static List<String> wrap(String text, int width) {
        List<String> out = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        Scanner sc = new Scanner(text);
        while (sc.hasNext()) {
            String w = sc.next();
            if (line.length() > 0 && line.length() + 1 + w.length() > width) { out.add(line.toString()); line.setLength(0); }
            if (line.length() > 0) line.append(' ');
            line.append(w);
        }
        if (line.length() > 0) out.add(line.toString());
        return out;
    }

    public static void main(String[] args) {
        String text = "Terrarium is a small deterministic interpreter for the Java virtual machine. It runs programs "
            + "compiled by javac and must print exactly what HotSpot prints, byte for byte, including the formatting "
            + "of floating point numbers, the iteration order of hash maps and the messages of exceptions. "
            + "Supercalifragilisticexpialidocious words are handled too.";
        String[] words = text.split("\\s+");
        for (int width : new int[]{30, 45}) {
            System.out.println("+" + "-".repeat(width) + "+");
            for (String l : justify(words, width)) System.out.println("|" + l + "|");
            System.out.println("+" + "-".repeat(width) + "+");
        }
        System.out.println("ragged right (25):");
        for (String l : wrap(text, 25)) System.out.printf("  %-25s|%n", l);
        System.out.println("right aligned (40):");
        for (String l : wrap(text.substring(0, 160), 40)) System.out.printf("  %40s%n", l);
        System.out.println("centered:");
        for (String l : wrap("The quick brown fox jumps over the lazy dog", 16)) System.out.println("[" + center(l, 20) + "]");
        // table with computed column widths
        String[][] rows = {{"Name", "Qty", "Unit price", "Total"}, {"Coffee beans", "2", "12.50", ""}, {"Milk", "12", "0.99", ""},
            {"Sugar (bag)", "1", "3.2", ""}, {"Croissant", "24", "1.15", ""}};
        double grand = 0;
        for (int r = 1; r < rows.length; r++) {
            double t = Integer.parseInt(rows[r][1]) * Double.parseDouble(rows[r][2]);
            grand += t;
            rows[r][2] = String.format("%.2f", Double.parseDouble(rows[r][2]));
            rows[r][3] = String.format("%.2f", t);
        }
        int[] w = new int[4];
        for (String[] row : rows) for (int c = 0; c < 4; c++) w[c] = Math.max(w[c], row[c].length());
        StringBuilder sep = new StringBuilder("+");
        for (int c : w) sep.append("-".repeat(c + 2)).append('+');
        System.out.println(sep);
        for (int r = 0; r < rows.length; r++) {
            StringBuilder sb = new StringBuilder("|");
            for (int c = 0; c < 4; c++) {
                String cell = rows[r][c];
                String fmt = (c == 0 || r == 0) ? "%-" + w[c] + "s" : "%" + w[c] + "s";
                sb.append(' ').append(String.format(fmt, cell)).append(" |");
            }
            System.out.println(sb);
            if (r == 0) System.out.println(sep);
        }
        System.out.println(sep);
        System.out.printf("| %-" + (w[0] + w[1] + w[2] + 6) + "s | %" + w[3] + ".2f |%n", "TOTAL", grand);
        System.out.println(sep);
        // hyphenless truncation with ellipsis
        for (String s : new String[]{"short", "exactly-ten", "this one is definitely too long"}) {
            String t = s.length() > 10 ? s.substring(0, 9) + "\u2026" : s;
            System.out.println("[" + String.format("%-10s", t) + "] " + t.length() + " " + t.codePointCount(0, t.length()));
        }
    }
}
