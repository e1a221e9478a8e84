package org.junit.experimental.categories;

import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;

/** JUnit 4's test categories (terrarium test runs categorised tests like the others). */
@Retention(RetentionPolicy.RUNTIME)
@Inherited
public @interface Category {
    Class<?>[] value();
}
