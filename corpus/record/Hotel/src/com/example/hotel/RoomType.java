package com.example.hotel;

public enum RoomType {
    SINGLE(1, 8000), DOUBLE(2, 12000), SUITE(4, 30000);

    private final int beds;
    private final int baseRateCents;

    RoomType(int beds, int baseRateCents) {
        this.beds = beds;
        this.baseRateCents = baseRateCents;
    }

    public int getBeds() { return beds; }
    public int getBaseRateCents() { return baseRateCents; }
}
