import java.lang.annotation.Annotation;
import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

// Annotation processing at run time, the way validation and mapping frameworks
// do it. getDeclaredMethods()/getDeclaredAnnotations() order is unspecified, so
// annotation members and annotations are sorted by name before printing.
// Annotation.toString() is printed as HotSpot formats it; hashCode() is only
// printed for annotations whose members are all primitives/Strings (Class and
// enum members hash by identity).
public class ReflectAnnotations {

    enum Level { LOW, HIGH }

    @Retention(RetentionPolicy.RUNTIME)
    @interface Note { String value(); int weight() default 1; }

    @Retention(RetentionPolicy.RUNTIME) @Documented
    @interface Everything {
        String text() default "dflt";
        int i() default 7;
        // Named "big", not "l": "l" shares a HashMap bucket with "type", whose order in
        // toString then follows HotSpot's unspecified getDeclaredMethods order.
        long big() default 10_000_000_000L;
        char c() default 'c';
        byte b() default 1;
        short s() default -2;
        float f() default 1.5f;
        double d() default 0.25;
        boolean z() default true;
        Class<?> type() default Object.class;
        Level level() default Level.LOW;
        Note note() default @Note("inner");
        String[] texts() default {"a", "b"};
        int[] ints() default {};
        long[] longs() default {1, 2};
        char[] chars() default {'x', '\n'};
        byte[] bytes() default {(byte) 0xff};
        short[] shorts() default {3};
        float[] floats() default {Float.NaN};
        double[] doubles() default {Double.POSITIVE_INFINITY, -0.0};
        boolean[] bools() default {false};
        Class<?>[] types() default {int.class, String[].class};
        Level[] levels() default {Level.HIGH, Level.LOW};
        Note[] notes() default {@Note(value = "n1", weight = 2)};
    }

    @Retention(RetentionPolicy.RUNTIME) @Inherited
    @interface Audited { String by() default "system"; }

    @Retention(RetentionPolicy.RUNTIME)
    @interface Entity { String table(); }

    @Retention(RetentionPolicy.RUNTIME) @Repeatable(Roles.class) @Inherited
    @interface Role { String value(); }

    @Retention(RetentionPolicy.RUNTIME) @Inherited
    @interface Roles { Role[] value(); }

    @Retention(RetentionPolicy.CLASS) @interface ClassOnly {}
    @Retention(RetentionPolicy.SOURCE) @interface SourceOnly {}

    @Retention(RetentionPolicy.RUNTIME) @Target({ElementType.PARAMETER})
    @interface NotBlank { String message() default "must not be blank"; }

    @Retention(RetentionPolicy.RUNTIME) @Target({ElementType.PARAMETER})
    @interface Range { long min() default Long.MIN_VALUE; long max() default Long.MAX_VALUE; }

    @Retention(RetentionPolicy.RUNTIME) @Target(ElementType.RECORD_COMPONENT)
    @interface ComponentOnly {}

    @Retention(RetentionPolicy.RUNTIME) @Target({ElementType.FIELD, ElementType.METHOD})
    @interface FieldAndMethod {}

    @Retention(RetentionPolicy.RUNTIME)
    @interface Anywhere { String value() default ""; }

    @Everything
    static class Defaults {}

    @Everything(text = "custom", i = -1, c = '"', f = -0.0f, d = 1e100, z = false, type = Level.class, level = Level.HIGH,
            note = @Note(value = "deep", weight = 3), texts = {}, ints = {1, 2, 3}, chars = {'\'', 'q'}, types = {}, levels = {}, notes = {})
    static class Custom {}

    @Everything(text = "custom", i = -1, c = '"', f = -0.0f, d = 1e100, z = false, type = Level.class, level = Level.HIGH,
            note = @Note(value = "deep", weight = 3), texts = {}, ints = {1, 2, 3}, chars = {'\'', 'q'}, types = {}, levels = {}, notes = {})
    static class CustomTwin {}

    @Audited(by = "alice") @Entity(table = "accounts") @Role("reader") @Role("writer") @ClassOnly @SourceOnly
    static class Account {
        @Note("the id") @Deprecated long id;
        String owner;
        @Anywhere("field") int version;
    }

    @Role("admin")
    static class AdminAccount extends Account {}

    @Audited
    static class AuditedAdmin extends AdminAccount {}

    @Audited interface AuditedApi {}
    static class ApiImpl implements AuditedApi {}

    static class Service {
        public void transfer(@NotBlank String from, @NotBlank(message = "target required") String to,
                             @Range(min = 1, max = 1000) long amount, boolean dryRun) {}
        @Note(value = "old", weight = 0) @Deprecated(since = "2.0", forRemoval = true)
        public void legacy() {}
    }

    record Payment(@ComponentOnly @FieldAndMethod @Anywhere("amount") long amount, @Note("cur") String currency) {}

    static String names(Annotation[] anns) {
        List<String> out = new ArrayList<>();
        for (Annotation a : anns) out.add(a.annotationType().getSimpleName());
        out.sort(null);
        return out.toString();
    }

    static void show(String label, AnnotatedElement e) {
        Annotation[] all = e.getAnnotations();
        Arrays.sort(all, Comparator.comparing(a -> a.annotationType().getName()));
        System.out.println(label + ": annotations " + names(all) + ", declared " + names(e.getDeclaredAnnotations()));
        for (Annotation a : all) System.out.println("    " + a);
    }

