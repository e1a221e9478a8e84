// jars: commons-collections4
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import org.apache.commons.collections4.ComparatorUtils;
import org.apache.commons.collections4.FactoryUtils;
import org.apache.commons.collections4.IteratorUtils;
import org.apache.commons.collections4.QueueUtils;
import org.apache.commons.collections4.Trie;
import org.apache.commons.collections4.comparators.FixedOrderComparator;
import org.apache.commons.collections4.iterators.PeekingIterator;
import org.apache.commons.collections4.keyvalue.MultiKey;
import org.apache.commons.collections4.list.TreeList;
import org.apache.commons.collections4.map.CaseInsensitiveMap;
import org.apache.commons.collections4.map.DefaultedMap;
import org.apache.commons.collections4.map.LRUMap;
import org.apache.commons.collections4.map.LazyMap;
import org.apache.commons.collections4.map.MultiKeyMap;
import org.apache.commons.collections4.queue.CircularFifoQueue;
import org.apache.commons.collections4.trie.PatriciaTrie;

/** A search box backend: prefix autocomplete with a Trie, an LRU result cache, recent-query history and ranking with commons-collections4. */
public class CollSearchCache {
    static int computed = 0;

    static List<String> search(LRUMap<String, List<String>> cache, Trie<String, Integer> index, String prefix) {
        List<String> hit = cache.get(prefix);
        if (hit != null) return hit;
        computed++;
        SortedMap<String, Integer> matches = index.prefixMap(prefix);
        List<String> result = new ArrayList<>(matches.keySet());
        result.sort(Comparator.comparing((String s) -> -matches.get(s)).thenComparing(Comparator.naturalOrder()));
        cache.put(prefix, result);
        return result;
    }

