package java.text;

import jdk.internal.terrarium.Collation;

/**
 * The JDK's default collation rules (English and the root locale), from tables generated from
 * the JDK itself (jdk.internal.terrarium.Collation). Other rules are not supported.
 */
public class RuleBasedCollator extends Collator {
    private final String rules;

    public RuleBasedCollator(String rules) throws ParseException {
        if (rules == null) {
            throw new NullPointerException();
        }
        if (!rules.equals(Collation.rules())) {
            throw new UnsupportedOperationException("collation rules other than the default are not provided by Terrarium's class library");
        }
        this.rules = rules;
    }

    private RuleBasedCollator() {
        this.rules = Collation.rules();
    }

    static RuleBasedCollator defaultRules() {
        return new RuleBasedCollator();
    }

    public String getRules() {
        return rules;
    }

    public synchronized int compare(String source, String target) {
        if (source == null || target == null) {
            throw new NullPointerException();
        }
        return Collation.compare(source, target, getStrength(), getDecomposition());
    }

    public synchronized CollationKey getCollationKey(String source) {
        if (source == null) {
            return null;
        }
        return new RuleBasedCollationKey(source, Collation.key(source, getStrength(), getDecomposition()));
    }

    public Object clone() {
        return super.clone();
    }

    public boolean equals(Object obj) {
        if (obj == null || !super.equals(obj)) {
            return false;
        }
        return rules.equals(((RuleBasedCollator) obj).rules);
    }

    public int hashCode() {
        return rules.hashCode();
    }
}
