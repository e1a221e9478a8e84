// jars: commons-io
import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.Reader;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.apache.commons.io.ByteOrderMark;
import org.apache.commons.io.Charsets;
import org.apache.commons.io.EndianUtils;
import org.apache.commons.io.FileUtils;
import org.apache.commons.io.HexDump;
import org.apache.commons.io.IOUtils;
import org.apache.commons.io.LineIterator;
import org.apache.commons.io.input.BOMInputStream;
import org.apache.commons.io.input.BoundedInputStream;
import org.apache.commons.io.input.CharSequenceReader;
import org.apache.commons.io.input.CloseShieldInputStream;
import org.apache.commons.io.input.CountingInputStream;
import org.apache.commons.io.input.ReversedLinesFileReader;
import org.apache.commons.io.input.TeeInputStream;
import org.apache.commons.io.output.CountingOutputStream;
import org.apache.commons.io.output.NullOutputStream;
import org.apache.commons.io.output.StringBuilderWriter;
import org.apache.commons.io.output.TeeOutputStream;

/** A log-processing pipeline: BOM-prefixed input, counting, teeing, line iteration and tailing with commons-io streams. */
public class IoLogPipeline {
    static final String LOG = "2024-03-01 10:00:01 INFO  server started on :8080\n"
            + "2024-03-01 10:00:05 WARN  slow request /api/orders 1250ms\n"
            + "2024-03-01 10:00:07 ERROR db timeout after 30s\n"
            + "2024-03-01 10:00:09 INFO  request /health 2ms\n"
            + "2024-03-01 10:01:00 ERROR disk nearly full (97%)\n"
            + "2024-03-01 10:02:30 INFO  caf\u00e9 order #42 \u2713\n";

    public static void main(String[] args) throws IOException {
        byte[] body = LOG.getBytes(StandardCharsets.UTF_8);
        byte[] withBom = new byte[body.length + 3];
        withBom[0] = (byte) 0xEF; withBom[1] = (byte) 0xBB; withBom[2] = (byte) 0xBF;
        System.arraycopy(body, 0, withBom, 3, body.length);
        FileUtils.writeByteArrayToFile(new File("logs/app.log"), withBom);

        try (BOMInputStream bom = new BOMInputStream(FileUtils.openInputStream(new File("logs/app.log")), ByteOrderMark.UTF_8, ByteOrderMark.UTF_16LE);
             CountingInputStream counting = new CountingInputStream(bom)) {
            System.out.println("bom " + bom.hasBOM() + " " + bom.getBOMCharsetName() + " " + bom.getBOM().length() + " " + bom.hasBOM(ByteOrderMark.UTF_16LE));
            ByteArrayOutputStream copy = new ByteArrayOutputStream();
            ByteArrayOutputStream errors = new ByteArrayOutputStream();
            try (InputStream tee = new TeeInputStream(counting, copy)) {
                LineIterator it = IOUtils.lineIterator(tee, StandardCharsets.UTF_8);
                int n = 0;
                while (it.hasNext()) {
                    String line = it.nextLine();
                    n++;
                    if (line.contains(" ERROR ")) IOUtils.write(n + ": " + line.substring(20) + "\n", errors, StandardCharsets.UTF_8);
                }
                it.close();
                System.out.println("lines " + n + " bytes counted " + counting.getByteCount() + " copied " + copy.size() + " file " + withBom.length);
            }
            System.out.print(errors.toString("UTF-8"));
            System.out.println("copy equals body " + IOUtils.contentEquals(new ByteArrayInputStream(copy.toByteArray()), new ByteArrayInputStream(body)));
        }

        List<String> lines = IOUtils.readLines(new StringReader(LOG));
        System.out.println("readLines " + lines.size() + " last=" + lines.get(lines.size() - 1));
        String text = IOUtils.toString(new ByteArrayInputStream(body), StandardCharsets.UTF_8);
        System.out.println("toString chars " + text.length() + " bytes " + IOUtils.toByteArray(new StringReader(text), StandardCharsets.UTF_8).length
                + " latin1 bytes " + IOUtils.toByteArray(new StringReader(text), StandardCharsets.ISO_8859_1).length);
        char[] head = new char[19];
        Reader r = new CharSequenceReader(text);
        IOUtils.readFully(r, head);
        IOUtils.skipFully(r, 7);
        System.out.println("head [" + new String(head) + "] next [" + (char) r.read() + (char) r.read() + (char) r.read() + (char) r.read() + "]");

        ByteArrayOutputStream a = new ByteArrayOutputStream();
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        CountingOutputStream counted = new CountingOutputStream(new TeeOutputStream(a, b));
        long copied = IOUtils.copyLarge(new ByteArrayInputStream(body), counted, 10, 50);
        System.out.println("copyLarge " + copied + " counted " + counted.getByteCount() + " a=" + a.size() + " b=" + b.size() + " [" + a.toString("UTF-8") + "]");
        System.out.println("to null " + IOUtils.copy(new ByteArrayInputStream(body), NullOutputStream.NULL_OUTPUT_STREAM));

        StringBuilderWriter sbw = new StringBuilderWriter();
        IOUtils.copy(new ByteArrayInputStream(body), sbw, StandardCharsets.UTF_8);
        IOUtils.writeLines(java.util.Arrays.asList("-- end --", "total"), "\n", sbw);
        System.out.println("writer len " + sbw.getBuilder().length() + " tail " + sbw.toString().substring(sbw.toString().length() - 16).replace("\n", "\\n"));

        try (BoundedInputStream bounded = new BoundedInputStream(new ByteArrayInputStream(body), 24)) {
            System.out.println("bounded [" + IOUtils.toString(bounded, StandardCharsets.UTF_8) + "]");
        }
        InputStream shared = new ByteArrayInputStream("abcdef".getBytes(StandardCharsets.US_ASCII));
        try (InputStream shield = CloseShieldInputStream.wrap(shared)) {
            System.out.println("shield read " + (char) shield.read());
        }
        System.out.println("after shield close " + (char) shared.read() + " available " + shared.available());

        try (ReversedLinesFileReader rev = new ReversedLinesFileReader(new File("logs/app.log"), StandardCharsets.UTF_8)) {
            System.out.println("tail 2: " + rev.readLine() + " | " + rev.readLine());
        }
        try (BufferedReader br = IOUtils.toBufferedReader(new StringReader(LOG))) {
            System.out.println("buffered first " + br.readLine().length());
        }

        byte[] le = new byte[8];
        EndianUtils.writeSwappedInteger(le, 0, 0x01020304);
        EndianUtils.writeSwappedShort(le, 4, (short) 0x0A0B);
        System.out.println("endian " + java.util.Arrays.toString(le) + " " + Integer.toHexString(EndianUtils.readSwappedInteger(le, 0))
                + " " + EndianUtils.swapLong(1L));
        ByteArrayOutputStream dump = new ByteArrayOutputStream();
        HexDump.dump("Hello, commons-io!\u0001\u00ff".getBytes(StandardCharsets.ISO_8859_1), 0x100, dump, 0);
        System.out.print(dump.toString("US-ASCII"));
        System.out.println("charset " + Charsets.toCharset("utf-16le") + " " + Charsets.toCharset((String) null));
        IOUtils.closeQuietly((java.io.Closeable) null);
        try {
            IOUtils.toString(new java.io.FileInputStream("logs/missing.log"), StandardCharsets.UTF_8);
        } catch (IOException e) {
            System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        FileUtils.deleteDirectory(new File("logs"));
    }
}
