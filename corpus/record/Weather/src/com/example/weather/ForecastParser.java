package com.example.weather;

import java.util.LinkedHashMap;
import java.util.Map;

/** Parses the provider's "key=value;key=value" forecast format. */
public class ForecastParser {
    public Map<String, String> fields(String body) throws ParseException {
        Map<String, String> out = new LinkedHashMap<>();
        int pos = 0;
        for (String part : body.split(";")) {
            if (part.isEmpty()) {
                pos++;
                continue;
            }
            int eq = part.indexOf('=');
            if (eq <= 0) {
                throw new ParseException("expected key=value", pos);
            }
            out.put(part.substring(0, eq).trim(), part.substring(eq + 1).trim());
            pos += part.length() + 1;
        }
        return out;
    }

    public Forecast parse(String body) throws ParseException {
        Map<String, String> f = fields(body);
        String city = f.get("city");
        if (city == null) {
            throw new ParseException("missing city", 0);
        }
        double temp;
        try {
            temp = Double.parseDouble(f.getOrDefault("temp", "NaN"));
        } catch (NumberFormatException e) {
            throw new ParseException("bad temp " + f.get("temp"), body.indexOf("temp="));
        }
        return new Forecast(city, temp, Condition.parse(f.get("cond")));
    }
}
