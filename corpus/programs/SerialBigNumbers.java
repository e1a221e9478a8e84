import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.CRC32;

/** A ledger that ships BigInteger/BigDecimal amounts between services as serialized objects. */
public class SerialBigNumbers {
    static class LedgerLine implements Serializable {
        private static final long serialVersionUID = 1L;
        final String account;
        final BigDecimal amount;
        final BigInteger sequence;

        LedgerLine(String account, BigDecimal amount, BigInteger sequence) {
            this.account = account;
            this.amount = amount;
            this.sequence = sequence;
        }

        @Override
        public String toString() {
            return account + ":" + amount + "@" + sequence;
        }
    }

    /** Written by HotSpot 17: BigInteger -98765432109876543210 and BigDecimal 3.14159. */
    static final String[] FOREIGN = {
        "aced0005737200146a6176612e6d6174682e426967496e74656765728cfc9f1fa93bfb1d030006490008626974436f756e7449"
            + "00096269744c656e67746849001366697273744e6f6e7a65726f427974654e756d49000c6c6f776573745365744269744900"
            + "067369676e756d5b00096d61676e69747564657400025b42787200106a6176612e6c616e672e4e756d62657286ac951d0b94"
            + "e08b0200007870fffffffffffffffffffffffefffffffeffffffff757200025b42acf317f8060854e0020000787000000009"
            + "055aa54d38e5267eea78",
        "aced0005737200146a6176612e6d6174682e426967446563696d616c54c71557f981284f0300024900057363616c654c000669"
            + "6e7456616c7400164c6a6176612f6d6174682f426967496e74656765723b787200106a6176612e6c616e672e4e756d626572"
            + "86ac951d0b94e08b020000787000000005737200146a6176612e6d6174682e426967496e74656765728cfc9f1fa93bfb1d03"
            + "0006490008626974436f756e744900096269744c656e67746849001366697273744e6f6e7a65726f427974654e756d49000c"
            + "6c6f776573745365744269744900067369676e756d5b00096d61676e69747564657400025b427871007e0002ffffffffffff"
            + "fffffffffffefffffffe00000001757200025b42acf317f8060854e002000078700000000304cb2f7878",
    };

    static byte[] serialize(Object o) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(o);
        }
        return bytes.toByteArray();
    }

    static Object deserialize(byte[] b) throws IOException, ClassNotFoundException {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(b))) {
            return in.readObject();
        }
    }

    static String hex(byte[] b, int from, int to) {
        StringBuilder sb = new StringBuilder();
        for (int i = from; i < to; i++) {
            sb.append(String.format("%02x", b[i]));
        }
        return sb.toString();
    }

    static String crc(byte[] b) {
        CRC32 c = new CRC32();
        c.update(b);
        return String.format("%08x", c.getValue());
    }

    public static void main(String[] args) throws Exception {
        BigInteger[] ints = {BigInteger.ZERO, BigInteger.ONE, BigInteger.valueOf(-1), BigInteger.valueOf(255),
            BigInteger.valueOf(-256), BigInteger.valueOf(Long.MIN_VALUE), BigInteger.TWO.pow(100).subtract(BigInteger.ONE),
            new BigInteger("-123456789012345678901234567890"), BigInteger.TEN.pow(40).negate()};
        for (BigInteger v : ints) {
            byte[] b = serialize(v);
            BigInteger back = (BigInteger) deserialize(b);
            // the tail after the class descriptors: fields then the magnitude array
            System.out.printf("%-42s %4d bytes crc=%s tail=%s ok=%b%n", v, b.length, crc(b),
                    hex(b, Math.max(0, b.length - 40), b.length), back.equals(v) && back.signum() == v.signum());
        }

        BigDecimal[] decs = {BigDecimal.ZERO, new BigDecimal("0.000"), new BigDecimal("-19.99"), new BigDecimal("1E+12"),
            new BigDecimal("123456789.123456789123456789"), BigDecimal.valueOf(2.5), new BigDecimal(0.1),
            BigDecimal.ONE.divide(BigDecimal.valueOf(7), 30, RoundingMode.HALF_EVEN)};
        for (BigDecimal v : decs) {
            byte[] b = serialize(v);
            BigDecimal back = (BigDecimal) deserialize(b);
            System.out.printf("%-60s %4d bytes crc=%s scale=%d ok=%b%n", v, b.length, crc(b), back.scale(),
                    back.equals(v) && back.precision() == v.precision());
        }

        List<LedgerLine> ledger = new ArrayList<>();
        BigInteger seq = new BigInteger("900000000000000000000");
        BigDecimal shared = new BigDecimal("100.00");
        ledger.add(new LedgerLine("cash", shared, seq));
        ledger.add(new LedgerLine("sales", shared.negate(), seq.add(BigInteger.ONE)));
        ledger.add(new LedgerLine("tax", shared.multiply(new BigDecimal("0.19")), seq.add(BigInteger.TWO)));
        ledger.add(new LedgerLine("cash", shared, seq));
        byte[] all = serialize(ledger);
        System.out.println("ledger " + all.length + " bytes crc=" + crc(all));
        @SuppressWarnings("unchecked")
        List<LedgerLine> back = (List<LedgerLine>) deserialize(all);
        BigDecimal total = BigDecimal.ZERO;
        for (LedgerLine l : back) {
            total = total.add(l.amount);
        }
        System.out.println("ledger back " + back + " total=" + total + " sharedAmount="
                + (back.get(0).amount == back.get(3).amount) + " sharedSeq=" + (back.get(0).sequence == back.get(3).sequence));

        for (String h : FOREIGN) {
            byte[] b = new byte[h.length() / 2];
            for (int i = 0; i < b.length; i++) {
                b[i] = (byte) Integer.parseInt(h.substring(2 * i, 2 * i + 2), 16);
            }
            Object o = deserialize(b);
            System.out.println("foreign " + o.getClass().getSimpleName() + " " + o + " rewrite identical="
                    + java.util.Arrays.equals(b, serialize(o)));
        }

        // A damaged stream: the signum field of a serialized 255 flipped to 0.
        byte[] good = serialize(BigInteger.valueOf(255));
        byte[] bad = good.clone();
        int signumAt = good.length - 29; // signum, then the magnitude array (descriptor, length, 1 byte) and end of block data
        System.out.println("signum bytes " + hex(good, signumAt, signumAt + 4));
        bad[signumAt + 3] = 0;
        try {
            deserialize(bad);
        } catch (IOException e) {
            System.out.println(e);
        }
        bad[signumAt + 3] = 5;
        try {
            deserialize(bad);
        } catch (IOException e) {
            System.out.println(e);
        }
    }
}
