package com.example.hotel;

public class NoAvailabilityException extends BookingException {
    public NoAvailabilityException(RoomType type, java.time.LocalDate from) {
        super("no " + type + " free from " + from);
    }
}
