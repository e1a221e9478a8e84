package org.junit.jupiter.params.provider;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** The constants of an enum as arguments. */
@Target({ElementType.ANNOTATION_TYPE, ElementType.METHOD})
@Retention(RetentionPolicy.RUNTIME)
@Documented
public @interface EnumSource {
    Class<? extends Enum<?>> value() default NullEnum.class;

    String[] names() default {};

    Mode mode() default Mode.INCLUDE;

    enum Mode {
        INCLUDE, EXCLUDE, MATCH_ALL, MATCH_ANY, MATCH_NONE
    }
}
