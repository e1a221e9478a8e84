package com.example.shipping.quote;

import java.util.List;

public interface QuoteLog {
    void log(String route, List<Quote> quotes);
}
