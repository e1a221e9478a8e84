import java.text.Collator;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.TreeMap;
import java.util.TreeSet;

// A staff directory sorted the way people expect (Collator) versus by raw code units.
public class CollatedDirectory {
    public static void main(String[] args) {
        List<String> names = new ArrayList<>(List.of(
            "de la Cruz, Ana", "Delacroix, Eug\u00e8ne", "D'Angelo, Marco", "O'Brien, Pat", "Obrien, Sam",
            "\u00c5ngstr\u00f6m, Anders", "Angstrom, Ann", "\u00e9mile, Zola", "Emile, Zed", "Ebert, Roger",
            "zimmer, hans", "Zimmermann, Ute", "M\u00fcller, J\u00fcrgen", "Mueller, Jim", "Muller, Joe",
            "\u00d8rsted, Hans", "Orsted, Otto", "Stra\u00dfe, Lena", "Strasse, Lars", "smith, john", "Smith, John",
            "SMITH, JOHN", "Smith-Jones, Amy", "Smith Jones, Al", "Smithers, W.", "van Gogh, Vincent",
            "Van Halen, Eddie", "\u00c6thelred, King", "Aethelstan, King", "_admin", "123 Corp", "#hashtag",
            "caf\u00e9", "cafe", "Caf\u00e9", "CAFE", "co-op", "coop", "co op", "r\u00e9sum\u00e9", "resume", "Resume"));
        List<String> raw = new ArrayList<>(names);
        Collections.sort(raw);
        Collator en = Collator.getInstance(Locale.US);
        List<String> collated = new ArrayList<>(names);
        Collections.sort(collated, en);
        System.out.printf("%-24s %-24s%n", "String.compareTo", "Collator (en_US)");
        for (int i = 0; i < names.size(); i++) {
            System.out.printf("%-24s %-24s%n", raw.get(i), collated.get(i));
        }

        // Group by first letter, ignoring accents and case (PRIMARY).
        Collator primary = Collator.getInstance(Locale.ENGLISH);
        primary.setStrength(Collator.PRIMARY);
        TreeMap<String, List<String>> groups = new TreeMap<>(primary);
        for (String n : collated) {
            String key = n.substring(0, 1);
            groups.computeIfAbsent(key, k -> new ArrayList<>()).add(n);
        }
        groups.forEach((k, v) -> System.out.println(k + " -> " + v));

        // Deduplicate case/accent variants with a SECONDARY set, then a PRIMARY set.
        for (int strength : new int[] {Collator.TERTIARY, Collator.SECONDARY, Collator.PRIMARY}) {
            Collator c = Collator.getInstance();
            c.setStrength(strength);
            TreeSet<String> set = new TreeSet<>(c);
            set.addAll(List.of("resume", "Resume", "r\u00e9sum\u00e9", "R\u00c9SUM\u00c9", "cafe", "caf\u00e9", "CAFE", "coop", "co-op"));
            System.out.println("strength " + strength + ": " + set);
        }

        // Binary search in the collated list.
        for (String probe : new String[] {"cafe", "Muller, Joe", "Nobody", "smith, john"}) {
            System.out.println("search " + probe + " -> " + Collections.binarySearch(collated, probe, en));
        }
        List<String> reversed = new ArrayList<>(collated.subList(0, 8));
        reversed.sort(Collections.reverseOrder(en));
        System.out.println("reversed head: " + reversed);
    }
}
