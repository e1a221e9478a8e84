package jdk.internal.terrarium;

import java.io.Closeable;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.MappedByteBuffer;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.NonReadableChannelException;
import java.nio.channels.NonWritableChannelException;
import java.nio.channels.OverlappingFileLockException;
import java.nio.channels.ReadableByteChannel;
import java.nio.channels.WritableByteChannel;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Objects;

/**
 * FileChannel's behaviour (checks, messages, positions, transfers, mappings,
 * locks) as HotSpot's FileChannelImpl, over a few primitives a subclass gives:
 * positioned reads and writes, appends, the size, shrinking, the position.
 */
public abstract class FileChannelBase extends FileChannel {
    private static final int TRANSFER_SIZE = 8192;
    /** File to file transfers move this much per round (HotSpot maps or uses sendfile). */
    private static final int FILE_TRANSFER_SIZE = 64 * 1024;

    /** The file as the natives name it. */
    protected final String path;
    protected final boolean readable;
    protected final boolean writable;
    /** The stream or RandomAccessFile this channel came from, closed with it. */
    private final Closeable parent;
    protected final Object positionLock = new Object();
    private ArrayList<Region> mappings;

    protected FileChannelBase(String path, boolean readable, boolean writable, Closeable parent) {
        this.path = path;
        this.readable = readable;
        this.writable = writable;
        this.parent = parent;
    }

    // ------------------------------------------------------------------ primitives

    /** Up to len bytes at pos (len > 0); -1 at or past the end. The position is not moved. */
    protected abstract int readAt(byte[] b, int off, int len, long pos) throws IOException;

    /** len bytes at pos, filling a gap past the end with zeros. The position is not moved. */
    protected abstract void writeAt(byte[] b, int off, int len, long pos) throws IOException;

    /** Whether writes go to the end (APPEND). */
    protected abstract boolean append();

    /** len bytes at the end of the file (append mode). */
    protected abstract void appendBytes(byte[] b, int off, int len) throws IOException;

    protected abstract long fileSize() throws IOException;

    /** Cuts the file to newSize (< its size). */
    protected abstract void shrink(long newSize) throws IOException;

    protected abstract long getPos() throws IOException;

    protected abstract void setPos(long pos) throws IOException;

    /** Releases what the subclass holds (handles); the parent is closed after. */
    protected abstract void closeFile() throws IOException;

    // ------------------------------------------------------------------ helpers

    protected final void ensureOpen() throws IOException {
        if (!isOpen()) {
            throw new ClosedChannelException();
        }
    }

    private int readInto(ByteBuffer dst, long at) throws IOException {
        if (dst.isReadOnly()) {
            throw new IllegalArgumentException("Read-only buffer");
        }
        int rem = dst.remaining();
        if (rem == 0) {
            return 0;
        }
        int n;
        if (dst.hasArray()) {
            n = readAt(dst.array(), dst.arrayOffset() + dst.position(), rem, at);
            if (n > 0) {
                dst.position(dst.position() + n);
            }
        } else {
            byte[] tmp = new byte[rem];
            n = readAt(tmp, 0, rem, at);
            if (n > 0) {
                dst.put(tmp, 0, n);
            }
        }
        return n;
    }

    /** The buffer's remaining bytes, consumed, as an array range {array, offset, length}. */
    private static byte[] take(ByteBuffer src, int[] offset) {
        int rem = src.remaining();
        if (src.hasArray()) {
            offset[0] = src.arrayOffset() + src.position();
            src.position(src.position() + rem);
            return src.array();
        }
        byte[] tmp = new byte[rem];
        src.get(tmp);
        offset[0] = 0;
        return tmp;
    }

    private int writeFrom(ByteBuffer src, long at, boolean appending) throws IOException {
        int rem = src.remaining();
        if (rem == 0) {
            return 0;
        }
        int[] off = new int[1];
        int start = src.position();
        byte[] b = take(src, off);
        try {
            if (appending) {
                appendBytes(b, off[0], rem);
            } else {
                writeAt(b, off[0], rem, at);
            }
        } catch (IOException e) {
            src.position(start);
            throw e;
        }
        return rem;
    }

    // ------------------------------------------------------------------ reading

