// jars: guava
import com.google.common.base.CharMatcher;
import com.google.common.base.Splitter;
import com.google.common.collect.HashBiMap;
import com.google.common.collect.BiMap;
import com.google.common.collect.ImmutableMultiset;
import com.google.common.collect.ImmutableSetMultimap;
import com.google.common.collect.ImmutableSortedSet;
import com.google.common.collect.LinkedHashMultiset;
import com.google.common.collect.Multiset;
import com.google.common.collect.Multisets;
import com.google.common.collect.SetMultimap;
import com.google.common.collect.Sets;
import com.google.common.collect.SortedSetMultimap;
import com.google.common.collect.TreeMultimap;
import com.google.common.collect.TreeMultiset;
import com.google.common.collect.Multimaps;
import com.google.common.collect.Maps;
import com.google.common.collect.ImmutableMap;
import java.util.List;

/** An inverted index over a few short documents: words -> (doc, line) postings, term counts, ids. */
public class GuavaWordIndex {
    static final String[] DOCS = {
        "The quick brown fox\njumps over the lazy dog.\nThe dog sleeps.",
        "A fox, a dog and a cat\nwalk into a bar;\nthe cat orders milk!",
        "Quick thinking: the brown cat\nnever sleeps, never naps.\n",
    };
    static final ImmutableSortedSet<String> STOP = ImmutableSortedSet.of("a", "and", "the", "into", "over");

    public static void main(String[] args) {
        Splitter lines = Splitter.on('\n').omitEmptyStrings();
        Splitter words = Splitter.on(CharMatcher.whitespace().or(CharMatcher.anyOf(".,;:!"))).trimResults().omitEmptyStrings();
        SortedSetMultimap<String, String> postings = TreeMultimap.create();
        Multiset<String> counts = LinkedHashMultiset.create();
        Multiset<String> sorted = TreeMultiset.create();
        BiMap<String, Integer> ids = HashBiMap.create();
        int doc = 0;
        for (String text : DOCS) {
            doc++;
            int ln = 0;
            for (String line : lines.split(text)) {
                ln++;
                for (String w : words.split(line)) {
                    String word = CharMatcher.javaLetter().negate().removeFrom(w).toLowerCase();
                    if (word.isEmpty()) continue;
                    counts.add(word);
                    sorted.add(word);
                    if (STOP.contains(word)) continue;
                    postings.put(word, doc + ":" + ln);
                    if (!ids.containsKey(word)) ids.put(word, ids.size() + 1);
                }
            }
        }
        System.out.println("postings " + postings);
        System.out.println("fox -> " + postings.get("fox") + ", cat -> " + postings.get("cat"));
        System.out.println("counts " + counts);
        System.out.println("sorted " + sorted);
        System.out.println("top 4 " + Multisets.copyHighestCountFirst(counts).entrySet().asList().subList(0, 4));
        System.out.println("distinct " + counts.elementSet().size() + " total " + counts.size() + " the=" + counts.count("the"));
        System.out.println("sorted head " + ((TreeMultiset<String>) sorted).headMultiset("c", com.google.common.collect.BoundType.OPEN));
        BiMap<Integer, String> byId = ids.inverse();
        System.out.println("id of dog " + ids.get("dog") + ", word 5 " + byId.get(5) + ", ids " + ids.size());
        try {
            ids.put("hound", ids.get("dog"));
        } catch (IllegalArgumentException e) {
            System.out.println("bimap refuses: " + e.getMessage());
        }
        ids.forcePut("hound", ids.get("dog"));
        System.out.println("after forcePut dog=" + ids.get("dog") + " hound=" + ids.get("hound"));
        ImmutableSetMultimap.Builder<String, String> b = ImmutableSetMultimap.builder();
        postings.forEach((w, p) -> b.put(w, "doc" + p.substring(0, p.indexOf(':'))));
        ImmutableSetMultimap<String, String> wordDocs = b.build();
        ImmutableSetMultimap<String, String> docWords = wordDocs.inverse();
        System.out.println("doc1 words " + ImmutableSortedSet.copyOf(docWords.get("doc1")));
        System.out.println("in all docs " + Sets.intersection(Sets.intersection(ImmutableSortedSet.copyOf(docWords.get("doc1")),
                docWords.get("doc2")), docWords.get("doc3")));
        System.out.println("doc1 only " + Sets.difference(ImmutableSortedSet.copyOf(docWords.get("doc1")), Sets.union(docWords.get("doc2"), docWords.get("doc3"))));
        ImmutableMultiset<String> lengths = ImmutableMultiset.copyOf(Iterables2.lengths(counts.elementSet()));
        System.out.println("length histogram " + ImmutableSortedSet.copyOf(lengths.elementSet()) + " 3-letter " + lengths.count("3"));
        ImmutableMap<String, Integer> firstLetters = Maps.toMap(ImmutableSortedSet.of("b", "c", "d", "f", "q"),
                l -> Multisets.filter(counts, w -> w.startsWith(l)).size());
        System.out.println("by first letter " + firstLetters);
        System.out.println("powerset size " + Sets.powerSet(ImmutableSortedSet.of("fox", "dog", "cat")).size()
                + " combos " + Sets.combinations(ImmutableSortedSet.of("fox", "dog", "cat"), 2));
        System.out.println("cartesian " + Sets.cartesianProduct(ImmutableSortedSet.of("x", "y"), ImmutableSortedSet.of("1", "2")));
    }

    static class Iterables2 {
        static List<String> lengths(Iterable<String> words) {
            List<String> out = new java.util.ArrayList<>();
            for (String w : words) out.add(String.valueOf(w.length()));
            return out;
        }
    }
}
