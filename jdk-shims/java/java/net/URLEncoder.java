package java.net;

import java.io.UnsupportedEncodingException;
import java.nio.charset.Charset;

public class URLEncoder {
    private URLEncoder() {
    }

    @Deprecated
    public static String encode(String s) {
        return encode(s, java.nio.charset.StandardCharsets.UTF_8);
    }

    public static String encode(String s, String enc) throws UnsupportedEncodingException {
        if (enc == null) {
            throw new NullPointerException("charsetName");
        }
        Charset c;
        try {
            c = Charset.forName(enc);
        } catch (RuntimeException e) {
            throw new UnsupportedEncodingException(enc);
        }
        return encode(s, c);
    }

    public static String encode(String s, Charset charset) {
        if (charset == null) {
            throw new NullPointerException("charset");
        }
        StringBuilder out = new StringBuilder(s.length());
        int i = 0;
        while (i < s.length()) {
            char c = s.charAt(i);
            if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_'
                    || c == '.' || c == '*') {
                out.append(c);
                i++;
            } else if (c == ' ') {
                out.append('+');
                i++;
            } else {
                int start = i;
                do {
                    char d = s.charAt(i);
                    i++;
                    if (Character.isHighSurrogate(d) && i < s.length() && Character.isLowSurrogate(s.charAt(i))) {
                        i++;
                    }
                } while (i < s.length() && !unreserved(s.charAt(i)));
                byte[] ba = s.substring(start, i).getBytes(charset);
                for (byte b : ba) {
                    out.append('%');
                    out.append("0123456789ABCDEF".charAt((b >> 4) & 0xF));
                    out.append("0123456789ABCDEF".charAt(b & 0xF));
                }
            }
        }
        return out.toString();
    }

    private static boolean unreserved(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_'
                || c == '.' || c == '*' || c == ' ';
    }
}
