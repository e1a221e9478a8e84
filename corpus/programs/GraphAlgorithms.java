import java.util.*;

public class GraphAlgorithms {
    record Edge(String to, int w) {}

    static final Map<String, List<Edge>> G = new TreeMap<>();

    static void edge(String a, String b, int w) {
        G.computeIfAbsent(a, k -> new ArrayList<>()).add(new Edge(b, w));
        G.computeIfAbsent(b, k -> new ArrayList<>()).add(new Edge(a, w));
    }

    static List<String> bfs(String start) {
        List<String> order = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        Deque<String> q = new ArrayDeque<>();
        q.add(start); seen.add(start);
        while (!q.isEmpty()) {
            String u = q.poll();
            order.add(u);
            for (Edge e : G.get(u)) if (seen.add(e.to())) q.add(e.to());
        }
        return order;
    }

    static void dfs(String u, Set<String> seen, List<String> out) {
        if (!seen.add(u)) return;
        out.add(u);
        for (Edge e : G.get(u)) dfs(e.to(), seen, out);
    }

    static Map<String, Integer> dijkstra(String src, Map<String, String> prev) {
        Map<String, Integer> dist = new HashMap<>();
        PriorityQueue<Map.Entry<String, Integer>> pq =
            new PriorityQueue<>(Map.Entry.<String, Integer>comparingByValue().thenComparing(Map.Entry.comparingByKey()));
        dist.put(src, 0);
        pq.add(Map.entry(src, 0));
        int pops = 0;
        while (!pq.isEmpty()) {
            Map.Entry<String, Integer> cur = pq.poll();
            pops++;
            String u = cur.getKey();
            if (cur.getValue() > dist.get(u)) continue;
            for (Edge e : G.get(u)) {
                int nd = cur.getValue() + e.w();
                if (nd < dist.getOrDefault(e.to(), Integer.MAX_VALUE)) {
                    dist.put(e.to(), nd);
                    prev.put(e.to(), u);
                    pq.add(Map.entry(e.to(), nd));
                }
            }
        }
        System.out.println("dijkstra pops: " + pops);
        return dist;
    }

    static List<String> topo(Map<String, List<String>> dag) {
        Map<String, Integer> indeg = new TreeMap<>();
        for (String k : dag.keySet()) indeg.putIfAbsent(k, 0);
        for (List<String> vs : dag.values()) for (String v : vs) indeg.merge(v, 1, Integer::sum);
        PriorityQueue<String> ready = new PriorityQueue<>();
        indeg.forEach((k, d) -> { if (d == 0) ready.add(k); });
        List<String> out = new ArrayList<>();
        while (!ready.isEmpty()) {
            String u = ready.poll();
            out.add(u);
            for (String v : dag.getOrDefault(u, List.of()))
                if (indeg.merge(v, -1, Integer::sum) == 0) ready.add(v);
        }
        if (out.size() != indeg.size()) throw new IllegalStateException("cycle detected among " + indeg.size() + " nodes");
        return out;
    }

    public static void main(String[] args) {
        String[] es = {"A-B:4", "A-C:2", "B-C:5", "B-D:10", "C-E:3", "E-D:4", "D-F:11", "E-F:20", "F-G:1", "H-I:7"};
        for (String s : es) {
            String[] p = s.split("[-:]");
            edge(p[0], p[1], Integer.parseInt(p[2]));
        }
        G.forEach((k, v) -> System.out.println(k + " -> " + v));
        System.out.println("BFS from A: " + bfs("A"));
        List<String> d = new ArrayList<>();
        dfs("A", new HashSet<>(), d);
        System.out.println("DFS from A: " + d);
        // connected components
        Set<String> seen = new HashSet<>();
        int comp = 0;
        for (String v : G.keySet()) {
            if (seen.contains(v)) continue;
            List<String> c = new ArrayList<>();
            dfs(v, seen, c);
            System.out.println("component " + (++comp) + ": " + c);
        }
        Map<String, String> prev = new HashMap<>();
        Map<String, Integer> dist = dijkstra("A", prev);
        System.out.println("dist (HashMap order): " + dist);
        for (String t : new TreeSet<>(dist.keySet())) {
            LinkedList<String> path = new LinkedList<>();
            for (String at = t; at != null; at = prev.get(at)) path.addFirst(at);
            System.out.printf("  %s: %3d via %s%n", t, dist.get(t), String.join("->", path));
        }
        System.out.println("unreachable H: " + dist.containsKey("H"));

        Map<String, List<String>> dag = new HashMap<>();
        dag.put("shirt", List.of("tie", "belt"));
        dag.put("tie", List.of("jacket"));
        dag.put("pants", List.of("shoes", "belt"));
        dag.put("belt", List.of("jacket"));
        dag.put("socks", List.of("shoes"));
        dag.put("undershorts", List.of("pants", "shoes"));
        dag.put("watch", List.of());
        System.out.println("dressing order: " + topo(dag));
        dag.put("jacket", List.of("shirt"));
        try {
            topo(dag);
        } catch (IllegalStateException e) {
            System.out.println("error: " + e.getMessage());
        }
        // grid BFS shortest path
        String[] grid = {
            "S.#.....",
            ".##.###.",
            "....#...",
            "###.#.#.",
            "....#.#E",
        };
        int R = grid.length, C = grid[0].length();
        int[][] dd = new int[R][C];
        for (int[] row : dd) Arrays.fill(row, -1);
        ArrayDeque<int[]> q = new ArrayDeque<>();
        q.add(new int[]{0, 0}); dd[0][0] = 0;
        int[] dr = {1, -1, 0, 0}, dc = {0, 0, 1, -1};
        while (!q.isEmpty()) {
            int[] p = q.removeFirst();
            for (int k = 0; k < 4; k++) {
                int r = p[0] + dr[k], c = p[1] + dc[k];
                if (r < 0 || c < 0 || r >= R || c >= C || grid[r].charAt(c) == '#' || dd[r][c] >= 0) continue;
                dd[r][c] = dd[p[0]][p[1]] + 1;
                q.addLast(new int[]{r, c});
            }
        }
        for (int r = 0; r < R; r++) {
            StringBuilder sb = new StringBuilder();
            for (int c = 0; c < C; c++)
                sb.append(grid[r].charAt(c) == '#' ? " ##" : String.format("%3d", dd[r][c]));
            System.out.println(sb);
        }
        System.out.println("steps to E: " + dd[R - 1][C - 1]);
    }
}
