package com.example.flags;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;

public class FlagService {
    private final FlagStore store;
    private final RuleParser parser;
    private final Map<String, Rule> cache = new LinkedHashMap<>();
    private long cachedVersion = -1;
    private int badRules;

    public FlagService(FlagStore store, RuleParser parser) {
        this.store = store;
        this.parser = parser;
    }

    public boolean isEnabled(String flag, String userId) {
        Rule rule = rule(flag);
        return rule != null && rule.enabledFor(userId);
    }

    public boolean isEnabled(String flag) {
        return isEnabled(flag, null);
    }

    /** Each defined flag with what its rule means (invalid rules shown as such). */
    public Map<String, String> describeAll() {
        Map<String, String> out = new TreeMap<>();
        for (Map.Entry<String, String> e : store.all().entrySet()) {
            try {
                out.put(e.getKey(), parser.parse(e.getValue()).describe());
            } catch (RuleSyntaxException ex) {
                out.put(e.getKey(), "INVALID (" + ex.getMessage() + ")");
            }
        }
        return out;
    }

    public int badRules() {
        return badRules;
    }

    private Rule rule(String flag) {
        long v = store.version();
        if (v != cachedVersion) {
            cache.clear();
            cachedVersion = v;
        }
        if (cache.containsKey(flag)) {
            return cache.get(flag);
        }
        String text = store.ruleOf(flag);
        Rule rule = null;
        if (text != null) {
            try {
                rule = parser.parse(text);
            } catch (RuleSyntaxException e) {
                badRules++;
                rule = Rules.OFF;
            }
        }
        cache.put(flag, rule);
        return rule;
    }
}
