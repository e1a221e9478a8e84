/*
 * Prints one digest per Character property over every code point 0..0x10FFFF (and a few invalid
 * ones), so that HotSpot 17 and Terrarium can be compared line by line:
 *
 *   javac -d /tmp/cc jdk-shims/tools/CheckCharacter.java
 *   java -cp /tmp/cc CheckCharacter > /tmp/hotspot.txt
 *   terrarium run --jdk-classes CLASSES --cp /tmp/cc CheckCharacter > /tmp/terrarium.txt
 *   diff /tmp/hotspot.txt /tmp/terrarium.txt
 *
 * With arguments, only the named properties are checked (e.g. "getType getName"); a mismatch
 * can then be located with "first HEX LAST PROPERTY", which prints that property per code point.
 */
public class CheckCharacter {
    static final int[] EXTRA = {-1, -0x10000, 0x110000, 0x7FFFFFFF, 0x80000000};
    static final String[] PROPS = {
        "getType", "isLetter", "isDigit", "isLetterOrDigit", "isLowerCase", "isUpperCase", "isTitleCase",
        "isDefined", "isAlphabetic", "isIdeographic", "isWhitespace", "isSpaceChar", "isISOControl",
        "isJavaIdentifierStart", "isJavaIdentifierPart", "isUnicodeIdentifierStart",
        "isUnicodeIdentifierPart", "isIdentifierIgnorable", "isMirrored", "getDirectionality",
        "toUpperCase", "toLowerCase", "toTitleCase", "toUpperCase(char)", "toLowerCase(char)",
        "toTitleCase(char)", "digit", "getNumericValue", "UnicodeBlock.of", "UnicodeScript.of",
        "getName", "codePointOf", "blockForName", "scriptForName", "String.toUpperCase",
        "String.toLowerCase",
    };

    public static void main(String[] args) {
        if (args.length == 4 && args[0].equals("first")) {
            int from = Integer.parseInt(args[1], 16);
            int to = Integer.parseInt(args[2], 16);
            for (int cp = from; cp <= to; cp++) {
                System.out.println(Integer.toHexString(cp) + " " + value(args[3], cp));
            }
            return;
        }
        String[] props = args.length > 0 ? args : PROPS;
        for (String p : props) {
            long h = 0xcbf29ce484222325L;
            if (p.equals("codePointOf")) {
                h = codePointOf(h);
            } else if (p.equals("blockForName")) {
                h = blockForName(h);
            } else if (p.equals("scriptForName")) {
                h = scriptForName(h);
            } else {
                for (int cp = 0; cp <= Character.MAX_CODE_POINT; cp++) {
                    h = mix(h, value(p, cp));
                }
                for (int cp : EXTRA) {
                    h = mix(h, value(p, cp));
                }
            }
            System.out.println(p + " " + Long.toHexString(h));
        }
    }

    static long mix(long h, String s) {
        for (int i = 0; i < s.length(); i++) {
            h = (h ^ s.charAt(i)) * 0x100000001b3L;
        }
        return (h ^ '|') * 0x100000001b3L;
    }

    static String value(String p, int cp) {
        try {
            return valueOrThrow(p, cp);
        } catch (RuntimeException e) {
            return e.toString();
        }
    }

    static String valueOrThrow(String p, int cp) {
        char c = (char) cp;
        switch (p) {
            case "getType": return String.valueOf(Character.getType(cp)) + Character.getType(c);
            case "isLetter": return "" + Character.isLetter(cp) + Character.isLetter(c);
            case "isDigit": return "" + Character.isDigit(cp) + Character.isDigit(c);
            case "isLetterOrDigit": return "" + Character.isLetterOrDigit(cp) + Character.isLetterOrDigit(c);
            case "isLowerCase": return "" + Character.isLowerCase(cp) + Character.isLowerCase(c);
            case "isUpperCase": return "" + Character.isUpperCase(cp) + Character.isUpperCase(c);
            case "isTitleCase": return "" + Character.isTitleCase(cp) + Character.isTitleCase(c);
            case "isDefined": return "" + Character.isDefined(cp) + Character.isDefined(c);
            case "isAlphabetic": return "" + Character.isAlphabetic(cp);
            case "isIdeographic": return "" + Character.isIdeographic(cp);
            case "isWhitespace": return "" + Character.isWhitespace(cp) + Character.isWhitespace(c);
            case "isSpaceChar": return "" + Character.isSpaceChar(cp) + Character.isSpaceChar(c);
            case "isISOControl": return "" + Character.isISOControl(cp) + Character.isISOControl(c);
            case "isJavaIdentifierStart":
                return "" + Character.isJavaIdentifierStart(cp) + Character.isJavaIdentifierStart(c);
            case "isJavaIdentifierPart":
                return "" + Character.isJavaIdentifierPart(cp) + Character.isJavaIdentifierPart(c);
            case "isUnicodeIdentifierStart":
                return "" + Character.isUnicodeIdentifierStart(cp) + Character.isUnicodeIdentifierStart(c);
            case "isUnicodeIdentifierPart":
                return "" + Character.isUnicodeIdentifierPart(cp) + Character.isUnicodeIdentifierPart(c);
            case "isIdentifierIgnorable":
                return "" + Character.isIdentifierIgnorable(cp) + Character.isIdentifierIgnorable(c);
            case "isMirrored": return "" + Character.isMirrored(cp) + Character.isMirrored(c);
            case "getDirectionality": return "" + Character.getDirectionality(cp) + Character.getDirectionality(c);
            case "toUpperCase": return Integer.toHexString(Character.toUpperCase(cp));
            case "toLowerCase": return Integer.toHexString(Character.toLowerCase(cp));
            case "toTitleCase": return Integer.toHexString(Character.toTitleCase(cp));
            case "toUpperCase(char)": return Integer.toHexString(Character.toUpperCase(c));
            case "toLowerCase(char)": return Integer.toHexString(Character.toLowerCase(c));
            case "toTitleCase(char)": return Integer.toHexString(Character.toTitleCase(c));
            case "digit": {
                StringBuilder sb = new StringBuilder();
                for (int radix : new int[] {-1, 1, 2, 8, 10, 16, 36, 37}) {
                    sb.append(Character.digit(cp, radix)).append(',').append(Character.digit(c, radix)).append(',');
                }
                return sb.toString();
            }
            case "getNumericValue": return Character.getNumericValue(cp) + "," + Character.getNumericValue(c);
            case "UnicodeBlock.of": return String.valueOf(Character.UnicodeBlock.of(cp));
            case "UnicodeScript.of": return String.valueOf(Character.UnicodeScript.of(cp));
            case "getName": return String.valueOf(Character.getName(cp));
            case "String.toUpperCase": return new String(Character.toChars(cp)).toUpperCase();
            case "String.toLowerCase": return new String(Character.toChars(cp)).toLowerCase();
            default: throw new IllegalArgumentException("unknown property " + p);
        }
    }

