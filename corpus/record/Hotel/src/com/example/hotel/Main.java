package com.example.hotel;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

public class Main {
    static class MemRooms implements RoomRepository {
        private final List<Room> all = new ArrayList<>();
        private final List<Reservation> booked = new ArrayList<>();
        MemRooms() {
            all.add(new Room("101", RoomType.SINGLE));
            all.add(new Room("201", RoomType.DOUBLE));
            all.add(new Room("202", RoomType.DOUBLE));
            all.add(new Room("301", RoomType.SUITE));
        }
        public List<Room> rooms(RoomType type) {
            List<Room> out = new ArrayList<>();
            for (Room r : all) if (r.getType() == type) out.add(r);
            return out;
        }
        public boolean isFree(String room, LocalDate from, LocalDate to) {
            for (Reservation r : booked) {
                if (r.getRoom().equals(room) && r.getArrival().isBefore(to) && from.isBefore(r.getDeparture())) {
                    return false;
                }
            }
            return true;
        }
        public void book(Reservation reservation) { booked.add(reservation); }
        public Reservation byCode(String code) {
            for (Reservation r : booked) if (r.getCode().equals(code)) return r;
            return null;
        }
        public void cancel(String code) { booked.removeIf(r -> r.getCode().equals(code)); }
    }

    public static void main(String[] args) {
        LocalDate today = LocalDate.of(2024, 3, 4);
        int[] n = {0};
        ReservationService hotel = new ReservationService(new MemRooms(), new WeekendSurchargePricing(25),
                () -> today, () -> "R" + (++n[0]));
        LocalDate friday = LocalDate.of(2024, 3, 8);
        try {
            System.out.println(hotel.reserve("Ann", RoomType.DOUBLE, friday, 2));
            System.out.println(hotel.reserve("Bo", RoomType.DOUBLE, friday.plusDays(1), 3));
            System.out.println(hotel.reserve("Cy", 2, friday, 1));
            System.out.println(hotel.reserve("Di", 1, today, 1));
            System.out.println(hotel.reserve("Ed", RoomType.DOUBLE, friday, 1));
        } catch (BookingException e) {
            System.out.println("booking failed: " + e.getMessage());
        }
        for (Object[] attempt : new Object[][] {{today.minusDays(1), 1}, {friday, 0}, {friday, 1}}) {
            try {
                hotel.reserve("Fay", 4, (LocalDate) attempt[0], (Integer) attempt[1]);
            } catch (BookingException e) {
                System.out.println("booking failed: " + e.getMessage());
            }
        }
        System.out.println("refund R1: " + hotel.cancel("R1"));
        System.out.println("refund R4: " + hotel.cancel("R4"));
        try {
            hotel.cancel("R1");
        } catch (IllegalArgumentException e) {
            System.out.println("error: " + e.getMessage());
        }
    }
}
