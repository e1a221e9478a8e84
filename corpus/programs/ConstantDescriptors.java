import java.lang.constant.ClassDesc;
import java.lang.constant.ConstantDescs;
import java.lang.invoke.MethodHandles;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** A bytecode-generator front end: turns type names from a spec file into ClassDescs and reports on them. */
public class ConstantDescriptors {
    static final String[] SPEC = {
        "java.lang.String", "java.util.Map", "com.acme.billing.Invoice", "Toplevel", "int", "long[]",
        "java.lang.Object[][]", "com.acme.Outer$Inner", "", "a..b", "bad/name", "semi;colon", "x[y",
        "com.acme.trailing.",
    };

    static ClassDesc parse(String spec) {
        int dims = 0;
        while (spec.endsWith("[]")) {
            spec = spec.substring(0, spec.length() - 2);
            dims++;
        }
        ClassDesc base;
        switch (spec) {
            case "int": base = ConstantDescs.CD_int; break;
            case "long": base = ConstantDescs.CD_long; break;
            case "boolean": base = ConstantDescs.CD_boolean; break;
            default: base = ClassDesc.of(spec);
        }
        return dims == 0 ? base : base.arrayType(dims);
    }

    static String describe(ClassDesc d) {
        return String.format("%-28s desc=%-28s display=%-18s pkg=%-20s array=%b prim=%b class=%b",
                d, d.descriptorString(), d.displayName(), "'" + d.packageName() + "'",
                d.isArray(), d.isPrimitive(), d.isClassOrInterface());
    }

    public static void main(String[] args) throws Exception {
        System.out.println("== parsing the spec");
        List<ClassDesc> ok = new ArrayList<>();
        for (String s : SPEC) {
            try {
                ClassDesc d = parse(s);
                ok.add(d);
                System.out.println("[" + s + "] " + describe(d));
            } catch (IllegalArgumentException e) {
                System.out.println("[" + s + "] rejected: " + e.getMessage());
            }
        }

        System.out.println("== descriptors straight from a class file");
        String[] raw = {"I", "V", "Z", "Ljava/lang/Runnable;", "[[D", "[Ljava/util/List;", "X", "[V", "Ljava.lang.String;",
            "Lno/semicolon", "L;", "[", "La//b;", "Labc;extra", ""};
        for (String r : raw) {
            try {
                ClassDesc d = ClassDesc.ofDescriptor(r);
                System.out.println("'" + r + "' -> " + d + " component=" + d.componentType());
            } catch (RuntimeException e) {
                System.out.println("'" + r + "' -> " + e);
            }
        }

        System.out.println("== nesting and arrays");
        ClassDesc map = ClassDesc.of("java.util", "Map");
        ClassDesc entry = map.nested("Entry");
        System.out.println(entry + " " + entry.descriptorString() + " eq=" + entry.equals(ClassDesc.of("java.util.Map$Entry"))
                + " hash=" + entry.hashCode());
        System.out.println(ClassDesc.of("com.acme.App").nested("Config", "Db", "Pool").descriptorString());
        String[] bad = {"a.b", "", "x/y"};
        for (String b : bad) {
            try {
                map.nested(b);
            } catch (IllegalArgumentException e) {
                System.out.println("nested(\"" + b + "\"): " + e.getMessage());
            }
        }
        try {
            ConstantDescs.CD_int.nested("X");
        } catch (IllegalStateException e) {
            System.out.println("int.nested: " + e.getMessage());
        }
        try {
            ClassDesc.of("java/util", "Map");
        } catch (IllegalArgumentException e) {
            System.out.println("of(pkg,name): " + e.getMessage());
        }
        ClassDesc deep = ConstantDescs.CD_String.arrayType(254);
        System.out.println("254 dims ok: " + deep.descriptorString().length() + " chars, arrayType() -> "
                + deep.arrayType().descriptorString().length());
        for (int rank : new int[] {0, -3, 2}) {
            try {
                System.out.println("rank " + rank + " -> " + deep.arrayType(rank));
            } catch (IllegalArgumentException e) {
                System.out.println("rank " + rank + " -> " + e.getMessage());
            }
        }
        try {
            deep.arrayType().arrayType();
        } catch (IllegalStateException e) {
            System.out.println("256th dimension: " + e.getMessage());
        }
        try {
            ConstantDescs.CD_void.arrayType();
        } catch (IllegalArgumentException e) {
            System.out.println("void[]: " + e.getMessage());
        }

        System.out.println("== resolving against this class's lookup");
        MethodHandles.Lookup lookup = MethodHandles.lookup();
        for (ClassDesc d : new ClassDesc[] {ConstantDescs.CD_String.arrayType(2), entry, ConstantDescs.CD_double,
                ClassDesc.of("ConstantDescriptors"), ClassDesc.of("com.acme.Missing"),
                ClassDesc.of("com.acme.Missing").arrayType()}) {
            try {
                Class<?> c = (Class<?>) d.resolveConstantDesc(lookup);
                System.out.println(d.displayName() + " -> " + c.getName() + " back=" + c.describeConstable().get());
            } catch (ReflectiveOperationException e) {
                System.out.println(d.displayName() + " -> " + e);
            }
        }

        System.out.println("== grouped by package");
        Map<String, List<String>> byPkg = new TreeMap<>();
        for (ClassDesc d : ok) {
            byPkg.computeIfAbsent(d.packageName(), k -> new ArrayList<>()).add(d.displayName());
        }
        byPkg.forEach((k, v) -> System.out.println("'" + k + "' " + v));
    }
}
