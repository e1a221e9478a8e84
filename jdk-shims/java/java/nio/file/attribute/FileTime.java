package java.nio.file.attribute;

/** A file timestamp, kept in milliseconds (the world's resolution). */
public final class FileTime implements Comparable<FileTime> {
    private final long millis;

    private FileTime(long millis) {
        this.millis = millis;
    }

    public static FileTime fromMillis(long value) {
        return new FileTime(value);
    }

    public long toMillis() {
        return millis;
    }

    @Override
    public boolean equals(Object obj) {
        return (obj instanceof FileTime) && ((FileTime) obj).millis == millis;
    }

    @Override
    public int hashCode() {
        long secs = Math.floorDiv(millis, 1000L);
        int nanos = (int) Math.floorMod(millis, 1000L) * 1000000;
        return ((int) (secs ^ (secs >>> 32))) + 51 * nanos;
    }

    @Override
    public int compareTo(FileTime other) {
        return Long.compare(millis, other.millis);
    }

    @Override
    public String toString() {
        long secs = Math.floorDiv(millis, 1000L);
        int ms = (int) Math.floorMod(millis, 1000L);
        long days = Math.floorDiv(secs, 86400L);
        int sod = (int) Math.floorMod(secs, 86400L);
        // civil from days (proleptic Gregorian)
        long z = days + 719468;
        long era = Math.floorDiv(z, 146097L);
        long doe = z - era * 146097;
        long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
        long y = yoe + era * 400;
        long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        long mp = (5 * doy + 2) / 153;
        long d = doy - (153 * mp + 2) / 5 + 1;
        long m = mp < 10 ? mp + 3 : mp - 9;
        if (m <= 2) {
            y++;
        }
        StringBuilder sb = new StringBuilder(32);
        if (y < 0) {
            sb.append('-');
            y = -y;
        }
        pad(sb, y, 4);
        sb.append('-');
        pad(sb, m, 2);
        sb.append('-');
        pad(sb, d, 2);
        sb.append('T');
        pad(sb, sod / 3600, 2);
        sb.append(':');
        pad(sb, (sod / 60) % 60, 2);
        sb.append(':');
        pad(sb, sod % 60, 2);
        if (ms != 0) {
            sb.append('.');
            pad(sb, ms, 3);
            int len = sb.length();
            while (sb.charAt(len - 1) == '0') {
                len--;
            }
            sb.setLength(len);
        }
        sb.append('Z');
        return sb.toString();
    }

    private static void pad(StringBuilder sb, long v, int width) {
        String s = Long.toString(v);
        for (int i = s.length(); i < width; i++) {
            sb.append('0');
        }
        sb.append(s);
    }
}
