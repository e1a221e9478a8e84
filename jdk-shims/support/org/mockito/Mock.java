package org.mockito;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** A field to fill with a mock (MockitoAnnotations.initMocks, MockitoJUnitRunner). */
@Target({ElementType.FIELD, ElementType.PARAMETER})
@Retention(RetentionPolicy.RUNTIME)
@Documented
public @interface Mock {
    Answers answer() default Answers.RETURNS_DEFAULTS;

    boolean stubOnly() default false;

    String name() default "";

    Class<?>[] extraInterfaces() default {};

    boolean serializable() default false;
}
