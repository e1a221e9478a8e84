import java.lang.constant.ClassDesc;
import java.lang.constant.ConstantDescs;
import java.lang.constant.MethodTypeDesc;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.List;

/** A stub generator's signature table: method descriptors parsed, reshaped and printed for a listing. */
public class MethodTypeDescBuilder {
    static final String[][] METHODS = {
        {"main", "([Ljava/lang/String;)V"},
        {"compute", "(IJDLjava/lang/Object;)Ljava/lang/Number;"},
        {"matrix", "([[F[[F)[[F"},
        {"noArgs", "()Z"},
        {"broken1", "(I"},
        {"broken2", "()"},
        {"broken3", "(V)V"},
        {"broken4", "(Ljava.lang.String;)V"},
        {"broken5", "I"},
        {"broken6", "(I)VV"},
        {"custom", "(Lcom/acme/Order;Lcom/acme/Order$Line;)Lcom/acme/Receipt;"},
    };

    public static void main(String[] args) throws Exception {
        System.out.println("== signature table");
        for (String[] m : METHODS) {
            try {
                MethodTypeDesc d = MethodTypeDesc.ofDescriptor(m[1]);
                System.out.printf("%-8s %-48s %s params=%d ret=%s%n", m[0], d.displayDescriptor(), d,
                        d.parameterCount(), d.returnType().displayName());
                if (!d.descriptorString().equals(m[1])) {
                    System.out.println("  round trip differs: " + d.descriptorString());
                }
            } catch (IllegalArgumentException e) {
                System.out.printf("%-8s rejected: %s%n", m[0], e.getMessage());
            }
        }

        System.out.println("== building a bridge method");
        ClassDesc order = ClassDesc.of("com.acme.Order");
        MethodTypeDesc base = MethodTypeDesc.of(ConstantDescs.CD_Object, ConstantDescs.CD_String, ConstantDescs.CD_int);
        System.out.println("base              " + base.descriptorString());
        MethodTypeDesc withThis = base.insertParameterTypes(0, order);
        System.out.println("insert receiver   " + withThis.descriptorString() + " " + withThis.parameterList());
        MethodTypeDesc narrowed = withThis.changeReturnType(order.arrayType());
        System.out.println("covariant return  " + narrowed.displayDescriptor());
        MethodTypeDesc widened = narrowed.changeParameterType(2, ConstantDescs.CD_long);
        System.out.println("widen index       " + widened.displayDescriptor());
        MethodTypeDesc dropped = widened.dropParameterTypes(1, 3);
        System.out.println("drop 1..3         " + dropped.descriptorString());
        MethodTypeDesc appended = dropped.insertParameterTypes(dropped.parameterCount(),
                ConstantDescs.CD_boolean, ConstantDescs.CD_char.arrayType());
        System.out.println("append            " + appended.descriptorString() + " array="
                + java.util.Arrays.toString(appended.parameterArray()));
        System.out.println("equal to parsed   " + appended.equals(MethodTypeDesc.ofDescriptor(appended.descriptorString())));

        System.out.println("== invalid edits");
        Runnable[] edits = {
            () -> base.changeParameterType(5, ConstantDescs.CD_int),
            () -> base.changeParameterType(0, ConstantDescs.CD_void),
            () -> base.dropParameterTypes(1, 0),
            () -> base.dropParameterTypes(0, 3),
            () -> base.dropParameterTypes(2, 2),
            () -> base.insertParameterTypes(3, ConstantDescs.CD_int),
            () -> base.insertParameterTypes(-1, ConstantDescs.CD_int),
            () -> base.insertParameterTypes(0, ConstantDescs.CD_void),
            () -> base.parameterType(2),
            () -> base.parameterList().add(ConstantDescs.CD_int),
            () -> MethodTypeDesc.of(ConstantDescs.CD_void, ConstantDescs.CD_int, ConstantDescs.CD_void),
        };
        for (int i = 0; i < edits.length; i++) {
            try {
                edits[i].run();
                System.out.println("edit " + i + ": accepted");
            } catch (RuntimeException e) {
                System.out.println("edit " + i + ": " + e);
            }
        }

        System.out.println("== resolving to MethodType");
        MethodHandles.Lookup lookup = MethodHandles.lookup();
        String[] resolvable = {"(Ljava/lang/String;I)Ljava/util/List;", "([J)V", "(Lcom/acme/Missing;)V", "()[[Ljava/lang/Integer;"};
        for (String r : resolvable) {
            try {
                MethodType mt = (MethodType) MethodTypeDesc.ofDescriptor(r).resolveConstantDesc(lookup);
                MethodTypeDesc back = mt.describeConstable().get();
                System.out.println(r + " -> " + mt + " params=" + mt.parameterCount() + " back=" + back
                        + " same=" + back.descriptorString().equals(r));
            } catch (ReflectiveOperationException | RuntimeException e) {
                System.out.println(r + " -> " + e);
            }
        }
        MethodType generic = MethodType.genericMethodType(3);
        System.out.println("generic(3) -> " + generic.describeConstable().get().displayDescriptor());
        List<ClassDesc> params = MethodTypeDesc.ofDescriptor("(Ljava/util/Map;Ljava/util/Map$Entry;)V").parameterList();
        for (ClassDesc p : params) {
            System.out.println("param " + p.displayName() + " in " + p.packageName() + " hash=" + p.hashCode());
        }
    }
}
