public class CharacterMethods {
    public static void main(String[] args) {
        char[] cs = {'a', 'Z', '5', ' ', '\t', '\n', '_', '$', 'é', 'Ω', '中', '٣', '\u2003', '\u00a0', '!', '\0'};
        for (char c : cs) {
            System.out.println("U+" + Integer.toHexString(c) + " letter=" + Character.isLetter(c) + " digit=" + Character.isDigit(c) + " letterOrDigit=" + Character.isLetterOrDigit(c)
                + " alpha=" + Character.isAlphabetic(c) + " upper=" + Character.isUpperCase(c) + " lower=" + Character.isLowerCase(c) + " ws=" + Character.isWhitespace(c)
                + " space=" + Character.isSpaceChar(c) + " javaStart=" + Character.isJavaIdentifierStart(c) + " javaPart=" + Character.isJavaIdentifierPart(c)
                + " toUpper=" + (int) Character.toUpperCase(c) + " toLower=" + (int) Character.toLowerCase(c) + " type=" + Character.getType(c) + " numeric=" + Character.getNumericValue(c));
        }
        System.out.println("digit " + Character.digit('7', 10) + " " + Character.digit('f', 16) + " " + Character.digit('F', 16) + " " + Character.digit('z', 36) + " " + Character.digit('g', 16) + " " + Character.digit('٣', 10));
        System.out.println("forDigit " + Character.forDigit(11, 16) + " " + Character.forDigit(5, 10) + " " + (int) Character.forDigit(10, 10) + " " + Character.forDigit(35, 36));
        System.out.println("valueOf cache " + (Character.valueOf('a') == Character.valueOf('a')) + " " + Character.valueOf('x').charValue());
        System.out.println("compare " + Character.compare('a', 'b') + " " + Character.valueOf('z').compareTo('a') + " hash " + Character.hashCode('A') + " " + Character.valueOf('A').hashCode());
        System.out.println("toString " + Character.toString('q') + " " + Character.toString(0x1F600) + " " + Character.valueOf('w'));
        System.out.println("surrogates " + Character.isHighSurrogate('\uD83D') + " " + Character.isLowSurrogate('\uDE00') + " " + Character.isSurrogate('a') + " toCodePoint " + Character.toCodePoint('\uD83D', '\uDE00'));
        System.out.println("charCount " + Character.charCount(0x1F600) + " " + Character.charCount('a') + " isSupplementary " + Character.isSupplementaryCodePoint(0x1F600) + " isBmp " + Character.isBmpCodePoint(0xFFFF) + " valid " + Character.isValidCodePoint(0x110000));
        char[] pair = Character.toChars(0x1F600);
        System.out.println("toChars len " + pair.length + " " + Integer.toHexString(pair[0]) + " " + Integer.toHexString(pair[1]));
        System.out.println("highSurrogate " + Integer.toHexString(Character.highSurrogate(0x1F600)) + " low " + Integer.toHexString(Character.lowSurrogate(0x1F600)));
        System.out.println("constants " + (int) Character.MIN_VALUE + " " + (int) Character.MAX_VALUE + " " + Character.MAX_RADIX + " " + Character.MIN_RADIX + " " + Character.SIZE + " " + Character.BYTES + " " + Character.MAX_CODE_POINT);
        System.out.println("reverseBytes " + Integer.toHexString(Character.reverseBytes('\u1234')));
        System.out.println("codepoint props " + Character.isLetter(0x1F600) + " " + Character.isUpperCase(0x1D400) + " " + Character.toUpperCase(0x10428) + " " + Character.isDigit(0x1D7CE));
        System.out.println("title " + Character.isTitleCase('ǅ') + " " + (int) Character.toTitleCase('ǆ'));
        int upper = 0, lower = 0, digits = 0, other = 0;
        String text = "Hello World 123! Ünïcödé ΑΒΓ αβγ 四五六";
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isUpperCase(c)) upper++;
            else if (Character.isLowerCase(c)) lower++;
            else if (Character.isDigit(c)) digits++;
            else other++;
        }
        System.out.println("counts upper=" + upper + " lower=" + lower + " digits=" + digits + " other=" + other);
        StringBuilder swapped = new StringBuilder();
        for (char c : text.toCharArray()) swapped.append(Character.isUpperCase(c) ? Character.toLowerCase(c) : Character.toUpperCase(c));
        System.out.println("swapcase " + swapped);
        System.out.println("isISOControl " + Character.isISOControl('\n') + " " + Character.isISOControl('a') + " isDefined " + Character.isDefined('a') + " " + Character.isDefined(0x0378));
    }
}
