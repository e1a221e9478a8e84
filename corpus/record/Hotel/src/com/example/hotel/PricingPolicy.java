package com.example.hotel;

import java.time.DayOfWeek;
import java.time.LocalDate;

public abstract class PricingPolicy {
    public long price(RoomType type, LocalDate arrival, int nights) {
        long total = 0;
        for (int i = 0; i < nights; i++) {
            total += nightly(type, arrival.plusDays(i));
        }
        return total;
    }

    protected abstract long nightly(RoomType type, LocalDate night);

    protected static boolean weekend(LocalDate d) {
        return d.getDayOfWeek() == DayOfWeek.FRIDAY || d.getDayOfWeek() == DayOfWeek.SATURDAY;
    }
}
