import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Enumeration;
import java.util.List;
import java.util.stream.Collectors;
import java.util.zip.CRC32;
import java.util.zip.CheckedInputStream;
import java.util.zip.Adler32;
import java.util.zip.ZipEntry;
import java.util.zip.ZipException;
import java.util.zip.ZipFile;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;

/**
 * A small archiver: writes a zip with ZipOutputStream (stored and deflated
 * entries, directories, comments, extra data, UTF-8 names), lists and
 * extracts it with ZipFile and ZipInputStream, and reports what the JDK
 * reports for broken or missing archives. Compressed sizes of deflated
 * entries are never printed: they depend on the compressor.
 */
public class ZipArchiveTool {
    // 2021-03-04T05:06:08Z, an even second (DOS time keeps two-second steps)
    static final long T0 = 1614834368000L;

    static byte[] text(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    static byte[] poem() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 60; i++) {
            sb.append("line ").append(i).append(": the quick brown fox jumps over the lazy dog ")
                    .append(i % 7 == 0 ? "(again)" : "").append('\n');
        }
        return text(sb.toString());
    }

    static long crcOf(byte[] b) {
        CRC32 c = new CRC32();
        c.update(b);
        return c.getValue();
    }

    static void writeArchive(String path) throws IOException {
        try (ZipOutputStream zos = new ZipOutputStream(new FileOutputStream(path))) {
            zos.setComment("archive comment: été");

            ZipEntry dir = new ZipEntry("docs/");
            dir.setTime(T0);
            zos.putNextEntry(dir);
            zos.closeEntry();

            byte[] readme = text("Read me first.\n");
            ZipEntry stored = new ZipEntry("docs/README.txt");
            stored.setMethod(ZipEntry.STORED);
            stored.setSize(readme.length);
            stored.setCrc(crcOf(readme));
            stored.setTime(T0 + 2000);
            stored.setComment("stored, not compressed");
            zos.putNextEntry(stored);
            zos.write(readme);
            zos.closeEntry();

            ZipEntry deflated = new ZipEntry("docs/poem.txt");
            deflated.setTime(T0 + 4000);
            zos.putNextEntry(deflated);
            byte[] p = poem();
            zos.write(p, 0, 100);
            for (int i = 100; i < 200; i++) {
                zos.write(p[i]);
            }
            zos.write(p, 200, p.length - 200);
            zos.closeEntry();
            System.out.println("after closeEntry: size=" + deflated.getSize() + " crc="
                    + Long.toHexString(deflated.getCrc()) + " flag-descriptor=" + (deflated.getCompressedSize() > 0));

            ZipEntry unicode = new ZipEntry("données/café ☕.txt");
            unicode.setTime(T0 + 6000);
            unicode.setExtra(new byte[] {(byte) 0xfe, (byte) 0xca, 3, 0, 1, 2, 3});
            zos.putNextEntry(unicode);
            zos.write(text("crème brûlée\n"));
            zos.closeEntry();

            ZipEntry empty = new ZipEntry("empty.bin");
            empty.setMethod(ZipEntry.STORED);
            empty.setSize(0);
            empty.setCrc(0);
            empty.setTime(T0 + 8000);
            zos.putNextEntry(empty);
            zos.closeEntry();

            ZipEntry old = new ZipEntry("old.txt");
            old.setTime(0L); // before 1980: an extended timestamp keeps it
            zos.putNextEntry(old);
            zos.write(text("from 1970\n"));

            ZipEntry modern = new ZipEntry("modern.txt"); // putNextEntry closes old.txt
            modern.setLastModifiedTime(FileTime.fromMillis(T0 + 10000));
            zos.putNextEntry(modern);
            zos.write(text("with a FileTime\n"));

            byte[] data = new byte[3000];
            for (int i = 0; i < data.length; i++) {
                data[i] = (byte) (i * 31 + i / 100);
            }
            zos.setLevel(9);
            ZipEntry bin = new ZipEntry("bin/data.bin");
            bin.setTime(T0 + 12000);
            zos.putNextEntry(bin);
            zos.write(data);
        }
    }

    static String hex(byte[] b) {
        if (b == null) {
            return "null";
        }
        StringBuilder sb = new StringBuilder();
        for (byte x : b) {
            sb.append(String.format("%02x", x & 0xff));
        }
        return sb.toString();
    }

    static byte[] readAll(InputStream in) throws IOException {
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        byte[] buf = new byte[37];
        int n;
        while ((n = in.read(buf)) != -1) {
            bo.write(buf, 0, n);
        }
        return bo.toByteArray();
    }

    static String describe(ZipEntry e) {
        String csize = e.getMethod() == ZipEntry.STORED ? String.valueOf(e.getCompressedSize()) : "-";
        return e.getName() + " dir=" + e.isDirectory() + " method=" + e.getMethod() + " size=" + e.getSize()
                + " csize=" + csize + " crc=" + Long.toHexString(e.getCrc()) + " time=" + e.getTime()
                + " mtime=" + e.getLastModifiedTime() + " comment=" + e.getComment() + " extra=" + hex(e.getExtra());
    }

    static void listWithZipFile(String path) throws IOException {
        System.out.println("== ZipFile " + path);
        try (ZipFile zf = new ZipFile(path)) {
            System.out.println("name=" + zf.getName() + " size=" + zf.size() + " comment=" + zf.getComment());
            Enumeration<? extends ZipEntry> en = zf.entries();
            while (en.hasMoreElements()) {
                ZipEntry e = en.nextElement();
                System.out.println("  " + describe(e));
                if (!e.isDirectory()) {
                    try (InputStream in = zf.getInputStream(e)) {
                        byte[] b = readAll(in);
                        System.out.println("    read " + b.length + " bytes crc=" + Long.toHexString(crcOf(b))
                                + " match=" + (crcOf(b) == e.getCrc()));
                    }
                }
            }
            List<String> names = zf.stream().map(ZipEntry::getName).collect(Collectors.toList());
            System.out.println("stream: " + names);

            ZipEntry poem = zf.getEntry("docs/poem.txt");
            try (InputStream in = zf.getInputStream(poem)) {
                byte[] head = new byte[20];
                int n = in.read(head);
                System.out.println("poem head: " + new String(head, 0, n, StandardCharsets.UTF_8).replace('\n', '|')
                        + " available=" + in.available() + " skip=" + in.skip(1000) + " available=" + in.available());
            }
            try (InputStream in = zf.getInputStream(zf.getEntry("docs/README.txt"))) {
                System.out.println("readme available=" + in.available() + " first=" + (char) in.read()
                        + " skip=" + in.skip(5) + " rest=" + new String(readAll(in), StandardCharsets.UTF_8).trim());
            }
            ZipEntry unicode = zf.getEntry("données/café ☕.txt");
            System.out.println("unicode: " + new String(readAll(zf.getInputStream(unicode)), StandardCharsets.UTF_8)
                    .trim());
            System.out.println("getEntry(docs) -> " + zf.getEntry("docs") + ", getEntry(nope) -> "
                    + zf.getEntry("nope") + ", stream of missing entry -> " + zf.getInputStream(new ZipEntry("nope")));
            try (CheckedInputStream cin = new CheckedInputStream(zf.getInputStream(zf.getEntry("bin/data.bin")),
                    new Adler32())) {
                byte[] b = readAll(cin);
                System.out.println("data.bin " + b.length + " bytes adler32=" + Long.toHexString(
                        cin.getChecksum().getValue()));
            }
            ZipEntry copy = (ZipEntry) unicode.clone();
            copy.getExtra()[4] = 9;
            System.out.println("clone: " + copy + " hash=" + (copy.hashCode() == unicode.hashCode())
                    + " extra-independent=" + (unicode.getExtra()[4] == 1) + " copyctor="
                    + new ZipEntry(unicode).getComment());
            InputStream open = zf.getInputStream(poem);
            zf.close();
            try {
                open.read();
            } catch (IOException ex) {
                System.out.println("read after close: " + ex);
            }
            try {
                zf.getEntry("docs/");
            } catch (IllegalStateException ex) {
                System.out.println("getEntry after close: " + ex);
            }
            try {
                zf.size();
            } catch (IllegalStateException ex) {
                System.out.println("size after close: " + ex);
            }
            System.out.println("name after close: " + zf.getName());
        }
    }

    static void listWithZipInputStream(String path) throws IOException {
        System.out.println("== ZipInputStream " + path);
        try (ZipInputStream zis = new ZipInputStream(new FileInputStream(path))) {
            ZipEntry e;
            while ((e = zis.getNextEntry()) != null) {
                String before = e.getName() + " size=" + e.getSize() + " crc=" + Long.toHexString(e.getCrc());
                byte[] b = readAll(zis);
                System.out.println("  " + before + " -> read " + b.length + " size=" + e.getSize() + " crc="
                        + Long.toHexString(e.getCrc()) + " time=" + e.getTime() + " available=" + zis.available());
            }
            System.out.println("  end: " + zis.getNextEntry());
        }
    }

    static void writerErrors() throws IOException {
        System.out.println("== ZipOutputStream errors");
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        ZipOutputStream zos = new ZipOutputStream(sink);
        try {
            zos.write(1);
        } catch (ZipException ex) {
            System.out.println("write before entry: " + ex);
        }
        ZipEntry a = new ZipEntry("a.txt");
        a.setTime(T0);
        zos.putNextEntry(a);
        zos.write(text("alpha"));
        try {
            ZipEntry dup = new ZipEntry("a.txt");
            dup.setTime(T0);
            zos.putNextEntry(dup);
        } catch (ZipException ex) {
            System.out.println("duplicate: " + ex);
        }
        ZipEntry s = new ZipEntry("s.txt");
        s.setMethod(ZipEntry.STORED);
        try {
            zos.putNextEntry(s);
        } catch (ZipException ex) {
            System.out.println("stored without crc: " + ex);
        }
        s.setSize(3);
        s.setCrc(crcOf(text("abc")));
        s.setTime(T0);
        zos.putNextEntry(s);
        try {
            zos.write(text("abcd"));
        } catch (ZipException ex) {
            System.out.println("past stored size: " + ex);
        }
        try {
            new ZipEntry("x").setMethod(3);
        } catch (IllegalArgumentException ex) {
            System.out.println("setMethod(3): " + ex);
        }
        try {
            new ZipEntry("x").setCrc(-1);
        } catch (IllegalArgumentException ex) {
            System.out.println("setCrc(-1): " + ex);
        }
        try {
            new ZipEntry("x").setSize(-5);
        } catch (IllegalArgumentException ex) {
            System.out.println("setSize(-5): " + ex);
        }
        try {
            new ZipEntry((String) null);
        } catch (NullPointerException ex) {
            System.out.println("null name: " + ex);
        }
        ZipOutputStream bad = new ZipOutputStream(new ByteArrayOutputStream());
        ZipEntry wrong = new ZipEntry("wrong.txt");
        wrong.setMethod(ZipEntry.STORED);
        wrong.setSize(2);
        wrong.setCrc(0);
        wrong.setTime(T0);
        bad.putNextEntry(wrong);
        bad.write(text("hi"));
        try {
            bad.closeEntry();
        } catch (ZipException ex) {
            System.out.println("wrong crc: " + ex);
        }
        ZipOutputStream empty = new ZipOutputStream(new ByteArrayOutputStream());
        empty.close();
        try {
            empty.putNextEntry(new ZipEntry("late"));
        } catch (IOException ex) {
            System.out.println("after close: " + ex);
        }
    }

    static void readerErrors() throws IOException {
        System.out.println("== reading broken archives");
        Files.write(Path.of("notes.txt"), text("just some text, not an archive\n"));
        Files.write(Path.of("empty.zip"), new byte[0]);
        new File("folder.zip").mkdir();
        String[] paths = {"missing.zip", "notes.txt", "empty.zip", "folder.zip"};
        for (String p : paths) {
            try (ZipFile zf = new ZipFile(p)) {
                System.out.println(p + ": opened " + zf.size());
            } catch (IOException ex) {
                System.out.println(p + ": " + ex);
            }
        }
        try {
            new ZipFile(new File("archive.zip"), 2);
        } catch (IllegalArgumentException ex) {
            System.out.println("mode 2: " + ex);
        }

        // an archive with only an END record: what an empty ZipOutputStream writes
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        new ZipOutputStream(bo).close();
        Files.write(Path.of("nothing.zip"), bo.toByteArray());
        try (ZipFile zf = new ZipFile("nothing.zip")) {
            System.out.println("nothing.zip: " + bo.size() + " bytes, size=" + zf.size() + " entries="
                    + zf.entries().hasMoreElements() + " comment=" + zf.getComment());
        }

        byte[] good = Files.readAllBytes(Path.of("archive.zip"));
        // cut off the END record
        Files.write(Path.of("truncated.zip"), Arrays.copyOf(good, good.length - 40));
        try (ZipFile zf = new ZipFile("truncated.zip")) {
            System.out.println("truncated: opened");
        } catch (IOException ex) {
            System.out.println("truncated: " + ex);
        }
        // break the first local header's signature: found only when the entry is read
        byte[] badLoc = good.clone();
        badLoc[1] = 'X';
        Files.write(Path.of("badloc.zip"), badLoc);
        try (ZipFile zf = new ZipFile("badloc.zip")) {
            ZipEntry first = zf.entries().nextElement();
            System.out.println("badloc: opened, first=" + first);
            try (InputStream in = zf.getInputStream(first)) {
                in.read();
            } catch (IOException ex) {
                System.out.println("badloc read: " + ex);
            }
        }
        // break the first central header's signature
        // the central directory's offset, from the END record before the archive comment
        int endAt = good.length - 22 - text("archive comment: été").length;
        int cen = (good[endAt + 16] & 0xff) | (good[endAt + 17] & 0xff) << 8 | (good[endAt + 18] & 0xff) << 16;
        byte[] badCen = good.clone();
        badCen[cen + 3] = 9;
        Files.write(Path.of("badcen.zip"), badCen);
        try (ZipFile zf = new ZipFile("badcen.zip")) {
            System.out.println("badcen: opened");
        } catch (ZipException ex) {
            System.out.println("badcen: " + ex);
        }
        // a bad compression method in the central directory
        byte[] badMethod = good.clone();
        badMethod[cen + 10] = 5;
        Files.write(Path.of("badmethod.zip"), badMethod);
        try (ZipFile zf = new ZipFile("badmethod.zip")) {
            System.out.println("badmethod: opened");
        } catch (ZipException ex) {
            System.out.println("badmethod: " + ex);
        }
        // a prefix before the archive (as a self-extracting stub has) is allowed
        byte[] prefixed = new byte[good.length + 5];
        System.arraycopy(text("STUB!"), 0, prefixed, 0, 5);
        System.arraycopy(good, 0, prefixed, 5, good.length);
        Files.write(Path.of("prefixed.zip"), prefixed);
        try (ZipFile zf = new ZipFile(new File("prefixed.zip"), ZipFile.OPEN_READ)) {
            ZipEntry e = zf.getEntry("docs/README.txt");
            System.out.println("prefixed: " + zf.size() + " entries, readme="
                    + new String(readAll(zf.getInputStream(e)), StandardCharsets.UTF_8).trim());
        }
        // corrupt deflated data inside a good directory
        int poemAt = indexOf(good, text("docs/poem.txt")) + "docs/poem.txt".length();
        byte[] badData = good.clone();
        for (int i = 0; i < 8; i++) {
            badData[poemAt + i] = (byte) 0xff;
        }
        Files.write(Path.of("baddata.zip"), badData);
        try (ZipFile zf = new ZipFile("baddata.zip")) {
            try (InputStream in = zf.getInputStream(zf.getEntry("docs/poem.txt"))) {
                readAll(in);
                System.out.println("baddata: read");
            } catch (IOException ex) {
                System.out.println("baddata: " + ex.getClass().getName());
            }
        }
        // ZipInputStream over a file that is not an archive sees no entries
        try (ZipInputStream zis = new ZipInputStream(new FileInputStream("notes.txt"))) {
            System.out.println("ZipInputStream over text: " + zis.getNextEntry());
        }
        // and over a STORED entry with a wrong CRC
        byte[] badCrc = good.clone();
        int readme = indexOf(good, text("Read me first."));
        badCrc[readme] = 'r';
        try (ZipInputStream zis = new ZipInputStream(new ByteArrayInputStream(badCrc))) {
            ZipEntry e;
            while ((e = zis.getNextEntry()) != null) {
                readAll(zis);
            }
        } catch (ZipException ex) {
            System.out.println("ZipInputStream bad crc: " + ex);
        }
        // ZipFile does not check CRCs
        Files.write(Path.of("badcrc.zip"), badCrc);
        try (ZipFile zf = new ZipFile("badcrc.zip")) {
            System.out.println("ZipFile bad crc: " + new String(readAll(zf.getInputStream(
                    zf.getEntry("docs/README.txt"))), StandardCharsets.UTF_8).trim());
        }
    }

    static int indexOf(byte[] hay, byte[] needle) {
        outer:
        for (int i = 0; i + needle.length <= hay.length; i++) {
            for (int j = 0; j < needle.length; j++) {
                if (hay[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }

    static void extract(String path, String dir) throws IOException {
        System.out.println("== extract to " + dir);
        try (ZipFile zf = new ZipFile(new File(path))) {
            for (Enumeration<? extends ZipEntry> en = zf.entries(); en.hasMoreElements();) {
                ZipEntry e = en.nextElement();
                File out = new File(dir, e.getName());
                if (e.isDirectory()) {
                    out.mkdirs();
                    continue;
                }
                out.getParentFile().mkdirs();
                try (InputStream in = zf.getInputStream(e); OutputStream os = new FileOutputStream(out)) {
                    in.transferTo(os);
                }
            }
        }
        List<String> files = new ArrayList<>();
        try (var walk = Files.walk(Path.of(dir))) {
            walk.filter(Files::isRegularFile).sorted().forEach(p -> files.add(p + " " + p.toFile().length()));
        }
        files.forEach(f -> System.out.println("  " + f));
    }

    public static void main(String[] args) throws IOException {
        writeArchive("archive.zip");
        listWithZipFile("archive.zip");
        listWithZipInputStream("archive.zip");
        extract("archive.zip", "out");
        writerErrors();
        readerErrors();
        try (RandomAccessFile raf = new RandomAccessFile("archive.zip", "r")) {
            raf.seek(raf.length() - 22 - "archive comment: été".getBytes(StandardCharsets.UTF_8).length);
            byte[] end = new byte[4];
            raf.readFully(end);
            System.out.println("END signature: " + hex(end));
        }
    }
}
