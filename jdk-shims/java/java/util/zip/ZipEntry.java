package java.util.zip;

import java.nio.file.attribute.FileTime;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.Objects;

import static java.util.zip.ZipUtils.*;

/**
 * An entry of a zip file. The modification time is kept as the headers keep
 * it: a DOS time in local time (with the milliseconds DOS time drops in the
 * high bits), and a FileTime only when DOS time cannot hold it.
 */
public class ZipEntry implements ZipConstants, Cloneable {
    public static final int STORED = 0;
    public static final int DEFLATED = 8;

    /** The DOS time of 1980-01-01 00:00, what times before 1980 are written as. */
    static final long DOSTIME_BEFORE_1980 = (1 << 21) | (1 << 16);
    /** About the last instant DOS time can express (2107). */
    private static final long UPPER_DOSTIME_BOUND = 128L * 365 * 24 * 60 * 60 * 1000;

    String name;
    long xdostime = -1;
    FileTime mtime;
    FileTime atime;
    FileTime ctime;
    long crc = -1;
    long size = -1;
    long csize = -1;
    /** Whether setCompressedSize was called (ZipOutputStream trusts only such a size). */
    boolean csizeSet = false;
    int method = -1;
    int flag = 0;
    byte[] extra;
    String comment;
    /** Unix mode bits from the central directory, or -1. */
    int extraAttributes = -1;

    public ZipEntry(String name) {
        Objects.requireNonNull(name, "name");
        if (name.length() > 0xFFFF) {
            throw new IllegalArgumentException("entry name too long");
        }
        this.name = name;
    }

    public ZipEntry(ZipEntry e) {
        Objects.requireNonNull(e, "entry");
        name = e.name;
        xdostime = e.xdostime;
        mtime = e.mtime;
        atime = e.atime;
        ctime = e.ctime;
        crc = e.crc;
        size = e.size;
        csize = e.csize;
        csizeSet = e.csizeSet;
        method = e.method;
        flag = e.flag;
        extra = e.extra;
        comment = e.comment;
        extraAttributes = e.extraAttributes;
    }

    public String getName() {
        return name;
    }

    public void setTime(long time) {
        this.xdostime = javaToExtendedDosTime(time);
        if (this.xdostime != DOSTIME_BEFORE_1980 && time <= UPPER_DOSTIME_BOUND) {
            this.mtime = null;
        } else {
            int localYear = javaEpochToLocalDateTime(time).getYear();
            if (localYear >= 1980 && localYear <= 2099) {
                this.mtime = null;
            } else {
                this.mtime = FileTime.fromMillis(time);
            }
        }
    }

    public long getTime() {
        if (mtime != null) {
            return mtime.toMillis();
        }
        return (xdostime != -1) ? extendedDosToJavaTime(xdostime) : -1;
    }

    public void setTimeLocal(LocalDateTime time) {
        int year = time.getYear() - 1980;
        if (year < 0) {
            this.xdostime = DOSTIME_BEFORE_1980;
        } else {
            this.xdostime = ((year << 25 | time.getMonthValue() << 21 | time.getDayOfMonth() << 16
                    | time.getHour() << 11 | time.getMinute() << 5 | time.getSecond() >> 1) & 0xffffffffL)
                    + ((long) (((time.getSecond() & 0x1) * 1000) + time.getNano() / 1000_000) << 32);
        }
        if (xdostime != DOSTIME_BEFORE_1980 && year <= 0x7f) {
            this.mtime = null;
        } else {
            this.mtime = FileTime.fromMillis(ZonedDateTime.of(time, ZoneId.systemDefault()).toInstant().toEpochMilli());
        }
    }

    public LocalDateTime getTimeLocal() {
        if (mtime != null) {
            return LocalDateTime.ofInstant(java.time.Instant.ofEpochMilli(mtime.toMillis()), ZoneId.systemDefault());
        }
        int ms = (int) (xdostime >> 32);
        return LocalDateTime.of((int) (((xdostime >> 25) & 0x7f) + 1980), (int) ((xdostime >> 21) & 0x0f),
                (int) ((xdostime >> 16) & 0x1f), (int) ((xdostime >> 11) & 0x1f), (int) ((xdostime >> 5) & 0x3f),
                (int) ((xdostime << 1) & 0x3e) + ms / 1000, (ms % 1000) * 1000_000);
    }

    public ZipEntry setLastModifiedTime(FileTime time) {
        this.mtime = Objects.requireNonNull(time, "lastModifiedTime");
        this.xdostime = javaToExtendedDosTime(time.toMillis());
        return this;
    }

    public FileTime getLastModifiedTime() {
        if (mtime != null) {
            return mtime;
        }
        if (xdostime == -1) {
            return null;
        }
        return FileTime.fromMillis(getTime());
    }

    public ZipEntry setLastAccessTime(FileTime time) {
        this.atime = Objects.requireNonNull(time, "lastAccessTime");
        return this;
    }

