import java.util.*;

public class GameOfLife {
    record Cell(int r, int c) {}

    static Set<Cell> step(Set<Cell> live) {
        Map<Cell, Integer> counts = new HashMap<>();
        for (Cell c : live)
            for (int dr = -1; dr <= 1; dr++)
                for (int dc = -1; dc <= 1; dc++)
                    if (dr != 0 || dc != 0) counts.merge(new Cell(c.r() + dr, c.c() + dc), 1, Integer::sum);
        Set<Cell> next = new HashSet<>();
        for (Map.Entry<Cell, Integer> e : counts.entrySet()) {
            int n = e.getValue();
            if (n == 3 || (n == 2 && live.contains(e.getKey()))) next.add(e.getKey());
        }
        return next;
    }

    static Set<Cell> parse(String... rows) {
        Set<Cell> s = new HashSet<>();
        for (int r = 0; r < rows.length; r++) for (int c = 0; c < rows[r].length(); c++) if (rows[r].charAt(c) == '#') s.add(new Cell(r, c));
        return s;
    }

    static void render(Set<Cell> live, int r0, int c0, int h, int w) {
        for (int r = r0; r < r0 + h; r++) {
            StringBuilder sb = new StringBuilder("  ");
            for (int c = c0; c < c0 + w; c++) sb.append(live.contains(new Cell(r, c)) ? '#' : '.');
            System.out.println(sb);
        }
    }

    static String bounds(Set<Cell> live) {
        IntSummaryStatistics rs = live.stream().mapToInt(Cell::r).summaryStatistics();
        IntSummaryStatistics cs = live.stream().mapToInt(Cell::c).summaryStatistics();
        return "rows " + rs.getMin() + ".." + rs.getMax() + " cols " + cs.getMin() + ".." + cs.getMax();
    }

    public static void main(String[] args) {
        Set<Cell> glider = parse(".#.", "..#", "###");
        for (int g = 0; g <= 4; g++) {
            System.out.println("glider gen " + g + " (" + glider.size() + " cells, " + bounds(glider) + ")");
            render(glider, 0, 0, 5, 6);
            glider = step(glider);
        }
        Set<Cell> blinker = parse("###");
        System.out.println("blinker period 2: " + step(step(blinker)).equals(blinker) + ", changes: " + !step(blinker).equals(blinker));
        Set<Cell> block = parse("##", "##");
        System.out.println("block still life: " + step(block).equals(block));
        // R-pentomino evolution stats
        Set<Cell> r = parse(".##", "##.", ".#.");
        List<Integer> pops = new ArrayList<>();
        Map<Set<Cell>, Integer> seen = new HashMap<>();
        for (int g = 0; g < 60; g++) {
            pops.add(r.size());
            r = step(r);
        }
        System.out.println("R-pentomino populations: " + pops);
        System.out.println("after 60: " + r.size() + " cells, " + bounds(r));
        // periodicity detection on a torus-free small pattern (toad)
        Set<Cell> toad = parse(".###", "###.");
        Set<Cell> cur = toad;
        for (int g = 0; g < 10; g++) {
            Integer prev = seen.put(cur, g);
            if (prev != null) { System.out.println("toad repeats: gen " + g + " == gen " + prev); break; }
            cur = step(cur);
        }
        // bounded grid version with boolean arrays and wraparound
        int H = 8, W = 12;
        boolean[][] grid = new boolean[H][W];
        Random rnd = new Random(3);
        for (int i = 0; i < H; i++) for (int j = 0; j < W; j++) grid[i][j] = rnd.nextInt(100) < 35;
        for (int g = 0; g < 3; g++) {
            int alive = 0;
            StringBuilder sb = new StringBuilder();
            for (boolean[] row : grid) { for (boolean b : row) { sb.append(b ? 'O' : '-'); if (b) alive++; } sb.append('\n'); }
            System.out.print("torus gen " + g + " alive " + alive + "\n" + sb);
            boolean[][] nx = new boolean[H][W];
            for (int i = 0; i < H; i++) for (int j = 0; j < W; j++) {
                int n = 0;
                for (int di = -1; di <= 1; di++) for (int dj = -1; dj <= 1; dj++)
                    if ((di | dj) != 0 && grid[Math.floorMod(i + di, H)][Math.floorMod(j + dj, W)]) n++;
                nx[i][j] = n == 3 || (n == 2 && grid[i][j]);
            }
            grid = nx;
        }
        System.out.println("hash of glider cell " + new Cell(2, 3).hashCode() + " equals " + new Cell(2, 3).equals(new Cell(2, 3)));
    }
}
