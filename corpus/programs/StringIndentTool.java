import java.util.List;
import java.util.stream.Collectors;

/** A code-snippet formatter for docs: re-indents blocks, strips incidental indentation, fills templates. */
public class StringIndentTool {
    static String show(String s) {
        return s.replace("\r", "\\r").replace("\t", "\\t").replace("\n", "\\n\n");
    }

    public static void main(String[] args) {
        String snippet = "    if (ready) {\n        start();\n    }\n\n    done();";
        System.out.println("== indent");
        for (int n : new int[] {4, 0, -2, -8}) {
            System.out.println("indent(" + n + "):");
            System.out.print(show(snippet.indent(n)));
        }
        System.out.println("mixed line ends: " + show("a\r\nb\rc".indent(1)).replace("\n", "|"));
        System.out.println("tabs count as one: " + show("\t\tx\n  y".indent(-1)).replace("\n", "|"));
        System.out.println("empty: [" + "".indent(3) + "] blank line: [" + show("\n".indent(3)) + "]");

        System.out.println("== stripIndent (text block rules)");
        String[] blocks = {
            "        <html>\n            <body>\n        </html>\n        ",
            "    first\n  second\n      third",
            "\n    leading blank\n    ",
            "  trailing spaces   \n  keep\t\n",
            "no indent\n  some",
            "   \n   \n",
            "\tTab\n\t\tTabTab\n",
            "  a\r\n    b\r  c",
        };
        for (String b : blocks) {
            System.out.println("[" + show(b.stripIndent()).replace("\n", "|") + "]");
        }

        System.out.println("== text blocks and templates");
        String template = """
                Dear %s,
                  your order #%05d totals %,.2f %s.
                    Items: %s
                Regards""";
        String letter = template.formatted("Ada", 42, 1234.5, "EUR", List.of("pen", "ink"));
        System.out.println(letter);
        System.out.println("lines=" + letter.lines().count() + " longest="
                + letter.lines().mapToInt(String::length).max().getAsInt());
        String quoted = letter.lines().map(l -> "> " + l).collect(Collectors.joining("\n"));
        System.out.println(quoted);

        System.out.println("== transform pipelines");
        String raw = "   Hello, Indented World   ";
        String slug = raw.transform(String::strip)
                .transform(String::toLowerCase)
                .transform(s -> s.replaceAll("[^a-z0-9]+", "-"));
        System.out.println("slug: " + slug);
        Integer length = raw.transform(String::length);
        System.out.println("length via transform: " + length);
        System.out.println("stripLeading=[" + raw.stripLeading() + "] stripTrailing=[" + raw.stripTrailing() + "] blank="
                + "   ".isBlank() + " " + "\u2003".isBlank() + " " + "\u00a0".isBlank());
        System.out.println("repeat: " + "=-".repeat(10) + " " + "x".repeat(0).isEmpty());
        try {
            "x".repeat(-1);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            "%d".formatted("not a number");
        } catch (java.util.IllegalFormatException e) {
            System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        String table = List.of("id|name", "1|ann", "22|bob").stream()
                .map(r -> r.split("\\|"))
                .map(c -> "%-4s%s".formatted(c[0], c[1]))
                .collect(Collectors.joining("\n"))
                .indent(2);
        System.out.print(table);
        System.out.println("describe: " + "key".describeConstable().orElseThrow());
    }
}
