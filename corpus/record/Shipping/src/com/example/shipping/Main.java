package com.example.shipping;

import java.util.Arrays;
import java.util.List;

import com.example.shipping.carrier.CarrierClient;
import com.example.shipping.carrier.CarrierUnavailableException;
import com.example.shipping.quote.Quote;
import com.example.shipping.quote.QuoteLog;
import com.example.shipping.quote.QuoteService;
import com.example.shipping.quote.UnsupportedDestinationException;

public class Main {
    static class TableCarrier implements CarrierClient {
        private final String name;
        private final long base;
        private final long perKg;
        private final List<String> zones;
        private boolean down;

        TableCarrier(String name, long base, long perKg, String... zones) {
            this.name = name;
            this.base = base;
            this.perKg = perKg;
            this.zones = Arrays.asList(zones);
        }

        public String name() { return name; }
        public boolean serves(String zone) { return zones.contains(zone); }
        public long rate(String zone, int grams) throws CarrierUnavailableException {
            if (down) throw new CarrierUnavailableException(name, "maintenance");
            long kg = (grams + 999) / 1000;
            return base * (zone.equals("WORLD") ? 3 : zone.equals("EU") ? 2 : 1) + perKg * kg;
        }
    }

    public static void main(String[] args) {
        TableCarrier post = new TableCarrier("Post", 450, 100, "DOMESTIC", "EU", "WORLD");
        TableCarrier swift = new TableCarrier("Swift", 300, 150, "DOMESTIC", "EU");
        QuoteLog log = (route, quotes) -> System.out.println("  log " + route + " " + quotes);
        QuoteService service = new QuoteService(Arrays.asList(post, swift), log, "DE");

        Address berlin = Address.builder().street("Hauptstr. 1").postcode("10115").city("Berlin").build();
        Address paris = Address.builder().street("1 rue X").postcode("75001").city("Paris").country("FR").build();
        Address tokyo = Address.builder().city("Tokyo").country("JP").build();
        Parcel book = new Parcel(800, 20, 15, 4);
        Parcel pillow = new Parcel(500, 60, 40, 30);

        System.out.println("berlin book: " + service.cheapest(berlin, book));
        System.out.println("paris pillow: " + service.quotes(paris, pillow));
        System.out.println("tokyo book: " + service.cheapest(tokyo, book));
        post.down = true;
        try {
            System.out.println("tokyo again: " + service.cheapest(tokyo, book));
        } catch (UnsupportedDestinationException e) {
            System.out.println("error: " + e.getMessage());
        }
        try {
            service.quotes("FR", 31_000);
        } catch (UnsupportedDestinationException e) {
            System.out.println("error: " + e.getMessage());
        }
        System.out.println("chargeable pillow: " + QuoteService.chargeable(pillow));
    }
}