    @Override
    public int read(ByteBuffer dst) throws IOException {
        Objects.requireNonNull(dst);
        ensureOpen();
        if (!readable) {
            throw new NonReadableChannelException();
        }
        synchronized (positionLock) {
            int n = 0;
            try {
                begin();
                if (!isOpen()) {
                    return 0;
                }
                long p = getPos();
                n = readInto(dst, p);
                if (n > 0) {
                    setPos(p + n);
                }
                return n;
            } finally {
                end(n > 0);
            }
        }
    }

    @Override
    public long read(ByteBuffer[] dsts, int offset, int length) throws IOException {
        Objects.checkFromIndexSize(offset, length, dsts.length);
        ensureOpen();
        if (!readable) {
            throw new NonReadableChannelException();
        }
        synchronized (positionLock) {
            long total = 0;
            try {
                begin();
                if (!isOpen()) {
                    return 0;
                }
                // readv fills the buffers in turn and stops at a short read.
                long p = getPos();
                for (int i = offset; i < offset + length; i++) {
                    ByteBuffer dst = dsts[i];
                    int want = dst.remaining();
                    if (want == 0) {
                        if (dst.isReadOnly()) {
                            throw new IllegalArgumentException("Read-only buffer");
                        }
                        continue;
                    }
                    int n = readInto(dst, p + total);
                    if (n < 0) {
                        break;
                    }
                    total += n;
                    if (n < want) {
                        break;
                    }
                }
                if (total > 0) {
                    setPos(p + total);
                    return total;
                }
                return hasRemaining(dsts, offset, length) ? -1 : 0;
            } finally {
                end(total > 0);
            }
        }
    }

    private static boolean hasRemaining(ByteBuffer[] bufs, int offset, int length) {
        for (int i = offset; i < offset + length; i++) {
            if (bufs[i].hasRemaining()) {
                return true;
            }
        }
        return false;
    }

    @Override
    public int read(ByteBuffer dst, long position) throws IOException {
        if (dst == null) {
            throw new NullPointerException();
        }
        if (position < 0) {
            throw new IllegalArgumentException("Negative position");
        }
        ensureOpen();
        if (!readable) {
            throw new NonReadableChannelException();
        }
        synchronized (positionLock) {
            int n = 0;
            try {
                begin();
                if (!isOpen()) {
                    return -1;
                }
                n = readInto(dst, position);
                return n;
            } finally {
                end(n > 0);
            }
        }
    }

    // ------------------------------------------------------------------ writing

    @Override
    public int write(ByteBuffer src) throws IOException {
        Objects.requireNonNull(src);
        ensureOpen();
        if (!writable) {
            throw new NonWritableChannelException();
        }
        synchronized (positionLock) {
            int n = 0;
            try {
                begin();
                if (!isOpen()) {
                    return 0;
                }
                if (append()) {
                    n = writeFrom(src, -1, true);
                } else {
                    long p = getPos();
                    n = writeFrom(src, p, false);
                    setPos(p + n);
                }
                return n;
            } finally {
                end(n > 0);
            }
        }
    }

    @Override
    public long write(ByteBuffer[] srcs, int offset, int length) throws IOException {
        Objects.checkFromIndexSize(offset, length, srcs.length);
        ensureOpen();
        if (!writable) {
            throw new NonWritableChannelException();
        }
        synchronized (positionLock) {
            long total = 0;
            try {
                begin();
                if (!isOpen()) {
                    return 0;
                }
                long p = append() ? -1 : getPos();
                for (int i = offset; i < offset + length; i++) {
                    total += writeFrom(srcs[i], p + total, append());
                }
                if (!append()) {
                    setPos(p + total);
                }
                return total;
            } finally {
                end(total > 0);
            }
        }
    }

    /** In append mode Linux's pwrite appends whatever the position: so does this. */
    @Override
    public int write(ByteBuffer src, long position) throws IOException {
        if (src == null) {
            throw new NullPointerException();
        }
        if (position < 0) {
            throw new IllegalArgumentException("Negative position");
        }
        ensureOpen();
        if (!writable) {
            throw new NonWritableChannelException();
        }
        synchronized (positionLock) {
            int n = 0;
            try {
                begin();
                if (!isOpen()) {
                    return -1;
                }
                n = writeFrom(src, position, append());
                return n;
            } finally {
                end(n > 0);
            }
        }
    }

