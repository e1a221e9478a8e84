import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.MappedByteBuffer;
import java.nio.ReadOnlyBufferException;
import java.nio.channels.FileChannel;
import java.nio.channels.NonWritableChannelException;
import java.nio.channels.SeekableByteChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardOpenOption;
import java.util.EnumSet;

/**
 * A tiny record file edited in place through Files.newByteChannel: a header
 * (magic, count) read through a mapped buffer, fixed-size records appended and
 * rewritten at their positions, a record removed by truncation.
 */
public class SeekableByteChannelEdit {
    static final int HEADER = 8;
    static final int RECORD = 16;

    static void writeRecord(SeekableByteChannel ch, int index, int id, String name) throws IOException {
        ByteBuffer b = ByteBuffer.allocate(RECORD);
        b.putInt(id);
        byte[] n = name.getBytes(StandardCharsets.US_ASCII);
        b.put(n, 0, Math.min(n.length, RECORD - 4));
        b.position(RECORD);
        b.flip();
        ch.position(HEADER + (long) index * RECORD);
        while (b.hasRemaining()) {
            ch.write(b);
        }
    }

    static String readRecord(SeekableByteChannel ch, int index) throws IOException {
        ByteBuffer b = ByteBuffer.allocate(RECORD);
        ch.position(HEADER + (long) index * RECORD);
        while (b.hasRemaining() && ch.read(b) > 0) {
        }
        b.flip();
        int id = b.getInt();
        StringBuilder sb = new StringBuilder();
        while (b.hasRemaining()) {
            byte c = b.get();
            if (c != 0) {
                sb.append((char) c);
            }
        }
        return id + ":" + sb;
    }

    static void setCount(SeekableByteChannel ch, int count) throws IOException {
        ByteBuffer b = ByteBuffer.allocate(4).putInt(count);
        b.flip();
        ch.position(4);
        ch.write(b);
    }

    static void header(Path file) throws IOException {
        try (FileChannel ch = FileChannel.open(file)) {
            MappedByteBuffer m = ch.map(FileChannel.MapMode.READ_ONLY, 0, HEADER);
            System.out.println("header: magic=" + Integer.toHexString(m.getInt()) + " count=" + m.getInt()
                    + " loaded=" + m.isLoaded() + " direct=" + m.isDirect() + " readOnly=" + m.isReadOnly()
                    + " file size=" + ch.size());
        }
    }

    public static void main(String[] args) throws Exception {
        Path file = Files.createDirectories(Paths.get("edit")).resolve("records.db");
        try (SeekableByteChannel ch = Files.newByteChannel(file, StandardOpenOption.CREATE_NEW,
                StandardOpenOption.WRITE, StandardOpenOption.READ)) {
            System.out.println("is a FileChannel: " + (ch instanceof FileChannel));
            ByteBuffer h = ByteBuffer.allocate(HEADER).putInt(0xCAFED00D).putInt(0);
            h.flip();
            ch.write(h);
            String[] names = {"ada", "brian", "grace", "dennis", "barbara"};
            for (int i = 0; i < names.length; i++) {
                writeRecord(ch, i, 100 + i, names[i]);
            }
            setCount(ch, names.length);
            System.out.println("size=" + ch.size());
        }
        header(file);

        // rewrite a record in the middle and read the neighbours back
        try (SeekableByteChannel ch = Files.newByteChannel(file, EnumSet.of(StandardOpenOption.READ,
                StandardOpenOption.WRITE))) {
            writeRecord(ch, 2, 777, "hopper");
            for (int i = 0; i < 5; i++) {
                System.out.println("record " + i + " = " + readRecord(ch, i));
            }
            // drop the last record
            ch.truncate(HEADER + 4L * RECORD);
            setCount(ch, 4);
            System.out.println("after truncate size=" + ch.size() + " position=" + ch.position());
        }
        header(file);

        // an append-only channel adds a record at the end whatever its position
        try (SeekableByteChannel ch = Files.newByteChannel(file, StandardOpenOption.APPEND)) {
            ByteBuffer r = ByteBuffer.allocate(RECORD).putInt(999);
            r.put("ken".getBytes(StandardCharsets.US_ASCII));
            r.position(RECORD);
            r.flip();
            ch.write(r);
            System.out.println("appended, size=" + ch.size());
        }

        // a READ_WRITE mapping edits the header; force() writes it back
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            MappedByteBuffer m = ch.map(FileChannel.MapMode.READ_WRITE, 0, HEADER);
            m.putInt(4, 5);
            m.force();
            ByteBuffer check = ByteBuffer.allocate(4);
            ch.read(check, 4);
            check.flip();
            System.out.println("count through the channel after force: " + check.getInt());
            // records region mapped; change one name, written back when the channel closes
            MappedByteBuffer recs = ch.map(FileChannel.MapMode.READ_WRITE, HEADER, 5L * RECORD);
            recs.put(4 * RECORD + 4, (byte) 'K');
            MappedByteBuffer slice = recs.slice(RECORD, RECORD);
            System.out.println("slice of a mapping is mapped: " + (slice instanceof MappedByteBuffer)
                    + " id=" + slice.getInt(0));
            // a PRIVATE mapping is a copy: the file never sees its writes
            MappedByteBuffer priv = ch.map(FileChannel.MapMode.PRIVATE, 0, HEADER);
            priv.putInt(0, 0);
            priv.force();
            // mapping past the end grows the file on a writable channel
            MappedByteBuffer grow = ch.map(FileChannel.MapMode.READ_ONLY, 0, ch.size() + 8);
            System.out.println("mapped past the end: size now " + ch.size() + ", last byte " + grow.get(
                    grow.capacity() - 1));
            try {
                grow.put(0, (byte) 1);
            } catch (ReadOnlyBufferException e) {
                System.out.println("READ_ONLY mapping refuses writes");
            }
            ch.truncate(HEADER + 5L * RECORD);
        }
        header(file);
        try (SeekableByteChannel ch = Files.newByteChannel(file)) {
            System.out.println("last record = " + readRecord(ch, 4));
        }

        try (FileChannel ro = FileChannel.open(file)) {
            try {
                ro.map(FileChannel.MapMode.READ_WRITE, 0, 4);
            } catch (NonWritableChannelException e) {
                System.out.println("READ_WRITE on a read-only channel: NonWritableChannelException");
            }
            try {
                ro.map(FileChannel.MapMode.READ_ONLY, 0, ro.size() + 1);
            } catch (IOException e) {
                System.out.println(e.getMessage());
            }
            for (long[] bad : new long[][] {{-1, 1}, {0, -1}, {Long.MAX_VALUE, 10}, {0, 1L << 31}}) {
                try {
                    ro.map(FileChannel.MapMode.READ_ONLY, bad[0], bad[1]);
                } catch (IllegalArgumentException e) {
                    System.out.println("map(" + bad[0] + ", " + bad[1] + "): " + e.getMessage());
                }
            }
            try {
                ro.map(null, 0, 1);
            } catch (NullPointerException e) {
                System.out.println("null mode: " + e.getMessage());
            }
            System.out.println("modes: " + FileChannel.MapMode.READ_ONLY + " " + FileChannel.MapMode.READ_WRITE + " "
                    + FileChannel.MapMode.PRIVATE);
            MappedByteBuffer empty = ro.map(FileChannel.MapMode.READ_ONLY, 3, 0);
            System.out.println("empty mapping capacity " + empty.capacity());
        }
        System.out.println("final size=" + Files.size(file));
    }
}
