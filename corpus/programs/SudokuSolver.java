import java.util.*;

public class SudokuSolver {
    final int[][] g = new int[9][9];
    final BitSet[] rows = new BitSet[9], cols = new BitSet[9], boxes = new BitSet[9];
    int guesses;

    SudokuSolver(String puzzle) {
        for (int i = 0; i < 9; i++) { rows[i] = new BitSet(10); cols[i] = new BitSet(10); boxes[i] = new BitSet(10); }
        String p = puzzle.replaceAll("[^0-9.]", "");
        if (p.length() != 81) throw new IllegalArgumentException("need 81 cells, got " + p.length());
        for (int i = 0; i < 81; i++) {
            char c = p.charAt(i);
            if (c != '.' && c != '0') {
                int v = c - '0';
                if (!canPlace(i / 9, i % 9, v)) throw new IllegalStateException("conflict at r" + (i / 9 + 1) + "c" + (i % 9 + 1) + " value " + v);
                place(i / 9, i % 9, v);
            }
        }
    }

    boolean canPlace(int r, int c, int v) { return !rows[r].get(v) && !cols[c].get(v) && !boxes[r / 3 * 3 + c / 3].get(v); }
    void place(int r, int c, int v) { g[r][c] = v; rows[r].set(v); cols[c].set(v); boxes[r / 3 * 3 + c / 3].set(v); }
    void unplace(int r, int c, int v) { g[r][c] = 0; rows[r].clear(v); cols[c].clear(v); boxes[r / 3 * 3 + c / 3].clear(v); }

    boolean solve() {
        int br = -1, bc = -1, best = 10;
        for (int r = 0; r < 9; r++) for (int c = 0; c < 9; c++) {
            if (g[r][c] != 0) continue;
            BitSet used = (BitSet) rows[r].clone();
            used.or(cols[c]); used.or(boxes[r / 3 * 3 + c / 3]);
            int options = 9 - used.get(1, 10).cardinality();
            if (options < best) { best = options; br = r; bc = c; }
        }
        if (br < 0) return true;
        for (int v = 1; v <= 9; v++) {
            if (!canPlace(br, bc, v)) continue;
            guesses++;
            place(br, bc, v);
            if (solve()) return true;
            unplace(br, bc, v);
        }
        return false;
    }

    @Override public String toString() {
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < 9; r++) {
            if (r % 3 == 0) sb.append("+-------+-------+-------+\n");
            for (int c = 0; c < 9; c++) { if (c % 3 == 0) sb.append("| "); sb.append(g[r][c] == 0 ? "." : String.valueOf(g[r][c])).append(' '); }
            sb.append("|\n");
        }
        return sb.append("+-------+-------+-------+").toString();
    }

    public static void main(String[] args) {
        String[] puzzles = {
            "53..7.... 6..195... .98....6. 8...6...3 4..8.3..1 7...2...6 .6....28. ...419..5 ....8..79",
            "..9748... 7........ .2.1.9... ..7...24. .64.1.59. .98...3.. ...8.3.2. ........6 ...2759..",
            "55....... ......... ......... ......... ......... ......... ......... ......... .........",
            "123",
        };
        for (String p : puzzles) {
            try {
                SudokuSolver s = new SudokuSolver(p);
                boolean ok = s.solve();
                System.out.println("solved=" + ok + " guesses=" + s.guesses);
                System.out.println(s);
                int sum = Arrays.stream(s.g).flatMapToInt(Arrays::stream).sum();
                System.out.println("checksum " + sum + " first row " + Arrays.toString(s.g[0]));
            } catch (IllegalArgumentException | IllegalStateException e) {
                System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
            }
        }
    }
}
