package subjects;

/** Converts between integers 1..3999 and Roman numerals. */
public class RomanNumerals {

    private static final int[] VALUES = {1000, 900, 500, 400, 100, 90, 50, 40, 10, 9, 5, 4, 1};
    private static final String[] SYMBOLS = {"M", "CM", "D", "CD", "C", "XC", "L", "XL", "X", "IX", "V", "IV", "I"};

    public static String toRoman(int number) {
        if (number < 1 || number > 3999) {
            throw new IllegalArgumentException("out of range: " + number);
        }
        StringBuilder sb = new StringBuilder();
        int rest = number;
        for (int i = 0; i < VALUES.length; i++) {
            while (rest >= VALUES[i]) {
                sb.append(SYMBOLS[i]);
                rest -= VALUES[i];
            }
        }
        return sb.toString();
    }

    public static int fromRoman(String roman) {
        if (roman == null || roman.isEmpty()) {
            throw new IllegalArgumentException("empty numeral");
        }
        int total = 0;
        int previous = 0;
        for (int i = roman.length() - 1; i >= 0; i--) {
            int value = valueOf(roman.charAt(i));
            if (value < previous) {
                total -= value;
            } else {
                total += value;
                previous = value;
            }
        }
        if (!toRoman(total).equals(roman)) {
            throw new IllegalArgumentException("non-canonical numeral: " + roman);
        }
        return total;
    }

    private static int valueOf(char symbol) {
        switch (symbol) {
            case 'I':
                return 1;
            case 'V':
                return 5;
            case 'X':
                return 10;
            case 'L':
                return 50;
            case 'C':
                return 100;
            case 'D':
                return 500;
            case 'M':
                return 1000;
            default:
                throw new IllegalArgumentException("bad symbol: " + symbol);
        }
    }

    public static boolean isValid(String roman) {
        try {
            fromRoman(roman);
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }
}
