public class Sieve {
    static int sieve(int n, boolean[] composite, int[] primes) {
        java.util.Arrays.fill(composite, false);
        int count = 0;
        for (int i = 2; i <= n; i++) {
            if (!composite[i]) {
                primes[count++] = i;
                for (long j = (long) i * i; j <= n; j += i) composite[(int) j] = true;
            }
        }
        return count;
    }

    public static void main(String[] args) {
        int n = 2_000_000;
        boolean[] composite = new boolean[n + 1];
        int[] primes = new int[n / 2];
        long checksum = 0;
        for (int rep = 0; rep < 20; rep++) {
            int c = sieve(n - rep * 1000, composite, primes);
            checksum = checksum * 31 + c;
            for (int i = 0; i < c; i += 97) checksum += primes[i];
        }
        System.out.println("Sieve checksum " + checksum);
    }
}
