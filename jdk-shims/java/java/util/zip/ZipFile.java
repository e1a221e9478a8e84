package java.util.zip;

import java.io.Closeable;
import java.io.EOFException;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.RandomAccessFile;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.WeakHashMap;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import jdk.internal.terrarium.ZipAccess;
import jdk.internal.terrarium.stream.Streams;

import static java.util.zip.ZipUtils.*;

/**
 * A zip file of the world. The whole file is read when it is opened (the
 * world's files are in memory anyway); the central directory is checked as
 * the JDK checks it, with the JDK's messages, and entries come in its order.
 */
public class ZipFile implements ZipConstants, Closeable {
    public static final int OPEN_READ = 0x1;
    public static final int OPEN_DELETE = 0x4;

    private static final boolean DISABLE_ZIP64_EXTRA_VALIDATION;

    static {
        String v = System.getProperty("jdk.util.zip.disableZip64ExtraFieldValidation");
        DISABLE_ZIP64_EXTRA_VALIDATION = v != null && (v.isEmpty() || v.equalsIgnoreCase("true"));
        ZipAccess.zip = new ZipAccess.Zip() {
            @Override
            public String manifestName(ZipFile zip) {
                return zip.manifestName();
            }

            @Override
            public int[] metaVersions(ZipFile zip) {
                return zip.metaVersions();
            }

            @Override
            public Stream<String> entryNames(ZipFile zip) {
                return zip.entryNames();
            }
        };
    }

    private final String name;
    private volatile boolean closeRequested;
    private Source zsrc;
    /** Streams handed out and not yet closed: closing the file closes them. */
    private final Set<InputStream> istreams = Collections.newSetFromMap(new WeakHashMap<InputStream, Boolean>());

    public ZipFile(String name) throws IOException {
        this(new File(name), OPEN_READ);
    }

    public ZipFile(File file, int mode) throws IOException {
        this(file, mode, StandardCharsets.UTF_8);
    }

    public ZipFile(File file) throws ZipException, IOException {
        this(file, OPEN_READ);
    }

    public ZipFile(File file, int mode, Charset charset) throws IOException {
        if (((mode & OPEN_READ) == 0) || ((mode & ~(OPEN_READ | OPEN_DELETE)) != 0)) {
            throw new IllegalArgumentException("Illegal mode: 0x" + Integer.toHexString(mode));
        }
        String name = file.getPath();
        file = new File(name);
        Objects.requireNonNull(charset, "charset");
        this.name = name;
        this.zsrc = new Source(file, (mode & OPEN_DELETE) != 0, ZipCoder.get(charset));
    }

    public ZipFile(String name, Charset charset) throws IOException {
        this(new File(name), OPEN_READ, charset);
    }

    public ZipFile(File file, Charset charset) throws IOException {
        this(file, OPEN_READ, charset);
    }

    public String getComment() {
        synchronized (this) {
            ensureOpen();
            if (zsrc.comment == null) {
                return null;
            }
            return zsrc.zc.toString(zsrc.comment);
        }
    }

    public ZipEntry getEntry(String name) {
        Objects.requireNonNull(name, "name");
        synchronized (this) {
            ensureOpen();
            int index = zsrc.getEntryIndex(name, true);
            return index == -1 ? null : getZipEntry(name, index);
        }
    }

    public InputStream getInputStream(ZipEntry entry) throws IOException {
        Objects.requireNonNull(entry, "entry");
        synchronized (this) {
            ensureOpen();
            int index = zsrc.getEntryIndex(entry.name, false);
            if (index == -1) {
                return null;
            }
            byte[] cen = zsrc.cen;
            int pos = zsrc.positions[index];
            ZipFileInputStream in = new ZipFileInputStream(cen, pos);
            InputStream is;
            switch (get16(cen, pos + CENHOW)) {
                case ZipEntry.STORED:
                    is = in;
                    break;
                case ZipEntry.DEFLATED: {
                    // room for the whole entry, within limits, plus the dummy byte the raw inflater wants
                    long size = get32(cen, pos + CENLEN) + 2;
                    if (size > 65536) {
                        size = 8192;
                    }
                    if (size <= 0) {
                        size = 4096;
                    }
                    is = new ZipFileInflaterInputStream(in, (int) size);
                    break;
                }
                default:
                    throw new ZipException("invalid compression method");
            }
            synchronized (istreams) {
                istreams.add(is);
            }
            return is;
        }
    }

