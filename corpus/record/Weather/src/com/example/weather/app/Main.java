package com.example.weather.app;

import java.io.IOException;
import java.util.Arrays;
import java.util.Map;

import com.example.weather.ForecastCache;
import com.example.weather.ForecastParser;
import com.example.weather.WeatherService;
import com.example.weather.WeatherUnavailableException;
import com.example.weather.http.HttpClient;
import com.example.weather.http.HttpResponse;

public class Main {
    public static void main(String[] args) {
        long[] now = {0};
        HttpClient fake = new HttpClient() {
            public HttpResponse get(String url, Map<String, String> headers) throws IOException {
                String city = url.substring(url.indexOf("city=") + 5);
                System.out.println("  GET " + city);
                switch (city) {
                    case "Oslo": return new HttpResponse(200, "city=Oslo;temp=-3.5;cond=snow");
                    case "Rome": return new HttpResponse(200, "city=Rome;temp=21;cond=SUN");
                    case "Bergen": return new HttpResponse(200, "city=Bergen;temp=9;cond=RAIN;");
                    case "Lima": return new HttpResponse(200, "city=Lima;temp=warm");
                    case "Nowhere": return new HttpResponse(404, "");
                    case "Paris": return new HttpResponse(503, "busy");
                    default: throw new IOException("connection reset");
                }
            }
        };
        ForecastCache cache = new ForecastCache(() -> now[0], 600);
        WeatherService service = new WeatherService(fake, new ForecastParser(), cache, "k-123");

        System.out.println(service.forecast("Oslo"));
        System.out.println(service.forecast("Oslo"));
        System.out.println("temps: " + service.temperatures(Arrays.asList("Rome", "Oslo", "Nowhere")));
        now[0] = 700;
        System.out.println("umbrella Oslo: " + service.needsUmbrella("Oslo"));
        System.out.println("umbrella Rome: " + service.needsUmbrella("Rome"));
        System.out.println("umbrella Bergen: " + service.needsUmbrella("Bergen"));
        System.out.println("umbrella Nowhere: " + service.needsUmbrella("Nowhere"));
        for (String city : new String[] {"Lima", "Paris", "Atlantis"}) {
            try {
                service.forecast(city);
            } catch (WeatherUnavailableException e) {
                System.out.println("unavailable: " + e.getMessage());
            }
        }
        System.out.println("cached: " + cache.size());
    }
}
