import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.security.MessageDigest;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** A job queue that checkpoints immutable collections (List.of, Set.of, Map.of, Stream.toList) to bytes. */
public class SerialImmutableCollections {
    record Job(String name, List<String> steps, Map<String, Integer> limits, Set<String> tags) implements Serializable { }

    static class Checkpoint implements Serializable {
        private static final long serialVersionUID = 3L;
        List<Job> jobs;
        List<Integer> nullable;
        List<String> empty;
    }

    /** Written by HotSpot 17: List.of("x", "y") and Map.of("k", "v"). */
    static final String[] FOREIGN = {
        "aced0005737200116a6176612e7574696c2e436f6c6c536572578eabb63a1ba81103000149000374616778700000000177040000"
            + "0002740001787400017978",
        "aced0005737200116a6176612e7574696c2e436f6c6c536572578eabb63a1ba81103000149000374616778700000000377040000"
            + "00027400016b7400017678",
    };

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

    static byte[] unhex(String h) {
        byte[] b = new byte[h.length() / 2];
        for (int i = 0; i < b.length; i++) {
            b[i] = (byte) Integer.parseInt(h.substring(2 * i, 2 * i + 2), 16);
        }
        return b;
    }

    static void show(String label, Object o) throws Exception {
        byte[] b = serialize(o);
        Object back = deserialize(b);
        System.out.println(label + " " + o + " -> " + b.length + " bytes");
        System.out.println("  " + hex(b));
        System.out.println("  back " + back + " equal=" + back.equals(o) + " hash=" + (back.hashCode() == o.hashCode()));
    }

    public static void main(String[] args) throws Exception {
        show("List.of()", List.of());
        show("List.of(1)", List.of(1));
        show("List.of(a,b,c)", List.of("a", "b", "c"));
        show("List.copyOf", List.copyOf(Arrays.asList(3, 1, 2)));
        show("Set.of()", Set.of());
        show("Set.of(solo)", Set.of("solo"));
        show("Map.of()", Map.of());
        show("Map.of(k,1)", Map.of("k", 1));
        show("Map.entry list", List.of(List.of(1, 2), List.of()));
        show("toList", Stream.of("p", null, "q").toList());
        show("toUnmodifiableList", Stream.of(5, 6).collect(Collectors.toUnmodifiableList()));

        Checkpoint cp = new Checkpoint();
        cp.jobs = List.of(
                new Job("build", List.of("compile", "test", "package"), Map.of("cpu", 2), Set.of("ci")),
                new Job("deploy", List.of("upload"), Map.of(), Set.of()));
        cp.nullable = Stream.of(1, null, 3).toList();
        cp.empty = List.of();
        byte[] b = serialize(cp);
        System.out.println("checkpoint " + b.length + " bytes sha256="
                + hex(MessageDigest.getInstance("SHA-256").digest(b)));
        Checkpoint back = (Checkpoint) deserialize(b);
        System.out.println("jobs " + back.jobs);
        System.out.println("nullable " + back.nullable + " indexOf(null)=" + back.nullable.indexOf(null)
                + " contains(null)=" + back.nullable.contains(null));
        System.out.println("empty " + back.empty + " same empty=" + (back.empty == List.<String>of()));
        try {
            back.jobs.get(0).steps().add("deploy");
        } catch (UnsupportedOperationException e) {
            System.out.println("still immutable: " + e);
        }
        try {
            back.jobs.get(0).steps().contains(null);
        } catch (NullPointerException e) {
            System.out.println("List.of rejects null queries: " + e.getClass().getSimpleName());
        }
        try {
            List.copyOf(back.nullable);
        } catch (NullPointerException e) {
            System.out.println("copyOf of the nullable list: " + e.getClass().getSimpleName());
        }

        for (String h : FOREIGN) {
            byte[] f = unhex(h);
            Object o = deserialize(f);
            System.out.println("foreign " + o + " rewrite identical=" + Arrays.equals(f, serialize(o)));
        }

        // A tampered proxy: tag 9 is no collection kind.
        byte[] tampered = unhex(FOREIGN[0]);
        tampered[tampered.length - 16] = 9;
        try {
            deserialize(tampered);
        } catch (IOException e) {
            System.out.println(e);
        }
        // A duplicate set element is rejected when the proxy resolves.
        byte[] dup = serialize(Set.of("x"));
        String h = hex(dup).replace("7704000000017400017878", "770400000002740001787400017878");
        try {
            System.out.println("duplicate accepted: " + deserialize(unhex(h)));
        } catch (IOException e) {
            System.out.println(e + " cause=" + e.getCause());
        }
        try {
            serialize(List.of(1, 2, 3).subList(0, 2));
        } catch (IOException e) {
            System.out.println(e);
        }
    }
}
