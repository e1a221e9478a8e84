import java.util.*;
import java.util.regex.*;

public class RunLengthEncoding {
    static String encode(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); ) {
            int j = i;
            while (j < s.length() && s.charAt(j) == s.charAt(i)) j++;
            int n = j - i;
            if (n > 1) sb.append(n);
            sb.append(s.charAt(i));
            i = j;
        }
        return sb.toString();
    }

    static final Pattern RUN = Pattern.compile("(\\d*)(\\D)");

    static String decode(String s) {
        StringBuilder sb = new StringBuilder();
        Matcher m = RUN.matcher(s);
        while (m.find()) {
            int n = m.group(1).isEmpty() ? 1 : Integer.parseInt(m.group(1));
            sb.append(String.valueOf(m.group(2)).repeat(n));
        }
        return sb.toString();
    }

    static List<int[]> encodeBytes(byte[] data) {
        List<int[]> runs = new ArrayList<>();
        for (byte b : data) {
            if (!runs.isEmpty() && runs.get(runs.size() - 1)[0] == b && runs.get(runs.size() - 1)[1] < 255) runs.get(runs.size() - 1)[1]++;
            else runs.add(new int[]{b, 1});
        }
        return runs;
    }

    // LZ77-ish: (offset,length,next)
    record Triple(int off, int len, char next) {
        @Override public String toString() { return "(" + off + "," + len + "," + next + ")"; }
    }

    static List<Triple> lz(String s, int window) {
        List<Triple> out = new ArrayList<>();
        int i = 0;
        while (i < s.length()) {
            int bestLen = 0, bestOff = 0;
            for (int j = Math.max(0, i - window); j < i; j++) {
                int k = 0;
                while (i + k < s.length() - 1 && s.charAt(j + k) == s.charAt(i + k)) k++;
                if (k > bestLen) { bestLen = k; bestOff = i - j; }
            }
            out.add(new Triple(bestOff, bestLen, s.charAt(i + bestLen)));
            i += bestLen + 1;
        }
        return out;
    }

    static String unlz(List<Triple> t) {
        StringBuilder sb = new StringBuilder();
        for (Triple x : t) {
            int start = sb.length() - x.off();
            for (int k = 0; k < x.len(); k++) sb.append(sb.charAt(start + k));
            sb.append(x.next());
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        String[] inputs = {"", "a", "aaaa", "abc", "WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW",
            "aabcccccaaa", "  spaces   here  ", "xyzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz!"};
        for (String in : inputs) {
            String e = encode(in);
            String d = decode(e);
            System.out.printf("%-40s -> %-20s ratio %5.2f ok=%b%n", '"' + (in.length() > 36 ? in.substring(0, 33) + "..." : in) + '"', e,
                in.isEmpty() ? 0.0 : (double) e.length() / in.length(), d.equals(in));
        }
        byte[] img = new byte[64];
        for (int i = 0; i < img.length; i++) img[i] = (byte) ((i / 8 + i % 8) % 5 == 0 ? 0xFF : 0);
        List<int[]> runs = encodeBytes(img);
        StringJoiner sj = new StringJoiner(" ");
        for (int[] r : runs) sj.add(r[1] + "x" + (r[0] & 0xff));
        System.out.println("byte runs (" + runs.size() + "): " + sj);
        for (int row = 0; row < 8; row++) {
            StringBuilder sb = new StringBuilder();
            for (int c = 0; c < 8; c++) sb.append(img[row * 8 + c] != 0 ? '#' : '.');
            System.out.println("  " + sb);
        }
        String text = "abracadabra abracadabra abracadabra! to be or not to be, that is the question";
        List<Triple> t = lz(text, 32);
        System.out.println("lz77 triples " + t.size() + " for " + text.length() + " chars");
        for (int i = 0; i < t.size(); i += 8) System.out.println("  " + t.subList(i, Math.min(t.size(), i + 8)));
        System.out.println("roundtrip ok: " + unlz(t).equals(text));
        // histogram of characters + simple Huffman code lengths
        Map<Character, Integer> freq = new TreeMap<>();
        for (char c : text.toCharArray()) freq.merge(c, 1, Integer::sum);
        PriorityQueue<Object[]> pq = new PriorityQueue<>((a, b) -> {
            int c = Integer.compare((Integer) a[0], (Integer) b[0]);
            return c != 0 ? c : ((String) a[1]).compareTo((String) b[1]);
        });
        freq.forEach((c, n) -> pq.add(new Object[]{n, String.valueOf(c)}));
        Map<Character, Integer> depth = new TreeMap<>();
        for (char c : freq.keySet()) depth.put(c, 0);
        while (pq.size() > 1) {
            Object[] a = pq.poll(), b = pq.poll();
            String merged = (String) a[1] + b[1];
            for (char c : merged.toCharArray()) depth.merge(c, 1, Integer::sum);
            pq.add(new Object[]{(Integer) a[0] + (Integer) b[0], merged});
        }
        int bits = 0;
        for (Map.Entry<Character, Integer> e : freq.entrySet()) {
            bits += e.getValue() * depth.get(e.getKey());
            System.out.printf("  '%c' x%-2d code length %d%n", e.getKey(), e.getValue(), depth.get(e.getKey()));
        }
        System.out.println("huffman bits " + bits + " vs " + text.length() * 8 + " (" + String.format("%.1f%%", 100.0 * bits / (text.length() * 8)) + ")");
    }
}
