package java.time;

import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalQueries;
import java.time.zone.ZoneRules;
import java.util.Map;
import java.util.Set;

public abstract class ZoneId implements java.io.Serializable {
    private static final long serialVersionUID = 8352817235686L;

    public static final Map<String, String> SHORT_IDS = Map.ofEntries(
        Map.entry("ACT", "Australia/Darwin"),
        Map.entry("AET", "Australia/Sydney"),
        Map.entry("AGT", "America/Argentina/Buenos_Aires"),
        Map.entry("ART", "Africa/Cairo"),
        Map.entry("AST", "America/Anchorage"),
        Map.entry("BET", "America/Sao_Paulo"),
        Map.entry("BST", "Asia/Dhaka"),
        Map.entry("CAT", "Africa/Harare"),
        Map.entry("CNT", "America/St_Johns"),
        Map.entry("CST", "America/Chicago"),
        Map.entry("CTT", "Asia/Shanghai"),
        Map.entry("EAT", "Africa/Addis_Ababa"),
        Map.entry("ECT", "Europe/Paris"),
        Map.entry("IET", "America/Indiana/Indianapolis"),
        Map.entry("IST", "Asia/Kolkata"),
        Map.entry("JST", "Asia/Tokyo"),
        Map.entry("MIT", "Pacific/Apia"),
        Map.entry("NET", "Asia/Yerevan"),
        Map.entry("NST", "Pacific/Auckland"),
        Map.entry("PLT", "Asia/Karachi"),
        Map.entry("PNT", "America/Phoenix"),
        Map.entry("PRT", "America/Puerto_Rico"),
        Map.entry("PST", "America/Los_Angeles"),
        Map.entry("SST", "Pacific/Guadalcanal"),
        Map.entry("VST", "Asia/Ho_Chi_Minh"),
        Map.entry("EST", "-05:00"),
        Map.entry("MST", "-07:00"),
        Map.entry("HST", "-10:00"));

    ZoneId() {
    }

    public static ZoneId systemDefault() {
        return java.util.TimeZone.getDefault().toZoneId();
    }

    public static Set<String> getAvailableZoneIds() {
        java.util.HashSet<String> set = new java.util.HashSet<>();
        for (String s : jdk.internal.terrarium.time.Zones.regionIds()) {
            set.add(s);
        }
        return set;
    }

    public static ZoneId of(String zoneId, Map<String, String> aliasMap) {
        java.util.Objects.requireNonNull(zoneId, "zoneId");
        java.util.Objects.requireNonNull(aliasMap, "aliasMap");
        String id = aliasMap.get(zoneId);
        return of(id != null ? id : zoneId);
    }

    public static ZoneId of(String zoneId) {
        return of(zoneId, true);
    }

    public static ZoneId ofOffset(String prefix, ZoneOffset offset) {
        java.util.Objects.requireNonNull(prefix, "prefix");
        java.util.Objects.requireNonNull(offset, "offset");
        if (prefix.isEmpty()) {
            return offset;
        }
        if (!prefix.equals("GMT") && !prefix.equals("UTC") && !prefix.equals("UT")) {
            throw new IllegalArgumentException("prefix should be GMT, UTC or UT, is: " + prefix);
        }
        if (offset.getTotalSeconds() != 0) {
            prefix = prefix.concat(offset.getId());
        }
        return new ZoneRegion(prefix, offset.getRules());
    }

    static ZoneId of(String zoneId, boolean checkAvailable) {
        java.util.Objects.requireNonNull(zoneId, "zoneId");
        if (zoneId.length() <= 1 || zoneId.startsWith("+") || zoneId.startsWith("-")) {
            return ZoneOffset.of(zoneId);
        } else if (zoneId.startsWith("UTC") || zoneId.startsWith("GMT")) {
            return ofWithPrefix(zoneId, 3, checkAvailable);
        } else if (zoneId.startsWith("UT")) {
            return ofWithPrefix(zoneId, 2, checkAvailable);
        }
        return ZoneRegion.ofId(zoneId, checkAvailable);
    }

    private static ZoneId ofWithPrefix(String zoneId, int prefixLength, boolean checkAvailable) {
        String prefix = zoneId.substring(0, prefixLength);
        if (zoneId.length() == prefixLength) {
            return ofOffset(prefix, ZoneOffset.UTC);
        }
        if (zoneId.charAt(prefixLength) != '+' && zoneId.charAt(prefixLength) != '-') {
            return ZoneRegion.ofId(zoneId, checkAvailable);
        }
        try {
            ZoneOffset offset = ZoneOffset.of(zoneId.substring(prefixLength));
            if (offset == ZoneOffset.UTC) {
                return ofOffset(prefix, offset);
            }
            return ofOffset(prefix, offset);
        } catch (DateTimeException ex) {
            throw new DateTimeException("Invalid ID for offset-based ZoneId: " + zoneId, ex);
        }
    }

    public static ZoneId from(TemporalAccessor temporal) {
        ZoneId obj = temporal.query(TemporalQueries.zone());
        if (obj == null) {
            throw new DateTimeException("Unable to obtain ZoneId from TemporalAccessor: " + temporal + " of type "
                + temporal.getClass().getName());
        }
        return obj;
    }

    public abstract String getId();

    public String getDisplayName(java.time.format.TextStyle style, java.util.Locale locale) {
        return new java.time.format.DateTimeFormatterBuilder().appendZoneText(style).toFormatter(locale)
            .format(new ZoneOnly(this));
    }

    /** A temporal with only a zone: its text is the generic name. */
    private static final class ZoneOnly implements TemporalAccessor {
        private final ZoneId zone;

        ZoneOnly(ZoneId zone) {
            this.zone = zone;
        }

        @Override
        public boolean isSupported(java.time.temporal.TemporalField field) {
            return false;
        }

        @Override
        public long getLong(java.time.temporal.TemporalField field) {
            throw new java.time.temporal.UnsupportedTemporalTypeException("Unsupported field: " + field);
        }

        @Override
        @SuppressWarnings("unchecked")
        public <R> R query(java.time.temporal.TemporalQuery<R> query) {
            if (query == TemporalQueries.zoneId()) {
                return (R) zone;
            }
            return TemporalAccessor.super.query(query);
        }
    }

    public abstract ZoneRules getRules();

    public ZoneId normalized() {
        ZoneRules rules = getRules();
        if (rules.isFixedOffset()) {
            return rules.getOffset(Instant.EPOCH);
        }
        return this;
    }

    @Override
    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (obj instanceof ZoneId) {
            ZoneId other = (ZoneId) obj;
            return getId().equals(other.getId());
        }
        return false;
    }

    @Override
    public int hashCode() {
        return getId().hashCode();
    }

    @Override
    public String toString() {
        return getId();
    }
}
