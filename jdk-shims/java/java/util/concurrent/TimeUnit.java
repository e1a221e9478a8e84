package java.util.concurrent;

import java.time.Duration;
import java.time.temporal.ChronoUnit;
import java.util.Objects;

/**
 * Each unit knows its length in nanoseconds; conversions to a finer unit
 * saturate at Long.MIN_VALUE/MAX_VALUE, to a coarser one truncate toward zero.
 */
public enum TimeUnit {
    NANOSECONDS(1L),
    MICROSECONDS(1000L),
    MILLISECONDS(1000L * 1000L),
    SECONDS(1000L * 1000L * 1000L),
    MINUTES(60L * 1000L * 1000L * 1000L),
    HOURS(60L * 60L * 1000L * 1000L * 1000L),
    DAYS(24L * 60L * 60L * 1000L * 1000L * 1000L);

    private static final long NANOS_PER_SECOND = 1000L * 1000L * 1000L;

    private final long scale;

    private TimeUnit(long scale) {
        this.scale = scale;
    }

    /** d units of fromScale nanoseconds, expressed in units of toScale nanoseconds. */
    private static long cvt(long d, long fromScale, long toScale) {
        if (fromScale == toScale) {
            return d;
        }
        if (fromScale < toScale) {
            return d / (toScale / fromScale);
        }
        long ratio = fromScale / toScale;
        long max = Long.MAX_VALUE / ratio;
        if (d > max) {
            return Long.MAX_VALUE;
        }
        if (d < -max) {
            return Long.MIN_VALUE;
        }
        return d * ratio;
    }

    // Dispatching on the target unit to the source's toXxx keeps the JDK's
    // helpful NullPointerException text ("because \"sourceUnit\" is null").
    public long convert(long sourceDuration, TimeUnit sourceUnit) {
        if (this == NANOSECONDS) {
            return sourceUnit.toNanos(sourceDuration);
        } else if (this == MICROSECONDS) {
            return sourceUnit.toMicros(sourceDuration);
        } else if (this == MILLISECONDS) {
            return sourceUnit.toMillis(sourceDuration);
        } else if (this == SECONDS) {
            return sourceUnit.toSeconds(sourceDuration);
        } else if (this == MINUTES) {
            return sourceUnit.toMinutes(sourceDuration);
        } else if (this == HOURS) {
            return sourceUnit.toHours(sourceDuration);
        } else {
            return sourceUnit.toDays(sourceDuration);
        }
    }

    public long convert(Duration duration) {
        long secs = duration.getSeconds();
        int nano = duration.getNano();
        // Give the nanosecond part the sign of the seconds so that truncation goes toward zero.
        if (secs < 0 && nano > 0) {
            secs++;
            nano -= (int) NANOS_PER_SECOND;
        }
        if (scale >= NANOS_PER_SECOND) {
            return secs / (scale / NANOS_PER_SECOND);
        }
        long ratio = NANOS_PER_SECOND / scale;
        long max = Long.MAX_VALUE / ratio;
        if (secs > max) {
            return Long.MAX_VALUE;
        }
        if (secs < -max) {
            return Long.MIN_VALUE;
        }
        long whole = secs * ratio;
        long part = nano / scale;
        long sum = whole + part;
        if (((whole ^ sum) & (part ^ sum)) < 0) {
            return secs > 0 ? Long.MAX_VALUE : Long.MIN_VALUE;
        }
        return sum;
    }

    public long toNanos(long duration) {
        return cvt(duration, scale, NANOSECONDS.scale);
    }

    public long toMicros(long duration) {
        return cvt(duration, scale, MICROSECONDS.scale);
    }

    public long toMillis(long duration) {
        return cvt(duration, scale, MILLISECONDS.scale);
    }

    public long toSeconds(long duration) {
        return cvt(duration, scale, SECONDS.scale);
    }

    public long toMinutes(long duration) {
        return cvt(duration, scale, MINUTES.scale);
    }

    public long toHours(long duration) {
        return cvt(duration, scale, HOURS.scale);
    }

    public long toDays(long duration) {
        return cvt(duration, scale, DAYS.scale);
    }

    /** The nanoseconds of d (in this unit) beyond its whole milliseconds m. */
    private int excessNanos(long d, long m) {
        if (this == NANOSECONDS) {
            return (int) (d - m * 1000_000L);
        }
        if (this == MICROSECONDS) {
            return (int) (d * 1000L - m * 1000_000L);
        }
        return 0;
    }

    public void timedWait(Object obj, long timeout) throws InterruptedException {
        if (timeout > 0) {
            long ms = toMillis(timeout);
            int ns = excessNanos(timeout, ms);
            obj.wait(ms, ns);
        }
    }

    public void timedJoin(Thread thread, long timeout) throws InterruptedException {
        if (timeout > 0) {
            long ms = toMillis(timeout);
            int ns = excessNanos(timeout, ms);
            thread.join(ms, ns);
        }
    }

    public void sleep(long timeout) throws InterruptedException {
        if (timeout > 0) {
            long ms = toMillis(timeout);
            int ns = excessNanos(timeout, ms);
            Thread.sleep(ms, ns);
        }
    }

    public ChronoUnit toChronoUnit() {
        if (this == NANOSECONDS) {
            return ChronoUnit.NANOS;
        } else if (this == MICROSECONDS) {
            return ChronoUnit.MICROS;
        } else if (this == MILLISECONDS) {
            return ChronoUnit.MILLIS;
        } else if (this == SECONDS) {
            return ChronoUnit.SECONDS;
        } else if (this == MINUTES) {
            return ChronoUnit.MINUTES;
        } else if (this == HOURS) {
            return ChronoUnit.HOURS;
        } else {
            return ChronoUnit.DAYS;
        }
    }

    public static TimeUnit of(ChronoUnit chronoUnit) {
        Objects.requireNonNull(chronoUnit, "chronoUnit");
        if (chronoUnit == ChronoUnit.NANOS) {
            return NANOSECONDS;
        } else if (chronoUnit == ChronoUnit.MICROS) {
            return MICROSECONDS;
        } else if (chronoUnit == ChronoUnit.MILLIS) {
            return MILLISECONDS;
        } else if (chronoUnit == ChronoUnit.SECONDS) {
            return SECONDS;
        } else if (chronoUnit == ChronoUnit.MINUTES) {
            return MINUTES;
        } else if (chronoUnit == ChronoUnit.HOURS) {
            return HOURS;
        } else if (chronoUnit == ChronoUnit.DAYS) {
            return DAYS;
        }
        throw new IllegalArgumentException("No TimeUnit equivalent for " + chronoUnit);
    }
}
