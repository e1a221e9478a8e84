// jars: commons-collections4
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import org.apache.commons.collections4.Bag;
import org.apache.commons.collections4.BidiMap;
import org.apache.commons.collections4.CollectionUtils;
import org.apache.commons.collections4.IterableUtils;
import org.apache.commons.collections4.ListUtils;
import org.apache.commons.collections4.MapUtils;
import org.apache.commons.collections4.MultiSet;
import org.apache.commons.collections4.MultiValuedMap;
import org.apache.commons.collections4.OrderedMapIterator;
import org.apache.commons.collections4.Predicate;
import org.apache.commons.collections4.PredicateUtils;
import org.apache.commons.collections4.SetUtils;
import org.apache.commons.collections4.Transformer;
import org.apache.commons.collections4.TransformerUtils;
import org.apache.commons.collections4.bag.TreeBag;
import org.apache.commons.collections4.bidimap.DualTreeBidiMap;
import org.apache.commons.collections4.bidimap.TreeBidiMap;
import org.apache.commons.collections4.list.SetUniqueList;
import org.apache.commons.collections4.map.LinkedMap;
import org.apache.commons.collections4.map.ListOrderedMap;
import org.apache.commons.collections4.multimap.ArrayListValuedHashMap;
import org.apache.commons.collections4.multimap.HashSetValuedHashMap;
import org.apache.commons.collections4.multiset.HashMultiSet;

/** A warehouse inventory index: products by category, stock counts, SKU lookups and set algebra with commons-collections4. */
public class CollInventoryIndex {
    static final String[][] PRODUCTS = {
            {"SKU-100", "hammer", "tools", "12"}, {"SKU-101", "wrench", "tools", "0"}, {"SKU-200", "paint", "supplies", "40"},
            {"SKU-201", "brush", "supplies", "7"}, {"SKU-300", "drill", "power", "3"}, {"SKU-301", "saw", "power", "0"},
            {"SKU-102", "pliers", "tools", "25"}, {"SKU-202", "tape", "supplies", "99"}};

