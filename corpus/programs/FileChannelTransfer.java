import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.ByteBuffer;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.channels.NonReadableChannelException;
import java.nio.channels.NonWritableChannelException;
import java.nio.channels.ReadableByteChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardOpenOption;
import java.util.zip.CRC32;

/** Copying files through channels: transferTo/transferFrom, stream channels, RandomAccessFile's channel. */
public class FileChannelTransfer {
    static long crc(Path p) throws IOException {
        CRC32 c = new CRC32();
        c.update(Files.readAllBytes(p));
        return c.getValue();
    }

    static void copyWithTransferTo(Path from, Path to) throws IOException {
        try (FileChannel in = FileChannel.open(from);
             FileChannel out = FileChannel.open(to, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                     StandardOpenOption.TRUNCATE_EXISTING)) {
            long size = in.size();
            long pos = 0;
            int rounds = 0;
            while (pos < size) {
                pos += in.transferTo(pos, Math.min(50_000, size - pos), out);
                rounds++;
            }
            System.out.println("transferTo: " + pos + " bytes in " + rounds + " calls, in.position=" + in.position()
                    + " out.position=" + out.position());
        }
    }

    public static void main(String[] args) throws Exception {
        Path dir = Files.createDirectories(Paths.get("xfer"));
        Path src = dir.resolve("source.dat");
        byte[] data = new byte[200_003];
        long seed = 42;
        for (int i = 0; i < data.length; i++) {
            seed = seed * 6364136223846793005L + 1442695040888963407L;
            data[i] = (byte) (seed >>> 56);
        }
        Files.write(src, data);
        System.out.println("source crc=" + Long.toHexString(crc(src)));

        Path copy1 = dir.resolve("copy1.dat");
        copyWithTransferTo(src, copy1);
        System.out.println("copy1 crc=" + Long.toHexString(crc(copy1)) + " size=" + Files.size(copy1));

        // transferFrom a FileInputStream's channel, which moves the stream's position
        Path copy2 = dir.resolve("copy2.dat");
        try (FileInputStream fis = new FileInputStream(src.toFile());
             FileOutputStream fos = new FileOutputStream(copy2.toFile())) {
            byte[] head = new byte[3];
            fis.read(head);
            FileChannel in = fis.getChannel();
            FileChannel out = fos.getChannel();
            System.out.println("fis channel position after 3 bytes read: " + in.position());
            long n = out.transferFrom(in, 0, Long.MAX_VALUE);
            System.out.println("transferFrom: " + n + " in.position=" + in.position() + " stream read=" + fis.read()
                    + " available=" + fis.available());
            System.out.println("out.position=" + out.position() + " out.size=" + out.size());
            fos.write(head);
            System.out.println("after stream write out.position=" + out.position());
            System.out.println("same channel again: " + (fis.getChannel() == in));
            try {
                in.write(ByteBuffer.allocate(1));
            } catch (NonWritableChannelException e) {
                System.out.println("fis channel is read-only");
            }
            try {
                out.read(ByteBuffer.allocate(1));
            } catch (NonReadableChannelException e) {
                System.out.println("fos channel is write-only");
            }
            in.position(10);
            System.out.println("stream reads at 10: " + (fis.read() == (data[10] & 0xff)) + " skip " + fis.skip(5)
                    + " now " + in.position());
        }
        System.out.println("copy2 size=" + Files.size(copy2));

        // closing the channel closes the stream
        FileInputStream fis2 = new FileInputStream(src.toFile());
        fis2.getChannel().close();
        try {
            fis2.read();
        } catch (IOException e) {
            System.out.println("stream after channel close: " + e.getMessage());
        }

        // transferFrom an arbitrary channel, at a position past the end (nothing) and at the end
        Path copy3 = dir.resolve("copy3.dat");
        try (FileChannel out = FileChannel.open(copy3, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.READ)) {
            ReadableByteChannel rbc = Channels.newChannel(new java.io.ByteArrayInputStream(data));
            System.out.println("past end: " + out.transferFrom(rbc, 5, 100));
            long total = 0;
            while (true) {
                long n = out.transferFrom(rbc, total, 65_536);
                if (n == 0) {
                    break;
                }
                total += n;
            }
            System.out.println("from stream: " + total + " size=" + out.size() + " position=" + out.position());
        }
        System.out.println("copy3 crc=" + Long.toHexString(crc(copy3)));

        // append mode output via FileOutputStream(append)
        try (FileOutputStream app = new FileOutputStream(copy3.toFile(), true)) {
            FileChannel ch = app.getChannel();
            System.out.println("append channel position=" + ch.position());
            ch.write(ByteBuffer.wrap("TAIL".getBytes(StandardCharsets.US_ASCII)));
            app.write('!');
            System.out.println("append channel position=" + ch.position());
        }

        // RandomAccessFile: the channel's position is the file pointer
        Path table = dir.resolve("table.bin");
        try (RandomAccessFile raf = new RandomAccessFile(table.toFile(), "rw")) {
            FileChannel ch = raf.getChannel();
            for (int i = 0; i < 5; i++) {
                raf.writeInt(i * 100);
            }
            System.out.println("raf pointer=" + raf.getFilePointer() + " channel position=" + ch.position());
            ch.position(4);
            System.out.println("readInt at channel position 4: " + raf.readInt());
            ByteBuffer bb = ByteBuffer.allocate(4);
            ch.read(bb);
            bb.flip();
            System.out.println("channel read next int: " + bb.getInt() + " pointer=" + raf.getFilePointer());
            ch.write(ByteBuffer.wrap(new byte[] {0, 0, 1, 0}), 0);
            raf.seek(0);
            System.out.println("first int after positioned write: " + raf.readInt());
            ch.truncate(8);
            System.out.println("length after channel truncate: " + raf.length() + " pointer=" + raf.getFilePointer());
            // scattering and gathering
            ByteBuffer a = ByteBuffer.allocate(3);
            ByteBuffer b = ByteBuffer.allocate(10);
            ch.position(0);
            System.out.println("scatter read: " + ch.read(new ByteBuffer[] {a, b}) + " a=" + a.position() + " b="
                    + b.position());
            ch.position(8);
            long w = ch.write(new ByteBuffer[] {ByteBuffer.wrap(new byte[] {7, 7}), ByteBuffer.wrap(new byte[] {8})});
            System.out.println("gather write: " + w + " length=" + raf.length());
        }
        try (RandomAccessFile ro = new RandomAccessFile(table.toFile(), "r")) {
            FileChannel ch = ro.getChannel();
            ch.close();
            try {
                ro.read();
            } catch (IOException e) {
                System.out.println("raf after channel close: " + e.getMessage());
            }
        }
        RandomAccessFile r2 = new RandomAccessFile(table.toFile(), "r");
        FileChannel c2 = r2.getChannel();
        r2.close();
        System.out.println("channel open after raf close: " + c2.isOpen());
        System.out.println("table bytes: " + java.util.Arrays.toString(Files.readAllBytes(table)));
    }
}
