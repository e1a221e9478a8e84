package subjects;

import java.util.Map;
import java.util.TreeMap;

/** Word, sentence and frequency statistics over a text. */
public class TextStatistics {

    private final String text;
    private final String[] words;

    public TextStatistics(String text) {
        this.text = text == null ? "" : text;
        String trimmed = this.text.trim();
        this.words = trimmed.isEmpty() ? new String[0] : trimmed.split("[^\\p{L}\\p{N}']+");
    }

    public int wordCount() {
        int n = 0;
        for (String w : words) {
            if (!w.isEmpty()) {
                n++;
            }
        }
        return n;
    }

    public int sentenceCount() {
        int n = 0;
        boolean inSentence = false;
        for (char c : text.toCharArray()) {
            if (c == '.' || c == '!' || c == '?') {
                if (inSentence) {
                    n++;
                }
                inSentence = false;
            } else if (!Character.isWhitespace(c)) {
                inSentence = true;
            }
        }
        return inSentence ? n + 1 : n;
    }

    public String longestWord() {
        String best = "";
        for (String w : words) {
            if (w.length() > best.length() || (w.length() == best.length() && w.compareTo(best) < 0)) {
                best = w;
            }
        }
        return best;
    }

    /** Most frequent lower-cased word; ties broken alphabetically; null for empty text. */
    public String mostFrequentWord() {
        Map<String, Integer> freq = new TreeMap<>();
        for (String w : words) {
            if (!w.isEmpty()) {
                freq.merge(w.toLowerCase(), 1, Integer::sum);
            }
        }
        String best = null;
        int bestCount = 0;
        for (Map.Entry<String, Integer> e : freq.entrySet()) {
            if (e.getValue() > bestCount) {
                best = e.getKey();
                bestCount = e.getValue();
            }
        }
        return best;
    }

    public String readability() {
        int w = wordCount();
        int s = sentenceCount();
        if (w == 0) {
            return "EMPTY";
        }
        double perSentence = (double) w / Math.max(1, s);
        if (perSentence > 25) {
            return "HARD";
        } else if (perSentence > 12) {
            return "MEDIUM";
        }
        return "EASY";
    }

    public boolean isPalindrome() {
        String letters = text.toLowerCase().replaceAll("[^a-z0-9]", "");
        if (letters.isEmpty()) {
            return false;
        }
        return new StringBuilder(letters).reverse().toString().equals(letters);
    }
}
