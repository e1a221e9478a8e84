import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InvalidClassException;
import java.io.InvalidObjectException;
import java.io.NotActiveException;
import java.io.NotSerializableException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamException;
import java.io.OptionalDataException;
import java.io.Serializable;
import java.io.StreamCorruptedException;
import java.io.WriteAbortedException;
import java.util.ArrayList;
import java.util.List;

/**
 * What goes wrong with serialization, and the exceptions and messages a
 * program sees: unserializable objects (and the aborted stream they
 * leave), version mismatches, corrupt or truncated streams, primitive data
 * where an object was expected, failed validations, missing classes and
 * enum constants, misuse of the callback-only methods.
 */
public class SerializationErrors {
    static class Holder implements Serializable {
        private static final long serialVersionUID = 1L;
        Object payload;

        Holder(Object payload) {
            this.payload = payload;
        }
    }

    static class Widget {
        int size = 3;
    }

    static class Versioned implements Serializable {
        private static final long serialVersionUID = 100L;
        int value = 1;
    }

    static class NoDefaultCtorBase {
        NoDefaultCtorBase(int x) {
        }
    }

    static class Orphan extends NoDefaultCtorBase implements Serializable {
        private static final long serialVersionUID = 2L;

        Orphan() {
            super(1);
        }
    }

    static class Positive implements Serializable {
        private static final long serialVersionUID = 3L;
        int n;

