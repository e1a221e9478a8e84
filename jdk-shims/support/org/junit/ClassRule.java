package org.junit;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a public field (or a method returning) a {@link org.junit.rules.TestRule}
 * static, applied around the whole class.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.METHOD})
public @interface ClassRule {
    int ORDER_DEFAULT = -1;

    /** Rules with a higher value are inner. */
    int order() default ORDER_DEFAULT;
}
