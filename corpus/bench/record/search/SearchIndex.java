package search;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** An inverted index over documents, with a tokenizer and a stemmer as collaborators. */
public class SearchIndex {
    public interface Tokenizer {
        List<String> tokens(String text);
    }

    public interface Stemmer {
        String stem(String word);
    }

    private final Tokenizer tokenizer;
    private final Stemmer stemmer;
    private final Map<String, List<Integer>> postings = new TreeMap<>();
    private int documents;

    public SearchIndex(Tokenizer tokenizer, Stemmer stemmer) {
        this.tokenizer = tokenizer;
        this.stemmer = stemmer;
    }

    public int add(String text) {
        int id = documents++;
        int terms = 0;
        for (String t : tokenizer.tokens(text)) {
            if (t.length() < 3) {
                continue;
            }
            List<Integer> ids = postings.computeIfAbsent(stemmer.stem(t), k -> new ArrayList<>());
            if (ids.isEmpty() || ids.get(ids.size() - 1) != id) {
                ids.add(id);
                terms++;
            }
        }
        return terms;
    }

    public int count(String word) {
        List<Integer> ids = postings.get(stemmer.stem(word.toLowerCase()));
        return ids == null ? 0 : ids.size();
    }

    public int size() {
        return documents;
    }

    public static void main(String[] args) {
        int docs = args.length > 0 ? Integer.parseInt(args[0]) : 2000;
        String[] words = {"running", "runner", "jumps", "jumping", "quick", "quickly", "brown",
            "fox", "foxes", "lazy", "dogs", "dog", "the", "over", "under", "river", "rivers"};
        Tokenizer tokenizer = text -> {
            List<String> out = new ArrayList<>();
            for (String w : text.toLowerCase().split("[^a-z]+")) {
                if (!w.isEmpty()) {
                    out.add(w);
                }
            }
            return out;
        };
        Stemmer stemmer = w -> w.endsWith("ing") ? w.substring(0, w.length() - 3)
                : w.endsWith("es") ? w.substring(0, w.length() - 2)
                : w.endsWith("s") ? w.substring(0, w.length() - 1) : w;
        SearchIndex index = new SearchIndex(tokenizer, stemmer);
        long terms = 0;
        for (int d = 0; d < docs; d++) {
            StringBuilder text = new StringBuilder();
            for (int k = 0; k < 12; k++) {
                text.append(words[(d * 5 + k * k) % words.length]).append(k % 4 == 0 ? ", " : " ");
            }
            terms += index.add(text.toString());
        }
        long hits = 0;
        for (int q = 0; q < docs; q++) {
            hits += index.count(words[q % words.length]);
        }
        System.out.println(index.size() + " documents, " + terms + " terms, " + hits + " hits");
    }
}
