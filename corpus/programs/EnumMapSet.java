import java.util.*;

public class EnumMapSet {
    enum Color { RED, ORANGE, YELLOW, GREEN, BLUE, INDIGO, VIOLET }
    enum Op {
        PLUS { int apply(int a, int b) { return a + b; } },
        MINUS { int apply(int a, int b) { return a - b; } };
        abstract int apply(int a, int b);
    }

    public static void main(String[] args) {
        System.out.println(Color.values().length + " " + Op.values().length);
        EnumSet<Color> none = EnumSet.noneOf(Color.class);
        EnumSet<Color> all = EnumSet.allOf(Color.class);
        EnumSet<Color> some = EnumSet.of(Color.BLUE, Color.RED, Color.GREEN);
        EnumSet<Color> range = EnumSet.range(Color.ORANGE, Color.BLUE);
        System.out.println(none + " " + all + " " + some + " " + range);
        System.out.println(EnumSet.complementOf(some) + " " + EnumSet.copyOf(List.of(Color.VIOLET, Color.RED)) + " " + EnumSet.copyOf(range));
        System.out.println(EnumSet.of(Color.INDIGO, Color.ORANGE, Color.RED, Color.VIOLET, Color.YELLOW, Color.GREEN));
        some.add(Color.YELLOW);
        some.remove(Color.RED);
        System.out.println(some + " " + some.size() + " " + some.contains(Color.GREEN) + " " + some.contains(Color.RED) + " " + some.contains("GREEN"));
        range.retainAll(some);
        System.out.println(range + " " + range.containsAll(EnumSet.of(Color.GREEN)) + " " + range.equals(EnumSet.of(Color.YELLOW, Color.GREEN, Color.BLUE)));
        all.removeAll(some);
        System.out.println(all);
        Iterator<Color> it = all.iterator();
        while (it.hasNext()) if (it.next().name().contains("O")) it.remove();
        System.out.println(all + " " + all.isEmpty());
        EnumSet<Op> ops = EnumSet.allOf(Op.class);
        for (Op o : ops) System.out.print(o + "=" + o.apply(6, 4) + " ");
        System.out.println(ops.contains(Op.PLUS));
        try { EnumSet.range(Color.BLUE, Color.RED); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }
        try { EnumSet.copyOf(new ArrayList<Color>()); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }
        try { some.add(null); } catch (NullPointerException e) { System.out.println("NPE"); }

        EnumMap<Color, Integer> m = new EnumMap<>(Color.class);
        m.put(Color.VIOLET, 7);
        m.put(Color.RED, 1);
        m.put(Color.GREEN, 4);
        m.put(Color.YELLOW, null);
        System.out.println(m + " " + m.size() + " " + m.get(Color.GREEN) + " " + m.get(Color.BLUE) + " " + m.containsKey(Color.YELLOW) + " " + m.containsValue(null));
        System.out.println(m.keySet() + " " + m.values() + " " + m.entrySet());
        m.merge(Color.RED, 10, Integer::sum);
        m.computeIfAbsent(Color.BLUE, c -> c.ordinal() * 100);
        m.remove(Color.YELLOW);
        System.out.println(m);
        EnumMap<Color, Integer> cp = new EnumMap<>(m);
        EnumMap<Color, Integer> cp2 = new EnumMap<>(new HashMap<>(Map.of(Color.INDIGO, 6)));
        System.out.println(cp.equals(m) + " " + cp2 + " " + m.equals(new HashMap<>(m)));
        for (Map.Entry<Color, Integer> e : m.entrySet()) e.setValue(e.getValue() + 1);
        Iterator<Color> ki = m.keySet().iterator();
        while (ki.hasNext()) if (ki.next() == Color.GREEN) ki.remove();
        System.out.println(m + " " + m.clone());
        try { new EnumMap<Color, Integer>(new HashMap<Color, Integer>()); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }
        try { m.put(null, 1); } catch (NullPointerException e) { System.out.println("NPE"); }
        EnumMap<Op, String> om = new EnumMap<>(Op.class);
        om.put(Op.MINUS, "-");
        om.put(Op.PLUS, "+");
        System.out.println(om);
    }
}
