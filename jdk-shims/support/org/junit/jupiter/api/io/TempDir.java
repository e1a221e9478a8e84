package org.junit.jupiter.api.io;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A temporary directory for a test: a field or parameter of type
 * {@code java.nio.file.Path} or {@code java.io.File}. Under
 * {@code terrarium test} it is made in the test's virtual world (each
 * declaration its own directory, as JUnit 5.8 and later make them).
 */
@Target({ElementType.FIELD, ElementType.PARAMETER, ElementType.ANNOTATION_TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Documented
public @interface TempDir {
}
