package java.util.jar;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/** The attributes of one manifest section: names (case-insensitive) to string values, in insertion order. */
public class Attributes implements Map<Object, Object>, Cloneable {
    protected Map<Object, Object> map;

    public Attributes() {
        this(11);
    }

    public Attributes(int size) {
        map = new LinkedHashMap<>(size);
    }

    public Attributes(Attributes attr) {
        map = new LinkedHashMap<>(attr);
    }

    @Override
    public Object get(Object name) {
        return map.get(name);
    }

    public String getValue(String name) {
        return (String) get(Name.of(name));
    }

    public String getValue(Name name) {
        return (String) get(name);
    }

    @Override
    public Object put(Object name, Object value) {
        return map.put((Name) name, (String) value);
    }

    public String putValue(String name, String value) {
        return (String) put(Name.of(name), value);
    }

    @Override
    public Object remove(Object name) {
        return map.remove(name);
    }

    @Override
    public boolean containsValue(Object value) {
        return map.containsValue(value);
    }

    @Override
    public boolean containsKey(Object name) {
        return map.containsKey(name);
    }

    @Override
    public void putAll(Map<?, ?> attr) {
        if (!(attr instanceof Attributes)) {
            throw new ClassCastException();
        }
        for (Map.Entry<?, ?> e : attr.entrySet()) {
            put(e.getKey(), e.getValue());
        }
    }

    @Override
    public void clear() {
        map.clear();
    }

    @Override
    public int size() {
        return map.size();
    }

    @Override
    public boolean isEmpty() {
        return map.isEmpty();
    }

    @Override
    public Set<Object> keySet() {
        return map.keySet();
    }

    @Override
    public Collection<Object> values() {
        return map.values();
    }

    @Override
    public Set<Map.Entry<Object, Object>> entrySet() {
        return map.entrySet();
    }

    @Override
    public boolean equals(Object o) {
        return map.equals(o);
    }

    @Override
    public int hashCode() {
        return map.hashCode();
    }

    @Override
    public Object clone() {
        return new Attributes(this);
    }

    /** Writes an individual section: its attributes, then an empty line. */
    void write(OutputStream out) throws IOException {
        for (Map.Entry<Object, Object> e : entrySet()) {
            Manifest.println72(out, e.getKey() + ": " + e.getValue());
        }
        Manifest.println(out);
    }

    /** Writes the main section: the version attribute first, none at all without one. */
    void writeMain(OutputStream out) throws IOException {
        String vername = Name.MANIFEST_VERSION.toString();
        String version = getValue(vername);
        if (version == null) {
            vername = Name.SIGNATURE_VERSION.toString();
            version = getValue(vername);
        }
        if (version != null) {
            out.write((vername + ": " + version).getBytes(StandardCharsets.UTF_8));
            Manifest.println(out);
            for (Map.Entry<Object, Object> e : entrySet()) {
                String name = e.getKey().toString();
                if (!name.equalsIgnoreCase(vername)) {
                    Manifest.println72(out, name + ": " + e.getValue());
                }
            }
        }
        Manifest.println(out);
    }

    /**
     * Reads header lines up to an empty line or the end; a line starting
     * with a space continues the one before. Returns the last line number read.
     */
    int read(Manifest.LineReader in, String filename, int lineNumber) throws IOException {
        String name = null;
        ByteArrayOutputStream value = new ByteArrayOutputStream();
        byte[] line;
        while ((line = in.readLine("line too long")) != null) {
            lineNumber++;
            int len = line.length;
            if (len == 0) {
                break;
            }
            boolean continued = false;
            if (line[0] == ' ') {
                if (name == null) {
                    throw new IOException("misplaced continuation line (" + Manifest.position(filename, lineNumber) + ")");
                }
                continued = true;
                value.write(line, 1, len - 1);
            } else {
                int colon = 0;
                while (colon < len && line[colon] != ':') {
                    colon++;
                }
                if (colon >= len - 1 || line[colon + 1] != ' ') {
                    throw new IOException("invalid header field (" + Manifest.position(filename, lineNumber) + ")");
                }
                name = new String(line, 0, colon, StandardCharsets.UTF_8);
                value.reset();
                value.write(line, colon + 2, len - colon - 2);
            }
            if (in.peek() == ' ') {
                continue;
            }
            try {
                // The JDK logs a warning on a duplicate name; Terrarium keeps the last value silently.
                putValue(name, value.toString(StandardCharsets.UTF_8));
            } catch (IllegalArgumentException e) {
                throw new IOException("invalid header field name: " + name + " ("
                        + Manifest.position(filename, lineNumber) + ")");
            }
            value.reset();
        }
        return lineNumber;
    }

