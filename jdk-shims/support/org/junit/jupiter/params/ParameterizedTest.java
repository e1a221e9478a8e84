package org.junit.jupiter.params;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** A test run once per set of arguments from its sources. */
@Target({ElementType.ANNOTATION_TYPE, ElementType.METHOD})
@Retention(RetentionPolicy.RUNTIME)
@Documented
public @interface ParameterizedTest {
    String DISPLAY_NAME_PLACEHOLDER = "{displayName}";
    String INDEX_PLACEHOLDER = "{index}";
    String ARGUMENTS_PLACEHOLDER = "{arguments}";
    String ARGUMENTS_WITH_NAMES_PLACEHOLDER = "{argumentsWithNames}";
    String DEFAULT_DISPLAY_NAME = "[{index}] {argumentsWithNames}";

    String name() default DEFAULT_DISPLAY_NAME;

    boolean autoCloseArguments() default true;
}
