package java.time.zone;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;

public final class ZoneOffsetTransition implements Comparable<ZoneOffsetTransition>, java.io.Serializable {
    private static final long serialVersionUID = -6946044323557704546L;
    private final long epochSecond;
    private final LocalDateTime transition;
    private final ZoneOffset offsetBefore;
    private final ZoneOffset offsetAfter;

    ZoneOffsetTransition(long epochSecond, ZoneOffset offsetBefore, ZoneOffset offsetAfter) {
        this.epochSecond = epochSecond;
        this.transition = LocalDateTime.ofEpochSecond(epochSecond, 0, offsetBefore);
        this.offsetBefore = offsetBefore;
        this.offsetAfter = offsetAfter;
    }

    public static ZoneOffsetTransition of(LocalDateTime transition, ZoneOffset offsetBefore, ZoneOffset offsetAfter) {
        java.util.Objects.requireNonNull(transition, "transition");
        java.util.Objects.requireNonNull(offsetBefore, "offsetBefore");
        java.util.Objects.requireNonNull(offsetAfter, "offsetAfter");
        if (offsetBefore.equals(offsetAfter)) {
            throw new IllegalArgumentException("Offsets must not be equal");
        }
        if (transition.getNano() != 0) {
            throw new IllegalArgumentException("Nano-of-second must be zero");
        }
        return new ZoneOffsetTransition(transition.toEpochSecond(offsetBefore), offsetBefore, offsetAfter);
    }

    public Instant getInstant() {
        return Instant.ofEpochSecond(epochSecond);
    }

    public long toEpochSecond() {
        return epochSecond;
    }

    public LocalDateTime getDateTimeBefore() {
        return transition;
    }

    public LocalDateTime getDateTimeAfter() {
        return transition.plusSeconds(getDurationSeconds());
    }

    public ZoneOffset getOffsetBefore() {
        return offsetBefore;
    }

    public ZoneOffset getOffsetAfter() {
        return offsetAfter;
    }

    public Duration getDuration() {
        return Duration.ofSeconds(getDurationSeconds());
    }

    private int getDurationSeconds() {
        return offsetAfter.getTotalSeconds() - offsetBefore.getTotalSeconds();
    }

    public boolean isGap() {
        return offsetAfter.getTotalSeconds() > offsetBefore.getTotalSeconds();
    }

    public boolean isOverlap() {
        return offsetAfter.getTotalSeconds() < offsetBefore.getTotalSeconds();
    }

    public boolean isValidOffset(ZoneOffset offset) {
        return isGap() ? false : (offsetBefore.equals(offset) || offsetAfter.equals(offset));
    }

    /** The valid offsets in the transition's local time-line: none in a gap, both in an overlap. */
    java.util.List<ZoneOffset> getValidOffsets() {
        if (isGap()) {
            return java.util.List.of();
        }
        return java.util.List.of(getOffsetBefore(), getOffsetAfter());
    }

    @Override
    public int compareTo(ZoneOffsetTransition transition) {
        return Long.compare(epochSecond, transition.epochSecond);
    }

    @Override
    public boolean equals(Object other) {
        if (other == this) {
            return true;
        }
        if (other instanceof ZoneOffsetTransition) {
            ZoneOffsetTransition d = (ZoneOffsetTransition) other;
            return epochSecond == d.epochSecond && offsetBefore.equals(d.offsetBefore) && offsetAfter.equals(d.offsetAfter);
        }
        return false;
    }

    @Override
    public int hashCode() {
        return transition.hashCode() ^ offsetBefore.hashCode() ^ Integer.rotateLeft(offsetAfter.hashCode(), 16);
    }

    @Override
    public String toString() {
        return "Transition[" + (isGap() ? "Gap" : "Overlap") + " at " + transition + offsetBefore + " to "
            + offsetAfter + "]";
    }
}
