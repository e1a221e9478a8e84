import java.nio.BufferOverflowException;
import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.CharBuffer;
import java.nio.DoubleBuffer;
import java.nio.FloatBuffer;
import java.nio.IntBuffer;
import java.nio.LongBuffer;
import java.nio.ShortBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A length-prefixed binary record protocol: a big-endian frame header (magic,
 * version, record count) and records whose payloads are little-endian,
 * decoded from a stream arriving in uneven chunks through a receive buffer
 * that is compacted after every frame.
 */
public class ByteBufferProtocol {
    static final int MAGIC = 0xCAFED00D;

    interface Op {
        Object run() throws Exception;
    }

    static void t(String label, Op op) {
        try {
            System.out.println(label + ": " + op.run());
        } catch (Exception e) {
            System.out.println(label + ": " + e.getClass().getName() + (e.getMessage() == null ? "" : ": " + e.getMessage()));
        }
    }

    static String hex(ByteBuffer b) {
        StringBuilder sb = new StringBuilder();
        for (int i = b.position(); i < b.limit(); i++) {
            sb.append(String.format("%02x", b.get(i) & 0xff));
            if ((i - b.position()) % 16 == 15) {
                sb.append('\n');
            } else if (i + 1 < b.limit()) {
                sb.append(' ');
            }
        }
        return sb.toString();
    }

    /** A sensor reading, a named tag or a sample series. */
    static final class Record {
        final byte type;
        final long id;
        final float temperature;
        final double reading;
        final String name;
        final char unit;
        final int[] samples;

        Record(byte type, long id, float temperature, double reading, String name, char unit, int[] samples) {
            this.type = type;
            this.id = id;
            this.temperature = temperature;
            this.reading = reading;
            this.name = name;
            this.unit = unit;
            this.samples = samples;
        }

        static Record sensor(long id, float t, double r) {
            return new Record((byte) 1, id, t, r, null, ' ', null);
        }

        static Record tag(String name, char unit) {
            return new Record((byte) 2, 0, 0, 0, name, unit, null);
        }

        static Record series(int... samples) {
            return new Record((byte) 3, 0, 0, 0, null, ' ', samples);
        }

        @Override
        public String toString() {
            switch (type) {
                case 1:
                    return "sensor id=" + id + " t=" + temperature + " r=" + reading;
                case 2:
                    return "tag name=" + name + " unit=" + unit;
                default:
                    return "series " + Arrays.toString(samples);
            }
        }
    }

    static void writeRecord(ByteBuffer out, Record r) {
        int lengthAt = out.position();
        out.putShort((short) 0); // patched below
        out.put(r.type);
        ByteOrder saved = out.order();
        out.order(ByteOrder.LITTLE_ENDIAN);
        switch (r.type) {
            case 1:
                out.putLong(r.id).putFloat(r.temperature).putDouble(r.reading);
                break;
            case 2: {
                byte[] utf8 = r.name.getBytes(StandardCharsets.UTF_8);
                out.put((byte) utf8.length).put(utf8).putChar(r.unit);
                break;
            }
            default: {
                out.putShort((short) r.samples.length);
                // the samples go through an int view over the record's bytes
                IntBuffer view = out.slice().order(ByteOrder.LITTLE_ENDIAN).asIntBuffer();
                view.put(r.samples);
                out.position(out.position() + 4 * r.samples.length);
            }
        }
        out.order(saved);
        out.putShort(lengthAt, (short) (out.position() - lengthAt - 2));
    }

    static ByteBuffer encodeFrame(List<Record> records) {
        ByteBuffer out = ByteBuffer.allocate(256);
        out.putInt(MAGIC).putShort((short) 3).put((byte) records.size());
        int lengthAt = out.position();
        out.putInt(0);
        for (Record r : records) {
            writeRecord(out, r);
        }
        out.putInt(lengthAt, out.position() - lengthAt - 4);
        return out.flip();
    }

    static Record readRecord(ByteBuffer in) {
        int length = in.getShort() & 0xffff;
        ByteBuffer body = in.slice(in.position(), length).order(ByteOrder.LITTLE_ENDIAN);
        in.position(in.position() + length);
        byte type = body.get();
        switch (type) {
            case 1:
                return Record.sensor(body.getLong(), body.getFloat(), body.getDouble());
            case 2: {
                byte[] name = new byte[body.get()];
                body.get(name);
                return Record.tag(new String(name, StandardCharsets.UTF_8), body.getChar());
            }
            case 3: {
                int[] samples = new int[body.getShort()];
                body.slice().order(ByteOrder.LITTLE_ENDIAN).asIntBuffer().get(samples);
                return Record.series(samples);
            }
            default:
                throw new IllegalStateException("unknown record type " + type);
        }
    }