    public String getName() {
        return name;
    }

    public Enumeration<? extends ZipEntry> entries() {
        synchronized (this) {
            ensureOpen();
            return new ZipEntryIterator<ZipEntry>(zsrc.total);
        }
    }

    public Stream<? extends ZipEntry> stream() {
        synchronized (this) {
            ensureOpen();
            return Streams.ofIterator(new ZipEntryIterator<ZipEntry>(zsrc.total));
        }
    }

    public int size() {
        synchronized (this) {
            ensureOpen();
            return zsrc.total;
        }
    }

    public void close() throws IOException {
        if (closeRequested) {
            return;
        }
        closeRequested = true;
        synchronized (this) {
            InputStream[] open;
            synchronized (istreams) {
                open = istreams.toArray(new InputStream[0]);
                istreams.clear();
            }
            IOException ioe = null;
            for (InputStream is : open) {
                try {
                    is.close();
                } catch (IOException e) {
                    if (ioe == null) {
                        ioe = e;
                    } else {
                        ioe.addSuppressed(e);
                    }
                }
            }
            zsrc = null;
            if (ioe != null) {
                throw ioe;
            }
        }
    }

    private void ensureOpen() {
        if (closeRequested) {
            throw new IllegalStateException("zip file closed");
        }
        if (zsrc == null) {
            throw new IllegalStateException("The object is not initialized.");
        }
    }

    private void ensureOpenOrZipException() throws IOException {
        if (closeRequested) {
            throw new ZipException("ZipFile closed");
        }
    }

    /** The entry at this index; {@code name} is the name looked up, null when listing. */
    private ZipEntry getZipEntry(String name, int index) {
        byte[] cen = zsrc.cen;
        int pos = zsrc.positions[index];
        int nlen = get16(cen, pos + CENNAM);
        int elen = get16(cen, pos + CENEXT);
        int clen = get16(cen, pos + CENCOM);
        ZipCoder zc = zsrc.zipCoderForPos(pos);
        if (name != null) {
            // found as name + "/"
            if (nlen > 0 && !name.isEmpty() && zc.hasTrailingSlash(cen, pos + CENHDR + nlen) && !name.endsWith("/")) {
                name += '/';
            }
        } else {
            name = zsrc.names[index];
        }
        ZipEntry e;
        if (this instanceof JarFile) {
            e = ZipAccess.jar.entryFor((JarFile) this, name);
        } else {
            e = new ZipEntry(name);
        }
        e.flag = get16(cen, pos + CENFLG);
        e.xdostime = get32(cen, pos + CENTIM);
        e.crc = get32(cen, pos + CENCRC);
        e.size = get32(cen, pos + CENLEN);
        e.csize = get32(cen, pos + CENSIZ);
        e.method = get16(cen, pos + CENHOW);
        if ((cen[pos + CENVEM + 1] & 0xff) == FILE_ATTRIBUTES_UNIX) {
            e.extraAttributes = get16(cen, pos + CENATX + 2);
        }
        if (elen != 0) {
            int start = pos + CENHDR + nlen;
            e.setExtra0(Arrays.copyOfRange(cen, start, start + elen), true, false);
        }
        if (clen != 0) {
            e.comment = zc.toString(cen, pos + CENHDR + nlen + elen, clen);
        }
        return e;
    }

    private synchronized String manifestName() {
        ensureOpen();
        return zsrc.manifestIndex >= 0 ? zsrc.names[zsrc.manifestIndex] : null;
    }

    private synchronized int[] metaVersions() {
        ensureOpen();
        return zsrc.metaVersions;
    }

    private synchronized Stream<String> entryNames() {
        ensureOpen();
        return Streams.ofIterator(Arrays.asList(zsrc.names).subList(0, zsrc.total).iterator());
    }

