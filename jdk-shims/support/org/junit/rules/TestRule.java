package org.junit.rules;

import org.junit.runner.Description;
import org.junit.runners.model.Statement;

/** Wraps the statement that runs a test (or, as a class rule, a class). */
public interface TestRule {
    Statement apply(Statement base, Description description);
}