    /** A whole frame, or null (position unchanged) when not all of it has arrived. */
    static List<Record> tryReadFrame(ByteBuffer in) {
        if (in.remaining() < 11) {
            return null;
        }
        in.mark();
        int magic = in.getInt();
        if (magic != MAGIC) {
            throw new IllegalStateException("bad magic " + Integer.toHexString(magic));
        }
        short version = in.getShort();
        int count = in.get();
        int length = in.getInt();
        if (in.remaining() < length) {
            in.reset();
            return null;
        }
        List<Record> records = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            records.add(readRecord(in));
        }
        System.out.println("  frame v" + version + " " + count + " records, " + length + " bytes");
        return records;
    }

    static void streamDecode(byte[] wire, int[] chunks) {
        ByteBuffer receive = ByteBuffer.allocate(96);
        int sent = 0;
        int c = 0;
        int frames = 0;
        while (sent < wire.length) {
            int n = Math.min(chunks[c++ % chunks.length], Math.min(wire.length - sent, receive.remaining()));
            receive.put(wire, sent, n);
            sent += n;
            receive.flip();
            List<Record> frame;
            while ((frame = tryReadFrame(receive)) != null) {
                frames++;
                for (Record r : frame) {
                    System.out.println("    " + r);
                }
            }
            receive.compact();
            System.out.println("  after chunk of " + n + ": " + receive);
        }
        System.out.println("  " + frames + " frames");
    }

    public static void main(String[] args) {
        List<Record> records = List.of(
                Record.sensor(1L << 40 | 7, 21.5f, Math.PI),
                Record.tag("héllo-ω", '℃'),
                Record.series(1, -2, 65536, Integer.MIN_VALUE),
                Record.sensor(-1, Float.NaN, -0.0));
        ByteBuffer frame = encodeFrame(records);
        System.out.println("frame " + frame);
        System.out.println(hex(frame));
        System.out.println("decoded:");
        List<Record> back = tryReadFrame(frame.duplicate());
        for (Record r : back) {
            System.out.println("  " + r);
        }

        byte[] one = new byte[frame.remaining()];
        frame.duplicate().get(one);
        byte[] wire = new byte[one.length * 3];
        for (int i = 0; i < 3; i++) {
            System.arraycopy(one, 0, wire, i * one.length, one.length);
        }
        System.out.println("stream in chunks of 7, 13, 1, 40:");
        streamDecode(wire, new int[] {7, 13, 1, 40});
        System.out.println("stream in chunks of 96:");
        streamDecode(wire, new int[] {96});

        views();
        slicesAndCopies();
        comparisons();
        exceptions();
    }

    static void views() {
        System.out.println("-- views");
        ByteBuffer b = ByteBuffer.allocate(32);
        for (int i = 0; i < 32; i++) {
            b.put((byte) (i * 9));
        }
        b.position(3);
        ShortBuffer sb = b.asShortBuffer();
        IntBuffer ib = b.order(ByteOrder.LITTLE_ENDIAN).asIntBuffer();
        LongBuffer lb = b.order(ByteOrder.BIG_ENDIAN).asLongBuffer();
        FloatBuffer fb = b.asFloatBuffer();
        DoubleBuffer db = b.order(ByteOrder.LITTLE_ENDIAN).asDoubleBuffer();
        CharBuffer cb = b.order(ByteOrder.BIG_ENDIAN).asCharBuffer();
        System.out.println(sb + " " + sb.order() + " " + sb.get(0) + " " + sb.get(13));
        System.out.println(ib + " " + ib.order() + " " + ib.get(0) + " " + ib.get(6));
        System.out.println(lb + " " + lb.order() + " " + lb.get(0) + " " + lb.get(2));
        System.out.println(fb + " " + fb.get(1) + " " + db + " " + db.get(0));
        System.out.println("chars " + cb.length() + " " + (int) cb.charAt(0) + " " + cb.isReadOnly() + " " + cb.isDirect());
        ib.put(1, 0x01020304);
        lb.put(2, -1L);
        fb.put(0, -0.0f);
        System.out.println(hex(b.duplicate().position(0)));
        System.out.println("view positions " + ib.position() + " " + ib.remaining() + " hasArray " + ib.hasArray());
        t("view array", () -> ib.array());
        ib.position(5);
        IntBuffer ibs = ib.slice();
        System.out.println("view slice " + ibs + " " + ibs.order() + " " + ibs.get(0));
        ib.compact();
        System.out.println("view compact " + ib + " " + ib.get(0) + " " + ib.get(1));
        ShortBuffer ro = sb.asReadOnlyBuffer();
        System.out.println(ro + " " + ro.isReadOnly());
        t("put on read-only view", () -> ro.put((short) 1));

        ByteBuffer d = ByteBuffer.allocateDirect(16);
        d.putDouble(2.5).putInt(-7).putShort((short) 300).putChar('Z');
        d.flip();
        System.out.println(d + " direct " + d.isDirect() + " hasArray " + d.hasArray() + " " + d.getDouble() + " "
                + d.getInt() + " " + d.getShort() + " " + d.getChar());
        System.out.println(d.asReadOnlyBuffer() + " " + d.rewind().asIntBuffer() + " "
                + d.duplicate().order(ByteOrder.LITTLE_ENDIAN).asIntBuffer() + " " + d.asReadOnlyBuffer().asLongBuffer());
        t("direct array", () -> d.array());
        t("direct arrayOffset", () -> d.arrayOffset());

        IntBuffer heap = IntBuffer.wrap(new int[] {5, 6, 7, 8, 9}, 1, 3);
        System.out.println(heap + " " + heap.order() + " offset " + heap.slice().arrayOffset() + " "
                + heap.asReadOnlyBuffer() + " " + DoubleBuffer.allocate(2) + " " + LongBuffer.allocate(1).asReadOnlyBuffer());
    }

    static void slicesAndCopies() {
        System.out.println("-- slices");
        byte[] arr = new byte[12];
        ByteBuffer b = ByteBuffer.wrap(arr, 2, 8).order(ByteOrder.LITTLE_ENDIAN);
        System.out.println(b + " " + b.order());
        ByteBuffer s = b.slice();
        System.out.println("slice " + s + " " + s.order() + " arrayOffset " + s.arrayOffset());
        s.putInt(0x11223344);
        ByteBuffer s2 = b.slice(4, 3);
        s2.put((byte) 0x55).put((byte) 0x66);
        System.out.println(Arrays.toString(arr) + " " + s2);
        ByteBuffer dup = b.duplicate();
        b.mark();
        b.position(5);
        ByteBuffer dup2 = b.duplicate();
        System.out.println("dup " + dup + " " + dup.order() + " dup2 " + dup2.reset() + " " + b.reset());
        ByteBuffer ro = b.asReadOnlyBuffer();
        System.out.println(ro + " " + ro.isReadOnly() + " " + ro.hasArray() + " " + ro.getInt(2));
        t("read-only put", () -> ro.put((byte) 1));
        t("read-only putLong", () -> ro.putLong(0, 1L));
        t("read-only array", () -> ro.array());
        t("read-only compact", () -> ro.compact());
        t("read-only put(self)", () -> ro.put(ro));

        ByteBuffer c = ByteBuffer.wrap("abcdefghij".getBytes(StandardCharsets.US_ASCII));
        c.position(3).limit(8);
        c.mark();
        c.compact();
        System.out.println("compact " + c + " " + new String(c.array(), StandardCharsets.US_ASCII));
        t("reset after compact", () -> c.reset());
        c.flip();
        System.out.println("flip " + c + " rewind " + c.rewind() + " clear " + c.clear() + " remaining " + c.remaining());

        ByteBuffer big = ByteBuffer.allocate(10);
        big.put(new byte[] {1, 2, 3, 4, 5, 6}, 1, 4);
        big.put(2, new byte[] {9, 9}).put(7, (byte) 8);
        byte[] dst = new byte[6];
        big.get(0, dst, 1, 4);
        System.out.println(big + " " + Arrays.toString(dst) + " " + Arrays.toString(big.array()));
        ByteBuffer src = ByteBuffer.wrap(new byte[] {40, 41, 42, 43});
        big.put(src);
        big.put(0, src, 1, 2);
        System.out.println(big + " " + src + " " + Arrays.toString(big.array()));
    }

    static void comparisons() {
        System.out.println("-- comparisons");
        ByteBuffer a = ByteBuffer.wrap(new byte[] {1, 2, 3, -4});
        ByteBuffer b = ByteBuffer.allocateDirect(4).put(new byte[] {1, 2, 3, 100}).flip();
        System.out.println(a.equals(b) + " " + a.compareTo(b) + " " + a.mismatch(b) + " " + a.hashCode() + " " + b.hashCode());
        b.limit(3);
        a.limit(3);
        System.out.println(a.equals(b) + " " + a.compareTo(b) + " " + a.mismatch(b) + " " + a.hashCode());
        a.limit(4);
        System.out.println(a.compareTo(b) + " " + b.compareTo(a) + " " + a.mismatch(b));
        FloatBuffer f1 = FloatBuffer.wrap(new float[] {-0.0f, Float.NaN, 1.5f});
        FloatBuffer f2 = FloatBuffer.wrap(new float[] {0.0f, Float.NaN, 2.5f});
        System.out.println(f1.equals(f2) + " " + f1.mismatch(f2) + " " + f1.compareTo(f2) + " " + f1.hashCode());
        DoubleBuffer d1 = DoubleBuffer.wrap(new double[] {1e300, -2.75});
        System.out.println(d1.hashCode() + " " + d1.equals(DoubleBuffer.wrap(new double[] {1e300, -2.75})));
        CharBuffer c1 = CharBuffer.wrap("protocol");
        CharBuffer c2 = CharBuffer.wrap("protozoa".toCharArray());
        System.out.println(c1.compareTo(c2) + " " + c1.mismatch(c2) + " " + c1.hashCode() + " " + c1.equals(CharBuffer.wrap("protocol")));
        ShortBuffer s1 = ShortBuffer.wrap(new short[] {5, -300});
        System.out.println(s1.compareTo(ShortBuffer.wrap(new short[] {5, 300})) + " " + s1.hashCode());
        LongBuffer l1 = LongBuffer.wrap(new long[] {Long.MAX_VALUE, 1L << 33});
        System.out.println(l1.compareTo(LongBuffer.wrap(new long[] {Long.MIN_VALUE})) + " " + l1.hashCode());
        List<ByteBuffer> sorted = new ArrayList<>(List.of(ByteBuffer.wrap(new byte[] {3}), ByteBuffer.wrap(new byte[] {1, 9}),
                ByteBuffer.wrap(new byte[] {1}), ByteBuffer.wrap(new byte[] {-1})));
        sorted.sort(null);
        StringBuilder sb = new StringBuilder();
        for (ByteBuffer x : sorted) {
            sb.append(Arrays.toString(x.array()));
        }
        System.out.println("sorted " + sb);
    }

    static void exceptions() {
        System.out.println("-- exceptions");
        ByteBuffer b = ByteBuffer.allocate(10);
        t("allocate(-1)", () -> ByteBuffer.allocate(-1));
        t("allocateDirect(-5)", () -> ByteBuffer.allocateDirect(-5));
        t("IntBuffer.allocate(-2)", () -> IntBuffer.allocate(-2));
        t("position(12)", () -> b.position(12));
        t("position(-1)", () -> b.position(-1));
        t("limit(11)", () -> b.limit(11));
        t("limit(-3)", () -> b.limit(-3));
        t("reset without mark", () -> b.reset());
        t("mark then limit below", () -> {
            b.position(6).mark();
            b.limit(4);
            return b.reset();
        });
        b.clear();
        t("getInt with 3 left", () -> b.position(7).getInt());
        t("putLong with 3 left", () -> b.position(7).putLong(1L));
        t("get at end", () -> b.position(10).get());
        t("put at end", () -> b.position(10).put((byte) 1));
        t("get(10)", () -> b.get(10));
        t("get(-1)", () -> b.get(-1));
        t("getDouble(5)", () -> b.getDouble(5));
        t("putShort(9)", () -> b.putShort(9, (short) 1));
        t("bulk get too many", () -> b.clear().get(new byte[11]));
        t("bulk get bad range", () -> b.get(new byte[4], 2, 3));
        t("bulk put too many", () -> b.clear().put(new byte[12]));
        t("bulk put bad range", () -> b.put(new byte[4], -1, 2));
        t("absolute bulk get", () -> b.get(8, new byte[4]));
        t("absolute bulk put", () -> b.put(9, new byte[] {1, 2}));
        t("put(self)", () -> b.put(b));
        t("put buffer overflow", () -> ByteBuffer.allocate(2).put(ByteBuffer.allocate(3)));
        t("slice(4, 7)", () -> b.slice(4, 7));
        t("wrap bad offset", () -> ByteBuffer.wrap(new byte[4], 3, 2));
        t("wrap negative", () -> ByteBuffer.wrap(new byte[4], -1, 1));
        t("IntBuffer get(3)", () -> IntBuffer.allocate(3).get(3));
        t("LongBuffer put full", () -> LongBuffer.allocate(0).put(1L));
        t("DoubleBuffer get empty", () -> DoubleBuffer.allocate(0).get());
        t("FloatBuffer put(self)", () -> {
            FloatBuffer f = FloatBuffer.allocate(2);
            return f.put(f);
        });
        t("ShortBuffer bulk", () -> ShortBuffer.allocate(2).put(new short[3]));
        t("CharBuffer charAt", () -> CharBuffer.wrap("abc").charAt(3));
        t("CharBuffer put read-only", () -> CharBuffer.wrap("abc").put('x'));
        t("HeapIntBuffer read-only array", () -> IntBuffer.allocate(1).asReadOnlyBuffer().array());
        t("view of read-only compact", () -> ByteBuffer.allocate(8).asReadOnlyBuffer().asIntBuffer().compact());
        t("order(null)", () -> ByteBuffer.allocate(2).order(null).order());
        t("native order", () -> ByteOrder.nativeOrder());
        BufferOverflowException o = new BufferOverflowException();
        BufferUnderflowException u = new BufferUnderflowException();
        System.out.println(o + " " + u + " " + (o instanceof RuntimeException));
    }
}
