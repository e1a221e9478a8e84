package jdk.internal.terrarium;

import java.io.IOException;
import java.nio.MappedByteBuffer;

/**
 * What the file channels need of java.nio beyond the public API: making a
 * MappedByteBuffer over a copy of a file's region. MappedByteBuffer sets
 * {@link #buffers} in its static initialiser.
 */
public final class NioAccess {
    private NioAccess() {
    }

    /** A READ_WRITE mapping's way back to its file. */
    public interface Mapping {
        /** Writes the changed bytes among data[from, from + length) back to the file. */
        void writeBack(int from, int length) throws IOException;
    }

    public interface Buffers {
        MappedByteBuffer mapped(byte[] data, boolean readOnly, Mapping mapping);
    }

    public static Buffers buffers;

    public static MappedByteBuffer mapped(byte[] data, boolean readOnly, Mapping mapping) {
        if (buffers == null) {
            try {
                Class.forName("java.nio.MappedByteBuffer");
            } catch (ClassNotFoundException e) {
                throw new InternalError(e);
            }
        }
        return buffers.mapped(data, readOnly, mapping);
    }
}
