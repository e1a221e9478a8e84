package subjects;

/** Classifies HTTP status codes using int switches and ranges. */
public class HttpStatusClassifier {

    public static String reasonPhrase(int status) {
        switch (status) {
            case 200:
                return "OK";
            case 201:
                return "Created";
            case 204:
                return "No Content";
            case 301:
                return "Moved Permanently";
            case 304:
                return "Not Modified";
            case 400:
                return "Bad Request";
            case 401:
                return "Unauthorized";
            case 403:
                return "Forbidden";
            case 404:
                return "Not Found";
            case 418:
                return "I'm a teapot";
            case 500:
                return "Internal Server Error";
            case 503:
                return "Service Unavailable";
            default:
                return "Unknown";
        }
    }

    public String category(int status) {
        if (status < 100 || status > 599) {
            throw new IllegalArgumentException("status out of range: " + status);
        }
        switch (status / 100) {
            case 1:
                return "INFORMATIONAL";
            case 2:
                return "SUCCESS";
            case 3:
                return "REDIRECTION";
            case 4:
                return "CLIENT_ERROR";
            default:
                return "SERVER_ERROR";
        }
    }

    public boolean isRetryable(int status, int attempt) {
        if (attempt >= 3) {
            return false;
        }
        return status == 429 || status == 503 || status == 504;
    }
}
