// jars: gson
import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonDeserializationContext;
import com.google.gson.JsonDeserializer;
import com.google.gson.JsonElement;
import com.google.gson.JsonIOException;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;
import com.google.gson.JsonSerializationContext;
import com.google.gson.JsonSerializer;
import com.google.gson.JsonStreamParser;
import com.google.gson.JsonSyntaxException;
import com.google.gson.LongSerializationPolicy;
import com.google.gson.ToNumberPolicy;
import com.google.gson.TypeAdapter;
import com.google.gson.TypeAdapterFactory;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.reflect.TypeToken;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import com.google.gson.stream.JsonWriter;
import com.google.gson.stream.MalformedJsonException;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.lang.reflect.Type;
import java.time.Duration;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Migrating a JSON settings document: tree edits, a streaming log scanner, and custom adapters. */
public class GsonTreeStreaming {
    static final class LocalDateAdapter extends TypeAdapter<LocalDate> {
        @Override public void write(JsonWriter out, LocalDate d) throws IOException {
            if (d == null) { out.nullValue(); return; }
            out.value(d.toString());
        }
        @Override public LocalDate read(JsonReader in) throws IOException {
            if (in.peek() == JsonToken.NULL) { in.nextNull(); return null; }
            String s = in.nextString();
            try {
                return LocalDate.parse(s);
            } catch (java.time.format.DateTimeParseException e) {
                throw new JsonSyntaxException("bad date '" + s + "' at " + in.getPath());
            }
        }
    }
    static final class DurationCodec implements JsonSerializer<Duration>, JsonDeserializer<Duration> {
        @Override public JsonElement serialize(Duration d, Type t, JsonSerializationContext ctx) { return new JsonPrimitive(d.toMillis() + "ms"); }
        @Override public Duration deserialize(JsonElement e, Type t, JsonDeserializationContext ctx) throws JsonParseException {
            String s = e.getAsString();
            if (!s.endsWith("ms")) throw new JsonParseException("duration needs ms suffix: " + s);
            return Duration.ofMillis(Long.parseLong(s.substring(0, s.length() - 2)));
        }
    }
    static final class Point { int x, y; Point(int x, int y) { this.x = x; this.y = y; } }
    static final class PointAdapter extends TypeAdapter<Point> {
        @Override public void write(JsonWriter out, Point p) throws IOException { out.value(p.x + "," + p.y); }
        @Override public Point read(JsonReader in) throws IOException {
            String[] parts = in.nextString().split(",");
            return new Point(Integer.parseInt(parts[0]), Integer.parseInt(parts[1]));
        }
    }
    static final class Shape { String name; @JsonAdapter(PointAdapter.class) Point origin; List<Point> corners; }
    static final class Release { String version; LocalDate date; Duration buildTime; long downloads; }
    static final class TrimStringsFactory implements TypeAdapterFactory {
        @SuppressWarnings("unchecked")
        @Override public <T> TypeAdapter<T> create(Gson gson, TypeToken<T> type) {
            if (type.getRawType() != String.class) return null;
            TypeAdapter<String> delegate = (TypeAdapter<String>) gson.getDelegateAdapter(this, type);
            return (TypeAdapter<T>) new TypeAdapter<String>() {
                @Override public void write(JsonWriter out, String s) throws IOException { delegate.write(out, s); }
                @Override public String read(JsonReader in) throws IOException { String s = delegate.read(in); return s == null ? null : s.trim(); }
            }.nullSafe();
        }
    }

