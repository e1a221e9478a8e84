package subjects;

import java.util.ArrayList;
import java.util.List;

/** Registers users; invalid input is rejected with IllegalArgumentException messages. */
public class UserRegistration {

    private final List<String> usernames = new ArrayList<>();
    private final int minimumAge;

    public UserRegistration(int minimumAge) {
        if (minimumAge < 0 || minimumAge > 120) {
            throw new IllegalArgumentException("minimumAge out of range: " + minimumAge);
        }
        this.minimumAge = minimumAge;
    }

    public String register(String username, int age, String email) {
        if (username == null || username.length() < 3) {
            throw new IllegalArgumentException("username too short");
        }
        if (username.length() > 16) {
            throw new IllegalArgumentException("username too long");
        }
        if (!Character.isLetter(username.charAt(0))) {
            throw new IllegalArgumentException("username must start with a letter");
        }
        for (char c : username.toCharArray()) {
            if (!Character.isLetterOrDigit(c) && c != '_') {
                throw new IllegalArgumentException("illegal character '" + c + "'");
            }
        }
        if (usernames.contains(username.toLowerCase())) {
            throw new IllegalArgumentException("username taken");
        }
        if (age < minimumAge) {
            throw new IllegalArgumentException("too young");
        }
        if (!MailMessage.isValidAddress(email)) {
            throw new IllegalArgumentException("invalid email");
        }
        usernames.add(username.toLowerCase());
        return "user#" + usernames.size();
    }

    /** Same check as register, reported as a boolean instead of an exception. */
    public boolean tryRegister(String username, int age, String email) {
        try {
            register(username, age, email);
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    public int count() {
        return usernames.size();
    }
}
