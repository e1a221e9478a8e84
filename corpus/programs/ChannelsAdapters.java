import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.Reader;
import java.io.Writer;
import java.nio.ByteBuffer;
import java.nio.channels.Channels;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.FileChannel;
import java.nio.channels.ReadableByteChannel;
import java.nio.channels.SeekableByteChannel;
import java.nio.channels.WritableByteChannel;
import java.nio.charset.MalformedInputException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardOpenOption;

/** Channels' adapters between streams, readers and channels, on files of the working directory. */
public class ChannelsAdapters {
    /** Counts lines by scanning a channel in small buffers. */
    static int countLines(ReadableByteChannel ch) throws IOException {
        ByteBuffer buf = ByteBuffer.allocate(37);
        int lines = 0;
        int reads = 0;
        while (ch.read(buf) != -1) {
            reads++;
            buf.flip();
            while (buf.hasRemaining()) {
                if (buf.get() == '\n') {
                    lines++;
                }
            }
            buf.clear();
        }
        System.out.println("  (" + reads + " reads)");
        return lines;
    }

    public static void main(String[] args) throws Exception {
        Path dir = Files.createDirectories(Paths.get("adapters"));
        Path poem = dir.resolve("poem.txt");
        try (Writer w = Channels.newWriter(FileChannel.open(poem, StandardOpenOption.CREATE,
                StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING), StandardCharsets.UTF_8)) {
            for (int i = 1; i <= 40; i++) {
                w.write("line " + i + ": caf\u00e9 \u2603 " + "*".repeat(i % 7) + "\n");
            }
        }
        System.out.println("poem size=" + Files.size(poem));

        try (SeekableByteChannel ch = Files.newByteChannel(poem)) {
            System.out.println("lines=" + countLines(ch) + " position=" + ch.position());
        }
        try (FileInputStream fis = new FileInputStream(poem.toFile())) {
            ReadableByteChannel ch = Channels.newChannel(fis);
            System.out.println("newChannel(FileInputStream) is the stream's channel: " + (ch == fis.getChannel()));
            System.out.println("lines=" + countLines(ch));
        }
        try (ReadableByteChannel ch = Channels.newChannel(new ByteArrayInputStream(Files.readAllBytes(poem)))) {
            System.out.println("stream channel lines=" + countLines(ch) + " is FileChannel: "
                    + (ch instanceof FileChannel));
        }

        try (Reader r = Channels.newReader(Files.newByteChannel(poem), "UTF-8");
             BufferedReader br = new BufferedReader(r)) {
            String first = br.readLine();
            String line;
            String last = null;
            int n = 1;
            while ((line = br.readLine()) != null) {
                last = line;
                n++;
            }
            System.out.println("reader: " + n + " lines, first=" + first + " last=" + last);
        }

        // an InputStream over a seekable channel skips and reports what is left
        try (InputStream in = Channels.newInputStream(Files.newByteChannel(poem))) {
            System.out.println("available=" + in.available() + " skip=" + in.skip(100) + " available="
                    + in.available() + " skip past end=" + in.skip(1_000_000) + " read=" + in.read());
        }
        try (InputStream in = Channels.newInputStream(FileChannel.open(poem))) {
            byte[] b = new byte[6];
            int n = in.read(b, 1, 4);
            System.out.println("partial read " + n + " -> " + new String(b, 1, n, StandardCharsets.US_ASCII)
                    + " skip back " + in.skip(-2) + " then " + (char) in.read());
        }

        // an OutputStream over a file channel, and a channel over a ByteArrayOutputStream
        Path out = dir.resolve("out.bin");
        try (OutputStream os = Channels.newOutputStream(FileChannel.open(out, StandardOpenOption.CREATE,
                StandardOpenOption.WRITE))) {
            os.write(65);
            os.write("BCDEFG".getBytes(StandardCharsets.US_ASCII), 1, 3);
        }
        System.out.println("out: " + new String(Files.readAllBytes(out), StandardCharsets.US_ASCII));
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        WritableByteChannel wch = Channels.newChannel(sink);
        ByteBuffer big = ByteBuffer.allocate(20_000);
        while (big.hasRemaining()) {
            big.put((byte) (big.position() % 251));
        }
        big.flip();
        System.out.println("wrote " + wch.write(big) + " to the sink, sink size " + sink.size() + " remaining "
                + big.remaining());
        wch.close();
        try {
            wch.write(ByteBuffer.allocate(1));
        } catch (ClosedChannelException e) {
            System.out.println("closed stream channel: " + e.getClass().getSimpleName());
        }
        try (FileOutputStream fos = new FileOutputStream(dir.resolve("via-fos.txt").toFile())) {
            WritableByteChannel ch = Channels.newChannel(fos);
            System.out.println("newChannel(FileOutputStream) is its channel: " + (ch == fos.getChannel()));
            Writer w = Channels.newWriter(ch, "ISO-8859-1");
            w.write("na\u00efve\n");
            w.flush();
            System.out.println("via-fos size=" + ((FileChannel) ch).size());
        }

        // a decoder reports malformed input
        Path bad = dir.resolve("bad.txt");
        Files.write(bad, new byte[] {'o', 'k', (byte) 0xC3, '(', '\n'});
        try (BufferedReader br = new BufferedReader(Channels.newReader(FileChannel.open(bad),
                StandardCharsets.UTF_8.newDecoder(), -1))) {
            System.out.println(br.readLine());
        } catch (MalformedInputException e) {
            System.out.println("malformed: " + e.getMessage());
        }
        try {
            Channels.newInputStream((ReadableByteChannel) null);
        } catch (NullPointerException e) {
            System.out.println("NPE: " + e.getMessage());
        }
    }
}
