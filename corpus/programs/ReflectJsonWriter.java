import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

// A Gson-like reflective JSON writer. Fields are written superclass first; within
// a class getDeclaredFields() order is unspecified, so they are sorted by name.
// Record components keep their declared order (getRecordComponents is specified
// to return them in record-header order). Map entries are sorted by key.
public class ReflectJsonWriter {

    @Retention(RetentionPolicy.RUNTIME) @Target({ElementType.FIELD, ElementType.RECORD_COMPONENT})
    @interface JsonName { String value(); }

    @Retention(RetentionPolicy.RUNTIME) @Target(ElementType.FIELD)
    @interface JsonIgnore {}

    static class JsonException extends RuntimeException { JsonException(String m) { super(m); } }

    static final class Json {
        private final boolean pretty;
        private final IdentityHashMap<Object, Boolean> active = new IdentityHashMap<>();
        private final StringBuilder out = new StringBuilder();
        private int depth;
        private String path = "$";

        Json(boolean pretty) { this.pretty = pretty; }

        static String write(Object o) { Json j = new Json(false); j.value(o); return j.out.toString(); }
        static String pretty(Object o) { Json j = new Json(true); j.value(o); return j.out.toString(); }

        private void newline() {
            if (!pretty) return;
            out.append('\n');
            for (int i = 0; i < depth; i++) out.append("  ");
        }

        private void value(Object o) {
            if (o == null) { out.append("null"); return; }
            Class<?> c = o.getClass();
            if (o instanceof String || o instanceof Character) { string(o.toString()); return; }
            if (o instanceof Number || o instanceof Boolean) {
                if (o instanceof Double && (((Double) o).isNaN() || ((Double) o).isInfinite())) { string(o.toString()); return; }
                out.append(o); return;
            }
            if (c.isEnum() || (c.getSuperclass() != null && c.getSuperclass().isEnum())) { string(((Enum<?>) o).name()); return; }
            if (o instanceof Optional) { value(((Optional<?>) o).orElse(null)); return; }
            if (active.put(o, Boolean.TRUE) != null) throw new JsonException("cycle at " + path + " (" + c.getSimpleName() + ")");
            try {
                if (c.isArray()) {
                    int n = Array.getLength(o);
                    List<Object> items = new ArrayList<>(n);
                    for (int i = 0; i < n; i++) items.add(Array.get(o, i));
                    array(items);
                } else if (o instanceof Collection) {
                    array(new ArrayList<Object>((Collection<?>) o));
                } else if (o instanceof Map) {
                    Map<String, Object> sorted = new TreeMap<>();
                    for (Map.Entry<?, ?> e : ((Map<?, ?>) o).entrySet()) sorted.put(String.valueOf(e.getKey()), e.getValue());
                    object(sorted);
                } else if (c.isRecord()) {
                    Map<String, Object> props = new LinkedHashMap<>();
                    for (RecordComponent rc : c.getRecordComponents()) {
                        JsonName n = rc.getAnnotation(JsonName.class);
                        try {
                            props.put(n != null ? n.value() : rc.getName(), rc.getAccessor().invoke(o));
                        } catch (ReflectiveOperationException e) {
                            throw new JsonException("cannot read " + rc + ": " + e);
                        }
                    }
                    object(props);
                } else {
                    object(fieldsOf(o));
                }
            } finally {
                active.remove(o);
            }
        }

        private Map<String, Object> fieldsOf(Object o) {
            List<Class<?>> chain = new ArrayList<>();
            for (Class<?> k = o.getClass(); k != null && k != Object.class; k = k.getSuperclass()) chain.add(0, k);
            Map<String, Object> props = new LinkedHashMap<>();
            for (Class<?> k : chain) {
                Field[] fields = k.getDeclaredFields();
                Arrays.sort(fields, Comparator.comparing(Field::getName));
                for (Field f : fields) {
                    int mod = f.getModifiers();
                    if (Modifier.isStatic(mod) || Modifier.isTransient(mod) || f.isSynthetic() || f.isAnnotationPresent(JsonIgnore.class)) continue;
                    JsonName n = f.getAnnotation(JsonName.class);
                    String key = n != null ? n.value() : f.getName();
                    if (props.containsKey(key)) throw new JsonException(k.getSimpleName() + " declares multiple JSON fields named " + key);
                    try {
                        f.setAccessible(true);
                        props.put(key, f.get(o));
                    } catch (IllegalAccessException e) {
                        throw new JsonException(e.getMessage());
                    }
                }
            }
            return props;
        }

