package asserts;

import java.util.ArrayList;
import java.util.List;

/** Touches nothing of the world but the platform's line separator: portable tests. */
public class Splitter {
    private final String newline = System.getProperty("line.separator");

    public List<String> words(String text) {
        List<String> out = new ArrayList<>();
        for (String w : text.split(" ")) {
            if (!w.isEmpty()) {
                out.add(w);
            }
        }
        return out;
    }

    public String lines(String text) {
        return String.join(newline, words(text));
    }
}
