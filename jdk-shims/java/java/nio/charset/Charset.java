package java.nio.charset;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.util.Collections;
import java.util.Locale;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The charsets Terrarium implements: UTF-8, ISO-8859-1, US-ASCII and UTF-16
 * (BE, LE). Their coders are jdk.internal.terrarium.Codec's.
 */
public abstract class Charset implements Comparable<Charset> {
    private final String name;
    private final String[] aliases;

    protected Charset(String canonicalName, String[] aliases) {
        checkName(canonicalName);
        this.name = canonicalName;
        this.aliases = aliases == null ? new String[0] : aliases;
    }

    private static void checkName(String s) {
        int n = s.length();
        if (n == 0) {
            throw new IllegalCharsetNameException(s);
        }
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9') {
                continue;
            }
            if (i > 0 && (c == '-' || c == '+' || c == ':' || c == '_' || c == '.')) {
                continue;
            }
            throw new IllegalCharsetNameException(s);
        }
    }

    private static final class Builtin extends Charset {
        Builtin(String name, String[] aliases) {
            super(name, aliases);
        }

        /** The Unicode charsets contain all others; ISO-8859-1 contains US-ASCII. */
        @Override
        public boolean contains(Charset cs) {
            if (!(cs instanceof Builtin)) {
                return false;
            }
            if (this == US_ASCII || this == ISO_8859_1) {
                return cs == US_ASCII || cs == this;
            }
            return true;
        }

        @Override
        public CharsetDecoder newDecoder() {
            return jdk.internal.terrarium.Codec.newCharsetDecoder(this);
        }

        @Override
        public CharsetEncoder newEncoder() {
            return jdk.internal.terrarium.Codec.newCharsetEncoder(this);
        }
    }

    static final Charset UTF_8 = new Builtin("UTF-8", new String[] {"unicode-1-1-utf-8", "UTF8"});
    static final Charset ISO_8859_1 = new Builtin("ISO-8859-1", new String[] {"iso-ir-100", "ISO_8859-1",
        "latin1", "l1", "IBM819", "cp819", "csISOLatin1", "819", "IBM-819", "ISO8859_1", "ISO_8859-1:1987",
        "ISO_8859_1", "8859_1", "ISO8859-1"});
    static final Charset US_ASCII = new Builtin("US-ASCII", new String[] {"iso-ir-6", "ANSI_X3.4-1986",
        "ISO_646.irv:1991", "ASCII", "iso_646.irv:1983", "ANSI_X3.4-1968", "ISO646-US", "default", "cp367",
        "csASCII", "646", "us", "IBM367", "ascii7"});
    static final Charset UTF_16 = new Builtin("UTF-16", new String[] {"UTF_16", "utf16", "unicode", "UnicodeBig"});
    static final Charset UTF_16BE = new Builtin("UTF-16BE", new String[] {"UTF_16BE", "ISO-10646-UCS-2",
        "X-UTF-16BE", "UnicodeBigUnmarked"});
    static final Charset UTF_16LE = new Builtin("UTF-16LE", new String[] {"UTF_16LE", "X-UTF-16LE",
        "UnicodeLittleUnmarked"});

    private static Charset[] all() {
        return new Charset[] {ISO_8859_1, US_ASCII, UTF_16, UTF_16BE, UTF_16LE, UTF_8};
    }

    private static Charset lookup(String charsetName) {
        if (charsetName == null) {
            throw new IllegalArgumentException("Null charset name");
        }
        Charset[] all = all();
        // canonical names first: they are what programs mostly ask for
        for (Charset cs : all) {
            if (cs.name.equalsIgnoreCase(charsetName)) {
                return cs;
            }
        }
        for (Charset cs : all) {
            for (String a : cs.aliases) {
                if (a.equalsIgnoreCase(charsetName)) {
                    return cs;
                }
            }
        }
        checkName(charsetName);
        return null;
    }

    public static boolean isSupported(String charsetName) {
        return lookup(charsetName) != null;
    }

    public static Charset forName(String charsetName) {
        Charset cs = lookup(charsetName);
        if (cs == null) {
            throw new UnsupportedCharsetException(charsetName); // hotspot:527
        }
        return cs;
    }

    public static SortedMap<String, Charset> availableCharsets() {
        TreeMap<String, Charset> m = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        for (Charset cs : all()) {
            m.put(cs.name, cs);
        }
        return Collections.unmodifiableSortedMap(m);
    }

    public static Charset defaultCharset() {
        return UTF_8;
    }

    public final String name() {
        return name;
    }

    public final Set<String> aliases() {
        java.util.HashSet<String> s = new java.util.HashSet<>();
        for (String a : aliases) {
            s.add(a);
        }
        return Collections.unmodifiableSet(s);
    }

    public String displayName() {
        return name;
    }

    public String displayName(Locale locale) {
        return name;
    }

    public final boolean isRegistered() {
        return !name.startsWith("X-") && !name.startsWith("x-");
    }

    public boolean canEncode() {
        return true;
    }

    public abstract boolean contains(Charset cs);

    public abstract CharsetDecoder newDecoder();

    public abstract CharsetEncoder newEncoder();

    /** Decodes replacing malformed input and unmappable characters. */
    public final CharBuffer decode(ByteBuffer bb) {
        try {
            return newDecoder().onMalformedInput(CodingErrorAction.REPLACE)
                    .onUnmappableCharacter(CodingErrorAction.REPLACE).decode(bb);
        } catch (CharacterCodingException x) {
            throw new Error(x);
        }
    }

    /** Encodes replacing malformed input and unmappable characters. */
    public final ByteBuffer encode(CharBuffer cb) {
        try {
            return newEncoder().onMalformedInput(CodingErrorAction.REPLACE)
                    .onUnmappableCharacter(CodingErrorAction.REPLACE).encode(cb);
        } catch (CharacterCodingException x) {
            throw new Error(x);
        }
    }

    public final ByteBuffer encode(String str) {
        return encode(CharBuffer.wrap(str));
    }

    public final int compareTo(Charset that) {
        return name().compareToIgnoreCase(that.name());
    }

    public final int hashCode() {
        return name().hashCode();
    }

    public final boolean equals(Object ob) {
        if (!(ob instanceof Charset)) {
            return false;
        }
        if (this == ob) {
            return true;
        }
        return name.equals(((Charset) ob).name());
    }

    public final String toString() {
        return name();
    }
}
