import java.text.CollationKey;
import java.text.Collator;
import java.text.RuleBasedCollator;
import java.util.Arrays;
import java.util.Locale;

// Shows what each collation strength and decomposition mode distinguishes, for a search feature's settings page.
public class CollatorStrengths {
    static final String[][] PAIRS = {
        {"a", "b"}, {"a", "A"}, {"a", "\u00e1"}, {"A", "\u00e1"}, {"e", "\u00e9"}, {"\u00e9", "e\u0301"},
        {"\u00e9", "\u00c9"}, {"abc", "ABC"}, {"ab", "a-b"}, {"ab", "a b"}, {"ab", "a\u0000b"}, {"a", "a\u200b"},
        {"\u00df", "ss"}, {"\u00df", "SS"}, {"\u00e6", "ae"}, {"\u00c6", "AE"}, {"\u00fe", "th"}, {"\u0153", "oe"},
        {"1", "\u00b9"}, {"\ufb01", "fi"}, {"\u2126", "\u03a9"}, {"\u00c5", "A\u030a"}, {"\u212b", "\u00c5"},
        {"x", "\u00f7"}, {"10", "9"}, {"", " "}, {"-", "_"}, {"\u00f1", "n\u0303"}, {"cote", "c\u00f4te"},
        {"c\u00f4te", "cot\u00e9"}, {"\u4e00", "\u4e8c"}, {"\uD83D\uDE00", "\uD83D\uDE01"}, {"z", "\u4e00"},
    };
    static final String[] STRENGTH = {"PRIMARY", "SECONDARY", "TERTIARY", "IDENTICAL"};
    static final String[] DECOMP = {"NO_DECOMPOSITION", "CANONICAL", "FULL"};

    static char sign(int c) {
        return c < 0 ? '<' : c > 0 ? '>' : '=';
    }

    public static void main(String[] args) {
        Collator c = Collator.getInstance(Locale.US);
        System.out.println("defaults: strength=" + c.getStrength() + " decomposition=" + c.getDecomposition()
            + " rulesLength=" + ((RuleBasedCollator) c).getRules().length());
        for (int d = 0; d < 3; d++) {
            System.out.println("-- " + DECOMP[d]);
            for (String[] p : PAIRS) {
                StringBuilder sb = new StringBuilder(String.format("%-12s", esc(p[0]) + "|" + esc(p[1])));
                for (int s = 0; s < 4; s++) {
                    c.setStrength(s);
                    c.setDecomposition(d);
                    sb.append(' ').append(sign(c.compare(p[0], p[1])));
                    CollationKey k0 = c.getCollationKey(p[0]);
                    CollationKey k1 = c.getCollationKey(p[1]);
                    sb.append(sign(k0.compareTo(k1)));
                    sb.append(c.equals(p[0], p[1]) ? "eq" : "ne");
                }
                System.out.println(sb);
            }
        }
        c.setStrength(Collator.TERTIARY);
        c.setDecomposition(Collator.NO_DECOMPOSITION);
        for (String s : new String[] {"", "a", "Ab", "\u00e9", "a-b", "\u4e00", "\u00df"}) {
            for (int st = 0; st < 4; st++) {
                c.setStrength(st);
                System.out.println(STRENGTH[st] + " key(" + esc(s) + ") = " + Arrays.toString(c.getCollationKey(s).toByteArray()));
            }
        }
        Collator a = Collator.getInstance(Locale.ROOT);
        Collator b = Collator.getInstance(Locale.ENGLISH);
        System.out.println("equal instances " + a.equals(b) + " " + (a.hashCode() == b.hashCode()) + " same " + (a == b));
        b.setStrength(Collator.PRIMARY);
        System.out.println("after strength " + a.equals(b) + " clone equal " + b.equals(b.clone()));
        for (int bad : new int[] {-1, 4}) {
            try {
                a.setStrength(bad);
            } catch (IllegalArgumentException e) {
                System.out.println("setStrength(" + bad + "): " + e.getMessage());
            }
            try {
                a.setDecomposition(bad + 4);
            } catch (IllegalArgumentException e) {
                System.out.println("setDecomposition(" + (bad + 4) + "): " + e.getMessage());
            }
        }
        try {
            a.compare("x", Integer.valueOf(3));
        } catch (ClassCastException e) {
            System.out.println("compare(Object): ClassCastException");
        }
        try {
            a.compare(null, "x");
        } catch (NullPointerException e) {
            System.out.println("compare(null): NullPointerException");
        }
        System.out.println("key(null) = " + a.getCollationKey(null));
        CollationKey k = a.getCollationKey("Resume");
        System.out.println(k.getSourceString() + " " + k.equals(a.getCollationKey("Resume")) + " " + k.compareTo(a.getCollationKey("resume"))
            + " " + (k.hashCode() == a.getCollationKey("Resume").hashCode()));
    }

    static String esc(String s) {
        StringBuilder sb = new StringBuilder();
        for (char ch : s.toCharArray()) {
            sb.append(ch >= 0x20 && ch < 0x7f ? String.valueOf(ch) : String.format("\\u%04x", (int) ch));
        }
        return sb.toString();
    }
}
