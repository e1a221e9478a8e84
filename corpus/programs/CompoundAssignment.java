public class CompoundAssignment {
    int field = 10;
    static long sfield = 100;
    int[] arr = {1, 2, 3};
    static int calls = 0;
    static int idx() { calls++; return 1; }
    CompoundAssignment self() { calls++; return this; }

    public static void main(String[] args) {
        CompoundAssignment c = new CompoundAssignment();
        c.field += 5; System.out.println("field += 5 " + c.field);
        c.field <<= 3; System.out.println("field <<= 3 " + c.field);
        c.field %= 7; System.out.println("field %= 7 " + c.field);
        c.field++; ++c.field; c.field--;
        System.out.println("field inc/dec " + c.field);
        int old = c.field++;
        int pre = ++c.field;
        System.out.println("post " + old + " pre " + pre + " now " + c.field);
        sfield *= -3; System.out.println("sfield *= -3 " + sfield);
        sfield >>>= 60; System.out.println("sfield >>>= 60 " + sfield);
        sfield++;
        System.out.println("sfield++ " + sfield);
        c.self().field += 100;
        System.out.println("self().field += 100 evaluated self once: calls=" + calls + " field=" + c.field);
        c.arr[idx()] *= 7;
        System.out.println("arr[idx()] *= 7 calls=" + calls + " arr=" + java.util.Arrays.toString(c.arr));
        c.self().arr[idx()]++;
        System.out.println("self().arr[idx()]++ calls=" + calls + " arr=" + java.util.Arrays.toString(c.arr));
        long[] la = {Long.MAX_VALUE};
        la[0]++;
        System.out.println("long array overflow " + la[0]);
        double[] da = {1.5};
        da[0] *= da[0];
        da[0]++;
        System.out.println("double array " + da[0]);
        float[] fa = {0.1f};
        fa[0] += 0.2;
        System.out.println("float array += double " + fa[0]);
        Integer boxed = 5;
        boxed += 10;
        boxed *= 2;
        boxed++;
        System.out.println("boxed compound " + boxed);
        Integer[] barr = {1, 2};
        barr[0] += 100;
        barr[1]++;
        System.out.println("boxed array " + barr[0] + " " + barr[1]);
        String s = "a";
        String[] sarr = {"x"};
        sarr[0] += s + 1;
        sarr[0] += 'z';
        System.out.println("string array += " + sarr[0]);
        c.field = 0;
        c.field += c.field++ + ++c.field;
        System.out.println("tricky " + c.field);
        int x = 10;
        x ^= x << 2;
        x |= 1 << 20;
        x &= ~0xF;
        System.out.println("bitwise compound " + x);
        boolean bz = true;
        bz &= 5 > 3;
        bz ^= true;
        bz |= false;
        System.out.println("boolean compound " + bz);
        char ch = 'A';
        ch += 25;
        ch -= '\u0001';
        System.out.println("char compound " + ch);
    }
}
