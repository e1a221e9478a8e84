import java.io.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.*;

public class ZipStreams {
    static byte[] readAll(InputStream in) throws IOException {
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        byte[] buf = new byte[333];
        int n;
        while ((n = in.read(buf)) != -1) {
            bo.write(buf, 0, n);
        }
        return bo.toByteArray();
    }

    static long crc(byte[] b) {
        CRC32 c = new CRC32();
        c.update(b);
        return c.getValue();
    }

    static String summary(byte[] b) {
        String head = new String(b, 0, Math.min(b.length, 24), StandardCharsets.ISO_8859_1).replace('\n', '|');
        return b.length + " bytes crc=" + Long.toHexString(crc(b)) + " head=" + head.replaceAll("[^ -~|]", ".");
    }

    static void gunzip(String name) {
        try (InputStream in = new GZIPInputStream(new FileInputStream(name))) {
            System.out.println(name + ": " + summary(readAll(in)));
        } catch (IOException e) {
            System.out.println(name + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    static void unzlib(String name, boolean nowrap) {
        try (InputStream in = new InflaterInputStream(new FileInputStream(name), new Inflater(nowrap), 64)) {
            System.out.println(name + ": " + summary(readAll(in)));
        } catch (IOException e) {
            System.out.println(name + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) throws Exception {
        byte[] story = Files.readAllBytes(Path.of("story.txt"));
        byte[] noise = Files.readAllBytes(Path.of("noise.bin"));
        System.out.println("story " + summary(story));
        System.out.println("noise " + summary(noise));
        for (String g : new String[] {"story.txt.gz", "noise.bin.gz", "multi.gz", "empty.gz", "truncated.gz",
            "badtrailer.gz", "notgzip.gz", "story.txt"}) {
            gunzip(g);
        }
        try (InputStream in = new GZIPInputStream(new ByteArrayInputStream(new byte[0]))) {
            System.out.println("empty input read " + in.read());
        } catch (IOException e) {
            System.out.println("empty input: " + e.getClass().getName() + ": " + e.getMessage());
        }
        for (String z : new String[] {"story.z", "stored.z", "fixed.z", "badheader.z", "badcheck.z", "truncated.z"}) {
            unzlib(z, false);
        }
        unzlib("raw.deflate", true);

        // byte-at-a-time reading through a multi-member file
        try (InputStream in = new GZIPInputStream(new BufferedInputStream(new FileInputStream("multi.gz")), 16)) {
            StringBuilder sb = new StringBuilder();
            int c;
            while ((c = in.read()) != -1) {
                sb.append((char) c);
            }
            System.out.println("bytewise multi: " + sb.toString().replace('\n', '|') + " avail=" + in.available());
        }

        // round trips: ours to ours (and on HotSpot, zlib to zlib)
        int[] sizes = {0, 1, 100, 5000};
        for (int s : sizes) {
            byte[] src = new byte[s];
            for (int i = 0; i < s; i++) {
                src[i] = (byte) ("abcabcabd".charAt(i % 9) + (i / 997));
            }
            ByteArrayOutputStream bo = new ByteArrayOutputStream();
            try (GZIPOutputStream gz = new GZIPOutputStream(bo)) {
                gz.write(src, 0, s / 2);
                for (int i = s / 2; i < s; i++) {
                    gz.write(src[i]);
                }
            }
            byte[] packed = bo.toByteArray();
            byte[] back = readAll(new GZIPInputStream(new ByteArrayInputStream(packed)));
            System.out.println("gzip round trip " + s + ": " + (java.util.Arrays.equals(src, back)) + " magic="
                    + (packed[0] & 0xff) + "," + (packed[1] & 0xff) + "," + packed[2] + " smaller="
                    + (s < 1000 || packed.length < s / 4));
        }
        for (int level : new int[] {Deflater.NO_COMPRESSION, Deflater.BEST_SPEED, Deflater.DEFAULT_COMPRESSION,
            Deflater.BEST_COMPRESSION}) {
            for (boolean nowrap : new boolean[] {false, true}) {
                ByteArrayOutputStream bo = new ByteArrayOutputStream();
                Deflater d = new Deflater(level, nowrap);
                try (DeflaterOutputStream dos = new DeflaterOutputStream(bo, d, 100)) {
                    dos.write(story);
                }
                d.end();
                Inflater inf = new Inflater(nowrap);
                byte[] back = readAll(new InflaterInputStream(new ByteArrayInputStream(bo.toByteArray()), inf));
                System.out.println("level " + level + " nowrap " + nowrap + ": " + java.util.Arrays.equals(back, story)
                        + " in=" + inf.getBytesWritten() + " read=" + (inf.getBytesRead() == bo.size()));
            }
        }
        // HUFFMAN_ONLY and setLevel
        Deflater hd = new Deflater();
        hd.setStrategy(Deflater.HUFFMAN_ONLY);
        hd.setLevel(3);
        ByteArrayOutputStream hbo = new ByteArrayOutputStream();
        try (DeflaterOutputStream dos = new DeflaterOutputStream(hbo, hd)) {
            dos.write(noise);
        }
        System.out.println("huffman only: " + java.util.Arrays.equals(readAll(new InflaterInputStream(
                new ByteArrayInputStream(hbo.toByteArray()))), noise));

        // syncFlush: everything written so far is decodable before close
        ByteArrayOutputStream sbo = new ByteArrayOutputStream();
        DeflaterOutputStream sdos = new DeflaterOutputStream(sbo, true);
        sdos.write("partial data ".getBytes());
        sdos.flush();
        Inflater pi = new Inflater();
        pi.setInput(sbo.toByteArray());
        byte[] pbuf = new byte[100];
        int pn = pi.inflate(pbuf);
        System.out.println("sync flush: " + new String(pbuf, 0, pn) + "| finished=" + pi.finished() + " needsInput="
                + pi.needsInput());
        sdos.write("and the rest".getBytes());
        sdos.close();
        byte[] whole = sbo.toByteArray();
        pi.setInput(whole, pi.getTotalIn(), whole.length - pi.getTotalIn());
        pn = pi.inflate(pbuf);
        System.out.println("after close: " + new String(pbuf, 0, pn) + "| finished=" + pi.finished()
                + " remaining=" + pi.getRemaining() + " adler=" + Integer.toHexString(pi.getAdler()));
        try {
            sdos.write(1);
        } catch (IOException e) {
            System.out.println("write after close: " + e.getMessage());
        }

        // Deflater/Inflater directly, in small pieces
        Deflater def = new Deflater(Deflater.BEST_COMPRESSION);
        def.setInput(story);
        def.finish();
        ByteArrayOutputStream cbo = new ByteArrayOutputStream();
        byte[] cbuf = new byte[37];
        while (!def.finished()) {
            int n = def.deflate(cbuf);
            cbo.write(cbuf, 0, n);
        }
        System.out.println("deflater totals: in=" + def.getTotalIn() + " out=" + (def.getTotalOut() == cbo.size())
                + " adler=" + Integer.toHexString(def.getAdler()) + " needsInput=" + def.needsInput());
        byte[] comp = cbo.toByteArray();
        Inflater inf = new Inflater();
        ByteArrayOutputStream dbo = new ByteArrayOutputStream();
        byte[] obuf = new byte[50];
        int fed = 0;
        while (!inf.finished()) {
            if (inf.needsInput()) {
                int k = Math.min(13, comp.length - fed);
                inf.setInput(comp, fed, k);
                fed += k;
            }
            int n = inf.inflate(obuf);
            dbo.write(obuf, 0, n);
        }
        System.out.println("inflater pieces: " + java.util.Arrays.equals(dbo.toByteArray(), story) + " out="
                + inf.getTotalOut() + " in=" + (inf.getTotalIn() == comp.length) + " adler="
                + Integer.toHexString(inf.getAdler()) + " remaining=" + inf.getRemaining());
        inf.reset();
        System.out.println("after reset: finished=" + inf.finished() + " needsInput=" + inf.needsInput() + " out="
                + inf.getTotalOut());
        inf.setInput(new byte[] {1, 2, 3, 4});
        try {
            inf.inflate(obuf);
        } catch (DataFormatException e) {
            System.out.println("garbage: " + e.getMessage());
        }
        inf.end();
        try {
            inf.finished();
        } catch (NullPointerException e) {
            System.out.println("ended: " + e.getMessage());
        }
        // trailing data after the zlib stream stays in getRemaining
        Deflater d2 = new Deflater();
        d2.setInput("abc".getBytes());
        d2.finish();
        byte[] b2 = new byte[64];
        int c2 = d2.deflate(b2);
        b2[c2] = 42;
        b2[c2 + 1] = 43;
        Inflater i2 = new Inflater();
        i2.setInput(b2, 0, c2 + 2);
        int r2 = i2.inflate(obuf);
        System.out.println("trailing: " + new String(obuf, 0, r2) + " finished=" + i2.finished() + " remaining="
                + i2.getRemaining());

        // checksums
        CRC32 c = new CRC32();
        System.out.println("crc empty " + c.getValue());
        c.update("123456789".getBytes());
        System.out.println("crc check " + Long.toHexString(c.getValue()));
        c.update(0x41);
        System.out.println("crc +A " + c.getValue());
        c.reset();
        c.update(story, 10, 100);
        System.out.println("crc slice " + c.getValue());
        Adler32 a = new Adler32();
        System.out.println("adler empty " + a.getValue());
        a.update("Wikipedia".getBytes());
        System.out.println("adler wiki " + Long.toHexString(a.getValue()));
        a.update(255);
        System.out.println("adler +255 " + a.getValue());
        a.reset();
        a.update(noise);
        System.out.println("adler noise " + a.getValue());
        try {
            c.update(new byte[4], 3, 2);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("crc bounds: " + e.getClass().getSimpleName());
        }
        CheckedInputStream cis = new CheckedInputStream(new ByteArrayInputStream(story), new Adler32());
        readAll(cis);
        System.out.println("checked in " + cis.getChecksum().getValue());
        CheckedOutputStream cos = new CheckedOutputStream(new ByteArrayOutputStream(), new CRC32());
        cos.write(story);
        System.out.println("checked out " + cos.getChecksum().getValue());

        // write a gzip file and read it back through files
        try (OutputStream os = new GZIPOutputStream(new FileOutputStream("out.gz"))) {
            os.write(story);
        }
        try (BufferedReader br = new BufferedReader(new InputStreamReader(new GZIPInputStream(
                new FileInputStream("out.gz"))))) {
            System.out.println("gz lines: " + br.lines().count());
        }
        try {
            new GZIPOutputStream(new ByteArrayOutputStream(), 0);
        } catch (IllegalArgumentException e) {
            System.out.println("size 0: " + e.getMessage());
        }
        try {
            new Deflater(11);
        } catch (IllegalArgumentException e) {
            System.out.println("level 11: " + e.getMessage());
        }
        InflaterInputStream iis = new InflaterInputStream(new ByteArrayInputStream(new byte[0]));
        System.out.println("mark supported " + iis.markSupported());
        try {
            iis.read();
        } catch (IOException e) {
            System.out.println("empty zlib: " + e.getClass().getName() + ": " + e.getMessage());
        }
        iis.close();
        try {
            iis.read();
        } catch (IOException e) {
            System.out.println("closed: " + e.getMessage());
        }
    }
}
