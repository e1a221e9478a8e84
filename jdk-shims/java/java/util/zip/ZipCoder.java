package java.util.zip;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

/**
 * Entry names and comments to and from bytes. UTF-8 is strict, as the JDK's
 * zip coder is: malformed bytes or an unpaired surrogate are an
 * IllegalArgumentException (which the central directory check reports as a bad name).
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
            return new String(b, off, len, cs);
        }
        if (off < 0 || len < 0 || off + len > b.length) {
            throw new IllegalArgumentException("MALFORMED");
        }
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
                    throw new IllegalArgumentException("UNMAPPABLE");
                }
            }
        }
        return s.getBytes(cs);
    }

    /** Whether the name's last byte is '/' (a directory entry). */
    boolean hasTrailingSlash(byte[] b, int end) {
        return end > 0 && b[end - 1] == '/';
    }

    private static void checkUTF8(byte[] b, int off, int len) {
        int i = off;
        int end = off + len;
        while (i < end) {
            int c = b[i] & 0xff;
            if (c < 0x80) {
                i++;
                continue;
            }
            int n;
            int lo = 0x80;
            int hi = 0xbf;
            if (c >= 0xc2 && c <= 0xdf) {
                n = 1;
            } else if (c >= 0xe0 && c <= 0xef) {
                n = 2;
                if (c == 0xe0) {
                    lo = 0xa0;
                } else if (c == 0xed) {
                    hi = 0x9f;
                }
            } else if (c >= 0xf0 && c <= 0xf4) {
                n = 3;
                if (c == 0xf0) {
                    lo = 0x90;
                } else if (c == 0xf4) {
                    hi = 0x8f;
                }
            } else {
                throw new IllegalArgumentException("MALFORMED");
            }
            if (i + n >= end) {
                throw new IllegalArgumentException("MALFORMED");
            }
            int c1 = b[i + 1] & 0xff;
            if (c1 < lo || c1 > hi) {
                throw new IllegalArgumentException("MALFORMED");
            }
            for (int k = 2; k <= n; k++) {
                int ck = b[i + k] & 0xff;
                if (ck < 0x80 || ck > 0xbf) {
                    throw new IllegalArgumentException("MALFORMED");
                }
            }
            i += n + 1;
        }
    }
}
