package jdk.internal.terrarium;

/**
 * The message digests of java.security.MessageDigest: MD2, MD5, SHA-1, SHA-224,
 * SHA-256, SHA-384, SHA-512, SHA-512/224, SHA-512/256 and SHA3-224/256/384/512,
 * as the JDK's SUN provider names them. The VM computes them (natives over
 * the RustCrypto crates); this keeps the input until digest().
 */
public final class Digests {
    private final String algorithm;
    private byte[] data = new byte[64];
    private int size;

    private static native byte[] compute(String algorithm, byte[] data, int len);

    /** The SUN provider's standard name for `name` (its aliases too), or null. */
    public static String canonical(String name) {
        switch (name.toUpperCase(java.util.Locale.ROOT)) {
            case "MD2":
                return "MD2";
            case "MD5":
                return "MD5";
            case "SHA-1":
            case "SHA1":
            case "SHA":
                return "SHA-1";
            case "SHA-224":
            case "SHA224":
                return "SHA-224";
            case "SHA-256":
            case "SHA256":
                return "SHA-256";
            case "SHA-384":
            case "SHA384":
                return "SHA-384";
            case "SHA-512":
            case "SHA512":
                return "SHA-512";
            case "SHA-512/224":
            case "SHA512/224":
                return "SHA-512/224";
            case "SHA-512/256":
            case "SHA512/256":
                return "SHA-512/256";
            case "SHA3-224":
                return "SHA3-224";
            case "SHA3-256":
                return "SHA3-256";
            case "SHA3-384":
                return "SHA3-384";
            case "SHA3-512":
                return "SHA3-512";
            default:
                return null;
        }
    }

    /** `algorithm`: a canonical name. */
    public Digests(String algorithm) {
        this.algorithm = algorithm;
    }

    public int length() {
        switch (algorithm) {
            case "MD2":
            case "MD5":
                return 16;
            case "SHA-1":
                return 20;
            case "SHA-224":
            case "SHA-512/224":
            case "SHA3-224":
                return 28;
            case "SHA-256":
            case "SHA-512/256":
            case "SHA3-256":
                return 32;
            case "SHA-384":
            case "SHA3-384":
                return 48;
            default:
                return 64;
        }
    }

    public void reset() {
        size = 0;
        if (data.length > 1 << 16) {
            data = new byte[64];
        }
    }

    private void room(int more) {
        if (more > data.length - size) {
            int want = Math.max(size + more, data.length * 2);
            if (want < 0) {
                throw new OutOfMemoryError("Required array size too large");
            }
            data = java.util.Arrays.copyOf(data, want);
        }
    }

    public void update(byte b) {
        room(1);
        data[size++] = b;
    }

    public void update(byte[] b, int off, int len) {
        room(len);
        System.arraycopy(b, off, data, size, len);
        size += len;
    }

    public byte[] digest() {
        byte[] d = compute(algorithm, data, size);
        reset();
        return d;
    }

    /** An independent copy with the same input so far (MessageDigest.clone). */
    public Digests copy() {
        Digests c = new Digests(algorithm);
        c.data = java.util.Arrays.copyOf(data, Math.max(size, 64));
        c.size = size;
        return c;
    }
}
