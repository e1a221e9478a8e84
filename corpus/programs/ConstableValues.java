import java.lang.constant.ClassDesc;
import java.lang.constant.Constable;
import java.lang.constant.ConstantDesc;
import java.lang.constant.ConstantDescs;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/** A constant-pool builder: collects loadable constants from annotation values and round-trips them. */
public class ConstableValues {
    enum Priority { LOW, NORMAL, HIGH { @Override public String toString() { return "high!"; } } }

    record Entry(String source, Object value) { }

    public static void main(String[] args) throws Exception {
        List<Entry> values = new ArrayList<>();
        values.add(new Entry("name", "invoice-service"));
        values.add(new Entry("empty", ""));
        values.add(new Entry("retries", 3));
        values.add(new Entry("timeoutMs", 30_000L));
        values.add(new Entry("ratio", 0.75f));
        values.add(new Entry("threshold", -1.5e-3));
        values.add(new Entry("enabled", Boolean.TRUE));
        values.add(new Entry("disabled", false));
        values.add(new Entry("flags", (byte) 0x7f));
        values.add(new Entry("port", (short) 8080));
        values.add(new Entry("sep", ';'));
        values.add(new Entry("priority", Priority.HIGH));
        values.add(new Entry("unit", TimeUnit.SECONDS));
        values.add(new Entry("type", String.class));
        values.add(new Entry("matrix", double[][].class));
        values.add(new Entry("prim", int.class));
        values.add(new Entry("nested", Priority.class));
        values.add(new Entry("signature", MethodType.methodType(List.class, String.class, int[].class)));
        values.add(new Entry("list", List.of(1, 2)));
        values.add(new Entry("nan", Double.NaN));

        MethodHandles.Lookup lookup = MethodHandles.lookup();
        int pool = 1;
        for (Entry e : values) {
            Object v = e.value();
            if (!(v instanceof Constable)) {
                System.out.printf("%-10s not constable: %s%n", e.source(), v.getClass().getName());
                continue;
            }
            Optional<? extends ConstantDesc> desc = ((Constable) v).describeConstable();
            if (desc.isEmpty()) {
                System.out.printf("%-10s no descriptor%n", e.source());
                continue;
            }
            ConstantDesc d = desc.get();
            Object back = d.resolveConstantDesc(lookup);
            boolean self = d == v;
            System.out.printf("#%-2d %-10s %-70s self=%-5b back=%s same=%b%n", pool++, e.source(), d, self, back,
                    back == null ? v == null : back.equals(v));
        }

        System.out.println("== direct ConstantDesc values resolve to themselves");
        ConstantDesc[] direct = {"text", 42, 42L, 2.5f, 2.5d};
        for (ConstantDesc c : direct) {
            Object r = c.resolveConstantDesc(lookup);
            System.out.println(c.getClass().getSimpleName() + " " + c + " -> " + (r == c));
        }

        System.out.println("== enum descriptors");
        java.lang.Enum.EnumDesc<Priority> low = Priority.LOW.describeConstable().get();
        System.out.println(low + " name=" + low.constantName() + " type=" + low.constantType() + " bsm="
                + low.bootstrapMethod().methodName());
        System.out.println("HIGH's class " + Priority.HIGH.getClass().getSuperclass().getSimpleName() + " desc "
                + Priority.HIGH.describeConstable().get());
        java.lang.Enum.EnumDesc<TimeUnit> custom = java.lang.Enum.EnumDesc.of(ClassDesc.of("java.util.concurrent.TimeUnit"), "HOURS");
        System.out.println(custom + " -> " + custom.resolveConstantDesc(lookup).toMinutes(2) + " minutes in 2 hours");
        try {
            java.lang.Enum.EnumDesc.of(ClassDesc.of("java.util.concurrent.TimeUnit"), "WEEKS").resolveConstantDesc(lookup);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            java.lang.Enum.EnumDesc.of(ConstantDescs.CD_String, "a.b");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        System.out.println("equal " + low.equals(java.lang.Enum.EnumDesc.of(ClassDesc.of("ConstableValues$Priority"), "LOW")));
    }
}
