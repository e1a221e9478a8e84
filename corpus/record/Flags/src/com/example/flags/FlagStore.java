package com.example.flags;

import java.util.Map;

public interface FlagStore {
    /** The rule text of a flag, or null when the flag is not defined. */
    String ruleOf(String flag);
    Map<String, String> all();
    long version();
}
