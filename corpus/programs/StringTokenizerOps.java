import java.util.NoSuchElementException;
import java.util.StringTokenizer;

public class StringTokenizerOps {
    static void dump(StringTokenizer st) {
        StringBuilder sb = new StringBuilder();
        sb.append(st.countTokens()).append(':');
        while (st.hasMoreTokens()) {
            sb.append('[').append(st.nextToken()).append(']');
        }
        System.out.println(sb);
    }

    public static void main(String[] args) {
        dump(new StringTokenizer("the quick  brown\tfox\njumps\r\fover"));
        dump(new StringTokenizer("  leading and trailing  "));
        dump(new StringTokenizer(""));
        dump(new StringTokenizer("    "));
        dump(new StringTokenizer("a,b;;c,,d", ",;"));
        dump(new StringTokenizer("a,b;;c,,d", ",;", true));
        dump(new StringTokenizer("1+2*(3-4)/5", "+-*/()", true));
        dump(new StringTokenizer("key=value&x=1&&y=", "&="));
        dump(new StringTokenizer("no delimiters here", ""));
        dump(new StringTokenizer("x\uD83D\uDE00y\uD83D\uDE00z", "\uD83D\uDE00"));
        dump(new StringTokenizer("x\uD83D\uDE00y", "\uD83D\uDE00", true));

        StringTokenizer st = new StringTokenizer("a b:c d:e");
        System.out.println(st.nextToken());
        System.out.println(st.nextToken(":"));
        System.out.println(st.nextToken());
        System.out.println(st.nextToken(" "));
        System.out.println(st.countTokens());
        System.out.println(st.hasMoreElements());
        System.out.println(st.hasMoreTokens());
        try {
            st.nextToken();
        } catch (NoSuchElementException e) {
            System.out.println("NoSuchElementException " + e.getMessage());
        }
        try {
            st.nextElement();
        } catch (NoSuchElementException e) {
            System.out.println("NoSuchElementException " + e.getMessage());
        }

        st = new StringTokenizer("one two three");
        System.out.println(st.hasMoreTokens() + " " + st.countTokens());
        System.out.println(st.nextToken(",") + "|");
        System.out.println(st.hasMoreTokens());

        StringTokenizer words = new StringTokenizer("to be or not to be that is the question");
        int n = 0;
        int letters = 0;
        while (words.hasMoreElements()) {
            String w = (String) words.nextElement();
            n++;
            letters += w.length();
        }
        System.out.println(n + " words, " + letters + " letters");

        java.util.Iterator<Object> it = new StringTokenizer("p q r").asIterator();
        while (it.hasNext()) {
            System.out.print(it.next() + ";");
        }
        System.out.println();

        String csv = "name,age,city\nAda,36,London\nAlan,41,Wilmslow";
        StringTokenizer rows = new StringTokenizer(csv, "\n");
        while (rows.hasMoreTokens()) {
            StringTokenizer cols = new StringTokenizer(rows.nextToken(), ",");
            StringBuilder sb = new StringBuilder();
            while (cols.hasMoreTokens()) {
                sb.append(String.format("%-10s", cols.nextToken()));
            }
            System.out.println(sb.toString().trim());
        }
    }
}
