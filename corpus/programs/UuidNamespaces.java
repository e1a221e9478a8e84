import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.*;

/** Deterministic ids for catalogue entries: name-based (version 3) UUIDs, parsing and ordering. */
public class UuidNamespaces {
    static final UUID NAMESPACE_DNS = UUID.fromString("6ba7b810-9dad-11d1-80b4-00c04fd430c8");
    static final UUID NAMESPACE_URL = UUID.fromString("6ba7b811-9dad-11d1-80b4-00c04fd430c8");

    /** RFC 4122 style: the namespace's 16 bytes, then the name, hashed with MD5 by nameUUIDFromBytes. */
    static UUID v3(UUID namespace, String name) {
        byte[] n = name.getBytes(StandardCharsets.UTF_8);
        ByteBuffer bb = ByteBuffer.allocate(16 + n.length);
        bb.putLong(namespace.getMostSignificantBits()).putLong(namespace.getLeastSignificantBits()).put(n);
        return UUID.nameUUIDFromBytes(bb.array());
    }

    static String describe(UUID u) {
        return u + " v" + u.version() + " variant " + u.variant();
    }

    public static void main(String[] args) {
        System.out.println("dns  python.org  " + describe(v3(NAMESPACE_DNS, "python.org")));
        System.out.println("dns  www.example.com " + describe(v3(NAMESPACE_DNS, "www.example.com")));
        System.out.println("url  https://example.com/a " + describe(v3(NAMESPACE_URL, "https://example.com/a")));
        System.out.println("raw  empty " + describe(UUID.nameUUIDFromBytes(new byte[0])));
        System.out.println("raw  'hello' " + describe(UUID.nameUUIDFromBytes("hello".getBytes(StandardCharsets.UTF_8))));
        System.out.println("raw  unicode " + describe(UUID.nameUUIDFromBytes("Straße ☃".getBytes(StandardCharsets.UTF_8))));
        System.out.println("stable: " + v3(NAMESPACE_DNS, "a.b").equals(v3(NAMESPACE_DNS, "a.b")) + ", namespaces differ: "
                + !v3(NAMESPACE_DNS, "a.b").equals(v3(NAMESPACE_URL, "a.b")));

        // Catalogue keyed by name-based ids, ordered by UUID.compareTo (signed 64-bit halves).
        TreeMap<UUID, String> catalogue = new TreeMap<>();
        for (String sku : List.of("chair-oak", "desk-pine", "lamp-brass", "rug-wool", "shelf-ash", "stool-elm")) {
            catalogue.put(v3(NAMESPACE_URL, "urn:sku:" + sku), sku);
        }
        catalogue.forEach((k, v) -> System.out.println("  " + k + "  " + v + "  msb<0=" + (k.getMostSignificantBits() < 0) + " hash=" + k.hashCode()));

        // Parsing: hex digits may be short, letters in any case; anything else is rejected.
        String[] inputs = {
            "6BA7B810-9DAD-11D1-80B4-00C04FD430C8", "1-2-3-4-5", "00000000-0000-0000-0000-000000000000",
            "ffffffff-ffff-ffff-ffff-ffffffffffff", "6ba7b810-9dad-11d1-80b4", "6ba7b810x9dad-11d1-80b4-00c04fd430c8",
            "6ba7b810-9dad-11d1-80b4-00c04fd430c8-1", "g0000000-0000-0000-0000-000000000000", "123456789-0-0-0-0", "",
        };
        for (String in : inputs) {
            try {
                UUID u = UUID.fromString(in);
                System.out.println("parse '" + in + "' -> " + u + " msb=" + Long.toHexString(u.getMostSignificantBits()) + " lsb=" + Long.toHexString(u.getLeastSignificantBits()));
            } catch (IllegalArgumentException e) {
                System.out.println("parse '" + in + "' -> " + e.getMessage());
            }
        }
        UUID nil = new UUID(0, 0);
        UUID max = new UUID(-1, -1);
        UUID one = new UUID(0, 1);
        System.out.println("compare nil/max " + nil.compareTo(max) + " max/nil " + max.compareTo(nil) + " nil/one " + nil.compareTo(one) + " one/one " + one.compareTo(new UUID(0, 1)));
        System.out.println("nil version " + nil.version() + " variant " + nil.variant() + " max variant " + max.variant());
        try {
            v3(NAMESPACE_DNS, "x").timestamp();
        } catch (UnsupportedOperationException e) {
            System.out.println("timestamp: " + e.getMessage());
        }
        UUID time = UUID.fromString("5e7e6c5a-1dd2-11b2-8000-0800200c9a66");
        System.out.println("v1 timestamp " + time.timestamp() + " clockSequence " + time.clockSequence() + " node " + Long.toHexString(time.node()));
        try {
            UUID.nameUUIDFromBytes(null);
        } catch (NullPointerException e) {
            System.out.println("null name: NPE");
        }
    }
}
