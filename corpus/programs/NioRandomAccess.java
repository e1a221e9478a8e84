import java.io.*;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

public class NioRandomAccess {
    interface Op {
        Object run() throws Exception;
    }

    static void t(String label, Op op) {
        try {
            System.out.println(label + ": " + op.run());
        } catch (Exception e) {
            System.out.println(label + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) throws Exception {
        try (RandomAccessFile f = new RandomAccessFile("records.bin", "r")) {
            System.out.println("length " + f.length() + " ptr " + f.getFilePointer());
            for (int i : new int[] {0, 7, 49, 23}) {
                f.seek(i * 12L);
                System.out.println("rec " + f.readInt() + " " + f.readLong() + " ptr " + f.getFilePointer());
            }
            f.seek(f.length() - 2);
            t("readInt at end", () -> f.readInt());
            System.out.println("ptr after eof " + f.getFilePointer());
            f.seek(1000);
            System.out.println("read past end " + f.read() + " " + f.read(new byte[4]) + " ptr " + f.getFilePointer());
            t("write in r mode", () -> {
                f.write(1);
                return "?";
            });
            t("setLength in r mode", () -> {
                f.setLength(3);
                return "?";
            });
            f.seek(0);
            System.out.println("skipBytes " + f.skipBytes(10) + " " + f.skipBytes(-1) + " " + f.skipBytes(10000) + " ptr "
                    + f.getFilePointer());
        }
        try (RandomAccessFile f = new RandomAccessFile(new File("text.txt"), "r")) {
            String line;
            while ((line = f.readLine()) != null) {
                System.out.println("line [" + line + "] ptr " + f.getFilePointer());
            }
        }
        t("missing r", () -> new RandomAccessFile("nope.bin", "r"));
        t("missing dir rw", () -> new RandomAccessFile("nodir/x.bin", "rw"));
        t("directory", () -> new RandomAccessFile(".", "r"));
        t("bad mode", () -> new RandomAccessFile("text.txt", "w"));

        RandomAccessFile w = new RandomAccessFile("data.bin", "rw");
        System.out.println("new file length " + w.length() + " exists " + Files.exists(Path.of("data.bin")));
        w.writeInt(0xCAFEBABE);
        w.writeLong(-2L);
        w.writeShort(-3);
        w.writeChar('Z');
        w.writeByte(200);
        w.writeBoolean(true);
        w.writeFloat(1.5f);
        w.writeDouble(Math.PI);
        w.writeUTF("héllo ✓");
        w.writeBytes("AB\u0143");
        w.writeChars("hi");
        System.out.println("written length " + w.length() + " ptr " + w.getFilePointer() + " on disk "
                + Files.size(Path.of("data.bin")));
        w.seek(0);
        System.out.println(Integer.toHexString(w.readInt()) + " " + w.readLong() + " " + w.readShort() + " "
                + w.readChar() + " " + w.readUnsignedByte() + " " + w.readBoolean() + " " + w.readFloat() + " "
                + w.readDouble() + " " + w.readUTF());
        byte[] three = new byte[3];
        w.readFully(three);
        System.out.println(Arrays.toString(three) + " " + w.readChar() + w.readChar());
        // overwrite in the middle
        w.seek(4);
        w.writeLong(123456789L);
        w.seek(4);
        System.out.println("overwritten " + w.readLong() + " length " + w.length());
        // write past the end leaves a hole of zeros
        long len = w.length();
        w.seek(len + 5);
        w.write(new byte[] {9, 8, 7}, 1, 2);
        System.out.println("after hole length " + w.length() + " on disk " + Files.size(Path.of("data.bin")));
        w.seek(len);
        byte[] tail = new byte[7];
        w.readFully(tail);
        System.out.println("tail " + Arrays.toString(tail));
        w.setLength(6);
        System.out.println("truncated length " + w.length() + " ptr " + w.getFilePointer() + " disk "
                + Arrays.toString(Files.readAllBytes(Path.of("data.bin"))));
        w.setLength(9);
        System.out.println("extended disk " + Arrays.toString(Files.readAllBytes(Path.of("data.bin"))));
        t("negative seek", () -> {
            w.seek(-1);
            return "?";
        });
        t("negative length", () -> {
            w.setLength(-1);
            return "?";
        });
        t("readFully past end", () -> {
            w.seek(7);
            w.readFully(new byte[5]);
            return "?";
        });
        w.close();
        w.close();
        t("read closed", () -> w.read());
        t("length closed", () -> w.length());
        t("seek closed", () -> {
            w.seek(0);
            return "?";
        });

        // rw on an existing file keeps its content; records updated in place
        try (RandomAccessFile f = new RandomAccessFile("records.bin", "rw")) {
            for (int i = 0; i < 50; i += 10) {
                f.seek(i * 12L + 4);
                long v = f.readLong();
                f.seek(i * 12L + 4);
                f.writeLong(-v);
            }
            f.seek(f.length());
            f.writeInt(999);
            f.writeLong(999);
        }
        try (DataInputStream in = new DataInputStream(new BufferedInputStream(new FileInputStream("records.bin")))) {
            long sum = 0;
            int n = 0;
            while (in.available() > 0) {
                sum += in.readInt() * 7L + in.readLong();
                n++;
            }
            System.out.println("records " + n + " checksum " + sum);
        }
        try (RandomAccessFile f = new RandomAccessFile("log.txt", "rw")) {
            for (int i = 0; i < 5; i++) {
                f.writeBytes("entry " + i + "\n");
            }
            f.seek(0);
            f.writeBytes("ENTRY");
        }
        System.out.print(Files.readString(Path.of("log.txt")));
    }
}