        Positive(int n) {
            this.n = n;
        }

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
            if (n <= 0) {
                throw new InvalidObjectException("n must be positive: " + n);
            }
        }
    }

    static class Misuser implements Serializable {
        private static final long serialVersionUID = 4L;
        int a = 1;

        private void writeObject(ObjectOutputStream out) throws IOException {
            ObjectOutputStream.PutField f = out.putFields();
            try {
                f.put("missing", 1);
            } catch (IllegalArgumentException e) {
                System.out.println("putFields: " + e.getMessage());
            }
            f.put("a", a);
            out.writeFields();
        }

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            ObjectInputStream.GetField f = in.readFields();
            try {
                f.get("a", 0L);
            } catch (IllegalArgumentException e) {
                System.out.println("GetField.get: " + e.getMessage());
            }
            try {
                in.defaultReadObject();
            } catch (NotActiveException e) {
                System.out.println("defaultReadObject after readFields: " + e);
            }
            a = f.get("a", 0);
        }
    }

    static class Thrower implements Serializable {
        private static final long serialVersionUID = 5L;

        private void writeObject(ObjectOutputStream out) throws IOException {
            throw new IllegalStateException("refusing to be written");
        }
    }

    static class Checked implements Serializable {
        private static final long serialVersionUID = 6L;

        private Object writeReplace() throws ObjectStreamException {
            throw new InvalidObjectException("cannot replace");
        }
    }

    enum Level { LOW, HIGH }

    static byte[] write(Object o) throws IOException {
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bo)) {
            out.writeObject(o);
        }
        return bo.toByteArray();
    }

    static Object read(byte[] b) throws IOException, ClassNotFoundException {
        return new ObjectInputStream(new ByteArrayInputStream(b)).readObject();
    }

    static void attempt(String label, Action a) {
        try {
            Object r = a.run();
            System.out.println(label + ": ok " + r);
        } catch (Throwable t) {
            System.out.println(label + ": " + t);
            if (t.getCause() != null) {
                System.out.println("  cause: " + t.getCause());
            }
        }
    }

    interface Action {
        Object run() throws Exception;
    }

    /** The bytes with every occurrence of {@code from} replaced by {@code to} (same length). */
    static byte[] patch(byte[] b, byte[] from, byte[] to) {
        byte[] out = b.clone();
        for (int i = 0; i + from.length <= out.length; i++) {
            boolean match = true;
            for (int k = 0; k < from.length && match; k++) {
                match = out[i + k] == from[k];
            }
            if (match) {
                System.arraycopy(to, 0, out, i, to.length);
            }
        }
        return out;
    }

    public static void main(String[] args) throws Exception {
        attempt("write Widget", () -> write(new Widget()));
        attempt("write Holder(Widget)", () -> write(new Holder(new Widget())));

        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        ObjectOutputStream out = new ObjectOutputStream(bo);
        out.writeObject("before");
        try {
            out.writeObject(new Holder(new Widget()));
        } catch (NotSerializableException e) {
            System.out.println("mid-stream: " + e);
        }
        out.close();
        ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bo.toByteArray()));
        System.out.println("reader gets: " + in.readObject());
        try {
            in.readObject();
        } catch (WriteAbortedException e) {
            System.out.println("reader gets: " + e.getMessage());
            System.out.println("  detail: " + e.detail.getClass().getName() + " cause is detail: "
                    + (e.getCause() == e.detail));
        }

        byte[] good = write(new Versioned());
        byte[] oldUid = patch(good, new byte[] {0, 0, 0, 0, 0, 0, 0, 100}, new byte[] {0, 0, 0, 0, 0, 0, 0, 99});
        attempt("read with another serialVersionUID", () -> read(oldUid));
        attempt("InvalidClassException fields", () -> {
            try {
                read(oldUid);
                return null;
            } catch (InvalidClassException e) {
                return "classname=" + e.classname;
            }
        });
        byte[] renamed = patch(good, "Versioned".getBytes(), "Versionex".getBytes());
        attempt("read a class that does not exist", () -> read(renamed));

        attempt("bad header", () -> new ObjectInputStream(new ByteArrayInputStream("ABCDEFGH".getBytes())));
        attempt("empty stream", () -> new ObjectInputStream(new ByteArrayInputStream(new byte[0])));
        attempt("bad version", () -> new ObjectInputStream(new ByteArrayInputStream(new byte[] {(byte) 0xac,
            (byte) 0xed, 0, 4})));
        attempt("truncated", () -> read(java.util.Arrays.copyOf(good, good.length - 3)));
        byte[] badCode = good.clone();
        badCode[4] = 0x20;
        attempt("invalid type code", () -> read(badCode));
        byte[] badHandle = write(new Object[] {"x", "x"});
        badHandle[badHandle.length - 1] = 0x40;
        attempt("invalid handle", () -> read(badHandle));

        bo = new ByteArrayOutputStream();
        out = new ObjectOutputStream(bo);
        out.writeInt(5);
        out.writeObject("after");
        out.close();
        byte[] primFirst = bo.toByteArray();
        attempt("readObject over primitive data", () -> {
            try {
                return read(primFirst);
            } catch (OptionalDataException e) {
                return "OptionalDataException length=" + e.length + " eof=" + e.eof;
            }
        });
        attempt("readInt over an object", () -> {
            ObjectInputStream i2 = new ObjectInputStream(new ByteArrayInputStream(write("obj")));
            return i2.readInt();
        });
        attempt("read() at end of block data", () -> {
            ObjectInputStream i2 = new ObjectInputStream(new ByteArrayInputStream(write("obj")));
            return i2.read();
        });

        attempt("readObject validation", () -> read(write(new Positive(-4))));
        attempt("no valid constructor", () -> read(write(new Orphan())));
        attempt("writeObject throws unchecked", () -> write(new Thrower()));
        attempt("writeReplace throws", () -> write(new Checked()));
        attempt("Misuser round trip", () -> ((Misuser) read(write(new Misuser()))).a);
        attempt("defaultWriteObject after putFields", () -> write(new Serializable() {
            int x;

            private void writeObject(ObjectOutputStream o) throws IOException {
                o.putFields();
                o.defaultWriteObject();
            }
        }));
        attempt("writeFields without putFields", () -> write(new Serializable() {
            private void writeObject(ObjectOutputStream o) throws IOException {
                o.writeFields();
            }
        }));
        attempt("defaultWriteObject outside writeObject",
                () -> { new ObjectOutputStream(new ByteArrayOutputStream()).defaultWriteObject(); return null; });
        attempt("readFields outside readObject",
                () -> new ObjectInputStream(new ByteArrayInputStream(write(1))).readFields());
        attempt("registerValidation outside readObject", () -> {
            new ObjectInputStream(new ByteArrayInputStream(write(1))).registerValidation(() -> { }, 0);
            return null;
        });
        attempt("useProtocolVersion(3)", () -> {
            new ObjectOutputStream(new ByteArrayOutputStream()).useProtocolVersion(3);
            return null;
        });
        attempt("useProtocolVersion after writing", () -> {
            ObjectOutputStream o = new ObjectOutputStream(new ByteArrayOutputStream());
            o.writeObject("x");
            o.useProtocolVersion(1);
            return null;
        });

        byte[] enumBytes = write(Level.HIGH);
        attempt("unknown enum constant", () -> read(patch(enumBytes, "HIGH".getBytes(), "HUGE".getBytes())));
        bo = new ByteArrayOutputStream();
        out = new ObjectOutputStream(bo);
        out.writeUnshared("u");
        out.close();
        attempt("readUnshared of a reference", () -> {
            ByteArrayOutputStream b2 = new ByteArrayOutputStream();
            ObjectOutputStream o2 = new ObjectOutputStream(b2);
            String s = "shared";
            o2.writeObject(s);
            o2.writeObject(s);
            o2.close();
            ObjectInputStream i2 = new ObjectInputStream(new ByteArrayInputStream(b2.toByteArray()));
            i2.readObject();
            return i2.readUnshared();
        });
        attempt("reference to an unshared object", () -> {
            ByteArrayOutputStream b2 = new ByteArrayOutputStream();
            ObjectOutputStream o2 = new ObjectOutputStream(b2);
            String s = "solo";
            o2.writeObject(s);
            o2.writeObject(s);
            o2.close();
            ObjectInputStream i2 = new ObjectInputStream(new ByteArrayInputStream(b2.toByteArray()));
            i2.readUnshared();
            return i2.readObject();
        });
        attempt("reset inside writeObject", () -> write(new Serializable() {
            private void writeObject(ObjectOutputStream o) throws IOException {
                o.reset();
            }
        }));
        attempt("EOFException type", () -> {
            try {
                new ObjectInputStream(new ByteArrayInputStream(write(1))).readObject();
                return new ObjectInputStream(new ByteArrayInputStream(new byte[] {(byte) 0xac, (byte) 0xed, 0, 5}))
                        .readObject();
            } catch (EOFException e) {
                return "EOFException " + e.getMessage();
            }
        });
        StreamCorruptedException sce = new StreamCorruptedException();
        System.out.println("plain: " + sce + " / " + new InvalidClassException("C", "why").getMessage() + " / "
                + new InvalidClassException("why only").getMessage() + " / "
                + new WriteAbortedException("msg", null).getMessage());
    }
}
