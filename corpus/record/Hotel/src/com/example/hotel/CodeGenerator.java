package com.example.hotel;

public interface CodeGenerator {
    String newCode();
}
