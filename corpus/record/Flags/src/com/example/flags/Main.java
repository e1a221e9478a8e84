package com.example.flags;

import java.util.Map;
import java.util.TreeMap;

public class Main {
    static class MemStore implements FlagStore {
        final Map<String, String> rules = new TreeMap<>();
        long version = 1;
        public String ruleOf(String flag) { return rules.get(flag); }
        public Map<String, String> all() { return new TreeMap<>(rules); }
        public long version() { return version; }
        void set(String flag, String rule) { rules.put(flag, rule); version++; }
    }

    public static void main(String[] args) {
        MemStore store = new MemStore();
        store.set("dark-mode", "on");
        store.set("new-checkout", "percent:30");
        store.set("beta-search", "users:ann,bob");
        store.set("broken", "percent:abc");
        FlagService flags = new FlagService(store, new RuleParser());

        for (String user : new String[] {"ann", "bob", "cy", "dee"}) {
            System.out.println(user + ": dark=" + flags.isEnabled("dark-mode", user)
                    + " checkout=" + flags.isEnabled("new-checkout", user)
                    + " search=" + flags.isEnabled("beta-search", user)
                    + " broken=" + flags.isEnabled("broken", user)
                    + " missing=" + flags.isEnabled("missing", user));
        }
        System.out.println("anonymous search: " + flags.isEnabled("beta-search"));
        store.set("dark-mode", "off");
        System.out.println("dark after change: " + flags.isEnabled("dark-mode", "ann"));
        store.set("weird", "sometimes");
        store.set("too-many", "percent:250");
        store.set("nobody", "users:");
        store.set("geo", "country:NO");
        System.out.println(flags.describeAll());
        System.out.println("bad rules seen: " + flags.badRules());
    }
}
