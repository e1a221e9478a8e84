import java.util.*;
import java.util.stream.*;

public class KruskalUnionFind {
    static final class DSU {
        final int[] parent, rank, size;
        int sets;
        DSU(int n) { parent = new int[n]; rank = new int[n]; size = new int[n]; sets = n; for (int i = 0; i < n; i++) { parent[i] = i; size[i] = 1; } }
        int find(int x) { while (parent[x] != x) { parent[x] = parent[parent[x]]; x = parent[x]; } return x; }
        boolean union(int a, int b) {
            a = find(a); b = find(b);
            if (a == b) return false;
            if (rank[a] < rank[b]) { int t = a; a = b; b = t; }
            parent[b] = a; size[a] += size[b];
            if (rank[a] == rank[b]) rank[a]++;
            sets--;
            return true;
        }
    }
    record Edge(int u, int v, int w) implements Comparable<Edge> {
        public int compareTo(Edge o) { return w != o.w ? Integer.compare(w, o.w) : u != o.u ? Integer.compare(u, o.u) : Integer.compare(v, o.v); }
    }

    public static void main(String[] args) {
        String[] cities = {"Amsterdam", "Berlin", "Copenhagen", "Dublin", "Edinburgh", "Frankfurt", "Geneva", "Helsinki", "Istanbul", "Jerusalem", "Krakow"};
        Random rnd = new Random(8);
        List<Edge> edges = new ArrayList<>();
        for (int i = 0; i < cities.length; i++)
            for (int j = i + 1; j < cities.length; j++)
                if (rnd.nextInt(100) < 45) edges.add(new Edge(i, j, 100 + rnd.nextInt(900)));
        System.out.println(edges.size() + " edges");
        Collections.sort(edges);
        DSU d = new DSU(cities.length);
        int total = 0;
        List<Edge> mst = new ArrayList<>();
        for (Edge e : edges) {
            boolean used = d.union(e.u(), e.v());
            System.out.printf("  %-10s - %-10s %4d %s%n", cities[e.u()], cities[e.v()], e.w(), used ? "take" : "skip (cycle)");
            if (used) { mst.add(e); total += e.w(); }
        }
        System.out.println("MST weight " + total + " with " + mst.size() + " edges, components " + d.sets);
        Map<Integer, List<String>> comps = IntStream.range(0, cities.length).boxed()
            .collect(Collectors.groupingBy(d::find, TreeMap::new, Collectors.mapping(i -> cities[i], Collectors.toList())));
        System.out.println("components " + comps.values());
        // Prim's algorithm for comparison using PriorityQueue
        List<List<Edge>> adj = new ArrayList<>();
        for (int i = 0; i < cities.length; i++) adj.add(new ArrayList<>());
        for (Edge e : edges) { adj.get(e.u()).add(e); adj.get(e.v()).add(new Edge(e.v(), e.u(), e.w())); }
        boolean[] in = new boolean[cities.length];
        PriorityQueue<Edge> pq = new PriorityQueue<>();
        in[0] = true; pq.addAll(adj.get(0));
        int prim = 0;
        StringBuilder order = new StringBuilder(cities[0]);
        while (!pq.isEmpty()) {
            Edge e = pq.poll();
            if (in[e.v()]) continue;
            in[e.v()] = true; prim += e.w();
            order.append(" -> ").append(cities[e.v()]);
            for (Edge f : adj.get(e.v())) if (!in[f.v()]) pq.add(f);
        }
        System.out.println("Prim order " + order);
        System.out.println("Prim weight " + prim + " (same: " + (prim == total) + ")");
        // percolation-ish: random unions until one set
        DSU big = new DSU(50);
        Random r2 = new Random(77);
        int steps = 0;
        TreeMap<Integer, Integer> milestones = new TreeMap<>();
        while (big.sets > 1) {
            big.union(r2.nextInt(50), r2.nextInt(50));
            steps++;
            if (big.sets % 10 == 0) milestones.putIfAbsent(big.sets, steps);
        }
        System.out.println("50 singletons merged after " + steps + " random unions; milestones " + milestones.descendingMap());
        int maxSize = Arrays.stream(big.size).max().getAsInt();
        System.out.println("root size " + big.size[big.find(0)] + " max " + maxSize);
        // friend circles from pairs
        String[] pairs = {"ann-bob", "bob-cat", "dan-eve", "fay-fay", "gus-hal", "hal-ivy", "ivy-gus", "cat-ann", "jon-kim"};
        Map<String, Integer> idx = new TreeMap<>();
        for (String p : pairs) for (String n : p.split("-")) idx.putIfAbsent(n, idx.size());
        DSU f = new DSU(idx.size());
        for (String p : pairs) { String[] s = p.split("-"); f.union(idx.get(s[0]), idx.get(s[1])); }
        Map<Integer, TreeSet<String>> circles = new TreeMap<>();
        idx.forEach((n, i) -> circles.computeIfAbsent(f.find(i), k -> new TreeSet<>()).add(n));
        System.out.println(f.sets + " circles: " + circles.values());
    }
}
