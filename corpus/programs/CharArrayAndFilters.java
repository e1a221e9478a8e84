import java.io.*;
import java.util.*;

/** CharArrayReader/Writer, FilterReader/Writer subclasses, PushbackReader/InputStream, SequenceInputStream. */
public class CharArrayAndFilters {
    /** Upper-cases what passes through. */
    static class UpperWriter extends FilterWriter {
        UpperWriter(Writer out) { super(out); }
        @Override public void write(int c) throws IOException { out.write(Character.toUpperCase((char) c)); }
        @Override public void write(char[] cbuf, int off, int len) throws IOException {
            for (int i = 0; i < len; i++) write(cbuf[off + i]);
        }
        @Override public void write(String s, int off, int len) throws IOException {
            write(s.toCharArray(), off, len);
        }
    }

    /** Drops vowels and counts what it dropped. */
    static class NoVowels extends FilterReader {
        int dropped;
        NoVowels(Reader in) { super(in); }
        @Override public int read() throws IOException {
            int c;
            while ((c = in.read()) != -1 && "aeiouAEIOU".indexOf(c) >= 0) dropped++;
            return c;
        }
        @Override public int read(char[] cbuf, int off, int len) throws IOException {
            int n = 0;
            while (n < len) {
                int c = read();
                if (c == -1) return n == 0 ? -1 : n;
                cbuf[off + n++] = (char) c;
            }
            return n;
        }
    }

    public static void main(String[] args) throws IOException {
        CharArrayWriter w = new CharArrayWriter(4);
        w.write("Hello");
        w.write(',');
        w.append(' ').append("world", 0, 3).append(null).append('!');
        w.write(new char[] {'x', 'y', 'z'}, 1, 2);
        System.out.println(w + " size=" + w.size() + " chars=" + Arrays.toString(w.toCharArray()));
        StringWriter sw = new StringWriter();
        w.writeTo(sw);
        w.reset();
        w.write("again");
        System.out.println(sw + " / " + w);
        try { new CharArrayWriter(-1); } catch (IllegalArgumentException e) { System.out.println(e); }
        try { w.write(new char[2], 1, 2); } catch (IndexOutOfBoundsException e) { System.out.println(e); }
        try { w.write("abc", 2, 5); } catch (IndexOutOfBoundsException e) { System.out.println(e.getClass().getName()); }

        char[] data = "The quick brown fox".toCharArray();
        CharArrayReader r = new CharArrayReader(data, 4, 11);
        char[] buf = new char[5];
        System.out.println(r.read(buf) + " " + new String(buf) + " ready=" + r.ready() + " markSupported=" + r.markSupported());
        r.mark(0);
        System.out.println((char) r.read() + " skip=" + r.skip(3) + " next=" + (char) r.read());
        r.reset();
        System.out.println("after reset " + (char) r.read() + " skip=" + r.skip(100) + " read=" + r.read() + " skip=" + r.skip(-5));
        r.close();
        try { r.read(); } catch (IOException e) { System.out.println(e); }
        try { new CharArrayReader(data, 30, 1); } catch (IllegalArgumentException e) { System.out.println(e); }
        System.out.println(new CharArrayReader(data, 15, 100).skip(100));

        StringWriter target = new StringWriter();
        try (PrintWriter pw = new PrintWriter(new UpperWriter(target))) {
            pw.printf("total=%d items, %s%n", 3, "ok");
            pw.print("done");
        }
        System.out.print(target + "\n");

        NoVowels nv = new NoVowels(new StringReader("Filtering readers are educational"));
        BufferedReader br = new BufferedReader(nv);
        System.out.println(br.readLine() + " dropped=" + nv.dropped);

        PushbackReader pr = new PushbackReader(new StringReader("12+345*6"), 3);
        List<String> tokens = new ArrayList<>();
        int c;
        while ((c = pr.read()) != -1) {
            if (Character.isDigit(c)) {
                StringBuilder num = new StringBuilder().append((char) c);
                while ((c = pr.read()) != -1 && Character.isDigit(c)) num.append((char) c);
                if (c != -1) pr.unread(c);
                tokens.add("NUM(" + num + ")");
            } else {
                tokens.add("OP(" + (char) c + ")");
            }
        }
        System.out.println(tokens);
        pr.unread("abc".toCharArray());
        try { pr.unread('d'); } catch (IOException e) { System.out.println(e); }
        System.out.println("ready=" + pr.ready() + " skip=" + pr.skip(2) + " read=" + (char) pr.read() + " markSupported=" + pr.markSupported());
        try { pr.mark(1); } catch (IOException e) { System.out.println(e); }
        try { pr.skip(-1); } catch (IllegalArgumentException e) { System.out.println(e); }
        pr.close();
        try { pr.read(); } catch (IOException e) { System.out.println(e); }
        try { new PushbackReader(new StringReader(""), 0); } catch (IllegalArgumentException e) { System.out.println(e); }

        PushbackInputStream pis = new PushbackInputStream(new ByteArrayInputStream(new byte[] {1, 2, 3}), 2);
        int first = pis.read();
        pis.unread(first);
        pis.unread(9);
        try { pis.unread(8); } catch (IOException e) { System.out.println(e); }
        byte[] bb = new byte[10];
        System.out.println("pushback stream read " + pis.read(bb) + " " + Arrays.toString(bb) + " avail=" + pis.available());

        List<InputStream> parts = new ArrayList<>();
        for (String s : new String[] {"alpha,", "", "beta,", "gamma"}) parts.add(new ByteArrayInputStream(s.getBytes()));
        SequenceInputStream seq = new SequenceInputStream(Collections.enumeration(parts));
        System.out.println("available=" + seq.available());
        byte[] all = seq.readAllBytes();
        System.out.println(new String(all) + " then " + seq.read() + " " + seq.read(new byte[3], 0, 3) + " available=" + seq.available());
        SequenceInputStream two = new SequenceInputStream(new ByteArrayInputStream("ab".getBytes()), new ByteArrayInputStream("cd".getBytes()));
        byte[] small = new byte[3];
        System.out.println(two.read(small) + " " + two.read(small) + " " + two.read(small) + " " + new String(small, 0, 2));
        InputStream failing = new ByteArrayInputStream(new byte[0]) {
            @Override public void close() throws IOException { throw new IOException("close failed " + hashCodeTag()); }
            String hashCodeTag() { return "A"; }
        };
        InputStream failing2 = new ByteArrayInputStream(new byte[0]) {
            @Override public void close() throws IOException { throw new IOException("second close failed"); }
        };
        SequenceInputStream closing = new SequenceInputStream(Collections.enumeration(List.of(failing, failing2)));
        try { closing.close(); } catch (IOException e) { System.out.println(e + " suppressed=" + Arrays.toString(e.getSuppressed())); }
        try { new SequenceInputStream(Collections.enumeration(Arrays.asList((InputStream) null))); } catch (NullPointerException e) { System.out.println("NPE for null stream"); }
    }
}