    public static void main(String[] args) throws IOException {
        String settings = "{\"version\":1,\"theme\":\"dark\",\"editor\":{\"fontSize\":12,\"tabs\":{\"width\":4,\"spaces\":true}},"
                + "\"recent\":[\"a.txt\",\"b.md\",null],\"plugins\":[{\"id\":\"git\",\"enabled\":true},{\"id\":\"lint\",\"enabled\":false}],\"ratio\":1.50}";
        JsonObject root = JsonParser.parseString(settings).getAsJsonObject();
        // migrate v1 -> v2
        root.addProperty("version", 2);
        JsonObject editor = root.getAsJsonObject("editor");
        editor.add("font", new JsonObject());
        editor.getAsJsonObject("font").addProperty("size", editor.remove("fontSize").getAsInt() + 2);
        editor.getAsJsonObject("font").addProperty("family", "Mono");
        JsonArray recent = root.getAsJsonArray("recent");
        recent.remove(JsonNull.INSTANCE);
        recent.add("c.json");
        recent.set(0, new JsonPrimitive("A.TXT"));
        JsonArray enabled = new JsonArray();
        for (JsonElement p : root.getAsJsonArray("plugins")) if (p.getAsJsonObject().get("enabled").getAsBoolean()) enabled.add(p.getAsJsonObject().get("id"));
        root.add("enabledPlugins", enabled);
        root.remove("plugins");
        root.add("theme", JsonNull.INSTANCE);
        System.out.println(root);
        System.out.println("keys " + root.keySet() + " size " + root.size() + " has theme " + root.has("theme") + " isNull " + root.get("theme").isJsonNull());
        JsonPrimitive ratio = root.getAsJsonPrimitive("ratio");
        System.out.println("ratio " + ratio + " num " + ratio.isNumber() + " asDouble " + ratio.getAsDouble() + " asBigDecimal " + ratio.getAsBigDecimal()
                + " asInt " + ratio.getAsNumber().intValue() + " string? " + ratio.isString() + " " + ratio.getAsString());
        System.out.println("deep copy equal " + root.deepCopy().equals(root) + " prim equal " + new JsonPrimitive(1).equals(new JsonPrimitive(1.0))
                + " " + new JsonPrimitive("1").equals(new JsonPrimitive(1)) + " array " + recent + " contains " + recent.contains(new JsonPrimitive("b.md")));
        for (Map.Entry<String, JsonElement> e : root.getAsJsonObject("editor").entrySet())
            System.out.println("  editor." + e.getKey() + " = " + e.getValue() + (e.getValue().isJsonObject() ? " (object)" : ""));
        try {
            root.get("recent").getAsString();
        } catch (IllegalStateException e) {
            System.out.println("IllegalStateException: " + e.getMessage());
        }
        try {
            root.get("version").getAsJsonObject();
        } catch (IllegalStateException e) {
            System.out.println("IllegalStateException: " + e.getMessage());
        }
        Gson pretty = new GsonBuilder().setPrettyPrinting().serializeNulls().create();
        System.out.println(pretty.toJson(root));

        // streaming: scan a large log without building a tree
        StringBuilder log = new StringBuilder("[");
        for (int i = 0; i < 6; i++) {
            if (i > 0) log.append(',');
            log.append("{\"ts\":").append(1000 + i * 17).append(",\"level\":\"").append(i % 3 == 0 ? "ERROR" : "INFO")
                    .append("\",\"msg\":\"event ").append(i).append("\",\"tags\":[\"t").append(i).append("\"],\"extra\":{\"k\":[1,{\"deep\":null}]}}");
        }
        log.append(']');
        JsonReader reader = new JsonReader(new StringReader(log.toString()));
        int errors = 0;
        long lastTs = 0;
        List<String> msgs = new ArrayList<>();
        reader.beginArray();
        while (reader.hasNext()) {
            reader.beginObject();
            String level = null, msg = null;
            while (reader.hasNext()) {
                String name = reader.nextName();
                switch (name) {
                    case "ts": lastTs = reader.nextLong(); break;
                    case "level": level = reader.nextString(); break;
                    case "msg": msg = reader.nextString(); break;
                    default:
                        if (msgs.isEmpty()) System.out.println("skipping " + name + " at " + reader.getPath() + " token " + reader.peek());
                        reader.skipValue();
                }
            }
            reader.endObject();
            if ("ERROR".equals(level)) { errors++; msgs.add(msg + "@" + lastTs); }
        }
        reader.endArray();
        System.out.println("errors " + errors + " " + msgs + " last ts " + lastTs + " end " + reader.peek());

        StringWriter sw = new StringWriter();
        JsonWriter w = new JsonWriter(sw);
        w.setIndent(" ");
        w.setHtmlSafe(true);
        w.beginObject().name("report").value("<daily>").name("count").value(errors).name("ratio").value(0.5).name("big").value(new java.math.BigInteger("123456789012345678901234567890"))
                .name("none").nullValue().name("flags").beginArray().value(true).value(false).endArray().name("raw").jsonValue("{\"pre\":1}").endObject();
        w.close();
        System.out.println(sw);
        try {
            new JsonWriter(new StringWriter()).beginObject().value(1);
        } catch (IllegalStateException e) {
            System.out.println("IllegalStateException: " + e.getMessage());
        }

        Gson custom = new GsonBuilder()
                .registerTypeAdapter(LocalDate.class, new LocalDateAdapter().nullSafe())
                .registerTypeAdapter(Duration.class, new DurationCodec())
                .registerTypeAdapterFactory(new TrimStringsFactory())
                .setLongSerializationPolicy(LongSerializationPolicy.STRING)
                .create();
        Release r = new Release();
        r.version = "2.10"; r.date = LocalDate.of(2022, 10, 24); r.buildTime = Duration.ofSeconds(95); r.downloads = 1L << 53;
        String rj = custom.toJson(r);
        System.out.println("release " + rj);
        Release r2 = custom.fromJson("{\"version\":\"  3.0 \",\"date\":\"2024-02-29\",\"buildTime\":\"1500ms\",\"downloads\":\"7\"}", Release.class);
        System.out.println("parsed [" + r2.version + "] " + r2.date.getDayOfWeek() + " " + r2.buildTime + " " + r2.downloads);
        for (String bad : new String[] {"{\"date\":\"2023-02-30\"}", "{\"buildTime\":\"3s\"}"}) {
            try {
                custom.fromJson(bad, Release.class);
            } catch (JsonParseException e) {
                System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
            }
        }
        Shape s = new Shape();
        s.name = "tri"; s.origin = new Point(1, 2); s.corners = List.of(new Point(0, 0), new Point(3, 4));
        String sj = new Gson().toJson(s);
        System.out.println("shape " + sj + " origin back " + new Gson().fromJson(sj, Shape.class).origin.y);
        System.out.println("tree " + custom.toJsonTree(r).getAsJsonObject().get("downloads").getAsJsonPrimitive().isString()
                + " fromTree " + custom.fromJson(custom.toJsonTree(r), Release.class).buildTime);
        Gson numbers = new GsonBuilder().setObjectToNumberStrategy(ToNumberPolicy.LONG_OR_DOUBLE).create();
        Object n = numbers.fromJson("[1, 2.5, 10000000000]", Object.class);
        System.out.println("numbers " + n + " " + ((List<?>) n).get(0).getClass().getSimpleName() + " lazily " + new Gson().fromJson("7", Number.class).getClass().getSimpleName());

        JsonStreamParser stream = new JsonStreamParser("{\"a\":1} [2,3] \"four\" 5");
        StringBuilder seen = new StringBuilder();
        while (stream.hasNext()) seen.append(stream.next().getClass().getSimpleName()).append(' ');
        System.out.println("stream " + seen.toString().trim());

        String[] malformed = {"{\"a\":}", "[1,,2]", "{\"a\" 1}", "\"unterminated", "{\"a\":tru}", "[1] extra", "{\"a\":\"\\x\"}", "", "{\"a\":01}", "[\"\\u12\"]"};
        for (String m : malformed) {
            try {
                JsonElement e = JsonParser.parseString(m);
                System.out.println("parsed " + m + " -> " + e);
            } catch (JsonSyntaxException e) {
                System.out.println("JsonSyntaxException: " + e.getMessage());
            } catch (JsonParseException e) {
                System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
            }
        }
        JsonReader strict = new JsonReader(new StringReader("{a:1}"));
        try {
            strict.beginObject();
            strict.nextName();
        } catch (MalformedJsonException e) {
            System.out.println("MalformedJsonException: " + e.getMessage());
        }
        JsonReader lenient = new JsonReader(new StringReader("{a:1; b=NaN, 'c':[x;y] // comment\n}"));
        lenient.setLenient(true);
        lenient.beginObject();
        StringBuilder lb = new StringBuilder();
        while (lenient.hasNext()) {
            lb.append(lenient.nextName()).append('=');
            if (lenient.peek() == JsonToken.BEGIN_ARRAY) {
                lenient.beginArray();
                while (lenient.hasNext()) lb.append(lenient.nextString()).append('|');
                lenient.endArray();
            } else lb.append(lenient.nextDouble());
            lb.append(' ');
        }
        System.out.println("lenient " + lb.toString().trim());
    }
}
