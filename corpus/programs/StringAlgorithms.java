import java.util.*;

public class StringAlgorithms {
    static int[] prefixFunction(String p) {
        int[] pi = new int[p.length()];
        for (int i = 1, k = 0; i < p.length(); i++) {
            while (k > 0 && p.charAt(i) != p.charAt(k)) k = pi[k - 1];
            if (p.charAt(i) == p.charAt(k)) k++;
            pi[i] = k;
        }
        return pi;
    }

    static List<Integer> kmp(String text, String pat) {
        List<Integer> hits = new ArrayList<>();
        int[] pi = prefixFunction(pat);
        for (int i = 0, k = 0; i < text.length(); i++) {
            while (k > 0 && text.charAt(i) != pat.charAt(k)) k = pi[k - 1];
            if (text.charAt(i) == pat.charAt(k)) k++;
            if (k == pat.length()) { hits.add(i - k + 1); k = pi[k - 1]; }
        }
        return hits;
    }

    static String lcs(String a, String b) {
        int[][] dp = new int[a.length() + 1][b.length() + 1];
        for (int i = a.length() - 1; i >= 0; i--)
            for (int j = b.length() - 1; j >= 0; j--)
                dp[i][j] = a.charAt(i) == b.charAt(j) ? dp[i + 1][j + 1] + 1 : Math.max(dp[i + 1][j], dp[i][j + 1]);
        StringBuilder sb = new StringBuilder();
        int i = 0, j = 0;
        while (i < a.length() && j < b.length()) {
            if (a.charAt(i) == b.charAt(j)) { sb.append(a.charAt(i)); i++; j++; }
            else if (dp[i + 1][j] >= dp[i][j + 1]) i++;
            else j++;
        }
        return sb.toString();
    }

    static int editDistance(String a, String b) {
        int[] prev = new int[b.length() + 1], cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) prev[j] = j;
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + cost);
            }
            int[] t = prev; prev = cur; cur = t;
        }
        return prev[b.length()];
    }

    static String longestPalindrome(String s) {
        int best = 0, start = 0;
        for (int c = 0; c < 2 * s.length() - 1; c++) {
            int l = c / 2, r = l + c % 2;
            while (l >= 0 && r < s.length() && s.charAt(l) == s.charAt(r)) { l--; r++; }
            if (r - l - 1 > best) { best = r - l - 1; start = l + 1; }
        }
        return s.substring(start, start + best);
    }

    static int[] zFunction(String s) {
        int n = s.length();
        int[] z = new int[n];
        for (int i = 1, l = 0, r = 0; i < n; i++) {
            if (i < r) z[i] = Math.min(r - i, z[i - l]);
            while (i + z[i] < n && s.charAt(z[i]) == s.charAt(i + z[i])) z[i]++;
            if (i + z[i] > r) { l = i; r = i + z[i]; }
        }
        return z;
    }

    static long polyHash(String s) {
        long h = 0;
        for (char c : s.toCharArray()) h = (h * 131 + c) % 1_000_000_007L;
        return h;
    }

    static Integer[] suffixArray(String s) {
        Integer[] sa = new Integer[s.length()];
        for (int i = 0; i < sa.length; i++) sa[i] = i;
        Arrays.sort(sa, (x, y) -> s.substring(x).compareTo(s.substring(y)));
        return sa;
    }

    public static void main(String[] args) {
        String text = "abababcabababcababcabababab";
        for (String pat : new String[]{"abab", "abc", "ababcab", "zzz", "b"}) {
            List<Integer> k = kmp(text, pat);
            List<Integer> naive = new ArrayList<>();
            for (int i = text.indexOf(pat); i >= 0; i = text.indexOf(pat, i + 1)) naive.add(i);
            System.out.printf("%-8s pi=%-22s hits=%s same=%b%n", pat, Arrays.toString(prefixFunction(pat)), k, k.equals(naive));
        }
        String[][] pairs = {{"AGGTAB", "GXTXAYB"}, {"kitten", "sitting"}, {"intention", "execution"}, {"", "abc"},
            {"sunday", "saturday"}, {"algorithm", "altruistic"}, {"same", "same"}};
        for (String[] p : pairs)
            System.out.printf("%-10s %-10s lcs=%-8s edit=%d%n", p[0], p[1], '"' + lcs(p[0], p[1]) + '"', editDistance(p[0], p[1]));
        for (String s : new String[]{"babad", "forgeeksskeegfor", "abacdfgdcaba", "a", "racecar level noon"})
            System.out.println("longest palindrome in " + s + ": " + longestPalindrome(s));
        System.out.println("z(aabxaab) " + Arrays.toString(zFunction("aabxaab")) + " z(aaaaa) " + Arrays.toString(zFunction("aaaaa")));
        String banana = "banana";
        Integer[] sa = suffixArray(banana);
        for (int i : sa) System.out.println("  sa " + i + " " + banana.substring(i));
        String[] words = {"hello", "world", "Hello", "ollhe", "java", "avaj"};
        for (String w : words) System.out.printf("hash %-6s poly=%10d string=%11d%n", w, polyHash(w), w.hashCode());
        // compare / regionMatches / case
        System.out.println("compareTo " + "apple".compareTo("banana") + " " + "abc".compareTo("ab") + " " + "B".compareToIgnoreCase("a")
            + " region " + "Hello World".regionMatches(true, 6, "WORLDS", 0, 5) + " " + "Hello".regionMatches(1, "yell", 1, 3));
        System.out.println("strip '" + "  \t x y \n".strip() + "' lead '" + "  x ".stripLeading() + "' trail '" + "  x ".stripTrailing() + "'"
            + " lines " + "a\nb\r\nc".lines().count() + " chars " + "hello".chars().filter(c -> c == 'l').count()
            + " indent " + "a\nb".indent(2).replace("\n", "|"));
        StringBuilder sb = new StringBuilder("0123456789");
        sb.insert(5, "--").reverse().deleteCharAt(0).replace(0, 3, "X").setCharAt(1, '#');
        sb.setLength(8);
        System.out.println("builder " + sb + " idx " + sb.indexOf("-") + " last " + sb.lastIndexOf("-") + " cap>=len " + (sb.capacity() >= sb.length()));
        System.out.println("join " + String.join("/", List.of("usr", "local", "bin")) + " repeat " + "ab".repeat(3) + " valueOf " + String.valueOf(new char[]{'h', 'i'}, 0, 1)
            + " format " + "%s-%05d".formatted("id", 42) + " translate " + "tab\\there".translateEscapes());
    }
}
