package org.junit.jupiter.api;

import java.lang.reflect.Method;
import java.util.Optional;
import java.util.Set;

/** What a test knows about itself. */
public interface TestInfo {
    String getDisplayName();

    Set<String> getTags();

    Optional<Class<?>> getTestClass();

    Optional<Method> getTestMethod();
}
