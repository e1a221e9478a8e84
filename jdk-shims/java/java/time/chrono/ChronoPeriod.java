package java.time.chrono;

import java.time.temporal.TemporalAmount;

public interface ChronoPeriod extends TemporalAmount {
    Chronology getChronology();

    boolean isZero();

    boolean isNegative();

    ChronoPeriod plus(TemporalAmount amountToAdd);

    ChronoPeriod minus(TemporalAmount amountToSubtract);

    ChronoPeriod multipliedBy(int scalar);

    ChronoPeriod negated();

    ChronoPeriod normalized();
}
