import java.text.CharacterIterator;
import java.text.StringCharacterIterator;

// A tiny tokenizer over CharacterIterator, the way old parsers walk text, plus iterator edge cases.
public class CharIteratorScan {
    static String tokens(CharacterIterator it) {
        StringBuilder out = new StringBuilder();
        for (char c = it.first(); c != CharacterIterator.DONE; ) {
            if (Character.isWhitespace(c)) {
                c = it.next();
            } else if (Character.isDigit(c)) {
                int start = it.getIndex();
                while (c != CharacterIterator.DONE && (Character.isDigit(c) || c == '.')) {
                    c = it.next();
                }
                out.append("NUM@").append(start).append('-').append(it.getIndex()).append(' ');
            } else if (Character.isLetter(c)) {
                StringBuilder w = new StringBuilder();
                while (c != CharacterIterator.DONE && Character.isLetterOrDigit(c)) {
                    w.append(c);
                    c = it.next();
                }
                out.append("ID(").append(w).append(") ");
            } else {
                out.append("OP(").append(c).append(") ");
                c = it.next();
            }
        }
        return out.toString().trim();
    }

    static String backwards(CharacterIterator it) {
        StringBuilder sb = new StringBuilder();
        for (char c = it.last(); c != CharacterIterator.DONE; c = it.previous()) {
            sb.append(c);
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        String src = "total = price * 1.08 + fee(3)";
        StringCharacterIterator it = new StringCharacterIterator(src);
        System.out.println(tokens(it));
        System.out.println("reversed: " + backwards(it));
        StringCharacterIterator sub = new StringCharacterIterator(src, 8, 20, 10);
        System.out.println("sub begin=" + sub.getBeginIndex() + " end=" + sub.getEndIndex() + " index=" + sub.getIndex()
            + " current=" + sub.current());
        System.out.println("sub tokens: " + tokens(sub));
        System.out.println("sub reversed: " + backwards(sub));

        StringCharacterIterator e = new StringCharacterIterator("");
        System.out.println("empty first=" + (int) e.first() + " last=" + (int) e.last() + " next=" + (int) e.next()
            + " previous=" + (int) e.previous() + " index=" + e.getIndex() + " current=" + (int) e.current());

        StringCharacterIterator abc = new StringCharacterIterator("abc", 3);
        System.out.println("at end current=" + (int) abc.current() + " previous=" + abc.previous() + " next=" + abc.next()
            + " next=" + (int) abc.next() + " index=" + abc.getIndex());
        System.out.println("setIndex(1)=" + abc.setIndex(1) + " setIndex(3)=" + (int) abc.setIndex(3) + " last=" + abc.last());

        StringCharacterIterator a = new StringCharacterIterator("hello", 2);
        StringCharacterIterator b = (StringCharacterIterator) a.clone();
        System.out.println("clone equal=" + a.equals(b) + " hash=" + (a.hashCode() == b.hashCode()) + " " + a.hashCode());
        b.next();
        System.out.println("after move equal=" + a.equals(b) + " a=" + a.current() + " b=" + b.current());
        b.setText("world");
        System.out.println("setText index=" + b.getIndex() + " end=" + b.getEndIndex() + " current=" + b.current()
            + " equals=" + b.equals(new StringCharacterIterator("world")) + " " + b.equals("world"));

        Object[][] bad = {{"abc", -1, 2, 0}, {"abc", 2, 1, 2}, {"abc", 0, 4, 0}, {"abc", 1, 2, 0}, {"abc", 1, 2, 3}};
        for (Object[] args1 : bad) {
            try {
                new StringCharacterIterator((String) args1[0], (Integer) args1[1], (Integer) args1[2], (Integer) args1[3]);
                System.out.println("ok");
            } catch (IllegalArgumentException ex) {
                System.out.println(java.util.Arrays.toString(args1) + " -> " + ex.getMessage());
            }
        }
        for (int p : new int[] {-1, 4, 7}) {
            try {
                new StringCharacterIterator("abc").setIndex(p);
            } catch (IllegalArgumentException ex) {
                System.out.println("setIndex(" + p + ") -> " + ex);
            }
            try {
                new StringCharacterIterator("abc", p);
            } catch (IllegalArgumentException ex) {
                System.out.println("pos " + p + " -> " + ex.getMessage());
            }
        }
        try {
            new StringCharacterIterator("abc").setText(null);
        } catch (NullPointerException ex) {
            System.out.println("setText(null) -> NullPointerException");
        }
        CharacterIterator ci = new StringCharacterIterator("\uD83D\uDE00!");
        int units = 0;
        for (char c = ci.first(); c != CharacterIterator.DONE; c = ci.next()) {
            units++;
            System.out.print(Character.isSurrogate(c) ? "S" : String.valueOf(c));
        }
        System.out.println(" units=" + units + " DONE=" + (int) CharacterIterator.DONE);
    }
}
