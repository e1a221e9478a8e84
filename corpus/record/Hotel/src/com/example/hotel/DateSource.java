package com.example.hotel;

import java.time.LocalDate;

public interface DateSource {
    LocalDate today();
}
