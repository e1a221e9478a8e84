package com.example.library;

public class Member {
    public enum Tier { STANDARD, PREMIUM }

    private final String id;
    private final String name;
    private final Tier tier;

    public Member(String id, String name, Tier tier) {
        this.id = id;
        this.name = name;
        this.tier = tier;
    }

    public String getId() { return id; }
    public String getName() { return name; }
    public Tier getTier() { return tier; }

    public int maxLoans() {
        return tier == Tier.PREMIUM ? 5 : 2;
    }
}
