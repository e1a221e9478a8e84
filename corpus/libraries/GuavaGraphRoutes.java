// jars: guava
import com.google.common.collect.ImmutableList;
import com.google.common.collect.Lists;
import com.google.common.graph.ElementOrder;
import com.google.common.graph.EndpointPair;
import com.google.common.graph.GraphBuilder;
import com.google.common.graph.Graphs;
import com.google.common.graph.ImmutableGraph;
import com.google.common.graph.ImmutableValueGraph;
import com.google.common.graph.MutableGraph;
import com.google.common.graph.MutableNetwork;
import com.google.common.graph.MutableValueGraph;
import com.google.common.graph.NetworkBuilder;
import com.google.common.graph.Traverser;
import com.google.common.graph.ValueGraphBuilder;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/** Route planning over a rail network (ValueGraph + Dijkstra) and build ordering over a module graph. */
public class GuavaGraphRoutes {
    static List<String> shortestPath(ImmutableValueGraph<String, Integer> g, String from, String to, Map<String, Integer> distOut) {
        Map<String, Integer> dist = new HashMap<>();
        Map<String, String> prev = new HashMap<>();
        PriorityQueue<Map.Entry<String, Integer>> pq = new PriorityQueue<>((a, b) -> a.getValue() != b.getValue().intValue()
                ? Integer.compare(a.getValue(), b.getValue()) : a.getKey().compareTo(b.getKey()));
        dist.put(from, 0);
        pq.add(Map.entry(from, 0));
        while (!pq.isEmpty()) {
            Map.Entry<String, Integer> cur = pq.poll();
            String u = cur.getKey();
            if (cur.getValue() > dist.get(u)) continue;
            for (String v : new TreeSet<>(g.successors(u))) {
                int nd = dist.get(u) + g.edgeValue(u, v).get();
                if (nd < dist.getOrDefault(v, Integer.MAX_VALUE)) {
                    dist.put(v, nd);
                    prev.put(v, u);
                    pq.add(Map.entry(v, nd));
                }
            }
        }
        distOut.putAll(dist);
        if (!dist.containsKey(to)) return ImmutableList.of();
        List<String> path = Lists.newArrayList(to);
        for (String at = to; !at.equals(from); at = prev.get(at)) path.add(prev.get(at));
        return Lists.reverse(path);
    }

