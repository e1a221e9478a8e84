package java.util;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.StringReader;
import java.nio.charset.MalformedInputException;
import java.nio.charset.StandardCharsets;

/**
 * A bundle read from a properties file. From a stream, the text is UTF-8,
 * or ISO-8859-1 when it is not valid UTF-8 (as JDK 9 and later read it);
 * the system property java.util.PropertyResourceBundle.encoding set to
 * ISO-8859-1 or UTF-8 forces one. Terrarium decides for the whole file,
 * where the JDK decides per 8 KiB block read: the two differ only for
 * larger files whose first invalid byte is past the first block.
 */
public class PropertyResourceBundle extends ResourceBundle {
    /** Read once, when the class is initialised, as in the JDK. */
    private static final String ENCODING =
            System.getProperty("java.util.PropertyResourceBundle.encoding", "").toUpperCase(Locale.ROOT);

    private final Map<String, Object> lookup;

    public PropertyResourceBundle(InputStream stream) throws IOException {
        this(new StringReader(decode(stream.readAllBytes())));
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    public PropertyResourceBundle(Reader reader) throws IOException {
        Properties properties = new Properties();
        properties.load(reader);
        lookup = new HashMap(properties);
    }

    private static String decode(byte[] bytes) throws IOException {
        if (ENCODING.equals("ISO-8859-1")) {
            return new String(bytes, StandardCharsets.ISO_8859_1);
        }
        int bad = firstMalformed(bytes);
        if (bad == -1) {
            return new String(bytes, StandardCharsets.UTF_8);
        }
        // A sequence cut short by the end of input is reported, not retried as ISO-8859-1 (as in the JDK).
        if (bad < -1) {
            throw new MalformedInputException(-bad - 1);
        }
        if (ENCODING.equals("UTF-8")) {
            throw new MalformedInputException(1);
        }
        return new String(bytes, StandardCharsets.ISO_8859_1);
    }

    /**
     * -1 if {@code b} is well-formed UTF-8; the index of the first malformed
     * sequence; or, when only the last one is cut short, -1 - its length.
     */
    private static int firstMalformed(byte[] b) {
        int i = 0;
        int n = b.length;
        while (i < n) {
            int c = b[i] & 0xff;
            if (c < 0x80) {
                i++;
                continue;
            }
            int len;
            int lo = 0x80;
            int hi = 0xbf;
            if (c >= 0xc2 && c <= 0xdf) {
                len = 2;
            } else if (c >= 0xe0 && c <= 0xef) {
                len = 3;
                if (c == 0xe0) {
                    lo = 0xa0;
                } else if (c == 0xed) {
                    hi = 0x9f; // no surrogates
                }
            } else if (c >= 0xf0 && c <= 0xf4) {
                len = 4;
                if (c == 0xf0) {
                    lo = 0x90;
                } else if (c == 0xf4) {
                    hi = 0x8f;
                }
            } else {
                return i;
            }
            for (int k = 1; k < len; k++) {
                if (i + k >= n) {
                    return -1 - (n - i);
                }
                int d = b[i + k] & 0xff;
                int min = k == 1 ? lo : 0x80;
                int max = k == 1 ? hi : 0xbf;
                if (d < min || d > max) {
                    return i;
                }
            }
            i += len;
        }
        return -1;
    }

    @Override
    public Object handleGetObject(String key) {
        if (key == null) {
            throw new NullPointerException();
        }
        return lookup.get(key);
    }

    @Override
    public Enumeration<String> getKeys() {
        ResourceBundle parent = this.parent;
        return new ResourceBundle.Keys(lookup.keySet(), parent != null ? parent.getKeys() : null);
    }

    @Override
    protected Set<String> handleKeySet() {
        return lookup.keySet();
    }
}
