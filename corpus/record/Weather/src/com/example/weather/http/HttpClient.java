package com.example.weather.http;

import java.io.IOException;
import java.util.Map;

public interface HttpClient {
    HttpResponse get(String url, Map<String, String> headers) throws IOException;
}