        private void array(List<Object> items) {
            out.append('[');
            depth++;
            String base = path;
            for (int i = 0; i < items.size(); i++) {
                if (i > 0) out.append(',');
                newline();
                path = base + "[" + i + "]";
                value(items.get(i));
            }
            path = base;
            depth--;
            if (!items.isEmpty()) newline();
            out.append(']');
        }

        private void object(Map<String, Object> props) {
            out.append('{');
            depth++;
            String base = path;
            boolean first = true;
            for (Map.Entry<String, Object> e : props.entrySet()) {
                if (!first) out.append(',');
                first = false;
                newline();
                string(e.getKey());
                out.append(pretty ? ": " : ":");
                path = base + "." + e.getKey();
                value(e.getValue());
            }
            path = base;
            depth--;
            if (!props.isEmpty()) newline();
            out.append('}');
        }

        private void string(String s) {
            out.append('"');
            for (int i = 0; i < s.length(); i++) {
                char ch = s.charAt(i);
                switch (ch) {
                    case '"': out.append("\\\""); break;
                    case '\\': out.append("\\\\"); break;
                    case '\n': out.append("\\n"); break;
                    case '\t': out.append("\\t"); break;
                    default:
                        if (ch < 0x20 || ch > 0x7e) out.append(String.format("\\u%04x", (int) ch));
                        else out.append(ch);
                }
            }
            out.append('"');
        }
    }

    // ---- model ----
    enum Status { ACTIVE, SUSPENDED { @Override public String toString() { return "suspended!"; } } }

    static class Entity {
        static int instances;
        protected long id;
        transient String cacheKey = "cached";
        Entity(long id) { this.id = id; instances++; }
    }

    static class Customer extends Entity {
        String name;
        @JsonName("e-mail") String email;
        Status status;
        int[] scores;
        char initial;
        List<String> tags;
        Map<String, Integer> counters;
        Address address;
        @JsonIgnore String password = "hunter2";
        Optional<String> nickname = Optional.empty();
        Customer(long id, String name) { super(id); this.name = name; this.initial = name.charAt(0); }
    }

    static class Address { final String city; final String zip; Address(String city, String zip) { this.city = city; this.zip = zip; } }

    record Point(int x, int y) {}
    record Shape(String kind, @JsonName("pts") Point[] points, double area) {}
    record Wrapper<T>(T value, List<T> more) {}

    class Note { String text = "inner instances carry this$0"; }

    static class Node { String label; Node next; Node(String l) { label = l; } }

    static class Clash extends Entity {
        @JsonName("name") String first = "a";
        String name = "b";
        Clash() { super(0); }
    }

    public static void main(String[] args) {
        Customer c = new Customer(42, "Zo\u00eb \"Z\" O'Neil");
        c.email = "zoe@example.org";
        c.status = Status.ACTIVE;
        c.scores = new int[] {3, 1, 4};
        c.tags = Arrays.asList("vip", "tab\there");
        Map<String, Integer> counters = new LinkedHashMap<>();
        counters.put("visits", 12);
        counters.put("orders", 3);
        counters.put("carts", 0);
        c.counters = counters;
        c.address = new Address("Oslo", "0150");
        c.nickname = Optional.of("zed");
        System.out.println(Json.write(c));

        Customer d = new Customer(7, "Bo");
        d.status = Status.SUSPENDED;
        System.out.println(Json.pretty(d));

        System.out.println(Json.write(new Point(3, -4)));
        System.out.println(Json.pretty(new Shape("triangle", new Point[] {new Point(0, 0), new Point(4, 0), new Point(0, 3)}, 6.0)));
        System.out.println(Json.write(new Wrapper<>(1.5f, List.of(2.5f))));
        System.out.println(Json.write(new Object[] {null, 'x', (byte) 7, (short) -3, 9L, 0.1, Double.NaN, true, new String[0], new boolean[] {true, false}, new long[][] {{1, 2}, {}}}));
        Map<Status, Object> byStatus = new TreeMap<>();
        byStatus.put(Status.SUSPENDED, List.of());
        byStatus.put(Status.ACTIVE, Map.of());
        System.out.println(Json.write(byStatus));
        System.out.println(Json.write(new ReflectJsonWriter().new Note()));
        System.out.println("entities created: " + Entity.instances);

        Node a = new Node("a");
        Node b = new Node("b");
        a.next = b;
        System.out.println(Json.write(a));
        b.next = a;
        try {
            System.out.println(Json.write(List.of(a)));
        } catch (JsonException e) {
            System.out.println("JsonException: " + e.getMessage());
        }
        try {
            System.out.println(Json.write(new Clash()));
        } catch (JsonException e) {
            System.out.println("JsonException: " + e.getMessage());
        }
        Node[] shared = { b, b };
        b.next = null;
        System.out.println(Json.write(shared));
    }
}