    private class ZipEntryIterator<T extends ZipEntry> implements Enumeration<T>, Iterator<T> {
        private int i = 0;
        private final int entryCount;

        ZipEntryIterator(int entryCount) {
            this.entryCount = entryCount;
        }

        @Override
        public boolean hasMoreElements() {
            return hasNext();
        }

        @Override
        public boolean hasNext() {
            return i < entryCount;
        }

        @Override
        public T nextElement() {
            return next();
        }

        @Override
        @SuppressWarnings("unchecked")
        public T next() {
            synchronized (ZipFile.this) {
                ensureOpen();
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                return (T) getZipEntry(null, i++);
            }
        }

        @Override
        public Iterator<T> asIterator() {
            return this;
        }
    }

    /** The raw bytes of an entry's data, after its local header. */
    private class ZipFileInputStream extends InputStream {
        private volatile boolean closeRequested;
        private long pos;
        private long startingPos;
        protected long rem;
        protected long size;

        ZipFileInputStream(byte[] cen, int cenpos) {
            rem = get32(cen, cenpos + CENSIZ);
            size = get32(cen, cenpos + CENLEN);
            pos = get32(cen, cenpos + CENOFF);
            if (rem == ZIP64_MAGICVAL || size == ZIP64_MAGICVAL || pos == ZIP64_MAGICVAL) {
                checkZIP64(cen, cenpos);
            }
            // negative until the local header has been read (initDataOffset)
            pos = -(pos + zsrc.locpos);
        }

        private void checkZIP64(byte[] cen, int cenpos) {
            int off = cenpos + CENHDR + get16(cen, cenpos + CENNAM);
            int end = off + get16(cen, cenpos + CENEXT);
            while (off + 4 < end) {
                int tag = get16(cen, off);
                int sz = get16(cen, off + 2);
                off += 4;
                if (off + sz > end) {
                    break;
                }
                if (tag == EXTID_ZIP64) {
                    if (size == ZIP64_MAGICVAL) {
                        if (sz < 8 || (off + 8) > end) {
                            break;
                        }
                        size = get64(cen, off);
                        sz -= 8;
                        off += 8;
                    }
                    if (rem == ZIP64_MAGICVAL) {
                        if (sz < 8 || (off + 8) > end) {
                            break;
                        }
                        rem = get64(cen, off);
                        sz -= 8;
                        off += 8;
                    }
                    if (pos == ZIP64_MAGICVAL) {
                        if (sz < 8 || (off + 8) > end) {
                            break;
                        }
                        pos = get64(cen, off);
                    }
                    break;
                }
                off += sz;
            }
        }

        private long initDataOffset() throws IOException {
            if (pos <= 0) {
                byte[] loc = new byte[LOCHDR];
                pos = -pos;
                zsrc.readFullyAt(loc, 0, loc.length, pos);
                if (get32(loc, 0) != LOCSIG) {
                    throw new ZipException("ZipFile invalid LOC header (bad signature)");
                }
                pos += LOCHDR + get16(loc, LOCNAM) + get16(loc, LOCEXT);
                startingPos = pos;
            }
            return pos;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            synchronized (ZipFile.this) {
                ensureOpenOrZipException();
                initDataOffset();
                if (rem == 0) {
                    return -1;
                }
                if (len > rem) {
                    len = (int) rem;
                }
                if (len <= 0) {
                    return 0;
                }
                len = zsrc.readAt(b, off, len, pos);
                if (len > 0) {
                    pos += len;
                    rem -= len;
                }
            }
            if (rem == 0) {
                close();
            }
            return len;
        }

        @Override
        public int read() throws IOException {
            byte[] b = new byte[1];
            return read(b, 0, 1) == 1 ? b[0] & 0xff : -1;
        }

        @Override
        public long skip(long n) throws IOException {
            synchronized (ZipFile.this) {
                initDataOffset();
                long newPos = pos + n;
                if (n > 0) {
                    if (newPos < 0 || n > rem) {
                        n = rem;
                    }
                } else if (newPos < startingPos) {
                    n = startingPos - pos;
                }
                pos += n;
                rem -= n;
            }
            if (rem == 0) {
                close();
            }
            return n;
        }

