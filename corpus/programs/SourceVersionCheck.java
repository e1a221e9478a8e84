import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Modifier;

/**
 * A code generator that turns column names from a data file into Java
 * identifiers: keywords get a trailing underscore, invalid characters become
 * underscores, and the package name is checked against each release.
 */
public class SourceVersionCheck {
    static String toIdentifier(String column, SourceVersion version) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < column.length(); ) {
            int cp = column.codePointAt(i);
            boolean ok = sb.length() == 0 ? Character.isJavaIdentifierStart(cp) : Character.isJavaIdentifierPart(cp);
            if (ok) {
                sb.appendCodePoint(cp);
            } else if (sb.length() == 0 && Character.isJavaIdentifierPart(cp)) {
                sb.append('_').appendCodePoint(cp);
            } else {
                sb.append('_');
            }
            i += Character.charCount(cp);
        }
        String id = sb.length() == 0 ? "_empty" : sb.toString();
        if (SourceVersion.isKeyword(id, version)) {
            id = id + "_";
        }
        if (!SourceVersion.isIdentifier(id) || !SourceVersion.isName(id, version)) {
            throw new IllegalStateException("generator bug: " + id);
        }
        return id;
    }

    static String generate(String pkg, String className, List<String> columns, SourceVersion version) {
        if (!SourceVersion.isName(pkg, version)) {
            return "// cannot generate: " + pkg + " is not a valid package name for " + version + "\n";
        }
        StringBuilder sb = new StringBuilder();
        sb.append("package ").append(pkg).append(";\n\n");
        sb.append(Modifier.PUBLIC).append(' ').append(Modifier.FINAL).append(" class ").append(className).append(" {\n");
        Map<String, String> fields = new LinkedHashMap<>();
        for (String c : columns) {
            String id = toIdentifier(c, version);
            while (fields.containsValue(id)) {
                id = id + "2";
            }
            fields.put(c, id);
        }
        for (Map.Entry<String, String> e : fields.entrySet()) {
            sb.append("    ").append(Modifier.PRIVATE).append(' ').append("String ").append(e.getValue())
                    .append("; // column \"").append(e.getKey()).append("\"\n");
        }
        sb.append("}\n");
        return sb.toString();
    }

    public static void main(String[] args) {
        System.out.println("versions " + java.util.Arrays.toString(SourceVersion.values()));
        System.out.println("latest " + SourceVersion.latest() + " supported " + SourceVersion.latestSupported()
                + " ordinal " + SourceVersion.RELEASE_9.ordinal() + " cmp " + SourceVersion.RELEASE_5.compareTo(SourceVersion.RELEASE_17));
        try {
            SourceVersion.valueOf("RELEASE_18");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        StringBuilder mods = new StringBuilder();
        for (Modifier m : Modifier.values()) {
            mods.append(m).append('/').append(m.name()).append(' ');
        }
        System.out.println("modifiers " + mods);

        List<String> columns = List.of("id", "class", "first name", "2nd-address", "enum", "assert", "_", "__", "var",
                "record", "yield", "sealed", "non-sealed", "strictfp", "goto", "const", "true", "null", "Ωmega", "naïve",
                "$cost", "a.b", "", "class", "🎉party", "this");
        SourceVersion[] versions = {SourceVersion.RELEASE_1, SourceVersion.RELEASE_4, SourceVersion.RELEASE_8,
            SourceVersion.RELEASE_17};
        for (SourceVersion v : versions) {
            List<String> ids = new ArrayList<>();
            for (String c : columns) {
                ids.add(toIdentifier(c, v));
            }
            System.out.println(v + ": " + ids);
        }
        System.out.print(generate("com.example.generated", "Customer", columns, SourceVersion.latest()));
        System.out.print(generate("com.example.enum", "Legacy", List.of("x"), SourceVersion.RELEASE_8));
        System.out.print(generate("com.example.enum", "Legacy", List.of("x", "enum"), SourceVersion.RELEASE_4));
        System.out.print(generate("com.example._", "Under", List.of("y"), SourceVersion.RELEASE_8));
        System.out.print(generate("com.example._", "Under", List.of("y"), SourceVersion.RELEASE_9));

        String[] names = {"java.lang.Object", "java.lang.", ".java", "a..b", "a.class", "a.var", "a.record.b", "Foo$Bar",
            "a.1b", "a b", "x", "", "int", "java.util.List<String>", "é.ü", "a._b", "non-sealed"};
        for (String n : names) {
            System.out.println(String.format("%-24s identifier=%-5b keyword=%-5b name=%-5b name@1.3=%b", "\"" + n + "\"",
                    SourceVersion.isIdentifier(n), SourceVersion.isKeyword(n), SourceVersion.isName(n),
                    SourceVersion.isName(n, SourceVersion.RELEASE_3)));
        }
        StringBuilder kw = new StringBuilder();
        for (String w : new String[] {"enum", "assert", "strictfp", "_"}) {
            kw.append(w).append(':');
            for (SourceVersion v : SourceVersion.values()) {
                kw.append(SourceVersion.isKeyword(w, v) ? 'K' : '.');
            }
            kw.append(' ');
        }
        System.out.println(kw);
        System.out.println(SourceVersion.isName(new StringBuilder("java.util")) + " "
                + SourceVersion.isKeyword(new StringBuilder("while")));
        try {
            SourceVersion.isName(null);
        } catch (NullPointerException e) {
            System.out.println("NPE " + e.getMessage());
        }
    }
}
