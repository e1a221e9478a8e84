package java.time.chrono;

import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalAdjuster;

public interface Era extends TemporalAccessor, TemporalAdjuster {
    int getValue();
}
