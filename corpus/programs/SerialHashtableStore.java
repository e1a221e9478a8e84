import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.security.MessageDigest;
import java.util.Enumeration;
import java.util.Hashtable;
import java.util.Properties;

/** A legacy settings cache that persists Hashtables and Properties with Java serialization. */
public class SerialHashtableStore {
    static class Snapshot implements Serializable {
        private static final long serialVersionUID = 7L;
        String owner;
        Hashtable<String, Integer> quotas;
        Properties settings;
        Hashtable<String, Integer> sameQuotas;
    }

    /** Written by HotSpot 17: a Hashtable {alpha=1}. */
    static final String FOREIGN = "aced0005737200136a6176612e7574696c2e486173687461626c6513bb0f25214ae4b803000246000a6c6f61"
            + "64466163746f724900097468726573686f6c6478703f4000000000000877080000000b00000001740005616c7068617372"
            + "00116a6176612e6c616e672e496e746567657212e2a0a4f781873802000149000576616c7565787200106a6176612e6c61"
            + "6e672e4e756d62657286ac951d0b94e08b02000078700000000178";

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

    static String hex(byte[] b, int max) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < Math.min(b.length, max); i++) {
            sb.append(String.format("%02x", b[i]));
        }
        return sb.toString();
    }

    static String sha256(byte[] b) throws Exception {
        return hex(MessageDigest.getInstance("SHA-256").digest(b), 32);
    }

    static void dump(String label, byte[] b) throws Exception {
        System.out.println(label + ": " + b.length + " bytes sha256=" + sha256(b));
        for (int off = 0; off < b.length; off += 48) {
            System.out.println("  " + hex(java.util.Arrays.copyOfRange(b, off, Math.min(b.length, off + 48)), 48));
        }
    }

    public static void main(String[] args) throws Exception {
        Hashtable<String, Integer> quotas = new Hashtable<>();
        String[] users = {"ann", "bob", "cyd", "dee", "eve", "fay", "gus", "hal", "ivy", "jon", "kim", "lee", "max"};
        for (int i = 0; i < users.length; i++) {
            quotas.put(users[i], (i + 1) * 250);
        }
        quotas.remove("eve");
        dump("quotas " + quotas, serialize(quotas));

        Properties defaults = new Properties();
        defaults.setProperty("log.level", "INFO");
        defaults.setProperty("pool.size", "8");
        Properties settings = new Properties(defaults);
        settings.setProperty("db.url", "jdbc:h2:mem:test");
        settings.setProperty("pool.size", "16");
        settings.setProperty("feature.x", "on");
        dump("settings " + settings, serialize(settings));

        Snapshot snap = new Snapshot();
        snap.owner = "ops";
        snap.quotas = quotas;
        snap.settings = settings;
        snap.sameQuotas = quotas;
        byte[] b = serialize(snap);
        dump("snapshot", b);

        Snapshot back = (Snapshot) deserialize(b);
        System.out.println("owner=" + back.owner + " shared=" + (back.quotas == back.sameQuotas));
        System.out.println("quotas back " + back.quotas + " equal=" + back.quotas.equals(quotas));
        System.out.println("settings back " + back.settings + " pool.size=" + back.settings.getProperty("pool.size")
                + " log.level=" + back.settings.getProperty("log.level") + " missing=" + back.settings.getProperty("nope", "dflt"));
        StringBuilder keys = new StringBuilder();
        for (Enumeration<String> e = back.quotas.keys(); e.hasMoreElements(); ) {
            keys.append(e.nextElement()).append(' ');
        }
        System.out.println("key order after reading: " + keys);
        back.quotas.put("zed", 1);
        back.quotas.put("amy", 2);
        System.out.println("after puts " + back.quotas);
        System.out.println("rewritten equal to first write: " + java.util.Arrays.equals(serialize(quotas), serialize(deserialize(serialize(quotas)))));

        Hashtable<Integer, String> grown = new Hashtable<>(3, 0.5f);
        for (int i = 0; i < 40; i += 3) {
            grown.put(i * 31, "v" + i);
        }
        dump("grown " + grown, serialize(grown));
        Hashtable<?, ?> grownBack = (Hashtable<?, ?>) deserialize(serialize(grown));
        System.out.println("grown back " + grownBack);

        Properties empty = new Properties();
        dump("empty properties", serialize(empty));
        dump("empty hashtable", serialize(new Hashtable<>()));

        byte[] foreign = new byte[FOREIGN.length() / 2];
        for (int i = 0; i < foreign.length; i++) {
            foreign[i] = (byte) Integer.parseInt(FOREIGN.substring(2 * i, 2 * i + 2), 16);
        }
        Object f = deserialize(foreign);
        System.out.println("foreign " + f + " " + f.getClass().getName() + " identical rewrite="
                + java.util.Arrays.equals(foreign, serialize(f)));
    }
}
