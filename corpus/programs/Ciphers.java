import java.util.*;

public class Ciphers {
    static String caesar(String s, int shift) {
        StringBuilder sb = new StringBuilder(s.length());
        for (char c : s.toCharArray()) {
            if (Character.isUpperCase(c) && c <= 'Z') sb.append((char) ('A' + Math.floorMod(c - 'A' + shift, 26)));
            else if (Character.isLowerCase(c) && c <= 'z') sb.append((char) ('a' + Math.floorMod(c - 'a' + shift, 26)));
            else sb.append(c);
        }
        return sb.toString();
    }

    static String vigenere(String s, String key, boolean enc) {
        StringBuilder sb = new StringBuilder();
        int k = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (!Character.isLetter(c) || c > 'z') { sb.append(c); continue; }
            int sh = Character.toLowerCase(key.charAt(k++ % key.length())) - 'a';
            if (!enc) sh = -sh;
            char base = Character.isUpperCase(c) ? 'A' : 'a';
            sb.append((char) (base + Math.floorMod(c - base + sh, 26)));
        }
        return sb.toString();
    }

    static String atbash(String s) {
        StringBuilder sb = new StringBuilder();
        s.chars().forEach(c -> {
            if (c >= 'a' && c <= 'z') sb.append((char) ('z' - (c - 'a')));
            else if (c >= 'A' && c <= 'Z') sb.append((char) ('Z' - (c - 'A')));
            else sb.appendCodePoint(c);
        });
        return sb.toString();
    }

    static String railFence(String s, int rails) {
        StringBuilder[] rows = new StringBuilder[rails];
        for (int i = 0; i < rails; i++) rows[i] = new StringBuilder();
        int r = 0, d = 1;
        for (char c : s.toCharArray()) {
            rows[r].append(c);
            if (r == 0) d = 1; else if (r == rails - 1) d = -1;
            r += d;
        }
        StringBuilder out = new StringBuilder();
        for (StringBuilder row : rows) out.append(row);
        return out.toString();
    }

    static double[] letterFreq(String s) {
        double[] f = new double[26];
        int n = 0;
        for (char c : s.toLowerCase().toCharArray()) if (c >= 'a' && c <= 'z') { f[c - 'a']++; n++; }
        for (int i = 0; i < 26; i++) f[i] /= Math.max(n, 1);
        return f;
    }

    static final double[] ENGLISH = {8.2, 1.5, 2.8, 4.3, 12.7, 2.2, 2.0, 6.1, 7.0, 0.15, 0.77, 4.0, 2.4, 6.7, 7.5, 1.9, 0.095, 6.0, 6.3, 9.1, 2.8, 0.98, 2.4, 0.15, 2.0, 0.074};

    static int crack(String cipher) {
        double best = Double.MAX_VALUE; int bestShift = 0;
        for (int sh = 0; sh < 26; sh++) {
            double[] f = letterFreq(caesar(cipher, -sh));
            double chi = 0;
            for (int i = 0; i < 26; i++) { double e = ENGLISH[i] / 100; chi += (f[i] - e) * (f[i] - e) / e; }
            if (chi < best) { best = chi; bestShift = sh; }
        }
        return bestShift;
    }

    public static void main(String[] args) {
        String plain = "The Quick Brown Fox Jumps Over The Lazy Dog! Zebras & yaks, 123.";
        for (int sh : new int[]{1, 3, 13, 25, -1, 52, -27, 7, 100}) {
            String enc = caesar(plain, sh);
            System.out.printf("caesar %3d: %s | back ok=%b%n", sh, enc, caesar(enc, -sh).equals(plain));
        }
        String v = vigenere(plain, "Lemon", true);
        System.out.println("vigenere: " + v);
        System.out.println("decoded : " + vigenere(v, "LEMON", false));
        System.out.println("atbash  : " + atbash(plain) + " / " + atbash(atbash(plain)).equals(plain));
        System.out.println("rail(3) : " + railFence("WEAREDISCOVEREDFLEEATONCE", 3));
        System.out.println("rail(4) : " + railFence("WEAREDISCOVEREDFLEEATONCE", 4));
        String secret = caesar("it was a bright cold day in april and the clocks were striking thirteen winston smith his chin nuzzled into his breast", 11);
        int sh = crack(secret);
        System.out.println("cracked shift " + sh + ": " + caesar(secret, -sh));
        // Character classification table
        String sample = "aZ5 _\t\u00e9\u00df\u0416\u4e2d!\u00bd";
        for (char c : sample.toCharArray()) {
            System.out.printf("U+%04X letter=%-5b digit=%-5b ws=%-5b upper=%-5b lower=%-5b alpha=%-5b type=%2d up=U+%04X num=%d%n",
                (int) c, Character.isLetter(c), Character.isDigit(c), Character.isWhitespace(c), Character.isUpperCase(c),
                Character.isLowerCase(c), Character.isAlphabetic(c), Character.getType(c), (int) Character.toUpperCase(c),
                Character.getNumericValue(c));
        }
        // ROT13 via map
        Map<Character, Character> rot = new HashMap<>();
        for (char c = 'a'; c <= 'z'; c++) { rot.put(c, (char) ((c - 'a' + 13) % 26 + 'a')); rot.put(Character.toUpperCase(c), Character.toUpperCase(rot.get(c))); }
        StringBuilder r13 = new StringBuilder();
        for (char c : "Why did the chicken cross the road?".toCharArray()) r13.append(rot.getOrDefault(c, c));
        System.out.println("rot13: " + r13);
        // xor cipher with hex output
        byte[] key = "k3y".getBytes();
        byte[] data = "Attack at dawn".getBytes();
        StringBuilder hex = new StringBuilder();
        for (int i = 0; i < data.length; i++) hex.append(String.format("%02x", data[i] ^ key[i % key.length]));
        System.out.println("xor hex: " + hex);
        byte[] back = new byte[data.length];
        for (int i = 0; i < data.length; i++) back[i] = (byte) (Integer.parseInt(hex.substring(2 * i, 2 * i + 2), 16) ^ key[i % key.length]);
        System.out.println("xor back: " + new String(back));
        System.out.println("digit(f,16)=" + Character.digit('f', 16) + " forDigit(11,16)=" + Character.forDigit(11, 16)
            + " isLetterOrDigit(_)=" + Character.isLetterOrDigit('_') + " toChars(0x1F600).length=" + Character.toChars(0x1F600).length
            + " charCount=" + Character.charCount(0x1F600) + " name? " + Character.isSurrogate("\uD83D\uDE00".charAt(0)));
    }
}
