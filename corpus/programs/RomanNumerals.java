import java.util.*;

public class RomanNumerals {
    private static final TreeMap<Integer, String> ROMAN = new TreeMap<>();
    static {
        int[] v = {1000, 900, 500, 400, 100, 90, 50, 40, 10, 9, 5, 4, 1};
        String[] s = {"M", "CM", "D", "CD", "C", "XC", "L", "XL", "X", "IX", "V", "IV", "I"};
        for (int i = 0; i < v.length; i++) ROMAN.put(v[i], s[i]);
    }

    static String toRoman(int n) {
        if (n <= 0 || n >= 4000) throw new IllegalArgumentException("out of range: " + n);
        int k = ROMAN.floorKey(n);
        return n == k ? ROMAN.get(n) : ROMAN.get(k) + toRoman(n - k);
    }

    static int fromRoman(String s) {
        Map<Character, Integer> val = Map.of('I', 1, 'V', 5, 'X', 10, 'L', 50, 'C', 100, 'D', 500, 'M', 1000);
        int total = 0;
        for (int i = 0; i < s.length(); i++) {
            Integer cur = val.get(s.charAt(i));
            if (cur == null) throw new NumberFormatException("not a roman digit: '" + s.charAt(i) + "' in " + s);
            int next = i + 1 < s.length() ? val.getOrDefault(s.charAt(i + 1), 0) : 0;
            total += cur < next ? -cur : cur;
        }
        if (!toRoman(total).equals(s)) throw new NumberFormatException("non-canonical numeral " + s + " (did you mean " + toRoman(total) + "?)");
        return total;
    }

    static final String[] ONES = {"", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"};
    static final String[] TENS = {"", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"};
    static final String[] SCALE = {"", " thousand", " million", " billion"};

    static String words(long n) {
        if (n == 0) return "zero";
        if (n < 0) return "minus " + words(-n);
        List<String> parts = new ArrayList<>();
        int scale = 0;
        while (n > 0) {
            int chunk = (int) (n % 1000);
            if (chunk != 0) parts.add(0, small(chunk) + SCALE[scale]);
            n /= 1000;
            scale++;
        }
        return String.join(" ", parts);
    }

    static String small(int n) {
        StringBuilder sb = new StringBuilder();
        if (n >= 100) { sb.append(ONES[n / 100]).append(" hundred"); n %= 100; if (n > 0) sb.append(" and "); }
        if (n >= 20) { sb.append(TENS[n / 10]); if (n % 10 > 0) sb.append('-').append(ONES[n % 10]); }
        else if (n > 0) sb.append(ONES[n]);
        return sb.toString();
    }

    static String ordinal(int n) {
        int m100 = n % 100, m10 = n % 10;
        String suf = (m100 >= 11 && m100 <= 13) ? "th" : m10 == 1 ? "st" : m10 == 2 ? "nd" : m10 == 3 ? "rd" : "th";
        return n + suf;
    }

    public static void main(String[] args) {
        int[] samples = {1, 4, 9, 14, 40, 90, 400, 1666, 1987, 1999, 2024, 3888, 3999};
        for (int n : samples) {
            String r = toRoman(n);
            System.out.printf("%5d %-16s %5d%n", n, r, fromRoman(r));
        }
        for (String bad : new String[]{"IIII", "VX", "MCMZ", "IC", "XLIX"}) {
            try {
                System.out.println(bad + " = " + fromRoman(bad));
            } catch (NumberFormatException e) {
                System.out.println(bad + ": " + e.getMessage());
            }
        }
        for (int bad : new int[]{0, 4000, -3}) {
            try { toRoman(bad); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        }
        long[] nums = {0, 7, 13, 21, 105, 342, 1000, 1001, 90210, 1_000_000, 2_147_483_647L, -45, 999_999_999_999L};
        for (long n : nums) System.out.println(n + ": " + words(n));
        StringBuilder sb = new StringBuilder();
        for (int i : new int[]{1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 112, 1003}) sb.append(ordinal(i)).append(' ');
        System.out.println(sb.toString().trim());
        // number base conversions
        for (int n : new int[]{0, 10, 255, 1000, -1, Integer.MAX_VALUE}) {
            System.out.printf("%11d bin=%s oct=%s hex=%s b36=%s%n", n, Integer.toBinaryString(n), Integer.toOctalString(n),
                Integer.toHexString(n), Integer.toString(n, 36));
        }
        System.out.println(Integer.parseInt("zz", 36) + " " + Integer.parseInt("-7f", 16) + " " + Long.parseLong("1111111111111111111111111111111111111111111111111111111111111", 2)
            + " " + Integer.parseUnsignedInt("4294967295") + " " + Integer.toUnsignedString(-2) + " " + Long.toUnsignedString(-1L));
        System.out.println(String.format("%,d | %,.2f | %08.3f | %+d | %x | %o | %e | %10.4s|", 1234567890L, 9876543.215, -3.14159, 42, 48879, 8, 12345.678, "truncate"));
    }
}