        @Override
        public int available() {
            return rem > Integer.MAX_VALUE ? Integer.MAX_VALUE : (int) rem;
        }

        long size() {
            return size;
        }

        @Override
        public void close() {
            if (closeRequested) {
                return;
            }
            closeRequested = true;
            rem = 0;
            synchronized (istreams) {
                istreams.remove(this);
            }
        }
    }

    private class ZipFileInflaterInputStream extends InflaterInputStream {
        private volatile boolean closeRequested;
        private boolean eof = false;

        ZipFileInflaterInputStream(ZipFileInputStream zfin, int size) {
            super(zfin, new Inflater(true), size);
        }

        @Override
        public void close() throws IOException {
            if (closeRequested) {
                return;
            }
            closeRequested = true;
            super.close();
            synchronized (istreams) {
                istreams.remove(this);
            }
            inf.end();
        }

        // The raw inflater may need one byte past the data to see its end.
        @Override
        protected void fill() throws IOException {
            if (eof) {
                throw new EOFException("Unexpected end of ZLIB input stream");
            }
            len = in.read(buf, 0, buf.length);
            if (len == -1) {
                buf[0] = 0;
                len = 1;
                eof = true;
            }
            inf.setInput(buf, 0, len);
        }

        @Override
        public int available() throws IOException {
            if (closeRequested) {
                return 0;
            }
            long avail = ((ZipFileInputStream) in).size() - inf.getBytesWritten();
            return avail > (long) Integer.MAX_VALUE ? Integer.MAX_VALUE : (int) avail;
        }
    }

    /** The archive's bytes, its central directory and an index of its entries. */
    private static final class Source {
        private static final int READBLOCKSZ = 128;
        private static final int END_MAXLEN = 0xFFFF + ENDHDR;
        private static final int META_INF_LEN = 9;
        private static final int[] EMPTY_META_VERSIONS = new int[0];

        final ZipCoder zc;
        private final byte[] data;
        /** The central directory and the END header after it. */
        byte[] cen;
        /** Where the first local header is: archives may have a prefix (a stub). */
        long locpos;
        byte[] comment;
        int total;
        /** Central directory offset and name of each entry, by index. */
        int[] positions;
        String[] names;
        private HashMap<String, Integer> byName;
        int manifestIndex = -1;
        int[] metaVersions = EMPTY_META_VERSIONS;

        Source(File file, boolean toDelete, ZipCoder zc) throws IOException {
            this.zc = zc;
            try {
                Files.readAttributes(file.toPath(), BasicFileAttributes.class);
            } catch (InvalidPathException ipe) {
                throw new IOException(ipe);
            }
            try (RandomAccessFile raf = new RandomAccessFile(file, "r")) {
                long len = raf.length();
                if (len > Integer.MAX_VALUE - 8) {
                    throw new ZipException("zip file too large for Terrarium: " + len + " bytes");
                }
                data = new byte[(int) len];
                raf.readFully(data);
            }
            if (toDelete) {
                file.delete();
            }
            initCEN(-1);
        }

        void readFullyAt(byte[] buf, int off, int len, long pos) throws IOException {
            if (pos < 0) {
                throw new IOException("Negative seek offset");
            }
            if (pos + len > data.length) {
                throw new EOFException();
            }
            System.arraycopy(data, (int) pos, buf, off, len);
        }

        int readAt(byte[] buf, int off, int len, long pos) {
            if (off < 0 || len < 0 || off > buf.length - len) {
                throw new IndexOutOfBoundsException();
            }
            if (pos >= data.length) {
                return -1;
            }
            int n = (int) Math.min(len, data.length - pos);
            System.arraycopy(data, (int) pos, buf, off, n);
            return n;
        }

        private static final class End {
            long centot;
            long cenlen;
            long cenoff;
            long endpos;
        }

