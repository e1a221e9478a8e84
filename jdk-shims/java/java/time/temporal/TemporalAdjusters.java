package java.time.temporal;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.util.function.UnaryOperator;

public final class TemporalAdjusters {
    private TemporalAdjusters() {
    }

    private static final int FIRST_DOM = 0;
    private static final int LAST_DOM = 1;
    private static final int FIRST_NEXT_MONTH = 2;
    private static final int FIRST_DOY = 3;
    private static final int LAST_DOY = 4;
    private static final int FIRST_NEXT_YEAR = 5;

    private static final class Simple implements TemporalAdjuster {
        private final int kind;

        Simple(int kind) {
            this.kind = kind;
        }

        @Override
        public Temporal adjustInto(Temporal temporal) {
            switch (kind) {
                case FIRST_DOM:
                    return temporal.with(ChronoField.DAY_OF_MONTH, 1);
                case LAST_DOM:
                    return temporal.with(ChronoField.DAY_OF_MONTH, temporal.range(ChronoField.DAY_OF_MONTH).getMaximum());
                case FIRST_NEXT_MONTH:
                    return temporal.with(ChronoField.DAY_OF_MONTH, 1).plus(1, ChronoUnit.MONTHS);
                case FIRST_DOY:
                    return temporal.with(ChronoField.DAY_OF_YEAR, 1);
                case LAST_DOY:
                    return temporal.with(ChronoField.DAY_OF_YEAR, temporal.range(ChronoField.DAY_OF_YEAR).getMaximum());
                default:
                    return temporal.with(ChronoField.DAY_OF_YEAR, 1).plus(1, ChronoUnit.YEARS);
            }
        }
    }

    public static TemporalAdjuster ofDateAdjuster(final UnaryOperator<LocalDate> dateBasedAdjuster) {
        java.util.Objects.requireNonNull(dateBasedAdjuster, "dateBasedAdjuster");
        return new TemporalAdjuster() {
            public Temporal adjustInto(Temporal temporal) {
                LocalDate input = LocalDate.from(temporal);
                LocalDate output = dateBasedAdjuster.apply(input);
                return temporal.with(output);
            }
        };
    }

    public static TemporalAdjuster firstDayOfMonth() {
        return new Simple(FIRST_DOM);
    }

    public static TemporalAdjuster lastDayOfMonth() {
        return new Simple(LAST_DOM);
    }

    public static TemporalAdjuster firstDayOfNextMonth() {
        return new Simple(FIRST_NEXT_MONTH);
    }

    public static TemporalAdjuster firstDayOfYear() {
        return new Simple(FIRST_DOY);
    }

    public static TemporalAdjuster lastDayOfYear() {
        return new Simple(LAST_DOY);
    }

    public static TemporalAdjuster firstDayOfNextYear() {
        return new Simple(FIRST_NEXT_YEAR);
    }

    public static TemporalAdjuster firstInMonth(DayOfWeek dayOfWeek) {
        return TemporalAdjusters.dayOfWeekInMonth(1, dayOfWeek);
    }

    public static TemporalAdjuster lastInMonth(DayOfWeek dayOfWeek) {
        return TemporalAdjusters.dayOfWeekInMonth(-1, dayOfWeek);
    }

    public static TemporalAdjuster dayOfWeekInMonth(final int ordinal, DayOfWeek dayOfWeek) {
        java.util.Objects.requireNonNull(dayOfWeek, "dayOfWeek");
        final int dowValue = dayOfWeek.getValue();
        return new TemporalAdjuster() {
            public Temporal adjustInto(Temporal temporal) {
                if (ordinal >= 0) {
                    Temporal temp = temporal.with(ChronoField.DAY_OF_MONTH, 1);
                    int curDow = temp.get(ChronoField.DAY_OF_WEEK);
                    int dowDiff = (dowValue - curDow + 7) % 7;
                    dowDiff += (int) ((ordinal - 1L) * 7L);
                    return temp.plus(dowDiff, ChronoUnit.DAYS);
                } else {
                    Temporal temp = temporal.with(ChronoField.DAY_OF_MONTH, temporal.range(ChronoField.DAY_OF_MONTH).getMaximum());
                    int curDow = temp.get(ChronoField.DAY_OF_WEEK);
                    int daysDiff = dowValue - curDow;
                    daysDiff = (daysDiff == 0 ? 0 : (daysDiff > 0 ? daysDiff - 7 : daysDiff));
                    daysDiff -= (int) ((-ordinal - 1L) * 7L);
                    return temp.plus(daysDiff, ChronoUnit.DAYS);
                }
            }
        };
    }

    private static TemporalAdjuster relative(final int kind, DayOfWeek dayOfWeek) {
        java.util.Objects.requireNonNull(dayOfWeek, "dayOfWeek");
        final int dowValue = dayOfWeek.getValue();
        return new TemporalAdjuster() {
            public Temporal adjustInto(Temporal temporal) {
                int calDow = temporal.get(ChronoField.DAY_OF_WEEK);
                switch (kind) {
                    case 0: {
                        int daysDiff = calDow - dowValue;
                        return temporal.plus(daysDiff >= 0 ? 7 - daysDiff : -daysDiff, ChronoUnit.DAYS);
                    }
                    case 1: {
                        if (calDow == dowValue) {
                            return temporal;
                        }
                        int daysDiff = calDow - dowValue;
                        return temporal.plus(daysDiff >= 0 ? 7 - daysDiff : -daysDiff, ChronoUnit.DAYS);
                    }
                    case 2: {
                        int daysDiff = dowValue - calDow;
                        return temporal.minus(daysDiff >= 0 ? 7 - daysDiff : -daysDiff, ChronoUnit.DAYS);
                    }
                    default: {
                        if (calDow == dowValue) {
                            return temporal;
                        }
                        int daysDiff = dowValue - calDow;
                        return temporal.minus(daysDiff >= 0 ? 7 - daysDiff : -daysDiff, ChronoUnit.DAYS);
                    }
                }
            }
        };
    }

    public static TemporalAdjuster next(DayOfWeek dayOfWeek) {
        return relative(0, dayOfWeek);
    }

    public static TemporalAdjuster nextOrSame(DayOfWeek dayOfWeek) {
        return relative(1, dayOfWeek);
    }

    public static TemporalAdjuster previous(DayOfWeek dayOfWeek) {
        return relative(2, dayOfWeek);
    }

    public static TemporalAdjuster previousOrSame(DayOfWeek dayOfWeek) {
        return relative(3, dayOfWeek);
    }
}
