package java.lang;
public final class Integer {
    public int value;
    public static void hiddenM() {}
    public Integer(int v) { value = v; }
    public static Integer valueOf(int i) { return null; }
}
