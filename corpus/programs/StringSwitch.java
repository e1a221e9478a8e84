public class StringSwitch {
    static String kind(String s) {
        switch (s) {
            case "Aa": return "Aa-branch";
            case "BB": return "BB-branch";
            case "AaAa": return "AaAa-branch";
            case "BBBB": return "BBBB-branch";
            case "AaBB": return "AaBB-branch";
            case "": return "empty";
            case "hello": return "greeting";
            case "Hello": return "Greeting";
            case "日本": return "japan";
            default: return "default(" + s + ")";
        }
    }
    static int fallthrough(String s) {
        int r = 0;
        switch (s) {
            case "one": r += 1;
            case "two": r += 2;
            case "three": r += 3; break;
            case "four": r += 4;
            default: r += 100;
        }
        return r;
    }
    static String arrow(String s) {
        return switch (s) {
            case "red", "green", "blue" -> "primary";
            case "Aa", "BB" -> "collide";
            case "polygenelubricants", "GydZG_", "DESIGNING WORKHOUSES" -> "long-hash " + s.hashCode();
            default -> {
                String t = s.toUpperCase();
                yield "other:" + t;
            }
        };
    }

    public static void main(String[] args) {
        String[] inputs = {"Aa", "BB", "AaAa", "BBBB", "AaBB", "BBAa", "", "hello", "Hello", "HELLO", "日本", "x"};
        for (String s : inputs) System.out.println("'" + s + "' hash=" + s.hashCode() + " -> " + kind(s));
        for (String s : new String[]{"one", "two", "three", "four", "five"}) System.out.println(s + " fallthrough=" + fallthrough(s));
        for (String s : new String[]{"red", "blue", "Aa", "BB", "polygenelubricants", "GydZG_", "DESIGNING WORKHOUSES", "Ab"}) System.out.println(s + " arrow=" + arrow(s));
        String built = new StringBuilder("B").append('B').toString();
        System.out.println("built BB -> " + kind(built));
        try {
            String n = null;
            kind(n);
        } catch (NullPointerException e) {
            System.out.println("null switch NPE");
        }
    }
}
