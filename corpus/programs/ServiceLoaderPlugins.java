import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.ConcurrentModificationException;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.stream.Collectors;

// A codec plugin registry, as a media or archive tool builds one: codecs are
// discovered with ServiceLoader from META-INF/services files on the class
// path (corpus/resources/META-INF/services), some of which are broken in the
// ways real deployments break them: a class that is missing, one of the wrong
// type, one that fails to construct, a typo in a configuration file.
public class ServiceLoaderPlugins {
    public interface Codec {
        String name();

        String encode(String s);
    }

    public interface Formatter {
        String format(String s);
    }

    public interface Output {
        void write(String s);
    }

    public interface Sink {
    }

    public interface Compressor {
    }

    static int instances;

    public static class HexCodec implements Codec {
        public HexCodec() {
            instances++;
        }

        public String name() {
            return "hex";
        }

        public String encode(String s) {
            StringBuilder sb = new StringBuilder();
            for (byte b : s.getBytes(StandardCharsets.UTF_8)) {
                sb.append(String.format("%02x", b));
            }
            return sb.toString();
        }
    }

    public static class RunLengthCodec implements Codec {
        public RunLengthCodec() {
            instances++;
        }

        public String name() {
            return "rle";
        }

        public String encode(String s) {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < s.length();) {
                int j = i;
                while (j < s.length() && s.charAt(j) == s.charAt(i)) {
                    j++;
                }
                sb.append(j - i).append(s.charAt(i));
                i = j;
            }
            return sb.toString();
        }
    }

    public static class ReverseCodec implements Codec {
        public ReverseCodec() {
            instances++;
        }

        public String name() {
            return "reverse";
        }

        public String encode(String s) {
            return new StringBuilder(s).reverse().toString();
        }
    }

    /** No public no-arg constructor: it needs its rotation. */
    public static class RotCodec implements Codec {
        private final int shift;

        public RotCodec(int shift) {
            this.shift = shift;
        }

        public String name() {
            return "rot" + shift;
        }

        public String encode(String s) {
            return s;
        }
    }

    /** Listed as a codec, but it is a formatter. */
    public static class NotACodec implements Formatter {
        public String format(String s) {
            return s;
        }
    }

    /** Its static initialisation fails. */
    public static class BrokenCodec implements Codec {
        static final int LEVEL = Integer.parseInt("level-9");

        public String name() {
            return "broken";
        }

        public String encode(String s) {
            return s;
        }
    }

    /** Its constructor fails: a configuration it needs is missing. */
    public static class ConfiguredCodec implements Codec {
        public ConfiguredCodec() {
            throw new IllegalStateException("codec.key is not configured");
        }

        public String name() {
            return "configured";
        }

        public String encode(String s) {
            return s;
        }
    }

    /** Not public: ServiceLoader may not call its constructor. */
    static class HiddenCodec implements Codec {
        public HiddenCodec() {
        }

        public String name() {
            return "hidden";
        }

        public String encode(String s) {
            return s;
        }
    }

    public static class UpperCodec implements Codec {
        public UpperCodec() {
            instances++;
        }

        public String name() {
            return "upper";
        }

        public String encode(String s) {
            return s.toUpperCase();
        }
    }

    public static class JsonFormatter implements Formatter {
        public String format(String s) {
            return "{\"v\":\"" + s + "\"}";
        }
    }

    public static class XmlFormatter implements Formatter {
        public String format(String s) {
            return "<v>" + s + "</v>";
        }
    }

    public static class ConsoleOutput implements Output, Sink {
        public void write(String s) {
            System.out.println("  console: " + s);
        }
    }

    public static class MemoryOutput implements Output, Sink {
        final List<String> lines = new ArrayList<>();

        public void write(String s) {
            lines.add(s);
        }
    }

    /** Configuration file URLs in messages: only the part inside corpus/resources. */
    static String clean(String msg) {
        if (msg == null) {
            return null;
        }
        int at = msg.indexOf("file:");
        int res = msg.lastIndexOf("resources/");
        if (at >= 0 && res > at) {
            return msg.substring(0, at) + "<cp>/" + msg.substring(res + "resources/".length());
        }
        return msg;
    }

    static void describe(ServiceConfigurationError e) {
        System.out.println("  error: " + clean(e.getMessage()));
        Throwable c = e.getCause();
        if (c != null) {
            System.out.println("    cause: " + c.getClass().getName() + ": " + c.getMessage());
        }
    }

    /** The registry: every codec that loads, every error reported and skipped. */
    static List<Codec> discover(ServiceLoader<Codec> loader) {
        List<Codec> codecs = new ArrayList<>();
        Iterator<Codec> it = loader.iterator();
        while (true) {
            try {
                if (!it.hasNext()) {
                    break;
                }
                Codec c = it.next();
                codecs.add(c);
                System.out.println("  loaded " + c.name() + " (" + c.getClass().getSimpleName() + ")");
            } catch (ServiceConfigurationError e) {
                describe(e);
            }
        }
        return codecs;
    }

    public static void main(String[] args) {
        ServiceLoader<Codec> loader = ServiceLoader.load(Codec.class);
        System.out.println("loader: " + loader);
        System.out.println("instances before iterating: " + instances);

        System.out.println("== discovery");
        List<Codec> codecs = discover(loader);
        System.out.println("codecs: " + codecs.stream().map(Codec::name).collect(Collectors.joining(", ")));
        System.out.println("instances: " + instances);
        for (Codec c : codecs) {
            System.out.println("  " + c.name() + "(\"aaabccdddd\") = " + c.encode("aaabccdddd"));
        }

        System.out.println("== cached providers");
        Iterator<Codec> again = loader.iterator();
        Codec first = again.next();
        System.out.println("same first instance: " + (first == codecs.get(0)));
        System.out.println("instances: " + instances);
        Optional<Codec> ff = loader.findFirst();
        System.out.println("findFirst: " + ff.map(Codec::name).orElse("none") + " same=" + (ff.get() == first));

        System.out.println("== reload");
        loader.reload();
        try {
            again.hasNext();
        } catch (ConcurrentModificationException e) {
            System.out.println("old iterator: " + e.getClass().getName());
        }
        Codec fresh = loader.iterator().next();
        System.out.println("after reload: " + fresh.name() + " new instance=" + (fresh != first));
        System.out.println("instances: " + instances);
        try {
            for (Codec c : loader) {
                System.out.println("  for-each: " + c.name());
            }
        } catch (ServiceConfigurationError e) {
            System.out.println("  for-each stopped:");
            describe(e);
        }

        System.out.println("== stream of providers");
        int before = instances;
        List<String> seen = new ArrayList<>();
        try {
            List<String> types = ServiceLoader.load(Codec.class).stream()
                    .map(ServiceLoader.Provider::type)
                    .map(Class::getSimpleName)
                    .peek(seen::add)
                    .collect(Collectors.toList());
            System.out.println("types: " + types);
        } catch (ServiceConfigurationError e) {
            System.out.println("stream stopped after " + seen);
            describe(e);
        }
        System.out.println("instantiated by stream(): " + (instances - before));
        Optional<ServiceLoader.Provider<Codec>> p = ServiceLoader.load(Codec.class).stream().findFirst();
        System.out.println("first provider type: " + p.get().type().getName());
        Codec a = p.get().get();
        Codec b = p.get().get();
        System.out.println("Provider.get gives new instances: " + (a != b) + " " + a.encode("hi"));

        System.out.println("== outputs (duplicates removed)");
        ServiceLoader<Output> outputs = ServiceLoader.load(Output.class, ServiceLoaderPlugins.class.getClassLoader());
        List<ServiceLoader.Provider<Output>> providers = outputs.stream().collect(Collectors.toList());
        System.out.println("providers: " + providers.size());
        for (ServiceLoader.Provider<Output> op : providers) {
            System.out.println("  " + op.type().getSimpleName());
        }
        for (Output o : outputs) {
            o.write("hello from " + o.getClass().getSimpleName());
        }
        System.out.println("second stream uses the cache: "
                + outputs.stream().map(ServiceLoader.Provider::type).collect(Collectors.toList()).size());

        System.out.println("== broken configuration files");
        for (Class<?> svc : new Class<?>[] {Formatter.class, Sink.class}) {
            System.out.println(svc.getSimpleName() + ":");
            Iterator<?> it = ServiceLoader.load(svc).iterator();
            int loaded = 0;
            for (int i = 0; i < 4; i++) {
                try {
                    if (!it.hasNext()) {
                        System.out.println("  no more providers");
                        break;
                    }
                    Object o = it.next();
                    loaded++;
                    System.out.println("  loaded " + o.getClass().getSimpleName());
                } catch (ServiceConfigurationError e) {
                    describe(e);
                }
            }
            System.out.println("  loaded " + loaded);
        }

        System.out.println("== no providers");
        ServiceLoader<Compressor> none = ServiceLoader.load(Compressor.class);
        System.out.println("findFirst: " + none.findFirst().isPresent());
        System.out.println("iterator: " + none.iterator().hasNext());
        System.out.println("stream count: " + none.stream().count());
        System.out.println("installed codecs: " + ServiceLoader.loadInstalled(Codec.class).stream().count());
        System.out.println("installed: " + ServiceLoader.loadInstalled(Codec.class));
        try {
            none.iterator().next();
        } catch (java.util.NoSuchElementException e) {
            System.out.println("next on empty: " + e.getClass().getName());
        }
        try {
            ServiceLoader.load(null);
        } catch (NullPointerException e) {
            System.out.println("load(null): NullPointerException");
        }
    }
}