    // ------------------------------------------------------------------ position and size

    @Override
    public long position() throws IOException {
        ensureOpen();
        synchronized (positionLock) {
            return append() ? fileSize() : getPos();
        }
    }

    @Override
    public FileChannel position(long newPosition) throws IOException {
        ensureOpen();
        if (newPosition < 0) {
            throw new IllegalArgumentException();
        }
        synchronized (positionLock) {
            setPos(newPosition);
            return this;
        }
    }

    @Override
    public long size() throws IOException {
        ensureOpen();
        synchronized (positionLock) {
            return fileSize();
        }
    }

    @Override
    public FileChannel truncate(long newSize) throws IOException {
        ensureOpen();
        if (newSize < 0) {
            throw new IllegalArgumentException("Negative size");
        }
        if (!writable) {
            throw new NonWritableChannelException();
        }
        synchronized (positionLock) {
            long size = fileSize();
            long p = getPos();
            if (newSize < size) {
                shrink(newSize);
            }
            if (p > newSize) {
                p = newSize;
            }
            setPos(p);
            return this;
        }
    }

    /** The world's writes land at once: nothing is held back to force. */
    @Override
    public void force(boolean metaData) throws IOException {
        ensureOpen();
    }

    // ------------------------------------------------------------------ the parent stream's view

    /** A read for the stream this channel came from: at the position, moving it. */
    public int streamRead(byte[] b, int off, int len) throws IOException {
        synchronized (positionLock) {
            long p = getPos();
            int n = readAt(b, off, len, p);
            if (n > 0) {
                setPos(p + n);
            }
            return n;
        }
    }

    /** FileInputStream.skip: forward no further than the end (or the position, if beyond), back to 0. */
    public long streamSkip(long n) throws IOException {
        synchronized (positionLock) {
            long p = getPos();
            long to = p + n;
            if (n > 0 && to < 0) {
                to = Long.MAX_VALUE;
            }
            to = Math.max(0, Math.min(to, Math.max(fileSize(), p)));
            setPos(to);
            return to - p;
        }
    }

    public int streamAvailable() throws IOException {
        synchronized (positionLock) {
            long left = fileSize() - getPos();
            return (int) Math.max(0, Math.min(left, Integer.MAX_VALUE));
        }
    }

    /** A write for the stream this channel came from. */
    public void streamWrite(byte[] b, int off, int len) throws IOException {
        synchronized (positionLock) {
            if (append()) {
                appendBytes(b, off, len);
            } else {
                long p = getPos();
                writeAt(b, off, len, p);
                setPos(p + len);
            }
        }
    }

    // ------------------------------------------------------------------ transfers

    @Override
    public long transferTo(long position, long count, WritableByteChannel target) throws IOException {
        ensureOpen();
        if (!target.isOpen()) {
            throw new ClosedChannelException();
        }
        if (!readable) {
            throw new NonReadableChannelException();
        }
        if (target instanceof FileChannelBase && !((FileChannelBase) target).writable) {
            throw new NonWritableChannelException();
        }
        if ((position < 0) || (count < 0)) {
            throw new IllegalArgumentException();
        }
        long sz = size();
        if (position > sz) {
            return 0;
        }
        int icount = (int) Math.min(count, Integer.MAX_VALUE);
        if ((sz - position) < icount) {
            icount = (int) (sz - position);
        }
        int chunk = target instanceof FileChannelBase ? FILE_TRANSFER_SIZE : TRANSFER_SIZE;
        ByteBuffer bb = ByteBuffer.allocate(Math.min(icount, chunk));
        long tw = 0;
        long pos = position;
        try {
            while (tw < icount) {
                bb.limit((int) Math.min(icount - tw, chunk));
                int nr = read(bb, pos);
                if (nr <= 0) {
                    break;
                }
                bb.flip();
                int nw = target.write(bb);
                tw += nw;
                if (nw != nr) {
                    break;
                }
                pos += nw;
                bb.clear();
            }
            return tw;
        } catch (IOException x) {
            if (tw > 0) {
                return tw;
            }
            throw x;
        }
    }

