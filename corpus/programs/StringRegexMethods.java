import java.util.Arrays;

public class StringRegexMethods {
    public static void main(String[] args) {
        String s = "The quick brown fox jumps over the lazy dog 42 times";
        System.out.println(s.matches(".*fox.*") + " " + s.matches("fox") + " " + "12345".matches("\\d+")
                + " " + "".matches("") + " " + "".matches("a*") + " " + "abc".matches("ab"));
        System.out.println(s.replaceAll("\\s+", "_"));
        System.out.println(s.replaceAll("(\\w+) (\\w+)", "$2 $1"));
        System.out.println(s.replaceFirst("\\b(\\w)(\\w*)", "$2$1ay"));
        System.out.println(s.replaceAll("[aeiou]", ""));
        System.out.println(s.replaceAll("(?<num>\\d+)", "<${num}>"));
        System.out.println("a.b.c".replaceAll(".", "x") + " " + "a.b.c".replaceAll("\\.", "x") + " "
                + "a.b.c".replace(".", "x"));
        System.out.println("aaa".replaceAll("a*", "X") + " " + "abc".replaceAll("", "-") + " "
                + "abc".replaceFirst("", "-"));
        System.out.println("path/to/file".replaceAll("/", "\\\\") + " " + "cost".replaceAll("cost", "\\$5"));
        System.out.println(Arrays.toString(s.split(" ")));
        System.out.println(Arrays.toString(s.split("\\s+", 3)));
        System.out.println(Arrays.toString("a,b,,c,,".split(",")));
        System.out.println(Arrays.toString("a,b,,c,,".split(",", -1)));
        System.out.println(Arrays.toString("a1b22c333d".split("\\d+")));
        System.out.println(Arrays.toString("camelCaseStringHere".split("(?=[A-Z])")));
        System.out.println(Arrays.toString("abc".split("")));
        System.out.println(Arrays.toString("".split(",")));
        System.out.println(Arrays.toString("key = value ; k2=v2".split("\\s*[=;]\\s*")));
        System.out.println(Arrays.toString("a||b|c".split("\\|")));
        System.out.println(Arrays.toString("a||b|c".split("|")));
        System.out.println(Arrays.toString("x.y.z".split(".")));
        System.out.println(Arrays.toString("x.y.z".split("\\.", 2)));
        System.out.println(Arrays.toString("1 2  3".split(" ")));
        System.out.println(Arrays.toString("a-b_c d".split("[-_ ]")));
        System.out.println(Arrays.toString("one::two::three".split("::")));
        System.out.println(Arrays.toString("A1B2".split("(?<=\\d)")));
        System.out.println(Arrays.toString("tab\tsep\tvalues".split("\t")));
        System.out.println(Arrays.toString("\u00e9a\u00e9b".split("\u00e9")));
        System.out.println(Arrays.toString("HelloWorld".split("(?<=[a-z])(?=[A-Z])")));
        String csv = "name,age,city\nalice,30,paris\nbob,25,rome";
        for (String line : csv.split("\n")) {
            System.out.println(Arrays.toString(line.split(",")) + " " + line.matches("[a-z]+,\\d+,[a-z]+"));
        }
        try {
            "abc".replaceAll("b", "$1");
        } catch (IndexOutOfBoundsException e) {
            System.out.println("IOOBE " + e.getMessage());
        }
        try {
            "abc".replaceAll("b", "$");
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        try {
            "abc".replaceAll("(b)", "${name}");
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        try {
            "abc".replaceFirst("b", null);
        } catch (NullPointerException e) {
            System.out.println("NPE " + e.getMessage());
        }
        System.out.println("x".replaceAll("q", null));
        System.out.println("Mississippi".replaceAll("(ss)", "[$1]").replaceFirst("i", "I"));
        System.out.println("2024-01-15".replaceAll("(\\d+)-(\\d+)-(\\d+)", "$3/$2/$1"));
        System.out.println("  trim me  ".replaceAll("^\\s+|\\s+$", "") + "|");
    }
}
