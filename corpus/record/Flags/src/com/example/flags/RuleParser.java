package com.example.flags;

import java.util.Arrays;
import java.util.HashSet;

/** Parses rules: "on", "off", "percent:25", "users:ann,bob". */
public class RuleParser {
    public Rule parse(String text) throws RuleSyntaxException {
        if (text == null) {
            throw new RuleSyntaxException("no rule");
        }
        String t = text.trim();
        if (t.equalsIgnoreCase("on")) return Rules.ON;
        if (t.equalsIgnoreCase("off")) return Rules.OFF;
        int colon = t.indexOf(':');
        if (colon < 0) {
            throw new RuleSyntaxException("unknown rule: " + t);
        }
        String kind = t.substring(0, colon);
        String arg = t.substring(colon + 1);
        switch (kind) {
            case "percent":
                int p;
                try {
                    p = Integer.parseInt(arg);
                } catch (NumberFormatException e) {
                    throw new RuleSyntaxException("not a number: " + arg);
                }
                if (p < 0 || p > 100) {
                    throw new RuleSyntaxException("percent out of range: " + p);
                }
                return new Rules.Percentage(p);
            case "users":
                if (arg.isEmpty()) {
                    throw new RuleSyntaxException("empty user list");
                }
                return new Rules.Allowlist(new HashSet<>(Arrays.asList(arg.split(","))));
            default:
                throw new RuleSyntaxException("unknown rule kind: " + kind);
        }
    }
}
