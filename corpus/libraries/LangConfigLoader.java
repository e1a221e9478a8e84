// jars: commons-lang3
import java.io.IOException;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Set;
import java.util.TreeSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.apache.commons.lang3.ArrayUtils;
import org.apache.commons.lang3.BooleanUtils;
import org.apache.commons.lang3.CharSetUtils;
import org.apache.commons.lang3.ClassUtils;
import org.apache.commons.lang3.EnumUtils;
import org.apache.commons.lang3.ObjectUtils;
import org.apache.commons.lang3.RandomStringUtils;
import org.apache.commons.lang3.SerializationUtils;
import org.apache.commons.lang3.StringEscapeUtils;
import org.apache.commons.lang3.StringUtils;
import org.apache.commons.lang3.SystemUtils;
import org.apache.commons.lang3.Validate;
import org.apache.commons.lang3.exception.ContextedRuntimeException;
import org.apache.commons.lang3.exception.ExceptionUtils;
import org.apache.commons.lang3.math.Fraction;
import org.apache.commons.lang3.math.NumberUtils;
import org.apache.commons.lang3.mutable.MutableInt;
import org.apache.commons.lang3.tuple.ImmutablePair;
import org.apache.commons.lang3.tuple.Pair;
import org.apache.commons.lang3.tuple.Triple;

/** A configuration loader: typed values, validation, errors and snapshots with commons-lang3 utilities. */
public class LangConfigLoader {
    enum Level { DEBUG, INFO, WARN, ERROR }

    static class Settings implements Serializable {
        private static final long serialVersionUID = 1L;
        final Map<String, Object> values = new LinkedHashMap<>();
        final List<String> tags = new ArrayList<>();
        int[] ports = {8080, 8443};
    }

    static final String[] RAW = {"port=8080", "timeout=2.5s", "retries=0x1F", "ratio=3/4", "debug=yes",
            "level=warn", "name=  Order <Service> & \"Co\"  ", "threads=-4", "limit=1e3", "mask=077"};

    static void loadFile(String name) {
        try {
            throw new IOException("cannot open " + name);
        } catch (IOException e) {
            throw new UncheckedIOException("config unavailable", e);
        }
    }

    static void start() {
        try {
            loadFile("/etc/app.conf");
        } catch (UncheckedIOException e) {
            throw new ContextedRuntimeException("startup failed", e).addContextValue("file", "/etc/app.conf")
                    .addContextValue("attempt", 3);
        }
    }

