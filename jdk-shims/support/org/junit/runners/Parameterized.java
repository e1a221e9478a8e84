package org.junit.runners;

import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * `@RunWith(Parameterized.class)`: every test of the class runs once per
 * parameter set of the `@Parameters` method, the parameters given to the
 * constructor or to the `@Parameter` fields. `terrarium test` reads it and
 * runs such classes itself (terrarium.junit.Four).
 */
public class Parameterized {
    private Parameterized() {
    }

    /** The public static method giving the parameter sets, and how their tests are named. */
    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.METHOD)
    public @interface Parameters {
        /** `{index}` and `{0}`, `{1}`... (MessageFormat) of the parameters. */
        String name() default "{index}";
    }

    /** A public field set to parameter `value` of the set. */
    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.FIELD)
    public @interface Parameter {
        int value() default 0;
    }

    /** A factory of the runner of each parameter set (not supported by terrarium test). */
    @Retention(RetentionPolicy.RUNTIME)
    @Inherited
    @Target(ElementType.TYPE)
    public @interface UseParametersRunnerFactory {
        Class<?> value();
    }

    /** Runs before the tests of each parameter set (not supported by terrarium test). */
    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.METHOD)
    public @interface BeforeParam {
    }

    /** Runs after the tests of each parameter set (not supported by terrarium test). */
    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.METHOD)
    public @interface AfterParam {
    }
}
