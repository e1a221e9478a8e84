package javax.crypto;

import java.nio.ByteBuffer;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.Key;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.spec.AlgorithmParameterSpec;
import java.util.Locale;
import java.util.Objects;

/**
 * HMAC (RFC 2104) over the library's MessageDigest: HmacMD5, HmacSHA1,
 * HmacSHA224, HmacSHA256, HmacSHA384 and HmacSHA512, as SunJCE's. There are
 * no providers; other MACs of the JDK (HmacSHA512/256, HmacSHA3-*, PBE) are
 * not available here.
 */
public class Mac implements Cloneable {
    private final String algorithm;
    private final int blockSize;
    private MessageDigest inner;
    private MessageDigest outer;
    private byte[] innerPad;
    private byte[] outerPad;
    private boolean initialized;
    /** Whether inner has been fed innerPad since the last reset. */
    private boolean primed;

    private Mac(String algorithm, MessageDigest inner, MessageDigest outer, int blockSize) {
        this.algorithm = algorithm;
        this.inner = inner;
        this.outer = outer;
        this.blockSize = blockSize;
    }

    public static final Mac getInstance(String algorithm) throws NoSuchAlgorithmException {
        Objects.requireNonNull(algorithm, "null algorithm name");
        String digest;
        int block = 64;
        switch (algorithm.toUpperCase(Locale.ROOT)) {
            case "HMACMD5":
                digest = "MD5";
                break;
            case "HMACSHA1":
                digest = "SHA-1";
                break;
            case "HMACSHA224":
                digest = "SHA-224";
                break;
            case "HMACSHA256":
                digest = "SHA-256";
                break;
            case "HMACSHA384":
                digest = "SHA-384";
                block = 128;
                break;
            case "HMACSHA512":
                digest = "SHA-512";
                block = 128;
                break;
            default:
                throw new NoSuchAlgorithmException("Algorithm " + algorithm + " not available");
        }
        return new Mac(algorithm, MessageDigest.getInstance(digest), MessageDigest.getInstance(digest), block);
    }

    public final String getAlgorithm() {
        return algorithm;
    }

    public final int getMacLength() {
        return inner.getDigestLength();
    }

    public final void init(Key key) throws InvalidKeyException {
        try {
            init(key, null);
        } catch (InvalidAlgorithmParameterException e) {
            throw new InvalidKeyException("init() failed", e);
        }
    }

    public final void init(Key key, AlgorithmParameterSpec params)
            throws InvalidKeyException, InvalidAlgorithmParameterException {
        if (params != null) {
            throw new InvalidAlgorithmParameterException("HMAC does not use parameters");
        }
        if (!(key instanceof SecretKey)) {
            throw new InvalidKeyException("Secret key expected");
        }
        byte[] secret = key.getEncoded();
        if (secret == null) {
            throw new InvalidKeyException("Missing key data");
        }
        // A key longer than a block is replaced by its digest.
        if (secret.length > blockSize) {
            secret = inner.digest(secret);
        }
        innerPad = new byte[blockSize];
        outerPad = new byte[blockSize];
        for (int i = 0; i < blockSize; i++) {
            byte k = i < secret.length ? secret[i] : 0;
            innerPad[i] = (byte) (k ^ 0x36);
            outerPad[i] = (byte) (k ^ 0x5c);
        }
        java.util.Arrays.fill(secret, (byte) 0);
        initialized = true;
        reset();
    }

    private void check() {
        if (!initialized) {
            throw new IllegalStateException("MAC not initialized");
        }
        if (!primed) {
            inner.update(innerPad);
            primed = true;
        }
    }

    public final void update(byte input) throws IllegalStateException {
        check();
        inner.update(input);
    }

    public final void update(byte[] input) throws IllegalStateException {
        check();
        if (input != null) {
            inner.update(input, 0, input.length);
        }
    }

    public final void update(byte[] input, int offset, int len) throws IllegalStateException {
        check();
        if (input != null) {
            if (offset < 0 || len > input.length - offset || len < 0) {
                throw new IllegalArgumentException("Bad arguments");
            }
            inner.update(input, offset, len);
        }
    }

    public final void update(ByteBuffer input) {
        check();
        if (input == null) {
            throw new IllegalArgumentException("Buffer must not be null");
        }
        inner.update(input);
    }

    public final byte[] doFinal() throws IllegalStateException {
        check();
        byte[] innerHash = inner.digest();
        outer.update(outerPad);
        outer.update(innerHash);
        byte[] mac = outer.digest();
        primed = false;
        return mac;
    }

    public final void doFinal(byte[] output, int outOffset) throws ShortBufferException, IllegalStateException {
        check();
        int len = getMacLength();
        if (output == null || output.length - outOffset < len) {
            throw new ShortBufferException("Cannot store MAC in output buffer");
        }
        byte[] mac = doFinal();
        System.arraycopy(mac, 0, output, outOffset, len);
    }

    public final byte[] doFinal(byte[] input) throws IllegalStateException {
        check();
        update(input);
        return doFinal();
    }

    public final void reset() {
        inner.reset();
        outer.reset();
        primed = false;
    }

    @Override
    public final Object clone() throws CloneNotSupportedException {
        Mac that = (Mac) super.clone();
        that.inner = (MessageDigest) inner.clone();
        that.outer = (MessageDigest) outer.clone();
        return that;
    }
}