    public static void main(String[] args) {
        MultiValuedMap<String, String> byCategory = new ArrayListValuedHashMap<>();
        BidiMap<String, String> skuToName = new TreeBidiMap<>();
        Map<String, Integer> stock = new TreeMap<>();
        for (String[] p : PRODUCTS) {
            byCategory.put(p[2], p[1]);
            skuToName.put(p[0], p[1]);
            stock.put(p[1], Integer.parseInt(p[3]));
        }
        for (String cat : new TreeSet<>(byCategory.keySet())) {
            System.out.println(cat + " -> " + byCategory.get(cat) + " (" + byCategory.get(cat).size() + ")");
        }
        System.out.println("size " + byCategory.size() + " keys " + byCategory.keySet().size() + " containsMapping " + byCategory.containsMapping("power", "saw"));
        byCategory.removeMapping("power", "saw");
        byCategory.putAll("garden", Arrays.asList("rake", "hose"));
        System.out.println("after edits garden=" + byCategory.get("garden") + " power=" + byCategory.get("power") + " keys=" + new TreeSet<>(byCategory.keys().uniqueSet()));

        HashSetValuedHashMap<String, String> tags = new HashSetValuedHashMap<>();
        tags.put("hammer", "steel"); tags.put("hammer", "steel"); tags.put("hammer", "wood");
        System.out.println("tags hammer " + new TreeSet<>(tags.get("hammer")) + " total " + tags.size());

        System.out.println("bidi SKU-200 -> " + skuToName.get("SKU-200") + ", drill <- " + skuToName.getKey("drill") + ", first " + ((TreeBidiMap<String, String>) skuToName).firstKey());
        BidiMap<String, String> nameToSku = skuToName.inverseBidiMap();
        System.out.println("inverse " + nameToSku);
        skuToName.put("SKU-999", "hammer");
        System.out.println("re-put hammer: " + skuToName.getKey("hammer") + " has SKU-100 " + skuToName.containsKey("SKU-100"));
        OrderedMapIterator<String, String> it = ((TreeBidiMap<String, String>) skuToName).mapIterator();
        StringBuilder sb = new StringBuilder("iter");
        while (it.hasNext()) { it.next(); if (it.getKey().startsWith("SKU-2")) sb.append(' ').append(it.getKey()).append('=').append(it.getValue()); }
        System.out.println(sb);
        DualTreeBidiMap<String, Integer> rank = new DualTreeBidiMap<>();
        rank.put("gold", 1); rank.put("silver", 2); rank.put("bronze", 3);
        System.out.println("dual " + rank + " inverse " + rank.inverseBidiMap() + " headMap(silver) " + rank.headMap("silver"));

        Bag<String> shipments = new TreeBag<>();
        shipments.add("hammer", 3); shipments.add("tape", 10); shipments.add("drill"); shipments.add("hammer", 2);
        shipments.remove("tape", 4);
        System.out.println("bag " + shipments + " hammer=" + shipments.getCount("hammer") + " size=" + shipments.size() + " unique=" + shipments.uniqueSet());
        MultiSet<String> returns = new HashMultiSet<>();
        returns.add("tape", 2); returns.add("saw");
        System.out.println("multiset tape=" + returns.getCount("tape") + " size=" + returns.size() + " entries=" + new TreeSet<>(returns.uniqueSet()));

        List<String> inStock = new ArrayList<>(CollectionUtils.select(stock.keySet(), name -> stock.get(name) > 0));
        List<String> outOfStock = new ArrayList<>(CollectionUtils.selectRejected(stock.keySet(), name -> stock.get(name) > 0));
        System.out.println("in stock " + inStock + " out " + outOfStock);
        List<String> tools = new ArrayList<>(byCategory.get("tools"));
        System.out.println("tools∩inStock " + sorted(CollectionUtils.intersection(tools, inStock)) + " union " + sorted(CollectionUtils.union(tools, outOfStock))
                + " disjunction " + sorted(CollectionUtils.disjunction(tools, inStock)) + " subtract " + sorted(CollectionUtils.subtract(tools, inStock)));
        System.out.println("containsAny " + CollectionUtils.containsAny(tools, outOfStock) + " isSubCollection " + CollectionUtils.isSubCollection(Arrays.asList("saw"), outOfStock)
                + " cardinality " + CollectionUtils.cardinality("a", Arrays.asList("a", "b", "a")) + " isEqual " + CollectionUtils.isEqualCollection(Arrays.asList(1, 2, 2), Arrays.asList(2, 1, 2)));
        Transformer<String, String> upper = TransformerUtils.chainedTransformer(String::trim, String::toUpperCase);
        System.out.println("collect " + CollectionUtils.collect(inStock, upper) + " countMatches " + IterableUtils.countMatches(stock.values(), v -> v > 10));
        Predicate<String> shortName = s -> s.length() <= 4;
        Predicate<String> known = PredicateUtils.notNullPredicate();
        Predicate<String> both = PredicateUtils.andPredicate(known, shortName);
        System.out.println("predicates " + CollectionUtils.select(Arrays.asList("saw", null, "hammer", "tape"), both)
                + " any " + IterableUtils.matchesAny(inStock, PredicateUtils.equalPredicate("tape"))
                + " all " + IterableUtils.matchesAll(inStock, PredicateUtils.notPredicate(PredicateUtils.nullPredicate()))
                + " find " + IterableUtils.find(inStock, s -> s.startsWith("p")));
        Transformer<String, String> label = TransformerUtils.switchMapTransformer(MapUtils.putAll(new java.util.LinkedHashMap<String, Transformer<String, String>>(),
                new Object[][] {{"tools", TransformerUtils.constantTransformer("T")}, {"power", TransformerUtils.constantTransformer("P")}}));
        System.out.println("switch " + label.transform("tools") + label.transform("power") + label.transform("garden")
                + " map " + TransformerUtils.mapTransformer(stock).transform("drill") + " string " + TransformerUtils.stringValueTransformer().transform(42));

        List<List<String>> pages = ListUtils.partition(new ArrayList<>(stock.keySet()), 3);
        for (int i = 0; i < pages.size(); i++) System.out.println("page " + (i + 1) + "/" + pages.size() + " " + pages.get(i));
        System.out.println("lcs " + ListUtils.longestCommonSubsequence(Arrays.asList('k', 'i', 't', 't', 'e', 'n'), Arrays.asList('s', 'i', 't', 't', 'i', 'n', 'g'))
                + " fixed " + ListUtils.fixedSizeList(new ArrayList<>(Arrays.asList(1, 2))).size() + " sum " + ListUtils.sum(Arrays.asList(1, 2), Arrays.asList(2, 3)));
        SetUniqueList<String> unique = SetUniqueList.setUniqueList(new ArrayList<String>());
        unique.addAll(Arrays.asList("b", "a", "b", "c", "a"));
        System.out.println("setUnique " + unique + " setUtils " + new TreeSet<>(SetUtils.difference(new TreeSet<>(Arrays.asList(1, 2, 3)), new TreeSet<>(Arrays.asList(2)))));

        LinkedMap<String, Integer> linked = new LinkedMap<>();
        linked.put("z", 1); linked.put("a", 2); linked.put("m", 3);
        System.out.println("linked " + linked + " first " + linked.firstKey() + " after a " + linked.nextKey("a") + " index(m) " + linked.indexOf("m"));
        ListOrderedMap<String, Integer> lom = new ListOrderedMap<>();
        lom.put("one", 1); lom.put(0, "zero", 0); lom.put("two", 2);
        System.out.println("listOrdered " + lom + " keyList " + lom.keyList() + " get(1) " + lom.get(1));
        Map<Integer, String> inverted = new TreeMap<>(MapUtils.invertMap(stock));
        System.out.println("mapUtils " + inverted + " getInteger " + MapUtils.getInteger(stock, "tape") + " default " + MapUtils.getIntValue(stock, "nope", -1)
                + " empty " + MapUtils.isEmpty(null));
    }

    static List<String> sorted(Collection<String> c) {
        List<String> l = new ArrayList<>(c);
        l.sort(null);
        return l;
    }
}
