package subjects;

/** Character classification with many small branches. */
public class CharClassifier {

    public static String classify(char c) {
        if (c >= 'a' && c <= 'z') {
            return isVowel(c) ? "LOWER_VOWEL" : "LOWER_CONSONANT";
        }
        if (c >= 'A' && c <= 'Z') {
            return isVowel(Character.toLowerCase(c)) ? "UPPER_VOWEL" : "UPPER_CONSONANT";
        }
        if (c >= '0' && c <= '9') {
            return (c - '0') % 2 == 0 ? "EVEN_DIGIT" : "ODD_DIGIT";
        }
        switch (c) {
            case ' ':
            case '\t':
                return "BLANK";
            case '\n':
            case '\r':
                return "NEWLINE";
            case '(':
            case ')':
            case '[':
            case ']':
                return "BRACKET";
            default:
                break;
        }
        if (c > 127) {
            return "NON_ASCII";
        }
        if (c < 32) {
            return "CONTROL";
        }
        return "PUNCTUATION";
    }

    private static boolean isVowel(char c) {
        return "aeiou".indexOf(c) >= 0;
    }

    public int[] countKinds(String text) {
        int[] counts = new int[3];
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isLetter(c)) {
                counts[0]++;
            } else if (Character.isDigit(c)) {
                counts[1]++;
            } else {
                counts[2]++;
            }
        }
        return counts;
    }

    public static boolean isHexDigit(char c) {
        return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
    }
}
