package com.example.flags;

import java.util.Set;
import java.util.TreeSet;

/** The rule kinds a flag can have. */
public final class Rules {
    private Rules() {}

    public static final Rule ON = new Constant(true);
    public static final Rule OFF = new Constant(false);

    static final class Constant implements Rule {
        private final boolean value;
        Constant(boolean value) { this.value = value; }
        public boolean enabledFor(String userId) { return value; }
        public String describe() { return value ? "on" : "off"; }
    }

    public static class Percentage implements Rule {
        private final int percent;

        public Percentage(int percent) {
            this.percent = percent;
        }

        public int getPercent() { return percent; }

        public boolean enabledFor(String userId) {
            return bucket(userId) < percent;
        }

        public String describe() { return percent + "% of users"; }
    }

    public static class Allowlist implements Rule {
        private final Set<String> users;

        public Allowlist(Set<String> users) {
            this.users = new TreeSet<>(users);
        }

        public boolean enabledFor(String userId) {
            return userId != null && users.contains(userId);
        }

        public String describe() { return "users " + users; }
    }

    /** A stable bucket 0..99 for a user id. */
    public static int bucket(String userId) {
        if (userId == null) {
            return 99;
        }
        int h = 7;
        for (int i = 0; i < userId.length(); i++) {
            h = h * 31 + userId.charAt(i);
        }
        return Math.floorMod(h, 100);
    }
}
