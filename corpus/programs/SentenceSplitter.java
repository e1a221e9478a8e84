import java.text.BreakIterator;
import java.util.Locale;

// Splits a document into sentences for a summarizer, numbering them and counting words in each.
public class SentenceSplitter {
    static int words(String sentence) {
        BreakIterator w = BreakIterator.getWordInstance(Locale.ENGLISH);
        w.setText(sentence);
        int n = 0;
        for (int s = w.first(), e = w.next(); e != BreakIterator.DONE; s = e, e = w.next()) {
            if (Character.isLetterOrDigit(sentence.codePointAt(s))) {
                n++;
            }
        }
        return n;
    }

    static void split(String title, String text) {
        System.out.println("== " + title);
        BreakIterator it = BreakIterator.getSentenceInstance(Locale.US);
        it.setText(text);
        int i = 1;
        for (int s = it.first(), e = it.next(); e != BreakIterator.DONE; s = e, e = it.next()) {
            String sentence = text.substring(s, e);
            System.out.printf("%2d [%d..%d) %d words: %s%n", i++, s, e, words(sentence),
                sentence.replace("\n", "\\n").replace("\u2029", "\\u2029"));
        }
    }

    public static void main(String[] args) {
        split("news", "Mr. Smith went to Washington. He arrived at 3 p.m. on Tuesday! Was it raining? "
            + "Nobody knows... The U.S. economy grew 2.5% last year. Dr. Jones disagreed.");
        split("quotes", "She said \"Go home.\" He didn't. \"Why not?\" she asked. 'Because.' (Really.) Fine.");
        split("lists", "Step 1. Open the box. Step 2. Remove the device. See fig. 3. Done!");
        split("lowercase after period", "This is e.g. an example. it continues here. And here. ok.");
        split("newlines", "First line\nsecond line without period\nThird. Fourth\u2029New paragraph. Last");
        split("terminators", "Really?! Yes!! No?? Maybe?\"Quoted.\" end");
        split("numbers", "Pi is 3.14159. Version 2.0 shipped. Call 555.1234 now. Price: $4.99. Cheap!");
        split("spaces", "Tabs\tand  double spaces.   Many spaces after.\tTab after. Done.");
        split("ellipsis", "Wait\u2026 What? Hmm... OK. Fine.\u2026 End.");
        split("empty", "");
        split("no terminator", "just some words without an ending");

        BreakIterator it = BreakIterator.getSentenceInstance();
        String doc = "One. Two! Three? Four.";
        it.setText(doc);
        System.out.println("last=" + it.last() + " previous=" + it.previous() + " previous=" + it.previous());
        for (int off : new int[] {0, 1, 5, 6, 10, 16, 22}) {
            System.out.println("offset " + off + ": following=" + it.following(off) + " preceding=" + it.preceding(off)
                + " isBoundary=" + it.isBoundary(off));
        }
    }
}