    @Override
    public long transferFrom(ReadableByteChannel src, long position, long count) throws IOException {
        ensureOpen();
        if (!src.isOpen()) {
            throw new ClosedChannelException();
        }
        if (!writable) {
            throw new NonWritableChannelException();
        }
        if ((position < 0) || (count < 0)) {
            throw new IllegalArgumentException();
        }
        if (position > size()) {
            return 0;
        }
        if (src instanceof FileChannelBase) {
            return transferFromFile((FileChannelBase) src, position, count);
        }
        int c = (int) Math.min(count, TRANSFER_SIZE);
        ByteBuffer bb = ByteBuffer.allocate(c);
        long tw = 0;
        long pos = position;
        try {
            while (tw < count) {
                bb.limit((int) Math.min(count - tw, (long) TRANSFER_SIZE));
                int nr = src.read(bb);
                if (nr <= 0) {
                    break;
                }
                bb.flip();
                int nw = write(bb, pos);
                tw += nw;
                if (nw != nr) {
                    break;
                }
                pos += nw;
                bb.clear();
            }
            return tw;
        } catch (IOException x) {
            if (tw > 0) {
                return tw;
            }
            throw x;
        }
    }

    /** From the source's position, which moves past what was copied (as HotSpot's). */
    private long transferFromFile(FileChannelBase src, long position, long count) throws IOException {
        if (!src.readable) {
            throw new NonReadableChannelException();
        }
        synchronized (src.positionLock) {
            long pos = src.position();
            long max = Math.min(count, src.size() - pos);
            long remaining = max;
            long p = pos;
            ByteBuffer bb = ByteBuffer.allocate((int) Math.max(0, Math.min(max, FILE_TRANSFER_SIZE)));
            while (remaining > 0L) {
                bb.clear();
                bb.limit((int) Math.min(remaining, FILE_TRANSFER_SIZE));
                int nr = src.read(bb, p);
                if (nr <= 0) {
                    break;
                }
                bb.flip();
                long n = write(bb, position);
                position += n;
                remaining -= n;
                p += n;
            }
            long nwritten = max - remaining;
            src.position(pos + nwritten);
            return nwritten;
        }
    }

    // ------------------------------------------------------------------ mapping

    /**
     * The region as a heap copy (see MappedByteBuffer). READ_WRITE regions
     * are written back by force() and when this channel closes; PRIVATE ones
     * never are, as the JDK's copy-on-write mapping.
     */
    @Override
    public MappedByteBuffer map(MapMode mode, long position, long size) throws IOException {
        if (size > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("Size exceeds Integer.MAX_VALUE");
        }
        ensureOpen();
        if (mode == null) {
            throw new NullPointerException("Mode is null");
        }
        if (position < 0L) {
            throw new IllegalArgumentException("Negative position");
        }
        if (size < 0L) {
            throw new IllegalArgumentException("Negative size");
        }
        if (position + size < 0) {
            throw new IllegalArgumentException("Position + size overflow");
        }
        if ((mode != MapMode.READ_ONLY) && !writable) {
            throw new NonWritableChannelException();
        }
        if (!readable) {
            throw new NonReadableChannelException();
        }
        synchronized (positionLock) {
            long filesize = fileSize();
            if (filesize < position + size) {
                if (!writable) {
                    throw new IOException("Channel not open for writing - cannot extend file to required size");
                }
                // mmap extends the file with ftruncate: zeros up to the region's end
                byte[] zeros = new byte[(int) (position + size - filesize)];
                writeAt(zeros, 0, zeros.length, filesize);
            }
            byte[] data = new byte[(int) size];
            int n = 0;
            while (n < data.length) {
                int r = readAt(data, n, data.length - n, position + n);
                if (r <= 0) {
                    break;
                }
                n += r;
            }
            if (mode == MapMode.READ_ONLY) {
                return NioAccess.mapped(data, true, null);
            }
            if (mode == MapMode.PRIVATE) {
                return NioAccess.mapped(data, false, null);
            }
            Region r = new Region(this, data, position);
            if (mappings == null) {
                mappings = new ArrayList<>();
            }
            mappings.add(r);
            return NioAccess.mapped(data, false, r);
        }
    }

