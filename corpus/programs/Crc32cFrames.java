import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import java.util.zip.Adler32;
import java.util.zip.CRC32;
import java.util.zip.CRC32C;
import java.util.zip.CheckedInputStream;
import java.util.zip.CheckedOutputStream;
import java.util.zip.Checksum;

/** A log-segment writer in the style of Kafka/LevelDB: length-prefixed records guarded by CRC-32C. */
public class Crc32cFrames {
    static long crc32c(byte[] b, int off, int len) {
        CRC32C c = new CRC32C();
        c.update(b, off, len);
        return c.getValue();
    }

    /** LevelDB's masking: rotate right by 15 and add a constant, so CRCs of CRCs do not look like data. */
    static int mask(long crc) {
        int c = (int) crc;
        return ((c >>> 15) | (c << 17)) + 0xa282ead8;
    }

    static byte[] frame(String payload) throws IOException {
        byte[] body = payload.getBytes(StandardCharsets.UTF_8);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        DataOutputStream d = new DataOutputStream(out);
        d.writeInt(body.length);
        d.writeInt(mask(crc32c(body, 0, body.length)));
        d.write(body);
        return out.toByteArray();
    }

    public static void main(String[] args) throws Exception {
        System.out.println("== check values");
        byte[] check = "123456789".getBytes(StandardCharsets.US_ASCII);
        Checksum[] sums = {new CRC32(), new CRC32C(), new Adler32()};
        for (Checksum s : sums) {
            s.update(check, 0, check.length);
            System.out.printf("%-8s %08x%n", s.getClass().getSimpleName(), s.getValue());
        }
        CRC32C zeros = new CRC32C();
        zeros.update(new byte[32], 0, 32);
        System.out.printf("32 zero bytes %08x, empty %08x%n", zeros.getValue(), new CRC32C().getValue());
        CRC32C ones = new CRC32C();
        for (int i = 0; i < 32; i++) {
            ones.update(0xff);
        }
        System.out.printf("32 0xff bytes %08x (update(int) keeps only the low byte: %08x)%n", ones.getValue(),
                value(new CRC32C(), 0x1ff));

        System.out.println("== a segment of records");
        String[] records = {"put k1=v1", "put k2=\u00e9t\u00e9", "del k1", "", "put k3=" + "x".repeat(300)};
        ByteArrayOutputStream segment = new ByteArrayOutputStream();
        for (String r : records) {
            byte[] f = frame(r);
            segment.write(f);
            System.out.printf("record len=%3d masked=%08x crc=%08x%n", f.length - 8,
                    ByteBuffer.wrap(f, 4, 4).getInt(), crc32c(f, 8, f.length - 8));
        }
        byte[] seg = segment.toByteArray();
        seg[8 + 9 + 8 + 3] ^= 0x20; // corrupt a byte inside the second record
        DataInputStream in = new DataInputStream(new ByteArrayInputStream(seg));
        for (int i = 0; i < records.length; i++) {
            int len = in.readInt();
            int stored = in.readInt();
            byte[] body = new byte[len];
            in.readFully(body);
            boolean ok = mask(crc32c(body, 0, len)) == stored;
            System.out.println("read " + i + " " + (ok ? "ok " + new String(body, StandardCharsets.UTF_8).length() + " chars" : "CORRUPT"));
        }

        System.out.println("== ByteBuffer updates agree with arrays");
        Random rnd = new Random(2024);
        byte[] data = new byte[5000];
        rnd.nextBytes(data);
        for (int len : new int[] {0, 1, 7, 100, 4096, 4097, 5000}) {
            CRC32C a = new CRC32C();
            a.update(data, 0, len);
            ByteBuffer heap = ByteBuffer.wrap(data, 0, len);
            CRC32C b = new CRC32C();
            b.update(heap);
            ByteBuffer direct = ByteBuffer.allocateDirect(len);
            direct.put(data, 0, len).flip();
            CRC32C c = new CRC32C();
            c.update(direct);
            ByteBuffer ro = ByteBuffer.wrap(data).asReadOnlyBuffer();
            ro.limit(len);
            CRC32C d = new CRC32C();
            d.update(ro);
            System.out.printf("len %4d %08x heap=%b direct=%b readonly=%b positions %d/%d/%d%n", len, a.getValue(),
                    a.getValue() == b.getValue(), a.getValue() == c.getValue(), a.getValue() == d.getValue(),
                    heap.position(), direct.position(), ro.position());
        }
        ByteBuffer sliced = ByteBuffer.wrap(data, 100, 400).slice();
        CRC32C s1 = new CRC32C();
        s1.update(sliced);
        System.out.printf("slice %08x == %08x%n", s1.getValue(), crc32c(data, 100, 400));

        System.out.println("== streaming with checked streams");
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        CheckedOutputStream cos = new CheckedOutputStream(sink, new CRC32C());
        cos.write(data, 0, 1234);
        cos.write(42);
        cos.write(data, 2000, 766);
        System.out.printf("written %d bytes crc32c %08x%n", sink.size(), cos.getChecksum().getValue());
        CheckedInputStream cis = new CheckedInputStream(new ByteArrayInputStream(sink.toByteArray()), new CRC32C());
        byte[] buf = new byte[300];
        int total = 0;
        int n;
        total += cis.skip(500);
        while ((n = cis.read(buf)) > 0) {
            total += n;
        }
        System.out.printf("read back %d bytes crc32c %08x match=%b%n", total, cis.getChecksum().getValue(),
                cis.getChecksum().getValue() == cos.getChecksum().getValue());

        System.out.println("== argument checks");
        CRC32C bad = new CRC32C();
        Runnable[] calls = {() -> bad.update(data, -1, 5), () -> bad.update(data, 4990, 20), () -> bad.update(null, 0, 1),
            () -> bad.update((ByteBuffer) null)};
        for (Runnable r : calls) {
            try {
                r.run();
            } catch (RuntimeException e) {
                System.out.println(e.getClass().getName());
            }
        }
        bad.reset();
        System.out.printf("after reset %08x%n", bad.getValue());
    }

    static long value(Checksum c, int b) {
        c.update(b);
        return c.getValue();
    }
}