    public static void main(String[] args) {
        MutableValueGraph<String, Integer> rail = ValueGraphBuilder.undirected().nodeOrder(ElementOrder.<String>natural()).build();
        String[][] lines = {{"Amsterdam", "Utrecht", "27"}, {"Utrecht", "Arnhem", "36"}, {"Amsterdam", "Leiden", "34"}, {"Leiden", "Den Haag", "12"},
                {"Den Haag", "Rotterdam", "23"}, {"Rotterdam", "Utrecht", "38"}, {"Rotterdam", "Breda", "24"}, {"Breda", "Eindhoven", "33"},
                {"Utrecht", "Eindhoven", "49"}, {"Eindhoven", "Venlo", "41"}, {"Arnhem", "Nijmegen", "14"}, {"Nijmegen", "Venlo", "56"}};
        for (String[] l : lines) rail.putEdgeValue(l[0], l[1], Integer.parseInt(l[2]));
        rail.addNode("Texel");
        ImmutableValueGraph<String, Integer> g = ImmutableValueGraph.copyOf(rail);
        System.out.println("nodes " + g.nodes());
        System.out.println("edges " + g.edges().size() + " directed " + g.isDirected() + " Utrecht degree " + g.degree("Utrecht")
                + " adjacent " + new TreeSet<>(g.adjacentNodes("Utrecht")));
        System.out.println("edge Breda-Rotterdam " + g.edgeValue("Breda", "Rotterdam").orElse(-1) + " Breda-Venlo " + g.edgeValueOrDefault("Breda", "Venlo", -1)
                + " connecting " + g.hasEdgeConnecting("Leiden", "Amsterdam"));
        for (String[] q : new String[][] {{"Amsterdam", "Venlo"}, {"Den Haag", "Nijmegen"}, {"Leiden", "Texel"}}) {
            Map<String, Integer> dist = new TreeMap<>();
            List<String> path = shortestPath(g, q[0], q[1], dist);
            System.out.println(q[0] + " -> " + q[1] + ": " + (path.isEmpty() ? "unreachable" : String.join(" > ", path) + " (" + dist.get(q[1]) + " min)"));
        }
        System.out.println("reachable from Texel " + Graphs.reachableNodes(g.asGraph(), "Texel") + " has cycle " + Graphs.hasCycle(g.asGraph()));
        System.out.println("bfs " + ImmutableList.copyOf(Traverser.forGraph((String n) -> new TreeSet<String>(g.successors(n))).breadthFirst("Breda")));
        System.out.println("dfs pre " + ImmutableList.copyOf(Traverser.forGraph((String n) -> new TreeSet<String>(g.successors(n))).depthFirstPreOrder("Breda")));
        MutableValueGraph<String, Integer> south = Graphs.inducedSubgraph(g, ImmutableList.of("Breda", "Eindhoven", "Venlo", "Nijmegen"));
        System.out.println("south " + south.edges().size() + " edges, nodes " + new TreeSet<>(south.nodes()));

        MutableGraph<String> modules = GraphBuilder.directed().allowsSelfLoops(false).nodeOrder(ElementOrder.<String>insertion()).build();
        String[][] deps = {{"app", "web"}, {"app", "service"}, {"web", "http"}, {"service", "db"}, {"service", "model"}, {"web", "model"},
                {"db", "model"}, {"http", "util"}, {"model", "util"}, {"db", "util"}};
        for (String[] d : deps) modules.putEdge(d[0], d[1]);
        System.out.println("modules " + modules.nodes() + " cyclic " + Graphs.hasCycle(modules));
        System.out.println("model preds " + new TreeSet<>(modules.predecessors("model")) + " succs " + modules.successors("model")
                + " in/out " + modules.inDegree("util") + "/" + modules.outDegree("util"));
        // Kahn's topological order, ties broken alphabetically
        Map<String, Integer> indeg = new LinkedHashMap<>();
        for (String n : modules.nodes()) indeg.put(n, modules.inDegree(n));
        TreeSet<String> ready = new TreeSet<>();
        indeg.forEach((n, d) -> { if (d == 0) ready.add(n); });
        List<String> order = Lists.newArrayList();
        while (!ready.isEmpty()) {
            String n = ready.pollFirst();
            order.add(n);
            for (String s : modules.successors(n)) if (indeg.merge(s, -1, Integer::sum) == 0) ready.add(s);
        }
        System.out.println("build order " + Lists.reverse(order));
        ImmutableGraph<String> closure = ImmutableGraph.copyOf(Graphs.transitiveClosure(modules));
        System.out.println("app needs " + new TreeSet<>(closure.successors("app")) + " self loop " + closure.hasEdgeConnecting("app", "app"));
        System.out.println("transposed util preds " + new TreeSet<>(Graphs.transpose(modules).successors("util")));
        System.out.println("post order " + ImmutableList.copyOf(Traverser.forGraph((String n) -> new TreeSet<String>(modules.successors(n))).depthFirstPostOrder("app")));
        modules.putEdge("util", "app");
        System.out.println("after util->app cyclic " + Graphs.hasCycle(modules));
        EndpointPair<String> ep = EndpointPair.ordered("web", "http");
        System.out.println("endpoint " + ep + " source " + ep.source() + " contains " + modules.hasEdgeConnecting(ep) + " unordered " + EndpointPair.unordered("a", "b").nodeU());
        try {
            modules.putEdge("util", "util");
        } catch (IllegalArgumentException e) {
            System.out.println("IllegalArgumentException: " + e.getMessage());
        }

        MutableNetwork<String, String> flights = NetworkBuilder.directed().allowsParallelEdges(true).edgeOrder(ElementOrder.<String>insertion()).build();
        flights.addEdge("AMS", "LHR", "KL1001");
        flights.addEdge("AMS", "LHR", "BA431");
        flights.addEdge("LHR", "JFK", "BA117");
        flights.addEdge("AMS", "JFK", "KL641");
        System.out.println("flights AMS->LHR " + new TreeSet<>(flights.edgesConnecting("AMS", "LHR")) + " out of AMS " + new TreeSet<>(flights.outEdges("AMS"))
                + " BA117 " + flights.incidentNodes("BA117") + " parallel " + flights.allowsParallelEdges());
        Deque<String> stack = new ArrayDeque<>(new TreeSet<>(flights.asGraph().successors("AMS")));
        System.out.println("from AMS " + stack + " network degree " + flights.degree("LHR"));
    }
}
