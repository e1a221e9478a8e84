import java.io.*;
import java.nio.charset.StandardCharsets;
import java.util.*;

/** Producer/consumer threads over piped streams, and the pipes' failure modes. */
public class PipedStreams {
    public static void main(String[] args) throws Exception {
        // bytes: a producer of records, a consumer that sums them; a small pipe forces waits
        PipedOutputStream pos = new PipedOutputStream();
        PipedInputStream pis = new PipedInputStream(pos, 16);
        Thread producer = new Thread(() -> {
            try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(pos, 8))) {
                for (int i = 1; i <= 200; i++) {
                    out.writeInt(i * i);
                    out.writeUTF("item-" + i);
                }
            } catch (IOException e) {
                System.out.println("producer: " + e);
            }
        }, "producer");
        producer.start();
        long sum = 0;
        int count = 0;
        String last = null;
        try (DataInputStream in = new DataInputStream(pis)) {
            while (true) {
                try {
                    sum += in.readInt();
                } catch (EOFException e) {
                    break;
                }
                last = in.readUTF();
                count++;
            }
        }
        producer.join();
        System.out.println("records=" + count + " sum=" + sum + " last=" + last);

        // chars: lines through a PipedWriter/PipedReader pair, one word count per line
        PipedReader reader = new PipedReader(8);
        PipedWriter writer = new PipedWriter(reader);
        String[] text = {"the pipe carries text", "between two threads", "one char at a time", "", "done"};
        Thread writerThread = new Thread(() -> {
            try (PrintWriter pw = new PrintWriter(writer)) {
                for (String line : text) {
                    pw.println(line);
                }
            }
        });
        writerThread.start();
        BufferedReader br = new BufferedReader(reader);
        List<String> counts = new ArrayList<>();
        for (String line; (line = br.readLine()) != null; ) {
            counts.add(line.isEmpty() ? "0" : String.valueOf(line.split(" ").length));
        }
        writerThread.join();
        System.out.println("word counts " + counts + " ready after end: " + safeReady(reader));

        // several chunks across the wrap-around of the circular buffer
        PipedInputStream wrap = new PipedInputStream(10);
        PipedOutputStream wrapOut = new PipedOutputStream(wrap);
        wrapOut.write("abcdefg".getBytes(StandardCharsets.US_ASCII));
        byte[] b = new byte[5];
        System.out.println("read " + wrap.read(b) + " " + new String(b, StandardCharsets.US_ASCII) + " available=" + wrap.available());
        wrapOut.write("hijklmn".getBytes(StandardCharsets.US_ASCII));
        System.out.println("available=" + wrap.available());
        byte[] rest = new byte[20];
        int n = wrap.read(rest);
        System.out.println("read " + n + " " + new String(rest, 0, n, StandardCharsets.US_ASCII) + " then " + wrap.read(rest, 0, 0));
        wrapOut.write('o');
        System.out.println("available=" + wrap.available() + " read " + (char) wrap.read());
        wrapOut.close();
        System.out.println("after close: " + wrap.read());

        // failures
        try {
            new PipedInputStream().read();
        } catch (IOException e) {
            System.out.println("unconnected read: " + e.getMessage());
        }
        try {
            new PipedOutputStream().write(1);
        } catch (IOException e) {
            System.out.println("unconnected write: " + e.getMessage());
        }
        try {
            PipedInputStream once = new PipedInputStream();
            new PipedOutputStream(once);
            new PipedOutputStream(once);
        } catch (IOException e) {
            System.out.println("second connect: " + e.getMessage());
        }
        try {
            new PipedInputStream(0);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        try {
            new PipedReader(-1);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        PipedInputStream closedIn = new PipedInputStream();
        PipedOutputStream toClosed = new PipedOutputStream(closedIn);
        closedIn.close();
        try {
            toClosed.write(7);
        } catch (IOException e) {
            System.out.println("write to closed reader: " + e.getMessage());
        }
        try {
            closedIn.read();
        } catch (IOException e) {
            System.out.println("read after close: " + e.getMessage());
        }
        PipedWriter closedWriter = new PipedWriter();
        PipedReader lateReader = new PipedReader();
        closedWriter.close();
        try {
            closedWriter.connect(lateReader);
        } catch (IOException e) {
            System.out.println("connect closed writer: " + e.getMessage());
        }

        // the writing thread ended without closing: what it wrote is read, then "Write end dead"
        PipedInputStream orphan = new PipedInputStream();
        PipedOutputStream orphanOut = new PipedOutputStream(orphan);
        Thread quitter = new Thread(() -> {
            try {
                orphanOut.write("xy".getBytes(StandardCharsets.US_ASCII));
            } catch (IOException e) {
                System.out.println("quitter: " + e);
            }
        });
        quitter.start();
        quitter.join();
        System.out.println("orphan " + (char) orphan.read() + (char) orphan.read());
        try {
            orphan.read();
        } catch (IOException e) {
            System.out.println("orphan read: " + e.getMessage());
        }

        // the reading thread ended: the writer is told "Read end dead"
        PipedReader lostReader = new PipedReader();
        PipedWriter toLost = new PipedWriter(lostReader);
        toLost.write('a');
        Thread oneShot = new Thread(() -> {
            try {
                System.out.println("one-shot reader got " + (char) lostReader.read());
            } catch (IOException e) {
                System.out.println("one-shot: " + e);
            }
        });
        oneShot.start();
        oneShot.join();
        try {
            toLost.write('b');
        } catch (IOException e) {
            System.out.println("write after reader died: " + e.getMessage());
        }

        // the writer dies while the reader waits: after two more one-second waits, "Pipe broken"
        PipedInputStream waiting = new PipedInputStream();
        PipedOutputStream dying = new PipedOutputStream(waiting);
        Thread shortLived = new Thread(() -> {
            try {
                dying.write('!');
                dying.flush(); // wakes the reader now, not at the end of its one-second wait
                Thread.sleep(300);
            } catch (IOException | InterruptedException e) {
                System.out.println("short-lived: " + e);
            }
        });
        shortLived.start();
        System.out.println("first byte " + (char) waiting.read());
        long t0 = System.nanoTime();
        try {
            waiting.read();
        } catch (IOException e) {
            long ms = (System.nanoTime() - t0) / 1_000_000;
            System.out.println("waiting read: " + e.getMessage() + " after about " + (ms >= 1900 && ms < 4000 ? "3" : ms + "ms?") + " seconds");
        }
        shortLived.join();

        // an interrupted reader
        PipedInputStream idle = new PipedInputStream(new PipedOutputStream());
        Thread.currentThread().interrupt();
        try {
            idle.read();
        } catch (InterruptedIOException e) {
            System.out.println("interrupted: " + e + " flag=" + Thread.currentThread().isInterrupted());
        }
    }

    static String safeReady(Reader r) {
        try {
            return String.valueOf(r.ready());
        } catch (IOException e) {
            return e.getMessage();
        }
    }
}
