import java.io.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Map;
import java.util.TreeMap;
import java.util.zip.*;

public class ZipGzipFiles {
    public static void main(String[] args) throws IOException {
        Map<String, Integer> counts = new TreeMap<>();
        int lines = 0;
        try (BufferedReader br = new BufferedReader(new InputStreamReader(
                new GZIPInputStream(Files.newInputStream(Path.of("words.txt.gz"))), StandardCharsets.UTF_8))) {
            String line;
            while ((line = br.readLine()) != null) {
                lines++;
                for (String w : line.split(" ")) {
                    counts.merge(w, 1, Integer::sum);
                }
            }
        }
        System.out.println(lines + " lines " + counts);

        Path log = Path.of("log.gz");
        try (Writer w = new OutputStreamWriter(new GZIPOutputStream(Files.newOutputStream(log)), StandardCharsets.UTF_8)) {
            for (int i = 0; i < 200; i++) {
                w.write("event " + i + " " + "ok".repeat(i % 5) + " ü\n");
            }
        }
        // a second member appended to the same file
        try (OutputStream os = new GZIPOutputStream(Files.newOutputStream(log, StandardOpenOption.APPEND), 64, true)) {
            os.write("appended member\n".getBytes(StandardCharsets.UTF_8));
            os.flush();
            os.write("after flush\n".getBytes(StandardCharsets.UTF_8));
        }
        byte[] raw = Files.readAllBytes(log);
        System.out.println("gzip magic " + (raw[0] & 0xff) + " " + (raw[1] & 0xff) + " method " + raw[2]);
        try (BufferedReader br = new BufferedReader(new InputStreamReader(new GZIPInputStream(
                new ByteArrayInputStream(raw), 100), StandardCharsets.UTF_8))) {
            String line;
            int n = 0;
            String last = null;
            CRC32 crc = new CRC32();
            while ((line = br.readLine()) != null) {
                n++;
                last = line;
                crc.update(line.getBytes(StandardCharsets.UTF_8));
            }
            System.out.println("read back " + n + " lines, last [" + last + "] crc " + crc.getValue());
        }
        // zlib data through files, with a preset Inflater buffer size
        Path z = Path.of("data.z");
        try (DeflaterOutputStream dos = new DeflaterOutputStream(Files.newOutputStream(z), new Deflater(9), 17)) {
            for (int i = 0; i < 1000; i++) {
                dos.write((i * 7) & 0xff);
            }
        }
        try (InflaterInputStream iis = new InflaterInputStream(Files.newInputStream(z), new Inflater(), 9)) {
            long sum = 0;
            int b;
            int n = 0;
            while ((b = iis.read()) != -1) {
                sum = sum * 31 + b;
                n++;
            }
            System.out.println("zlib bytes " + n + " hash " + sum + " skip after end " + iis.skip(10));
        }
        try (InflaterInputStream iis = new InflaterInputStream(Files.newInputStream(z))) {
            System.out.println("skipped " + iis.skip(600) + " then " + iis.read() + " avail " + iis.available());
            byte[] rest = iis.readAllBytes();
            System.out.println("rest " + rest.length + " avail " + iis.available());
        }
        try {
            new GZIPInputStream(Files.newInputStream(Path.of("data.z")));
        } catch (ZipException e) {
            System.out.println("zlib as gzip: " + e.getMessage());
        }
    }
}
