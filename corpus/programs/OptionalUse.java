import java.util.List;
import java.util.NoSuchElementException;
import java.util.Optional;

public class OptionalUse {
    static Optional<String> find(List<String> xs, String prefix) {
        for (String x : xs) if (x.startsWith(prefix)) return Optional.of(x);
        return Optional.empty();
    }
    static Optional<Integer> parse(String s) {
        try { return Optional.of(Integer.parseInt(s)); } catch (NumberFormatException e) { return Optional.empty(); }
    }

    public static void main(String[] args) {
        List<String> names = List.of("alpha", "beta", "gamma");
        Optional<String> g = find(names, "g");
        Optional<String> z = find(names, "z");
        System.out.println("found " + g + " missing " + z + " present " + g.isPresent() + " " + z.isPresent() + " empty " + z.isEmpty());
        System.out.println("get " + g.get() + " orElse " + z.orElse("none") + " orElseGet " + z.orElseGet(() -> "computed"));
        System.out.println("map " + g.map(String::length) + " " + z.map(String::length) + " flatMap " + g.flatMap(s -> parse("12")) + " " + g.flatMap(s -> parse("x")));
        System.out.println("filter " + g.filter(s -> s.length() > 3) + " " + g.filter(s -> s.length() > 10));
        g.ifPresent(s -> System.out.println("ifPresent " + s));
        z.ifPresentOrElse(s -> System.out.println("unexpected"), () -> System.out.println("ifPresentOrElse empty branch"));
        System.out.println("or " + z.or(() -> Optional.of("alt")) + " " + g.or(() -> Optional.of("alt")));
        System.out.println("ofNullable " + Optional.ofNullable(null) + " " + Optional.ofNullable("v") + " equals " + Optional.of("v").equals(Optional.ofNullable("v")) + " " + Optional.empty().equals(Optional.empty()) + " hash " + Optional.of("v").hashCode() + " " + Optional.empty().hashCode());
        try { z.get(); } catch (NoSuchElementException e) { System.out.println("get on empty: " + e.getMessage()); }
        try { z.orElseThrow(); } catch (NoSuchElementException e) { System.out.println("orElseThrow: " + e.getMessage()); }
        try { z.orElseThrow(() -> new IllegalStateException("custom missing")); } catch (IllegalStateException e) { System.out.println("orElseThrow supplier: " + e.getMessage()); }
        try { Optional.of(null); } catch (NullPointerException e) { System.out.println("Optional.of(null) NPE"); }
        int total = 0;
        for (String s : new String[]{"1", "x", "3", "", "40"}) total += parse(s).orElse(0);
        System.out.println("parsed total " + total);
        Optional<Optional<String>> nested = Optional.of(Optional.empty());
        System.out.println("nested " + nested + " flattened " + nested.flatMap(o -> o));
        String chained = Optional.of("  padded  ").map(String::trim).filter(s -> !s.isEmpty()).map(String::toUpperCase).orElse("EMPTY");
        System.out.println("chained " + chained);
        String chained2 = Optional.of("   ").map(String::trim).filter(s -> !s.isEmpty()).map(String::toUpperCase).orElse("EMPTY");
        System.out.println("chained2 " + chained2);
    }
}
