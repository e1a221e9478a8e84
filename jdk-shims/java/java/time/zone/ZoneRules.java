package java.time.zone;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.List;
import jdk.internal.terrarium.time.Zones;

public final class ZoneRules implements java.io.Serializable {
    private static final long serialVersionUID = 3044319355680032515L;
    private final int std;
    private final int kind;

    private ZoneRules(int std, int kind) {
        this.std = std;
        this.kind = kind;
    }

    public static ZoneRules of(ZoneOffset offset) {
        java.util.Objects.requireNonNull(offset, "offset");
        return new ZoneRules(offset.getTotalSeconds(), 0);
    }

    static {
        Zones.factory = new Zones.RulesFactory() {
            public ZoneRules make(int std, int kind) {
                return new ZoneRules(std, kind);
            }
        };
    }

    public boolean isFixedOffset() {
        return kind == 0;
    }

    public ZoneOffset getOffset(Instant instant) {
        return ZoneOffset.ofTotalSeconds(Zones.offsetAt(std, kind, instant.getEpochSecond()));
    }

    public ZoneOffset getOffset(LocalDateTime localDateTime) {
        if (kind == 0) {
            return ZoneOffset.ofTotalSeconds(std);
        }
        ZoneOffsetTransition t = getTransition(localDateTime);
        if (t != null) {
            return t.getOffsetBefore();
        }
        return ZoneOffset.ofTotalSeconds(normalOffset(localDateTime));
    }

    private int normalOffset(LocalDateTime ldt) {
        long local = ldt.toEpochSecond(ZoneOffset.UTC);
        if (Zones.offsetAt(std, kind, local - std) == std) {
            return std;
        }
        return std + 3600;
    }

    public List<ZoneOffset> getValidOffsets(LocalDateTime localDateTime) {
        if (kind == 0) {
            return List.of(ZoneOffset.ofTotalSeconds(std));
        }
        ZoneOffsetTransition t = getTransition(localDateTime);
        if (t == null) {
            return List.of(ZoneOffset.ofTotalSeconds(normalOffset(localDateTime)));
        }
        if (t.isGap()) {
            return List.of();
        }
        return List.of(t.getOffsetBefore(), t.getOffsetAfter());
    }

    public ZoneOffsetTransition getTransition(LocalDateTime localDateTime) {
        if (kind == 0) {
            return null;
        }
        long local = localDateTime.toEpochSecond(ZoneOffset.UTC);
        int y = localDateTime.getYear();
        for (int yy = y - 1; yy <= y + 1; yy++) {
            long[] t = Zones.transitions(std, kind, yy);
            for (int i = 0; i < 6; i += 3) {
                long before = t[i] + t[i + 1];
                long after = t[i] + t[i + 2];
                if ((local >= before && local < after) || (local >= after && local < before)) {
                    return new ZoneOffsetTransition(t[i], ZoneOffset.ofTotalSeconds((int) t[i + 1]),
                        ZoneOffset.ofTotalSeconds((int) t[i + 2]));
                }
            }
        }
        return null;
    }

    public ZoneOffset getStandardOffset(Instant instant) {
        return ZoneOffset.ofTotalSeconds(std);
    }

    public Duration getDaylightSavings(Instant instant) {
        return Duration.ofSeconds(Zones.offsetAt(std, kind, instant.getEpochSecond()) - std);
    }

    public boolean isDaylightSavings(Instant instant) {
        return Zones.offsetAt(std, kind, instant.getEpochSecond()) != std;
    }

    public boolean isValidOffset(LocalDateTime localDateTime, ZoneOffset offset) {
        return getValidOffsets(localDateTime).contains(offset);
    }

    public ZoneOffsetTransition nextTransition(Instant instant) {
        if (kind == 0) {
            return null;
        }
        long s = instant.getEpochSecond();
        int y = Zones.yearOfEpochDay(Math.floorDiv(s, 86400L));
        for (int yy = y - 1; yy <= y + 1; yy++) {
            long[] t = Zones.transitions(std, kind, yy);
            for (int i = 0; i < 6; i += 3) {
                if (t[i] > s) {
                    return new ZoneOffsetTransition(t[i], ZoneOffset.ofTotalSeconds((int) t[i + 1]),
                        ZoneOffset.ofTotalSeconds((int) t[i + 2]));
                }
            }
        }
        return null;
    }

    public ZoneOffsetTransition previousTransition(Instant instant) {
        if (kind == 0) {
            return null;
        }
        long s = instant.getEpochSecond();
        if (instant.getNano() > 0) {
            s++;
        }
        int y = Zones.yearOfEpochDay(Math.floorDiv(s, 86400L));
        for (int yy = y + 1; yy >= y - 1; yy--) {
            long[] t = Zones.transitions(std, kind, yy);
            for (int i = 3; i >= 0; i -= 3) {
                if (t[i] < s) {
                    return new ZoneOffsetTransition(t[i], ZoneOffset.ofTotalSeconds((int) t[i + 1]),
                        ZoneOffset.ofTotalSeconds((int) t[i + 2]));
                }
            }
        }
        return null;
    }

    @Override
    public boolean equals(Object otherRules) {
        if (this == otherRules) {
            return true;
        }
        return (otherRules instanceof ZoneRules) && std == ((ZoneRules) otherRules).std
            && kind == ((ZoneRules) otherRules).kind;
    }

    @Override
    public int hashCode() {
        return std * 31 + kind;
    }

    @Override
    public String toString() {
        if (kind == 0) {
            return "ZoneRules[currentStandardOffset=" + ZoneOffset.ofTotalSeconds(std) + "]";
        }
        return "ZoneRules[currentStandardOffset=" + ZoneOffset.ofTotalSeconds(std) + "]";
    }
}