    public static void main(String[] args) {
        Trie<String, Integer> index = new PatriciaTrie<>();
        String[] words = {"java", "javascript", "jakarta", "jar", "json", "jq", "rust", "ruby", "rustup", "rails", "python", "pytest", "pip"};
        int[] popularity = {90, 95, 30, 40, 70, 20, 85, 50, 35, 45, 99, 60, 55};
        for (int i = 0; i < words.length; i++) index.put(words[i], popularity[i]);
        System.out.println("trie size " + index.size() + " first " + index.firstKey() + " last " + index.lastKey()
                + " next(java) " + index.nextKey("java") + " prev(rust) " + index.previousKey("rust"));
        System.out.println("prefix ja " + index.prefixMap("ja") + " ru " + index.prefixMap("ru").keySet() + " x " + index.prefixMap("x"));
        System.out.println("select " + ((PatriciaTrie<Integer>) index).selectKey("javx") + " headMap(jq) " + index.headMap("jq").keySet()
                + " subMap " + index.subMap("p", "r").keySet());

        LRUMap<String, List<String>> cache = new LRUMap<>(3);
        String[] typed = {"ja", "ru", "ja", "py", "j", "ru", "ja", "p", "ja"};
        CircularFifoQueue<String> history = new CircularFifoQueue<>(4);
        for (String q : typed) {
            List<String> r = search(cache, index, q);
            history.add(q);
            System.out.println(String.format("query %-3s -> %-40s cache=%s", q, r, cache.keySet()));
        }
        System.out.println("computed " + computed + " of " + typed.length + " full " + cache.isFull() + " max " + cache.maxSize()
                + " lru " + cache.firstKey() + " mru " + cache.lastKey());
        cache.get("ja", false);
        System.out.println("get without update keeps order " + cache.keySet());
        System.out.println("history " + history + " full " + history.isAtFullCapacity() + " peek " + history.peek() + " get(1) " + history.get(1));
        history.poll();
        System.out.println("after poll " + history + " size " + history.size() + " space " + history.maxSize());
        try {
            QueueUtils.unmodifiableQueue(history).add("x");
        } catch (UnsupportedOperationException e) {
            System.out.println("unmodifiable queue: " + e.getClass().getSimpleName());
        }

        Map<String, List<String>> synonyms = LazyMap.lazyMap(new TreeMap<String, List<String>>(), FactoryUtils.prototypeFactory(new ArrayList<String>()));
        synonyms.get("js").add("javascript");
        synonyms.get("js").add("ecmascript");
        synonyms.get("py").add("python");
        System.out.println("lazy " + synonyms);
        Map<String, String> lang = DefaultedMap.defaultedMap(new TreeMap<String, String>(), "unknown");
        lang.put("rs", "rust");
        System.out.println("defaulted rs=" + lang.get("rs") + " go=" + lang.get("go") + " containsKey(go)=" + lang.containsKey("go"));
        CaseInsensitiveMap<String, Integer> ci = new CaseInsensitiveMap<>();
        ci.put("Java", 1); ci.put("JAVA", 2); ci.put("Rust", 3);
        System.out.println("caseInsensitive java=" + ci.get("jAvA") + " size=" + ci.size() + " keys " + new TreeMap<>(ci).keySet());

        MultiKeyMap<String, Integer> clicks = new MultiKeyMap<>();
        clicks.put("ja", "java", 10); clicks.put("ja", "jar", 2); clicks.put("ru", "rust", 7);
        System.out.println("multikey " + clicks.get("ja", "java") + " " + clicks.get("ja", "json") + " contains " + clicks.containsKey("ru", "rust"));
        clicks.removeAll("ja");
        System.out.println("after removeAll(ja) size " + clicks.size() + " " + new MultiKey<>("a", "b", "c").getKey(2) + " " + new MultiKey<>("a", "b").size());

        Comparator<String> tiers = new FixedOrderComparator<>("gold", "silver", "bronze");
        List<String> medals = new ArrayList<>(Arrays.asList("bronze", "gold", "silver", "gold", "bronze"));
        medals.sort(tiers);
        System.out.println("fixedOrder " + medals);
        FixedOrderComparator<String> strict = new FixedOrderComparator<>("a", "b");
        try {
            strict.compare("a", "zzz");
        } catch (IllegalArgumentException e) {
            System.out.println("unknown: " + e.getMessage());
        }
        try {
            strict.setUnknownObjectBehavior(FixedOrderComparator.UnknownObjectBehavior.AFTER);
        } catch (UnsupportedOperationException e) {
            System.out.println("locked: " + e.getMessage());
        }
        FixedOrderComparator<String> lenient = new FixedOrderComparator<>(Arrays.asList("a", "b"));
        lenient.setUnknownObjectBehavior(FixedOrderComparator.UnknownObjectBehavior.AFTER);
        List<String> mixed = new ArrayList<>(Arrays.asList("zzz", "b", "a"));
        mixed.sort(lenient);
        System.out.println("unknown after " + mixed);
        List<String> withNulls = new ArrayList<>(Arrays.asList("pear", null, "apple", "fig"));
        withNulls.sort(ComparatorUtils.nullHighComparator(ComparatorUtils.reversedComparator(ComparatorUtils.<String>naturalComparator())));
        System.out.println("nullHigh reversed " + withNulls + " max " + ComparatorUtils.max("a", "b", null) + " chained "
                + ComparatorUtils.chainedComparator(Comparator.comparing(String::length), Comparator.<String>naturalOrder()).compare("bb", "ab"));

        Iterator<String> merged = IteratorUtils.collatedIterator(null, Arrays.asList("a", "d", "f").iterator(), Arrays.asList("b", "c", "e").iterator());
        System.out.println("collated " + IteratorUtils.toList(merged));
        PeekingIterator<String> peek = PeekingIterator.peekingIterator(Arrays.asList("x", "y").iterator());
        System.out.println("peek " + peek.peek() + " next " + peek.next() + " element " + peek.element());
        System.out.println("chained " + IteratorUtils.toString(IteratorUtils.chainedIterator(Arrays.asList(1, 2).iterator(), Arrays.asList(3).iterator()))
                + " filtered " + IteratorUtils.toList(IteratorUtils.filteredIterator(Arrays.asList(1, 2, 3, 4, 5, 6).iterator(), n -> n % 2 == 0))
                + " transformed " + IteratorUtils.toList(IteratorUtils.transformedIterator(Arrays.asList("a", "bb").iterator(), String::length))
                + " bounded " + IteratorUtils.toList(IteratorUtils.boundedIterator(IteratorUtils.loopingIterator(Arrays.asList(1, 2, 3)), 2, 5)));
        TreeList<Integer> tl = new TreeList<>();
        for (int i = 0; i < 10; i++) tl.add(0, i * i);
        tl.remove(Integer.valueOf(16));
        System.out.println("treeList " + tl + " indexOf(49) " + tl.indexOf(49) + " sub " + tl.subList(2, 5));
    }
}
