import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.zone.ZoneRules;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TimeZone;
import java.util.TreeMap;
import java.util.TreeSet;

/** A settings screen's time-zone picker: groups the zone ids, resolves aliases and validates user input. */
public class ZoneCatalog {
    public static void main(String[] args) {
        Set<String> ids = new TreeSet<>(ZoneId.getAvailableZoneIds());
        System.out.println("zone ids: " + ids.size());
        Map<String, Integer> byArea = new TreeMap<>();
        for (String id : ids) {
            int slash = id.indexOf('/');
            byArea.merge(slash < 0 ? "(none)" : id.substring(0, slash), 1, Integer::sum);
        }
        System.out.println("by area: " + byArea);
        List<String> sample = new ArrayList<>(ids);
        System.out.println("first: " + sample.subList(0, 5) + " last: " + sample.subList(sample.size() - 5, sample.size()));
        Instant when = Instant.parse("2024-07-01T12:00:00Z");
        Map<ZoneOffset, List<String>> byOffset = new TreeMap<>(Collections.reverseOrder());
        for (String id : ids) {
            if (id.startsWith("Europe/")) {
                byOffset.computeIfAbsent(ZoneId.of(id).getRules().getOffset(when), k -> new ArrayList<>()).add(id.substring(7));
            }
        }
        for (Map.Entry<ZoneOffset, List<String>> e : byOffset.entrySet()) {
            List<String> v = e.getValue();
            System.out.println("Europe " + e.getKey() + " (" + v.size() + "): " + (v.size() > 8 ? v.subList(0, 8) + "..." : v));
        }
        System.out.println("-- aliases and links");
        String[][] pairs = {{"US/Pacific", "America/Los_Angeles"}, {"Asia/Calcutta", "Asia/Kolkata"},
            {"Europe/Kiev", "Europe/Kyiv"}, {"GB", "Europe/London"}, {"Brazil/East", "America/Sao_Paulo"},
            {"Etc/GMT+5", "America/Bogota"}, {"UTC", "Etc/UTC"}, {"Japan", "Asia/Tokyo"}};
        for (String[] p : pairs) {
            ZoneRules a = ZoneId.of(p[0]).getRules();
            ZoneRules b = ZoneId.of(p[1]).getRules();
            System.out.println(p[0] + " ~ " + p[1] + ": sameRules=" + a.equals(b) + " equalIds=" + ZoneId.of(p[0]).equals(ZoneId.of(p[1]))
                + " offsetNow=" + a.getOffset(when) + "/" + b.getOffset(when) + " normalized=" + ZoneId.of(p[0]).normalized());
        }
        System.out.println("-- short ids");
        Map<String, String> shortIds = new TreeMap<>(ZoneId.SHORT_IDS);
        System.out.println(shortIds.size() + " " + shortIds);
        for (String s : new String[] {"EST", "PST", "IST", "BST", "CTT", "HST"}) {
            ZoneId z = ZoneId.of(s, ZoneId.SHORT_IDS);
            System.out.println(s + " -> " + z + " " + z.getRules().getOffset(when) + " " + z.getClass().getSimpleName());
        }
        System.out.println("-- user input");
        String[] input = {"Europe/Paris", "europe/paris", "America/Sao_Paulo", "America/Buenos_Aires", "GMT+2", "UTC-03:30",
            "UT", "Z", "+05:45", "-25:00", "Mars/Olympus", "", "Europe/", "America//New_York", "SystemV/EST5",
            "Etc/GMT-14", "Asia/Kathmandu"};
        for (String s : input) {
            try {
                ZoneId z = ZoneId.of(s);
                System.out.println("'" + s + "' -> " + z + " [" + z.getClass().getSimpleName() + "] " + z.getRules().getOffset(when)
                    + " " + z.normalized());
            } catch (Exception e) {
                System.out.println("'" + s + "' -> " + e);
            }
        }
        System.out.println("-- legacy ids");
        String[] legacy = TimeZone.getAvailableIDs();
        System.out.println(legacy.length + " first " + legacy[0] + " last " + legacy[legacy.length - 1]);
        String[] plus530 = TimeZone.getAvailableIDs(19800000);
        System.out.println("+05:30: " + String.join(",", plus530));
        String[] minus10 = TimeZone.getAvailableIDs(-36000000);
        System.out.println("-10:00: " + String.join(",", minus10));
        System.out.println("zone ids that are not TimeZone ids: " + countMissing(ids, legacy));
    }

    static int countMissing(Set<String> ids, String[] legacy) {
        Set<String> l = new TreeSet<>();
        Collections.addAll(l, legacy);
        int n = 0;
        for (String id : ids) {
            if (!l.contains(id)) {
                n++;
            }
        }
        return n;
    }
}
