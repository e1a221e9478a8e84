/*
 * Generates the time-zone database of Terrarium's class library from the running JDK 17's own
 * (the IANA tzdb as JDK 17 ships it). Rerun from the repository root, on a JDK 17, with
 *
 *   java jdk-shims/tools/GenZoneRules.java
 *
 * It writes jdk-shims/java/jdk/internal/terrarium/time/ZoneData.java; then rebuild the library
 * with jdk-shims/build-classes.sh.
 *
 * Everything is read through public API: the ids from ZoneId.getAvailableZoneIds() and
 * TimeZone.getAvailableIDs(), the rules from their specified serialized form (the only public
 * view of a ZoneRules' standard-offset transitions; the savings transitions and last rules are
 * cross-checked against getTransitions() and getTransitionRules(), and the decoded whole is
 * rebuilt with ZoneRules.of and compared with equals), the names from TimeZone.getDisplayName
 * and DateTimeFormatter's zone text.
 *
 * Encoding (all in Java string literals of chars 1..127, one byte each in a class file):
 * a number is a little-endian varint of 6-bit groups, 64 marking "more", stored as char value+1.
 * Signed numbers are zigzagged. Offsets and times that are multiples of 900 s (nearly all) are
 * stored divided by 900 with the low bit clear; others whole with the low bit set.
 */

import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.ByteArrayInputStream;
import java.io.ObjectOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.DayOfWeek;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalField;
import java.time.temporal.TemporalQueries;
import java.time.temporal.TemporalQuery;
import java.time.zone.ZoneOffsetTransition;
import java.time.zone.ZoneOffsetTransitionRule;
import java.time.zone.ZoneRules;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TimeZone;
import java.util.TreeSet;

public class GenZoneRules {
    private static final int CHUNK = 60000;

