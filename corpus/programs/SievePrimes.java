import java.util.*;
import java.util.stream.*;

public class SievePrimes {
    static BitSet sieve(int n) {
        BitSet composite = new BitSet(n + 1);
        composite.set(0); composite.set(1);
        for (int i = 2; (long) i * i <= n; i = composite.nextClearBit(i + 1))
            for (int j = i * i; j <= n; j += i) composite.set(j);
        BitSet primes = new BitSet(n + 1);
        primes.set(0, n + 1);
        primes.andNot(composite);
        return primes;
    }

    static Map<Long, Integer> factor(long n) {
        Map<Long, Integer> f = new TreeMap<>();
        for (long p = 2; p * p <= n; p++) while (n % p == 0) { f.merge(p, 1, Integer::sum); n /= p; }
        if (n > 1) f.merge(n, 1, Integer::sum);
        return f;
    }

    static String fmt(Map<Long, Integer> f) {
        return f.entrySet().stream().map(e -> e.getValue() == 1 ? "" + e.getKey() : e.getKey() + "^" + e.getValue()).collect(Collectors.joining(" * "));
    }

    public static void main(String[] args) {
        BitSet p = sieve(1000);
        System.out.println("primes <= 1000: " + p.cardinality());
        System.out.println("first 25: " + p.stream().limit(25).boxed().collect(Collectors.toList()));
        System.out.println("last 5 via previousSetBit: ");
        for (int i = p.previousSetBit(1000), k = 0; k < 5; i = p.previousSetBit(i - 1), k++) System.out.print(i + " ");
        System.out.println();
        // twin primes, gaps
        List<String> twins = new ArrayList<>();
        int maxGap = 0, gapAt = 0;
        for (int i = p.nextSetBit(0), next; (next = p.nextSetBit(i + 1)) >= 0; i = next) {
            if (next - i == 2 && twins.size() < 12) twins.add("(" + i + "," + next + ")");
            if (next - i > maxGap) { maxGap = next - i; gapAt = i; }
        }
        System.out.println("twins: " + twins);
        System.out.println("max gap " + maxGap + " after " + gapAt);
        // bitset algebra
        BitSet odd = new BitSet();
        for (int i = 1; i < 100; i += 2) odd.set(i);
        BitSet small = sieve(100);
        BitSet x = (BitSet) small.clone(); x.and(odd);
        System.out.println("odd primes < 100: " + x.cardinality() + " " + x);
        BitSet y = (BitSet) small.clone(); y.xor(odd);
        System.out.println("xor card " + y.cardinality() + " length " + y.length() + " intersects " + small.intersects(odd));
        BitSet z = (BitSet) small.clone(); z.or(odd); z.flip(0, 10); z.clear(50, 100);
        System.out.println("or/flip/clear " + z);
        System.out.println("get(3,20) " + small.get(3, 20) + " nextClear(2) " + small.nextClearBit(2) + " prevClear(7) " + small.previousClearBit(7));
        System.out.println("toLongArray " + Arrays.toString(small.toLongArray()) + " toByteArray len " + small.toByteArray().length);
        BitSet fromLongs = BitSet.valueOf(new long[]{0b1011L, -1L});
        System.out.println("valueOf " + fromLongs.cardinality() + " first " + fromLongs.nextSetBit(0) + " " + fromLongs.get(0, 8)
            + " equals " + fromLongs.equals(BitSet.valueOf(new long[]{0b1011L, -1L})) + " empty " + new BitSet().isEmpty());
        // factorisations
        long[] ns = {1, 2, 12, 97, 360, 1001, 65536, 999_983, 600851475143L, 9_007_199_254_740_993L};
        for (long n : ns) System.out.printf("%20d = %s%n", n, n == 1 ? "1" : fmt(factor(n)));
        // goldbach
        for (int even = 4; even <= 40; even += 6) {
            final int e = even;
            String pairs = p.stream().filter(a -> a <= e / 2 && p.get(e - a)).mapToObj(a -> a + "+" + (e - a)).collect(Collectors.joining(" "));
            System.out.println(even + ": " + pairs);
        }
        // Euler phi with sieve
        int N = 30;
        int[] phi = IntStream.rangeClosed(0, N).toArray();
        for (int i = 2; i <= N; i++) if (phi[i] == i) for (int j = i; j <= N; j += i) phi[j] -= phi[j] / i;
        System.out.println("phi: " + Arrays.toString(Arrays.copyOfRange(phi, 1, N + 1)));
        // bit tricks
        for (int v : new int[]{0, 1, 6, 40, 255, 1024, -8, Integer.MIN_VALUE}) {
            System.out.printf("%11d bits=%2d lz=%2d tz=%2d high=%d low=%d rev=%d pow2=%b%n", v, Integer.bitCount(v), Integer.numberOfLeadingZeros(v),
                Integer.numberOfTrailingZeros(v), Integer.highestOneBit(v), Integer.lowestOneBit(v), Integer.reverse(v), v > 0 && (v & (v - 1)) == 0);
        }
        System.out.println("rotl " + Integer.rotateLeft(0x80000001, 4) + " rotr " + Long.rotateRight(1L, 1) + " signum " + Long.signum(-99) + " revBytes " + Integer.toHexString(Integer.reverseBytes(0x12345678)));
    }
}
