package java.security;

import java.util.Random;

/**
 * A strong-looking, deterministic generator: every algorithm is the same
 * splitmix64 stream seeded from the world's seed (a run is reproducible),
 * drawn as an unseeded Random (queued world values first, every draw logged).
 */
public class SecureRandom extends Random {
    private static final long serialVersionUID = 4940670005562187L;
    private static final long GAMMA = 0x9e3779b97f4a7c15L;

    private final String algorithm;
    private long state;

    public SecureRandom() {
        this("NativePRNG");
    }

    public SecureRandom(byte[] seed) {
        this("NativePRNG");
        setSeed(seed);
    }

    private SecureRandom(String algorithm) {
        // Unseeded: the world's (queued values first, every draw logged).
        super();
        this.algorithm = algorithm;
        this.state = jdk.internal.terrarium.Seeds.next();
    }

    private static String canonical(String algorithm) {
        if (algorithm == null) {
            throw new NullPointerException("null algorithm name");
        }
        String[] known = {"NativePRNG", "NativePRNGBlocking", "NativePRNGNonBlocking", "SHA1PRNG", "DRBG"};
        for (String k : known) {
            if (k.equalsIgnoreCase(algorithm)) {
                return k;
            }
        }
        return null;
    }

    public static SecureRandom getInstance(String algorithm) throws NoSuchAlgorithmException {
        String c = canonical(algorithm);
        if (c == null) {
            throw new NoSuchAlgorithmException(algorithm + " SecureRandom not available");
        }
        return new SecureRandom(c);
    }

    public static SecureRandom getInstanceStrong() throws NoSuchAlgorithmException {
        return new SecureRandom("NativePRNGBlocking");
    }

    public String getAlgorithm() {
        return algorithm;
    }

    public void setSeed(byte[] seed) {
        long s = state;
        for (byte b : seed) {
            s = jdk.internal.terrarium.Seeds.mix64(s ^ (b & 0xff));
        }
        state = s;
    }

    @Override
    public void setSeed(long seed) {
        if (algorithm != null) {
            state = jdk.internal.terrarium.Seeds.mix64(state ^ seed);
        }
    }

    private long nextBits() {
        state += GAMMA;
        return jdk.internal.terrarium.Seeds.mix64(state);
    }

    @Override
    protected final int next(int numBits) {
        return (int) (nextBits() >>> (64 - numBits));
    }

    public static byte[] getSeed(int numBytes) {
        if (numBytes < 0) {
            throw new IllegalArgumentException("numBytes cannot be negative");
        }
        byte[] b = new byte[numBytes];
        new SecureRandom().nextBytes(b);
        return b;
    }

    public byte[] generateSeed(int numBytes) {
        if (numBytes < 0) {
            throw new IllegalArgumentException("numBytes cannot be negative");
        }
        byte[] b = new byte[numBytes];
        nextBytes(b);
        return b;
    }

    @Override
    public String toString() {
        return algorithm;
    }
}
