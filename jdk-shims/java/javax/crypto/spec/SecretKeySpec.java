package javax.crypto.spec;

import java.security.MessageDigest;
import java.security.spec.KeySpec;
import java.util.Locale;
import javax.crypto.SecretKey;

/** Raw key bytes and the name of their algorithm, with the JDK's checks, equality and hash. */
public class SecretKeySpec implements KeySpec, SecretKey {
    private static final long serialVersionUID = 6577238317307289933L;

    private final byte[] key;
    private final String algorithm;

    public SecretKeySpec(byte[] key, String algorithm) {
        if (key == null || algorithm == null) {
            throw new IllegalArgumentException("Missing argument");
        }
        if (key.length == 0) {
            throw new IllegalArgumentException("Empty key");
        }
        this.key = key.clone();
        this.algorithm = algorithm;
    }

    public SecretKeySpec(byte[] key, int offset, int len, String algorithm) {
        if (key == null || algorithm == null) {
            throw new IllegalArgumentException("Missing argument");
        }
        if (key.length == 0) {
            throw new IllegalArgumentException("Empty key");
        }
        if (key.length - offset < len) {
            throw new IllegalArgumentException("Invalid offset/length combination");
        }
        if (len < 0) {
            throw new ArrayIndexOutOfBoundsException("len is negative");
        }
        if (offset < 0) {
            throw new ArrayIndexOutOfBoundsException("offset is negative");
        }
        this.key = java.util.Arrays.copyOfRange(key, offset, offset + len);
        this.algorithm = algorithm;
    }

    @Override
    public String getAlgorithm() {
        return algorithm;
    }

    @Override
    public String getFormat() {
        return "RAW";
    }

    @Override
    public byte[] getEncoded() {
        return key.clone();
    }

    @Override
    public int hashCode() {
        int retval = 0;
        for (int i = 1; i < key.length; i++) {
            retval += key[i] * i;
        }
        if (algorithm.equalsIgnoreCase("TripleDES")) {
            return retval ^ "desede".hashCode();
        }
        return retval ^ algorithm.toLowerCase(Locale.ENGLISH).hashCode();
    }

    @Override
    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (!(obj instanceof SecretKey)) {
            return false;
        }
        String thatAlg = ((SecretKey) obj).getAlgorithm();
        if (!thatAlg.equalsIgnoreCase(algorithm)) {
            if ((!thatAlg.equalsIgnoreCase("DESede") || !algorithm.equalsIgnoreCase("TripleDES"))
                    && (!thatAlg.equalsIgnoreCase("TripleDES") || !algorithm.equalsIgnoreCase("DESede"))) {
                return false;
            }
        }
        byte[] thatKey = ((SecretKey) obj).getEncoded();
        return MessageDigest.isEqual(key, thatKey);
    }
}
