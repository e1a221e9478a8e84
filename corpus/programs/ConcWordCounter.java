import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;

public class ConcWordCounter {
    static final String TEXT = """
            It was the best of times, it was the worst of times, it was the age of wisdom,
            it was the age of foolishness, it was the epoch of belief, it was the epoch of
            incredulity, it was the season of Light, it was the season of Darkness, it was
            the spring of hope, it was the winter of despair, we had everything before us,
            we had nothing before us, we were all going direct to Heaven, we were all going
            direct the other way - in short, the period was so far like the present period,
            that some of its noisiest authorities insisted on its being received, for good
            or for evil, in the superlative degree of comparison only.
            There were a king with a large jaw and a queen with a plain face, on the throne
            of England; there were a king with a large jaw and a queen with a fair face, on
            the throne of France. In both countries it was clearer than crystal to the lords
            of the State preserves of loaves and fishes, that things in general were settled
            for ever.
            """;

    // map phase: each thread counts its own chunk into a private map, then merges
    static class ChunkCounter extends Thread {
        private final List<String> lines;
        private final ConcurrentHashMap<String, LongAdder> global;
        final Map<String, Integer> local = new HashMap<>();

        ChunkCounter(List<String> lines, ConcurrentHashMap<String, LongAdder> global) {
            this.lines = lines;
            this.global = global;
        }

        @Override
        public void run() {
            for (String line : lines) {
                for (String w : line.toLowerCase().split("[^a-z]+")) {
                    if (!w.isEmpty()) local.merge(w, 1, Integer::sum);
                }
            }
            local.forEach((w, n) -> global.computeIfAbsent(w, k -> new LongAdder()).add(n));
        }
    }

    public static void main(String[] args) throws Exception {
        String[] lines = TEXT.split("\n");
        int workers = 4;
        ConcurrentHashMap<String, LongAdder> global = new ConcurrentHashMap<>();
        List<ChunkCounter> counters = new ArrayList<>();
        for (int w = 0; w < workers; w++) {
            List<String> chunk = new ArrayList<>();
            for (int i = w; i < lines.length; i += workers) chunk.add(lines[i]);
            counters.add(new ChunkCounter(chunk, global));
        }
        for (ChunkCounter c : counters) c.start();
        for (ChunkCounter c : counters) c.join();

        for (int w = 0; w < workers; w++) {
            int words = counters.get(w).local.values().stream().mapToInt(Integer::intValue).sum();
            System.out.println(counters.get(w).getName() + " counted " + words + " words, " + counters.get(w).local.size() + " distinct");
        }
        long total = global.values().stream().mapToLong(LongAdder::sum).sum();
        System.out.println("total words " + total + ", distinct " + global.size());
        List<Map.Entry<String, LongAdder>> entries = new ArrayList<>(global.entrySet());
        entries.sort(Comparator.<Map.Entry<String, LongAdder>>comparingLong(e -> -e.getValue().sum()).thenComparing(Map.Entry::getKey));
        System.out.println("top 12:");
        for (int i = 0; i < 12; i++) {
            System.out.printf("  %2d. %-8s %d%n", i + 1, entries.get(i).getKey(), entries.get(i).getValue().sum());
        }
        StringBuilder singles = new StringBuilder();
        global.entrySet().stream().filter(e -> e.getValue().sum() == 1).map(Map.Entry::getKey).sorted().limit(10)
                .forEach(w -> singles.append(w).append(' '));
        System.out.println("first hapax legomena: " + singles.toString().trim());

        // the same count with a parallel stream, checked against the threaded result
        Map<String, Long> viaStream = java.util.Arrays.stream(lines).parallel()
                .flatMap(l -> java.util.Arrays.stream(l.toLowerCase().split("[^a-z]+")))
                .filter(w -> !w.isEmpty())
                .collect(java.util.stream.Collectors.groupingByConcurrent(w -> w, java.util.stream.Collectors.counting()));
        boolean same = viaStream.size() == global.size();
        for (Map.Entry<String, Long> e : viaStream.entrySet()) same &= global.get(e.getKey()).sum() == e.getValue();
        System.out.println("parallel stream agrees: " + same);
    }
}
