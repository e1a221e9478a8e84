public class TextBlocks {
    public static void main(String[] args) {
        String json = """
            {
              "name": "terrarium",
              "version": 1,
              "tags": ["jvm", "rust"]
            }
            """;
        System.out.print(json);
        System.out.println("len=" + json.length() + " lines=" + json.split("\n").length);
        String noTrailingNewline = """
            one
              two
            three""";
        System.out.println("[" + noTrailingNewline + "]");
        String escapes = """
            tab:\there
            quote: \""" triple
            backslash: \\
            joined \
            line
            trailing space:\s
            unicode: \u00e9
            """;
        System.out.print(escapes);
        String stripped = """
               indented
            less
                 more   
            """;
        for (String line : stripped.split("\n")) System.out.println("|" + line + "|");
        String empty = """
            """;
        System.out.println("empty len " + empty.length());
        String html = """
                <html>
                    <body>%s</body>
                </html>
                """.replace("%s", "content");
        System.out.print(html);
        System.out.println("equals plain " + """
            ab
            c""".equals("ab\nc"));
    }
}
