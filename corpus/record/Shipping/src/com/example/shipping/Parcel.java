package com.example.shipping;

public class Parcel {
    private final int grams;
    private final int lengthCm;
    private final int widthCm;
    private final int heightCm;

    public Parcel(int grams, int lengthCm, int widthCm, int heightCm) {
        this.grams = grams;
        this.lengthCm = lengthCm;
        this.widthCm = widthCm;
        this.heightCm = heightCm;
    }

    public int getGrams() { return grams; }
    public int getLengthCm() { return lengthCm; }
    public int getWidthCm() { return widthCm; }
    public int getHeightCm() { return heightCm; }

    /** Volumetric weight in grams (5000 cm3 per kg). */
    public int volumetricGrams() {
        return lengthCm * widthCm * heightCm / 5;
    }
}