        /**
         * Finds the END header by scanning back from the end of the file in
         * overlapping blocks, as the JDK does; a candidate whose comment
         * length does not reach the end of the file is taken only if the
         * central and local headers it points to have their signatures. A
         * ZIP64 locator and END record just before it replace its figures.
         */
        private End findEND() throws IOException {
            long ziplen = data.length;
            if (ziplen <= 0) {
                zerror("zip file is empty");
            }
            End end = new End();
            long minHDR = (ziplen - END_MAXLEN) > 0 ? ziplen - END_MAXLEN : 0;
            long minPos = minHDR - (READBLOCKSZ - ENDHDR);
            for (long pos = ziplen - READBLOCKSZ; pos >= minPos; pos -= (READBLOCKSZ - ENDHDR)) {
                for (int i = READBLOCKSZ - ENDHDR; i >= 0; i--) {
                    long p = pos + i;
                    if (p < 0 || !isSig(p, ENDSIG)) {
                        continue;
                    }
                    int e = (int) p;
                    end.centot = get16(data, e + ENDTOT);
                    end.cenlen = get32(data, e + ENDSIZ);
                    end.cenoff = get32(data, e + ENDOFF);
                    end.endpos = p;
                    int comlen = get16(data, e + ENDCOM);
                    if (end.endpos + ENDHDR + comlen != ziplen) {
                        long cenpos = end.endpos - end.cenlen;
                        long locpos = cenpos - end.cenoff;
                        if (cenpos < 0 || locpos < 0 || !isSig(cenpos, CENSIG) || !isSig(locpos, LOCSIG)) {
                            continue;
                        }
                    }
                    if (comlen > 0) {
                        comment = new byte[comlen];
                        readFullyAt(comment, 0, comlen, end.endpos + ENDHDR);
                    }
                    if (end.endpos < ZIP64_LOCHDR || !isSig(end.endpos - ZIP64_LOCHDR, ZIP64_LOCSIG)) {
                        return end;
                    }
                    long end64pos = get64(data, (int) end.endpos - ZIP64_LOCHDR + 8);
                    if (end64pos < 0 || end64pos + ZIP64_ENDHDR > ziplen || !isSig(end64pos, ZIP64_ENDSIG)) {
                        return end;
                    }
                    int e64 = (int) end64pos;
                    long cenlen64 = get64(data, e64 + 40);
                    long cenoff64 = get64(data, e64 + 48);
                    long centot64 = get64(data, e64 + 32);
                    if (cenlen64 != end.cenlen && end.cenlen != ZIP64_MAGICVAL
                            || cenoff64 != end.cenoff && end.cenoff != ZIP64_MAGICVAL
                            || centot64 != end.centot && end.centot != ZIP64_MAGICCOUNT) {
                        return end;
                    }
                    end.cenlen = cenlen64;
                    end.cenoff = cenoff64;
                    end.centot = centot64;
                    end.endpos = end64pos;
                    return end;
                }
            }
            throw new ZipException("zip END header not found");
        }

        private boolean isSig(long p, long sig) {
            return p >= 0 && p + 4 <= data.length && get32(data, (int) p) == sig;
        }

