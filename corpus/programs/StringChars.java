import java.util.*;
import java.util.stream.*;

public class StringChars {
    public static void main(String[] args) {
        String s = "Hello, World!";
        System.out.println(s.chars().count() + " " + s.chars().filter(Character::isUpperCase).count() + " " + s.chars().filter(Character::isLetter).mapToObj(c -> String.valueOf((char) c)).collect(Collectors.joining()));
        Map<Character, Long> tm = s.chars().mapToObj(c -> (char) c).collect(Collectors.groupingBy(c -> c, TreeMap::new, Collectors.counting()));
        System.out.println(tm);
        System.out.println(s.chars().map(Character::toUpperCase).collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append));
        System.out.println(s.chars().sorted().distinct().mapToObj(Character::toString).collect(Collectors.joining("")));
        System.out.println(s.chars().sum() + " " + s.chars().max().getAsInt() + " " + "".chars().count() + " " + "".codePoints().findFirst());
        String emoji = "a\uD83D\uDE00b\u00e9\uD834\uDD1E";
        System.out.println(emoji.length() + " " + emoji.chars().count() + " " + emoji.codePoints().count());
        System.out.println(emoji.chars().boxed().toList());
        System.out.println(emoji.codePoints().boxed().toList());
        System.out.println(emoji.codePoints().mapToObj(Integer::toHexString).toList());
        System.out.println("x\uD800".codePoints().boxed().toList() + " " + "\uDC00y".codePoints().boxed().toList() + " " + "\uD800\uD800\uDC00".codePoints().boxed().toList());
        StringBuilder sb = new StringBuilder("abc");
        System.out.println(sb.chars().sum() + " " + sb.codePoints().boxed().toList());
        IntStream late = sb.chars();
        sb.append("de");
        System.out.println(late.mapToObj(c -> "" + (char) c).collect(Collectors.joining()));
        CharSequence cs = new StringBuilder("q\uD83D\uDE00");
        System.out.println(cs.chars().count() + " " + cs.codePoints().count());
        CharSequence custom = new CharSequence() {
            public int length() { return 3; }
            public char charAt(int i) { return (char) ('x' + i); }
            public CharSequence subSequence(int a, int b) { return "?"; }
            public String toString() { return "xyz"; }
        };
        System.out.println(custom.chars().boxed().toList() + " " + custom.codePoints().boxed().toList());

        // lines
        String text = "one\ntwo\r\nthree\rfour\n\nsix\n";
        System.out.println(text.lines().toList());
        System.out.println(text.lines().count() + " " + "".lines().count() + " " + "\n".lines().toList() + " " + "a".lines().toList() + " " + "\r\n\r\n".lines().toList() + " " + "x\r".lines().toList());
        System.out.println(text.lines().map(String::length).toList());
        System.out.println(text.lines().filter(l -> !l.isEmpty()).map(String::toUpperCase).collect(Collectors.joining(",")));
        Iterator<String> li = "p\nq".lines().iterator();
        System.out.println(li.next() + li.next() + li.hasNext());

        // word / char statistics
        String para = "the rain in spain falls mainly on the plain";
        System.out.println(Arrays.stream(para.split(" ")).mapToInt(String::length).summaryStatistics());
        System.out.println(para.chars().filter(c -> "aeiou".indexOf(c) >= 0).count());
        Map<Character, Long> freq = para.chars().filter(c -> c != ' ').mapToObj(c -> (char) c).collect(Collectors.groupingBy(c -> c, Collectors.counting()));
        System.out.println(freq);
        System.out.println(para.chars().mapToObj(c -> (char) c).filter(Character::isLetter).map(Character::toUpperCase).distinct().map(String::valueOf).collect(Collectors.joining()));
        System.out.println(Stream.of(para.split(" ")).map(w -> new StringBuilder(w).reverse()).collect(Collectors.joining(" ")));
        System.out.println(IntStream.range(0, para.length()).filter(i -> para.charAt(i) == 'a').boxed().toList());
        System.out.println("racecar".chars().boxed().toList().equals(new StringBuilder("racecar").reverse().chars().boxed().toList()));
        System.out.println("hello".chars().mapToObj(c -> (char) (c + 1)).map(String::valueOf).collect(Collectors.joining()));
        System.out.println(String.join(",", "banana".chars().mapToObj(Character::toString).distinct().toList()));
    }
}
