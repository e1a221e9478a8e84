import java.util.Arrays;

public class StringMethods {
    public static void main(String[] args) {
        String s = "Hello, World";
        System.out.println("length " + s.length() + " charAt(4) " + s.charAt(4) + " isEmpty " + s.isEmpty() + " isBlank " + "  \t".isBlank());
        System.out.println("indexOf " + s.indexOf('o') + " " + s.indexOf('o', 5) + " " + s.indexOf("World") + " " + s.indexOf("xyz") + " " + s.indexOf("") + " " + s.indexOf('l', -5) + " " + s.indexOf('l', 100));
        System.out.println("lastIndexOf " + s.lastIndexOf('o') + " " + s.lastIndexOf("l") + " " + s.lastIndexOf('o', 5) + " " + s.lastIndexOf(""));
        System.out.println("substring " + s.substring(7) + "|" + s.substring(0, 5) + "|" + s.substring(5, 5) + "|" + s.substring(12) + "|");
        System.out.println("case " + s.toUpperCase() + " " + s.toLowerCase() + " " + "ÄÖÜß".toLowerCase() + " " + "straße".toUpperCase());
        System.out.println("trim '" + "  padded \t\n".trim() + "' strip '" + "\u2003 wide \u2003".strip() + "' stripLeading '" + "  x ".stripLeading() + "' stripTrailing '" + "  x ".stripTrailing() + "'");
        System.out.println("replace " + s.replace('l', 'L') + " " + s.replace("World", "There") + " " + "aaa".replace("a", "bb") + " " + "abc".replace("", "-"));
        System.out.println("contains " + s.contains("lo, W") + " " + s.contains("low") + " startsWith " + s.startsWith("Hell") + " " + s.startsWith("World", 7) + " endsWith " + s.endsWith("ld"));
        System.out.println("equals " + s.equals("Hello, World") + " " + s.equals("hello, world") + " equalsIgnoreCase " + s.equalsIgnoreCase("hello, world") + " " + s.equals(null));
        System.out.println("compareTo " + "apple".compareTo("banana") + " " + "b".compareTo("a") + " " + "abc".compareTo("abcd") + " " + "abc".compareTo("abc") + " " + "A".compareTo("a") + " ignoreCase " + "ABC".compareToIgnoreCase("abd"));
        System.out.println("split " + Arrays.toString("a,b,,c,,".split(",")) + " " + Arrays.toString("a,b,,c,,".split(",", -1)) + " " + Arrays.toString("a,b,c".split(",", 2)) + " " + Arrays.toString("".split(",")) + " " + Arrays.toString("one two  three".split(" ")));
        System.out.println("split multi-char " + Arrays.toString("a::b::c".split("::")) + " " + Arrays.toString("x1y1z".split("1")));
        System.out.println("join " + String.join("-", "a", "b", "c") + " " + String.join(", ", java.util.List.of("x", "y")) + " " + String.join("", new String[0]));
        System.out.println("repeat " + "ab".repeat(3) + "|" + "x".repeat(0) + "|");
        System.out.println("chars " + Arrays.toString("hey".toCharArray()) + " valueOf " + String.valueOf(new char[]{'o', 'k'}) + " " + String.valueOf(new char[]{'a', 'b', 'c', 'd'}, 1, 2) + " copyValueOf " + String.copyValueOf(new char[]{'z'}));
        System.out.println("valueOf prims " + String.valueOf(1) + String.valueOf(2L) + String.valueOf(3.0f) + String.valueOf(4.0) + String.valueOf(true) + String.valueOf('c') + String.valueOf((Object) null));
        System.out.println("hashCode " + "".hashCode() + " " + "a".hashCode() + " " + s.hashCode() + " " + "日本語".hashCode() + " " + "The quick brown fox jumps over the lazy dog".hashCode());
        System.out.println("concat " + "a".concat("b").concat(""));
        System.out.println("intern " + (new String("lit").intern() == "lit") + " new!= " + (new String("lit") != "lit"));
        System.out.println("codePoint " + "a😀b".length() + " " + "a😀b".codePointAt(1) + " " + "a😀b".codePointCount(0, 4) + " " + (int) "a😀b".charAt(1) + " " + (int) "a😀b".charAt(2) + " " + "a😀b".codePointBefore(3));
        System.out.println("indexOf codepoint " + "a😀b".indexOf(0x1F600) + " " + "a😀b".indexOf("b"));
        System.out.println("chars sum " + sumChars("abcdef"));
        System.out.println("matches-free checks " + "abc".regionMatches(1, "xbc", 1, 2) + " " + "ABC".regionMatches(true, 0, "abc", 0, 3));
        System.out.println("contentEquals " + "abc".contentEquals(new StringBuilder("abc")) + " " + "abc".contentEquals("abd"));
        System.out.println("toString same " + (s.toString() == s) + " new String eq " + new String(s).equals(s));
        System.out.println("bytes ascii " + Arrays.toString("AZ".getBytes()));
        System.out.println("char ranges " + new String(new char[]{'\u0041', '\u00e9', '\u4e2d'}) + " " + new String(new char[]{'a', 'b', 'c', 'd'}, 1, 2));
        System.out.println("lines via split " + Arrays.toString("l1\nl2\n\nl4".split("\n")));
        System.out.println("chained " + "  Mixed Case Words  ".trim().toLowerCase().replace(' ', '_').substring(2).toUpperCase());
        System.out.println("compare sort " + sortWords("delta alpha Charlie bravo echo Alpha"));
        System.out.println("empty string ops '" + "".trim() + "' " + "".length() + " " + "".isEmpty() + " " + "".toUpperCase().length() + " " + "".concat(""));
        System.out.println("indent-free strip " + "\t x \t".strip() + "|");
        System.out.println("chars of unicode " + "é".length() + " " + "日本".length() + " " + "😀".length() + " " + "😀".codePointCount(0, 2));
        String csv = "name=terrarium;lang=rust;target=jvm";
        for (String kv : csv.split(";")) {
            int eq = kv.indexOf('=');
            System.out.println("  key=" + kv.substring(0, eq) + " value=" + kv.substring(eq + 1));
        }
        System.out.println("equals across construction " + "ab".equals(new StringBuilder().append('a').append('b').toString()) + " " + "ab".equals(String.valueOf(new char[]{'a', 'b'})));
    }
    static int sumChars(String s) { int t = 0; for (int i = 0; i < s.length(); i++) t += s.charAt(i); return t; }
    static String sortWords(String s) { String[] w = s.split(" "); Arrays.sort(w); return Arrays.toString(w); }
}