    /** An attribute name: 1 to 70 of [A-Za-z0-9_-], compared ignoring case. */
    public static class Name {
        private final String name;
        private final int hashCode;

        public static final Name MANIFEST_VERSION = new Name("Manifest-Version");
        public static final Name SIGNATURE_VERSION = new Name("Signature-Version");
        public static final Name CONTENT_TYPE = new Name("Content-Type");
        public static final Name CLASS_PATH = new Name("Class-Path");
        public static final Name MAIN_CLASS = new Name("Main-Class");
        public static final Name SEALED = new Name("Sealed");
        public static final Name EXTENSION_LIST = new Name("Extension-List");
        public static final Name EXTENSION_NAME = new Name("Extension-Name");
        @Deprecated
        public static final Name EXTENSION_INSTALLATION = new Name("Extension-Installation");
        public static final Name IMPLEMENTATION_TITLE = new Name("Implementation-Title");
        public static final Name IMPLEMENTATION_VERSION = new Name("Implementation-Version");
        public static final Name IMPLEMENTATION_VENDOR = new Name("Implementation-Vendor");
        @Deprecated
        public static final Name IMPLEMENTATION_VENDOR_ID = new Name("Implementation-Vendor-Id");
        @Deprecated
        public static final Name IMPLEMENTATION_URL = new Name("Implementation-URL");
        public static final Name SPECIFICATION_TITLE = new Name("Specification-Title");
        public static final Name SPECIFICATION_VERSION = new Name("Specification-Version");
        public static final Name SPECIFICATION_VENDOR = new Name("Specification-Vendor");
        public static final Name MULTI_RELEASE = new Name("Multi-Release");

        /** Well-known names keep their canonical spelling when a manifest spells them exactly so. */
        private static final Map<String, Name> KNOWN = new HashMap<>();

        static {
            for (Name n : new Name[] {MANIFEST_VERSION, SIGNATURE_VERSION, CONTENT_TYPE, CLASS_PATH, MAIN_CLASS,
                SEALED, EXTENSION_LIST, EXTENSION_NAME, EXTENSION_INSTALLATION, IMPLEMENTATION_TITLE,
                IMPLEMENTATION_VERSION, IMPLEMENTATION_VENDOR, IMPLEMENTATION_VENDOR_ID, IMPLEMENTATION_URL,
                SPECIFICATION_TITLE, SPECIFICATION_VERSION, SPECIFICATION_VENDOR, MULTI_RELEASE,
                new Name("Add-Exports"), new Name("Add-Opens"), new Name("Launcher-Agent-Class"),
                new Name("JavaFX-Application-Class"), new Name("Name"), new Name("Created-By"),
                new Name("SHA1-Digest"), new Name("SHA-256-Digest")}) {
                KNOWN.put(n.name, n);
            }
        }

        static Name of(String name) {
            Name n = KNOWN.get(name);
            return n != null ? n : new Name(name);
        }

        public Name(String name) {
            this.hashCode = hash(name);
            this.name = name.intern();
        }

        /** Validates the name; its hash is that of the name in upper case. */
        private static int hash(String name) {
            Objects.requireNonNull(name, "name");
            int len = name.length();
            if (len > 70 || len == 0) {
                throw new IllegalArgumentException(name);
            }
            int h = 0;
            for (int i = 0; i < len; i++) {
                char c = name.charAt(i);
                if (c >= 'a' && c <= 'z') {
                    h = h * 31 + (c - ('a' - 'A'));
                } else if ((c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-') {
                    h = h * 31 + c;
                } else {
                    throw new IllegalArgumentException(name);
                }
            }
            return h;
        }

        @Override
        public boolean equals(Object o) {
            return this == o || (o instanceof Name other && other.name.equalsIgnoreCase(name));
        }

        @Override
        public int hashCode() {
            return hashCode;
        }

        @Override
        public String toString() {
            return name;
        }
    }
}
