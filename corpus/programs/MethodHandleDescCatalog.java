import java.lang.constant.ClassDesc;
import java.lang.constant.ConstantDesc;
import java.lang.constant.ConstantDescs;
import java.lang.constant.DirectMethodHandleDesc;
import java.lang.constant.DirectMethodHandleDesc.Kind;
import java.lang.constant.DynamicConstantDesc;
import java.lang.constant.MethodHandleDesc;
import java.lang.constant.MethodTypeDesc;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;

/** A plugin registry that stores entry points as nominal method handle descriptors and links them lazily. */
public class MethodHandleDescCatalog {
    public static int counter = 40;
    public String label = "plugin";

    public static String greet(String who) {
        return "hello, " + who;
    }

    public String describe(int n) {
        return label + "#" + n;
    }

    public MethodHandleDescCatalog() {
    }

    public MethodHandleDescCatalog(String label) {
        this.label = label;
    }

    static final ClassDesc SELF = ClassDesc.of("MethodHandleDescCatalog");

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup lookup = MethodHandles.lookup();
        DirectMethodHandleDesc[] entries = {
            MethodHandleDesc.ofMethod(Kind.STATIC, SELF, "greet", MethodTypeDesc.of(ConstantDescs.CD_String, ConstantDescs.CD_String)),
            MethodHandleDesc.ofMethod(Kind.VIRTUAL, SELF, "describe", MethodTypeDesc.of(ConstantDescs.CD_String, ConstantDescs.CD_int)),
            MethodHandleDesc.ofConstructor(SELF, ConstantDescs.CD_String),
            MethodHandleDesc.ofField(Kind.GETTER, SELF, "label", ConstantDescs.CD_String),
            MethodHandleDesc.ofField(Kind.SETTER, SELF, "label", ConstantDescs.CD_String),
            MethodHandleDesc.ofField(Kind.STATIC_GETTER, SELF, "counter", ConstantDescs.CD_int),
            MethodHandleDesc.ofField(Kind.STATIC_SETTER, SELF, "counter", ConstantDescs.CD_int),
            MethodHandleDesc.of(Kind.STATIC, ConstantDescs.CD_Integer, "parseInt", "(Ljava/lang/String;)I"),
            MethodHandleDesc.of(Kind.VIRTUAL, ConstantDescs.CD_String, "repeat", "(I)Ljava/lang/String;"),
            MethodHandleDesc.of(Kind.INTERFACE_VIRTUAL, ConstantDescs.CD_List, "size", "()I"),
            MethodHandleDesc.of(Kind.INTERFACE_STATIC, ConstantDescs.CD_List, "of", "(Ljava/lang/Object;)Ljava/util/List;"),
        };
        System.out.println("== registry");
        for (DirectMethodHandleDesc d : entries) {
            System.out.printf("%-17s refKind=%d iface=%-5b owner=%-22s name=%-9s lookup=%-40s invocation=%s%n",
                    d.kind(), d.refKind(), d.isOwnerInterface(), d.owner().displayName(), d.methodName(),
                    d.lookupDescriptor(), d.invocationType().displayDescriptor());
        }
        System.out.println(entries[0]);
        System.out.println(entries[2]);
        System.out.println(entries[4]);

        System.out.println("== linking and calling");
        MethodHandleDescCatalog obj = (MethodHandleDescCatalog) ((MethodHandle) entries[2].resolveConstantDesc(lookup)).invoke("reports");
        System.out.println(((MethodHandle) entries[0].resolveConstantDesc(lookup)).invoke("registry"));
        System.out.println(((MethodHandle) entries[1].resolveConstantDesc(lookup)).invoke(obj, 7));
        ((MethodHandle) entries[4].resolveConstantDesc(lookup)).invoke(obj, "renamed");
        System.out.println(((MethodHandle) entries[3].resolveConstantDesc(lookup)).invoke(obj));
        ((MethodHandle) entries[6].resolveConstantDesc(lookup)).invoke(counter + 2);
        System.out.println("counter " + ((MethodHandle) entries[5].resolveConstantDesc(lookup)).invoke());
        System.out.println(((MethodHandle) entries[7].resolveConstantDesc(lookup)).invoke("1234"));
        System.out.println(((MethodHandle) entries[8].resolveConstantDesc(lookup)).invoke("ab", 3));
        System.out.println(((MethodHandle) entries[9].resolveConstantDesc(lookup)).invoke(java.util.List.of(1, 2, 3)));

