package org.junit.rules;

import org.junit.runners.model.FrameworkMethod;
import org.junit.runners.model.Statement;

/** Wraps the statement that runs a test method on its instance. */
public interface MethodRule {
    Statement apply(Statement base, FrameworkMethod method, Object target);
}