    public static void main(String[] args) throws Exception {
        if (Runtime.version().feature() != 17) {
            throw new IllegalStateException("run this on a JDK 17, not " + Runtime.version());
        }
        TreeSet<String> zoneIds = new TreeSet<>(ZoneId.getAvailableZoneIds());
        TreeSet<String> tzIds = new TreeSet<>(Arrays.asList(TimeZone.getAvailableIDs()));
        TreeSet<String> all = new TreeSet<>(zoneIds);
        all.addAll(tzIds);

        // Distinct rule sets, shared between the ids (links and equal zones) that have them.
        LinkedHashMap<ZoneRules, Integer> ruleIndex = new LinkedHashMap<>();
        List<String> encodedRules = new ArrayList<>();
        LinkedHashMap<String, Integer> names = new LinkedHashMap<>();
        StringBuilder ids = new StringBuilder();
        StringBuilder idData = new StringBuilder();
        StringBuilder textExceptions = new StringBuilder();
        for (String id : all) {
            // A TimeZone-only id ("PST", "EST") is that ZoneInfo's ZoneId's rules.
            TimeZone tz = TimeZone.getTimeZone(id);
            ZoneRules rules = zoneIds.contains(id) ? ZoneId.of(id).getRules() : tz.toZoneId().getRules();
            Integer ri = ruleIndex.get(rules);
            if (ri == null) {
                ri = ruleIndex.size();
                ruleIndex.put(rules, ri);
                encodedRules.add(encode(rules));
            }
            ids.append(id).append('\n');
            // flags: 1 a ZoneId too (not only a TimeZone id)
            num(idData, zoneIds.contains(id) ? 1 : 0);
            num(idData, ri);
            // TimeZone names: std short, dst short, std long, dst long; then DateTimeFormatter's
            // generic short and long (printed for a temporal without an instant).
            String[] n = {tz.getDisplayName(false, TimeZone.SHORT, Locale.US),
                tz.getDisplayName(true, TimeZone.SHORT, Locale.US), tz.getDisplayName(false, TimeZone.LONG, Locale.US),
                tz.getDisplayName(true, TimeZone.LONG, Locale.US), generic(id, "z", zoneIds), generic(id, "zzzz", zoneIds)};
            for (String s : n) {
                Integer ni = names.get(s);
                if (ni == null) {
                    ni = names.size();
                    names.put(s, ni);
                }
                num(idData, ni);
            }
            zoneTextExceptions(id, zoneIds, n, textExceptions);
        }
        StringBuilder rulesAll = new StringBuilder();
        for (String e : encodedRules) {
            num(rulesAll, e.length());
            rulesAll.append(e);
        }

        StringBuilder out = new StringBuilder();
        out.append("package jdk.internal.terrarium.time;\n\n")
           .append("// GENERATED by jdk-shims/tools/GenZoneRules.java from JDK 17's tzdb; do not edit, rerun it.\n")
           .append("/** The IANA time-zone database as JDK 17 ships it (encoding: see the generator). */\n")
           .append("final class ZoneData {\n")
           .append("    private ZoneData() {\n    }\n\n")
           // Accessors rather than constants: javac would copy a constant into each class reading it.
           .append("    static String ids() {\n        return IDS;\n    }\n\n")
           .append("    static String idData() {\n        return ID_DATA;\n    }\n\n")
           .append("    static String names() {\n        return NAMES;\n    }\n\n")
           .append("    static String textExceptions() {\n        return TEXT_EXCEPTIONS;\n    }\n\n")
           .append("    /** Every ZoneId and TimeZone id, sorted, a line each. */\n");
        literal(out, "IDS", ids.toString());
        out.append("    /** Per id: flags (1 = a ZoneId), rule set index, six name indexes. */\n");
        literal(out, "ID_DATA", idData.toString());
        out.append("    /** Where DateTimeFormatter's zone text is not the TimeZone name of the instant's daylight time:\n")
           .append("     * id, offset seconds, daylight (0/1), name short, name long: tab-separated, a line each. */\n");
        literal(out, "TEXT_EXCEPTIONS", textExceptions.toString());
        out.append("    /** Display names, a line each. */\n");
        literal(out, "NAMES", String.join("\n", names.keySet()));
        int parts = (rulesAll.length() + CHUNK - 1) / CHUNK;
        out.append("    /** Rule sets, each prefixed by its length (in parts: a class file constant is at most 65535 bytes). */\n");
        out.append("    static String rules() {\n        return R0");
        for (int i = 1; i < parts; i++) {
            // concat, not +: javac would fold constants into one too long for a class file
            out.append(".concat(R").append(i).append(")");
        }
        out.append(";\n    }\n\n");
        for (int i = 0; i < parts; i++) {
            literal(out, "R" + i, rulesAll.substring(i * CHUNK, Math.min(rulesAll.length(), (i + 1) * CHUNK)));
        }
        out.append("}\n");
        Path dest = Path.of("jdk-shims/java/jdk/internal/terrarium/time/ZoneData.java");
        Files.writeString(dest, out.toString(), StandardCharsets.UTF_8);
        System.out.println("ids " + all.size() + ", rule sets " + ruleIndex.size() + ", rule chars "
            + rulesAll.length() + ", names " + names.size() + " -> " + dest);
    }

    /** DateTimeFormatter's zone text for a temporal that has a zone and no instant. */
    private static String generic(String id, String pattern, TreeSet<String> zoneIds) {
        if (!zoneIds.contains(id)) {
            return "";
        }
        final ZoneId zone = ZoneId.of(id);
        TemporalAccessor t = new TemporalAccessor() {
            public boolean isSupported(TemporalField field) {
                return false;
            }

            public long getLong(TemporalField field) {
                throw new UnsupportedOperationException();
            }

            @SuppressWarnings("unchecked")
            public <R> R query(TemporalQuery<R> query) {
                if (query == TemporalQueries.zoneId() || query == TemporalQueries.zone()) {
                    return (R) zone;
                }
                return TemporalAccessor.super.query(query);
            }
        };
        return DateTimeFormatter.ofPattern(pattern, Locale.US).format(t);
    }