    public static void main(String[] args) {
        Map<String, String> raw = new LinkedHashMap<>();
        for (String line : RAW) raw.put(StringUtils.substringBefore(line, "="), StringUtils.substringAfter(line, "="));

        System.out.println("port     " + NumberUtils.toInt(raw.get("port"), -1) + " " + NumberUtils.isDigits(raw.get("port")));
        System.out.println("timeout  " + NumberUtils.toDouble(StringUtils.removeEnd(raw.get("timeout"), "s")) + " " + NumberUtils.isCreatable(raw.get("timeout")));
        Number retries = NumberUtils.createNumber(raw.get("retries"));
        System.out.println("retries  " + retries + " " + retries.getClass().getSimpleName());
        Number limit = NumberUtils.createNumber(raw.get("limit"));
        System.out.println("limit    " + limit + " " + limit.getClass().getSimpleName() + " mask " + NumberUtils.createNumber(raw.get("mask")));
        Fraction ratio = Fraction.getFraction(raw.get("ratio"));
        System.out.println("ratio    " + ratio + " = " + ratio.doubleValue() + " +1/6 = " + ratio.add(Fraction.getFraction(1, 6)) + " " + ratio.toProperString());
        System.out.println("debug    " + BooleanUtils.toBoolean(raw.get("debug")) + " " + BooleanUtils.toStringOnOff(true) + " " + BooleanUtils.toBooleanObject("maybe"));
        Level level = EnumUtils.getEnumIgnoreCase(Level.class, raw.get("level"));
        System.out.println("level    " + level + " valid " + EnumUtils.isValidEnum(Level.class, "TRACE") + " " + EnumUtils.getEnumList(Level.class));
        String name = StringUtils.normalizeSpace(raw.get("name"));
        System.out.println("name     " + name);
        System.out.println("html     " + StringEscapeUtils.escapeHtml4(name));
        System.out.println("xml      " + StringEscapeUtils.escapeXml10(name));
        System.out.println("json     " + StringEscapeUtils.escapeJson(name + "\t/\u00e9"));
        System.out.println("java     " + StringEscapeUtils.escapeJava("line1\nline2\t\u00fc\"") + " | " + StringEscapeUtils.unescapeJava("a\\tb\\u0041"));
        System.out.println("csv      " + StringEscapeUtils.escapeCsv("a,b \"c\"") + " " + StringEscapeUtils.unescapeHtml4("&lt;p&gt;caf&eacute; &amp; &#8364;5&lt;/p&gt;"));
        System.out.println("max      " + NumberUtils.max(3, 9, -2) + " " + NumberUtils.min(2.5, -1.0) + " cmp " + NumberUtils.compare(4, 9));
        System.out.println("defaults " + ObjectUtils.defaultIfNull(raw.get("missing"), "none") + " " + ObjectUtils.firstNonNull(null, "b", "c")
                + " " + ObjectUtils.allNotNull("a", null) + " " + ObjectUtils.max(3, 7, 5) + " " + ObjectUtils.median("b", "a", "c"));
        System.out.println("charset  " + CharSetUtils.squeeze("committee  meeting", "a-z ") + " " + CharSetUtils.count("hello world", "lo")
                + " " + CharSetUtils.delete("(555) 123-4567", "()- "));
        System.out.println("class    " + ClassUtils.getShortClassName(Settings.class) + " " + ClassUtils.getPackageName(StringUtils.class)
                + " " + ClassUtils.getAllInterfaces(ArrayList.class).size() + " " + ClassUtils.isAssignable(Integer.class, Number.class)
                + " " + ClassUtils.primitiveToWrapper(int.class).getName() + " " + ClassUtils.getAbbreviatedName(Settings.class, 12));

        String[] checks = {"threads", "port", "missing", "name"};
        for (String key : checks) {
            try {
                String v = Validate.notNull(raw.get(key), "setting '%s' is required", key);
                int n = NumberUtils.toInt(v, Integer.MIN_VALUE);
                Validate.isTrue(n != Integer.MIN_VALUE, "setting %s is not a number: %s", key, v);
                Validate.inclusiveBetween(1, 65535, n, "%s out of range: %d", key, n);
                System.out.println("valid    " + key + "=" + n);
            } catch (NullPointerException | IllegalArgumentException e) {
                System.out.println("invalid  " + e.getClass().getSimpleName() + ": " + e.getMessage());
            }
        }
        try {
            Validate.notEmpty(new ArrayList<String>(), "tags");
        } catch (IllegalArgumentException e) {
            System.out.println("invalid  " + e.getMessage());
        }
        try {
            Validate.matchesPattern("abc-1", "[a-z]+", "bad id %s", "abc-1");
        } catch (IllegalArgumentException e) {
            System.out.println("invalid  " + e.getMessage());
        }
        try {
            Validate.validIndex(new int[0].length == 0 ? Arrays.asList("x") : null, 4);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("invalid  " + e.getMessage());
        }

        try {
            start();
        } catch (ContextedRuntimeException e) {
            Throwable root = ExceptionUtils.getRootCause(e);
            System.out.println("error    " + e.getMessage().replace(System.lineSeparator(), " | "));
            System.out.println("root     " + root.getClass().getName() + ": " + ExceptionUtils.getRootCauseMessage(e));
            System.out.println("chain    " + ExceptionUtils.getThrowableCount(e) + " " + ExceptionUtils.indexOfThrowable(e, IOException.class)
                    + " " + ExceptionUtils.getMessage(e.getCause()));
            String[] frames = ExceptionUtils.getRootCauseStackTrace(e);
            for (int i = 0; i < 3; i++) System.out.println("frame    " + frames[i]);
            String[] lines = StringUtils.split(ExceptionUtils.getStackTrace(root), System.lineSeparator());
            System.out.println("trace    " + lines[0] + " / " + lines[1].trim());
            System.out.println("context  " + e.getContextLabels() + " " + e.getFirstContextValue("attempt"));
        }

        Settings s = new Settings();
        s.values.put("port", 8080);
        s.values.put("ratio", ratio);
        s.tags.add("prod");
        Settings copy = SerializationUtils.clone(s);
        copy.tags.add("eu");
        copy.ports[0] = 9090;
        System.out.println("clone    " + s.tags + " " + copy.tags + " " + copy.values + " " + Arrays.toString(s.ports) + " " + Arrays.toString(copy.ports));
        byte[] bytes = SerializationUtils.serialize((Serializable) Arrays.asList(1, "two", 3.0));
        System.out.println("serial   " + SerializationUtils.<Object>deserialize(bytes));
        List<Object> frozen = Arrays.asList(Collections.unmodifiableList(new ArrayList<>(s.tags)), Collections.singletonList("one"),
                List.of("a", "b"), List.of(1, 2, 3, 4), Collections.unmodifiableSet(new TreeSet<>(Arrays.asList("z", "y"))), Set.of(5), Map.of("k", 6));
        for (Object f : frozen) {
            Object back = SerializationUtils.roundtrip((Serializable) f);
            System.out.println("roundtrip " + back + " equal " + back.equals(f));
        }

        int[] ports = {8080, 8443, 9000};
        ports = ArrayUtils.add(ports, 443);
        ports = ArrayUtils.removeElement(ports, 8443);
        ArrayUtils.reverse(ports);
        System.out.println("array    " + ArrayUtils.toString(ports) + " idx " + ArrayUtils.indexOf(ports, 9000) + " has " + ArrayUtils.contains(ports, 22)
                + " " + ArrayUtils.toString(ArrayUtils.subarray(ports, 1, 3)) + " " + Arrays.toString(ArrayUtils.toObject(ports))
                + " " + ArrayUtils.isSorted(new int[] {1, 2, 2, 5}) + " " + ArrayUtils.toString(ArrayUtils.insert(1, new String[] {"a", "d"}, "b", "c")));
        Random rnd = new Random(42);
        System.out.println("random   " + RandomStringUtils.random(12, 0, 0, true, true, null, rnd) + " "
                + RandomStringUtils.random(8, 0, 0, false, true, null, rnd) + " " + RandomStringUtils.random(6, 'a', 'g', false, false, null, rnd)
                + " " + RandomStringUtils.random(5, 0, 4, false, false, "xyz!?".toCharArray(), rnd));
        Pair<String, Integer> p = ImmutablePair.of("port", 8080);
        Triple<String, Integer, Level> t = Triple.of("log", 3, Level.WARN);
        System.out.println("tuple    " + p + " " + p.getKey() + " " + t + " " + t.toString("%1$s/%2$s/%3$s") + " " + p.compareTo(Pair.of("port", 80)));
        MutableInt counter = new MutableInt();
        raw.forEach((k, v) -> { if (StringUtils.isNumeric(v)) counter.increment(); });
        System.out.println("numeric  " + counter + " " + counter.addAndGet(10) + " java9+ " + SystemUtils.isJavaVersionAtLeast(org.apache.commons.lang3.JavaVersion.JAVA_9));
    }
}
