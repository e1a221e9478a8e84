import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Reader;
import java.io.Writer;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * A text importer: byte input arrives in chunks and is decoded with a
 * CharsetDecoder whose sequences straddle chunk boundaries, with malformed
 * input reported or replaced; the exporter encodes to narrower charsets.
 */
public class CharsetCoders {
    interface Op {
        Object run() throws Exception;
    }

    static void t(String label, Op op) {
        try {
            System.out.println(label + ": " + op.run());
        } catch (Exception | Error e) {
            System.out.println(label + ": " + e.getClass().getName() + (e.getMessage() == null ? "" : ": " + e.getMessage()));
        }
    }

    static String esc(CharSequence cs) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < cs.length(); i++) {
            char c = cs.charAt(i);
            if (c >= 32 && c < 127) {
                sb.append(c);
            } else {
                sb.append(String.format("\\u%04x", (int) c));
            }
        }
        return sb.toString();
    }

    static String hex(byte[] b, int off, int len) {
        StringBuilder sb = new StringBuilder();
        for (int i = off; i < off + len; i++) {
            sb.append(String.format("%02x", b[i] & 0xff));
        }
        return sb.toString();
    }

    static String hex(ByteBuffer bb) {
        return hex(bb.array(), bb.arrayOffset() + bb.position(), bb.remaining()) + " (cap " + bb.capacity() + ")";
    }

    static byte[] bytes(int... v) {
        byte[] b = new byte[v.length];
        for (int i = 0; i < v.length; i++) {
            b[i] = (byte) v[i];
        }
        return b;
    }

    /**
     * Decodes data arriving chunk bytes at a time into a small output buffer;
     * prints each error with its byte offset. With REPORT the import stops at
     * the first error.
     */
    static String importText(byte[] data, Charset cs, int chunk, CodingErrorAction action) {
        CharsetDecoder dec = cs.newDecoder().onMalformedInput(action).onUnmappableCharacter(action);
        ByteBuffer in = ByteBuffer.allocate(chunk + 8);
        CharBuffer out = CharBuffer.allocate(3);
        StringBuilder text = new StringBuilder();
        int fed = 0;
        int consumed = 0;
        int overflows = 0;
        int underflows = 0;
        for (;;) {
            int n = Math.min(chunk, data.length - fed);
            in.put(data, fed, n);
            fed += n;
            boolean last = fed == data.length;
            in.flip();
            for (;;) {
                int before = in.position();
                CoderResult cr = dec.decode(in, out, last);
                consumed += in.position() - before;
                if (cr.isOverflow()) {
                    overflows++;
                    text.append(out.flip());
                    out.clear();
                    continue;
                }
                if (cr.isUnderflow()) {
                    underflows++;
                    break;
                }
                System.out.println("    " + cr + " at byte " + consumed + " of " + cs);
                text.append(out.flip());
                return text + " [stopped]";
            }
            in.compact();
            if (last) {
                break;
            }
        }
        while (dec.flush(out).isOverflow()) {
            text.append(out.flip());
            out.clear();
        }
        text.append(out.flip());
        return text + " [" + underflows + " underflows, " + overflows + " overflows]";
    }

    public static void main(String[] args) throws Exception {
        String sample = "Zoë's café: 30€, 日本語, 🎉 and 𝄞!";
        byte[] utf8 = sample.getBytes(StandardCharsets.UTF_8);
        System.out.println("sample " + esc(sample) + " = " + utf8.length + " bytes");
        for (int chunk : new int[] {1, 2, 3, 5, 64}) {
            String got = importText(utf8, StandardCharsets.UTF_8, chunk, CodingErrorAction.REPORT);
            System.out.println("  chunk " + chunk + ": " + esc(got));
        }

        System.out.println("-- malformed input");
        byte[] bad = bytes('o', 'k', 0xff, 'a', 0xc3, 0x28, 'b', 0xe2, 0x82, 'c', 0xed, 0xa0, 0x80, 'd', 0xc0, 0xaf,
                0xf0, 0x9f, 0x8e, 'e', 0xf4, 0x90, 0x80, 0x80, 0xe2, 0x82);
        for (CodingErrorAction action : new CodingErrorAction[] {
            CodingErrorAction.REPORT, CodingErrorAction.REPLACE, CodingErrorAction.IGNORE}) {
            for (int chunk : new int[] {1, 4, 100}) {
                System.out.println("  " + action + " chunk " + chunk + ": "
                        + esc(importText(bad, StandardCharsets.UTF_8, chunk, action)));
            }
        }
        System.out.println("  String: " + esc(new String(bad, StandardCharsets.UTF_8)));
        System.out.println("  Charset.decode: " + esc(StandardCharsets.UTF_8.decode(ByteBuffer.wrap(bad))));
        CharsetDecoder custom = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPLACE)
                .replaceWith("?");
        System.out.println("  replaceWith(\"?\"): " + esc(custom.decode(ByteBuffer.wrap(bad))) + " " + custom.replacement());
        t("  decode(ByteBuffer) REPORT", () -> StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(bad)));
        t("  ASCII REPORT", () -> StandardCharsets.US_ASCII.newDecoder().decode(ByteBuffer.wrap(bytes('a', 0x80))));
        System.out.println("  ASCII replaced: " + esc(new String(bytes('a', 0x80, 'b', 0xff), StandardCharsets.US_ASCII))
                + " latin1: " + esc(new String(bytes('a', 0x80, 'b', 0xff), StandardCharsets.ISO_8859_1)));

        System.out.println("-- encoding");
        String export = "naïve café – 30€ 🎉 Ω";
        for (Charset cs : new Charset[] {StandardCharsets.US_ASCII, StandardCharsets.ISO_8859_1, StandardCharsets.UTF_8}) {
            CharsetEncoder enc = cs.newEncoder();
            System.out.println("  " + cs + " avg " + enc.averageBytesPerChar() + " max " + enc.maxBytesPerChar()
                    + " canEncode(é) " + enc.canEncode('é') + " canEncode(export) " + enc.canEncode(export));
            CharBuffer in = CharBuffer.wrap(export);
            ByteBuffer out = ByteBuffer.allocate(64);
            StringBuilder log = new StringBuilder();
            for (;;) {
                CoderResult cr = enc.encode(in, out, true);
                if (cr.isUnderflow()) {
                    break;
                }
                log.append(" ").append(cr).append("@").append(in.position());
                in.position(in.position() + cr.length());
                out.put((byte) '#');
            }
            enc.flush(out);
            out.flip();
            System.out.println("    report:" + log + " -> " + hex(out));
            t("    encode(CharBuffer)", () -> hex(cs.newEncoder().encode(CharBuffer.wrap(export))));
            System.out.println("    replace: " + hex(cs.newEncoder().onUnmappableCharacter(CodingErrorAction.REPLACE)
                    .encode(CharBuffer.wrap(export))));
            System.out.println("    getBytes: " + hex(ByteBuffer.wrap(export.getBytes(cs))));
            System.out.println("    Charset.encode: " + hex(cs.encode(export)));
        }
        CharsetEncoder star = StandardCharsets.US_ASCII.newEncoder().onUnmappableCharacter(CodingErrorAction.REPLACE)
                .replaceWith(new byte[] {'*'});
        System.out.println("  replaceWith(*): " + hex(star.encode(CharBuffer.wrap(export))));
        t("  lone surrogate", () -> StandardCharsets.UTF_8.newEncoder().encode(CharBuffer.wrap("a\ud800b")));
        t("  lone surrogate latin1", () -> StandardCharsets.ISO_8859_1.newEncoder().encode(CharBuffer.wrap("\udc00")));
        System.out.println("  lone surrogate replaced: " + Arrays.toString("a\ud800b\udc00".getBytes(StandardCharsets.UTF_8)));
        CharsetEncoder split = StandardCharsets.UTF_8.newEncoder();
        ByteBuffer splitOut = ByteBuffer.allocate(16);
        CharBuffer first = CharBuffer.wrap("x\ud83c");
        System.out.println("  high surrogate at chunk end: " + split.encode(first, splitOut, false) + " left " + first.remaining());
        CharBuffer second = CharBuffer.allocate(4).put(first).put('\udf89').put('y').flip();
        System.out.println("  completed: " + split.encode(second, splitOut, true) + " " + split.flush(splitOut) + " "
                + hex(splitOut.flip()));

        System.out.println("-- UTF-16");
        for (Charset cs : new Charset[] {StandardCharsets.UTF_16, StandardCharsets.UTF_16BE, StandardCharsets.UTF_16LE}) {
            System.out.println("  " + cs + " encode: " + hex(ByteBuffer.wrap("A€🎉".getBytes(cs))) + " empty: "
                    + "".getBytes(cs).length + " replacement " + Arrays.toString(cs.newEncoder().replacement())
                    + " avg " + cs.newDecoder().averageCharsPerByte());
            byte[][] inputs = {
                bytes(0xfe, 0xff, 0x00, 0x41, 0x20, 0xac),
                bytes(0xff, 0xfe, 0x41, 0x00, 0xac, 0x20),
                bytes(0x00, 0x41, 0xfe, 0xff, 0xd8, 0x3c),
                bytes(0xd8, 0x3c, 0xdf, 0x89, 0xdc, 0x00, 0x00),
            };
            for (byte[] in : inputs) {
                System.out.println("    " + hex(in, 0, in.length) + " -> " + esc(new String(in, cs)) + " | "
                        + esc(importText(in, cs, 1, CodingErrorAction.REPORT)));
            }
        }
        CharsetDecoder bomDecoder = StandardCharsets.UTF_16.newDecoder();
        CharBuffer bomOut = CharBuffer.allocate(8);
        bomDecoder.decode(ByteBuffer.wrap(bytes(0xff, 0xfe, 0x68, 0x00)), bomOut, false);
        bomDecoder.decode(ByteBuffer.wrap(bytes(0x69, 0x00)), bomOut, true);
        bomDecoder.flush(bomOut);
        bomDecoder.reset();
        bomDecoder.decode(ByteBuffer.wrap(bytes(0x00, 0x21)), bomOut, true);
        System.out.println("  byte order kept until reset: " + esc(bomOut.flip()));

        System.out.println("-- coder results and states");
        CoderResult m = CoderResult.malformedForLength(2);
        System.out.println("  " + CoderResult.UNDERFLOW + " " + CoderResult.OVERFLOW + " " + m + " "
                + CoderResult.unmappableForLength(1) + " " + m.isError() + m.isMalformed() + m.isUnmappable() + " "
                + m.length() + " " + (m == CoderResult.malformedForLength(2)));
        t("  UNDERFLOW.length()", () -> CoderResult.UNDERFLOW.length());
        t("  malformedForLength(0)", () -> CoderResult.malformedForLength(0));
        for (CoderResult cr : new CoderResult[] {
            CoderResult.UNDERFLOW, CoderResult.OVERFLOW, m, CoderResult.unmappableForLength(3)}) {
            t("  throwException " + cr, () -> {
                cr.throwException();
                return "none";
            });
        }
        CharsetDecoder d = StandardCharsets.UTF_8.newDecoder();
        t("  flush before decoding", () -> d.flush(CharBuffer.allocate(4)));
        t("  decode after end", () -> {
            d.decode(ByteBuffer.wrap(bytes('a')), CharBuffer.allocate(4), true);
            return d.decode(ByteBuffer.wrap(bytes('b')), CharBuffer.allocate(4), false);
        });
        t("  decode after flush", () -> {
            d.flush(CharBuffer.allocate(4));
            return d.decode(ByteBuffer.wrap(bytes('b')), CharBuffer.allocate(4), true);
        });
        t("  after reset", () -> d.reset().decode(ByteBuffer.wrap(bytes('b')), CharBuffer.allocate(4), true));
        t("  replaceWith(\"\")", () -> d.replaceWith(""));
        t("  replaceWith(\"ab\")", () -> d.replaceWith("ab"));
        t("  onMalformedInput(null)", () -> d.onMalformedInput(null));
        t("  encoder replaceWith(0x80)", () -> StandardCharsets.US_ASCII.newEncoder().replaceWith(bytes(0x80)));
        t("  encoder replaceWith too long", () -> StandardCharsets.ISO_8859_1.newEncoder().replaceWith(bytes('a', 'b')));
        t("  decode into read-only", () -> StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(bytes('a')),
                CharBuffer.allocate(2).asReadOnlyBuffer(), true));
        System.out.println("  actions " + CodingErrorAction.IGNORE + " " + CodingErrorAction.REPLACE + " "
                + CodingErrorAction.REPORT + " decoder " + d.malformedInputAction() + " " + d.charset()
                + " " + d.isAutoDetecting() + " contains " + StandardCharsets.UTF_8.contains(StandardCharsets.ISO_8859_1)
                + " " + StandardCharsets.US_ASCII.contains(StandardCharsets.ISO_8859_1));

        System.out.println("-- readers and writers");
        InputStream trickle = new InputStream() {
            int i;

            @Override
            public int read() {
                return i < utf8.length ? utf8[i++] & 0xff : -1;
            }

            @Override
            public int read(byte[] b, int off, int len) {
                if (i >= utf8.length) {
                    return -1;
                }
                b[off] = utf8[i++];
                return 1;
            }
        };
        Reader r = new InputStreamReader(trickle, StandardCharsets.UTF_8);
        char[] buf = new char[5];
        StringBuilder reads = new StringBuilder();
        StringBuilder text = new StringBuilder();
        int n;
        while ((n = r.read(buf)) != -1) {
            reads.append(n).append(' ');
            text.append(buf, 0, n);
        }
        System.out.println("  one byte at a time: " + reads + "-> " + esc(text) + " " + text.toString().equals(sample));
        Reader whole = new InputStreamReader(new ByteArrayInputStream(utf8), "UTF-8");
        int c1 = whole.read();
        System.out.println("  " + ((InputStreamReader) whole).getEncoding() + " first " + (char) c1 + " read(buf) "
                + whole.read(buf) + " " + esc(new String(buf)));
        Reader strict = new InputStreamReader(new ByteArrayInputStream(bad), StandardCharsets.UTF_8.newDecoder());
        t("  strict reader", () -> {
            char[] all = new char[64];
            return strict.read(all) + " " + strict.read(all);
        });
        Reader lenient = new InputStreamReader(new ByteArrayInputStream(bad), StandardCharsets.ISO_8859_1);
        char[] all = new char[64];
        System.out.println("  latin1 reader: " + esc(new String(all, 0, lenient.read(all))));
        for (Charset cs : new Charset[] {StandardCharsets.UTF_16, StandardCharsets.UTF_16LE, StandardCharsets.US_ASCII}) {
            ByteArrayOutputStream bout = new ByteArrayOutputStream();
            Writer w = new OutputStreamWriter(bout, cs);
            w.write("hé");
            w.write("\ud83c");
            w.write("\udf89!");
            w.write('\ud800');
            String encoding = ((OutputStreamWriter) w).getEncoding();
            w.close();
            System.out.println("  writer " + encoding + " " + hex(bout.toByteArray(), 0, bout.size()) + " after close "
                    + ((OutputStreamWriter) w).getEncoding());
            t("  write after close", () -> {
                w.write("x");
                return "written";
            });
        }
        ByteArrayOutputStream strictOut = new ByteArrayOutputStream();
        Writer strictWriter = new OutputStreamWriter(strictOut, StandardCharsets.US_ASCII.newEncoder());
        t("  strict writer", () -> {
            strictWriter.write("ok é");
            strictWriter.flush();
            return "flushed";
        });
        System.out.println("  strict writer wrote " + hex(strictOut.toByteArray(), 0, strictOut.size()) + " encoding "
                + new InputStreamReader(new ByteArrayInputStream(new byte[0]), StandardCharsets.UTF_16BE).getEncoding());
    }
}
