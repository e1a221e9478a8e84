package com.example.hotel;

import java.time.LocalDate;
import java.time.temporal.ChronoUnit;

public class ReservationService {
    static final int FREE_CANCELLATION_DAYS = 2;

    private final RoomRepository rooms;
    private final PricingPolicy pricing;
    private final DateSource dates;
    private final CodeGenerator codes;

    public ReservationService(RoomRepository rooms, PricingPolicy pricing, DateSource dates, CodeGenerator codes) {
        this.rooms = rooms;
        this.pricing = pricing;
        this.dates = dates;
        this.codes = codes;
    }

    public Reservation reserve(String guest, RoomType type, LocalDate arrival, int nights) throws BookingException {
        if (nights < 1 || nights > 28) {
            throw new BookingException("nights must be 1..28, was " + nights);
        }
        if (arrival.isBefore(dates.today())) {
            throw new BookingException("arrival " + arrival + " is in the past");
        }
        LocalDate departure = arrival.plusDays(nights);
        for (Room room : rooms.rooms(type)) {
            if (rooms.isFree(room.getNumber(), arrival, departure)) {
                Reservation r = new Reservation(codes.newCode(), guest, room.getNumber(), arrival, nights,
                        pricing.price(type, arrival, nights));
                rooms.book(r);
                return r;
            }
        }
        throw new NoAvailabilityException(type, arrival);
    }

    public Reservation reserve(String guest, int people, LocalDate arrival, int nights) throws BookingException {
        for (RoomType type : RoomType.values()) {
            if (type.getBeds() >= people) {
                try {
                    return reserve(guest, type, arrival, nights);
                } catch (NoAvailabilityException e) {
                    // try a bigger room
                }
            }
        }
        throw new BookingException("nothing for " + people + " people from " + arrival);
    }

    /** Cancels; the refund in cents (all of it when early enough, else half). */
    public long cancel(String code) {
        Reservation r = rooms.byCode(code);
        if (r == null) {
            throw new IllegalArgumentException("unknown reservation " + code);
        }
        long daysBefore = ChronoUnit.DAYS.between(dates.today(), r.getArrival());
        rooms.cancel(code);
        return daysBefore >= FREE_CANCELLATION_DAYS ? r.getPriceCents() : r.getPriceCents() / 2;
    }
}
