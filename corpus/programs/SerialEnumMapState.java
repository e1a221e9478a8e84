import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.util.EnumMap;
import java.util.Map;
import java.util.zip.CRC32C;

/** A traffic-light controller that persists its per-state timings and counters as EnumMaps. */
public class SerialEnumMapState {
    enum Light { RED, RED_AMBER, GREEN, AMBER, FLASHING }

    enum Phase {
        DAY { @Override int factor() { return 1; } },
        NIGHT { @Override int factor() { return 2; } };

        abstract int factor();
    }

    static class Controller implements Serializable {
        private static final long serialVersionUID = 11L;
        final String junction;
        final EnumMap<Light, Integer> seconds = new EnumMap<>(Light.class);
        final EnumMap<Phase, EnumMap<Light, Long>> counters = new EnumMap<>(Phase.class);
        Light current = Light.RED;

        Controller(String junction) {
            this.junction = junction;
        }
    }

    static byte[] serialize(Object o) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(o);
        }
        return bytes.toByteArray();
    }

    static Object deserialize(byte[] b) throws IOException, ClassNotFoundException {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(b))) {
            return in.readObject();
        }
    }

    static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (byte x : b) {
            sb.append(String.format("%02x", x));
        }
        return sb.toString();
    }

    static String crc(byte[] b) {
        CRC32C c = new CRC32C();
        c.update(b, 0, b.length);
        return String.format("%08x", c.getValue());
    }

    public static void main(String[] args) throws Exception {
        EnumMap<Light, Integer> empty = new EnumMap<>(Light.class);
        byte[] e = serialize(empty);
        System.out.println("empty " + e.length + " bytes " + hex(e));

        EnumMap<Light, String> sparse = new EnumMap<>(Light.class);
        sparse.put(Light.AMBER, "caution");
        sparse.put(Light.RED, null);
        byte[] s = serialize(sparse);
        System.out.println("sparse " + sparse + " " + s.length + " bytes " + hex(s));
        @SuppressWarnings("unchecked")
        EnumMap<Light, String> sparseBack = (EnumMap<Light, String>) deserialize(s);
        System.out.println("back " + sparseBack + " containsKey(RED)=" + sparseBack.containsKey(Light.RED)
                + " get(RED)=" + sparseBack.get(Light.RED) + " size=" + sparseBack.size());
        sparseBack.put(Light.FLASHING, "night mode");
        System.out.println("still an EnumMap: " + sparseBack);

        Controller c = new Controller("Main St / 5th Ave");
        int[] durations = {30, 2, 25, 3};
        for (Light l : Light.values()) {
            if (l.ordinal() < durations.length) {
                c.seconds.put(l, durations[l.ordinal()]);
            }
        }
        for (Phase p : Phase.values()) {
            EnumMap<Light, Long> counts = new EnumMap<>(Light.class);
            for (Light l : Light.values()) {
                if (l != Light.FLASHING || p == Phase.NIGHT) {
                    counts.put(l, (long) (l.ordinal() + 1) * 1000 * p.factor());
                }
            }
            c.counters.put(p, counts);
        }
        c.current = Light.GREEN;
        byte[] b = serialize(c);
        System.out.println("controller " + b.length + " bytes crc32c=" + crc(b));
        for (int off = 0; off < b.length; off += 64) {
            System.out.println("  " + hex(java.util.Arrays.copyOfRange(b, off, Math.min(b.length, off + 64))));
        }
        Controller back = (Controller) deserialize(b);
        System.out.println(back.junction + " current=" + back.current + " same constant=" + (back.current == Light.GREEN));
        System.out.println("seconds " + back.seconds);
        for (Map.Entry<Phase, EnumMap<Light, Long>> en : back.counters.entrySet()) {
            long total = 0;
            for (long v : en.getValue().values()) {
                total += v;
            }
            System.out.println(en.getKey() + " (factor " + en.getKey().factor() + ") " + en.getValue() + " total=" + total);
        }
        int cycle = 0;
        for (int v : back.seconds.values()) {
            cycle += v;
        }
        System.out.println("cycle length " + cycle + "s, equal maps " + back.seconds.equals(c.seconds)
                + " rewrite identical=" + java.util.Arrays.equals(b, serialize(back)));
        try {
            back.seconds.put(null, 1);
        } catch (NullPointerException ex) {
            System.out.println("null key rejected after reading");
        }
    }
}
