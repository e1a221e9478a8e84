package jdk.internal.terrarium;

import java.sql.SQLException;

/** The quoting rules of {@code java.sql.Statement}'s default methods. */
public final class SqlText {
    private SqlText() {
    }

    public static String enquoteLiteral(String val) {
        return "'" + val.replace("'", "''") + "'";
    }

    private static boolean asciiLetter(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }

    private static boolean simple(String s) {
        if (s.isEmpty() || !asciiLetter(s.charAt(0))) {
            return false;
        }
        for (int i = 1; i < s.length(); i++) {
            char c = s.charAt(i);
            if (!asciiLetter(c) && !(c >= '0' && c <= '9') && c != '_') {
                return false;
            }
        }
        return true;
    }

    public static boolean isSimpleIdentifier(String identifier) {
        int len = identifier.length();
        return len >= 1 && len <= 128 && simple(identifier);
    }

    public static String enquoteIdentifier(String identifier, boolean alwaysQuote) throws SQLException {
        int len = identifier.length();
        if (len < 1 || len > 128) {
            throw new SQLException("Invalid name");
        }
        if (simple(identifier)) {
            return alwaysQuote ? "\"" + identifier + "\"" : identifier;
        }
        String inner = identifier;
        if (len > 2 && identifier.charAt(0) == '"' && identifier.charAt(len - 1) == '"') {
            inner = identifier.substring(1, len - 1);
        }
        if (inner.isEmpty()) {
            throw new SQLException("Invalid name");
        }
        for (int i = 0; i < inner.length(); i++) {
            char c = inner.charAt(i);
            if (c == '"' || c == '\u0000') {
                throw new SQLException("Invalid name");
            }
        }
        return "\"" + inner + "\"";
    }
}
