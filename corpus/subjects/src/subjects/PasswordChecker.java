package subjects;

import java.util.Scanner;

/** Reads a user name and password from standard input and validates them. */
public class PasswordChecker {

    private final String expectedUser;
    private final String expectedPassword;
    private int failedAttempts;

    public PasswordChecker(String expectedUser, String expectedPassword) {
        this.expectedUser = expectedUser;
        this.expectedPassword = expectedPassword;
    }

    public String login() {
        Scanner scanner = new Scanner(System.in);
        if (!scanner.hasNextLine()) {
            return "NO_USER";
        }
        String user = scanner.nextLine().trim();
        if (!scanner.hasNextLine()) {
            return "NO_PASSWORD";
        }
        String password = scanner.nextLine();
        if (failedAttempts >= 3) {
            return "LOCKED";
        }
        if (!user.equals(expectedUser)) {
            failedAttempts++;
            return "UNKNOWN_USER";
        }
        if (!password.equals(expectedPassword)) {
            failedAttempts++;
            return "WRONG_PASSWORD";
        }
        failedAttempts = 0;
        return "WELCOME " + user;
    }

    public int getFailedAttempts() {
        return failedAttempts;
    }

    /** Static strength check used before accepting a new password. */
    public static String strength(String password) {
        if (password == null || password.length() < 8) {
            return "WEAK";
        }
        boolean digit = false;
        boolean upper = false;
        boolean symbol = false;
        for (char c : password.toCharArray()) {
            if (Character.isDigit(c)) {
                digit = true;
            } else if (Character.isUpperCase(c)) {
                upper = true;
            } else if (!Character.isLetter(c)) {
                symbol = true;
            }
        }
        if (digit && upper && symbol) {
            return "STRONG";
        }
        return (digit || upper) ? "MEDIUM" : "WEAK";
    }
}
