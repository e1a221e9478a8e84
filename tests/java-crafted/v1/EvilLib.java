public class EvilLib {
    public static void main(String[] a) {
        Integer x = 127;
        try { x.value = 5; } catch (IllegalAccessError e) { System.out.println(e); }
        try { Integer.hiddenM(); } catch (IllegalAccessError e) { System.out.println(e); }
        System.out.println(x);
    }
}
