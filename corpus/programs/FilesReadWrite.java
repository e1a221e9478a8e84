import java.io.*;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/** Files in the working directory (corpus/world/FilesReadWrite): queries, reading, writing, listing, renaming. */
public class FilesReadWrite {
    static void describe(File f) {
        System.out.println(f.getPath() + ": exists=" + f.exists() + " file=" + f.isFile() + " dir=" + f.isDirectory()
                + " name=" + f.getName() + " parent=" + f.getParent() + " absolute=" + f.isAbsolute()
                + " hidden=" + f.isHidden() + " canRead=" + f.canRead()
                + (f.isFile() ? " length=" + f.length() : ""));
    }

    static void list(File dir) {
        String[] names = dir.list();
        if (names == null) {
            System.out.println(dir + " lists null");
            return;
        }
        Arrays.sort(names);
        System.out.println(dir + " -> " + Arrays.toString(names));
        File[] files = dir.listFiles();
        Arrays.sort(files);
        for (File f : files) {
            System.out.println("  " + f + (f.isDirectory() ? "/" : " (" + f.length() + " bytes)"));
        }
    }

    static void cat(String path) throws IOException {
        try (BufferedReader r = new BufferedReader(new FileReader(path))) {
            String line;
            int n = 0;
            while ((line = r.readLine()) != null) {
                System.out.println(path + ":" + (++n) + ": [" + line + "]");
            }
        }
    }

    public static void main(String[] args) throws IOException {
        for (String p : new String[] {"notes.txt", "data", "data/tools.csv", "data/.hidden", "missing.txt",
                "data/sub/c.txt", "data/sub/../b.txt", "/"}) {
            describe(new File(p));
        }
        File nested = new File(new File("data"), "sub/c.txt");
        System.out.println(nested + " parentFile=" + nested.getParentFile() + " equals="
                + nested.equals(new File("data/sub/c.txt")));
        System.out.println("canonical ends with /data/b.txt: "
                + new File("data/sub/../b.txt").getCanonicalPath().endsWith("/data/b.txt"));
        System.out.println("absolute ends with /notes.txt: " + new File("notes.txt").getAbsolutePath().endsWith("/notes.txt"));
        System.out.println(new File("a//b/").getPath() + " " + new File("", "x").getPath() + " " + new File("/", "y"));

        cat("notes.txt");
        list(new File("data"));

        // write, append, read back
        File out = new File("out");
        System.out.println("mkdir out: " + out.mkdir() + " again: " + out.mkdir());
        System.out.println("mkdirs out/a/b: " + new File("out/a/b").mkdirs() + " again: " + new File("out/a/b").mkdirs());
        try (FileWriter w = new FileWriter("out/log.txt")) {
            w.write("one\n");
            w.write("zwei – drei\n");
        }
        try (FileWriter w = new FileWriter("out/log.txt", true)) {
            w.append("appended").append('\n');
        }
        try (PrintWriter pw = new PrintWriter(new BufferedWriter(new FileWriter("out/log.txt", true)))) {
            pw.printf("%s=%d%n", "answer", 42);
            pw.println(3.5);
        }
        cat("out/log.txt");
        System.out.println("length " + new File("out/log.txt").length());

        // bytes
        try (DataOutputStream d = new DataOutputStream(new BufferedOutputStream(new FileOutputStream("out/data.bin")))) {
            d.writeInt(0xCAFEBABE);
            d.writeLong(-2L);
            d.writeUTF("héllo");
            d.writeDouble(Math.PI);
            d.writeBoolean(true);
            System.out.println("data size " + d.size());
        }
        try (DataInputStream d = new DataInputStream(new BufferedInputStream(new FileInputStream("out/data.bin")))) {
            System.out.println(Integer.toHexString(d.readInt()) + " " + d.readLong() + " " + d.readUTF() + " "
                    + d.readDouble() + " " + d.readBoolean());
            try {
                d.readByte();
            } catch (EOFException e) {
                System.out.println("EOF: " + e);
            }
        }
        try (FileInputStream in = new FileInputStream("data/tools.csv")) {
            System.out.println("available " + in.available() + " skip " + in.skip(5) + " read " + (char) in.read());
            byte[] rest = in.readAllBytes();
            System.out.println("rest " + rest.length + " then " + in.read());
        }
        try (InputStreamReader r = new InputStreamReader(new FileInputStream("data/latin1.txt"), StandardCharsets.ISO_8859_1)) {
            char[] buf = new char[64];
            int n = r.read(buf);
            System.out.println("latin-1: " + new String(buf, 0, n).trim() + " encoding " + r.getEncoding());
        }
        try (InputStreamReader r = new InputStreamReader(new FileInputStream("data/latin1.txt"), "UTF-8")) {
            int c;
            StringBuilder sb = new StringBuilder();
            while ((c = r.read()) != -1) {
                sb.append(c > 127 ? "<" + Integer.toHexString(c) + ">" : String.valueOf((char) c));
            }
            System.out.println("as UTF-8: " + sb.toString().trim());
        }
        try (Writer w = new OutputStreamWriter(new FileOutputStream("out/ascii.txt"), "US-ASCII")) {
            w.write("naïve ☃ ok");
        }
        try (FileInputStream in = new FileInputStream("out/ascii.txt")) {
            System.out.println("US-ASCII bytes: " + new String(in.readAllBytes(), "US-ASCII"));
        }
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        try (FileInputStream in = new FileInputStream("notes.txt")) {
            System.out.println("transferred " + in.transferTo(bos));
        }
        System.out.println("bos " + bos.size() + " first line " + new BufferedReader(new StringReader(bos.toString())).readLine());

        // create, rename, delete
        File fresh = new File("out/fresh.txt");
        System.out.println("createNewFile " + fresh.createNewFile() + " again " + fresh.createNewFile() + " length " + fresh.length());
        File renamed = new File("out/renamed.txt");
        System.out.println("rename " + fresh.renameTo(renamed) + " old exists " + fresh.exists() + " new exists " + renamed.exists());
        System.out.println("rename missing " + new File("out/nope").renameTo(new File("out/nope2")));
        System.out.println("delete non-empty dir " + new File("out/a").delete());
        System.out.println("delete file " + renamed.delete() + " again " + renamed.delete());
        System.out.println("delete empty dir " + new File("out/a/b").delete());
        list(new File("out"));
        System.out.println("move dir " + new File("out/a").renameTo(new File("out/moved")));
        list(new File("out"));

        // failures
        String[] bad = {"missing.txt", "data", "nodir/x.txt"};
        for (String p : bad) {
            try (FileInputStream in = new FileInputStream(p)) {
                System.out.println("opened " + p);
            } catch (FileNotFoundException e) {
                System.out.println("read: " + e);
            }
        }
        for (String p : new String[] {"data", "nodir/x.txt", "notes.txt/x"}) {
            try (FileOutputStream o = new FileOutputStream(p)) {
                System.out.println("opened " + p);
            } catch (FileNotFoundException e) {
                System.out.println("write: " + e);
            }
        }
        try {
            new File("nodir/y.txt").createNewFile();
        } catch (IOException e) {
            System.out.println("create: " + e);
        }
        try {
            new FileReader("missing.txt");
        } catch (IOException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
        FileInputStream closed = new FileInputStream("notes.txt");
        closed.close();
        try {
            closed.read();
        } catch (IOException e) {
            System.out.println("closed: " + e);
        }
        System.out.println("list of a file: " + new File("notes.txt").list() + ", of missing: " + new File("nope").listFiles());
    }
}
