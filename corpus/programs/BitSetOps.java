import java.util.*;

public class BitSetOps {
    public static void main(String[] args) {
        BitSet a = new BitSet();
        System.out.println(a + " " + a.size() + " " + a.length() + " " + a.isEmpty());
        a.set(1); a.set(3); a.set(5, 9); a.set(64); a.set(130);
        System.out.println(a + " size=" + a.size() + " len=" + a.length() + " card=" + a.cardinality());
        BitSet b = new BitSet(10);
        b.set(0, 4);
        b.set(7, true);
        b.set(100, false);
        System.out.println(b + " " + b.size() + " " + b.get(2) + " " + b.get(200));
        BitSet c = (BitSet) a.clone();
        c.and(b);
        System.out.println("and " + c);
        c = (BitSet) a.clone(); c.or(b); System.out.println("or " + c);
        c = (BitSet) a.clone(); c.xor(b); System.out.println("xor " + c);
        c = (BitSet) a.clone(); c.andNot(b); System.out.println("andNot " + c + " " + a.intersects(b) + " " + c.intersects(b));
        for (int i = a.nextSetBit(0); i >= 0; i = a.nextSetBit(i + 1)) System.out.print(i + " ");
        System.out.println();
        System.out.println(a.nextClearBit(5) + " " + a.nextClearBit(200) + " " + a.previousSetBit(63) + " " + a.previousClearBit(8) + " " + a.previousSetBit(-1) + " " + a.nextSetBit(131));
        a.flip(0, 10);
        System.out.println(a);
        a.flip(64);
        a.clear(130);
        a.clear(2, 5);
        System.out.println(a + " " + a.length());
        System.out.println(a.get(0, 12) + " " + a.get(3, 7) + " " + a.get(50, 60));
        BitSet big = new BitSet();
        big.set(60, 200);
        big.clear(70, 190);
        System.out.println(big + " " + big.get(62, 195) + " " + big.cardinality());
        long[] la = {0x5L, 0L, 0x8000000000000001L};
        BitSet fl = BitSet.valueOf(la);
        System.out.println(fl + " " + Arrays.toString(fl.toLongArray()) + " " + Arrays.toString(fl.toByteArray()));
        BitSet fb = BitSet.valueOf(new byte[] {(byte) 0x81, 0, 0x10, 0});
        System.out.println(fb + " " + Arrays.toString(fb.toByteArray()) + " " + fb.length());
        System.out.println(fl.equals(BitSet.valueOf(new long[] {5, 0, 0x8000000000000001L, 0})) + " " + fl.hashCode() + " " + new BitSet().hashCode());
        try { a.set(-1); } catch (IndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        try { a.set(5, 2); } catch (IndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        try { a.clear(-3, 2); } catch (IndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        try { a.get(1, -2); } catch (IndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        try { new BitSet(-5); } catch (NegativeArraySizeException e) { System.out.println(e.getMessage()); }
        try { a.nextSetBit(-1); } catch (IndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        try { a.previousSetBit(-2); } catch (IndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        a.clear();
        System.out.println(a + " " + a.length() + " " + a.size());
    }
}
