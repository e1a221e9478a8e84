package org.junit.experimental.categories;

import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;

/** The categories (marker types) of a JUnit 4 test class or method. */
@Retention(RetentionPolicy.RUNTIME)
@Inherited
public @interface Category {
    Class<?>[] value();
}
