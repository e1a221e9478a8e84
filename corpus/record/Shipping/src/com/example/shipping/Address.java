package com.example.shipping;

public class Address {
    private final String street;
    private final String postcode;
    private final String city;
    private final String country;

    private Address(Builder b) {
        this.street = b.street;
        this.postcode = b.postcode;
        this.city = b.city;
        this.country = b.country;
    }

    public static Builder builder() { return new Builder(); }

    public String getStreet() { return street; }
    public String getPostcode() { return postcode; }
    public String getCity() { return city; }
    public String getCountry() { return country; }

    @Override
    public String toString() {
        return street + ", " + postcode + " " + city + ", " + country;
    }

    public static class Builder {
        private String street;
        private String postcode;
        private String city;
        private String country = "DE";

        public Builder street(String s) { street = s; return this; }
        public Builder postcode(String p) { postcode = p; return this; }
        public Builder city(String c) { city = c; return this; }
        public Builder country(String c) { country = c; return this; }

        public Address build() {
            if (city == null) throw new IllegalStateException("city is required");
            return new Address(this);
        }
    }
}
