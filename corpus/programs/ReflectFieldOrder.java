import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

// A fixed-width record codec (think COBOL copybooks or bank statement files)
// whose column layout is the declaration order of the fields.
//
// DELIBERATELY UNSORTED: this program prints getDeclaredFields() (and
// getFields()) in the order HotSpot returns them. The Javadoc leaves the order
// unspecified, but HotSpot returns the declaration order of the class file
// (and many libraries depend on it); other corpus programs sort instead.
public class ReflectFieldOrder {

    @Retention(RetentionPolicy.RUNTIME) @Target(ElementType.FIELD)
    @interface Column { int width(); char pad() default ' '; boolean right() default false; }

    static class StatementLine {
        static final String FORMAT_VERSION = "v2";
        @Column(width = 8) String date;
        @Column(width = 12) String account;
        private static int linesWritten;
        @Column(width = 10, pad = '0', right = true) long amountCents;
        @Column(width = 3) String currency;
        transient String cachedText;
        @Column(width = 1) char sign;
        @Column(width = 16) String memo;
        StatementLine() { }
        StatementLine(String date, String account, long amountCents, String currency, char sign, String memo) {
            this.date = date; this.account = account; this.amountCents = amountCents; this.currency = currency; this.sign = sign; this.memo = memo;
        }
    }

    static class ExtendedLine extends StatementLine {
        @Column(width = 4) String branch;
        @Column(width = 2, pad = '0', right = true) int channel;
    }

    static String encode(Object o) throws IllegalAccessException {
        List<Class<?>> chain = new ArrayList<>();
        for (Class<?> c = o.getClass(); c != Object.class; c = c.getSuperclass()) chain.add(0, c);
        StringBuilder sb = new StringBuilder();
        for (Class<?> c : chain) {
            for (Field f : c.getDeclaredFields()) {
                Column col = f.getAnnotation(Column.class);
                if (col == null) continue;
                String v = String.valueOf(f.get(o));
                if (v.length() > col.width()) v = v.substring(0, col.width());
                String pad = String.valueOf(col.pad()).repeat(col.width() - v.length());
                sb.append(col.right() ? pad + v : v + pad);
            }
        }
        return sb.toString();
    }

    static <T> T decode(Class<T> type, String line) throws ReflectiveOperationException {
        T obj = type.getDeclaredConstructor().newInstance();
        List<Class<?>> chain = new ArrayList<>();
        for (Class<?> c = type; c != Object.class; c = c.getSuperclass()) chain.add(0, c);
        int pos = 0;
        for (Class<?> c : chain) {
            for (Field f : c.getDeclaredFields()) {
                Column col = f.getAnnotation(Column.class);
                if (col == null) continue;
                String raw = line.substring(pos, pos + col.width());
                pos += col.width();
                String v = col.right() ? raw.replaceFirst("^" + java.util.regex.Pattern.quote(String.valueOf(col.pad())) + "+(?=.)", "") : raw.stripTrailing();
                Class<?> t = f.getType();
                if (t == String.class) f.set(obj, v);
                else if (t == long.class) f.setLong(obj, Long.parseLong(v));
                else if (t == int.class) f.setInt(obj, Integer.parseInt(v));
                else if (t == char.class) f.setChar(obj, v.isEmpty() ? ' ' : v.charAt(0));
            }
        }
        return obj;
    }

    static void listFields(String label, Class<?> c) {
        StringBuilder sb = new StringBuilder();
        for (Field f : c.getDeclaredFields()) {
            String mods = Modifier.toString(f.getModifiers());
            sb.append("\n    ").append(mods.isEmpty() ? "" : mods + " ").append(f.getType().getSimpleName()).append(' ').append(f.getName())
              .append(f.isSynthetic() ? " (synthetic)" : "").append(f.isEnumConstant() ? " (enum constant)" : "");
        }
        System.out.println(label + ":" + (sb.length() == 0 ? " none" : sb));
    }

    enum Currency {
        EUR("Euro", 2), JPY("Yen", 0), USD("Dollar", 2);
        final String label;
        final int decimals;
        static final Currency DEFAULT = EUR;
        Currency(String label, int decimals) { this.label = label; this.decimals = decimals; }
    }

    record Transfer(String from, String to, long cents) {
        static final Transfer EMPTY = new Transfer("", "", 0);
        static int count;
    }

    interface Limits { int MAX_LINES = 9999; String SEPARATOR = "|"; long MAX_AMOUNT = 10_000_000_00L; }

    interface Tagged { String TAG = "tagged"; }

    public static class PublicBase implements Limits {
        public String baseZ;
        public int baseA;
        protected int notPublic;
    }

    public static class PublicChild extends PublicBase implements Tagged {
        public long childB;
        public static String childStatic = "s";
        public double childA;
    }

    class InnerCursor {
        int position;
        String current;
        int read() { return position++ + line.length(); }
    }

    String line = "outer";

    public static void main(String[] args) throws Exception {
        StatementLine l = new StatementLine("20240131", "NO9386011117", 123456, "NOK", '-', "Rent January 2024 (flat 3)");
        String encoded = encode(l);
        System.out.println("[" + encoded + "] length " + encoded.length());
        StatementLine back = decode(StatementLine.class, encoded);
        System.out.println("decoded: " + back.date + " " + back.account + " " + back.amountCents + " " + back.currency + " " + back.sign + " '" + back.memo + "'");
        ExtendedLine x = new ExtendedLine();
        x.date = "20240201"; x.account = "SE35"; x.amountCents = 5; x.currency = "SEK"; x.sign = '+'; x.memo = "fee"; x.branch = "OSL1"; x.channel = 7;
        String ex = encode(x);
        System.out.println("[" + ex + "] length " + ex.length());
        ExtendedLine xb = decode(ExtendedLine.class, ex);
        System.out.println("decoded extended: " + xb.account + " " + xb.amountCents + " " + xb.branch + " " + xb.channel + " '" + xb.memo + "'");

        listFields("StatementLine", StatementLine.class);
        listFields("ExtendedLine", ExtendedLine.class);
        listFields("Currency", Currency.class);
        listFields("Transfer", Transfer.class);
        listFields("Limits", Limits.class);
        listFields("InnerCursor", InnerCursor.class);
        int base = 40;
        String name = "captured";
        Supplier<String> anon = new Supplier<String>() {
            int calls;
            public String get() { return name + (base + calls++); }
        };
        listFields("anonymous class", anon.getClass());
        class LocalCounter { long total; long add(int d) { return total += d + base; } }
        listFields("local class", LocalCounter.class);
        listFields("Object", Object.class);

        StringBuilder pub = new StringBuilder();
        for (Field f : PublicChild.class.getFields()) pub.append(' ').append(f.getDeclaringClass().getSimpleName()).append('.').append(f.getName());
        System.out.println("PublicChild.getFields():" + pub);
        StringBuilder lim = new StringBuilder();
        for (Field f : Limits.class.getFields()) lim.append(' ').append(f.getName()).append('=').append(f.get(null));
        System.out.println("Limits.getFields():" + lim);
        System.out.println(anon.get() + " " + new LocalCounter().add(2) + " " + new ReflectFieldOrder().new InnerCursor().read());
    }
}
