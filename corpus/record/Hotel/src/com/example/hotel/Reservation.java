package com.example.hotel;

import java.time.LocalDate;

public class Reservation {
    private final String code;
    private final String guest;
    private final String room;
    private final LocalDate arrival;
    private final int nights;
    private final long priceCents;

    public Reservation(String code, String guest, String room, LocalDate arrival, int nights, long priceCents) {
        this.code = code;
        this.guest = guest;
        this.room = room;
        this.arrival = arrival;
        this.nights = nights;
        this.priceCents = priceCents;
    }

    public String getCode() { return code; }
    public String getGuest() { return guest; }
    public String getRoom() { return room; }
    public LocalDate getArrival() { return arrival; }
    public int getNights() { return nights; }
    public long getPriceCents() { return priceCents; }

    public LocalDate getDeparture() {
        return arrival.plusDays(nights);
    }

    @Override
    public String toString() {
        return code + " " + guest + " room " + room + " " + arrival + "+" + nights + " = " + priceCents;
    }
}
