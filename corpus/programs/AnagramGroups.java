import java.util.*;
import java.util.stream.*;

public class AnagramGroups {
    static String key(String w) {
        char[] c = w.toLowerCase().toCharArray();
        Arrays.sort(c);
        return new String(c);
    }

    static boolean isPalindrome(String s) {
        String t = s.toLowerCase().replaceAll("[^a-z0-9]", "");
        return new StringBuilder(t).reverse().toString().equals(t);
    }

    public static void main(String[] args) {
        String[] words = {"listen", "silent", "enlist", "inlets", "google", "gooegl", "cat", "act", "tac", "dog", "god",
            "evil", "vile", "live", "veil", "levi", "stone", "tones", "notes", "onset", "seton", "banana", "apple", "papel",
            "race", "care", "acre", "hello", "night", "thing", "dusty", "study", "alone"};
        Map<String, List<String>> groups = new HashMap<>();
        for (String w : words) groups.computeIfAbsent(key(w), k -> new ArrayList<>()).add(w);
        System.out.println(groups);
        System.out.println("keys: " + groups.keySet());
        System.out.println("sizes: " + groups.values().stream().map(List::size).collect(Collectors.toList()));
        groups.entrySet().stream()
            .filter(e -> e.getValue().size() > 1)
            .sorted(Comparator.comparing((Map.Entry<String, List<String>> e) -> e.getValue().size()).reversed().thenComparing(Map.Entry::getKey))
            .forEach(e -> System.out.printf("%-7s %d %s%n", e.getKey(), e.getValue().size(), e.getValue()));
        Map<String, List<String>> viaStream = Arrays.stream(words).collect(Collectors.groupingBy(AnagramGroups::key));
        System.out.println("stream groups equal: " + viaStream.equals(groups) + ", singles: "
            + viaStream.values().stream().filter(l -> l.size() == 1).flatMap(List::stream).sorted().collect(Collectors.toList()));
        Map<Integer, Set<String>> byLen = new HashMap<>();
        for (String w : words) byLen.computeIfAbsent(w.length(), k -> new HashSet<>()).add(w);
        System.out.println("by length (HashMap/HashSet): " + byLen);
        Map<Character, Integer> letterCounts = new HashMap<>();
        for (String w : words) for (char c : w.toCharArray()) letterCounts.merge(c, 1, Integer::sum);
        System.out.println("letters: " + letterCounts);
        String top5 = letterCounts.entrySet().stream().sorted(Map.Entry.<Character, Integer>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
            .limit(5).map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining(" "));
        System.out.println("top5: " + top5);
        String[] phrases = {"A man, a plan, a canal: Panama", "Was it a car or a cat I saw?", "No lemon, no melon", "Hello, World", "Step on no pets", "Java"};
        for (String p : phrases) System.out.printf("%-32s palindrome=%b%n", p, isPalindrome(p));
        // anagram check of phrases ignoring spaces
        String[][] pairs = {{"Dormitory", "Dirty room"}, {"The eyes", "They see"}, {"Astronomer", "Moon starer"}, {"Conversation", "Voices rant on"}, {"Hello", "World"}};
        for (String[] pr : pairs) {
            boolean an = key(pr[0].replace(" ", "")).equals(key(pr[1].replace(" ", "")));
            System.out.println(pr[0] + " ~ " + pr[1] + " : " + an);
        }
        // permutations of a short word (deduplicated, sorted)
        Set<String> perms = new TreeSet<>();
        permute("", "aabc", perms);
        System.out.println(perms.size() + " perms: " + perms);
        Map<Boolean, Long> cnt = perms.stream().collect(Collectors.partitioningBy(s -> s.startsWith("a"), Collectors.counting()));
        System.out.println("start with a: " + cnt);
        Map<String, Integer> idx = new LinkedHashMap<>();
        for (String w : words) idx.putIfAbsent(key(w), idx.size());
        System.out.println("first-seen index: " + idx);
        Map<String, String> firstWord = Arrays.stream(words).collect(Collectors.toMap(AnagramGroups::key, w -> w, (a, b) -> a + "|" + b));
        System.out.println("toMap merged: " + firstWord);
    }

    static void permute(String prefix, String rest, Set<String> out) {
        if (rest.isEmpty()) { out.add(prefix); return; }
        for (int i = 0; i < rest.length(); i++) permute(prefix + rest.charAt(i), rest.substring(0, i) + rest.substring(i + 1), out);
    }
}