        /** Reads and checks the central directory; {@code knownTotal} is -1 or a recount of its headers. */
        private void initCEN(int knownTotal) throws IOException {
            byte[] cen;
            if (knownTotal == -1) {
                End end = findEND();
                if (end.endpos == 0) {
                    // only an END header
                    locpos = 0;
                    total = 0;
                    positions = new int[0];
                    names = new String[0];
                    byName = new HashMap<>();
                    this.cen = null;
                    return;
                }
                if (end.cenlen > end.endpos) {
                    zerror("invalid END header (bad central directory size)");
                }
                long cenpos = end.endpos - end.cenlen;
                locpos = cenpos - end.cenoff;
                if (locpos < 0) {
                    zerror("invalid END header (bad central directory offset)");
                }
                if (end.cenlen + ENDHDR >= Integer.MAX_VALUE) {
                    zerror("invalid END header (central directory size too large)");
                }
                if (end.centot < 0 || end.centot > end.cenlen / CENHDR) {
                    zerror("invalid END header (total entries count too large)");
                }
                int cenlen = (int) end.cenlen;
                cen = this.cen = new byte[cenlen + ENDHDR];
                readFullyAt(cen, 0, cen.length, cenpos);
                this.total = (int) end.centot;
            } else {
                cen = this.cen;
                this.total = knownTotal;
            }
            positions = new int[total];
            names = new String[total];
            byName = new HashMap<>();
            manifestIndex = -1;
            TreeSet<Integer> versions = null;
            int idx = 0;
            int pos = 0;
            int entryPos = CENHDR;
            int limit = cen.length - ENDHDR;
            while (entryPos <= limit) {
                if (idx >= total) {
                    // the END header's count is wrong (more than 65535 entries, usually)
                    initCEN(countCENHeaders(cen, limit));
                    return;
                }
                int nlen = checkAndAddEntry(pos, idx);
                if (isMetaName(cen, entryPos, nlen)) {
                    if (isManifestName(cen, entryPos + META_INF_LEN, nlen - META_INF_LEN)) {
                        manifestIndex = idx;
                    } else {
                        int version = getMetaVersion(cen, entryPos + META_INF_LEN, nlen - META_INF_LEN);
                        if (version > 0) {
                            if (versions == null) {
                                versions = new TreeSet<>();
                            }
                            versions.add(version);
                        }
                    }
                }
                idx++;
                pos = entryPos + nlen + get16(cen, pos + CENCOM) + get16(cen, pos + CENEXT);
                entryPos = pos + CENHDR;
            }
            total = idx;
            if (versions != null) {
                metaVersions = new int[versions.size()];
                int c = 0;
                for (Integer v : versions) {
                    metaVersions[c++] = v;
                }
            } else {
                metaVersions = EMPTY_META_VERSIONS;
            }
            if (pos + ENDHDR != cen.length) {
                zerror("invalid CEN header (bad header size)");
            }
        }

        /** Checks the central header at {@code pos} and indexes it as entry {@code index}; its name's length. */
        private int checkAndAddEntry(int pos, int index) throws ZipException {
            byte[] cen = this.cen;
            if (get32(cen, pos) != CENSIG) {
                zerror("invalid CEN header (bad signature)");
            }
            int method = get16(cen, pos + CENHOW);
            int flag = get16(cen, pos + CENFLG);
            if ((flag & 1) != 0) {
                zerror("invalid CEN header (encrypted entry)");
            }
            if (method != ZipEntry.STORED && method != ZipEntry.DEFLATED) {
                zerror("invalid CEN header (bad compression method: " + method + ")");
            }
            int entryPos = pos + CENHDR;
            int nlen = get16(cen, pos + CENNAM);
            if (entryPos + nlen > cen.length - ENDHDR) {
                zerror("invalid CEN header (bad header size)");
            }
            int elen = get16(cen, pos + CENEXT);
            if (elen > 0 && !DISABLE_ZIP64_EXTRA_VALIDATION) {
                checkExtraFields(pos, entryPos + nlen, elen);
            }
            try {
                ZipCoder zcp = zipCoderForPos(pos);
                String entryName = zcp.toString(cen, entryPos, nlen);
                positions[index] = pos;
                names[index] = entryName;
                // a later entry of the same name hides an earlier one
                byName.put(entryName, index);
                int clen = get16(cen, pos + CENCOM);
                if (clen > 0) {
                    zcp.toString(cen, entryPos + nlen + elen, clen);
                }
            } catch (Exception e) {
                zerror("invalid CEN header (bad entry name or comment)");
            }
            return nlen;
        }

