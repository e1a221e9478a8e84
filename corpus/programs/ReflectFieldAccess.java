import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.Comparator;

// Reflective field access as an ORM or a test-fixture loader does it: typed
// getters/setters with widening, static and final fields, private fields of a
// class outside this nest (ReflectFieldAccessVault below is a separate
// top-level class on purpose: nestmates may access each other's private members
// reflectively without setAccessible). getDeclaredFields() order is unspecified,
// so fields are sorted by name before printing.
public class ReflectFieldAccess {

    static class Holder {
        boolean z = true;
        byte b = 1;
        char c = 'A';
        short s = 300;
        int i = 70000;
        long l = 1L << 40;
        float f = 2.5f;
        double d = Math.PI;
        String str = "text";
        Integer boxed = 5;
        Object any;
        final int fin = 5;
        final Integer finBoxed = 6;
        static int counter = 1;
        static final int MAX = 10;
        static final String NAME = "holder";
        static final StringBuilder LOG = new StringBuilder("log");
        volatile long version;
        transient int cache;
        public static final String PUBLIC_ID = "H";
    }

    static class SubHolder extends Holder { int extra = 9; }

    class Attached { int n = 1; }

    interface Check { void run() throws Exception; }

    static void check(String label, Check c) {
        try {
            c.run();
            System.out.println(label + ": ok");
        } catch (NullPointerException e) {
            System.out.println(label + ": NullPointerException");
        } catch (Exception e) {
            System.out.println(label + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) throws Exception {
        Holder h = new Holder();
        Class<Holder> hc = Holder.class;
        Field[] fields = hc.getDeclaredFields();
        Arrays.sort(fields, Comparator.comparing(Field::getName));
        for (Field f : fields) {
            Object v = f.get(Modifier.isStatic(f.getModifiers()) ? null : h);
            System.out.println(f.getName() + ": " + f + " = " + v + " (" + (v == null ? "null" : v.getClass().getSimpleName()) + ")");
        }

        // Typed getters with widening.
        System.out.println("getInt(b)=" + hc.getDeclaredField("b").getInt(h) + " getLong(c)=" + hc.getDeclaredField("c").getLong(h)
                + " getDouble(i)=" + hc.getDeclaredField("i").getDouble(h) + " getFloat(l)=" + hc.getDeclaredField("l").getFloat(h)
                + " getDouble(f)=" + hc.getDeclaredField("f").getDouble(h) + " getInt(s)=" + hc.getDeclaredField("s").getInt(h));
        check("getInt on long field", () -> hc.getDeclaredField("l").getInt(h));
        check("getChar on byte field", () -> hc.getDeclaredField("b").getChar(h));
        check("getShort on char field", () -> hc.getDeclaredField("c").getShort(h));
        check("getBoolean on int field", () -> hc.getDeclaredField("i").getBoolean(h));
        check("getInt on Integer field", () -> hc.getDeclaredField("boxed").getInt(h));
        check("getInt on String field", () -> hc.getDeclaredField("str").getInt(h));

        // Typed setters with widening.
        check("setInt on long field", () -> hc.getDeclaredField("l").setInt(h, -7));
        check("setChar on int field", () -> hc.getDeclaredField("i").setChar(h, 'z'));
        check("setByte on short field", () -> hc.getDeclaredField("s").setByte(h, (byte) -2));
        check("setLong on float field", () -> hc.getDeclaredField("f").setLong(h, 1L << 30));
        check("setFloat on double field", () -> hc.getDeclaredField("d").setFloat(h, 0.1f));
        check("setLong on int field", () -> hc.getDeclaredField("i").setLong(h, 5L));
        check("setByte on char field", () -> hc.getDeclaredField("c").setByte(h, (byte) 65));
        check("setDouble on float field", () -> hc.getDeclaredField("f").setDouble(h, 1.0));
        check("setBoolean on int field", () -> hc.getDeclaredField("i").setBoolean(h, true));
        check("setInt on Integer field", () -> hc.getDeclaredField("boxed").setInt(h, 3));
        check("set Long into int field", () -> hc.getDeclaredField("i").set(h, 5L));
        check("set Short into int field", () -> hc.getDeclaredField("i").set(h, (short) 12));
        check("set Character into long field", () -> hc.getDeclaredField("l").set(h, 'x'));
        check("set null into int field", () -> hc.getDeclaredField("i").set(h, null));
        check("set Integer into String field", () -> hc.getDeclaredField("str").set(h, 42));
        check("set null into String field", () -> hc.getDeclaredField("str").set(h, null));
        check("set String into Object field", () -> hc.getDeclaredField("any").set(h, "anything"));
        System.out.println("after setters: l=" + h.l + " i=" + h.i + " s=" + h.s + " f=" + h.f + " d=" + h.d + " c=" + h.c
                + " boxed=" + h.boxed + " str=" + h.str + " any=" + h.any);

        // Receivers.
        check("get with wrong receiver", () -> hc.getDeclaredField("i").get("not a holder"));
        check("setInt with wrong receiver", () -> hc.getDeclaredField("i").setInt(new StringBuilder(), 1));
        check("get with null receiver", () -> hc.getDeclaredField("i").get(null));
        check("get on subclass instance", () -> System.out.print("  (sub i=" + hc.getDeclaredField("i").getInt(new SubHolder()) + ") "));
        check("getField public inherited", () -> System.out.print("  (" + SubHolder.class.getField("PUBLIC_ID") + ") "));

        // Static fields: the receiver is ignored.
        Field counter = hc.getDeclaredField("counter");
        counter.setInt(null, 41);
        counter.setInt("ignored receiver", counter.getInt(null) + 1);
        System.out.println("counter=" + Holder.counter + " via get(\"x\")=" + counter.get("x"));

        // Final fields.
        Field fin = hc.getDeclaredField("fin");
        check("set final instance field", () -> fin.setInt(h, 50));
        fin.setAccessible(true);
        check("set final instance field after setAccessible", () -> fin.setInt(h, 50));
        System.out.println("fin: reflective " + fin.getInt(h) + ", compiled constant " + h.fin);
        Field finBoxed = hc.getDeclaredField("finBoxed");
        finBoxed.setAccessible(true);
        finBoxed.set(h, 60);
        System.out.println("finBoxed now " + h.finBoxed);
        Field max = hc.getDeclaredField("MAX");
        check("set static final field", () -> max.setInt(null, 11));
        max.setAccessible(true);
        check("set static final field after setAccessible", () -> max.setInt(null, 11));
        Field log = hc.getDeclaredField("LOG");
        log.setAccessible(true);
        check("set static final object field after setAccessible", () -> log.set(null, new StringBuilder("other")));
        ((StringBuilder) log.get(null)).append("+mutated");
        System.out.println("LOG=" + Holder.LOG + " MAX=" + max.getInt(null) + " NAME=" + hc.getDeclaredField("NAME").get(null));

        // Lookup failures.
        check("getField on non-public", () -> hc.getField("i"));
        check("getDeclaredField missing", () -> hc.getDeclaredField("missing"));
        check("getDeclaredField inherited", () -> SubHolder.class.getDeclaredField("i"));
        System.out.println("public fields of Holder: " + hc.getFields().length + ", of Vault: " + ReflectFieldAccessVault.class.getFields().length);

        // Private fields of another nest.
        ReflectFieldAccessVault vault = new ReflectFieldAccessVault();
        Field secret = ReflectFieldAccessVault.class.getDeclaredField("secret");
        Field code = ReflectFieldAccessVault.class.getDeclaredField("code");
        System.out.println("canAccess secret: " + secret.canAccess(vault) + ", code: " + code.canAccess(vault));
        check("get private field", () -> secret.get(vault));
        check("get package-private field", () -> System.out.print("  (code=" + code.getInt(vault) + ") "));
        secret.setAccessible(true);
        System.out.println("canAccess after setAccessible: " + secret.canAccess(vault) + ", secret=" + secret.get(vault));
        secret.set(vault, "rotated");
        System.out.println("vault says " + vault.reveal());
        Field shared = ReflectFieldAccessVault.class.getDeclaredField("SHARED");
        check("get private static field", () -> shared.get(null));
        check("canAccess static with instance", () -> shared.canAccess(vault));
        shared.trySetAccessible();
        System.out.println("SHARED=" + shared.get(null) + " modifiers=" + Modifier.toString(shared.getModifiers()));

        // Inner class: the synthetic outer reference.
        Field[] inner = Attached.class.getDeclaredFields();
        Arrays.sort(inner, Comparator.comparing(Field::getName));
        for (Field f : inner) System.out.println("Attached." + f.getName() + " synthetic=" + f.isSynthetic() + " type=" + f.getType().getSimpleName() + " " + Modifier.toString(f.getModifiers()));
        System.out.println("field equals: " + hc.getDeclaredField("i").equals(hc.getDeclaredField("i")) + ", same object: " + (hc.getDeclaredField("i") == hc.getDeclaredField("i"))
                + ", declaring class: " + hc.getDeclaredField("i").getDeclaringClass().getSimpleName() + ", toGenericString: " + hc.getDeclaredField("LOG").toGenericString());
    }
}

// A separate top-level class, so it is not a nestmate of ReflectFieldAccess.
class ReflectFieldAccessVault {
    private String secret = "s3cr3t";
    int code = 1234;
    private static final String SHARED = "shared";
    String reveal() { return secret; }
}