    // A validator driven by parameter annotations.
    static List<String> validate(Method m, Object... args) {
        List<String> errors = new ArrayList<>();
        Annotation[][] params = m.getParameterAnnotations();
        for (int i = 0; i < params.length; i++) {
            for (Annotation a : params[i]) {
                if (a instanceof NotBlank && (args[i] == null || args[i].toString().isBlank())) {
                    errors.add("arg" + i + ": " + ((NotBlank) a).message());
                } else if (a instanceof Range) {
                    Range r = (Range) a;
                    long v = ((Number) args[i]).longValue();
                    if (v < r.min() || v > r.max()) errors.add("arg" + i + ": " + v + " not in [" + r.min() + ", " + r.max() + "]");
                }
            }
        }
        return errors;
    }

    public static void main(String[] args) throws Exception {
        Everything dflt = Defaults.class.getAnnotation(Everything.class);
        Everything custom = Custom.class.getAnnotation(Everything.class);
        Everything twin = CustomTwin.class.getAnnotation(Everything.class);
        System.out.println(dflt);
        System.out.println(custom);
        System.out.println("custom.equals(twin) " + custom.equals(twin) + ", hash equal " + (custom.hashCode() == twin.hashCode())
                + ", custom.equals(dflt) " + custom.equals(dflt) + ", annotationType " + custom.annotationType().getName());
        System.out.println("values: text=" + custom.text() + " c=" + custom.c() + " f=" + custom.f() + " d=" + custom.d() + " type=" + custom.type().getSimpleName()
                + " note.weight=" + custom.note().weight() + " ints=" + Arrays.toString(custom.ints()) + " texts.length=" + custom.texts().length);
        int[] mutated = custom.ints();
        mutated[0] = 99;
        System.out.println("member arrays are copies: " + Arrays.toString(custom.ints()));
        Note plain = Service.class.getMethod("legacy").getAnnotation(Note.class);
        System.out.println(plain + " hashCode " + plain.hashCode());
        System.out.println(dflt.note() + " hashCode " + dflt.note().hashCode() + " equals @Note(\"inner\") elsewhere: " + dflt.note().equals(Defaults.class.getAnnotation(Everything.class).note()));

        Method[] members = Everything.class.getDeclaredMethods();
        Arrays.sort(members, Comparator.comparing(Method::getName));
        for (Method m : members) {
            Object v = m.getDefaultValue();
            String shown = v != null && v.getClass().isArray() ? Arrays.deepToString(new Object[] {v}) : String.valueOf(v);
            System.out.println("  default " + m.getReturnType().getSimpleName() + " " + m.getName() + " = " + shown);
        }
        System.out.println("Entity.table default: " + Entity.class.getMethod("table").getDefaultValue());
        System.out.println("Everything is annotation " + Everything.class.isAnnotation() + ", interface " + Everything.class.isInterface()
                + ", interfaces " + Arrays.toString(Everything.class.getInterfaces()) + ", @Documented " + Everything.class.isAnnotationPresent(Documented.class));
        show("Everything meta", Everything.class);

        show("Account", Account.class);
        show("AdminAccount", AdminAccount.class);
        show("AuditedAdmin", AuditedAdmin.class);
        show("ApiImpl", ApiImpl.class);
        for (Class<?> c : new Class<?>[] {Account.class, AdminAccount.class, AuditedAdmin.class}) {
            System.out.println(c.getSimpleName() + ": getAnnotation(Role)=" + c.getAnnotation(Role.class)
                    + ", getAnnotationsByType(Role)=" + Arrays.toString(c.getAnnotationsByType(Role.class))
                    + ", getDeclaredAnnotationsByType(Role)=" + Arrays.toString(c.getDeclaredAnnotationsByType(Role.class))
                    + ", Audited.by=" + c.getAnnotation(Audited.class).by());
        }
        Field[] fields = Account.class.getDeclaredFields();
        Arrays.sort(fields, Comparator.comparing(Field::getName));
        for (Field f : fields) show("field " + f.getName(), f);

        Method transfer = Service.class.getMethod("transfer", String.class, String.class, long.class, boolean.class);
        Annotation[][] pa = transfer.getParameterAnnotations();
        for (int i = 0; i < pa.length; i++) System.out.println("  param " + i + " " + Arrays.toString(pa[i]));
        System.out.println("validate ok: " + validate(transfer, "acc-1", "acc-2", 50L, true));
        System.out.println("validate bad: " + validate(transfer, " ", null, 5000L, false));
        show("legacy", Service.class.getMethod("legacy"));
        Deprecated dep = Service.class.getMethod("legacy").getAnnotation(Deprecated.class);
        System.out.println("since=" + dep.since() + " forRemoval=" + dep.forRemoval());

        for (RecordComponent rc : Payment.class.getRecordComponents()) show("component " + rc.getName(), rc);
        show("field amount", Payment.class.getDeclaredField("amount"));
        show("accessor amount()", Payment.class.getDeclaredMethod("amount"));
        show("field currency", Payment.class.getDeclaredField("currency"));
        Annotation[][] ctorParams = Payment.class.getDeclaredConstructor(long.class, String.class).getParameterAnnotations();
        System.out.println("canonical ctor parameter annotations: " + Arrays.deepToString(ctorParams));
    }
}
