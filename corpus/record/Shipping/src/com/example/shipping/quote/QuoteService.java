package com.example.shipping.quote;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import com.example.shipping.Address;
import com.example.shipping.Countries;
import com.example.shipping.Parcel;
import com.example.shipping.carrier.CarrierClient;
import com.example.shipping.carrier.CarrierUnavailableException;

public class QuoteService {
    static final int MAX_GRAMS = 30_000;

    private final List<CarrierClient> carriers;
    private final QuoteLog log;
    private final String homeCountry;

    public QuoteService(List<CarrierClient> carriers, QuoteLog log, String homeCountry) {
        this.carriers = new ArrayList<>(carriers);
        this.log = log;
        this.homeCountry = homeCountry;
    }

    public static int chargeable(Parcel p) {
        return Math.max(p.getGrams(), p.volumetricGrams());
    }

    public List<Quote> quotes(Address to, Parcel parcel) {
        return quotes(to.getCountry(), chargeable(parcel));
    }

    public List<Quote> quotes(String country, int grams) {
        if (grams > MAX_GRAMS) {
            throw new UnsupportedDestinationException("too heavy: " + grams + " g");
        }
        String zone = Countries.zone(homeCountry, country);
        List<Quote> out = new ArrayList<>();
        for (CarrierClient c : carriers) {
            if (!c.serves(zone)) {
                continue;
            }
            try {
                out.add(new Quote(c.name(), c.rate(zone, grams), zone));
            } catch (CarrierUnavailableException e) {
                // skip that carrier this time
            }
        }
        out.sort(Comparator.comparingLong(Quote::getCents).thenComparing(Quote::getCarrier));
        log.log(homeCountry + "->" + country, out);
        return out;
    }

    public Quote cheapest(Address to, Parcel parcel) {
        List<Quote> q = quotes(to, parcel);
        if (q.isEmpty()) {
            throw new UnsupportedDestinationException("no carrier ships to " + to.getCountry());
        }
        return q.get(0);
    }
}