    /** codePointOf of every name getName gives, in three spellings, and of some non-names. */
    static long codePointOf(long h) {
        for (int cp = 0; cp <= Character.MAX_CODE_POINT; cp++) {
            String name = Character.getName(cp);
            if (name == null) {
                continue;
            }
            h = mix(h, cpOf(name));
            if ((cp & 0xF) == 0) {
                h = mix(h, cpOf(name.toLowerCase()));
                h = mix(h, cpOf(name.replace(' ', '_')));
            }
        }
        for (String s : new String[] {"", "LATIN", "NOT A NAME", "CJK UNIFIED IDEOGRAPH-4E00",
                "CJK UNIFIED IDEOGRAPHS 4E00", "HANGUL SYLLABLE GA", "HANGUL SYLLABLES AC00",
                "CJK UNIFIED IDEOGRAPHS 4e00", "UNASSIGNED 0378", "PRIVATE USE AREA E000",
                "HIGH SURROGATES D800", "latin small letter a ", " LATIN SMALL LETTER A",
                "LATIN SMALL LETTER A", "CJK UNIFIED IDEOGRAPHS 2FFFF", "TANGUT 17000",
                "CJK UNIFIED IDEOGRAPHS 110000", "BASIC LATIN 41"}) {
            h = mix(h, cpOf(s));
        }
        return h;
    }

    static String cpOf(String name) {
        try {
            return Integer.toHexString(Character.codePointOf(name));
        } catch (RuntimeException e) {
            return e.toString();
        }
    }

    static long blockForName(long h) {
        java.util.List<String> names = new java.util.ArrayList<>();
        for (int cp = 0; cp <= Character.MAX_CODE_POINT; cp++) {
            Character.UnicodeBlock b = Character.UnicodeBlock.of(cp);
            if (b != null && !names.contains(b.toString())) {
                names.add(b.toString());
            }
        }
        for (String n : names.toArray(new String[0])) {
            names.add(n.replace('_', ' '));
            names.add(n.replace("_", ""));
            names.add(n.toLowerCase());
            names.add(n.replace('_', '-'));
        }
        names.add("Greek and Coptic");
        names.add("Latin-1 Supplement");
        names.add("Combining Marks for Symbols");
        names.add("Cyrillic Supplement");
        names.add("nope");
        for (String n : names) {
            try {
                h = mix(h, n + "=" + Character.UnicodeBlock.forName(n));
            } catch (RuntimeException e) {
                h = mix(h, n + "=" + e);
            }
        }
        return h;
    }

    static long scriptForName(long h) {
        java.util.List<String> names = new java.util.ArrayList<>();
        for (Character.UnicodeScript s : Character.UnicodeScript.values()) {
            String n = s.name();
            names.add(n);
            names.add(n.toLowerCase());
            names.add(n.length() >= 4 ? n.charAt(0) + n.substring(1, 4).toLowerCase() : n);
        }
        names.add("Zyyy");
        names.add("Zinh");
        names.add("Qaai");
        names.add("Zzzz");
        names.add("Hrkt");
        names.add("nope");
        for (String n : names) {
            try {
                h = mix(h, n + "=" + Character.UnicodeScript.forName(n));
            } catch (RuntimeException e) {
                h = mix(h, n + "=" + e);
            }
        }
        return h;
    }
}