    /** A READ_WRITE region: its bytes, and what the file held there at the last write-back. */
    private static final class Region implements NioAccess.Mapping {
        private FileChannelBase channel;
        private final String path;
        private final byte[] data;
        private final byte[] written;
        private final long filePos;

        Region(FileChannelBase channel, byte[] data, long filePos) {
            this.channel = channel;
            this.path = channel.path;
            this.data = data;
            this.written = data.clone();
            this.filePos = filePos;
        }

        /** Only the changed runs go back, so that writes through the channel in between survive. */
        public synchronized void writeBack(int from, int length) throws IOException {
            FileChannelBase ch = channel;
            boolean own = false;
            try {
                int end = from + length;
                int i = from;
                while (i < end) {
                    if (data[i] == written[i]) {
                        i++;
                        continue;
                    }
                    int j = i;
                    while (j < end && data[j] != written[j]) {
                        j++;
                    }
                    if (ch == null) {
                        // the channel is closed: the mapping outlives it, as in the JDK
                        ch = WorldFileChannel.forWriteBack(path);
                        own = true;
                    }
                    synchronized (ch.positionLock) {
                        ch.writeAt(data, i, j - i, filePos + i);
                    }
                    System.arraycopy(data, i, written, i, j - i);
                    i = j;
                }
            } finally {
                if (own) {
                    ch.close();
                }
            }
        }
    }

    // ------------------------------------------------------------------ locks

    /**
     * Locks always succeed: the program is the only process in its world, so
     * nothing else can hold one. Within the program, overlapping locks on one
     * file throw OverlappingFileLockException, as HotSpot's lock table does.
     */
    private static final HashMap<String, ArrayList<Lock>> LOCKS = new HashMap<>();

    private static final class Lock extends FileLock {
        private final String key;
        private boolean invalid;

        Lock(FileChannelBase channel, long position, long size, boolean shared, String key) {
            super(channel, position, size, shared);
            this.key = key;
        }

        @Override
        public boolean isValid() {
            synchronized (LOCKS) {
                return !invalid;
            }
        }

        @Override
        public void release() throws IOException {
            if (!acquiredBy().isOpen()) {
                throw new ClosedChannelException();
            }
            synchronized (LOCKS) {
                invalidate();
            }
        }

        /** Holding LOCKS. */
        void invalidate() {
            if (invalid) {
                return;
            }
            invalid = true;
            ArrayList<Lock> list = LOCKS.get(key);
            if (list != null) {
                list.remove(this);
                if (list.isEmpty()) {
                    LOCKS.remove(key);
                }
            }
        }
    }

    @Override
    public FileLock lock(long position, long size, boolean shared) throws IOException {
        ensureOpen();
        if (shared && !readable) {
            throw new NonReadableChannelException();
        }
        if (!shared && !writable) {
            throw new NonWritableChannelException();
        }
        String key = FileSystem.resolve(path);
        Lock fl = new Lock(this, position, size, shared, key);
        synchronized (LOCKS) {
            ArrayList<Lock> list = LOCKS.get(key);
            if (list == null) {
                list = new ArrayList<>();
                LOCKS.put(key, list);
            }
            for (Lock other : list) {
                if (other.overlaps(position, size)) {
                    throw new OverlappingFileLockException();
                }
            }
            list.add(fl);
        }
        return fl;
    }

    @Override
    public FileLock tryLock(long position, long size, boolean shared) throws IOException {
        return lock(position, size, shared);
    }

    // ------------------------------------------------------------------ closing

    @Override
    protected void implCloseChannel() throws IOException {
        synchronized (LOCKS) {
            for (ArrayList<Lock> list : new ArrayList<>(LOCKS.values())) {
                for (Lock l : new ArrayList<>(list)) {
                    if (l.acquiredBy() == this) {
                        l.invalidate();
                    }
                }
            }
        }
        IOException failure = null;
        synchronized (positionLock) {
            if (mappings != null) {
                for (Region r : mappings) {
                    try {
                        r.writeBack(0, r.data.length);
                    } catch (IOException e) {
                        failure = e;
                    }
                    r.channel = null;
                }
                mappings = null;
            }
            closeFile();
        }
        if (parent != null) {
            parent.close();
        }
        if (failure != null) {
            throw failure;
        }
    }
}
