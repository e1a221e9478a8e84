package com.example.weather;

public class ParseException extends Exception {
    private final int position;

    public ParseException(String message, int position) {
        super(message + " at " + position);
        this.position = position;
    }

    public int getPosition() { return position; }
}
