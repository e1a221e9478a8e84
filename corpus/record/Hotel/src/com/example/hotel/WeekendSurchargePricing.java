package com.example.hotel;

import java.time.LocalDate;

public class WeekendSurchargePricing extends PricingPolicy {
    private final int surchargePercent;

    public WeekendSurchargePricing(int surchargePercent) {
        this.surchargePercent = surchargePercent;
    }

    @Override
    protected long nightly(RoomType type, LocalDate night) {
        long base = type.getBaseRateCents();
        return weekend(night) ? base + base * surchargePercent / 100 : base;
    }
}
