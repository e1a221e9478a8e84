package java.time;

import java.time.zone.ZoneRules;
import java.time.zone.ZoneRulesException;
import jdk.internal.terrarium.time.Zones;

final class ZoneRegion extends ZoneId implements java.io.Serializable {
    private static final long serialVersionUID = 8386373296231747096L;
    private final String id;
    private final transient ZoneRules rules;

    ZoneRegion(String id, ZoneRules rules) {
        this.id = id;
        this.rules = rules;
    }

    static ZoneRegion ofId(String zoneId, boolean checkAvailable) {
        java.util.Objects.requireNonNull(zoneId, "zoneId");
        checkName(zoneId);
        int z = Zones.find(zoneId);
        if (z < 0 || !Zones.isRegion(z)) {
            if (checkAvailable) {
                throw new ZoneRulesException("Unknown time-zone ID: " + zoneId);
            }
            return new ZoneRegion(zoneId, null);
        }
        return new ZoneRegion(zoneId, Zones.rules(z));
    }

    private static void checkName(String zoneId) {
        int n = zoneId.length();
        if (n < 2) {
            throw new DateTimeException("Invalid ID for region-based ZoneId, invalid format: " + zoneId);
        }
        for (int i = 0; i < n; i++) {
            char c = zoneId.charAt(i);
            if (c >= 'a' && c <= 'z') {
                continue;
            }
            if (c >= 'A' && c <= 'Z') {
                continue;
            }
            if (c == '/' && i != 0) {
                continue;
            }
            if (c >= '0' && c <= '9' && i != 0) {
                continue;
            }
            if (c == '~' && i != 0) {
                continue;
            }
            if (c == '.' && i != 0) {
                continue;
            }
            if (c == '_' && i != 0) {
                continue;
            }
            if (c == '+' && i != 0) {
                continue;
            }
            if (c == '-' && i != 0) {
                continue;
            }
            throw new DateTimeException("Invalid ID for region-based ZoneId, invalid format: " + zoneId);
        }
    }

    @Override
    public String getId() {
        return id;
    }

    @Override
    public ZoneRules getRules() {
        if (rules == null) {
            // An id accepted unchecked (deserialised): its rules are looked up now, as the JDK does.
            throw new ZoneRulesException("Unknown time-zone ID: " + id);
        }
        return rules;
    }
}
