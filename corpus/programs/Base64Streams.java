import java.io.*;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.util.Arrays;
import java.util.Base64;

/** Archives files as Base64 text through wrapped streams, then restores them. */
public class Base64Streams {
    static byte[] data(int n, int seed) {
        byte[] b = new byte[n];
        for (int i = 0; i < n; i++) {
            seed = seed * 31 + i;
            b[i] = (byte) (seed ^ (seed >>> 7));
        }
        return b;
    }

    public static void main(String[] args) throws IOException {
        Path dir = Paths.get("archive");
        Files.createDirectories(dir);
        int[] sizes = {0, 1, 2, 3, 100, 1000};
        for (int size : sizes) {
            byte[] original = data(size, size + 1);
            Path enc = dir.resolve("blob" + size + ".b64");
            // Written in uneven chunks: the encoder keeps partial groups between writes.
            try (OutputStream out = Base64.getMimeEncoder().wrap(Files.newOutputStream(enc))) {
                int pos = 0;
                int chunk = 1;
                while (pos < original.length) {
                    int n = Math.min(chunk, original.length - pos);
                    if (n == 1) out.write(original[pos]);
                    else out.write(original, pos, n);
                    pos += n;
                    chunk = chunk % 7 + 1;
                }
            }
            String text = new String(Files.readAllBytes(enc), StandardCharsets.US_ASCII);
            byte[] restored;
            try (InputStream in = Base64.getMimeDecoder().wrap(Files.newInputStream(enc))) {
                restored = in.readAllBytes();
            }
            String oneShot = Base64.getMimeEncoder().encodeToString(original);
            System.out.printf("%5d bytes -> %5d chars, lines %d, same as encodeToString %b, restored %b%n",
                    size, text.length(), text.isEmpty() ? 0 : text.split("\r\n").length,
                    text.equals(oneShot), Arrays.equals(original, restored));
        }

        // A closed encoding stream refuses more data.
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        OutputStream enc = Base64.getEncoder().withoutPadding().wrap(sink);
        enc.write("hello".getBytes(StandardCharsets.US_ASCII));
        System.out.println("before close: " + sink.toString("US-ASCII"));
        enc.close();
        System.out.println("after close: " + sink.toString("US-ASCII"));
        try {
            enc.write('!');
        } catch (IOException e) {
            System.out.println("write after close: " + e.getMessage());
        }
        enc.close();

        // Decoding streams report bad input as IOExceptions.
        String[] inputs = {"aGVsbG8=", "aGVsbG8", "aGVs*bG8=", "aGVsbG8=garbage", "aGVsb=8=", "a", "=", "aGVsbA=="};
        for (String s : inputs) {
            InputStream in = Base64.getDecoder().wrap(new ByteArrayInputStream(s.getBytes(StandardCharsets.US_ASCII)));
            StringBuilder got = new StringBuilder();
            try {
                int c;
                while ((c = in.read()) != -1) got.append((char) c);
                System.out.println(s + " -> \"" + got + "\"");
            } catch (IOException e) {
                System.out.println(s + " -> \"" + got + "\" then " + e.getMessage());
            }
        }
        InputStream closed = Base64.getDecoder().wrap(new ByteArrayInputStream(new byte[4]));
        closed.close();
        try {
            closed.read();
        } catch (IOException e) {
            System.out.println("read after close: " + e.getMessage());
        }

        // ByteBuffers: the source is consumed, the result starts at 0.
        ByteBuffer src = ByteBuffer.wrap("xxPayload!".getBytes(StandardCharsets.US_ASCII));
        src.position(2);
        ByteBuffer encoded = Base64.getEncoder().encode(src);
        System.out.println("src position " + src.position() + "/" + src.limit() + ", encoded "
                + StandardCharsets.US_ASCII.decode(encoded.duplicate()) + " remaining " + encoded.remaining());
        ByteBuffer decoded = Base64.getDecoder().decode(encoded);
        System.out.println("decoded " + StandardCharsets.US_ASCII.decode(decoded) + ", encoded position " + encoded.position());
        ByteBuffer bad = ByteBuffer.wrap("QUJD$".getBytes(StandardCharsets.US_ASCII));
        try {
            Base64.getDecoder().decode(bad);
        } catch (IllegalArgumentException e) {
            System.out.println("bad buffer: " + e.getMessage() + ", position kept at " + bad.position());
        }

        // Into caller-provided arrays.
        byte[] out = new byte[8];
        int n = Base64.getEncoder().encode("abcde".getBytes(StandardCharsets.US_ASCII), out);
        System.out.println("encode into array: " + n + " " + new String(out, 0, n, StandardCharsets.US_ASCII));
        try {
            Base64.getEncoder().encode("abcdefg".getBytes(StandardCharsets.US_ASCII), out);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        byte[] plain = new byte[3];
        System.out.println("decode into array: " + Base64.getDecoder().decode("YWJj".getBytes(StandardCharsets.US_ASCII), plain) + " " + new String(plain, StandardCharsets.US_ASCII));
        try {
            Base64.getDecoder().decode("YWJjZA==".getBytes(StandardCharsets.US_ASCII), plain);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(dir)) {
            for (Path p : ds) Files.delete(p);
        }
        Files.delete(dir);
        System.out.println("cleaned up: " + !Files.exists(dir));
    }
}
