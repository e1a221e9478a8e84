import java.util.*;
import java.util.regex.*;
import java.util.stream.*;

public class LogAnalyzer {
    static final String LOG = """
        2024-03-01 08:15:02 INFO  [web-1] GET /index.html 200 512b 12ms user=alice
        2024-03-01 08:15:07 INFO  [web-2] GET /api/items?page=2 200 2048b 45ms user=bob
        2024-03-01 08:16:11 WARN  [web-1] GET /api/items?page=99 404 0b 3ms user=alice
        2024-03-01 08:17:45 ERROR [db-1] query timeout after 3000ms table=orders
        2024-03-01 08:18:00 INFO  [web-3] POST /api/orders 201 128b 230ms user=carol
        2024-03-01 08:18:01 INFO  [web-1] GET /index.html 304 0b 2ms user=dave
        garbage line that does not match
        2024-03-01 09:01:30 ERROR [web-2] POST /api/orders 500 64b 1203ms user=bob
        2024-03-01 09:02:10 INFO  [web-2] GET /api/items 200 4096b 88ms user=carol
        2024-03-01 09:05:55 WARN  [db-1] slow query 950ms table=items
        2024-03-01 09:30:12 INFO  [web-3] DELETE /api/orders/17 204 0b 19ms user=alice
        2024-03-01 10:00:00 INFO  [cron] nightly job started
        2024-03-01 10:12:44 ERROR [web-1] GET /admin 403 0b 1ms user=eve
        2024-03-01 10:13:02 INFO  [web-1] GET /index.html 200 512b 9ms user=eve
        """;

    static final Pattern LINE = Pattern.compile("^(\\d{4}-\\d{2}-\\d{2}) (\\d{2}):(\\d{2}):(\\d{2}) (\\w+)\\s+\\[([\\w-]+)\\] (.*)$");
    static final Pattern REQ = Pattern.compile("(?<method>GET|POST|PUT|DELETE) (?<path>\\S+) (?<status>\\d{3}) (?<bytes>\\d+)b (?<ms>\\d+)ms user=(?<user>\\w+)");
    static final Pattern KV = Pattern.compile("(\\w+)=(\\w+)");

    record Request(int hour, String level, String host, String method, String path, int status, int bytes, int ms, String user) {}

    public static void main(String[] args) {
        List<Request> reqs = new ArrayList<>();
        Map<String, Integer> levels = new TreeMap<>();
        List<String> other = new ArrayList<>();
        Scanner sc = new Scanner(LOG);
        int lineNo = 0;
        while (sc.hasNextLine()) {
            String line = sc.nextLine();
            lineNo++;
            Matcher m = LINE.matcher(line);
            if (!m.matches()) { System.out.println("skip line " + lineNo + ": '" + line + "'"); continue; }
            levels.merge(m.group(5), 1, Integer::sum);
            Matcher r = REQ.matcher(m.group(7));
            if (r.find()) {
                reqs.add(new Request(Integer.parseInt(m.group(2)), m.group(5), m.group(6), r.group("method"), r.group("path"),
                    Integer.parseInt(r.group("status")), Integer.parseInt(r.group("bytes")), Integer.parseInt(r.group("ms")), r.group("user")));
            } else {
                Matcher kv = KV.matcher(m.group(7));
                Map<String, String> attrs = new LinkedHashMap<>();
                while (kv.find()) attrs.put(kv.group(1), kv.group(2));
                other.add(m.group(6) + ": " + m.group(7).replaceAll("\\s*\\w+=\\w+", "") + " " + attrs);
            }
        }
        for (Request r : reqs) System.out.printf("  %02dh %-5s %-6s %-6s %-22s %3d %5d %5d %s%n", r.hour(), r.level(), r.host(), r.method(), r.path(), r.status(), r.bytes(), r.ms(), r.user());
        System.out.println("levels " + levels + ", requests " + reqs.size());
        other.forEach(o -> System.out.println("  event " + o));
        Map<Integer, Long> byStatusClass = reqs.stream().collect(Collectors.groupingBy(r -> r.status() / 100 * 100, TreeMap::new, Collectors.counting()));
        System.out.println("status classes " + byStatusClass);
        Map<String, List<Integer>> latByPath = reqs.stream().collect(Collectors.groupingBy(r -> r.path().replaceAll("\\?.*|/\\d+$", ""), TreeMap::new,
            Collectors.mapping(Request::ms, Collectors.toList())));
        latByPath.forEach((p, l) -> System.out.printf("  %-14s n=%d avg=%7.2f max=%5d%n", p, l.size(), l.stream().mapToInt(i -> i).average().orElse(0), Collections.max(l)));
        Map<String, Integer> bytesByUser = new TreeMap<>();
        reqs.forEach(r -> bytesByUser.merge(r.user(), r.bytes(), Integer::sum));
        System.out.println("bytes by user " + bytesByUser);
        Map<String, Set<String>> hostsByUser = reqs.stream().collect(Collectors.groupingBy(Request::user, TreeMap::new, Collectors.mapping(Request::host, Collectors.toCollection(TreeSet::new))));
        System.out.println("hosts by user " + hostsByUser);
        Map<Integer, Long> perHour = reqs.stream().collect(Collectors.groupingBy(Request::hour, TreeMap::new, Collectors.counting()));
        perHour.forEach((h, n) -> System.out.printf("  %02d:00 %s %d%n", h, "|".repeat(n.intValue() * 3), n));
        List<Request> errors = reqs.stream().filter(r -> r.status() >= 400).sorted(Comparator.comparingInt(Request::status).reversed()).collect(Collectors.toList());
        errors.forEach(r -> System.out.println("  error " + r.status() + " " + r.method() + " " + r.path() + " by " + r.user()));
        int[] lat = reqs.stream().mapToInt(Request::ms).sorted().toArray();
        System.out.println("latencies " + Arrays.toString(lat) + " p50=" + lat[lat.length / 2] + " p90=" + lat[(int) Math.ceil(lat.length * 0.9) - 1]);
        String query = "page=2&sort=desc&filter=a%20b&empty=&flag";
        Map<String, String> params = new LinkedHashMap<>();
        for (String kv : query.split("&")) {
            String[] p = kv.split("=", 2);
            params.put(p[0], p.length > 1 ? p[1].replace("%20", " ") : null);
        }
        System.out.println("params " + params);
        Matcher dates = Pattern.compile("(\\d{2}):(\\d{2})").matcher("at 08:15, 09:30 and 23:59");
        StringBuilder sb = new StringBuilder();
        while (dates.find()) dates.appendReplacement(sb, dates.group(2) + "m past " + Integer.parseInt(dates.group(1)) % 12);
        dates.appendTail(sb);
        System.out.println(sb);
        System.out.println("masked " + "user=alice token=abc123 user=bob".replaceAll("(user=)(\\w)\\w*", "$1$2***")
            + " | split " + Arrays.toString("a1b22c333d".split("\\d+")) + " | " + Pattern.matches("[a-z]+\\d*", "abc42")
            + " | quote " + "1+1=2".replaceAll(Pattern.quote("+"), " plus ") + " | count " + Pattern.compile("o").matcher("foo boo").results().count());
    }
}
