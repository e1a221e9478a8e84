package org.junit.rules;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.junit.runner.Description;
import org.junit.runners.model.Statement;

/** Rules applied in a fixed order: the first is the outermost. */
public class RuleChain implements TestRule {
    private static final RuleChain EMPTY = new RuleChain(Collections.<TestRule>emptyList());

    private final List<TestRule> rules;

    private RuleChain(List<TestRule> rules) {
        this.rules = rules;
    }

    public static RuleChain emptyRuleChain() {
        return EMPTY;
    }

    public static RuleChain outerRule(TestRule outer) {
        return emptyRuleChain().around(outer);
    }

    public RuleChain around(TestRule enclosed) {
        if (enclosed == null) {
            throw new NullPointerException("The enclosed rule must not be null");
        }
        List<TestRule> next = new ArrayList<TestRule>(rules);
        next.add(enclosed);
        return new RuleChain(next);
    }

    public Statement apply(Statement base, Description description) {
        Statement s = base;
        for (int i = rules.size() - 1; i >= 0; i--) {
            s = rules.get(i).apply(s, description);
        }
        return s;
    }
}