        System.out.println("== rejected entries");
        Runnable[] bad = {
            () -> MethodHandleDesc.ofField(Kind.STATIC, SELF, "x", ConstantDescs.CD_int),
            () -> MethodHandleDesc.ofMethod(Kind.GETTER, SELF, "x", MethodTypeDesc.of(ConstantDescs.CD_int)),
            () -> MethodHandleDesc.ofMethod(Kind.CONSTRUCTOR, SELF, "<init>", MethodTypeDesc.of(ConstantDescs.CD_int)),
            () -> MethodHandleDesc.ofMethod(Kind.STATIC, ConstantDescs.CD_int.arrayType(), "x", MethodTypeDesc.of(ConstantDescs.CD_int)),
            () -> MethodHandleDesc.ofMethod(Kind.STATIC, SELF, "a.b", MethodTypeDesc.of(ConstantDescs.CD_int)),
            () -> Kind.valueOf(99),
            () -> Kind.valueOf(12, true),
        };
        for (Runnable r : bad) {
            try {
                r.run();
                System.out.println("accepted");
            } catch (IllegalArgumentException e) {
                System.out.println(e.getMessage());
            }
        }
        for (int rk = 1; rk <= 9; rk++) {
            System.out.println("refKind " + rk + " -> " + Kind.valueOf(rk) + " / " + Kind.valueOf(rk, true));
        }
        try {
            MethodHandleDesc.ofMethod(Kind.STATIC, SELF, "nosuch", MethodTypeDesc.of(ConstantDescs.CD_void)).resolveConstantDesc(lookup);
        } catch (ReflectiveOperationException e) {
            System.out.println(e.getClass().getName());
        }

        System.out.println("== bootstrap constants");
        DirectMethodHandleDesc[] bsms = {ConstantDescs.BSM_PRIMITIVE_CLASS, ConstantDescs.BSM_ENUM_CONSTANT,
            ConstantDescs.BSM_GET_STATIC_FINAL, ConstantDescs.BSM_NULL_CONSTANT, ConstantDescs.BSM_VARHANDLE_FIELD,
            ConstantDescs.BSM_VARHANDLE_STATIC_FIELD, ConstantDescs.BSM_VARHANDLE_ARRAY, ConstantDescs.BSM_INVOKE,
            ConstantDescs.BSM_EXPLICIT_CAST};
        for (DirectMethodHandleDesc b : bsms) {
            System.out.println(b.methodName() + " " + b.lookupDescriptor());
        }
        System.out.println(ConstantDescs.ofCallsiteBootstrap(SELF, "link", ConstantDescs.CD_CallSite, ConstantDescs.CD_Object.arrayType()));
        System.out.println(ConstantDescs.ofConstantBootstrap(SELF, "make", ConstantDescs.CD_Object, ConstantDescs.CD_int));

        System.out.println("== dynamic constants");
        ConstantDesc[] dyn = {
            ConstantDescs.NULL, ConstantDescs.TRUE, ConstantDescs.FALSE,
            DynamicConstantDesc.of(ConstantDescs.BSM_INVOKE, entries[7], "99"),
            DynamicConstantDesc.ofNamed(ConstantDescs.BSM_EXPLICIT_CAST, ConstantDescs.DEFAULT_NAME, ConstantDescs.CD_byte, 300),
            DynamicConstantDesc.ofNamed(ConstantDescs.BSM_GET_STATIC_FINAL, "MAX_VALUE", ConstantDescs.CD_long, ConstantDescs.CD_Long),
        };
        for (ConstantDesc c : dyn) {
            Object v = c.resolveConstantDesc(lookup);
            System.out.println(c + " => " + v + (v == null ? "" : " (" + v.getClass().getSimpleName() + ")"));
        }
        DynamicConstantDesc<?> t = ConstantDescs.TRUE;
        System.out.println(t.constantName() + " " + t.constantType() + " " + t.bootstrapMethod().methodName() + " " + t.bootstrapArgsList());
        System.out.println(DynamicConstantDesc.ofCanonical(ConstantDescs.BSM_PRIMITIVE_CLASS, "J", ConstantDescs.CD_Class, new ConstantDesc[0]));
        System.out.println(DynamicConstantDesc.ofCanonical(ConstantDescs.BSM_ENUM_CONSTANT, "DAYS",
                ClassDesc.of("java.util.concurrent.TimeUnit"), new ConstantDesc[0]));
        System.out.println(DynamicConstantDesc.ofCanonical(ConstantDescs.BSM_NULL_CONSTANT, "_", ConstantDescs.CD_String, new ConstantDesc[0]));
        System.out.println("equal TRUEs " + ConstantDescs.TRUE.equals(DynamicConstantDesc.ofNamed(ConstantDescs.BSM_GET_STATIC_FINAL, "TRUE",
                ConstantDescs.CD_Boolean, ConstantDescs.CD_Boolean)));
    }
}
