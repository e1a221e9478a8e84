package javax.lang.model;

/** Java language versions, and the identifier and keyword rules of each. */
public enum SourceVersion {
    RELEASE_0,
    RELEASE_1,
    RELEASE_2,
    RELEASE_3,
    RELEASE_4,
    RELEASE_5,
    RELEASE_6,
    RELEASE_7,
    RELEASE_8,
    RELEASE_9,
    RELEASE_10,
    RELEASE_11,
    RELEASE_12,
    RELEASE_13,
    RELEASE_14,
    RELEASE_15,
    RELEASE_16,
    RELEASE_17;

    public static SourceVersion latest() {
        return RELEASE_17;
    }

    /** The runtime is Java 17. */
    public static SourceVersion latestSupported() {
        return RELEASE_17;
    }

    public static boolean isIdentifier(CharSequence name) {
        String id = name.toString();
        if (id.length() == 0) {
            return false;
        }
        int cp = id.codePointAt(0);
        if (!Character.isJavaIdentifierStart(cp)) {
            return false;
        }
        for (int i = Character.charCount(cp); i < id.length(); i += Character.charCount(cp)) {
            cp = id.codePointAt(i);
            if (!Character.isJavaIdentifierPart(cp)) {
                return false;
            }
        }
        return true;
    }

    public static boolean isName(CharSequence name) {
        return isName(name, latest());
    }

    /** A qualified name: dot-separated identifiers, none of them a keyword of that version. */
    public static boolean isName(CharSequence name, SourceVersion version) {
        String id = name.toString();
        int start = 0;
        for (;;) {
            int dot = id.indexOf('.', start);
            String part = dot < 0 ? id.substring(start) : id.substring(start, dot);
            if (!isIdentifier(part) || isKeyword(part, version)) {
                return false;
            }
            if (dot < 0) {
                return true;
            }
            start = dot + 1;
        }
    }

    public static boolean isKeyword(CharSequence s) {
        return isKeyword(s, latest());
    }

    /** Keywords and the literals true, false and null; restricted identifiers (var, record, ...) are not. */
    public static boolean isKeyword(CharSequence s, SourceVersion version) {
        String id = s.toString();
        switch (id) {
            case "strictfp":
                return version.compareTo(RELEASE_2) >= 0;
            case "assert":
                return version.compareTo(RELEASE_4) >= 0;
            case "enum":
                return version.compareTo(RELEASE_5) >= 0;
            case "_":
                return version.compareTo(RELEASE_9) >= 0;
            case "abstract": case "continue": case "for": case "new": case "switch":
            case "default": case "if": case "package": case "synchronized":
            case "boolean": case "do": case "goto": case "private": case "this":
            case "break": case "double": case "implements": case "protected": case "throw":
            case "byte": case "else": case "import": case "public": case "throws":
            case "case": case "instanceof": case "return": case "transient":
            case "catch": case "extends": case "int": case "short": case "try":
            case "char": case "final": case "interface": case "static": case "void":
            case "class": case "finally": case "long": case "volatile":
            case "const": case "float": case "native": case "super": case "while":
            case "true": case "false": case "null":
                return true;
            default:
                return false;
        }
    }
}
