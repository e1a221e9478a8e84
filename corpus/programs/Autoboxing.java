import java.util.ArrayList;
import java.util.List;

public class Autoboxing {
    static String which(int x) { return "int"; }
    static String which(long x) { return "long"; }
    static String which(Integer x) { return "Integer"; }
    static String which(Object x) { return "Object"; }
    static String which2(long x) { return "long"; }
    static String which2(Integer x) { return "Integer"; }
    static String which3(Object x) { return "Object:" + x.getClass().getSimpleName(); }
    static String which4(Integer... xs) { return "Integer..."; }
    static String which4(double x) { return "double"; }

    public static void main(String[] args) {
        Integer a = 5;
        int b = a;
        Integer c = a + b;
        System.out.println("basic " + a + " " + b + " " + c + " " + c.getClass().getName());
        Double d = 2.5;
        double dd = d * a;
        System.out.println("mixed " + dd + " " + (d + a) + " " + (a / 2) + " " + (d / 2));
        Long l = 10L;
        long sum = l + a + 'c';
        System.out.println("long sum " + sum);
        Character ch = 'x';
        int ci = ch + 1;
        char next = (char) (ch + 1);
        System.out.println("char " + ci + " " + next + " " + Character.valueOf(next));
        Boolean flag = true;
        if (flag) System.out.println("Boolean unboxed in if");
        System.out.println("ternary mixed " + (flag ? 1 : 2.0) + " " + (flag ? a : "str") + " " + (!flag ? 'a' : 98));
        Integer nullInt = null;
        Object tern = flag ? nullInt : Integer.valueOf(0);
        System.out.println("ternary keeps null ref " + tern);
        try {
            int bad = flag ? nullInt : 0;
            System.out.println("unexpected " + bad);
        } catch (NullPointerException e) {
            System.out.println("ternary unboxing null -> NPE");
        }
        System.out.println("overloads " + which(1) + " " + which(1L) + " " + which(a) + " " + which("s") + " " + which((short) 1) + " " + which('c'));
        System.out.println("overloads2 " + which2(1) + " " + which2(a));
        System.out.println("overloads3 " + which3(1) + " " + which3(1L) + " " + which3(1.5f) + " " + which3('c') + " " + which3(true) + " " + which3((byte) 1) + " " + which3((short) 1));
        System.out.println("overloads4 " + which4(1) + " " + which4(a) + " " + which4(a, a));
        List<Integer> list = new ArrayList<>();
        for (int i = 0; i < 10; i++) list.add(i * i);
        int total = 0;
        for (int v : list) total += v;
        System.out.println("list sum " + total);
        list.remove(Integer.valueOf(81));
        list.remove(0);
        System.out.println("remove(Object) vs remove(int): " + list);
        Integer counter = 0;
        for (int i = 0; i < 300; i++) counter++;
        System.out.println("boxed counter " + counter);
        Integer x1 = 127, x2 = 127, y1 = 128, y2 = 128;
        System.out.println("== on boxed " + (x1 == x2) + " " + (y1 == y2) + " " + y1.equals(y2) + " " + (y1 == 128) + " " + (y1 <= y2 && y1 >= y2));
        Long big1 = 127L;
        System.out.println("Long equals Integer " + big1.equals(127) + " " + (big1 == 127));
        Object o = 3;
        Object o2 = 3L;
        Object o3 = 3.0f;
        Object o4 = (short) 3;
        Object o5 = (byte) 3;
        System.out.println("boxed classes " + o.getClass().getSimpleName() + " " + o2.getClass().getSimpleName() + " " + o3.getClass().getSimpleName() + " " + o4.getClass().getSimpleName() + " " + o5.getClass().getSimpleName());
        Number n = flag ? (Number) 1 : (Number) 2.0;
        System.out.println("Number " + n + " " + n.getClass().getSimpleName());
        Integer[] arr = {3, 1, 2};
        int prod = 1;
        for (Integer v : arr) prod *= v;
        System.out.println("array product " + prod);
        Double dnan1 = Double.NaN, dnan2 = Double.NaN;
        System.out.println("boxed NaN equals " + dnan1.equals(dnan2) + " == unboxed " + (dnan1.doubleValue() == dnan2.doubleValue()));
        short s = 10;
        Short bs = s;
        bs++;
        System.out.println("Short inc " + bs + " " + bs.getClass().getSimpleName());
        Byte bb = (byte) 127;
        bb++;
        System.out.println("Byte overflow inc " + bb);
        Character cc = 'A';
        cc++;
        System.out.println("Character inc " + cc);
        Float ff = 1.5f;
        ff += 1;
        System.out.println("Float += " + ff);
        long fromBoxedInt = a;
        double fromBoxedLong = l;
        System.out.println("widen after unbox " + fromBoxedInt + " " + fromBoxedLong);
    }
}