    /**
     * DateTimeFormatter's z/zzzz are the TimeZone names chosen by daylight time, except in a few zones
     * (Dublin's negative savings, zones whose metazone's offsets differ from the zone's at some time):
     * record those, per offset and daylight flag, from the names printed around every transition.
     */
    private static void zoneTextExceptions(String id, TreeSet<String> zoneIds, String[] n, StringBuilder out) {
        if (!zoneIds.contains(id)) {
            return;
        }
        ZoneId zone = ZoneId.of(id);
        ZoneRules rules = zone.getRules();
        List<Instant> instants = new ArrayList<>();
        instants.add(Instant.ofEpochSecond(-5364662400L));
        for (ZoneOffsetTransition t : rules.getTransitions()) {
            instants.add(t.getInstant().minusSeconds(1));
            instants.add(t.getInstant());
        }
        ZoneOffsetTransition t = rules.nextTransition(Instant.ofEpochSecond(4102444800L));
        for (int i = 0; i < 4 && t != null; i++) {
            instants.add(t.getInstant());
            t = rules.nextTransition(t.getInstant());
        }
        instants.add(Instant.ofEpochSecond(7258118400L));
        TreeSet<String> seen = new TreeSet<>();
        for (Instant i : instants) {
            ZonedDateTime z = ZonedDateTime.ofInstant(i, zone);
            boolean dst = rules.isDaylightSavings(i);
            String s = DateTimeFormatter.ofPattern("z", Locale.US).format(z);
            String l = DateTimeFormatter.ofPattern("zzzz", Locale.US).format(z);
            String key = id + "\t" + z.getOffset().getTotalSeconds() + "\t" + (dst ? 1 : 0);
            String line = key + "\t" + s + "\t" + l;
            boolean expected = s.equals(n[dst ? 1 : 0]) && l.equals(n[dst ? 3 : 2]);
            if (!expected && seen.add(line)) {
                for (String other : seen) {
                    if (other.startsWith(key + "\t") && !other.equals(line)) {
                        throw new IllegalStateException("zone text not a function of offset and daylight: " + line);
                    }
                }
                out.append(line).append('\n');
            }
        }
    }

    // ------------------------------------------------------------------ rules

