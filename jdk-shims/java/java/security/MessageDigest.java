package java.security;

/** The SUN provider's digests: MD2, MD5, SHA-1, the SHA-2 and the SHA-3 families. */
public abstract class MessageDigest {
    private final String algorithm;

    protected MessageDigest(String algorithm) {
        this.algorithm = algorithm;
    }

    public static MessageDigest getInstance(String algorithm) throws NoSuchAlgorithmException {
        if (algorithm == null) {
            throw new NullPointerException("null algorithm name");
        }
        String canonical = jdk.internal.terrarium.Digests.canonical(algorithm);
        if (canonical != null) {
            return new Impl(algorithm, new jdk.internal.terrarium.Digests(canonical));
        }
        throw new NoSuchAlgorithmException(algorithm + " MessageDigest not available");
    }

    public final void update(java.nio.ByteBuffer input) {
        if (input == null) {
            throw new NullPointerException();
        }
        engineUpdate(input);
    }

    /** MessageDigestSpi's: the buffer's remaining bytes, through the byte[] form. */
    protected void engineUpdate(java.nio.ByteBuffer input) {
        if (!input.hasRemaining()) {
            return;
        }
        if (input.hasArray()) {
            int pos = input.position();
            int lim = input.limit();
            engineUpdate(input.array(), input.arrayOffset() + pos, lim - pos);
            input.position(lim);
            return;
        }
        byte[] chunk = new byte[Math.min(4096, input.remaining())];
        while (input.hasRemaining()) {
            int n = Math.min(chunk.length, input.remaining());
            input.get(chunk, 0, n);
            engineUpdate(chunk, 0, n);
        }
    }

    /** As the JDK's: a copy in the same state if the digest is Cloneable (the built-in ones are). */
    @Override
    public Object clone() throws CloneNotSupportedException {
        if (this instanceof Cloneable) {
            return super.clone();
        }
        throw new CloneNotSupportedException();
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

    private static final class Impl extends MessageDigest implements Cloneable {
        private final jdk.internal.terrarium.Digests d;

        Impl(String name, jdk.internal.terrarium.Digests d) {
            super(name);
            this.d = d;
        }

        @Override
        public Object clone() {
            return new Impl(getAlgorithm(), d.copy());
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