        private void checkExtraFields(int cenPos, int startingOffset, int extraFieldLen) throws ZipException {
            if (extraFieldLen > 0xFFFF) {
                zerror("invalid extra field length");
            }
            int extraEndOffset = startingOffset + extraFieldLen;
            if (extraEndOffset > cen.length) {
                zerror("Invalid CEN header (extra data field size too long)");
            }
            int currentOffset = startingOffset;
            while (currentOffset + 4 <= extraEndOffset) {
                int tag = get16(cen, currentOffset);
                currentOffset += 2;
                int tagBlockSize = get16(cen, currentOffset);
                currentOffset += 2;
                if (currentOffset + tagBlockSize > extraEndOffset) {
                    String hex = Integer.toHexString(tag);
                    zerror("Invalid CEN header (invalid extra data field size for tag: 0x"
                            + "0000".substring(Math.min(4, hex.length())) + hex + " at " + cenPos + ")");
                }
                if (tag == EXTID_ZIP64) {
                    checkZip64ExtraFieldValues(currentOffset, tagBlockSize, get32(cen, cenPos + CENSIZ),
                            get32(cen, cenPos + CENLEN));
                }
                currentOffset += tagBlockSize;
            }
        }

        private void checkZip64ExtraFieldValues(int off, int blockSize, long csize, long size) throws ZipException {
            if (blockSize == 0) {
                if (csize == ZIP64_MAGICVAL || size == ZIP64_MAGICVAL) {
                    zerror("Invalid CEN header (invalid zip64 extra data field size)");
                }
                return;
            }
            if (blockSize != 8 && blockSize != 16 && blockSize != 24 && blockSize != 28) {
                zerror("Invalid CEN header (invalid zip64 extra data field size)");
            }
            if (size == ZIP64_MAGICVAL && get64(cen, off) < 0) {
                zerror("Invalid zip64 extra block size value");
            }
            if (csize == ZIP64_MAGICVAL && blockSize >= 16 && get64(cen, off + 8) < 0) {
                zerror("Invalid zip64 extra block compressed size value");
            }
        }

        private static int countCENHeaders(byte[] cen, int size) {
            int count = 0;
            for (int p = 0; p + CENHDR <= size;
                    p += CENHDR + get16(cen, p + CENNAM) + get16(cen, p + CENEXT) + get16(cen, p + CENCOM)) {
                count++;
            }
            return count;
        }

        /** The index of the entry named {@code name} or, with {@code addSlash}, {@code name + "/"}; -1 if none. */
        int getEntryIndex(String name, boolean addSlash) {
            if (total == 0) {
                return -1;
            }
            Integer i = byName.get(name);
            if (i == null && addSlash && !name.endsWith("/")) {
                i = byName.get(name + "/");
            }
            return i == null ? -1 : i;
        }

        ZipCoder zipCoderForPos(int pos) {
            if (zc.isUTF8()) {
                return zc;
            }
            if ((get16(cen, pos + CENFLG) & USE_UTF8) != 0) {
                return ZipCoder.UTF8;
            }
            return zc;
        }

        /** "META-INF/..." in any case, not a directory. */
        private static boolean isMetaName(byte[] name, int off, int len) {
            return len > META_INF_LEN && name[off + len - 1] != '/' && asciiMatches(name, off, "meta-inf/");
        }

        private static boolean isManifestName(byte[] name, int off, int len) {
            return len == 11 && asciiMatches(name, off, "manifest.mf");
        }

        /** Case-insensitive for letters; other characters exactly. */
        private static boolean asciiMatches(byte[] b, int off, String lower) {
            for (int i = 0; i < lower.length(); i++) {
                char c = lower.charAt(i);
                int v = b[off + i];
                if (c >= 'a' && c <= 'z' ? (v | 0x20) != c : v != c) {
                    return false;
                }
            }
            return true;
        }

        /** N of "versions/N/..." (N > 0, no leading zeros), else 0. */
        private static int getMetaVersion(byte[] name, int off, int len) {
            int nend = off + len;
            if (!(len > 10 && name[off + len - 1] != '/' && asciiMatches(name, off, "versions/"))) {
                return 0;
            }
            off += 9;
            int version = 0;
            while (off < nend) {
                byte c = name[off++];
                if (c == '/') {
                    return version;
                }
                if (c < '0' || c > '9') {
                    return 0;
                }
                version = version * 10 + c - '0';
                if (version <= 0) {
                    return 0;
                }
            }
            return 0;
        }

        private static void zerror(String msg) throws ZipException {
            throw new ZipException(msg);
        }
    }
}
