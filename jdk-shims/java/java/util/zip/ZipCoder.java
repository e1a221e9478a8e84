package java.util.zip;

import java.nio.charset.Charset;
import java.nio.charset.MalformedInputException;
import java.nio.charset.StandardCharsets;

/**
 * Entry names and comments to and from bytes. UTF-8 is strict, as the JDK's
 * zip coder is: malformed bytes or an unpaired surrogate are an
 * IllegalArgumentException with the JDK's message (which the central
 * directory check reports as a bad name or comment).
 */
final class ZipCoder {
    static final ZipCoder UTF8 = new ZipCoder(StandardCharsets.UTF_8);

    private final Charset cs;

    private ZipCoder(Charset cs) {
        this.cs = cs;
    }

    static ZipCoder get(Charset charset) {
        return StandardCharsets.UTF_8.equals(charset) ? UTF8 : new ZipCoder(charset);
    }

    boolean isUTF8() {
        return this == UTF8;
    }

    String toString(byte[] b, int off, int len) {
        if (!isUTF8()) {
            if (StandardCharsets.US_ASCII.equals(cs)) {
                for (int i = off; i < off + len; i++) {
                    if (b[i] < 0) {
                        throw new IllegalArgumentException(new MalformedInputException(1));
                    }
                }
            }
            return new String(b, off, len, cs);
        }
        java.util.Objects.checkFromIndexSize(off, len, b.length);
        checkUTF8(b, off, len);
        return new String(b, off, len, StandardCharsets.UTF_8);
    }

    String toString(byte[] b) {
        return toString(b, 0, b.length);
    }

    byte[] getBytes(String s) {
        if (isUTF8()) {
            for (int i = 0; i < s.length(); i++) {
                char c = s.charAt(i);
                if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
                    i++;
                } else if (Character.isSurrogate(c)) {
                    throw new IllegalArgumentException("malformed input off : " + i + ", length : 1");
                }
            }
        }
        return s.getBytes(cs);
    }

    /** Whether the name's last byte is '/' (a directory entry). */
    boolean hasTrailingSlash(byte[] b, int end) {
        return end > 0 && b[end - 1] == '/';
    }

    /**
     * Throws at the first malformed sequence what the JDK's strict UTF-8
     * decoding throws: its offset in {@code b} and its length as the JDK counts it.
     */
    private static void checkUTF8(byte[] b, int sp, int len) {
        int sl = sp + len;
        while (sp < sl) {
            int b1 = b[sp++];
            if (b1 >= 0) {
                continue;
            }
            if ((b1 >> 5) == -2 && (b1 & 0x1e) != 0) {
                // two bytes, not overlong
                if (sp >= sl) {
                    malformed(sp, 1);
                }
                if (notContinuation(b[sp++])) {
                    malformed(sp - 1, 1);
                }
            } else if ((b1 >> 4) == -2) {
                // three bytes
                if (sp + 1 < sl) {
                    int b2 = b[sp++];
                    int b3 = b[sp++];
                    if ((b1 == (byte) 0xe0 && (b2 & 0xe0) == 0x80) || notContinuation(b2) || notContinuation(b3)) {
                        malformed(sp - 3, 3);
                    }
                    int c = ((b1 & 0x0f) << 12) | ((b2 & 0x3f) << 6) | (b3 & 0x3f);
                    if (c >= 0xd800 && c <= 0xdfff) {
                        malformed(sp - 3, 3);
                    }
                    continue;
                }
                if (sp < sl && ((b1 == (byte) 0xe0 && (b[sp] & 0xe0) == 0x80) || notContinuation(b[sp]))) {
                    malformed(sp - 1, 2);
                }
                malformed(sp, 1);
            } else if ((b1 >> 3) == -2) {
                // four bytes
                if (sp + 2 < sl) {
                    int b2 = b[sp++];
                    int b3 = b[sp++];
                    int b4 = b[sp++];
                    int uc = ((b1 & 0x07) << 18) | ((b2 & 0x3f) << 12) | ((b3 & 0x3f) << 6) | (b4 & 0x3f);
                    if (notContinuation(b2) || notContinuation(b3) || notContinuation(b4)
                            || !Character.isSupplementaryCodePoint(uc)) {
                        malformed(sp - 4, 4);
                    }
                    continue;
                }
                malformed(sp - 1, 1);
            } else {
                malformed(sp - 1, 1);
            }
        }
    }

    private static boolean notContinuation(int b) {
        return (b & 0xc0) != 0x80;
    }

    private static void malformed(int off, int nb) {
        throw new IllegalArgumentException("malformed input off : " + off + ", length : " + nb);
    }
}
