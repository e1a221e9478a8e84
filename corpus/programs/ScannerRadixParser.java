import java.io.StringReader;
import java.math.BigInteger;
import java.util.*;

/** Assembles a toy machine's source: literals in hex, binary, octal and decimal, read with radix-aware Scanner calls. */
public class ScannerRadixParser {
    static final String SOURCE = String.join("\n",
            "; toy assembly",
            "LOAD  r1 hex 7f",
            "LOAD  r2 bin 101010",
            "LOAD  r3 oct 777",
            "ADD   r1 dec -12",
            "MASK  r2 hex FFFF_0000",
            "LOAD  r4 b36 zz",
            "WIDE  r5 hex 123456789abcdef0123",
            "LOAD  r6 bin 102",
            "LOAD  r7 hex 80000000",
            "LOAD  r8 dec 1,024",
            "HALT");

    public static void main(String[] args) {
        Scanner sc = new Scanner(new StringReader(SOURCE));
        Map<String, Integer> radixes = Map.of("hex", 16, "bin", 2, "oct", 8, "dec", 10, "b36", 36);
        int line = 0;
        while (sc.hasNextLine()) {
            line++;
            if (sc.hasNext(";.*")) {
                System.out.println(line + ": comment '" + sc.nextLine().trim() + "'");
                continue;
            }
            String op = sc.next();
            if (op.equals("HALT")) {
                System.out.println(line + ": HALT, hasNext after: " + sc.hasNext());
                break;
            }
            String reg = sc.next();
            String base = sc.next();
            int radix = radixes.get(base);
            StringBuilder out = new StringBuilder(line + ": " + op + " " + reg + " [" + base + "] ");
            out.append("hasNextInt=").append(sc.hasNextInt(radix)).append(" hasNextLong=").append(sc.hasNextLong(radix))
               .append(" hasNextBigInteger=").append(sc.hasNextBigInteger(radix)).append(" -> ");
            if (sc.hasNextInt(radix)) {
                int v = sc.nextInt(radix);
                out.append(v).append(" = 0x").append(Integer.toHexString(v));
            } else if (sc.hasNextBigInteger(radix)) {
                BigInteger v = sc.nextBigInteger(radix);
                out.append("big ").append(v).append(" (").append(v.bitLength()).append(" bits)");
            } else {
                try {
                    sc.nextInt(radix);
                } catch (InputMismatchException e) {
                    out.append("error ").append(e.getMessage()).append(" on '").append(sc.next()).append("'");
                }
            }
            sc.nextLine();
            System.out.println(out);
        }

        // Switching the default radix changes what the plain calls accept.
        Scanner hex = new Scanner("ff 10 7FFF zz -80 +1f").useRadix(16);
        System.out.print("radix " + hex.radix() + ":");
        while (hex.hasNext()) {
            if (hex.hasNextShort()) System.out.print(" short " + hex.nextShort());
            else if (hex.hasNextByte()) System.out.print(" byte " + hex.nextByte());
            else System.out.print(" skip " + hex.next());
        }
        System.out.println();
        Scanner bytes = new Scanner("7f 80 -80 -81");
        System.out.println(bytes.nextByte(16) + " " + bytes.hasNextByte(16) + " " + bytes.nextShort(16) + " " + bytes.nextByte(16) + " " + bytes.hasNextByte(16));
        try {
            bytes.nextByte(16);
        } catch (InputMismatchException e) {
            System.out.println("nextByte: " + e.getMessage());
        }
        for (int bad : new int[] {1, 37}) {
            try {
                new Scanner("1").useRadix(bad);
            } catch (IllegalArgumentException e) {
                System.out.println(e.getMessage());
            }
            try {
                new Scanner("1").nextInt(bad);
            } catch (IllegalArgumentException e) {
                System.out.println(e.getMessage());
            }
        }
        Scanner big = new Scanner("18446744073709551616 -9223372036854775809 12,345,678,901,234,567,890 0x10");
        while (big.hasNext()) {
            if (big.hasNextLong()) System.out.println("long " + big.nextLong());
            else if (big.hasNextBigInteger()) System.out.println("bigint " + big.nextBigInteger());
            else System.out.println("not a number: " + big.next());
        }
        try {
            big.nextBigInteger();
        } catch (NoSuchElementException e) {
            System.out.println("at end: " + e.getClass().getSimpleName());
        }
    }
}
