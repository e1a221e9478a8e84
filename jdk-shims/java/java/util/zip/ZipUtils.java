package java.util.zip;

import java.nio.file.attribute.FileTime;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;

/** Little-endian field access, ZIP64 constants and the time encodings of zip headers. */
final class ZipUtils {
    private ZipUtils() {
    }

    static final long ZIP64_ENDSIG = 0x06064b50L;
    static final long ZIP64_LOCSIG = 0x07064b50L;
    static final int ZIP64_ENDHDR = 56;
    static final int ZIP64_LOCHDR = 20;
    static final int ZIP64_EXTHDR = 24;
    static final int ZIP64_MAGICCOUNT = 0xFFFF;
    static final long ZIP64_MAGICVAL = 0xFFFFFFFFL;
    static final int ZIP64_EXTCRC = 4;
    static final int ZIP64_EXTSIZ = 8;
    static final int ZIP64_EXTLEN = 16;

    static final int EXTID_ZIP64 = 0x0001;
    static final int EXTID_NTFS = 0x000a;
    static final int EXTID_EXTT = 0x5455;

    static final int EXTT_FLAG_LMT = 0x1;
    static final int EXTT_FLAG_LAT = 0x2;
    static final int EXTT_FLAG_CT = 0x4;

    /** General purpose flag bit 11: name and comment are UTF-8. */
    static final int USE_UTF8 = 0x800;

    static final int FILE_ATTRIBUTES_UNIX = 3;
    static final int VERSION_MADE_BY_BASE_UNIX = FILE_ATTRIBUTES_UNIX << 8;

    static final long WINDOWS_TIME_NOT_AVAILABLE = Long.MIN_VALUE;
    /** 1601-01-01T00:00:00Z in microseconds since the Java epoch. */
    private static final long WINDOWS_EPOCH_IN_MICROSECONDS = -11644473600000000L;
    static final long UPPER_UNIXTIME_BOUND = 0x7fffffff;

    static int get16(byte[] b, int off) {
        return (b[off] & 0xff) | ((b[off + 1] & 0xff) << 8);
    }

    static long get32(byte[] b, int off) {
        return (get16(b, off) | ((long) get16(b, off + 2) << 16)) & 0xffffffffL;
    }

    static int get32S(byte[] b, int off) {
        return get16(b, off) | (get16(b, off + 2) << 16);
    }

    static long get64(byte[] b, int off) {
        return get32(b, off) | (get32(b, off + 4) << 32);
    }

    static FileTime winTimeToFileTime(long wtime) {
        return FileTime.fromMillis(Math.floorDiv(wtime / 10 + WINDOWS_EPOCH_IN_MICROSECONDS, 1000L));
    }

    static long fileTimeToWinTime(FileTime ftime) {
        return (ftime.toMillis() * 1000 - WINDOWS_EPOCH_IN_MICROSECONDS) * 10;
    }

    static FileTime unixTimeToFileTime(long utime) {
        return FileTime.fromMillis(utime * 1000);
    }

    static long fileTimeToUnixTime(FileTime ftime) {
        return Math.floorDiv(ftime.toMillis(), 1000L);
    }

    static LocalDateTime javaEpochToLocalDateTime(long time) {
        return LocalDateTime.ofInstant(Instant.ofEpochMilli(time), ZoneId.systemDefault());
    }

    /**
     * A DOS date and time (local time, two-second resolution) in the low 32
     * bits; the milliseconds DOS time cannot hold are kept in the high bits.
     */
    static long javaToExtendedDosTime(long time) {
        LocalDateTime ldt = javaEpochToLocalDateTime(time);
        if (ldt.getYear() >= 1980) {
            return javaToDosTime(ldt) + ((time % 2000) << 32);
        }
        return ZipEntry.DOSTIME_BEFORE_1980;
    }

    private static long javaToDosTime(LocalDateTime ldt) {
        int year = ldt.getYear() - 1980;
        return (year << 25 | ldt.getMonthValue() << 21 | ldt.getDayOfMonth() << 16 | ldt.getHour() << 11
                | ldt.getMinute() << 5 | ldt.getSecond() >> 1) & 0xffffffffL;
    }

    static long extendedDosToJavaTime(long xdostime) {
        return dosToJavaTime(xdostime) + (xdostime >> 32);
    }

    private static long dosToJavaTime(long dtime) {
        int year = (int) (((dtime >> 25) & 0x7f) + 1980);
        int month = (int) ((dtime >> 21) & 0x0f);
        int day = (int) ((dtime >> 16) & 0x1f);
        int hour = (int) ((dtime >> 11) & 0x1f);
        int minute = (int) ((dtime >> 5) & 0x3f);
        int second = (int) ((dtime << 1) & 0x3e);
        LocalDateTime ldt;
        if (month > 0 && month < 13 && day > 0 && hour < 24 && minute < 60 && second < 60) {
            try {
                ldt = LocalDateTime.of(year, month, day, hour, minute, second);
                return ldt.toEpochSecond(ZoneId.systemDefault().getRules().getOffset(ldt)) * 1000;
            } catch (DateTimeException dte) {
                // out-of-range fields (Feb 30th): normalised leniently below, as java.util.Date does
            }
        }
        ldt = LocalDateTime.of(year, 1, 1, 0, 0).plusMonths(month - 1L).plusDays(day - 1L).plusHours(hour)
                .plusMinutes(minute).plusSeconds(second);
        return ldt.toEpochSecond(ZoneId.systemDefault().getRules().getOffset(ldt)) * 1000;
    }
}
