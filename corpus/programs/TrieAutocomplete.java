import java.util.*;
import java.util.stream.*;

public class TrieAutocomplete {
    static final class Node {
        final TreeMap<Character, Node> kids = new TreeMap<>();
        int count; boolean word; int passing;
    }
    final Node root = new Node();
    int nodes = 1;

    void insert(String w) {
        Node n = root;
        n.passing++;
        for (char c : w.toCharArray()) {
            Node k = n.kids.get(c);
            if (k == null) { k = new Node(); n.kids.put(c, k); nodes++; }
            n = k;
            n.passing++;
        }
        n.word = true;
        n.count++;
    }

    Node find(String prefix) {
        Node n = root;
        for (char c : prefix.toCharArray()) { n = n.kids.get(c); if (n == null) return null; }
        return n;
    }

    void collect(Node n, StringBuilder path, List<Map.Entry<String, Integer>> out) {
        if (n.word) out.add(Map.entry(path.toString(), n.count));
        for (Map.Entry<Character, Node> e : n.kids.entrySet()) {
            path.append(e.getKey());
            collect(e.getValue(), path, out);
            path.deleteCharAt(path.length() - 1);
        }
    }

    List<String> complete(String prefix, int k) {
        Node n = find(prefix);
        if (n == null) return List.of();
        List<Map.Entry<String, Integer>> all = new ArrayList<>();
        collect(n, new StringBuilder(prefix), all);
        return all.stream().sorted(Map.Entry.<String, Integer>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
            .limit(k).map(e -> e.getKey() + "(" + e.getValue() + ")").collect(Collectors.toList());
    }

    String longestCommonPrefix() {
        StringBuilder sb = new StringBuilder();
        Node n = root;
        while (n.kids.size() == 1 && !n.word) { Map.Entry<Character, Node> e = n.kids.firstEntry(); sb.append(e.getKey()); n = e.getValue(); }
        return sb.toString();
    }

    boolean delete(String w) {
        Node n = find(w);
        if (n == null || !n.word) return false;
        n.count = 0; n.word = false;
        Node cur = root; cur.passing--;
        for (char c : w.toCharArray()) {
            Node k = cur.kids.get(c);
            if (--k.passing == 0) { cur.kids.remove(c); return true; }
            cur = k;
        }
        return true;
    }

    public static void main(String[] args) {
        TrieAutocomplete t = new TrieAutocomplete();
        String corpus = "the then there these theme thesis they them theory thermal therapy the the then there they they they "
            + "car cart carbon care careful cargo carry car car cart card cards cardinal care care "
            + "do dog dogma door dot dote dozen do do dog";
        for (String w : corpus.split(" ")) t.insert(w);
        System.out.println("nodes " + t.nodes + " words " + t.root.passing);
        for (String p : new String[]{"the", "ther", "car", "card", "do", "dog", "x", ""}) {
            Node n = t.find(p);
            System.out.printf("%-5s passing=%-3s top3=%s%n", "'" + p + "'", n == null ? "-" : String.valueOf(n.passing), t.complete(p, 3));
        }
        System.out.println("all 'car' words: " + t.complete("car", 100));
        System.out.println("delete cardinal " + t.delete("cardinal") + ", delete cardinal again " + t.delete("cardinal") + ", delete ca " + t.delete("ca"));
        System.out.println("after delete: " + t.complete("card", 10) + " nodes still reachable: " + (t.find("cardi") != null));
        TrieAutocomplete t2 = new TrieAutocomplete();
        for (String w : List.of("interstellar", "internet", "interval", "internal", "interview")) t2.insert(w);
        System.out.println("lcp " + t2.longestCommonPrefix());
        t2.insert("in");
        System.out.println("lcp with 'in' " + t2.longestCommonPrefix());
        // simple spell suggestions: words within edit distance 1 of a misspelling
        Set<String> dict = new TreeSet<>(Arrays.asList(corpus.split(" ")));
        for (String typo : new String[]{"thn", "crd", "dgo", "theery", "carz", "zzz"}) {
            Set<String> cands = new TreeSet<>();
            for (String e : edits1(typo)) if (dict.contains(e)) cands.add(e);
            System.out.println("suggest " + typo + " -> " + cands);
        }
        Map<Integer, List<String>> byLen = dict.stream().collect(Collectors.groupingBy(String::length, TreeMap::new, Collectors.toList()));
        byLen.forEach((k, v) -> System.out.println("  len " + k + ": " + v));
    }

    static Set<String> edits1(String w) {
        Set<String> out = new HashSet<>();
        String letters = "abcdefghijklmnopqrstuvwxyz";
        for (int i = 0; i <= w.length(); i++) {
            String l = w.substring(0, i), r = w.substring(i);
            if (!r.isEmpty()) out.add(l + r.substring(1));
            if (r.length() > 1) out.add(l + r.charAt(1) + r.charAt(0) + r.substring(2));
            for (char c : letters.toCharArray()) {
                if (!r.isEmpty()) out.add(l + c + r.substring(1));
                out.add(l + c + r);
            }
        }
        return out;
    }
}