    private static String encode(ZoneRules rules) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream oos = new ObjectOutputStream(bytes)) {
            oos.writeObject(rules);
        }
        DataInputStream in = new DataInputStream(new ByteArrayInputStream(externalData(bytes.toByteArray())));
        if (in.readByte() != 1) {
            throw new IllegalStateException("not a ZoneRules");
        }
        long[] stdTrans = new long[in.readInt()];
        for (int i = 0; i < stdTrans.length; i++) {
            stdTrans[i] = readEpochSec(in);
        }
        int[] stdOffsets = new int[stdTrans.length + 1];
        for (int i = 0; i < stdOffsets.length; i++) {
            stdOffsets[i] = readOffset(in);
        }
        long[] savTrans = new long[in.readInt()];
        for (int i = 0; i < savTrans.length; i++) {
            savTrans[i] = readEpochSec(in);
        }
        int[] wallOffsets = new int[savTrans.length + 1];
        for (int i = 0; i < wallOffsets.length; i++) {
            wallOffsets[i] = readOffset(in);
        }
        List<ZoneOffsetTransitionRule> lastRules = rules.getTransitionRules();
        if (in.readByte() != lastRules.size()) {
            throw new IllegalStateException("rule count");
        }
        // Cross-check with the public API.
        List<ZoneOffsetTransition> stdList = new ArrayList<>();
        for (int i = 0; i < stdTrans.length; i++) {
            stdList.add(transition(stdTrans[i], stdOffsets[i], stdOffsets[i + 1]));
        }
        List<ZoneOffsetTransition> savList = new ArrayList<>();
        for (int i = 0; i < savTrans.length; i++) {
            savList.add(transition(savTrans[i], wallOffsets[i], wallOffsets[i + 1]));
        }
        if (!savList.equals(rules.getTransitions())) {
            throw new IllegalStateException("transitions differ");
        }
        ZoneRules rebuilt = ZoneRules.of(ZoneOffset.ofTotalSeconds(stdOffsets[0]),
            ZoneOffset.ofTotalSeconds(wallOffsets[0]), stdList, savList, lastRules);
        if (!rebuilt.equals(rules)) {
            throw new IllegalStateException("rebuilt rules differ: " + rules);
        }

        StringBuilder sb = new StringBuilder();
        num(sb, stdTrans.length);
        timesAndOffsets(sb, stdTrans, stdOffsets);
        num(sb, savTrans.length);
        timesAndOffsets(sb, savTrans, wallOffsets);
        num(sb, lastRules.size());
        for (ZoneOffsetTransitionRule r : lastRules) {
            num(sb, r.getMonth().getValue());
            num(sb, zigzag(r.getDayOfMonthIndicator()));
            num(sb, r.getDayOfWeek() == null ? 0 : r.getDayOfWeek().getValue());
            num(sb, r.isMidnightEndOfDay() ? 86400 / 60 : r.getLocalTime().toSecondOfDay() / 60);
            if (r.getLocalTime().getSecond() != 0) {
                throw new IllegalStateException("rule time with seconds: " + r);
            }
            num(sb, r.getTimeDefinition().ordinal());
            secs(sb, r.getStandardOffset().getTotalSeconds());
            secs(sb, r.getOffsetBefore().getTotalSeconds());
            secs(sb, r.getOffsetAfter().getTotalSeconds());
        }
        return sb.toString();
    }

    private static ZoneOffsetTransition transition(long epochSec, int before, int after) {
        ZoneOffset b = ZoneOffset.ofTotalSeconds(before);
        return ZoneOffsetTransition.of(LocalDateTime.ofEpochSecond(epochSec, 0, b), b, ZoneOffset.ofTotalSeconds(after));
    }

    /** First offset, then (time delta from the previous time, offset) pairs. */
    private static void timesAndOffsets(StringBuilder sb, long[] times, int[] offsets) {
        secs(sb, offsets[0]);
        long prev = 0;
        for (int i = 0; i < times.length; i++) {
            secs(sb, times[i] - prev);
            prev = times[i];
            secs(sb, offsets[i + 1]);
        }
    }

    /** The concatenated block data of an externalizable object's serial form (java.time.zone.Ser). */
    private static byte[] externalData(byte[] s) {
        // magic, version, TC_OBJECT, TC_CLASSDESC, name, serialVersionUID, flags, no fields,
        // TC_ENDBLOCKDATA, no superclass
        String name = "java.time.zone.Ser";
        int p = 4 + 1 + 1 + 2 + name.length() + 8 + 1 + 2 + 1 + 1;
        if (s[p - 2] != 0x78 || s[p - 1] != 0x70) {
            throw new IllegalStateException("unexpected serial form");
        }
        ByteArrayOutputStream data = new ByteArrayOutputStream();
        while (s[p] != 0x78) {
            int len;
            if (s[p] == 0x77) {
                len = s[p + 1] & 255;
                p += 2;
            } else if (s[p] == 0x7A) {
                len = ((s[p + 1] & 255) << 24) | ((s[p + 2] & 255) << 16) | ((s[p + 3] & 255) << 8) | (s[p + 4] & 255);
                p += 5;
            } else {
                throw new IllegalStateException("unexpected block " + s[p]);
            }
            data.write(s, p, len);
            p += len;
        }
        return data.toByteArray();
    }

    private static long readEpochSec(DataInputStream in) throws Exception {
        int hi = in.readByte() & 255;
        if (hi == 255) {
            return in.readLong();
        }
        int mid = in.readByte() & 255;
        int lo = in.readByte() & 255;
        long tot = (hi << 16) + (mid << 8) + lo;
        return (tot * 900) - 4575744000L;
    }

    private static int readOffset(DataInputStream in) throws Exception {
        int offsetByte = in.readByte();
        return offsetByte == 127 ? in.readInt() : offsetByte * 900;
    }

    // ------------------------------------------------------------------ encoding

    private static long zigzag(long v) {
        return (v << 1) ^ (v >> 63);
    }

    /** Seconds: divided by 900 (low bit 0) when a multiple of it, else whole (low bit 1), zigzagged. */
    private static void secs(StringBuilder sb, long v) {
        if (v % 900 == 0) {
            num(sb, zigzag(v / 900) << 1);
        } else {
            num(sb, (zigzag(v) << 1) | 1);
        }
    }

    private static void num(StringBuilder sb, long v) {
        if (v < 0) {
            throw new IllegalArgumentException("negative " + v);
        }
        do {
            int g = (int) (v & 63);
            v >>>= 6;
            sb.append((char) ((v != 0 ? g | 64 : g) + 1));
        } while (v != 0);
    }

    private static void literal(StringBuilder out, String name, String value) {
        out.append("    private static final String ").append(name).append(" =\n        \"");
        int col = 0;
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            String e;
            if (c == '"' || c == '\\') {
                e = "\\" + c;
            } else if (c == '\n') {
                e = "\\n";
            } else if (c < 0x20 || c == 0x7F) {
                e = String.format("\\%03o", (int) c);
            } else if (c > 0x7F) {
                e = String.format("\\u%04x", (int) c);
            } else {
                e = String.valueOf(c);
            }
            if (col + e.length() > 100) {
                out.append("\"\n        + \"");
                col = 0;
            }
            out.append(e);
            col += e.length();
        }
        out.append("\";\n");
    }
}
