package java.security;

/** MD5, SHA-1 and SHA-256 (SHA-224/384/512 are not provided). */
public abstract class MessageDigest {
    private final String algorithm;

    protected MessageDigest(String algorithm) {
        this.algorithm = algorithm;
    }

    public static MessageDigest getInstance(String algorithm) throws NoSuchAlgorithmException {
        if (algorithm == null) {
            throw new NullPointerException("null algorithm name");
        }
        String a = algorithm.toUpperCase(java.util.Locale.ROOT);
        if (a.equals("MD5")) {
            return new Impl(algorithm, jdk.internal.terrarium.Digests.MD5);
        }
        if (a.equals("SHA-1") || a.equals("SHA1") || a.equals("SHA")) {
            return new Impl(algorithm, jdk.internal.terrarium.Digests.SHA1);
        }
        if (a.equals("SHA-256") || a.equals("SHA256")) {
            return new Impl(algorithm, jdk.internal.terrarium.Digests.SHA256);
        }
        throw new NoSuchAlgorithmException(algorithm + " MessageDigest not available");
    }

    public final String getAlgorithm() {
        return algorithm;
    }

    public final int getDigestLength() {
        return engineGetDigestLength();
    }

    public void update(byte input) {
        engineUpdate(input);
    }

    public void update(byte[] input, int offset, int len) {
        if (input == null) {
            throw new IllegalArgumentException("No input buffer given");
        }
        if (input.length - offset < len) {
            throw new IllegalArgumentException("Input buffer too short");
        }
        engineUpdate(input, offset, len);
    }

    public void update(byte[] input) {
        engineUpdate(input, 0, input.length);
    }

    public byte[] digest() {
        return engineDigest();
    }

    public int digest(byte[] buf, int offset, int len) throws DigestException {
        if (buf == null) {
            throw new IllegalArgumentException("No output buffer given");
        }
        byte[] d = engineDigest();
        if (len < d.length) {
            throw new DigestException("partial digests not returned");
        }
        if (buf.length - offset < d.length) {
            throw new DigestException("insufficient space in the output buffer to store the digest");
        }
        System.arraycopy(d, 0, buf, offset, d.length);
        return d.length;
    }

    public byte[] digest(byte[] input) {
        update(input);
        return digest();
    }

    public void reset() {
        engineReset();
    }

    public static boolean isEqual(byte[] digesta, byte[] digestb) {
        if (digesta == digestb) {
            return true;
        }
        if (digesta == null || digestb == null) {
            return false;
        }
        return java.util.Arrays.equals(digesta, digestb);
    }

    @Override
    public String toString() {
        return algorithm + " Message Digest from SUN, <initialized>\n";
    }

    protected abstract int engineGetDigestLength();

    protected abstract void engineUpdate(byte input);

    protected abstract void engineUpdate(byte[] input, int offset, int len);

    protected abstract byte[] engineDigest();

    protected abstract void engineReset();

    private static final class Impl extends MessageDigest {
        private final jdk.internal.terrarium.Digests d;

        Impl(String name, int kind) {
            super(name);
            d = new jdk.internal.terrarium.Digests(kind);
        }

        @Override
        protected int engineGetDigestLength() {
            return d.length();
        }

        @Override
        protected void engineUpdate(byte input) {
            d.update(input);
        }

        @Override
        protected void engineUpdate(byte[] input, int offset, int len) {
            d.update(input, offset, len);
        }

        @Override
        protected byte[] engineDigest() {
            return d.digest();
        }

        @Override
        protected void engineReset() {
            d.reset();
        }
    }
}