    public FileTime getLastAccessTime() {
        return atime;
    }

    public ZipEntry setCreationTime(FileTime time) {
        this.ctime = Objects.requireNonNull(time, "creationTime");
        return this;
    }

    public FileTime getCreationTime() {
        return ctime;
    }

    public void setSize(long size) {
        if (size < 0) {
            throw new IllegalArgumentException("invalid entry size");
        }
        this.size = size;
    }

    public long getSize() {
        return size;
    }

    public long getCompressedSize() {
        return csize;
    }

    public void setCompressedSize(long csize) {
        this.csize = csize;
        this.csizeSet = true;
    }

    public void setCrc(long crc) {
        if (crc < 0 || crc > 0xFFFFFFFFL) {
            throw new IllegalArgumentException("invalid entry crc-32");
        }
        this.crc = crc;
    }

    public long getCrc() {
        return crc;
    }

    public void setMethod(int method) {
        if (method != STORED && method != DEFLATED) {
            throw new IllegalArgumentException("invalid compression method");
        }
        this.method = method;
    }

    public int getMethod() {
        return method;
    }

    public void setExtra(byte[] extra) {
        setExtra0(extra, false, true);
    }

    /**
     * Sets the extra data and takes from it what it says: ZIP64 sizes (when
     * {@code doZIP64}; a local header's block holds both sizes, a central
     * one only those whose header field is the 0xFFFFFFFF marker), and the
     * NTFS and extended-timestamp times. Malformed blocks are skipped.
     */
    void setExtra0(byte[] extra, boolean doZIP64, boolean isLOC) {
        if (extra != null) {
            if (extra.length > 0xFFFF) {
                throw new IllegalArgumentException("invalid extra field length");
            }
            int off = 0;
            int len = extra.length;
            while (off + 4 < len) {
                int tag = get16(extra, off);
                int sz = get16(extra, off + 2);
                off += 4;
                if (off + sz > len) {
                    break;
                }
                if (tag == EXTID_ZIP64) {
                    if (doZIP64) {
                        if (isLOC) {
                            if (sz >= 16) {
                                size = get64(extra, off);
                                csize = get64(extra, off + 8);
                            }
                        } else {
                            if (size == ZIP64_MAGICVAL) {
                                if (off + 8 > len) {
                                    break;
                                }
                                size = get64(extra, off);
                            }
                            if (csize == ZIP64_MAGICVAL) {
                                if (off + 16 > len) {
                                    break;
                                }
                                csize = get64(extra, off + 8);
                            }
                        }
                    }
                } else if (tag == EXTID_NTFS) {
                    // 4 reserved bytes, then attribute 1 of 24 bytes: modification, access and creation times
                    int pos = off + 4;
                    if (sz >= 32 && get16(extra, pos) == 0x0001 && get16(extra, pos + 2) == 24) {
                        long wtime = get64(extra, pos + 4);
                        if (wtime != WINDOWS_TIME_NOT_AVAILABLE) {
                            mtime = winTimeToFileTime(wtime);
                        }
                        wtime = get64(extra, pos + 12);
                        if (wtime != WINDOWS_TIME_NOT_AVAILABLE) {
                            atime = winTimeToFileTime(wtime);
                        }
                        wtime = get64(extra, pos + 20);
                        if (wtime != WINDOWS_TIME_NOT_AVAILABLE) {
                            ctime = winTimeToFileTime(wtime);
                        }
                    }
                } else if (tag == EXTID_EXTT) {
                    int flags = Byte.toUnsignedInt(extra[off]);
                    int sz0 = 1;
                    if ((flags & EXTT_FLAG_LMT) != 0 && (sz0 + 4) <= sz) {
                        mtime = unixTimeToFileTime(get32S(extra, off + sz0));
                        sz0 += 4;
                    }
                    if ((flags & EXTT_FLAG_LAT) != 0 && (sz0 + 4) <= sz) {
                        atime = unixTimeToFileTime(get32S(extra, off + sz0));
                        sz0 += 4;
                    }
                    if ((flags & EXTT_FLAG_CT) != 0 && (sz0 + 4) <= sz) {
                        ctime = unixTimeToFileTime(get32S(extra, off + sz0));
                    }
                }
                off += sz;
            }
        }
        this.extra = extra;
    }

    public byte[] getExtra() {
        return extra;
    }

    public void setComment(String comment) {
        this.comment = comment;
    }

    public String getComment() {
        return comment;
    }

    public boolean isDirectory() {
        return name.endsWith("/");
    }

    @Override
    public String toString() {
        return getName();
    }

    @Override
    public int hashCode() {
        return name.hashCode();
    }

    @Override
    public Object clone() {
        try {
            ZipEntry e = (ZipEntry) super.clone();
            e.extra = (extra == null) ? null : extra.clone();
            return e;
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }
}
