package com.example.hotel;

import java.time.LocalDate;
import java.util.List;

public interface RoomRepository {
    List<Room> rooms(RoomType type);
    boolean isFree(String room, LocalDate from, LocalDate to);
    void book(Reservation reservation);
    Reservation byCode(String code);
    void cancel(String code);
}
